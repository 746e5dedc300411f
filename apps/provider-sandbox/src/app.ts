// The sandbox: database, catalogue, keys and every route, ready to serve or to test.
import { createContractHandler } from "@hostfront/api-client/server";
import {
  activeSpan,
  contextFrom,
  failed,
  inSpan,
  SpanKind,
  traceFields,
  tracerOf,
  tracingWanted,
} from "@hostfront/telemetry";
import { Hono, type MiddlewareHandler } from "hono";
import pino, { type Logger } from "pino";
import { apiReferenceRoutes, OPENAPI_PATH } from "./api-reference.ts";
import { loadCatalogue, seedCatalogue } from "./catalogue.ts";
import { consoleRoutes } from "./console.ts";
import { corsFor } from "./cors.ts";
import { openDatabase } from "./db/database.ts";
import { migrate } from "./db/migrations.ts";
import type { SandboxConfig } from "./env.ts";
import { loadOrCreateKeys } from "./keys.ts";
import { lookingGlassRoutes } from "./looking-glass.ts";
import { createMetrics, type SandboxMetrics } from "./metrics.ts";
import { authenticate } from "./provider/accounts.ts";
import type { Sandbox, SandboxFlags } from "./provider/context.ts";
import { idempotencyStore, implementations, pruneIdempotency } from "./provider/index.ts";

export interface SandboxOptions {
  /** The clock (tests move it). */
  readonly now?: () => Date;
  readonly logger?: Logger;
}

export interface RunningSandbox {
  readonly app: Hono;
  readonly sandbox: Sandbox;
  /** Its Prometheus series (main.ts serves them on SANDBOX_METRICS_PORT). */
  readonly metrics: SandboxMetrics;
  /** Where the data is kept. */
  readonly location: string;
  close(): Promise<void>;
}

/** Longest maintenance message `/sandbox/flags` takes. */
const MAINTENANCE_MESSAGE_MAX = 500;

/** The flags a `/sandbox/flags` body switches, or null when it names anything else or a bad value. */
export function parseFlags(body: unknown): Partial<SandboxFlags> | null {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
  const flags: Partial<SandboxFlags> = {};
  for (const [name, value] of Object.entries(body)) {
    if (name === "chatEnabled" || name === "registrationOpen") {
      if (typeof value !== "boolean") return null;
      flags[name] = value;
    } else if (name === "maintenanceMessage") {
      if (value === null) flags.maintenanceMessage = null;
      else if (typeof value !== "string") return null;
      else {
        const message = value.trim();
        if (message === "" || message.length > MAINTENANCE_MESSAGE_MAX) return null;
        flags.maintenanceMessage = message;
      }
    } else return null;
  }
  return flags;
}

const tracer = tracerOf("hostfront-provider-sandbox");

/** A request's span: named by its method and first path segment until the call is known. */
const traceRequest: MiddlewareHandler = async (c, next) => {
  const path = new URL(c.req.url).pathname;
  const name = `${c.req.method} /${path.split("/")[1] ?? ""}`;
  await inSpan(
    tracer,
    name,
    {
      kind: SpanKind.SERVER,
      parent: contextFrom(c.req.raw.headers),
      attributes: { "http.request.method": c.req.method, "url.path": path },
    },
    async (span) => {
      await next();
      span.setAttribute("http.response.status_code", c.res.status);
      if (c.res.status >= 500) failed(span, `answered ${c.res.status}`);
    },
  );
};

/** Opens (and on first start, creates and seeds) the sandbox. */
export async function createSandbox(
  config: SandboxConfig,
  options: SandboxOptions = {},
): Promise<RunningSandbox> {
  const now = options.now ?? (() => new Date());
  // Each line carries the trace id of the call it is about, when traces are on.
  const log =
    options.logger ??
    pino({ level: config.logLevel, base: { service: "provider-sandbox" }, mixin: traceFields });
  const { db, kind, location } = openDatabase({ ...config, log });
  try {
    await migrate(db);
    const seeded = await seedCatalogue(db, now());
    await pruneIdempotency(db, now());
    log.info(
      { database: kind, location, seeded },
      seeded ? "database created and seeded" : "database opened",
    );
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const sandbox: Sandbox = {
    db,
    config,
    flags: {
      maintenanceMessage: config.maintenanceMessage,
      chatEnabled: config.chatEnabled,
      registrationOpen: config.registrationOpen,
    },
    catalogue: await loadCatalogue(db),
    keys: loadOrCreateKeys(config.dataDir),
    log,
    now,
  };

  const metrics = createMetrics();
  const handle = createContractHandler({
    implementations: implementations(sandbox),
    authenticate: (token) => authenticate(sandbox, token),
    userId: (user) => user.id,
    idempotency: idempotencyStore(db, now),
    onAnswer: (event) => {
      metrics.observe(event);
      // The request's span is named by the contract call it was.
      const span = activeSpan();
      if (span && event.call) {
        span.updateName(`${event.method} ${event.call}`);
        span.setAttributes({ "hostfront.call": event.call, "hostfront.code": event.code });
        if (event.replayed) span.setAttribute("hostfront.replayed", true);
      }
      const { error, ...fields } = event;
      if (error !== undefined) log.error({ ...fields, err: error }, "call failed");
      else log.info(fields, "call");
    },
  });

  const app = new Hono();
  // With traces on, a request is a span continuing the caller's trace (its `traceparent`).
  if (tracingWanted()) app.use("*", traceRequest);
  // One structured line per request. Calls of the API are logged by the contract handler,
  // with their outcome; health checks and looking-glass pings only at debug level.
  app.use("*", async (c, next) => {
    const started = performance.now();
    await next();
    const path = new URL(c.req.url).pathname;
    if (path.startsWith("/api/")) return;
    const fields = {
      method: c.req.method,
      path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      requestId: c.req.header("x-request-id") ?? null,
    };
    if (path === "/healthz" || path.startsWith("/lg/")) log.debug(fields, "request");
    else log.info(fields, "request");
  });
  // Pages of the SANDBOX_CORS_ORIGINS may call the API and read its document (preflights
  // included); without it, only same-origin pages and servers may.
  if (config.corsOrigins !== null) {
    const allowOrigins = corsFor(config.corsOrigins);
    app.use("/api/*", allowOrigins);
    app.use(OPENAPI_PATH, allowOrigins);
  }
  app.get("/healthz", async (c) => {
    try {
      await db.selectFrom("review_summary").select("id").limit(1).execute();
      return c.json({ status: "ok", database: kind });
    } catch (error) {
      log.error({ err: error }, "health check failed");
      return c.json({ status: "error", database: kind }, 503);
    }
  });
  app.all("/api/*", (c) => handle(c.req.raw));
  app.get("/sandbox/outbox", async (c) => {
    let query = db.selectFrom("outbox").selectAll().orderBy("created_at", "desc").limit(50);
    const to = c.req.query("to");
    if (to) query = query.where("to_address", "=", to.toLowerCase());
    const rows = await query.execute();
    return c.json(
      rows.map((row) => ({
        to: row.to_address,
        subject: row.subject,
        body: row.body,
        link: row.link,
        createdAt: row.created_at,
      })),
    );
  });
  // What the provider was told (referrals, promotion clicks, page visits): for tests and demos.
  app.get("/sandbox/events", async (c) => {
    let query = db.selectFrom("events").selectAll().orderBy("created_at", "desc").limit(100);
    const kind = c.req.query("kind");
    if (kind) query = query.where("kind", "=", kind);
    const rows = await query.execute();
    return c.json(
      rows.map((row) => ({
        kind: row.kind,
        data: JSON.parse(row.data) as unknown,
        createdAt: row.created_at,
      })),
    );
  });
  // The start-up flags, switched while running: for demos and tests (a JSON body, so a page
  // of another site cannot post it without the browser asking first).
  app.get("/sandbox/flags", (c) => c.json(sandbox.flags));
  app.post("/sandbox/flags", async (c) => {
    if (!(c.req.header("content-type") ?? "").startsWith("application/json"))
      return c.json({ code: 4000, message: "Send the flags as JSON." }, 415);
    const flags = parseFlags(await c.req.json().catch(() => null));
    if (!flags) return c.json({ code: 4000, message: "Unknown or invalid flags." }, 400);
    Object.assign(sandbox.flags, flags);
    log.info({ flags: sandbox.flags }, "flags switched");
    return c.json(sandbox.flags);
  });
  app.route("/", lookingGlassRoutes(sandbox));
  app.route("/", apiReferenceRoutes(sandbox));
  app.route("/", consoleRoutes(sandbox));
  app.notFound((c) =>
    c.json({ code: 4041, message: `No route ${new URL(c.req.url).pathname}.` }, 404),
  );
  app.onError((error, c) => {
    log.error({ err: error, path: new URL(c.req.url).pathname }, "route failed");
    return c.json({ code: 5000, message: "The provider failed; nothing was changed." }, 500);
  });

  return { app, sandbox, metrics, location, close: () => db.destroy() };
}
