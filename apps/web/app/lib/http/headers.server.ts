// Cache-Control of page documents: a CDN may keep a visitor's page briefly and serve it stale
// while refreshing; anything with a session is private.
import type { RouterContextProvider } from "react-router";
import { sessionContext } from "~/context";

/**
 * What a public page's loader says; the page cache step (middleware/page-cache.server.ts) puts
 * the lifetimes of what the page shows in its place (publicCacheControl).
 */
export const PUBLIC_CACHE = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
export const PRIVATE_CACHE = "private, no-store";

export function cacheHeaders(
  context: Readonly<RouterContextProvider>,
  { private: isPrivate = false } = {},
): HeadersInit {
  return {
    "Cache-Control":
      isPrivate || context.get(sessionContext).token !== null ? PRIVATE_CACHE : PUBLIC_CACHE,
  };
}

/**
 * A public page's Cache-Control for shared caches (a CDN): fresh until `freshUntil`, then served
 * stale while revalidating until `staleUntil` (ms since the epoch); browsers always revalidate.
 */
export function publicCacheControl(freshUntil: number, staleUntil: number, now = Date.now()) {
  const fresh = Math.max(0, Math.floor((freshUntil - now) / 1000));
  const stale = Math.max(0, Math.floor((staleUntil - Math.max(freshUntil, now)) / 1000));
  return `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${stale}`;
}
