// The request engine against a scripted provider: the envelope, hooks, headers and cookies.
import { CookieJar } from "tough-cookie";
import { describe, expect, it } from "vitest";
import { createApiClient } from "../client.ts";
import { ApiError, InvalidResponseError, NetworkError } from "../errors.ts";
import { json, ok, scriptedProvider } from "../test/scripted-provider.ts";

const provider = scriptedProvider();

describe("envelope", () => {
  it("resolves to message when code is 2000", async () => {
    provider.replies = [ok([{ name: "Debian", link: "https://www.debian.org/" }])];
    await expect(
      provider.client().request("GET", "/api/seniorManage/footLink/search"),
    ).resolves.toEqual([{ name: "Debian", link: "https://www.debian.org/" }]);
  });

  it("rejects with ApiError carrying code, message, status and fields otherwise", async () => {
    provider.replies = [
      json(400, {
        code: 4000,
        message: "The request does not match.",
        fields: { couponId: "Required" },
      }),
    ];
    const error = await provider
      .client()
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
    provider.replies = [json(200, { code: 4101, message: "Already received." })];
    await expect(provider.client().request("GET", "/api/x")).rejects.toMatchObject({
      name: "ApiError",
      code: 4101,
      status: 200,
    });
  });

  it("gives a generic message when the error has none", async () => {
    provider.replies = [json(422, { code: 4102, message: "" })];
    await expect(provider.client().request("GET", "/api/x")).rejects.toThrow(
      "The provider refused the request (code 4102).",
    );
  });

  it("rejects with InvalidResponseError when the answer is not an envelope", async () => {
    provider.replies = [
      (_q, response) =>
        response.writeHead(502, { "content-type": "text/html" }).end("<h1>Bad gateway</h1>"),
    ];
    const error = await provider
      .client()
      .request("GET", "/api/x")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error).toMatchObject({ status: 502 });
    provider.replies = [json(200, { message: "no code" })];
    await expect(provider.client().request("GET", "/api/x")).rejects.toBeInstanceOf(
      InvalidResponseError,
    );
  });
});

describe("hooks", () => {
  it("lets beforeRequest set headers and afterResponse see each attempt", async () => {
    provider.replies = [json(503, { code: 5030, message: "busy" }), ok("done")];
    const log: string[] = [];
    const api = provider.client({
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
    expect(provider.seen.map((s) => s.headers.traceparent?.slice(-4))).toEqual(["1-01", "2-01"]);
  });

  it("refreshes a token: afterResponse asks for one more attempt, beforeRequest sends the new token", async () => {
    provider.replies = [
      json(401, { code: 4010, message: "Token expired." }),
      ok({ userAccount: "demo" }),
      json(401, { code: 4010, message: "Token expired." }),
      json(401, { code: 4010, message: "Still expired." }),
    ];
    let token = "old-token-0123456789";
    const api = provider.client({
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
    expect(provider.seen.map((s) => s.headers.authorization)).toEqual([
      "Bearer old-token-0123456789",
      "Bearer new-token-0123456789",
    ]);
    // Asked again and again, it is honoured once per request: no loop.
    await expect(api.request("GET", "/api/x")).rejects.toMatchObject({
      code: 4010,
      message: "Still expired.",
    });
    expect(provider.seen).toHaveLength(4);
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

describe("headers and cookies", () => {
  it("sends the token as a bearer credential and the client's headers", async () => {
    provider.replies = [ok(null)];
    await provider.client({ headers: { "x-request-id": "req-1" } }).request("POST", "/api/logout", {
      body: {},
      token: "tok-123",
    });
    expect(provider.seen[0]?.headers.authorization).toBe("Bearer tok-123");
    expect(provider.seen[0]?.headers["x-request-id"]).toBe("req-1");
    expect(provider.seen[0]?.headers["content-type"]).toBe("application/json");
  });

  it("keeps upstream cookies in the jar and sends them back", async () => {
    const jar = new CookieJar();
    provider.replies = [
      (_q, response) => {
        response.writeHead(200, {
          "content-type": "application/json",
          "set-cookie": "sid=abc123; Path=/; HttpOnly",
        });
        response.end(JSON.stringify({ code: 2000, message: null }));
      },
      ok(null),
    ];
    const api = provider.client({ cookieJar: jar });
    await api.request("GET", "/api/a");
    await api.request("GET", "/api/b");
    expect(provider.seen[0]?.headers.cookie).toBeUndefined();
    expect(provider.seen[1]?.headers.cookie).toBe("sid=abc123");
  });

  it("joins the base URL and the path whatever their slashes", async () => {
    provider.replies = [ok(1)];
    await createApiClient({ baseUrl: `${provider.baseUrl}/provider/` }).request("GET", "api/x", {
      query: { a: 1, b: undefined, c: ["x", "y"] },
    });
    expect(provider.seen[0]?.url).toBe("/provider/api/x?a=1&c=x&c=y");
  });
});
