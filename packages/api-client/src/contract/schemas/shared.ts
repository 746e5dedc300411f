// The pieces every call's schemas are built from: languages, ids, money, time, paging.
import { z } from "zod";

/** Languages the provider answers in. */
export const languageSchema = z.enum(["en", "zh", "ja"]).meta({
  id: "Language",
  description:
    "A language the provider answers in: `en` English, `zh` Simplified Chinese, `ja` Japanese.",
});
/** An id: letters, digits, `_` and `-`, at most 64 characters. */
export const idSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, "an id of letters, digits, _ and -")
  .meta({
    id: "Id",
    description:
      "An identifier the provider assigns (1-64 letters, digits, `_` and `-`); opaque to clients, compared as is.",
  });
/** An amount in US dollars. */
export const usdSchema = z.number().nonnegative().max(1_000_000_000).meta({
  id: "Usd",
  description:
    "An amount in US dollars, up to two decimals (e.g. `12.5`); clients convert it for display with the rates of `currencies`.",
});
/** An ISO 8601 timestamp in UTC, e.g. `2026-11-22T08:00:00.000Z`. */
export const timestampSchema = z.iso.datetime().meta({
  id: "Timestamp",
  description: "A moment in UTC, ISO 8601 with the `Z` offset, e.g. `2026-11-22T08:00:00.000Z`.",
});
/** A calendar date, e.g. `2026-11-22`. */
export const dateSchema = z.iso
  .date()
  .meta({ id: "Date", description: "A calendar date (UTC), `YYYY-MM-DD`, e.g. `2026-11-22`." });
/** Billing periods of servers. */
export const periodSchema = z.enum(["month", "quarter", "year"]).meta({
  id: "Period",
  description:
    "A billing period: `month` (1 month), `quarter` (3 months) or `year` (12 months), paid in advance.",
});
/** Product lines of servers. */
export const productTypeSchema = z.enum(["vps", "dedicated", "cvm"]).meta({
  id: "ProductType",
  description:
    "A product line of servers: `vps` virtual private server, `dedicated` bare-metal server, `cvm` cloud virtual machine.",
});
/** Disk media. */
export const diskTypeSchema = z.enum(["nvme", "ssd", "hdd"]).meta({
  id: "DiskType",
  description: "A disk medium: `nvme` NVMe SSD, `ssd` SATA SSD, `hdd` spinning disk.",
});
/** A page number and a page size, as query strings or JSON numbers. */
export const pageSchema = z.coerce.number().int().min(1).max(10_000).default(1).meta({
  id: "Page",
  description: "Which page of a list to answer, counting from 1 (pages are `row` items long).",
});
export const rowSchema = z.coerce.number().int().min(1).max(100).default(10).meta({
  id: "Row",
  description: "How many items a page of a list holds (1-100).",
});
/** An RSA-OAEP (SHA-256) ciphertext of a password, base64, made with the public key. */
export const encryptedPasswordSchema = z
  .string()
  .min(16)
  .max(1024)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, "base64")
  .meta({
    id: "EncryptedPassword",
    description:
      "A password encrypted for the provider: RSA-OAEP with SHA-256 (`RSA-OAEP-256`, MGF1 with SHA-256) of the UTF-8 password under the public key the `publicKey` call answers (`GET /api/user-server/publicKey`), in standard base64 (16-1024 characters). The plain password is never sent; the provider decrypts it and answers PASSWORD_UNREADABLE when it cannot.",
  });
/** Longest site path kept as a return path (a configuration's query fits in it). */
export const SITE_PATH_MAX = 1024;
/**
 * What a site path looks like as one regular expression (for the OpenAPI document): a `/` not
 * followed by another, then no backslash, whitespace or control character. `isSitePath` says the rest
 * (the URL parser keeps it on the site).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
const SITE_PATH_PATTERN = /^\/(?:[^/\\\s\u0000-\u001f\u007f][^\\\s\u0000-\u001f\u007f]*)?$/;
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
  .regex(SITE_PATH_PATTERN, "a path on the site: one leading /, no host, no backslash or spaces")
  .refine(isSitePath, "a path on the site: one leading /, no host, no backslash or spaces")
  .meta({
    id: "SitePath",
    description:
      "A path on the storefront, e.g. `/ja/ac/coupon?CouponsCode=X`: one leading `/`, no scheme or host, no `\\`, spaces or control characters, at most 1024 characters.",
  });
export type SitePath = z.infer<typeof sitePathSchema>;
/** An empty body or query. */
export const emptySchema = z
  .object({})
  .strict()
  .meta({ id: "Empty", description: "Nothing: an empty object `{}`." });
/** The answer of a call that records an event (a click, a visit, a referral). */
export const recordedSchema = z
  .object({
    recorded: z
      .boolean()
      .describe("Whether the event was stored (the provider answers true once it is)."),
  })
  .meta({ id: "Recorded", description: "The answer of a call that records an event." });
