// The page a visitor was on (a coupon, a configuration) carried through sign-up, the activation
// link and the console's login, so that they land back on it: a site path in the `redirect`
// parameter, checked on the server (middleware/registry.server.ts: returnPath).

/** The query parameter (and form field) that carries the return path. */
export const RETURN_PARAM = "redirect";

/** `path` (a site page) with the return path `back` added to its query, when there is one. */
export function withReturn(path: string, back: string | null | undefined): string {
  if (!back) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${RETURN_PARAM}=${encodeURIComponent(back)}`;
}
