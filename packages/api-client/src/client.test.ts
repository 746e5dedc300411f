// The client against a real HTTP server on 127.0.0.1: envelope, retry rule, idempotency
// keys, timeout, network errors, cookies.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { CookieJar } from "tough-cookie";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createApiClient, RETRY_STATUSES, retryAfterMs } from "./client.ts";
import { ApiError, InvalidResponseError, NetworkError, TimeoutError } from "./errors.ts";

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

type Reply = (request: Seen, response: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let replies: Reply[] = [];
let seen: Seen[] = [];

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Reply =>
  (_request, response) => {
    response.writeHead(status, { "content-type": "application/json", ...headers });
    response.end(JSON.stringify(body));
  };
const ok = (message: unknown) => json(200, { code: 2000, message });
const hang: Reply = () => {};

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      const entry = {
        method: request.method ?? "",
        url: request.url ?? "",
        headers: request.headers,
        body,
      };
      seen.push(entry);
      const reply = replies.shift() ?? json(500, { code: 5000, message: "no reply scripted" });
      reply(entry, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => {
  replies = [];
  seen = [];
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const client = (options: Partial<Parameters<typeof createApiClient>[0]> = {}) =>
  createApiClient({ baseUrl, retryDelayMs: 1, ...options });

describe("envelope", () => {
  it("resolves to message when code is 2000", async () => {
    replies = [ok([{ name: "Debian", link: "https://www.debian.org/" }])];
    await expect(client().request("GET", "/api/seniorManage/footLink/search")).resolves.toEqual([
      { name: "Debian", link: "https://www.debian.org/" },
    ]);
  });

  it("rejects with ApiError carrying code, message, status and fields otherwise", async () => {
    replies = [
      json(400, {
        code: 4000,
        message: "The request does not match.",
        fields: { couponId: "Required" },
      }),
    ];
    const error = await client()
      .request("POST", "/api/ac/coupon/receive", { body: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 4000,
      status: 400,
      message: "The request does not match.",
      fields: { couponId: "Required" },
    });
  });

  it("treats a non-2000 code as an error even with HTTP 200", async () => {
    replies = [json(200, { code: 4101, message: "Already received." })];
    await expect(client().request("GET", "/api/x")).rejects.toMatchObject({
      name: "ApiError",
      code: 4101,
      status: 200,
    });
  });

  it("gives a generic message when the error has none", async () => {
    replies = [json(422, { code: 4102, message: "" })];
    await expect(client().request("GET", "/api/x")).rejects.toThrow(
      "The provider refused the request (code 4102).",
    );
  });

  it("rejects with InvalidResponseError when the answer is not an envelope", async () => {
    replies = [
      (_q, response) =>
        response.writeHead(502, { "content-type": "text/html" }).end("<h1>Bad gateway</h1>"),
    ];
    const error = await client()
      .request("GET", "/api/x")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error).toMatchObject({ status: 502 });
    replies = [json(200, { message: "no code" })];
    await expect(client().request("GET", "/api/x")).rejects.toBeInstanceOf(InvalidResponseError);
  });
});

describe("retry rule (SPEC.md section 7)", () => {
  it.each(RETRY_STATUSES)(
    "sends a POST once more after %i, with the same Idempotency-Key",
    async (status) => {
      replies = [json(status, { code: 5030, message: "busy" }), ok({ recorded: true })];
      await expect(
        client().request("POST", "/api/user/behavior/actPage", { body: { page: "/" } }),
      ).resolves.toEqual({
        recorded: true,
      });
      expect(seen).toHaveLength(2);
      const [first, second] = seen;
      expect(first?.headers["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
      expect(second?.headers["idempotency-key"]).toBe(first?.headers["idempotency-key"]);
      expect(second?.body).toBe(first?.body);
    },
  );

  it.each(RETRY_STATUSES)("never retries a GET, even after %i", async (status) => {
    replies = [json(status, { code: 5030, message: "busy" }), ok("too late")];
    await expect(client().request("GET", "/api/home/review/summary")).rejects.toMatchObject({
      status,
    });
    expect(seen).toHaveLength(1);
  });

  it("retries a POST only once", async () => {
    replies = [
      json(503, { code: 5030, message: "busy" }),
      json(503, { code: 5030, message: "still busy" }),
      ok("never"),
    ];
    await expect(client().request("POST", "/api/x", { body: {} })).rejects.toMatchObject({
      status: 503,
      message: "still busy",
    });
    expect(seen).toHaveLength(2);
  });

  it.each([400, 401, 403, 404, 405, 410, 413, 422, 501])(
    "does not retry a POST after %i",
    async (status) => {
      replies = [json(status, { code: 4000, message: "no" }), ok("never")];
      await expect(client().request("POST", "/api/x", { body: {} })).rejects.toMatchObject({
        status,
      });
      expect(seen).toHaveLength(1);
    },
  );

  it("waits for Retry-After before the retry, up to its cap", async () => {
    replies = [json(429, { code: 4290, message: "slow down" }, { "retry-after": "1" }), ok(true)];
    const started = performance.now();
    await client().request("POST", "/api/x", { body: {} });
    expect(performance.now() - started).toBeGreaterThanOrEqual(900);
  });

  it("sends an Idempotency-Key on POST only, and the caller's when given", async () => {
    replies = [ok(1), ok(2)];
    await client().request("GET", "/api/x");
    await client().request("POST", "/api/x", { body: {}, idempotencyKey: "form-7f3a9c21" });
    expect(seen[0]?.headers["idempotency-key"]).toBeUndefined();
    expect(seen[1]?.headers["idempotency-key"]).toBe("form-7f3a9c21");
  });
});

describe("retry options", () => {
  it("retries as often as `limit` says, GETs too, with the backoff asked for", async () => {
    replies = [
      json(503, { code: 5030, message: "busy" }),
      json(502, { code: 5000, message: "bad gateway" }),
      ok("third time"),
    ];
    const waits: number[] = [];
    const api = client({
      retry: {
        limit: 2,
        backoff: (retry) => {
          waits.push(retry);
          return retry * 10;
        },
      },
    });
    await expect(api.request("GET", "/api/x")).resolves.toBe("third time");
    expect(seen).toHaveLength(3);
    expect(waits).toEqual([1, 2]);
  });

  it("retries only the statuses given, and per method with a function limit", async () => {
    replies = [json(503, { code: 5030, message: "busy" }), ok("never")];
    await expect(
      client({ retry: { statuses: [429] } }).request("POST", "/api/x", { body: {} }),
    ).rejects.toMatchObject({ status: 503 });
    expect(seen).toHaveLength(1);
    seen = [];
    replies = [json(503, { code: 5030, message: "busy" }), ok("never")];
    await expect(
      client({ retry: { limit: (method) => (method === "POST" ? 0 : 1) } }).request(
        "POST",
        "/api/x",
        { body: {} },
      ),
    ).rejects.toMatchObject({ status: 503 });
    expect(seen).toHaveLength(1);
  });

  it("caps the wait at maxDelayMs even when Retry-After asks for more", async () => {
    replies = [json(503, { code: 5030, message: "busy" }, { "retry-after": "3600" }), ok(true)];
    const started = performance.now();
    await client({ retry: { maxDelayMs: 20 } }).request("POST", "/api/x", { body: {} });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(seen).toHaveLength(2);
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

describe("hooks", () => {
  it("lets beforeRequest set headers and afterResponse see each attempt", async () => {
    replies = [json(503, { code: 5030, message: "busy" }), ok("done")];
    const log: string[] = [];
    const api = client({
      hooks: {
        beforeRequest: ({ headers, attempt }) => {
          headers.set("traceparent", `00-${"a".repeat(32)}-${"b".repeat(15)}${attempt}-01`);
        },
        afterResponse: ({ method, url, attempt, response, durationMs }) => {
          expect(durationMs).toBeGreaterThanOrEqual(0);
          log.push(`${method} ${new URL(url).pathname} #${attempt} ${response.status}`);
          return undefined;
        },
      },
    });
    await api.request("POST", "/api/x", { body: {} });
    expect(log).toEqual(["POST /api/x #1 503", "POST /api/x #2 200"]);
    expect(seen.map((s) => s.headers.traceparent?.slice(-4))).toEqual(["1-01", "2-01"]);
  });

  it("refreshes a token: afterResponse asks for one more attempt, beforeRequest sends the new token", async () => {
    replies = [
      json(401, { code: 4010, message: "Token expired." }),
      ok({ userAccount: "demo" }),
      json(401, { code: 4010, message: "Token expired." }),
      json(401, { code: 4010, message: "Still expired." }),
    ];
    let token = "old-token-0123456789";
    const api = client({
      hooks: {
        beforeRequest: ({ headers }) => headers.set("authorization", `Bearer ${token}`),
        afterResponse: async ({ response }) => {
          if (response.status !== 401) return undefined;
          token = "new-token-0123456789";
          return "retry";
        },
      },
    });
    await expect(api.request("GET", "/api/x")).resolves.toEqual({ userAccount: "demo" });
    expect(seen.map((s) => s.headers.authorization)).toEqual([
      "Bearer old-token-0123456789",
      "Bearer new-token-0123456789",
    ]);
    // Asked again and again, it is honoured once per request: no loop.
    await expect(api.request("GET", "/api/x")).rejects.toMatchObject({
      code: 4010,
      message: "Still expired.",
    });
    expect(seen).toHaveLength(4);
  });

  it("tells onError about an attempt that got no answer", async () => {
    const errors: unknown[] = [];
    const api = createApiClient({
      baseUrl: "http://127.0.0.1:9",
      hooks: { onError: ({ error }) => errors.push(error) },
    });
    await expect(api.request("GET", "/api/x")).rejects.toBeInstanceOf(NetworkError);
    expect(errors).toHaveLength(1);
  });
});

describe("timeout and network errors", () => {
  it("rejects with TimeoutError when no answer comes in time", async () => {
    replies = [hang];
    const error = await client({ timeoutMs: 200 })
      .request("GET", "/api/x")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ timeoutMs: 200 });
  });

  it("counts the retry inside the same deadline", async () => {
    replies = [json(503, { code: 5030, message: "busy" }, { "retry-after": "1" }), hang];
    const started = performance.now();
    await expect(
      client({ timeoutMs: 300 }).request("POST", "/api/x", { body: {} }),
    ).rejects.toBeInstanceOf(TimeoutError);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("defaults to the 40 s timeout of SPEC.md section 9", async () => {
    const { REQUEST_TIMEOUT_MS } = await import("./client.ts");
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
    replies = [hang];
    const controller = new AbortController();
    const pending = client().request("GET", "/api/x", { signal: controller.signal });
    // Abort only once the server holds the request, or its late arrival would take the
    // next test's scripted reply on a loaded machine.
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    controller.abort(new Error("visitor left"));
    await expect(pending).rejects.toThrow("visitor left");
  });
});

describe("headers and cookies", () => {
  it("sends the token as a bearer credential and the client's headers", async () => {
    replies = [ok(null)];
    await client({ headers: { "x-request-id": "req-1" } }).request("POST", "/api/logout", {
      body: {},
      token: "tok-123",
    });
    expect(seen[0]?.headers.authorization).toBe("Bearer tok-123");
    expect(seen[0]?.headers["x-request-id"]).toBe("req-1");
    expect(seen[0]?.headers["content-type"]).toBe("application/json");
  });

  it("keeps upstream cookies in the jar and sends them back", async () => {
    const jar = new CookieJar();
    replies = [
      (_q, response) => {
        response.writeHead(200, {
          "content-type": "application/json",
          "set-cookie": "sid=abc123; Path=/; HttpOnly",
        });
        response.end(JSON.stringify({ code: 2000, message: null }));
      },
      ok(null),
    ];
    const api = client({ cookieJar: jar });
    await api.request("GET", "/api/a");
    await api.request("GET", "/api/b");
    expect(seen[0]?.headers.cookie).toBeUndefined();
    expect(seen[1]?.headers.cookie).toBe("sid=abc123");
  });

  it("joins the base URL and the path whatever their slashes", async () => {
    replies = [ok(1)];
    await createApiClient({ baseUrl: `${baseUrl}/provider/` }).request("GET", "api/x", {
      query: { a: 1, b: undefined, c: ["x", "y"] },
    });
    expect(seen[0]?.url).toBe("/provider/api/x?a=1&c=x&c=y");
  });
});

describe("typed calls", () => {
  it("sends GET input as the query and checks the answer against the contract", async () => {
    replies = [ok([])];
    await expect(client().areaSearch({ language: "ja", type: "vps" })).resolves.toEqual([]);
    expect(seen[0]?.url).toBe("/api/cvm/area/search?language=ja&type=vps");
  });

  it("sends POST input as the JSON body", async () => {
    replies = [
      ok({
        couponId: "cp-new5",
        userCouponId: "uc-1",
        receivedAt: "2026-11-22T00:00:00.000Z",
        expiresAt: "2027-01-21T00:00:00.000Z",
      }),
    ];
    await client().couponReceive({ couponId: "cp-new5" }, { token: "t" });
    expect(seen[0]?.method).toBe("POST");
    expect(JSON.parse(seen[0]?.body ?? "")).toEqual({ couponId: "cp-new5" });
  });

  it("rejects an answer outside the contract with InvalidResponseError", async () => {
    replies = [ok({ ratingValue: "high" })];
    await expect(client().reviewSummary()).rejects.toBeInstanceOf(InvalidResponseError);
  });
});
