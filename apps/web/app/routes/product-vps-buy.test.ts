// The server configurator: its loader (defaults, fallbacks, prices equal to quoteServer's in
// every language and currency) and its order action (login, checks, provider refusals and
// outages, one order per form key, hostile input), against the mock provider.
import { quoteServer } from "@hostfront/api-client";
import { MOCK_BASE_URL, mockUser } from "@hostfront/api-client/mocks";
import { type Currency, displayPrice } from "@hostfront/commerce";
import { type Language, languageTags, resources } from "@hostfront/i18n";
import { HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { searchOf } from "~/lib/configurator";
import { api } from "~/lib/upstream.server";
import { mockProviderApi } from "~/test/provider";
import { answered, pageArgs, postForm, publishedAt, SITE, unwrap } from "~/test/request";
import { action, loader } from "./product-vps-buy";
import { readReceipt, receiptCookie } from "./product-vps-buy.server";

const upstream = mockProviderApi();

const ORDER_PATH = "/api/home/coupon-server/order/create";
const DEFAULT_CURRENCY = { en: "USD", zh: "HKD", ja: "JPY" } as const;
const prefixOf = (language: Language) => (language === "en" ? "" : `/${language}`);
const texts = (language: Language) => resources[language].common;
const page = (language: Language) => texts(language).pages["product-vps-buy"];

/** What the loader answers: the configurator or an order's receipt. */
type PageData = Awaited<ReturnType<typeof loader>>["data"];

async function load(path: string, init: Parameters<typeof pageArgs>[1] = {}) {
  return unwrap<PageData>(await loader(await pageArgs(path, init)));
}

async function configure(path: string, init: Parameters<typeof pageArgs>[1] = {}) {
  const { data, status, headers } = await load(path, init);
  if (data.view !== "configure") throw new Error("expected the configurator");
  return { data, status, headers };
}

async function rateOf(type: string): Promise<Currency> {
  const rate = (await api.currencies({})).find((c) => c.type === type)?.rate;
  if (rate === undefined) throw new Error(`no rate for ${type}`);
  return { type, rate };
}

/** The provider's own price of a configuration, asked directly (not through the page). */
async function providerQuote(
  language: Language,
  choice: {
    type: "vps" | "cvm" | "dedicated";
    region: string;
    plan: string;
    image: string;
    period: "month" | "quarter" | "year";
    quantity?: number;
    bandwidth?: string;
    disks?: { product: string; sizeGb: number }[];
  },
  coupon: Parameters<typeof quoteServer>[0]["coupon"] = null,
) {
  const [plans, images, bandwidths, disks] = await Promise.all([
    api.plans({ language, type: choice.type, areaId: choice.region }),
    api.images({ type: choice.type }),
    choice.type === "cvm" ? api.bandwidths({ areaId: choice.region }) : Promise.resolve([]),
    api.diskProducts({ language, areaId: choice.region }),
  ]);
  const plan = plans.find((p) => p.id === choice.plan);
  if (!plan) throw new Error(`no plan ${choice.plan}`);
  return quoteServer({
    plan,
    period: choice.period,
    quantity: choice.quantity ?? 1,
    image: images.find((i) => i.id === choice.image) ?? null,
    bandwidth: bandwidths.find((b) => b.id === choice.bandwidth) ?? null,
    disks: (choice.disks ?? []).map((d) => ({
      product: disks.find((p) => p.id === d.product) ?? (undefined as never),
      sizeGb: d.sizeGb,
    })),
    coupon,
  });
}

/** A complete order for a VPS in Tokyo, as the page posts it without JavaScript. */
const order = {
  formKey: "0b3a7c1e-5d2f-4a6b-9c8d-7e6f5a4b3c2d",
  type: "vps",
  region: "tyo",
  image: "debian-13",
  plan: "vps-2c4g",
  bandwidth: "",
  disks: "disk-nvme:100",
  securityGroup: "sg-web",
  snapshot: "snap-daily-7",
  period: "year",
  quantity: "2",
  coupon: "",
  hostname: "web-tokyo",
  password: "Harbour-Lights42",
};

const post = (
  path: string,
  fields: Record<string, string>,
  init: { token?: string; headers?: Record<string, string> } = { token: mockUser.token },
) => postForm(path, fields, init);

/** The redirect an action throws (React Router answers a thrown Response as it is). */
async function thrownResponse(pending: Promise<unknown>): Promise<Response> {
  const thrown = await pending.then(
    () => {
      throw new Error("expected the action to throw a redirect");
    },
    (error: unknown) => error,
  );
  if (!(thrown instanceof Response)) throw thrown;
  return thrown;
}

/** Receives a coupon for the demo user; answers its userCouponId. */
async function receive(couponId: string): Promise<string> {
  const { userCouponId } = await api.couponReceive({ couponId }, { token: mockUser.token });
  return userCouponId;
}

describe("product-vps-buy loader", () => {
  it("starts from the first region, system and plan that can be ordered", async () => {
    const { data, status, headers } = await configure("/product/vps-buy");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toMatch(/^public/);
    expect(data.formKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.available).toBe(true);
    expect(data.config).toEqual({
      type: "vps",
      region: "hkg",
      image: "ubuntu-2404",
      plan: "vps-1c1g",
      bandwidth: null,
      disks: [],
      securityGroup: "sg-web",
      snapshot: null,
      period: "month",
      quantity: 1,
      coupon: null,
    });
    expect(data.summary?.total).toBe("$5.00");
    // Only the regions that sell VPS, the one not open yet among them.
    expect(data.options.regions.map((r) => [r.id, r.available])).toContainEqual(["syd", false]);
    expect(upstream.to("/api/cvm/area/search")[0]?.query.get("type")).toBe("vps");
  });

  it("reads a shared configuration from the query and prices it as the provider does", async () => {
    const query =
      "type=vps&region=tyo&image=debian-13&plan=vps-2c4g&period=year&disk=disk-nvme:100&disk=disk-ssd:200&snapshot=snap-daily-7&securityGroup=sg-ssh&quantity=2";
    const { data } = await configure(`/product/vps-buy?${query}`);
    expect(data.config).toMatchObject({
      type: "vps",
      region: "tyo",
      image: "debian-13",
      plan: "vps-2c4g",
      period: "year",
      disks: [
        { product: "disk-nvme", sizeGb: 100 },
        { product: "disk-ssd", sizeGb: 200 },
      ],
      snapshot: "snap-daily-7",
      securityGroup: "sg-ssh",
      quantity: 2,
    });
    // The page writes the same query back (what its links and the URL share).
    expect(new URLSearchParams(searchOf(data.config)).getAll("disk")).toEqual([
      "disk-nvme:100",
      "disk-ssd:200",
    ]);
    const quote = await providerQuote("en", {
      type: "vps",
      region: "tyo",
      plan: "vps-2c4g",
      image: "debian-13",
      period: "year",
      quantity: 2,
      disks: [
        { product: "disk-nvme", sizeGb: 100 },
        { product: "disk-ssd", sizeGb: 200 },
      ],
    });
    const usd = (amount: number) => displayPrice(amount, { type: "USD", rate: 1 }, "en");
    expect(data.summary?.lines.map((line) => [line.kind, line.amount])).toEqual(
      quote.lines.map((line) => [line.kind, usd(line.amountUsd)]),
    );
    // FACTS.md: VPS Standard $204.00 a year, a 100 GB NVMe disk $122.40 a year; two servers.
    expect(data.summary?.lines[0]?.amount).toBe("$408.00");
    expect(data.summary?.lines[1]?.unit).toBe("$122.40");
    expect(data.summary?.total).toBe(usd(quote.totalUsd));
    expect(data.summary?.monthly).toBe(usd(Math.round((quote.totalUsd / 12) * 100) / 100));
  });

  it.each(["en", "zh", "ja"] as const)(
    "prices in %s in the language's currency, equal to quoteServer's",
    async (language) => {
      const query =
        "type=cvm&region=hkg&image=windows-2022&plan=cvm-s4&bandwidth=hkg-bw-20&period=quarter&disk=disk-nvme:50";
      const { data } = await configure(`${prefixOf(language)}/product/vps-buy?${query}`);
      const currency = await rateOf(DEFAULT_CURRENCY[language]);
      expect(data.currency).toEqual(currency);
      const quote = await providerQuote(language, {
        type: "cvm",
        region: "hkg",
        plan: "cvm-s4",
        image: "windows-2022",
        period: "quarter",
        bandwidth: "hkg-bw-20",
        disks: [{ product: "disk-nvme", sizeGb: 50 }],
      });
      const money = (usd: number) => displayPrice(usd, currency, languageTags[language]);
      expect(data.summary?.lines.map((line) => line.kind)).toEqual([
        "plan",
        "license",
        "bandwidth",
        "disk",
      ]);
      expect(data.summary?.lines.map((line) => line.amount)).toEqual(
        quote.lines.map((line) => money(line.amountUsd)),
      );
      expect(data.summary?.total).toBe(money(quote.totalUsd));
      expect(data.summary?.monthly).toBe(money(Math.round((quote.totalUsd / 3) * 100) / 100));
      // Names come in the page's language.
      expect(data.summary?.lines[0]?.label).toBe(
        (await api.plans({ language, type: "cvm" })).find((p) => p.id === "cvm-s4")?.name,
      );
    },
  );

  it("prices in the currency the visitor chose", async () => {
    const { data } = await configure("/ja/product/vps-buy?plan=vps-1c2g", {
      cookies: { currency: "EUR" },
    });
    const eur = await rateOf("EUR");
    expect(data.summary?.total).toBe(displayPrice(10, eur, languageTags.ja));
    expect(data.summary?.total).toContain("€");
  });

  it("falls back to defaults for every choice that is invalid, without an error", async () => {
    const query = [
      "type=<script>",
      "region=syd",
      "image=../../etc",
      "plan=vps-16c32g",
      "period=decade",
      "quantity=99",
      "disk=disk-hdd:500",
      "disk=nope:10",
      "disk=disk-nvme:abc",
      "disk=disk-nvme:105",
      "disk=disk-ssd:1",
      "disk=disk-nvme:999999",
      "bandwidth=hkg-bw-20",
      "securityGroup=sg-nope",
      "snapshot=%00",
      "coupon=uc-someone-else",
    ].join("&");
    const { data, status } = await configure(`/product/vps-buy?${query}`);
    expect(status).toBe(200);
    expect(data.config).toEqual({
      type: "vps",
      region: "hkg",
      image: "ubuntu-2404",
      plan: "vps-1c1g",
      // No HDD in Hong Kong; sizes brought to what each disk sells.
      disks: [
        { product: "disk-nvme", sizeGb: 110 },
        { product: "disk-ssd", sizeGb: 20 },
        { product: "disk-nvme", sizeGb: 2000 },
      ],
      bandwidth: null,
      securityGroup: "sg-web",
      snapshot: null,
      period: "month",
      quantity: 10,
      coupon: null,
    });
  });

  it("keeps data disks within the limits per server", async () => {
    const many = Array.from({ length: 10 }, () => "disk=disk-nvme:10").join("&");
    const nvme = await configure(`/product/vps-buy?region=lax&${many}`);
    expect(nvme.data.config.disks).toHaveLength(8);
    const hdd = Array.from({ length: 6 }, () => "disk=disk-hdd:100").join("&");
    const mixed = await configure(`/product/vps-buy?region=lax&${hdd}&disk=disk-ssd:20`);
    expect(mixed.data.config.disks.map((d) => d.product)).toEqual([
      "disk-hdd",
      "disk-hdd",
      "disk-hdd",
      "disk-hdd",
      "disk-ssd",
    ]);
    // The pairs the form sends without JavaScript; an empty row adds nothing.
    const form = await configure(
      "/product/vps-buy?region=fra&diskProduct=disk-hdd&diskSize=300&diskProduct=&diskSize=10",
    );
    expect(form.data.config.disks).toEqual([{ product: "disk-hdd", sizeGb: 300 }]);
  });

  it("does not offer Windows with a system disk smaller than it needs", async () => {
    const small = await configure("/product/vps-buy?image=windows-2022&plan=vps-1c1g");
    expect(small.data.config.plan).toBe("vps-1c1g");
    expect(small.data.config.image).toBe("ubuntu-2404");
    const windows = small.data.options.images.find((i) => i.id === "windows-2022");
    const starter = small.data.options.plans.find((p) => p.id === "vps-1c1g");
    expect(windows?.minDiskGb).toBeGreaterThan(starter?.diskGb ?? Number.POSITIVE_INFINITY);
    expect(small.data.summary?.lines.some((line) => line.kind === "license")).toBe(false);

    const large = await configure("/product/vps-buy?image=windows-2022&plan=vps-1c2g");
    expect(large.data.config.image).toBe("windows-2022");
    expect(large.data.summary?.lines.find((line) => line.kind === "license")?.amount).toBe(
      "$15.00",
    );
  });

  it("shows a sold-out plan but never chooses it", async () => {
    const { data } = await configure("/product/vps-buy?plan=vps-16c32g");
    expect(data.options.plans.find((p) => p.id === "vps-16c32g")?.stock).toBe(0);
    expect(data.config.plan).toBe("vps-1c1g");
  });

  it("offers bandwidth upgrades to cloud servers only, faster than the plan's own", async () => {
    const cvm = await configure(
      "/product/vps-buy?type=cvm&region=lax&plan=cvm-m8&bandwidth=lax-bw-10",
    );
    expect(cvm.data.options.bandwidths.map((b) => b.id)).toContain("lax-bw-10");
    // cvm-m8 has 20 Mbps: 10 Mbps would not be an upgrade.
    expect(cvm.data.config.bandwidth).toBeNull();
    const upgraded = await configure(
      "/product/vps-buy?type=cvm&region=lax&plan=cvm-m8&bandwidth=lax-bw-50",
    );
    expect(upgraded.data.config.bandwidth).toBe("lax-bw-50");
    const vps = await configure("/product/vps-buy?type=vps&region=lax&bandwidth=lax-bw-50");
    expect(vps.data.config.bandwidth).toBeNull();
    expect(vps.data.options.bandwidths).toEqual([]);
  });

  it("gives dedicated servers no data disks, snapshots or bandwidth upgrades", async () => {
    const { data } = await configure(
      "/product/vps-buy?type=dedicated&region=sin&disk=disk-nvme:100&snapshot=snap-daily-7",
    );
    // Singapore has no dedicated servers: the first region that has them.
    expect(data.config).toMatchObject({
      type: "dedicated",
      region: "hkg",
      disks: [],
      snapshot: null,
    });
    expect(data.options.regions.every((r) => r.productTypes.includes("dedicated"))).toBe(true);
    expect(data.options.diskProducts).toEqual([]);
    expect(data.options.snapshotStrategies).toEqual([]);
    expect(data.config.plan).toBe("ded-e2388g");
  });

  it("offers a logged-in visitor the coupons they hold, and takes them off the price", async () => {
    const userCouponId = await receive("cp-year10");
    const { data, headers } = await configure(
      `/zh/product/vps-buy?plan=vps-4c8g&period=year&coupon=${userCouponId}`,
      { token: mockUser.token },
    );
    expect(headers.get("cache-control")).toBe("private, no-store");
    expect(data.loggedIn).toBe(true);
    expect(data.publicKey).toContain("BEGIN PUBLIC KEY");
    expect(data.options.coupons.map((c) => c.userCouponId)).toEqual([userCouponId]);
    expect(data.config.coupon).toBe(userCouponId);
    const [coupon] = await api
      .couponSearch({ language: "zh" }, { token: mockUser.token })
      .then((list) => list.filter((c) => c.id === "cp-year10"));
    const quote = await providerQuote(
      "zh",
      { type: "vps", region: "hkg", plan: "vps-4c8g", image: "ubuntu-2404", period: "year" },
      coupon ?? null,
    );
    const hkd = await rateOf("HKD");
    expect(quote.discountUsd).toBeGreaterThan(0);
    expect(data.summary?.discount).toBe(displayPrice(quote.discountUsd, hkd, languageTags.zh));
    expect(data.summary?.total).toBe(displayPrice(quote.totalUsd, hkd, languageTags.zh));
  });

  it("asks for no coupons for a visitor, and keeps no coupon from the query", async () => {
    const { data } = await configure("/product/vps-buy?coupon=uc-0001");
    expect(data.loggedIn).toBe(false);
    expect(data.publicKey).toBeNull();
    expect(data.config.coupon).toBeNull();
    expect(upstream.to("/api/ac/coupon/search")).toEqual([]);
  });

  it("still answers the page, marked unavailable, when the provider is down and nothing is cached", async () => {
    vi.resetModules();
    const [fresh, request] = await Promise.all([
      import("./product-vps-buy"),
      import("~/test/request"),
    ]);
    upstream.down();
    const { data, status } = request.unwrap<PageData>(
      await fresh.loader(await request.pageArgs("/product/vps-buy?type=cvm")),
    );
    expect(status).toBe(200);
    if (data.view !== "configure") throw new Error("expected the configurator");
    expect(data.available).toBe(false);
    expect(data.summary).toBeNull();
  });

  it("answers an order it cannot show with the way to the console", async () => {
    const { data } = await load("/product/vps-buy?order=ord-0001");
    expect(data.view).toBe("receipt");
    if (data.view !== "receipt") return;
    expect(data.order).toBeNull();
    expect(data.seo.noindex).toBe(true);
    expect(data.consoleHref).toMatch(/\?lang=en$/);
    // A malformed order id is no order: the configurator.
    const odd = await load("/product/vps-buy?order=%3Cscript%3E");
    expect(odd.data.view).toBe("configure");
  });
});

describe("product-vps-buy action", () => {
  it("sends a visitor to the console's login and back to the same configuration", async () => {
    const response = await thrownResponse(action(await post("/ja/product/vps-buy", order, {})));
    expect(response.status).toBe(303);
    const login = new URL(response.headers.get("location") ?? "");
    expect(login.searchParams.get("ope")).toBe("login");
    expect(login.searchParams.get("lang")).toBe("ja");
    const back = new URL(login.searchParams.get("redirect") ?? "");
    expect(`${back.origin}${back.pathname}`).toBe(publishedAt("/product/vps-buy", "ja"));
    expect(Object.fromEntries(back.searchParams)).toMatchObject({
      type: "vps",
      region: "tyo",
      image: "debian-13",
      plan: "vps-2c4g",
      period: "year",
      quantity: "2",
      disk: "disk-nvme:100",
    });
    // Never the password.
    expect(response.headers.get("location")).not.toContain("Harbour");
    expect(upstream.to(ORDER_PATH)).toEqual([]);
  });

  it("orders the configuration, then shows the order the provider made", async () => {
    const response = (await action(await post("/zh/product/vps-buy", order))) as Response;
    expect(response.status).toBe(303);
    const location = response.headers.get("location") ?? "";
    expect(location).toMatch(/^\/zh\/product\/vps-buy\?order=ord-[0-9a-z]+$/);
    const [sent] = upstream.to(ORDER_PATH);
    expect(sent?.headers.get("authorization")).toBe(`Bearer ${mockUser.token}`);
    expect(sent?.headers.get("idempotency-key")).toMatch(/^form-[A-Za-z0-9_-]{43}$/);
    expect(sent?.body).toMatchObject({
      language: "zh",
      planId: "vps-2c4g",
      areaId: "tyo",
      imageId: "debian-13",
      bandwidthId: null,
      disks: [{ diskProductId: "disk-nvme", sizeGb: 100 }],
      securityGroupId: "sg-web",
      snapshotStrategyId: "snap-daily-7",
      period: "year",
      quantity: 2,
      hostname: "web-tokyo",
      userCouponId: null,
    });
    // Encrypted here (the form came without JavaScript), never sent as typed.
    expect(sent?.body?.password).toMatch(/^[A-Za-z0-9+/]{300,}={0,2}$/);

    // The receipt: a cookie for this page, signed for this session.
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(
      /^vpsOrder=[^;]+; Path=\/zh\/product\/; SameSite=Lax; Max-Age=3600; HttpOnly/,
    );
    const placed = upstream.provider.orders[0];
    const value = cookie.slice("vpsOrder=".length, cookie.indexOf(";"));
    const { data } = await load(location, {
      token: mockUser.token,
      cookies: { vpsOrder: value },
    });
    if (data.view !== "receipt") throw new Error("expected the receipt");
    const hkd = await rateOf("HKD");
    expect(data.order).toMatchObject({
      orderNo: placed?.orderNo,
      status: "unpaid",
      total: displayPrice(placed?.totalUsd ?? Number.NaN, hkd, languageTags.zh),
      totalUsd: displayPrice(placed?.totalUsd ?? Number.NaN, { type: "USD", rate: 1 }, "zh-Hans"),
    });
    expect(data.order?.items).toHaveLength(placed?.items.length ?? -1);
    expect(data.payment?.map((p) => p.type)).toEqual(["USD", "CNY", "HKD", "JPY", "EUR"]);
    expect(data.payment?.find((p) => p.type === "JPY")?.methods).toEqual(["card"]);
    // Another session (or no session) cannot read it.
    const other = await load(location, {
      token: "another-token",
      cookies: { vpsOrder: value },
    });
    expect(other.data.view === "receipt" && other.data.order).toBeNull();
  });

  it("sends the browser's ciphertext as it is", async () => {
    const ciphertext = Buffer.alloc(256, 7).toString("base64");
    const { password: _plain, ...rest } = order;
    await action(await post("/product/vps-buy", { ...rest, passwordEncrypted: ciphertext }));
    expect(upstream.to(ORDER_PATH)[0]?.body?.password).toBe(ciphertext);
  });

  it("places one order for a resubmitted form: the same form key is the same Idempotency-Key", async () => {
    const first = (await action(await post("/product/vps-buy", order))) as Response;
    const again = (await action(await post("/product/vps-buy", order))) as Response;
    const sent = upstream.to(ORDER_PATH);
    expect(sent).toHaveLength(2);
    expect(sent[0]?.headers.get("idempotency-key")).toBe(sent[1]?.headers.get("idempotency-key"));
    // The password, encrypted here, is encrypted the same way for the same form: the same request.
    expect(sent[0]?.body).toEqual(sent[1]?.body);
    expect(upstream.provider.orders).toHaveLength(1);
    const only = `/product/vps-buy?order=${upstream.provider.orders[0]?.orderId}`;
    expect(first.headers.get("location")).toBe(only);
    expect(again.headers.get("location")).toBe(only);
  });

  it("places one order for a double click, whichever request arrives first", async () => {
    const results = await Promise.all([
      action(await post("/product/vps-buy", order)),
      action(await post("/product/vps-buy", order)),
    ]);
    expect(upstream.provider.orders).toHaveLength(1);
    const only = `/product/vps-buy?order=${upstream.provider.orders[0]?.orderId}`;
    for (const result of results) {
      // The other click finds the order made, or still being made (the same key, kept).
      if (result instanceof Response) expect(result.headers.get("location")).toBe(only);
      else {
        const { data, status } = answered(result);
        expect([status, data.formKey]).toEqual([409, null]);
      }
    }
  });

  it("keeps a form sent again with other details from making a second order", async () => {
    await action(await post("/product/vps-buy", order));
    const changed = answered(
      await action(await post("/product/vps-buy", { ...order, hostname: "web-osaka" })),
    );
    expect(changed.status).toBe(422);
    expect(changed.data.formError).toBe(page("en").errors.alreadyUsed);
    expect(changed.data.formKey).toBeNull();
    expect(upstream.provider.orders).toHaveLength(1);
  });

  it("makes another order for another form key", async () => {
    await action(await post("/product/vps-buy", order));
    await action(
      await post("/product/vps-buy", { ...order, formKey: "a1b2c3d4-e5f6-4789-8abc-def012345678" }),
    );
    expect(upstream.provider.orders).toHaveLength(2);
  });

  it.each(["en", "zh", "ja"] as const)(
    "refuses what the catalogue does not sell with messages in %s, keeping the form",
    async (language) => {
      const bad = {
        ...order,
        region: "syd",
        plan: "vps-16c32g",
        hostname: "-bad_host-",
        password: "toor-password1",
      };
      const first = answered(
        await action(await post(`${prefixOf(language)}/product/vps-buy`, bad)),
      );
      expect(first.status).toBe(400);
      expect(first.data.errors).toEqual({ region: page(language).errors.region });
      expect(first.data.values).toMatchObject({ region: "syd", hostname: "-bad_host-" });

      const worse = {
        ...order,
        plan: "vps-16c32g",
        image: "freebsd-14",
        disks: "disk-nvme:15,disk-hdd:100",
        period: "decade",
        quantity: "11",
        securityGroup: "sg-nope",
        hostname: "-bad_host-",
        password: "toor-password1",
      };
      const { data, status } = answered(
        await action(await post(`${prefixOf(language)}/product/vps-buy`, worse)),
      );
      const e = page(language).errors;
      const [plans, disks] = await Promise.all([
        api.plans({ language, type: "vps" }),
        api.diskProducts({ language, areaId: "tyo" }),
      ]);
      const enterprise = plans.find((p) => p.id === "vps-16c32g")?.name ?? "";
      const nvme = disks.find((d) => d.id === "disk-nvme")?.name ?? "";
      expect(status).toBe(400);
      expect(data.errors).toEqual({
        plan: e.planSoldOut.replace("{{plan}}", enterprise),
        disks: e.diskSize
          .replace("{{name}}", nvme)
          .replace("{{minGb}}", "10")
          .replace("{{maxGb}}", "2000")
          .replace("{{stepGb}}", "10"),
        period: e.period,
        quantity: e.quantity.replace("{{min}}", "1").replace("{{max}}", "10"),
        securityGroup: e.securityGroup,
        hostname: e.hostname,
        password: texts(language).validation.vpsSystemPass,
      });
      expect(data.values).not.toHaveProperty("password");
      expect(data.values).toMatchObject({
        hostname: "-bad_host-",
        disks: "disk-nvme:15,disk-hdd:100",
      });
      expect(upstream.to(ORDER_PATH)).toEqual([]);
    },
  );

  it("checks each disk, the bandwidth, and Windows against the plan", async () => {
    const nine = Array.from({ length: 9 }, () => "disk-nvme:10").join(",");
    const disks = answered(await action(await post("/product/vps-buy", { ...order, disks: nine })));
    expect(disks.data.errors.disks).toBe(page("en").errors.diskTotal.replace("{{max}}", "8"));
    const hdd = answered(
      await action(await post("/product/vps-buy", { ...order, disks: "disk-hdd:100" })),
    );
    expect(hdd.data.errors.disks).toBe(page("en").errors.diskProduct);
    const windows = answered(
      await action(
        await post("/product/vps-buy", { ...order, plan: "vps-1c1g", image: "windows-2025" }),
      ),
    );
    expect(windows.data.errors.image).toBe(
      "Windows Server 2025 Datacenter needs a system disk of at least 40 GB; VPS Starter has 25 GB.",
    );
    const band = answered(
      await action(await post("/product/vps-buy", { ...order, bandwidth: "tyo-bw-50" })),
    );
    expect(band.data.errors.bandwidth).toBe(page("en").errors.bandwidth);
    const dedicated = answered(
      await action(
        await post("/product/vps-buy", {
          ...order,
          type: "dedicated",
          plan: "ded-e2388g",
          snapshot: "",
        }),
      ),
    );
    expect(dedicated.data.errors.disks).toBe(page("en").errors.disksNotOffered);
    expect(upstream.to(ORDER_PATH)).toEqual([]);
  });

  it("checks the system password with the rule of the server type", async () => {
    // Fine for a VPS (a symbol, no hyphen needed), not for a cloud server.
    const cvm = {
      ...order,
      type: "cvm",
      region: "hkg",
      plan: "cvm-s4",
      snapshot: "",
      password: "Harbour!Lights42",
    };
    const vpsPassword = answered(await action(await post("/ja/product/vps-buy", cvm)));
    expect(vpsPassword.data.errors).toEqual({ password: texts("ja").validation.cvmSystemPass });
    const missing = answered(
      await action(await post("/product/vps-buy", { ...order, password: "" })),
    );
    expect(missing.data.errors).toEqual({ password: texts("en").validation.required });
    const ok = await action(await post("/product/vps-buy", { ...cvm, password: "Cloud-Key-2026" }));
    expect((ok as Response).status).toBe(303);
  });

  it("refuses a coupon the order does not reach, and uses one it does", async () => {
    const userCouponId = await receive("cp-year10");
    const small = answered(
      await action(
        await post("/product/vps-buy", {
          ...order,
          plan: "vps-1c1g",
          period: "month",
          quantity: "1",
          disks: "",
          coupon: userCouponId,
        }),
      ),
    );
    expect(small.data.errors.coupon).toBe(
      page("en").errors.couponMinSpend.replace("{{code}}", "YEAR10"),
    );
    const unknown = answered(
      await action(await post("/product/vps-buy", { ...order, coupon: "uc-not-mine" })),
    );
    expect(unknown.data.errors.coupon).toBe(page("en").errors.coupon);
    const used = await action(await post("/product/vps-buy", { ...order, coupon: userCouponId }));
    expect((used as Response).status).toBe(303);
    expect(upstream.to(ORDER_PATH)[0]?.body?.userCouponId).toBe(userCouponId);
  });

  it.each([
    [4601, 422, "CONFIG_INVALID", "zh", "4601"],
    [4104, 422, "COUPON_NOT_USABLE", "ja", "4104"],
    [4304, 422, "PASSWORD_UNREADABLE", "en", "4304"],
  ] as const)(
    "shows the provider's %s refusal translated, with the form kept and a new form key",
    async (code, status, _name, language, key) => {
      upstream.use(
        http.post(`${MOCK_BASE_URL}${ORDER_PATH}`, () =>
          HttpResponse.json({ code, message: "refused" }, { status }),
        ),
      );
      const { data, status: answeredStatus } = answered(
        await action(await post(`${prefixOf(language)}/product/vps-buy`, order)),
      );
      expect(answeredStatus).toBe(status);
      expect(data.formError).toBe(texts(language).apiErrors[key]);
      expect(data.values).toMatchObject({ plan: "vps-2c4g", hostname: "web-tokyo" });
      expect(data.formKey).toMatch(/^[0-9a-f-]{36}$/);
      expect(data.formKey).not.toBe(order.formKey);
    },
  );

  it("points at the password when the provider refuses it", async () => {
    upstream.use(
      http.post(`${MOCK_BASE_URL}${ORDER_PATH}`, () =>
        HttpResponse.json(
          { code: 4305, message: "rule", fields: { password: "validation.vpsSystemPass" } },
          { status: 422 },
        ),
      ),
    );
    const { data } = answered(await action(await post("/zh/product/vps-buy", order)));
    expect(data.formError).toBe(texts("zh").apiErrors["4305"]);
    expect(data.errors).toEqual({ password: texts("zh").validation.vpsSystemPass });
  });

  it("keeps the form key while the same order is still being placed", async () => {
    upstream.use(
      http.post(`${MOCK_BASE_URL}${ORDER_PATH}`, () =>
        HttpResponse.json({ code: 4091, message: "in progress" }, { status: 409 }),
      ),
    );
    const { data, status } = answered(await action(await post("/product/vps-buy", order)));
    expect(status).toBe(409);
    expect(data.formError).toBe(page("en").errors.inProgress);
    expect(data.formKey).toBeNull();
  });

  it("sends the visitor to log in again when the provider no longer knows the session", async () => {
    const response = await thrownResponse(
      action(await post("/product/vps-buy", order, { token: "expired-session-token" })),
    );
    expect(response.status).toBe(303);
    const login = new URL(response.headers.get("location") ?? "");
    expect(login.searchParams.get("ope")).toBe("login");
    expect(login.searchParams.get("redirect")).toContain(`${SITE}/product/vps-buy?type=vps`);
  });

  it("keeps the form and says so when the provider is down", async () => {
    // The catalogue is cached by the earlier tests; the order itself cannot be sent.
    await configure("/ja/product/vps-buy?region=tyo");
    upstream.down();
    const { data, status } = answered(await action(await post("/ja/product/vps-buy", order)));
    expect(status).toBe(503);
    expect(data.formError).toBe(texts("ja").errors.unavailable);
    expect(data.values).toMatchObject({ hostname: "web-tokyo", plan: "vps-2c4g" });
    expect(data.formKey).toBeNull();
  });

  it("refuses a post from another site, and a form without its key", async () => {
    const cross = answered(
      await action(
        await post("/product/vps-buy", order, {
          token: mockUser.token,
          headers: { origin: "https://evil.example" },
        }),
      ),
    );
    expect(cross.status).toBe(403);
    const { formKey: _key, ...keyless } = order;
    const noKey = answered(await action(await post("/product/vps-buy", keyless)));
    expect(noKey.status).toBe(400);
    expect(noKey.data.formError).toBe(texts("en").errors.badForm);
    expect(upstream.to(ORDER_PATH)).toEqual([]);
  });

  it("never answers a 500 to hostile fields", async () => {
    const hostile: Record<string, string>[] = [
      { __proto__: "x", constructor: "y", ...order } as Record<string, string>,
      { ...order, type: "toString" },
      { ...order, region: "hasOwnProperty" },
      { ...order, disks: ":::,disk-nvme:-10,disk-nvme:1e3,disk-nvme:100:extra" },
      { ...order, quantity: "1e1", period: "__proto__" },
      { ...order, hostname: "\u0000\u202e".repeat(40), password: "\u0000".repeat(100) },
      { ...order, passwordEncrypted: "not base64!" },
      { ...order, coupon: "'; DROP TABLE coupons; --" },
      Object.fromEntries(Array.from({ length: 120 }, (_, i) => [`f${i}`, "x".repeat(400)])),
    ];
    for (const fields of hostile) {
      const result = await action(await post("/product/vps-buy", fields)).catch(
        (error: unknown) => error,
      );
      const status = result instanceof Response ? result.status : answered(result).status;
      expect(status).toBeLessThan(500);
    }
    // Only the first (a valid order with prototype keys, which are dropped) may order.
    expect(upstream.provider.orders.length).toBeLessThanOrEqual(1);
  });
});

describe("the order receipt", () => {
  const placed = {
    orderId: "ord-0042",
    orderNo: "HF20261122000042",
    status: "unpaid" as const,
    items: [{ description: "VPS Standard", amountUsd: 20 }],
    subtotalUsd: 20,
    discountUsd: 0,
    totalUsd: 20,
    createdAt: "2026-11-22T08:00:00.000Z",
  };
  const requestWith = (cookie: string) =>
    new Request(`${SITE}/product/vps-buy?order=ord-0042`, {
      headers: { cookie: cookie.slice(0, cookie.indexOf(";")) },
    });

  it("is read back by the session that placed the order, for that order only", () => {
    const cookie = receiptCookie(placed, "token-a", "/product/vps-buy");
    expect(readReceipt(requestWith(cookie), "token-a", "ord-0042")).toEqual(placed);
    expect(readReceipt(requestWith(cookie), "token-b", "ord-0042")).toBeNull();
    expect(readReceipt(requestWith(cookie), "token-a", "ord-0043")).toBeNull();
  });

  it("is refused once expired or changed", () => {
    const old = receiptCookie(placed, "token-a", "/product/vps-buy", Date.now() - 2 * 3600_000);
    expect(readReceipt(requestWith(old), "token-a", "ord-0042")).toBeNull();
    const cookie = receiptCookie(placed, "token-a", "/product/vps-buy");
    const [payload, signature] = cookie.slice("vpsOrder=".length, cookie.indexOf(";")).split(".");
    const forged = Buffer.from(
      JSON.stringify({ order: { ...placed, totalUsd: 0.01 }, expiresAt: Date.now() + 3600_000 }),
    ).toString("base64url");
    expect(
      readReceipt(requestWith(`vpsOrder=${forged}.${signature};`), "token-a", "ord-0042"),
    ).toBeNull();
    expect(readReceipt(requestWith(`vpsOrder=${payload}.x;`), "token-a", "ord-0042")).toBeNull();
    expect(readReceipt(requestWith("vpsOrder=garbage;"), "token-a", "ord-0042")).toBeNull();
  });
});
