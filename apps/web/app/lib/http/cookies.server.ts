// Cookies the server reads and writes. Names are SPEC.md section 3's; the locale cookie
// (`languages`) and the token are set by the server only. What each does to a shared page is
// declared in lib/page-cache/inputs.server.ts; a read made while a page renders is watched there.

import { REFERRER_COOKIE_MAX_AGE_SECONDS } from "@hostfront/commerce";
import { LOCALE_COOKIE_MAX_AGE_SECONDS, LOCALE_COOKIE_NAME } from "@hostfront/i18n";
import { CONSENT_COOKIE, readConsent } from "@hostfront/ui";
import { config } from "~/env.server";
import { unwatchedHeader, watchOf } from "../page-cache/watch.server";

/** The cookie carrying the provider token: HttpOnly, the browser's scripts never read it. */
export const TOKEN_COOKIE = "token";
export const REFERRER_COOKIE = "referrer";
export const REFERRER_URL_COOKIE = "referrerUrl";
/** The display currency the visitor chose, so the server renders prices in it. */
export const CURRENCY_COOKIE = "currency";
/** The order the visitor just placed on an activity page, shown by the page its redirect leads to. */
export const ORDER_COOKIE = "activityOrder";
/** The receipt of a configurator order, signed for the session that placed it. */
export const RECEIPT_COOKIE = "vpsOrder";

/** Reads one cookie from a request (a page's render that reads it is seen to: page-watch). */
export function readCookie(request: Request, name: string): string | null {
  watchOf(request)?.cookie(name);
  const header = unwatchedHeader(request, "cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

export interface CookieOptions {
  readonly maxAge?: number;
  readonly httpOnly?: boolean;
  /** The cookie's path (default `/`). */
  readonly path?: string;
}

/** A `Set-Cookie` value: path `/`, SameSite=Lax, Secure when the site is on https. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path ?? "/"}`,
    "SameSite=Lax",
  ];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`);
  if (options.httpOnly) parts.push("HttpOnly");
  if (config.secureCookies) parts.push("Secure");
  return parts.join("; ");
}

/** A `Set-Cookie` value that removes a cookie. */
export const expireCookie = (name: string): string => serializeCookie(name, "", { maxAge: 0 });

export const localeCookie = (language: string) =>
  serializeCookie(LOCALE_COOKIE_NAME, language, { maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS });

export const referrerCookie = (referer: string) =>
  serializeCookie(REFERRER_COOKIE, referer, { maxAge: REFERRER_COOKIE_MAX_AGE_SECONDS });

/**
 * Whether the visitor allowed marketing cookies (the referral ones), from the consent cookie
 * the cookie panel writes. A visitor who has not decided yet is treated as SPEC.md section 4
 * describes (referrals are kept); a refusal is honoured (ADR 0010).
 */
export function marketingAllowed(request: Request): boolean {
  return readConsent(readCookie(request, CONSENT_COOKIE))?.marketing ?? true;
}
