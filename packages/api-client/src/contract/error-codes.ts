// The catalogue of error codes every call may answer, and the code of success. It imports no
// zod: the browser client names its errors with it.

/** An answer sent with 422: business-rule refusals use it, not 409 (a status clients retry). */
const refused = <const C extends number>(code: C, description: string) =>
  ({ code, status: 422, description }) as const;

/** `code` of a successful answer; `message` then holds the payload. */
export const SUCCESS_CODE = 2000;

/**
 * Error codes of the provider API, with the HTTP status each is sent with. Business-rule
 * refusals use 422, not 409: 409 is one of the statuses a client retries (SPEC.md section 7).
 */
export const errorCodes = {
  BAD_REQUEST: {
    code: 4000,
    status: 400,
    description: "The query or body does not match the call's schema; `fields` names the fields.",
  },
  LOGIN_REQUIRED: {
    code: 4010,
    status: 401,
    description: "The call needs a valid token (Authorization: Bearer).",
  },
  FORBIDDEN: {
    code: 4030,
    status: 403,
    description: "The credential (e.g. the chat api_key) is not accepted.",
  },
  NOT_FOUND: { code: 4040, status: 404, description: "The requested id does not exist." },
  NO_SUCH_CALL: { code: 4041, status: 404, description: "No call has this path." },
  METHOD_NOT_ALLOWED: {
    code: 4050,
    status: 405,
    description: "The call exists with another method.",
  },
  PAYLOAD_TOO_LARGE: { code: 4130, status: 413, description: "The body is larger than 64 KB." },
  IDEMPOTENCY_IN_PROGRESS: {
    code: 4091,
    status: 409,
    description:
      "A request with this Idempotency-Key is still running; retry shortly (clients retry 409 once).",
  },
  IDEMPOTENCY_MISMATCH: refused(
    4220,
    "The Idempotency-Key was used before for a different request.",
  ),
  RATE_LIMITED: {
    code: 4290,
    status: 429,
    description: "Too many requests; retry after the Retry-After header.",
  },
  COUPON_ALREADY_RECEIVED: refused(4101, "This user already received this coupon."),
  COUPON_SOLD_OUT: refused(4102, "No coupons of this kind are left."),
  COUPON_NOT_ACTIVE: refused(4103, "The coupon is not yet valid or no longer valid."),
  COUPON_NOT_USABLE: refused(
    4104,
    "The coupon does not apply to this order (product type, minimum spend, owner, used).",
  ),
  ACTIVATION_INVALID: refused(4201, "No account waits for this activation code."),
  ACTIVATION_EXPIRED: refused(
    4202,
    "The activation code has expired; register again to get a new one.",
  ),
  ALREADY_ACTIVATED: refused(4203, "The account is already active."),
  ACCOUNT_EXISTS: refused(4301, "An account with this e-mail address or phone number exists."),
  BAD_CREDENTIALS: refused(4302, "Account or password is wrong."),
  ACCOUNT_NOT_ACTIVATED: refused(4303, "The account has not been activated yet."),
  PASSWORD_UNREADABLE: refused(
    4304,
    "The password could not be decrypted with the current public key.",
  ),
  PASSWORD_RULE: refused(
    4305,
    "The decrypted password does not satisfy its rule (pass, vpsSystemPass or cvmSystemPass).",
  ),
  GROUP_FULL: refused(4401, "The group-buy group has all its members."),
  GROUP_CLOSED: refused(4402, "The group-buy group has expired."),
  ALREADY_IN_GROUP: refused(4403, "This user is already a member of the group."),
  ACTIVITY_NOT_OPEN: refused(4404, "The activity or group-buy has not started or has ended."),
  OFFER_SOLD_OUT: refused(4405, "The offer has no stock left."),
  LIMIT_REACHED: refused(4406, "This user has reached the offer's per-user limit."),
  SUFFIX_UNKNOWN: refused(4502, "A requested domain suffix is not sold."),
  CONFIG_INVALID: refused(
    4601,
    "The server configuration is not orderable (plan, region, image, disk or bandwidth do not fit together).",
  ),
  INTERNAL: { code: 5000, status: 500, description: "The provider failed; nothing was changed." },
  UNAVAILABLE: { code: 5030, status: 503, description: "The provider is temporarily unavailable." },
} as const;

/** Name of an error code. */
export type ErrorName = keyof typeof errorCodes;
/** A numeric error code. */
export type ErrorCode = (typeof errorCodes)[ErrorName]["code"];
