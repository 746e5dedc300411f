import { endpointNames } from "@hostfront/api-client";
import { MOCK_BASE_URL, MOCK_CHAT_API_KEY, mockUser } from "@hostfront/api-client/mocks";
import { resources } from "@hostfront/i18n";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { config } from "~/env.server";
import { LANGUAGE_HEADER } from "~/lib/page/services";
import { apiErrors, bffGet, bffPost, CHAT_UUID, pathOf, readEnvelope } from "~/test/bff";
import { mockProviderApi } from "~/test/provider";
import { atFreshRateWindow, CLIENT_ADDRESS, pageArgs, SITE } from "~/test/request";
import { LIMITS } from "../http/rate-limit.server";
import { FORWARDED, handleBffPost } from "./bff.server";

const upstream = mockProviderApi();

describe("the allow-list", () => {
  it("forwards only calls that exist in the contract", () => {
    for (const name of Object.keys(FORWARDED)) expect(endpointNames).toContain(name);
  });

  it("keeps accounts, orders and tickets server-side", () => {
    for (const name of [
      "login",
      "register",
      "userBrowse",
      "orderCreate",
      "activityCreate",
      "ticketSubmit",
      "referral",
      "logout",
      "startup",
    ] as const)
      expect(FORWARDED[name], name).toBeUndefined();
  });
});

describe("GET /api/*", () => {
  it("forwards an allowed read in the page's language and answers the envelope", async () => {
    const { status, body, response } = await bffGet(`${pathOf("areaSearch")}?type=vps`, {
      headers: { [LANGUAGE_HEADER]: "ja" },
    });
    expect(status).toBe(200);
    expect(body.code).toBe(2000);
    expect(Array.isArray(body.message) && body.message.length > 0).toBe(true);
    expect(response.headers.get("cache-control")).toBe("no-store");

    const [sent] = upstream.to(pathOf("areaSearch"));
    expect(sent?.method).toBe("GET");
    expect(sent?.query.get("language")).toBe("ja");
    expect(sent?.query.get("type")).toBe("vps");
    expect(sent?.headers.get("x-forwarded-for")).toBe(CLIENT_ADDRESS);
    expect(sent?.headers.get("x-request-id")).toMatch(/^[A-Za-z0-9-]{8,64}$/);
  });

  it("keeps a language the browser asked for itself", async () => {
    await bffGet(`${pathOf("areaSearch")}?language=zh`, { headers: { [LANGUAGE_HEADER]: "ja" } });
    expect(upstream.to(pathOf("areaSearch"))[0]?.query.get("language")).toBe("zh");
  });

  it("never sends the visitor's token with a public call", async () => {
    await bffGet(pathOf("plans"), { token: mockUser.token });
    expect(upstream.to(pathOf("plans"))[0]?.headers.get("authorization")).toBeNull();
  });

  it.each([
    ["a server-side read", pathOf("userBrowse")],
    ["the startup call", pathOf("startup")],
    ["a path the provider does not have", "/api/does/not/exist"],
    ["the bare prefix", "/api/"],
  ])("answers %s with a 404 envelope, without calling the provider", async (_, target) => {
    const { status, body, response } = await bffGet(target, { token: mockUser.token });
    expect(status).toBe(404);
    expect(body.code).toBe(4041);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(upstream.requests).toEqual([]);
  });

  it("answers a GET of an allowed POST call with 405", async () => {
    const { status, body } = await bffGet(pathOf("chat"));
    expect(status).toBe(405);
    expect(body.code).toBe(4050);
    expect(upstream.requests).toEqual([]);
  });

  it("refuses a query that does not match the call, translated, naming the field", async () => {
    const { status, body } = await bffGet(pathOf("bandwidths"), {
      headers: { [LANGUAGE_HEADER]: "zh" },
    });
    expect(status).toBe(400);
    expect(body.code).toBe(4000);
    expect(body.message).toBe(apiErrors("zh")["4000"]);
    expect(Object.keys(body.fields ?? {})).toContain("areaId");
    expect(body.fields?.areaId).toBe(resources.zh.common.validation.required);
    expect(upstream.requests).toEqual([]);
  });

  it("tells a missing and an over-long chat question apart, in the visitor's language", async () => {
    const empty = await bffPost(
      pathOf("chat"),
      { question: "", uuid: "a" },
      { headers: { [LANGUAGE_HEADER]: "ja" } },
    );
    expect(empty.status).toBe(400);
    expect(empty.body.fields?.question).toBe(resources.ja.common.validation.required);
    const long = await bffPost(
      pathOf("chat"),
      { question: "長".repeat(5000), uuid: "a" },
      { headers: { [LANGUAGE_HEADER]: "zh" } },
    );
    expect(long.status).toBe(400);
    expect(long.body.fields?.question).toBe(resources.zh.common.validation.tooLong);
    expect(upstream.requests).toEqual([]);
  });

  it.each(["en", "zh", "ja"] as const)("answers an unknown path in %s", async (language) => {
    const { body } = await bffGet("/api/does/not/exist", {
      headers: { [LANGUAGE_HEADER]: language },
    });
    expect(body.message).toBe(apiErrors(language)["4041"]);
  });
});

describe("POST /api/*", () => {
  it("forwards an allowed call with the page's language", async () => {
    const { status, body } = await bffPost(
      pathOf("announcements"),
      { page: 1, row: 3 },
      { headers: { [LANGUAGE_HEADER]: "zh" } },
    );
    expect(status).toBe(200);
    expect(body.code).toBe(2000);
    const [sent] = upstream.to(pathOf("announcements"));
    expect(sent?.body).toEqual({ page: 1, row: 3, language: "zh" });
  });

  it.each([
    "login",
    "register",
    "orderCreate",
    "activityCreate",
    "ticketSubmit",
    "referral",
    "contactMessage",
  ] as const)("refuses %s with a 404 envelope, without calling the provider", async (name) => {
    const { status, body } = await bffPost(pathOf(name), {}, { token: mockUser.token });
    expect(status).toBe(404);
    expect(body.code).toBe(4041);
    expect(upstream.requests).toEqual([]);
  });

  it("answers a POST of an allowed GET call with 405", async () => {
    const { status, body } = await bffPost(pathOf("areaSearch"));
    expect(status).toBe(405);
    expect(body.code).toBe(4050);
  });

  it.each(["PUT", "DELETE", "PATCH"])("answers %s with 405", async (method) => {
    const args = await pageArgs(pathOf("chat"), {
      method,
      json: { question: "hi", uuid: CHAT_UUID },
      headers: { origin: SITE },
    });
    const response = await handleBffPost(args);
    expect(response.status).toBe(405);
    expect(upstream.requests).toEqual([]);
  });

  it.each(["not json", "[1, 2, 3]", '"a string"', "null"])(
    "refuses a body that is not a JSON object (%s), translated",
    async (raw) => {
      const result = await bffPost(pathOf("chat"), raw, { headers: { [LANGUAGE_HEADER]: "zh" } });
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ code: 4000, message: apiErrors("zh")["4000"] });
      expect(upstream.requests).toEqual([]);
    },
  );

  it("refuses a body over 64 KB without reading it into the provider", async () => {
    const big = { question: "x".repeat(70 * 1024), uuid: CHAT_UUID };
    const { status, body } = await bffPost(pathOf("chat"), big);
    expect(status).toBe(413);
    expect(body.code).toBe(4130);
    expect(upstream.requests).toEqual([]);
  });
});

describe("same-site check", () => {
  it.each([
    ["another site's Origin", { origin: "https://evil.example" }],
    ["a look-alike Origin", { origin: "https://www.hostfront.test.evil.example" }],
    ["a cross-site fetch without Origin", { "sec-fetch-site": "cross-site" }],
    [
      "an opaque Origin from a cross-site context",
      { origin: "null", "sec-fetch-site": "cross-site" },
    ],
  ])("refuses %s with a translated 403", async (_, headers) => {
    for (const language of ["en", "ja"] as const) {
      const args = await pageArgs(pathOf("chat"), {
        json: { question: "How do refunds work?", uuid: CHAT_UUID },
        headers: { ...headers, [LANGUAGE_HEADER]: language },
      });
      const { status, body } = await readEnvelope(await handleBffPost(args));
      expect(status).toBe(403);
      expect(body.code).toBe(4030);
      expect(body.message).toBe(apiErrors(language)["4030"]);
    }
    expect(upstream.requests).toEqual([]);
  });

  it.each([
    ["the site's own Origin", { origin: SITE }],
    ["the Japanese site's Origin", { origin: new URL(config.siteUrls.ja).origin }],
    ["a same-origin fetch without Origin", { "sec-fetch-site": "same-origin" }],
  ])("accepts %s", async (_, headers) => {
    const args = await pageArgs(pathOf("chat"), {
      json: { question: "How do refunds work?", uuid: CHAT_UUID },
      headers,
    });
    const { status, body } = await readEnvelope(await handleBffPost(args));
    expect(status).toBe(200);
    expect(body.code).toBe(2000);
  });
});

describe("/api/chat", () => {
  it("adds the api_key on the server; the browser never sends or sees it", async () => {
    const question = "How do refunds work?";
    const { status, body, response } = await bffPost(pathOf("chat"), { question, uuid: CHAT_UUID });
    expect(status).toBe(200);
    expect(body.code).toBe(2000);
    expect((body.message as { answer: string }).answer).not.toBe("");

    const [sent] = upstream.to(pathOf("chat"));
    expect(sent?.body).toMatchObject({ api_key: MOCK_CHAT_API_KEY, question, uuid: CHAT_UUID });
    expect(JSON.stringify(body)).not.toContain(MOCK_CHAT_API_KEY);
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("replaces an api_key the browser made up", async () => {
    await bffPost(pathOf("chat"), {
      question: "hi",
      uuid: CHAT_UUID,
      api_key: "stolen-or-guessed",
    });
    expect(upstream.to(pathOf("chat"))[0]?.body?.api_key).toBe(MOCK_CHAT_API_KEY);
  });

  it("limits questions per visitor: 429 with Retry-After and a translated message", async () => {
    atFreshRateWindow();
    const headers = { [LANGUAGE_HEADER]: "zh" };
    for (let i = 0; i < LIMITS.chat.max; i++) {
      const { status } = await bffPost(
        pathOf("chat"),
        { question: "hi", uuid: CHAT_UUID },
        { headers },
      );
      expect(status).toBe(200);
    }
    const { status, body, response } = await bffPost(
      pathOf("chat"),
      { question: "hi", uuid: CHAT_UUID },
      { headers },
    );
    expect(status).toBe(429);
    expect(body).toMatchObject({ code: 4290, message: apiErrors("zh")["4290"] });
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(upstream.to(pathOf("chat"))).toHaveLength(LIMITS.chat.max);
  });

  it("does not send the visitor's token to the assistant", async () => {
    await bffPost(pathOf("chat"), { question: "hi", uuid: CHAT_UUID }, { token: mockUser.token });
    expect(upstream.to(pathOf("chat"))[0]?.headers.get("authorization")).toBeNull();
  });
});

describe("calls with the visitor's token", () => {
  it("asks a visitor to log in first, in their language, without calling the provider", async () => {
    for (const language of ["en", "zh", "ja"] as const) {
      const { status, body } = await bffPost(
        pathOf("couponReceive"),
        { couponId: "cp-new5" },
        { headers: { [LANGUAGE_HEADER]: language } },
      );
      expect(status).toBe(401);
      expect(body).toMatchObject({ code: 4010, message: apiErrors(language)["4010"] });
    }
    expect(upstream.requests).toEqual([]);
  });

  it("sends the token from the session, and translates the provider's refusal", async () => {
    const first = await bffPost(
      pathOf("couponReceive"),
      { couponId: "cp-new5" },
      { token: mockUser.token, headers: { [LANGUAGE_HEADER]: "zh" } },
    );
    expect(first.status).toBe(200);
    expect(upstream.to(pathOf("couponReceive"))[0]?.headers.get("authorization")).toBe(
      `Bearer ${mockUser.token}`,
    );

    const again = await bffPost(
      pathOf("couponReceive"),
      { couponId: "cp-new5" },
      { token: mockUser.token, headers: { [LANGUAGE_HEADER]: "zh" } },
    );
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ code: 4101, message: apiErrors("zh")["4101"] });
  });
});

describe("Idempotency-Key", () => {
  it("passes a well-formed key on, so a repeated submit is applied once", async () => {
    const key = "click-0123456789";
    const headers = { "idempotency-key": key };
    const click = { position: "promo-dialog" };
    await bffPost(pathOf("promotionClick"), click, { headers });
    await bffPost(pathOf("promotionClick"), click, { headers });
    const sent = upstream.to(pathOf("promotionClick"));
    expect(sent.map((request) => request.headers.get("idempotency-key"))).toEqual([key, key]);
    expect(upstream.provider.records.filter((r) => r.kind === "promotionClick")).toHaveLength(1);
  });

  it("makes its own key when the browser's is malformed", async () => {
    await bffPost(
      pathOf("promotionClick"),
      { position: "promo-dialog" },
      {
        headers: { "idempotency-key": "bad key!" },
      },
    );
    const sent = upstream.to(pathOf("promotionClick"))[0]?.headers.get("idempotency-key");
    // A key of its own, of the shape the provider accepts (8-128 of [A-Za-z0-9_-]).
    expect(sent).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(sent).not.toBe("bad key!");
  });
});

describe("the provider down or failing", () => {
  it.each(["en", "zh", "ja"] as const)(
    "answers a translated 5030 envelope, never an exception (%s)",
    async (language) => {
      upstream.down();
      const headers = { [LANGUAGE_HEADER]: language };
      const read1 = await bffGet(`${pathOf("plans")}?type=vps`, { headers });
      const write = await bffPost(pathOf("chat"), { question: "hi", uuid: CHAT_UUID }, { headers });
      for (const { status, body, response } of [read1, write]) {
        expect(status).toBe(502);
        expect(body).toEqual({ code: 5030, message: apiErrors(language)["5030"] });
        expect(response.headers.get("cache-control")).toBe("no-store");
      }
      expect(upstream.to(pathOf("plans")).length).toBeGreaterThan(0);
    },
  );

  it("answers the provider's own 503 as a translated 5030", async () => {
    upstream.use(
      http.all(`${MOCK_BASE_URL}/*`, () =>
        HttpResponse.json({ code: 5030, message: "maintenance" }, { status: 503 }),
      ),
    );
    const { status, body } = await bffGet(pathOf("plans"), {
      headers: { [LANGUAGE_HEADER]: "ja" },
    });
    expect(status).toBe(503);
    expect(body).toEqual({ code: 5030, message: apiErrors("ja")["5030"] });
  });

  it("answers a proxy's HTML error page as a translated 5030", async () => {
    upstream.use(
      http.all(
        `${MOCK_BASE_URL}/*`,
        () => new HttpResponse("<html>502 Bad Gateway</html>", { status: 502 }),
      ),
    );
    const { status, body } = await bffGet(pathOf("plans"), {
      headers: { [LANGUAGE_HEADER]: "zh" },
    });
    expect(status).toBe(502);
    expect(body).toEqual({ code: 5030, message: apiErrors("zh")["5030"] });
  });
});
