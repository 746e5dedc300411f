import { type EndpointName, endpointNames, endpoints, isApiError } from "@hostfront/api-client";
import { MOCK_BASE_URL, MOCK_CHAT_API_KEY, mockUser } from "@hostfront/api-client/mocks";
import { type Language, LOCALE_COOKIE_NAME, resources } from "@hostfront/i18n";
import { LOGIN_COOKIES } from "@hostfront/ui";
import { HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { requestContext } from "~/context";
import { config } from "~/env.server";
import { LANGUAGE_HEADER } from "~/lib/services";
import { mockProviderApi } from "~/test/provider";
import {
  CLIENT_ADDRESS,
  type ContextOptions,
  cookieAttribute,
  cookieValue,
  pageArgs,
  SITE,
  type SiteRequestInit,
  setCookies,
} from "~/test/request";
import { FORWARDED, handleBffGet, handleBffPost } from "./bff.server";
import { LIMITS } from "./rate-limit.server";
import { loadShell } from "./shell.server";
import { api } from "./upstream.server";

const upstream = mockProviderApi();

const apiErrors = (language: Language) => resources[language].common.apiErrors;
const path = (name: EndpointName) => endpoints[name].path;
const UUID = "0b6f3a52-5d0c-4a3e-9a43-1c2d3e4f5a6b";

interface Envelope {
  code: number;
  message: unknown;
  fields?: Record<string, string>;
}

async function read(response: Response) {
  return { status: response.status, body: (await response.json()) as Envelope, response };
}

type Init = SiteRequestInit & ContextOptions;

/** GET from the browser, through the BFF's loader. */
async function get(target: string, init: Init = {}) {
  return read(await handleBffGet(await pageArgs(target, init)));
}

/** POST from a page of the site (same origin), through the BFF's action. */
async function post(target: string, json: unknown = {}, init: Init = {}) {
  const args = await pageArgs(target, {
    ...init,
    json,
    headers: { origin: SITE, ...init.headers },
  });
  return read(await handleBffPost(args));
}

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
    const { status, body, response } = await get(`${path("areaSearch")}?type=vps`, {
      headers: { [LANGUAGE_HEADER]: "ja" },
    });
    expect(status).toBe(200);
    expect(body.code).toBe(2000);
    expect(Array.isArray(body.message) && body.message.length > 0).toBe(true);
    expect(response.headers.get("cache-control")).toBe("no-store");

    const [sent] = upstream.to(path("areaSearch"));
    expect(sent?.method).toBe("GET");
    expect(sent?.query.get("language")).toBe("ja");
    expect(sent?.query.get("type")).toBe("vps");
    expect(sent?.headers.get("x-forwarded-for")).toBe(CLIENT_ADDRESS);
    expect(sent?.headers.get("x-request-id")).toMatch(/^[A-Za-z0-9-]{8,64}$/);
  });

  it("keeps a language the browser asked for itself", async () => {
    await get(`${path("areaSearch")}?language=zh`, { headers: { [LANGUAGE_HEADER]: "ja" } });
    expect(upstream.to(path("areaSearch"))[0]?.query.get("language")).toBe("zh");
  });

  it("never sends the visitor's token with a public call", async () => {
    await get(path("plans"), { token: mockUser.token });
    expect(upstream.to(path("plans"))[0]?.headers.get("authorization")).toBeNull();
  });

  it.each([
    ["a server-side read", path("userBrowse")],
    ["the startup call", path("startup")],
    ["a path the provider does not have", "/api/does/not/exist"],
    ["the bare prefix", "/api/"],
  ])("answers %s with a 404 envelope, without calling the provider", async (_, target) => {
    const { status, body, response } = await get(target, { token: mockUser.token });
    expect(status).toBe(404);
    expect(body.code).toBe(4041);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(upstream.requests).toEqual([]);
  });

  it("answers a GET of an allowed POST call with 405", async () => {
    const { status, body } = await get(path("chat"));
    expect(status).toBe(405);
    expect(body.code).toBe(4050);
    expect(upstream.requests).toEqual([]);
  });

  it("refuses a query that does not match the call, translated, naming the field", async () => {
    const { status, body } = await get(path("bandwidths"), {
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
    const empty = await post(
      path("chat"),
      { question: "", uuid: "a" },
      { headers: { [LANGUAGE_HEADER]: "ja" } },
    );
    expect(empty.status).toBe(400);
    expect(empty.body.fields?.question).toBe(resources.ja.common.validation.required);
    const long = await post(
      path("chat"),
      { question: "長".repeat(5000), uuid: "a" },
      { headers: { [LANGUAGE_HEADER]: "zh" } },
    );
    expect(long.status).toBe(400);
    expect(long.body.fields?.question).toBe(resources.zh.common.validation.tooLong);
    expect(upstream.requests).toEqual([]);
  });

  it.each(["en", "zh", "ja"] as const)("answers an unknown path in %s", async (language) => {
    const { body } = await get("/api/does/not/exist", { headers: { [LANGUAGE_HEADER]: language } });
    expect(body.message).toBe(apiErrors(language)["4041"]);
  });
});

describe("POST /api/*", () => {
  it("forwards an allowed call with the page's language", async () => {
    const { status, body } = await post(
      path("announcements"),
      { page: 1, row: 3 },
      { headers: { [LANGUAGE_HEADER]: "zh" } },
    );
    expect(status).toBe(200);
    expect(body.code).toBe(2000);
    const [sent] = upstream.to(path("announcements"));
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
    const { status, body } = await post(path(name), {}, { token: mockUser.token });
    expect(status).toBe(404);
    expect(body.code).toBe(4041);
    expect(upstream.requests).toEqual([]);
  });

  it("answers a POST of an allowed GET call with 405", async () => {
    const { status, body } = await post(path("areaSearch"));
    expect(status).toBe(405);
    expect(body.code).toBe(4050);
  });

  it.each(["PUT", "DELETE", "PATCH"])("answers %s with 405", async (method) => {
    const args = await pageArgs(path("chat"), {
      method,
      json: { question: "hi", uuid: UUID },
      headers: { origin: SITE },
    });
    const response = await handleBffPost(args);
    expect(response.status).toBe(405);
    expect(upstream.requests).toEqual([]);
  });

  it.each(["not json", "[1, 2, 3]", '"a string"', "null"])(
    "refuses a body that is not a JSON object (%s), translated",
    async (raw) => {
      const result = await post(path("chat"), raw, { headers: { [LANGUAGE_HEADER]: "zh" } });
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ code: 4000, message: apiErrors("zh")["4000"] });
      expect(upstream.requests).toEqual([]);
    },
  );

  it("refuses a body over 64 KB without reading it into the provider", async () => {
    const big = { question: "x".repeat(70 * 1024), uuid: UUID };
    const { status, body } = await post(path("chat"), big);
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
      const args = await pageArgs(path("chat"), {
        json: { question: "How do refunds work?", uuid: UUID },
        headers: { ...headers, [LANGUAGE_HEADER]: language },
      });
      const { status, body } = await read(await handleBffPost(args));
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
    const args = await pageArgs(path("chat"), {
      json: { question: "How do refunds work?", uuid: UUID },
      headers,
    });
    const { status, body } = await read(await handleBffPost(args));
    expect(status).toBe(200);
    expect(body.code).toBe(2000);
  });
});

describe("/api/chat", () => {
  it("adds the api_key on the server; the browser never sends or sees it", async () => {
    const question = "How do refunds work?";
    const { status, body, response } = await post(path("chat"), { question, uuid: UUID });
    expect(status).toBe(200);
    expect(body.code).toBe(2000);
    expect((body.message as { answer: string }).answer).not.toBe("");

    const [sent] = upstream.to(path("chat"));
    expect(sent?.body).toMatchObject({ api_key: MOCK_CHAT_API_KEY, question, uuid: UUID });
    expect(JSON.stringify(body)).not.toContain(MOCK_CHAT_API_KEY);
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("replaces an api_key the browser made up", async () => {
    await post(path("chat"), { question: "hi", uuid: UUID, api_key: "stolen-or-guessed" });
    expect(upstream.to(path("chat"))[0]?.body?.api_key).toBe(MOCK_CHAT_API_KEY);
  });

  it("turns the assistant's sources into links on this site and drops the rest", async () => {
    upstream.use(
      http.post(`${MOCK_BASE_URL}${path("chat")}`, () =>
        HttpResponse.json({
          code: 2000,
          message: {
            answer: "See the refund policy.",
            language: "ja",
            sources: [
              { title: "Refund", url: `${config.siteUrls.ja}/doc/article/refund#how` },
              { title: "Pricing", url: `${config.siteUrls.zh}/doc/article/pricing` },
              { title: "Home", url: config.siteUrls.en },
              { title: "Elsewhere", url: "https://evil.example/doc/article/refund" },
              { title: "Script", url: "javascript:alert(1)" },
            ],
          },
        }),
      ),
    );
    const { body } = await post(path("chat"), { question: "返金", uuid: UUID });
    expect((body.message as { sources: unknown[] }).sources).toEqual([
      { title: "Refund", url: "/ja/doc/article/refund#how" },
      { title: "Pricing", url: "/zh/doc/article/pricing" },
      { title: "Home", url: "/" },
    ]);
  });

  it("limits questions per visitor: 429 with Retry-After and a translated message", async () => {
    const headers = { [LANGUAGE_HEADER]: "zh" };
    for (let i = 0; i < LIMITS.chat.max; i++) {
      const { status } = await post(path("chat"), { question: "hi", uuid: UUID }, { headers });
      expect(status).toBe(200);
    }
    const { status, body, response } = await post(
      path("chat"),
      { question: "hi", uuid: UUID },
      { headers },
    );
    expect(status).toBe(429);
    expect(body).toMatchObject({ code: 4290, message: apiErrors("zh")["4290"] });
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(upstream.to(path("chat"))).toHaveLength(LIMITS.chat.max);
  });

  it("does not send the visitor's token to the assistant", async () => {
    await post(path("chat"), { question: "hi", uuid: UUID }, { token: mockUser.token });
    expect(upstream.to(path("chat"))[0]?.headers.get("authorization")).toBeNull();
  });
});

describe("calls with the visitor's token", () => {
  it("asks a visitor to log in first, in their language, without calling the provider", async () => {
    for (const language of ["en", "zh", "ja"] as const) {
      const { status, body } = await post(
        path("couponReceive"),
        { couponId: "cp-new5" },
        { headers: { [LANGUAGE_HEADER]: language } },
      );
      expect(status).toBe(401);
      expect(body).toMatchObject({ code: 4010, message: apiErrors(language)["4010"] });
    }
    expect(upstream.requests).toEqual([]);
  });

  it("sends the token from the session, and translates the provider's refusal", async () => {
    const first = await post(
      path("couponReceive"),
      { couponId: "cp-new5" },
      { token: mockUser.token, headers: { [LANGUAGE_HEADER]: "zh" } },
    );
    expect(first.status).toBe(200);
    expect(upstream.to(path("couponReceive"))[0]?.headers.get("authorization")).toBe(
      `Bearer ${mockUser.token}`,
    );

    const again = await post(
      path("couponReceive"),
      { couponId: "cp-new5" },
      { token: mockUser.token, headers: { [LANGUAGE_HEADER]: "zh" } },
    );
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ code: 4101, message: apiErrors("zh")["4101"] });
  });
});

describe("translated errors", () => {
  it("takes the language from the header, else the languages cookie, else English", async () => {
    const unknown = { couponId: "cp-does-not-exist" };
    const byHeader = await post(path("couponReceive"), unknown, {
      token: mockUser.token,
      headers: { [LANGUAGE_HEADER]: "ja" },
      cookies: { [LOCALE_COOKIE_NAME]: "zh" },
    });
    expect(byHeader.body).toMatchObject({ code: 4040, message: apiErrors("ja")["4040"] });

    const byCookie = await post(path("couponReceive"), unknown, {
      token: mockUser.token,
      headers: { [LANGUAGE_HEADER]: "fr" },
      cookies: { [LOCALE_COOKIE_NAME]: "zh" },
    });
    expect(byCookie.body).toMatchObject({ code: 4040, message: apiErrors("zh")["4040"] });

    const neither = await post(path("couponReceive"), unknown, { token: mockUser.token });
    expect(neither.body).toMatchObject({ code: 4040, message: apiErrors("en")["4040"] });
    expect(neither.status).toBe(404);
  });

  it("translates a GET's errors by its language parameter", async () => {
    const { body } = await get(`${path("bandwidths")}?language=ja`);
    expect(body.message).toBe(apiErrors("ja")["4000"]);
  });

  it.each(["en", "zh", "ja"] as const)(
    "answers the generic text in %s for a code without a translation, and logs the provider's sentence with the request id",
    async (language) => {
      upstream.use(
        http.post(`${MOCK_BASE_URL}${path("chat")}`, () =>
          HttpResponse.json({ code: 4777, message: "Ask again tomorrow." }, { status: 422 }),
        ),
      );
      const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      const args = await pageArgs(path("chat"), {
        json: { question: "hi", uuid: UUID },
        headers: { origin: SITE, [LANGUAGE_HEADER]: language },
      });
      const { status, body } = await read(await handleBffPost(args));
      expect(status).toBe(422);
      expect(body).toMatchObject({
        code: 4777,
        message: resources[language].common.toast.requestFailed,
      });
      const logged = warn.mock.calls.map((call) => call.join(" ")).join("\n");
      expect(logged).toContain("Ask again tomorrow.");
      expect(logged).toContain(args.context.get(requestContext).id);
    },
  );

  it("names the refused fields in the visitor's language", async () => {
    const { status, body } = await post(
      path("domainCheck"),
      { name: "-", suffixes: [] },
      { headers: { [LANGUAGE_HEADER]: "ja" } },
    );
    expect(status).toBe(400);
    expect(body.code).toBe(4000);
    expect(body.message).toBe(apiErrors("ja")["4000"]);
    expect(Object.keys(body.fields ?? {}).length).toBeGreaterThan(0);
    const { required, invalid, tooLong } = resources.ja.common.validation;
    for (const message of Object.values(body.fields ?? {}))
      expect([required, invalid, tooLong]).toContain(message);
  });

  it("passes the provider's refused fields on, in the visitor's language", async () => {
    upstream.use(
      http.post(`${MOCK_BASE_URL}${path("domainCheck")}`, () =>
        HttpResponse.json(
          { code: 4000, message: "Bad input.", fields: { name: "Domain label invalid" } },
          { status: 400 },
        ),
      ),
    );
    const { status, body } = await post(
      path("domainCheck"),
      { name: "example", suffixes: [".com"] },
      { headers: { [LANGUAGE_HEADER]: "zh" } },
    );
    expect(status).toBe(400);
    expect(body.message).toBe(apiErrors("zh")["4000"]);
    expect(body.fields).toEqual({ name: resources.zh.common.validation.invalid });
  });
});

describe("the provider down or failing", () => {
  it.each(["en", "zh", "ja"] as const)(
    "answers a translated 5030 envelope, never an exception (%s)",
    async (language) => {
      upstream.down();
      const headers = { [LANGUAGE_HEADER]: language };
      const read1 = await get(`${path("plans")}?type=vps`, { headers });
      const write = await post(path("chat"), { question: "hi", uuid: UUID }, { headers });
      for (const { status, body, response } of [read1, write]) {
        expect(status).toBe(502);
        expect(body).toEqual({ code: 5030, message: apiErrors(language)["5030"] });
        expect(response.headers.get("cache-control")).toBe("no-store");
      }
      expect(upstream.to(path("plans")).length).toBeGreaterThan(0);
    },
  );

  it("answers the provider's own 503 as a translated 5030", async () => {
    upstream.use(
      http.all(`${MOCK_BASE_URL}/*`, () =>
        HttpResponse.json({ code: 5030, message: "maintenance" }, { status: 503 }),
      ),
    );
    const { status, body } = await get(path("plans"), { headers: { [LANGUAGE_HEADER]: "ja" } });
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
    const { status, body } = await get(path("plans"), { headers: { [LANGUAGE_HEADER]: "zh" } });
    expect(status).toBe(502);
    expect(body).toEqual({ code: 5030, message: apiErrors("zh")["5030"] });
  });
});

describe("Idempotency-Key", () => {
  it("passes a well-formed key on, so a repeated submit is applied once", async () => {
    const key = "click-0123456789";
    const headers = { "idempotency-key": key };
    const click = { position: "promo-dialog" };
    await post(path("promotionClick"), click, { headers });
    await post(path("promotionClick"), click, { headers });
    const sent = upstream.to(path("promotionClick"));
    expect(sent.map((request) => request.headers.get("idempotency-key"))).toEqual([key, key]);
    expect(upstream.provider.records.filter((r) => r.kind === "promotionClick")).toHaveLength(1);
  });

  it("makes its own key when the browser's is malformed", async () => {
    await post(
      path("promotionClick"),
      { position: "promo-dialog" },
      {
        headers: { "idempotency-key": "bad key!" },
      },
    );
    const sent = upstream.to(path("promotionClick"))[0]?.headers.get("idempotency-key");
    expect(sent).toBeTruthy();
    expect(sent).not.toBe("bad key!");
  });
});

describe("/api/logout", () => {
  /** SPEC.md section 4, clearing mode 1: the login cookies go, isRedic and languages stay. */
  const KEPT = ["isRedic", "languages"];
  const CLEARED = LOGIN_COOKIES.filter((name) => !KEPT.includes(name));

  it("clears the login cookies and ends the session at the provider", async () => {
    const { status, body, response } = await post(
      "/api/logout",
      {},
      { token: mockUser.token, cookies: { languages: "zh", isRedic: "1", username: "Demo" } },
    );
    expect(status).toBe(200);
    expect(body.code).toBe(2000);
    const cookies = setCookies(response);
    expect(CLEARED).toContain("token");
    for (const name of CLEARED) {
      expect(cookieValue(cookies.get(name)), name).toBe("");
      expect(cookieAttribute(cookies.get(name), "Max-Age"), name).toBe("0");
    }
    for (const name of KEPT) expect(cookies.has(name), name).toBe(false);

    const [sent] = upstream.to(path("logout"));
    expect(sent?.headers.get("authorization")).toBe(`Bearer ${mockUser.token}`);
    const revoked = await api.userBrowse({}, { token: mockUser.token }).catch((e: unknown) => e);
    expect(isApiError(revoked, 4010)).toBe(true);
  });

  it("forgets the cached account, so the header shows a visitor afterwards", async () => {
    const loggedIn = await pageArgs("/", { token: mockUser.token });
    const before = await loadShell(loggedIn.request, loggedIn.context);
    expect(before.user).toMatchObject({ username: mockUser.username });

    await post("/api/logout", {}, { token: mockUser.token });

    const after = await loadShell(loggedIn.request, loggedIn.context);
    expect(after.user).toBeNull();
  });

  it("clears the cookies of a visitor without calling the provider", async () => {
    const { status, response } = await post("/api/logout");
    expect(status).toBe(200);
    expect(cookieAttribute(setCookies(response).get("token"), "Max-Age")).toBe("0");
    expect(upstream.requests).toEqual([]);
  });

  it("refuses a cross-site logout and clears nothing", async () => {
    const { status, response } = await post(
      "/api/logout",
      {},
      { token: mockUser.token, headers: { origin: "https://evil.example" } },
    );
    expect(status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(upstream.requests).toEqual([]);
  });
});

describe("/api/currency", () => {
  it("keeps a currency of the provider's list in the currency cookie", async () => {
    const { status, body, response } = await post("/api/currency", { currency: "JPY" });
    expect(status).toBe(200);
    expect(body).toEqual({ code: 2000, message: { currency: "JPY" } });
    const cookie = setCookies(response).get("currency");
    expect(cookieValue(cookie)).toBe("JPY");
    expect(Number(cookieAttribute(cookie, "Max-Age"))).toBeGreaterThan(0);
    expect(cookieAttribute(cookie, "Path")).toBe("/");
  });

  it.each([
    ["an unknown code", { currency: "XYZ" }],
    ["a lowercase code", { currency: "usd" }],
    ["an empty code", { currency: "" }],
    ["a number", { currency: 840 }],
    ["no currency", {}],
  ])("refuses %s with a translated validation error", async (_, json) => {
    for (const language of ["en", "zh", "ja"] as const) {
      const { status, body, response } = await post("/api/currency", json, {
        headers: { [LANGUAGE_HEADER]: language },
      });
      expect(status).toBe(400);
      expect(body.code).toBe(4000);
      expect(body.message).toBe(apiErrors(language)["4000"]);
      expect(body.fields).toHaveProperty("currency");
      expect(setCookies(response).has("currency")).toBe(false);
    }
  });

  it("sends a form (no JavaScript) back to the page it came from", async () => {
    const form = new URLSearchParams({ currency: "HKD", returnTo: "/zh/product/vps?x=1" });
    const args = await pageArgs("/api/currency", {
      body: form,
      headers: { origin: SITE },
    });
    const response = await handleBffPost(args);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/zh/product/vps?x=1");
    expect(cookieValue(setCookies(response).get("currency"))).toBe("HKD");
  });

  it.each(["//evil.example/", "https://evil.example/", "/\\evil.example", "javascript:alert(1)"])(
    "never sends the form to another site (returnTo=%s)",
    async (returnTo) => {
      const args = await pageArgs("/api/currency", {
        body: new URLSearchParams({ currency: "USD", returnTo }),
        headers: { origin: SITE },
      });
      const response = await handleBffPost(args);
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/");
    },
  );

  it("refuses a body that is neither JSON nor a form with a 400 envelope", async () => {
    const args = await pageArgs("/api/currency", {
      body: "currency=JPY",
      headers: { origin: SITE, "content-type": "text/plain" },
    });
    const { status, body } = await read(await handleBffPost(args));
    expect(status).toBe(400);
    expect(body.code).toBe(4000);
  });

  it("refuses a form body larger than 64 KB with a translated 413 envelope", async () => {
    const args = await pageArgs("/api/currency", {
      body: `currency=JPY&pad=${"x".repeat(70 * 1024)}`,
      headers: {
        origin: SITE,
        "content-type": "application/x-www-form-urlencoded",
        "x-site-language": "zh",
      },
    });
    const { status, body } = await read(await handleBffPost(args));
    expect(status).toBe(413);
    expect(body.message).toBe(apiErrors("zh")["4130"]);
  });

  it("checks the choice against the cached list while the provider is down", async () => {
    expect((await post("/api/currency", { currency: "USD" })).status).toBe(200);
    upstream.down();
    const { status, response } = await post("/api/currency", { currency: "HKD" });
    expect(status).toBe(200);
    expect(cookieValue(setCookies(response).get("currency"))).toBe("HKD");
  });

  it("refuses a cross-site currency change", async () => {
    const { status } = await post(
      "/api/currency",
      { currency: "JPY" },
      { headers: { origin: "https://evil.example" } },
    );
    expect(status).toBe(403);
  });
});
