// CORS for the API and its document (SANDBOX_CORS_ORIGINS), so a page of another origin, a
// browser client another team generated, can call the sandbox directly. Off unless configured.
import { REPLAYED_HEADER } from "@hostfront/api-client/server";
import type { MiddlewareHandler } from "hono";
import { cors } from "hono/cors";
import type { CorsOrigins } from "./env.ts";

/** How long a browser may reuse a preflight answer: Chromium's cap (Firefox allows a day). */
export const CORS_MAX_AGE_SECONDS = 2 * 60 * 60;

/** The methods of the contract's calls (and of the document). */
export const CORS_ALLOW_METHODS = ["GET", "POST", "OPTIONS"] as const;

/** Request headers a page may send: the JSON body, the token, the key, tracing, the language. */
export const CORS_ALLOW_HEADERS = [
  "content-type",
  "authorization",
  "idempotency-key",
  "x-request-id",
  "accept-language",
  "traceparent",
  "tracestate",
] as const;

/** Answer headers a page may read beyond the safelisted ones (the client reads the first two). */
export const CORS_EXPOSE_HEADERS = ["Retry-After", REPLAYED_HEADER, "X-Request-Id"] as const;

/**
 * Hono's `cors` for the configured origins. `*` allows any page without credentials (a
 * wildcard never goes with them); a list answers each listed origin with itself, with
 * credentials, and `Vary: Origin` so shared caches keep the answers apart.
 */
export function corsFor(origins: CorsOrigins): MiddlewareHandler {
  const anyOrigin = origins === "*";
  return cors({
    origin: anyOrigin ? "*" : [...origins],
    allowMethods: [...CORS_ALLOW_METHODS],
    allowHeaders: [...CORS_ALLOW_HEADERS],
    exposeHeaders: [...CORS_EXPOSE_HEADERS],
    maxAge: CORS_MAX_AGE_SECONDS,
    credentials: !anyOrigin,
  });
}
