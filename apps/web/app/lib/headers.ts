// The page's own headers (set by its loader) are the document's headers, with the root's
// `Vary: Cookie` kept: prices and the header depend on the visitor's cookies, and a public page
// may be kept by a CDN, which must not serve one visitor's currency to the next.
import type { HeadersFunction } from "react-router";

export const pageHeaders: HeadersFunction = ({ loaderHeaders, parentHeaders, errorHeaders }) => {
  const headers = new Headers(errorHeaders ?? loaderHeaders);
  const vary = (parentHeaders.get("Vary") ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const have = new Set(
    (headers.get("Vary") ?? "").split(",").map((name) => name.trim().toLowerCase()),
  );
  for (const name of vary) if (!have.has(name.toLowerCase())) headers.append("Vary", name);
  return headers;
};
