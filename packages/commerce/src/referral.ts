// Referral codes read from the query string of any page (SPEC.md sections 2 and 4).

/** Query parameters that carry a referral code, in the order they are looked at. */
export const REFERRAL_QUERY_PARAMS = ["tgcode", "affid", "userCode", "CouponsCode"] as const;
/** A query parameter that carries a referral code. */
export type ReferralParam = (typeof REFERRAL_QUERY_PARAMS)[number];

/** Longest referral code read from a URL; anything longer is not a code but noise. */
export const MAX_REFERRAL_CODE_LENGTH = 64;

const encoder = new TextEncoder();
/** Codes passed on as they are must already be plain tokens. */
const PLAIN_CODE = /^[A-Za-z0-9_-]+$/;

/** `h` followed by the lowercase hex of the code's UTF-8 bytes: `abc` -> `h616263`. */
export function referralHex(code: string): string {
  let hex = "h";
  for (const byte of encoder.encode(code)) hex += byte.toString(16).padStart(2, "0");
  return hex;
}

/** A referral code found in a URL, and the parameter it came from. */
export interface Referral {
  readonly param: ReferralParam;
  /** The value sent as `referer`: hex for tgcode and affid, as given for the others. */
  readonly referer: string;
}

/**
 * The referral code of a page's query string, if any: the first of tgcode, affid, userCode,
 * CouponsCode that holds a usable code. tgcode and affid are converted with `referralHex`
 * (so any text is safe to pass on); userCode and CouponsCode are passed as they are and must
 * be plain tokens of letters, digits, `_` and `-`. Blank and over-long values are ignored.
 */
export function readReferral(query: URLSearchParams): Referral | null {
  for (const param of REFERRAL_QUERY_PARAMS) {
    const value = query.get(param)?.trim();
    if (!value || value.length > MAX_REFERRAL_CODE_LENGTH) continue;
    if (param === "tgcode" || param === "affid") return { param, referer: referralHex(value) };
    if (PLAIN_CODE.test(value)) return { param, referer: value };
  }
  return null;
}
