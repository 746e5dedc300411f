// Every call through the typed client against the msw handlers: each sample answer passes its
// schema (the client checks it), in the language asked for.

import { describe, expect, it } from "vitest";
import { type EndpointInput, type EndpointName, endpointNames } from "../contract/endpoints.ts";
import { MOCK_CHAT_API_KEY, mockUser } from "./index.ts";
import { mockProviderPerTest, password, token } from "./test-kit.ts";

const mock = mockProviderPerTest();

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
  register: { account: "new@example.com", password, username: "NewUser" },
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
    const call = mock.api.call as (
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
    const zh = await mock.api.areaSearch({ language: "zh" });
    const ja = await mock.api.areaSearch({ language: "ja" });
    expect(zh.find((r) => r.id === "tyo")?.name).toBe("东京");
    expect(ja.find((r) => r.id === "tyo")?.name).toBe("東京");
  });

  it("lists announcements pinned first and then newest first", async () => {
    const list = await mock.api.announcements({ page: 1, row: 3 });
    expect(list.map((a) => a.id)).toEqual([
      "an-2026-11-hkg-maintenance",
      "an-2026-11-sydney",
      "an-2026-10-autumn-sale",
    ]);
  });
});

describe("hosting plans", () => {
  it("lists PHP hosting then databases, cheapest first, with their texts", async () => {
    const all = await mock.api.hostingPlans({ language: "zh" });
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
    const databases = await mock.api.hostingPlans({ kind: "database" });
    expect(databases.map((p) => [p.id, p.prices.month])).toEqual([
      ["db-1", 15],
      ["db-2", 30],
      ["db-4", 60],
    ]);
    expect(databases[0]).toMatchObject({ cpu: 1, memoryGb: 2, storageGb: 25, connections: 100 });
    const inSingapore = await mock.api.hostingPlans({ areaId: "sin" });
    expect(new Set(inSingapore.map((p) => p.kind))).toEqual(new Set(["database"]));
    await expect(mock.api.hostingPlans({ kind: "mail" as "php" })).rejects.toMatchObject({
      code: 4000,
    });
  });
});
