import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { type RequestInfo, requestContext, sessionContext } from "~/context";
import { config } from "~/env.server";
import { clientAddressContext } from "~/lib/http/client-address.server";
import { argsFor, siteRequest } from "~/test/request";
import { contentSecurityPolicy, newNonce, securityMiddleware } from "./security.server";

/** The policy's directives by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = "", ...values]) => [name, values]),
  );
}

describe("newNonce", () => {
  it("gives 16 random bytes in base64, never the same twice across the pool's refills", () => {
    // 256 nonces a pool: 2,000 cross seven refills.
    const nonces = Array.from({ length: 2_000 }, newNonce);
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    }
  });
});

describe("contentSecurityPolicy", () => {
  const nonce = "bm9uY2Utb2YtdGhpcy1yZXNwb25zZQ==";

  it.each([true, false])("locks the page down (production %s)", (production) => {
    const policy = directives(contentSecurityPolicy(nonce, production));
    expect(policy.get("script-src")).toContain(`'nonce-${nonce}'`);
    expect(policy.get("script-src")).toContain("'self'");
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
    expect(policy.get("script-src")).not.toContain("*");
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
  });

  it("lets forms go only to the site and the console (login)", () => {
    const policy = directives(contentSecurityPolicy(nonce, true));
    expect(policy.get("form-action")).toEqual(["'self'", new URL(config.mainSiteUrl).origin]);
  });

  it("allows eval and the dev server's websocket only outside production", () => {
    const production = directives(contentSecurityPolicy(nonce, true));
    const development = directives(contentSecurityPolicy(nonce, false));
    expect(production.get("script-src")).not.toContain("'unsafe-eval'");
    expect(development.get("script-src")).toContain("'unsafe-eval'");
    expect(production.get("connect-src")).toEqual(["'self'"]);
    expect(development.get("connect-src")).toEqual(expect.arrayContaining(["'self'", "ws:"]));
  });

  it("defaults to this process's mode (NODE_ENV=test is not production)", () => {
    expect(config.production).toBe(false);
    expect(contentSecurityPolicy(nonce)).toBe(contentSecurityPolicy(nonce, false));
  });
});

describe("securityMiddleware", () => {
  async function run(
    request: Request,
    body: () => Response = () =>
      new Response("<html></html>", { headers: { "content-type": "text/html; charset=utf-8" } }),
  ) {
    const context = new RouterContextProvider();
    context.set(clientAddressContext, "192.0.2.1");
    let info: RequestInfo | undefined;
    const response = await securityMiddleware(argsFor(request, context), async () => {
      info = context.get(requestContext);
      return body();
    });
    if (!(response instanceof Response) || !info) throw new Error("no response");
    return { response, info };
  }

  it("gives each document a fresh nonce and puts it in its CSP", async () => {
    const first = await run(siteRequest("/"));
    const second = await run(siteRequest("/"));
    expect(first.info.nonce).not.toBe(second.info.nonce);
    expect(first.info.nonce.length).toBeGreaterThanOrEqual(16);
    const csp = first.response.headers.get("content-security-policy");
    expect(csp).toBe(contentSecurityPolicy(first.info.nonce));
    expect(first.info.clientAddress).toBe("192.0.2.1");
  });

  it("sets the security headers on every response, and the CSP on documents only", async () => {
    const { response } = await run(siteRequest("/api/x"), () => Response.json({ code: 2000 }));
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("content-security-policy")).toBeNull();
  });

  it("keeps a well-formed incoming request id and replaces anything else", async () => {
    const kept = await run(siteRequest("/", { headers: { "x-request-id": "abcd-1234-efgh" } }));
    expect(kept.info.id).toBe("abcd-1234-efgh");
    expect(kept.response.headers.get("x-request-id")).toBe("abcd-1234-efgh");

    for (const hostile of ["<script>", "a b c d e f g h", "x".repeat(65), "short"]) {
      const replaced = await run(siteRequest("/", { headers: { "x-request-id": hostile } }));
      expect(replaced.info.id).not.toBe(hostile);
      expect(replaced.info.id).toMatch(/^[A-Za-z0-9-]{8,64}$/);
      expect(replaced.response.headers.get("x-request-id")).toBe(replaced.info.id);
    }
  });

  it("keeps other origins' windows off a signed-in visitor's pages only", async () => {
    const policyFor = async (token: string | null) => {
      const context = new RouterContextProvider();
      context.set(clientAddressContext, "192.0.2.1");
      const response = await securityMiddleware(argsFor(siteRequest("/"), context), async () => {
        // What the session middleware, further down the chain, finds in the cookie.
        context.set(sessionContext, { token });
        return new Response("<html></html>", { headers: { "content-type": "text/html" } });
      });
      if (!(response instanceof Response)) throw new Error("no response");
      return response.headers.get("cross-origin-opener-policy");
    };
    expect(await policyFor("a-signed-in-visitors-token")).toBe("same-origin");
    expect(await policyFor(null)).toBeNull();
  });
});
