// Server rendering: the page, whole, with the request's CSP nonce on every script and the
// request's i18next instance. The abort timer is armed after rendering starts, so a render
// error cannot reach it half-initialised and take the process down.
import { PassThrough } from "node:stream";
import { loadServerParts } from "@hostfront/ui";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { ServerOnlyValues } from "./components/server-only";
import { requestContext, serverOnlyContext } from "./context";
import { ScriptsAfterPaint } from "./lib/page-weight/after-paint.server";
import { renderInstance } from "./lib/texts/translator.server";
import { checkPageMiddleware } from "./middleware/registry.server";
import { pages } from "./pages";

/** server.ts listens where the validated configuration says, and closes Redis when it stops. */
export { config } from "./env.server";
export { closeRedis } from "./lib/cache/redis.server";
/** The server (server.ts) sets the visitor's address through the build's own context object. */
export { clientAddressContext } from "./lib/http/client-address.server";
/** server.ts counts each request by route id and serves the scrape on METRICS_PORT. */
export { metricsText, observeRequest } from "./lib/ops/metrics.server";
/** server.ts turns /readyz to 503 on SIGTERM, before it stops listening. */
export { instanceReadiness } from "./lib/ops/readiness.server";
/** Spans of loaders and actions, when traces are on (OTEL_EXPORTER_OTLP_ENDPOINT). */
export { instrumentations } from "./lib/ops/tracing.server";
/** server.ts compresses what else it sends with the brotli settings of documents. */
export { BROTLI_PARAMS } from "./middleware/encoding.server";

// A page that names a route middleware that does not exist stops the server here, at start-up.
checkPageMiddleware(pages);

/** How long a stream may wait for deferred data before its boundaries render as errors. */
export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    // No body, but the document's headers: its type, and through it what the middleware adds
    // to a document (the CSP and the other security headers, the language cookie).
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext.get(requestContext);
  // The shell's parts the browser keeps as rendered here (the footer): loaded once.
  const [i18n] = await Promise.all([renderInstance(loadContext), loadServerParts()]);
  // Every visitor, crawler or browser, gets the whole document: it is sent compressed when whole
  // (middleware/encoding.server.ts, ADR 0018), and one rendering for all makes the page the page
  // cache keeps the same for both (the streamed form of a suspended boundary differs from the
  // whole one, and is larger).

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <ServerOnlyValues value={loadContext.get(serverOnlyContext)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </ServerOnlyValues>
      </I18nextProvider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timer);
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // The page's scripts load once it has painted (lib/page-weight/after-paint.server.ts).
          pipe(new ScriptsAfterPaint()).pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status,
            }),
          );
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Errors before the shell are reported by React Router's handler; these happen while streaming.
          if (shellRendered) console.error(error);
        },
      },
    );
    const timer = setTimeout(() => abort(), streamTimeout + 1_000);
  });
}
