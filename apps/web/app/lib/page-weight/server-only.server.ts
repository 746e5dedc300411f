// Data a page renders on the server but sends only once: on a page document it stays out of
// the loader data (the browser reads it back from the HTML, or keeps the page island it shows:
// components/server-only.tsx); on a client-side navigation (`.data` request) it travels as
// loader data.
import type { RouterContextProvider } from "react-router";
import { requestContext, serverOnlyContext } from "~/context";

export function serverOnly<T>(
  context: Readonly<RouterContextProvider>,
  key: string,
  value: T,
): T | null {
  if (!context.get(requestContext).document) return value;
  context.get(serverOnlyContext).set(key, value);
  return null;
}
