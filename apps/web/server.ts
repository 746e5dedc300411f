// The production server of the site: the React Router build behind Node's HTTP server, with
// static assets (immutable when fingerprinted), compression, the client's address in the
// request context, and a clean stop on SIGTERM/SIGINT. `pnpm start` runs it.
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import compression from "compression";
import type { RouterContextProvider as ContextProvider, ServerBuild } from "react-router";
import sirv from "sirv";
import { WEB_NODE_ENV } from "./node-flags.ts";

// React picks its build (development or production) when first loaded: decide before that.
process.env.NODE_ENV ||= "production";
const [{ createRequestListener }, { RouterContextProvider }] = await Promise.all([
  import("@react-router/node"),
  import("react-router"),
]);

const here = fileURLToPath(new URL(".", import.meta.url));
const build = (await import(
  new URL("./build/server/index.js", import.meta.url).href
)) as ServerBuild;
/**
 * What the build's entry (app/entry.server.tsx) exports for this server: its own context object
 * (a second copy of the module would not match), the configuration app/env.server.ts validated,
 * and the Redis client's close.
 */
const { BROTLI_PARAMS, clientAddressContext, config, closeRedis } = build.entry
  .module as unknown as {
  BROTLI_PARAMS: Record<number, number>;
  clientAddressContext: Parameters<ContextProvider["set"]>[0];
  config: { readonly port: number; readonly host: string; readonly trustProxy: boolean };
  closeRedis: () => Promise<void>;
};
const { port, host, trustProxy } = config;

const assets = sirv(`${here}build/client/assets`, {
  immutable: true,
  maxAge: 31_536_000,
  gzip: true,
  brotli: true,
  etag: true,
});
const publicFiles = sirv(`${here}build/client`, { maxAge: 3600, etag: true });
/**
 * What the server compresses itself (client navigations' data, resource routes; documents are
 * compressed whole by the app: app/middleware/encoding.server.ts): brotli with the app's settings,
 * a 128 KB window instead of zlib's 4 MB, whose setup for each response cost more than the
 * compression (ADR 0018).
 */
const compress = compression({ threshold: 1024, brotli: { params: BROTLI_PARAMS } });
const handle = createRequestListener({
  build,
  mode: process.env.NODE_ENV ?? "production",
  getLoadContext(request, client) {
    const context = new RouterContextProvider();
    const forwarded = trustProxy
      ? request.headers.get("x-forwarded-for")?.split(",")[0]?.trim()
      : undefined;
    context.set(clientAddressContext, forwarded || client.address);
    return context;
  },
});

const server = createServer((req, res) => {
  compress(req as never, res as never, () => {
    const url = req.url ?? "/";
    if (url.startsWith("/assets/")) {
      req.url = url.slice("/assets".length);
      return assets(req, res, () => {
        req.url = url;
        res.statusCode = 404;
        res.end();
      });
    }
    publicFiles(req, res, () => void handle(req, res));
  });
});
server.keepAliveTimeout = 65_000;

server.listen(port, host, () => {
  console.info(JSON.stringify({ service: "web", msg: "listening", url: `http://${host}:${port}` }));
  // The allocator reads its settings when the process starts: they cannot be set from here.
  if (process.env.GLIBC_TUNABLES === undefined)
    console.warn(
      JSON.stringify({
        service: "web",
        msg: "started without the allocator settings of node-flags.ts (WEB_NODE_ENV): expect about 50 MB more memory under load",
        set: WEB_NODE_ENV,
      }),
    );
});

function stop(signal: string) {
  console.info(JSON.stringify({ service: "web", msg: "stopping", signal }));
  // Redis closes once no request can use it any more.
  server.close(() => void closeRedis().finally(() => process.exit(0)));
  server.closeIdleConnections();
  // Connections still busy after 10 s are cut.
  setTimeout(() => {
    server.closeAllConnections();
    void closeRedis().finally(() => process.exit(0));
  }, 10_000).unref();
}
// A promise that failed in the background (a fire-and-forget call) is logged; it must not stop
// a server that is answering other visitors. Errors inside a request are answered by React
// Router with the error page.
process.on("unhandledRejection", (reason) => {
  console.error(
    JSON.stringify({ service: "web", msg: "unhandled rejection", reason: String(reason) }),
  );
});
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
