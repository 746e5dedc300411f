// The response envelope and the catalogue of error codes every call may answer.
import { z } from "zod";

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
  IDEMPOTENCY_MISMATCH: {
    code: 4220,
    status: 422,
    description: "The Idempotency-Key was used before for a different request.",
  },
  RATE_LIMITED: {
    code: 4290,
    status: 429,
    description: "Too many requests; retry after the Retry-After header.",
  },
  COUPON_ALREADY_RECEIVED: {
    code: 4101,
    status: 422,
    description: "This user already received this coupon.",
  },
  COUPON_SOLD_OUT: { code: 4102, status: 422, description: "No coupons of this kind are left." },
  COUPON_NOT_ACTIVE: {
    code: 4103,
    status: 422,
    description: "The coupon is not yet valid or no longer valid.",
  },
  COUPON_NOT_USABLE: {
    code: 4104,
    status: 422,
    description:
      "The coupon does not apply to this order (product type, minimum spend, owner, used).",
  },
  ACTIVATION_INVALID: {
    code: 4201,
    status: 422,
    description: "No account waits for this activation code.",
  },
  ACTIVATION_EXPIRED: {
    code: 4202,
    status: 422,
    description: "The activation code has expired; register again to get a new one.",
  },
  ALREADY_ACTIVATED: { code: 4203, status: 422, description: "The account is already active." },
  ACCOUNT_EXISTS: {
    code: 4301,
    status: 422,
    description: "An account with this e-mail address or phone number exists.",
  },
  BAD_CREDENTIALS: { code: 4302, status: 422, description: "Account or password is wrong." },
  ACCOUNT_NOT_ACTIVATED: {
    code: 4303,
    status: 422,
    description: "The account has not been activated yet.",
  },
  PASSWORD_UNREADABLE: {
    code: 4304,
    status: 422,
    description: "The password could not be decrypted with the current public key.",
  },
  PASSWORD_RULE: {
    code: 4305,
    status: 422,
    description:
      "The decrypted password does not satisfy its rule (pass, vpsSystemPass or cvmSystemPass).",
  },
  GROUP_FULL: { code: 4401, status: 422, description: "The group-buy group has all its members." },
  GROUP_CLOSED: { code: 4402, status: 422, description: "The group-buy group has expired." },
  ALREADY_IN_GROUP: {
    code: 4403,
    status: 422,
    description: "This user is already a member of the group.",
  },
  ACTIVITY_NOT_OPEN: {
    code: 4404,
    status: 422,
    description: "The activity or group-buy has not started or has ended.",
  },
  OFFER_SOLD_OUT: { code: 4405, status: 422, description: "The offer has no stock left." },
  LIMIT_REACHED: {
    code: 4406,
    status: 422,
    description: "This user has reached the offer's per-user limit.",
  },
  SUFFIX_UNKNOWN: {
    code: 4502,
    status: 422,
    description: "A requested domain suffix is not sold.",
  },
  CONFIG_INVALID: {
    code: 4601,
    status: 422,
    description:
      "The server configuration is not orderable (plan, region, image, disk or bandwidth do not fit together).",
  },
  INTERNAL: { code: 5000, status: 500, description: "The provider failed; nothing was changed." },
  UNAVAILABLE: { code: 5030, status: 503, description: "The provider is temporarily unavailable." },
} as const;

/** Name of an error code. */
export type ErrorName = keyof typeof errorCodes;
/** A numeric error code. */
export type ErrorCode = (typeof errorCodes)[ErrorName]["code"];

/** The envelope of every answer: `{ code, message }`, `fields` only on 4000. */
export const envelopeSchema = z.object({
  code: z.number().int(),
  message: z.unknown(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type Envelope = z.infer<typeof envelopeSchema>;

/** The envelope of an error answer: the message is a human-readable English sentence. */
export const errorEnvelopeSchema = z.object({
  code: z
    .number()
    .int()
    .refine((code) => code !== SUCCESS_CODE),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
