// The page's own headers (set by its loader) are the document's headers.
import type { HeadersFunction } from "react-router";

export const pageHeaders: HeadersFunction = ({ loaderHeaders, errorHeaders }) =>
  errorHeaders ?? loaderHeaders;
