// The page a visitor was on (a coupon, a configuration) carried through sign-up, the activation
// link and the console's login, so that they land back on it: a site path in the `redirect`
// parameter, checked on the server (returnPath).
import { isSitePath } from "@hostfront/api-client";

/** The query parameter (and form field) that carries the return path. */
export const RETURN_PARAM = "redirect";

/** `path` (a site page) with the return path `back` added to its query, when there is one. */
export function withReturn(path: string, back: string | null | undefined): string {
  if (!back) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${RETURN_PARAM}=${encodeURIComponent(back)}`;
}

/**
 * The site path `value` names (a return path: lib/http/return-path.ts), percent-encoded as a URL
 * (fit for a `Location` header: ASCII only), or null when it is missing or leads off the site.
 */
export function returnPath(value: string | null | undefined): string | null {
  const path = (value ?? "").trim();
  if (path === "" || !isSitePath(path)) return null;
  const url = new URL(path, "https://site.invalid");
  return url.pathname + url.search + url.hash;
}
