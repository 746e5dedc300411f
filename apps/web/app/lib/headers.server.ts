// Cache-Control of page documents: a CDN may keep a visitor's page briefly and serve it stale
// while refreshing; anything with a session is private.
import type { RouterContextProvider } from "react-router";
import { sessionContext } from "~/context";

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
