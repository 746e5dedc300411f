// A rendered page document is compressed whole, once, on the main thread: brotli (quality 4) when
// the browser takes it, else gzip (one call: no hand-over to the thread pool and back, which under
// load waits a turn of the event loop each). As a stream through the server's `compression`
// middleware, each of the many small chunks React writes was compressed and flushed on its own,
// handed to the thread pool and back: more CPU, larger output, and under load a wait of a turn
// per chunk (figures: ADR 0018). The site's pages are whole as
// soon as their shell is (no loader defers data), so nothing is lost by sending them at once.
// Answers from the page cache are already gzip (lib/page-cache/spliced-gzip.server.ts) and pass as they are.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { MiddlewareFunction } from "react-router";
import { acceptsCoding } from "~/lib/page-cache/spliced-gzip.server";
import { unwatchedHeader } from "~/lib/page-cache/watch.server";

/** Bodies smaller than this go as they are (as the server's compression middleware does). */
const THRESHOLD = 1024;
/** The brotli settings of the server's compression middleware (server.ts). */
export const BROTLI_PARAMS = {
  [constants.BROTLI_PARAM_QUALITY]: 4,
  [constants.BROTLI_PARAM_LGWIN]: 17,
};

export const encodingMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  const type = response.headers.get("content-type") ?? "";
  if (
    request.method !== "GET" ||
    !response.body ||
    !type.startsWith("text/html") ||
    response.headers.has("content-encoding")
  )
    return response;
  const accepted = unwatchedHeader(request, "accept-encoding");
  const coding = acceptsCoding(accepted, "br")
    ? "br"
    : acceptsCoding(accepted, "gzip")
      ? "gzip"
      : null;
  const headers = new Headers(response.headers);
  headers.append("Vary", "Accept-Encoding");
  if (!coding) return new Response(response.body, { status: response.status, headers });
  const body = Buffer.from(await response.arrayBuffer());
  if (body.length < THRESHOLD) return new Response(body, { status: response.status, headers });
  const encoded =
    coding === "br" ? brotliCompressSync(body, { params: BROTLI_PARAMS }) : gzipSync(body);
  headers.set("Content-Encoding", coding);
  headers.set("Content-Length", String(encoded.length));
  return new Response(encoded, { status: response.status, headers });
};
