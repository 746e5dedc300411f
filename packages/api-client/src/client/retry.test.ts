// When a request is sent again, and when it gives up: the retry rule of SPEC.md section 7,
// the retry options, the timeout and network errors.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it, vi } from "vitest";
import { createApiClient, RETRY_STATUSES, retryAfterMs } from "../client.ts";
import { NetworkError, TimeoutError } from "../errors.ts";
import { hang, json, ok, scriptedProvider } from "../test/scripted-provider.ts";

const provider = scriptedProvider();

describe("retry rule (SPEC.md section 7)", () => {
  it.each(RETRY_STATUSES)(
    "sends a POST once more after %i, with the same Idempotency-Key",
    async (status) => {
      provider.replies = [json(status, { code: 5030, message: "busy" }), ok({ recorded: true })];
      await expect(
        provider.client().request("POST", "/api/user/behavior/actPage", { body: { page: "/" } }),
      ).resolves.toEqual({
        recorded: true,
      });
      expect(provider.seen).toHaveLength(2);
      const [first, second] = provider.seen;
      expect(first?.headers["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
      expect(second?.headers["idempotency-key"]).toBe(first?.headers["idempotency-key"]);
      expect(second?.body).toBe(first?.body);
    },
  );

  it.each(RETRY_STATUSES)("never retries a GET, even after %i", async (status) => {
    provider.replies = [json(status, { code: 5030, message: "busy" }), ok("too late")];
    await expect(
      provider.client().request("GET", "/api/home/review/summary"),
    ).rejects.toMatchObject({
      status,
    });
    expect(provider.seen).toHaveLength(1);
  });

  it("retries a POST only once", async () => {
    provider.replies = [
      json(503, { code: 5030, message: "busy" }),
      json(503, { code: 5030, message: "still busy" }),
      ok("never"),
    ];
    await expect(provider.client().request("POST", "/api/x", { body: {} })).rejects.toMatchObject({
      status: 503,
      message: "still busy",
    });
    expect(provider.seen).toHaveLength(2);
  });

  it.each([400, 401, 403, 404, 405, 410, 413, 422, 501])(
    "does not retry a POST after %i",
    async (status) => {
      provider.replies = [json(status, { code: 4000, message: "no" }), ok("never")];
      await expect(provider.client().request("POST", "/api/x", { body: {} })).rejects.toMatchObject(
        {
          status,
        },
      );
      expect(provider.seen).toHaveLength(1);
    },
  );

  it("waits for Retry-After before the retry, up to its cap", async () => {
    provider.replies = [
      json(429, { code: 4290, message: "slow down" }, { "retry-after": "1" }),
      ok(true),
    ];
    const started = performance.now();
    await provider.client().request("POST", "/api/x", { body: {} });
    expect(performance.now() - started).toBeGreaterThanOrEqual(900);
  });

  it("sends an Idempotency-Key on POST only, and the caller's when given", async () => {
    provider.replies = [ok(1), ok(2)];
    await provider.client().request("GET", "/api/x");
    await provider
      .client()
      .request("POST", "/api/x", { body: {}, idempotencyKey: "form-7f3a9c21" });
    expect(provider.seen[0]?.headers["idempotency-key"]).toBeUndefined();
    expect(provider.seen[1]?.headers["idempotency-key"]).toBe("form-7f3a9c21");
  });
});

describe("retry options", () => {
  it("retries as often as `limit` says, GETs too, with the backoff asked for", async () => {
    provider.replies = [
      json(503, { code: 5030, message: "busy" }),
      json(502, { code: 5000, message: "bad gateway" }),
      ok("third time"),
    ];
    const waits: number[] = [];
    const api = provider.client({
      retry: {
        limit: 2,
        backoff: (retry) => {
          waits.push(retry);
          return retry * 10;
        },
      },
    });
    await expect(api.request("GET", "/api/x")).resolves.toBe("third time");
    expect(provider.seen).toHaveLength(3);
    expect(waits).toEqual([1, 2]);
  });

  it("retries only the statuses given, and per method with a function limit", async () => {
    provider.replies = [json(503, { code: 5030, message: "busy" }), ok("never")];
    await expect(
      provider.client({ retry: { statuses: [429] } }).request("POST", "/api/x", { body: {} }),
    ).rejects.toMatchObject({ status: 503 });
    expect(provider.seen).toHaveLength(1);
    provider.seen = [];
    provider.replies = [json(503, { code: 5030, message: "busy" }), ok("never")];
    await expect(
      provider
        .client({ retry: { limit: (method) => (method === "POST" ? 0 : 1) } })
        .request("POST", "/api/x", { body: {} }),
    ).rejects.toMatchObject({ status: 503 });
    expect(provider.seen).toHaveLength(1);
  });

  it("caps the wait at maxDelayMs even when Retry-After asks for more", async () => {
    provider.replies = [
      json(503, { code: 5030, message: "busy" }, { "retry-after": "3600" }),
      ok(true),
    ];
    const started = performance.now();
    await provider.client({ retry: { maxDelayMs: 20 } }).request("POST", "/api/x", { body: {} });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(provider.seen).toHaveLength(2);
  });

  it("reads Retry-After as seconds or as an HTTP date", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(retryAfterMs("3", now)).toBe(3_000);
    expect(retryAfterMs(" 0 ", now)).toBe(0);
    expect(retryAfterMs("Thu, 01 Jan 2026 00:00:05 GMT", now)).toBe(5_000);
    expect(retryAfterMs("Wed, 31 Dec 2025 23:59:00 GMT", now)).toBe(0);
    expect(retryAfterMs("soon", now)).toBeNull();
    expect(retryAfterMs("-1", now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });
});

describe("timeout and network errors", () => {
  it("rejects with TimeoutError when no answer comes in time", async () => {
    provider.replies = [hang];
    const error = await provider
      .client({ timeoutMs: 200 })
      .request("GET", "/api/x")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ timeoutMs: 200 });
  });

  it("counts the retry inside the same deadline", async () => {
    provider.replies = [json(503, { code: 5030, message: "busy" }, { "retry-after": "1" }), hang];
    const started = performance.now();
    await expect(
      provider.client({ timeoutMs: 300 }).request("POST", "/api/x", { body: {} }),
    ).rejects.toBeInstanceOf(TimeoutError);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("defaults to the 40 s timeout of SPEC.md section 9", async () => {
    const { REQUEST_TIMEOUT_MS } = await import("../client.ts");
    expect(REQUEST_TIMEOUT_MS).toBe(40_000);
  });

  it("rejects with NetworkError when nothing listens", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await createApiClient({ baseUrl: `http://127.0.0.1:${port}` })
      .request("GET", "/api/x")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
  });

  it("passes the caller's abort through as it is", async () => {
    provider.replies = [hang];
    const controller = new AbortController();
    const pending = provider.client().request("GET", "/api/x", { signal: controller.signal });
    // Abort only once the server holds the request, or its late arrival would take the
    // next test's scripted reply on a loaded machine.
    await vi.waitFor(() => expect(provider.seen).toHaveLength(1));
    controller.abort(new Error("visitor left"));
    await expect(pending).rejects.toThrow("visitor left");
  });
});
