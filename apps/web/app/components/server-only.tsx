// The other half of lib/server-only.server.ts: a value the loader left out of the hydration
// payload comes from the server render's context, or in the browser from the rendered HTML.
import { createContext, useContext, useState } from "react";

/** Values the server render may read (entry.server provides the request's). */
export const ServerOnlyValues = createContext<ReadonlyMap<string, unknown> | null>(null);

/**
 * `fromLoader` when the loader sent it; otherwise the server's value while rendering on the
 * server, or `readDom()` once, when the page hydrates.
 */
export function useServerOnly<T>(key: string, fromLoader: T | null, readDom: () => T): T {
  const server = useContext(ServerOnlyValues);
  const [fromDom] = useState(() =>
    fromLoader === null && server === null && typeof document !== "undefined" ? readDom() : null,
  );
  if (fromLoader !== null) return fromLoader;
  if (server?.has(key)) return server.get(key) as T;
  if (fromDom === null) throw new Error(`No value for ${key}: not in the loader data nor the page`);
  return fromDom;
}
