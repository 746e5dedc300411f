// What the sign-up, welcome and activation pages share on the server and in the browser: the
// account a visitor types (an e-mail address or a mainland China mobile number, SPEC.md
// section 5: `email`, `CNphone`) and its masked form, the only form of it that travels in URLs.
import { MASK } from "@hostfront/commerce";
import { isValid } from "@hostfront/validators";

/** Longest account the provider takes (an e-mail address). */
export const ACCOUNT_MAX = 254;
/** Longest user name (the `name` rule). */
export const USERNAME_MAX = 40;
/** Longest site password (the `pass` rule). */
export const PASSWORD_MAX = 14;
/** The value of the terms checkbox when it is ticked. */
export const TERMS_ACCEPTED = "accept";

export type AccountKind = "email" | "phone";

/** Country calling code of mainland China, as people often type it before a mobile number. */
const CN_CALLING_CODE = /^(?:\+|00)86/;
/** Separators people type inside phone numbers: spaces, hyphens, dots, parentheses. */
const PHONE_SEPARATORS = /[\s\-.()]/g;

/**
 * The account as the provider takes it: trimmed; a phone number without its separators and
 * without a leading +86 / 0086 (`+86 138-1234-5678` -> `13812345678`). E-mail addresses are
 * kept as typed (the provider compares them without case).
 */
export function normalizeAccount(raw: string): string {
  const value = raw.trim();
  if (value.includes("@")) return value;
  const digits = value.replace(PHONE_SEPARATORS, "");
  return /^(?:\+|00)?[0-9]+$/.test(digits) ? digits.replace(CN_CALLING_CODE, "") : value;
}

/** Which kind of account a (normalized) value is, or null when it is neither. */
export function accountKind(account: string): AccountKind | null {
  if (isValid("email", account)) return "email";
  if (isValid("CNphone", account)) return "phone";
  return null;
}

/**
 * The i18n key of what is wrong with a (normalized) account, or null. Something that looks
 * like a phone number gets the phone rule's message, something with an `@` the e-mail rule's.
 */
export function accountProblem(account: string): string | null {
  if (account === "") return "validation.required";
  if (account.length > ACCOUNT_MAX) return "validation.tooLong";
  if (accountKind(account) !== null) return null;
  if (/^\+?[0-9]+$/.test(account)) return "validation.CNphone";
  if (account.includes("@")) return "validation.email";
  return "pages.signUp.accountInvalid";
}

const escaped = MASK.replace(/[*]/g, "\\*");
/**
 * A masked account as `maskAccount` makes it: up to 4 characters of an e-mail's local part,
 * the mask and the domain; or 2 digits, the mask and 3 digits. Anything else in a URL is
 * refused, so a crafted link cannot make the page say something of its own.
 */
const MASKED = new RegExp(
  `^(?:[^\\s@*<>]{1,4}${escaped}@[\\p{L}\\p{N}.-]{1,253}|[0-9]{2}${escaped}[0-9]{3})$`,
  "u",
);

/** The masked account of a URL parameter and its kind, or null when it is not one. */
export function maskedAccountFrom(
  value: string | null,
): { readonly account: string; readonly kind: AccountKind } | null {
  if (!value || !MASKED.test(value)) return null;
  return { account: value, kind: value.includes("@") ? "email" : "phone" };
}
