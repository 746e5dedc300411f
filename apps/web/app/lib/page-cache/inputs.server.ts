// What a page's render may read of the visitor's request, declared in one place: each cookie and
// header, and what it does to a page kept for others (the page cache of each instance, and a CDN
// in front of the site). From it come the page cache's key, the `Vary` of a public page and the
// CDN's cache-key rule printed in the README (`pnpm --filter @hostfront/web cdn-rule`).
//
// A cookie or header a render reads that is not declared here makes that answer the visitor's
// own: it is not kept and goes out `private` (and the page-inputs test fails on the page). Steps
// that run before the page cache (language, session, referral: app/root.tsx) read cookies per
// request, not per render; they are listed for the CDN, whose hits skip them.
import { isCurrencyCode } from "@hostfront/commerce";
import { LOCALE_COOKIE_NAME } from "@hostfront/i18n";
import { CONSENT_COOKIE, THEME_COOKIE, themeOf } from "@hostfront/ui";
import {
  CURRENCY_COOKIE,
  ORDER_COOKIE,
  RECEIPT_COOKIE,
  REFERRER_COOKIE,
  REFERRER_URL_COOKIE,
  readCookie,
  TOKEN_COOKIE,
} from "../http/cookies.server";
import type { PageWatch } from "./watch.server";

export type CookieRole =
  /** The page differs by its value: kept per value (normalised), named in `Vary: Cookie`. */
  | { readonly role: "key"; readonly value: (raw: string | null) => string; readonly why: string }
  /** A request carrying it is the visitor's own: never answered from or kept for others. */
  | { readonly role: "private"; readonly why: string }
  /** A render that reads it shows the visitor's own data: that answer is not kept. */
  | { readonly role: "personal"; readonly why: string }
  /** Read by a step before the page cache, on every request; never by a render. */
  | { readonly role: "request"; readonly why: string };

export const PAGE_COOKIES: Readonly<Record<string, CookieRole>> = {
  [CURRENCY_COOKIE]: {
    role: "key",
    // A code the list does not know renders as no choice at all; an unknown value is no code.
    value: (raw) => (isCurrencyCode(raw) ? raw : ""),
    why: "prices and the currency picker show the visitor's currency",
  },
  [THEME_COOKIE]: {
    role: "key",
    // Light or dark chosen; anything else is the system's theme, as no cookie.
    value: (raw) => themeOf(raw) ?? "",
    why: "every page is drawn in the colour theme the visitor chose",
  },
  [TOKEN_COOKIE]: {
    role: "private",
    why: "a signed-in visitor's pages show their account",
  },
  [ORDER_COOKIE]: {
    role: "personal",
    why: "an activity page shows the order the visitor just placed",
  },
  [RECEIPT_COOKIE]: {
    role: "personal",
    why: "the configurator shows the receipt of the visitor's order",
  },
  [REFERRER_COOKIE]: {
    role: "personal",
    why: "sign-up fills in the visitor's referral code",
  },
  [LOCALE_COOKIE_NAME]: {
    role: "request",
    why: "the language step sets it when the page's language differs from it",
  },
  [CONSENT_COOKIE]: {
    role: "request",
    why: "the referral step keeps no referral cookie for a visitor who refused marketing ones",
  },
  [REFERRER_URL_COOKIE]: {
    role: "request",
    why: "the referral step sets it beside the referral code",
  },
};

export type HeaderRole =
  /** Read by a render, and the page it makes is the same whatever its value. */
  { readonly role: "same-page"; readonly why: string };

/**
 * Headers a render may read (besides Cookie, read through PAGE_COOKIES). None today: crawlers and
 * browsers get the same whole document (entry.server.tsx), so not even the user agent is read.
 */
export const PAGE_HEADERS: Readonly<Record<string, HeaderRole>> = {};

const keyCookies = Object.entries(PAGE_COOKIES).filter(
  (entry): entry is [string, Extract<CookieRole, { role: "key" }>] => entry[1].role === "key",
);
const privateCookies = Object.entries(PAGE_COOKIES)
  .filter(([, declared]) => declared.role === "private")
  .map(([name]) => name);

/**
 * The page cache's key of a request: its URL and the values of the cookies pages differ by;
 * whatever else the visitor carries (analytics ids, unknown cookies) does not split entries.
 */
export function pageKey(request: Request): string {
  let key = request.url;
  for (const [name, { value }] of keyCookies) key += `\n${value(readCookie(request, name))}`;
  return key;
}

/** Whether the request carries a cookie that makes every answer to it the visitor's own. */
export const carriesPrivateCookie = (request: Request): boolean =>
  privateCookies.some((name) => readCookie(request, name) !== null);

export interface Verdict {
  /** What made the answer the visitor's own, or null: it may be kept for others. */
  readonly personal: string | null;
  /** Whether that was a read of something not declared here (a mistake to mend). */
  readonly undeclared: boolean;
  /** Request headers a shared cache must key the answer on (`Vary`). */
  readonly vary: readonly string[];
}

/** What a watched render's reads make of its answer. */
export function verdictOf(watch: PageWatch): Verdict {
  const undeclared: string[] = [];
  const personal: string[] = [];
  let variesByCookie = false;
  for (const name of watch.cookies) {
    const declared = PAGE_COOKIES[name];
    if (!declared || declared.role === "request") undeclared.push(`the cookie ${name}`);
    else if (declared.role === "key") variesByCookie = true;
    else personal.push(`the ${declared.role} cookie ${name}`);
  }
  for (const name of watch.headers) {
    if (name === "cookie") undeclared.push("the whole Cookie header");
    else if (name === "*") undeclared.push("every header");
    else if (!PAGE_HEADERS[name]) undeclared.push(`the header ${name}`);
  }
  const reads = [...undeclared, ...personal];
  return {
    personal: reads.length > 0 ? `it read ${reads.join(", ")}` : null,
    undeclared: undeclared.length > 0,
    vary: variesByCookie ? ["Cookie"] : [],
  };
}

/** The CDN's cache-key rule, as the README's deployment section gives it (Markdown). */
export function cdnRule(): string {
  const names = (role: CookieRole["role"]) =>
    Object.entries(PAGE_COOKIES)
      .filter(([, declared]) => declared.role === role)
      .map(([name, declared]) => `\`${name}\` (${declared.why})`);
  const keyNames = keyCookies.map(([name]) => name);
  return [
    "- **Cache key**: the URL with its whole query, plus the value of the cookie" +
      `${keyNames.length === 1 ? "" : "s"} ${names("key").join(", ")}, and the encoding the browser takes (br, gzip or none: what \`Vary: Accept-Encoding\` asks, which CDNs normalise on their own). No other cookie or header.`,
    `- **Bypass** the cache (pass to the site) when the request carries ${names("private").join(", ")}.`,
    `- **Forward every cookie** to the site on a miss: the site reads ${names("request").join(", ")} on every request, and pages that read ${names("personal").join(", ")} answer \`private\`.`,
    "- **Never keep** an answer to a URL with a referral code (`tgcode`, `affid`, `userCode`, `CouponsCode`): it answers `private`, as the site records the referral for each visitor.",
    "- **Keep** what the site answers `public` for its `s-maxage`, serve it stale for its `stale-while-revalidate`; never keep an answer marked `private` or `no-store`. A public answer may carry `Set-Cookie: languages=<the page's language>` (a first visit): the same for every visitor of that URL, so it may be kept with the page.",
    `- **Vary**: a page answers \`Vary: Cookie\` when it reads ${new Intl.ListFormat("en", { type: "disjunction" }).format(keyNames.map((n) => `\`${n}\``))}; with the key above, the CDN honours it without keying on the whole Cookie header.`,
    "",
    "As an nginx `proxy_cache` (the same rule; `map` blocks go in `http {}`):",
    "",
    "```nginx",
    `map $http_cookie $hostfront_bypass { default 0; ${privateCookies.map((n) => `"~(^|;\\s*)${n}=" 1;`).join(" ")} }`,
    'map $http_accept_encoding $hostfront_encoding { default ""; "~*\\bbr\\b" br; "~*\\bgzip\\b" gzip; }',
    'proxy_cache_key "$scheme$host$request_uri' +
      keyNames.map((n) => `|$cookie_${n}`).join("") +
      '|$hostfront_encoding";',
    "proxy_cache_bypass $hostfront_bypass;",
    "proxy_no_cache $hostfront_bypass;",
    "proxy_ignore_headers Vary;",
    "proxy_cache_use_stale updating error timeout;",
    "proxy_cache_background_update on;",
    "proxy_cache_lock on;",
    "```",
  ].join("\n");
}
