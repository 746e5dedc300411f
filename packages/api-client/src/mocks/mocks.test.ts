// Every call through the typed client against the msw handlers: each fixture answer passes
// its schema (the client checks it), and the mock provider keeps the contract's rules.
import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type ApiClient, createApiClient } from "../client.ts";
import {
  type EndpointInput,
  type EndpointName,
  endpointNames,
  endpoints,
} from "../contract/endpoints.ts";
import { errorCodes } from "../contract/envelope.ts";
import { ApiError } from "../errors.ts";
import {
  createHandlers,
  createMockProvider,
  MOCK_BASE_URL,
  MOCK_CHAT_API_KEY,
  type MockProvider,
  mockUser,
} from "./index.ts";

let provider: MockProvider;
const server = setupServer();
let api: ApiClient;

beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
beforeEach(() => {
  provider = createMockProvider();
  server.resetHandlers(...createHandlers({ provider }));
  api = createApiClient({ baseUrl: MOCK_BASE_URL });
});
afterAll(() => server.close());

const token = mockUser.token;
const password = "U2FsdGVkX1+ciphertextciphertext==";

/** A valid input for every call, as a page of the site would send it. */
const sampleInputs: { [K in EndpointName]: EndpointInput<K> } = {
  footLinks: {},
  userBrowse: {},
  areaSearch: { language: "zh" },
  bandwidths: { areaId: "hkg" },
  images: { type: "cvm" },
  securityGroups: { language: "ja" },
  diskProducts: { areaId: "fra", language: "en" },
  userProducts: { page: 1, row: 10 },
  userFlow: { productId: "srv-demo-1", days: 7 },
  plans: { type: "vps", areaId: "tyo" },
  snapshotStrategies: {},
  hostingPlans: { kind: "database", language: "ja" },
  footerComment: { rating: 5, content: "Fast and cheap." },
  aboutHistory: { language: "ja" },
  couponSearch: { language: "zh" },
  couponReceive: { couponId: "cp-new5" },
  activate: { code: "mock-activation-unknown" },
  jobs: {},
  logout: {},
  paymentCurrencies: {},
  promotionClick: { position: "promo-dialog" },
  announcements: { page: 1, row: 3, language: "zh" },
  domainSuffixes: {},
  domainCheck: { name: "my-new-shop", suffixes: [".com", ".io", ".jp"] },
  activities: { kind: "vps" },
  orderCreate: {
    planId: "vps-2c4g",
    areaId: "hkg",
    imageId: "ubuntu-2404",
    period: "year",
    password,
  },
  actPage: { page: "/activity/vps" },
  pintuans: {},
  pintuanGroups: { pintuanId: "pt-vps-2c4g" },
  pintuanGroupCount: { pintuanId: "pt-vps-2c4g" },
  activityCreate: { kind: "pintuan", pintuanId: "pt-cvm-s4", areaId: "hkg", imageId: "debian-13" },
  pintuanGroup: { groupId: "grp-2c4g-a" },
  pintuan: { id: "pt-vps-4c8g", language: "ja" },
  chat: {
    api_key: MOCK_CHAT_API_KEY,
    question: "How do refunds work?",
    uuid: "0b7e0a4e-8c47-4f4e-9e0a-2f4a1c2b3d4e",
  },
  currencies: {},
  reviewSummary: {},
  reviewRefresh: {},
  referral: { referer: "h616263", param: "tgcode" },
  announcementDetail: { id: "an-2026-11-hkg-maintenance" },
  publicKey: {},
  register: { account: "new@example.com", password, username: "New User" },
  login: { account: mockUser.userAccount, password },
  startup: {},
  ticketSubmit: {
    category: "technical",
    subject: "Cannot reach port 443",
    content: "Since this morning port 443 times out.",
  },
  contactMessage: {
    name: "Ada",
    email: "ada@example.com",
    topic: "sales",
    message: "We need 20 servers in Tokyo.",
  },
};

describe("every call answers its schema", () => {
  it.each(endpointNames.filter((name) => name !== "activate"))("%s", async (name) => {
    const call = api.call as (
      name: EndpointName,
      input: unknown,
      options: { token: string },
    ) => Promise<unknown>;
    await expect(call(name, sampleInputs[name], { token })).resolves.toBeDefined();
  });

  it("has a sample for every call", () => {
    expect(Object.keys(sampleInputs).sort()).toEqual([...endpointNames].sort());
  });
});

describe("texts come in the language asked for", () => {
  it("names regions in zh and ja", async () => {
    const zh = await api.areaSearch({ language: "zh" });
    const ja = await api.areaSearch({ language: "ja" });
    expect(zh.find((r) => r.id === "tyo")?.name).toBe("东京");
    expect(ja.find((r) => r.id === "tyo")?.name).toBe("東京");
  });

  it("lists announcements pinned first and then newest first", async () => {
    const list = await api.announcements({ page: 1, row: 3 });
    expect(list.map((a) => a.id)).toEqual([
      "an-2026-11-hkg-maintenance",
      "an-2026-11-sydney",
      "an-2026-10-autumn-sale",
    ]);
  });
});

describe("hosting plans", () => {
  it("lists PHP hosting then databases, cheapest first, with their texts", async () => {
    const all = await api.hostingPlans({ language: "zh" });
    expect(all.map((p) => p.id)).toEqual([
      "php-starter",
      "php-business",
      "php-pro",
      "db-1",
      "db-2",
      "db-4",
    ]);
    const pro = all.find((p) => p.id === "php-pro");
    expect(pro).toMatchObject({
      kind: "php",
      name: "PHP Pro",
      websites: null,
      trafficGb: null,
      prices: { month: 14.99, quarter: 42.72, year: 152.9 },
      regions: ["hkg", "tyo", "lax", "fra"],
    });
    expect(pro?.features.join(" ")).toContain("WordPress");
    expect(pro?.description).toMatch(/[\u4e00-\u9fff]/);
  });

  it("filters by kind and by region", async () => {
    const databases = await api.hostingPlans({ kind: "database" });
    expect(databases.map((p) => [p.id, p.prices.month])).toEqual([
      ["db-1", 15],
      ["db-2", 30],
      ["db-4", 60],
    ]);
    expect(databases[0]).toMatchObject({ cpu: 1, memoryGb: 2, storageGb: 25, connections: 100 });
    const inSingapore = await api.hostingPlans({ areaId: "sin" });
    expect(new Set(inSingapore.map((p) => p.kind))).toEqual(new Set(["database"]));
    await expect(api.hostingPlans({ kind: "mail" as "php" })).rejects.toMatchObject({
      code: 4000,
    });
  });
});

describe("the mock provider keeps the rules", () => {
  it("gives a coupon once per user", async () => {
    await api.couponReceive({ couponId: "cp-new5" }, { token });
    const again = await api
      .couponReceive({ couponId: "cp-new5" }, { token })
      .catch((e: unknown) => e);
    expect(again).toBeInstanceOf(ApiError);
    expect(again).toMatchObject({ code: errorCodes.COUPON_ALREADY_RECEIVED.code, status: 422 });
    const coupons = await api.couponSearch({}, { token });
    expect(coupons.find((c) => c.id === "cp-new5")).toMatchObject({
      received: true,
      remaining: 811,
    });
  });

  it("refuses a sold-out coupon and one not yet valid", async () => {
    await expect(api.couponReceive({ couponId: "cp-flash50" }, { token })).rejects.toMatchObject({
      code: 4102,
    });
    await expect(api.couponReceive({ couponId: "cp-winter20" }, { token })).rejects.toMatchObject({
      code: 4103,
    });
  });

  it("needs a token for user calls", async () => {
    await expect(api.userBrowse()).rejects.toMatchObject({ code: 4010, status: 401 });
    await expect(api.userBrowse({}, { token: "nope" })).rejects.toMatchObject({ code: 4010 });
  });

  it("registers, activates from the outbox, and logs in", async () => {
    await api.register({ account: "ren@example.jp", password, username: "Ren", language: "ja" });
    await expect(api.login({ account: "ren@example.jp", password })).rejects.toMatchObject({
      code: 4303,
    });
    const mail = provider.outbox.find((m) => m.to === "ren@example.jp");
    await api.activate({ code: mail?.activationCode ?? "" });
    const session = await api.login({ account: "ren@example.jp", password });
    await expect(api.userBrowse({}, { token: session.token })).resolves.toMatchObject({
      userAccount: "ren@example.jp",
      language: "ja",
    });
    await api.logout({}, { token: session.token });
    await expect(api.userBrowse({}, { token: session.token })).rejects.toMatchObject({
      code: 4010,
    });
  });

  it("fills a group-buy group and then refuses the next member", async () => {
    const joined = await api.activityCreate(
      {
        kind: "pintuan",
        pintuanId: "pt-vps-2c4g",
        groupId: "grp-2c4g-a",
        areaId: "hkg",
        imageId: "debian-13",
      },
      { token },
    );
    expect(joined.group).toMatchObject({ members: 3, status: "complete", joined: true });
    expect(joined.order.totalUsd).toBe(139);
    const { list } = await api.userProducts({ page: 1, row: 10, type: "server" }, { token });
    expect(list[0]).toMatchObject({
      orderId: joined.order.orderId,
      status: "pending",
      planId: "vps-2c4g",
      areaId: "hkg",
    });
  });

  it("answers domain availability, reserved and premium names", async () => {
    const [taken, free] = await api
      .domainCheck({ name: "google", suffixes: [".com"] })
      .then(async (a) => [
        a[0],
        (await api.domainCheck({ name: "quiet-harbour-77", suffixes: [".com"] }))[0],
      ]);
    expect(taken).toMatchObject({ available: false, reason: "registered" });
    expect(free).toMatchObject({ available: true, registerUsd: 8.88, premium: false });
    await expect(api.domainCheck({ name: "abc", suffixes: ["nope"] })).rejects.toMatchObject({
      code: 4000,
    });
    await expect(api.domainCheck({ name: "abc", suffixes: [".museum"] })).rejects.toMatchObject({
      code: 4502,
    });
  });

  it("answers the chat in the question's language, with a source link", async () => {
    const uuid = "0b7e0a4e-8c47-4f4e-9e0a-2f4a1c2b3d4e";
    const ja = await api.chat({ api_key: MOCK_CHAT_API_KEY, question: "返金はできますか？", uuid });
    expect(ja.language).toBe("ja");
    expect(ja.sources[0]?.url).toBe("/ja/doc/article/refund");
    await expect(api.chat({ api_key: "wrong", question: "hi", uuid })).rejects.toMatchObject({
      code: 4030,
      status: 403,
    });
  });
});

describe("the contract handler", () => {
  const raw = async (path: string, init?: RequestInit) => {
    const response = await fetch(`${MOCK_BASE_URL}${path}`, init);
    const body = (await response.json()) as { code: number; fields?: Record<string, string> };
    return { status: response.status, body, headers: response.headers };
  };

  it("answers 4000 with the fields that do not match", async () => {
    const { status, body } = await raw(endpoints.couponReceive.path, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify({ couponId: "../etc/passwd" }),
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 4000, fields: { couponId: expect.any(String) } });
  });

  it("answers 4000 for a body that is not JSON, 413 for one too large", async () => {
    expect((await raw(endpoints.jobs.path, { method: "POST", body: "{oops" })).body.code).toBe(
      4000,
    );
    const huge = JSON.stringify({ language: "en", pad: "x".repeat(70_000) });
    expect((await raw(endpoints.jobs.path, { method: "POST", body: huge })).status).toBe(413);
  });

  it("answers 404 for an unknown path and 405 for the wrong method", async () => {
    expect((await raw("/api/nope")).body).toMatchObject({ code: 4041 });
    const wrong = await raw(endpoints.jobs.path);
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get("allow")).toBe("POST");
  });

  it("replays the first answer for a repeated Idempotency-Key and changes nothing", async () => {
    const headers = { authorization: `Bearer ${token}`, "idempotency-key": "key-0000000001" };
    const first = await raw(endpoints.couponReceive.path, {
      method: "POST",
      headers,
      body: JSON.stringify({ couponId: "cp-year10" }),
    });
    const second = await raw(endpoints.couponReceive.path, {
      method: "POST",
      headers,
      body: JSON.stringify({ couponId: "cp-year10" }),
    });
    expect(second.body).toEqual(first.body);
    expect(second.headers.get("idempotency-replayed")).toBe("true");
    const coupons = await api.couponSearch({}, { token });
    expect(coupons.find((c) => c.id === "cp-year10")?.remaining).toBe(339);
    const other = await raw(endpoints.couponReceive.path, {
      method: "POST",
      headers,
      body: JSON.stringify({ couponId: "cp-new5" }),
    });
    expect(other.body).toMatchObject({ code: 4220 });
  });
});

describe("start-up flags", () => {
  it("are open with no maintenance by default, and switch during a test", async () => {
    await expect(api.startup()).resolves.toMatchObject({
      maintenance: { active: false, message: null },
      chatEnabled: true,
      registrationOpen: true,
    });
    provider.flags.maintenanceMessage = "Upgrade.";
    provider.flags.chatEnabled = false;
    provider.flags.registrationOpen = false;
    await expect(api.startup({ language: "ja" })).resolves.toMatchObject({
      maintenance: { active: true, message: "Upgrade." },
      chatEnabled: false,
      registrationOpen: false,
    });
    await expect(
      api.chat({ api_key: MOCK_CHAT_API_KEY, question: "refund?", uuid: sampleInputs.chat.uuid }),
    ).rejects.toMatchObject({ code: errorCodes.UNAVAILABLE.code });
    await expect(api.register(sampleInputs.register)).rejects.toMatchObject({
      code: errorCodes.UNAVAILABLE.code,
    });
  });

  it("can be given when the provider is made", async () => {
    server.resetHandlers(
      ...createHandlers({ provider: createMockProvider({ flags: { chatEnabled: false } }) }),
    );
    await expect(api.startup()).resolves.toMatchObject({
      chatEnabled: false,
      registrationOpen: true,
    });
  });
});

describe("the mock provider's clock and state", () => {
  // Far from the real clock on purpose: every check must use `now`, not Date.now().
  const now = new Date("2031-02-03T04:05:06.000Z");

  it("lays out coupons around `now` and checks their validity against it", async () => {
    server.resetHandlers(...createHandlers({ now }));
    const coupons = await api.couponSearch();
    expect(coupons.length).toBeGreaterThan(0);
    const received = await api.couponReceive({ couponId: "cp-new5" }, { token });
    expect(received).toBeDefined();
  });

  it("stamps what it creates with `now`", async () => {
    server.resetHandlers(...createHandlers({ now }));
    const ticket = await api.ticketSubmit(
      {
        category: "billing",
        subject: "Invoice address",
        content: "Please change the invoice address.",
      },
      { token },
    );
    expect(ticket.createdAt).toBe(now.toISOString());
  });

  it("follows a clock function, so a test can move time on", async () => {
    let moment = new Date(now);
    const timed = createMockProvider({ now: () => moment });
    server.resetHandlers(...createHandlers({ provider: timed }));
    expect((await api.couponSearch()).length).toBeGreaterThan(0);
    moment = new Date(now.getTime() + 5 * 365 * 86_400_000);
    expect(timed.now()).toEqual(moment);
    expect(await api.couponSearch()).toEqual([]);
  });

  it("forgets what calls changed on reset, keeping the arrays a test holds", async () => {
    const { records } = provider;
    await api.couponReceive({ couponId: "cp-new5" }, { token });
    await api.actPage({ page: "/pricing" });
    expect(records).toHaveLength(1);
    provider.reset();
    expect(records).toHaveLength(0);
    expect(provider.records).toBe(records);
    const coupons = await api.couponSearch({}, { token });
    expect(coupons.find((c) => c.id === "cp-new5")).toMatchObject({
      received: false,
      remaining: 812,
    });
    await expect(api.couponReceive({ couponId: "cp-new5" }, { token })).resolves.toBeDefined();
  });
});

describe("a client made before msw patched fetch", () => {
  it("looks fetch up at each request, so it reaches the handlers", async () => {
    const early = setupServer();
    server.close();
    const before = createApiClient({ baseUrl: MOCK_BASE_URL });
    early.listen({ onUnhandledFrame: "error" });
    try {
      early.use(...createHandlers());
      await expect(before.footLinks()).resolves.toBeInstanceOf(Array);
    } finally {
      early.close();
      server.listen({ onUnhandledFrame: "error" });
    }
  });
});
