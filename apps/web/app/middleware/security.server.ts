// Request id, the per-request CSP nonce, and the security headers of every response.

import { randomFillSync, randomUUID } from "node:crypto";
import type { MiddlewareFunction } from "react-router";
import { requestContext, serverOnlyContext, sessionContext } from "~/context";
import { config } from "~/env.server";
import { clientAddressContext } from "~/lib/http/client-address.server";
import { isDataPath } from "~/lib/http/page-path";

/** Bytes of a nonce: 128 bits, base64 in the page (24 characters). */
const NONCE_BYTES = 16;
/**
 * Random bytes for nonces, drawn from the CSPRNG 4 KiB at a time and each used once, as Node's
 * own `randomUUID` does: one trip to OpenSSL per 256 nonces instead of one per request, which
 * showed in the server's profiles under load (ADR 0015).
 */
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let noncePoolUsed = noncePool.length;

/** A fresh CSP nonce: 16 bytes of the CSPRNG that no other nonce had, in base64. */
export function newNonce(): string {
  if (noncePoolUsed + NONCE_BYTES > noncePool.length) {
    randomFillSync(noncePool);
    noncePoolUsed = 0;
  }
  const nonce = noncePool.toString("base64", noncePoolUsed, noncePoolUsed + NONCE_BYTES);
  noncePoolUsed += NONCE_BYTES;
  return nonce;
}

/** The enforced Content-Security-Policy of a document answered with `nonce`. */
export function contentSecurityPolicy(
  nonce: string,
  production = config.production,
  connectSources: Iterable<string> = [],
): string {
  const connect = ["'self'", ...connectSources].join(" ");
  const directives = [
    "default-src 'self'",
    // Scripts only from this origin or carrying this response's nonce; no inline code otherwise.
    `script-src 'self' 'nonce-${nonce}'${production ? "" : " 'unsafe-eval'"}`,
    // React renders style attributes; inline styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect}${production ? "" : " ws: wss:"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    `form-action 'self' ${new URL(config.mainSiteUrl).origin}`,
  ];
  return directives.join("; ");
}

export const securityMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const incoming = request.headers.get("x-request-id");
  const id = incoming && /^[A-Za-z0-9-]{8,64}$/.test(incoming) ? incoming : randomUUID();
  const nonce = newNonce();
  const connectSources = new Set<string>();
  context.set(requestContext, {
    id,
    nonce,
    clientAddress: context.get(clientAddressContext),
    document: !isDataPath(new URL(request.url).pathname),
    connectSources,
  });
  context.set(serverOnlyContext, new Map());

  const response = await next();
  const headers = response.headers;
  headers.set("X-Request-Id", id);
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  // A window of another origin that opened this page keeps no handle on it (ADR 0009, update), when
  // the page holds the visitor's own data: a signed-in visitor's. A public page is the same for
  // everyone, and the policy costs its first load a process of its own: a browser arriving
  // from another page (or a new tab) must start a fresh renderer for it, a commit task about twice
  // as long in Chromium's traces.
  if (context.get(sessionContext).token) headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  if ((headers.get("content-type") ?? "").startsWith("text/html")) {
    headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, undefined, connectSources));
  }
  return response;
};
