// A page's own headers (set by its loader, or by the error it threw) are the document's headers.
// Its Vary and its lifetimes for shared caches are the page cache step's to set, from what the
// render read and showed (middleware/page-cache.server.ts).
import type { HeadersFunction } from "react-router";

export const pageHeaders: HeadersFunction = ({ loaderHeaders, errorHeaders }) =>
  new Headers(errorHeaders ?? loaderHeaders);
