// The pieces every call's schemas are built from: languages, ids, money, time, paging.
import { z } from "zod";

/** Languages the provider answers in. */
export const languageSchema = z.enum(["en", "zh", "ja"]);
/** An id: letters, digits, `_` and `-`, at most 64 characters. */
export const idSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, "an id of letters, digits, _ and -");
/** An amount in US dollars. */
export const usdSchema = z.number().nonnegative().max(1_000_000_000);
/** An ISO 8601 timestamp in UTC, e.g. `2026-11-22T08:00:00.000Z`. */
export const timestampSchema = z.iso.datetime();
/** A calendar date, e.g. `2026-11-22`. */
export const dateSchema = z.iso.date();
/** Billing periods of servers. */
export const periodSchema = z.enum(["month", "quarter", "year"]);
/** Product lines of servers. */
export const productTypeSchema = z.enum(["vps", "dedicated", "cvm"]);
/** Disk media. */
export const diskTypeSchema = z.enum(["nvme", "ssd", "hdd"]);
/** A page number and a page size, as query strings or JSON numbers. */
export const pageSchema = z.coerce.number().int().min(1).max(10_000).default(1);
export const rowSchema = z.coerce.number().int().min(1).max(100).default(10);
/** An RSA-OAEP (SHA-256) ciphertext of a password, base64, made with the public key. */
export const encryptedPasswordSchema = z
  .string()
  .min(16)
  .max(1024)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, "base64");
/** Longest site path kept as a return path (a configuration's query fits in it). */
export const SITE_PATH_MAX = 1024;
/**
 * Whether `value` is a path on the storefront (`/ja/ac/coupon?CouponsCode=X`): it starts with
 * one `/`, and a browser resolving it stays on the site (no `//host`, no `\`, which browsers read
 * as `/`, no control characters or spaces).
 */
export function isSitePath(value: string): boolean {
  if (value.length > SITE_PATH_MAX || !value.startsWith("/")) return false;
  if (/[\\\s]/.test(value) || value.startsWith("//")) return false;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return false;
  }
  const base = "https://site.invalid";
  try {
    return new URL(value, base).origin === base;
  } catch {
    return false;
  }
}
/** A path on the storefront to bring a visitor back to, e.g. after activating an account. */
export const sitePathSchema = z
  .string()
  .trim()
  .max(SITE_PATH_MAX)
  .refine(isSitePath, "a path on the site: one leading /, no host, no backslash or spaces");
export type SitePath = z.infer<typeof sitePathSchema>;
/** An empty body or query. */
export const emptySchema = z.object({}).strict();
