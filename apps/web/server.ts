// The production server of the site: the React Router build behind Node's HTTP server, with
// static assets (immutable when fingerprinted), compression, the client's address in the
// request context, a span per request when traces are on (OTEL_EXPORTER_OTLP_ENDPOINT), and a
// clean stop on SIGTERM/SIGINT. `pnpm start` runs it.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { fileURLToPath } from "node:url";
import {
  contextFrom,
  failed,
  SpanKind,
  serveMetrics,
  tracerOf,
  withSpan,
} from "@hostfront/telemetry";
import { startTracing } from "@hostfront/telemetry/start";
import compression from "compression";
import type {
  RouterContextProvider as ContextProvider,
  RouteObject,
  ServerBuild,
} from "react-router";
import sirv from "sirv";
import { WEB_NODE_ENV } from "./node-flags.ts";

// React picks its build (development or production) when first loaded: decide before that.
process.env.NODE_ENV ||= "production";
// Before the build is loaded, so that its spans have a context to follow them through awaits.
const tracing = await startTracing("hostfront-web");
const [{ createRequestListener }, { RouterContextProvider, matchRoutes }] = await Promise.all([
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
const {
  BROTLI_PARAMS,
  clientAddressContext,
  config,
  closeRedis,
  instanceReadiness,
  metricsText,
  observeRequest,
} = build.entry.module as unknown as {
  BROTLI_PARAMS: Record<number, number>;
  clientAddressContext: Parameters<ContextProvider["set"]>[0];
  config: {
    readonly port: number;
    readonly host: string;
    readonly trustProxy: boolean;
    readonly drainSeconds: number;
    readonly metricsPort: number | null;
    readonly metricsToken: string | null;
  };
  closeRedis: () => Promise<void>;
  instanceReadiness: { startDraining(): void };
  metricsText: () => Promise<{ body: string; contentType: string }>;
  observeRequest: (route: string, method: string, status: number, seconds: number) => void;
};
const { port, host, trustProxy, drainSeconds, metricsPort, metricsToken } = config;

/** The build's routes as a tree, to name a request by its route id (a bounded label). */
const routeTree = (parentId: string | undefined): RouteObject[] =>
  Object.values(build.routes).flatMap((route) => {
    if (!route || route.parentId !== parentId) return [];
    const children = routeTree(route.id);
    return [
      {
        id: route.id,
        ...(route.path === undefined ? {} : { path: route.path }),
        // An index route has no children (matchRoutes refuses one with a list, even empty).
        ...(route.index ? { index: true as const } : children.length > 0 ? { children } : {}),
      } as RouteObject,
    ];
  });
const routes = routeTree(undefined);
/** The route id a path is answered by: a client navigation's `.data` as its page's. */
function routeOf(url: string): string {
  const pathname = (url.split("?")[0] ?? "/").replace(/\.data$/, "").replace(/^\/_root$/, "/");
  if (pathname.startsWith("/assets/")) return "static";
  return matchRoutes(routes, pathname)?.at(-1)?.route.id ?? "not-found";
}

/** A file is what its Content-Type says, never sniffed into something else (a script, a page). */
const noSniff = (res: { setHeader(name: string, value: string): unknown }) => {
  res.setHeader("X-Content-Type-Options", "nosniff");
};
const assets = sirv(`${here}build/client/assets`, {
  immutable: true,
  maxAge: 31_536_000,
  gzip: true,
  brotli: true,
  etag: true,
  setHeaders: noSniff,
});
const publicFiles = sirv(`${here}build/client`, { maxAge: 3600, etag: true, setHeaders: noSniff });
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

/** Counts a request once answered, by route id: only when metrics are served (METRICS_PORT). */
function observe(req: IncomingMessage, res: ServerResponse, route: string) {
  const started = performance.now();
  res.once("finish", () => {
    observeRequest(
      route,
      req.method ?? "GET",
      res.statusCode,
      (performance.now() - started) / 1000,
    );
  });
}

const tracer = tracerOf("hostfront-web");
/**
 * Answers the request in a span named by its method and route id, continuing the caller's trace
 * (a load balancer's `traceparent`); its loaders' and provider calls' spans are its children.
 * Fingerprinted assets are not traced: a page's own span says what it cost.
 */
function traced(req: IncomingMessage, res: ServerResponse, route: string, answer: () => void) {
  if (route === "static") return answer();
  const method = req.method ?? "GET";
  const parent = contextFrom(req.headers);
  const span = tracer.startSpan(
    `${method} ${route}`,
    {
      kind: SpanKind.SERVER,
      attributes: {
        "http.request.method": method,
        "hostfront.route_id": route,
        "url.path": (req.url ?? "/").split("?")[0] ?? "/",
      },
    },
    parent,
  );
  res.once("close", () => {
    span.setAttribute("http.response.status_code", res.statusCode);
    if (res.statusCode >= 500) failed(span, `answered ${res.statusCode}`);
    span.end();
  });
  withSpan(span, answer, parent);
}

function answer(req: IncomingMessage, res: ServerResponse) {
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
}

const server = createServer((req, res) => {
  // Matched to its route only when something is told about it (metrics, traces).
  const route = metricsPort !== null || tracing ? routeOf(req.url ?? "/") : "";
  if (metricsPort !== null) observe(req, res, route);
  if (tracing) traced(req, res, route, () => answer(req, res));
  else answer(req, res);
});
server.keepAliveTimeout = 65_000;

/**
 * Prometheus' scrape (lib/ops/metrics.server.ts) on its own port, METRICS_PORT, not the site's: off
 * unless set, on HOST like the site; with METRICS_TOKEN it also asks for `Bearer <token>`.
 */
const metricsServer =
  metricsPort === null
    ? null
    : serveMetrics({ port: metricsPort, host, token: metricsToken, collect: metricsText });

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

let stopping = false;
function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  // Draining: /readyz answers 503 while every other request is still served, so that the load
  // balancer takes this instance out before it stops listening (DRAIN_SECONDS, 0 by default).
  instanceReadiness.startDraining();
  console.info(JSON.stringify({ service: "web", msg: "stopping", signal, drainSeconds }));
  setTimeout(() => {
    metricsServer?.close();
    // Redis closes once no request can use it any more; the last spans are sent.
    const exit = () =>
      void Promise.allSettled([closeRedis(), tracing?.shutdown()]).finally(() => process.exit(0));
    server.close(exit);
    server.closeIdleConnections();
    // Connections still busy after 10 s are cut.
    setTimeout(() => {
      server.closeAllConnections();
      exit();
    }, 10_000).unref();
  }, drainSeconds * 1000);
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
