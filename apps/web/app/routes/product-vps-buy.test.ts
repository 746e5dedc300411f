// The server configurator's loader: defaults, fallbacks, and prices equal to quoteServer's in
// every language and currency, against the mock provider. Its order action is tested in
// product-vps-buy.order.test.ts and product-vps-buy.checks.test.ts.
import { quoteServer } from "@hostfront/api-client";
import { mockUser } from "@hostfront/api-client/mocks";
import { defaultCurrency, displayPrice } from "@hostfront/commerce";
import { type Language, languageTags, localizePath } from "@hostfront/i18n";
import { describe, expect, it } from "vitest";
import { api } from "~/lib/cache/upstream.server";
import { searchOf } from "~/lib/configurator/choices";
import { plainValues } from "~/lib/configurator/options";
import { loadFresh } from "~/test/fresh";
import { rateOf } from "~/test/language";
import { mockProviderApi } from "~/test/provider";
import { configure, load, receive } from "./product-vps-buy.fixtures";

const upstream = mockProviderApi();

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

describe("product-vps-buy loader", () => {
  it("starts from the first region, system and plan that can be ordered", async () => {
    const { data, status, headers } = await configure("/product/vps-buy");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toMatch(/^public/);
    expect(data.formKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.available).toBe(true);
    expect(data.config).toEqual({
      ...plainValues({}),
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
      const { data } = await configure(localizePath(`/product/vps-buy?${query}`, language));
      const currency = await rateOf(defaultCurrency(language));
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
      ...plainValues({}),
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

  it("moves the plan up to one whose system disk holds Windows, and keeps the system chosen", async () => {
    const small = await configure("/product/vps-buy?image=windows-2022&plan=vps-1c1g");
    const windows = small.data.options.images.find((i) => i.id === "windows-2022");
    const starter = small.data.options.plans.find((p) => p.id === "vps-1c1g");
    expect(windows?.minDiskGb).toBeGreaterThan(starter?.diskGb ?? Number.POSITIVE_INFINITY);
    expect(small.data.config.image).toBe("windows-2022");
    const moved = small.data.options.plans.find((p) => p.id === small.data.config.plan);
    expect(moved?.diskGb).toBeGreaterThanOrEqual(windows?.minDiskGb ?? Number.POSITIVE_INFINITY);
    // The first plan that holds it: no smaller orderable plan would.
    const orderable = small.data.options.plans.filter((p) => p.stock > 0);
    const before = orderable.slice(0, orderable.indexOf(moved as (typeof orderable)[number]));
    expect(before.every((p) => p.diskGb < (windows?.minDiskGb ?? 0))).toBe(true);

    const large = await configure("/product/vps-buy?image=windows-2022&plan=vps-1c2g");
    expect(large.data.config).toMatchObject({ image: "windows-2022", plan: "vps-1c2g" });
    expect(large.data.summary?.lines.find((line) => line.kind === "license")?.amount).toBe(
      "$15.00",
    );
  });

  it("chooses a firewall that lets in the way to the system: Remote Desktop for Windows, SSH else", async () => {
    const windows = await configure(
      "/product/vps-buy?image=windows-2022&plan=vps-1c2g&securityGroup=sg-web",
    );
    expect(windows.data.config.securityGroup).toBe("sg-windows");
    const open = await configure(
      "/product/vps-buy?image=windows-2022&plan=vps-1c2g&securityGroup=sg-open",
    );
    expect(open.data.config.securityGroup).toBe("sg-open");
    const linux = await configure("/product/vps-buy?image=debian-13&securityGroup=sg-windows");
    expect(linux.data.config.securityGroup).toBe("sg-web");
    const ssh = await configure("/product/vps-buy?image=debian-13&securityGroup=sg-ssh");
    expect(ssh.data.config.securityGroup).toBe("sg-ssh");
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

  it("arrives with the visitor's coupon chosen when the order qualifies, and not when it does not", async () => {
    const userCouponId = await receive("cp-year10");
    const token = { token: mockUser.token };
    const yearly = await configure("/product/vps-buy?plan=vps-4c8g&period=year", token);
    expect(yearly.data.config.coupon).toBe(userCouponId);
    expect(yearly.data.summary?.discount).not.toBeNull();
    // Below its minimum spend: no coupon, rather than one that does not apply.
    const monthly = await configure("/product/vps-buy?plan=vps-1c1g&period=month", token);
    expect(monthly.data.config.coupon).toBeNull();
    // A configuration that names its coupon (or another) keeps its choice.
    const named = await configure(
      "/product/vps-buy?plan=vps-4c8g&period=year&coupon=uc-not-mine",
      token,
    );
    expect(named.data.config.coupon).toBeNull();
    // "No coupon", chosen, stays chosen (a reload does not pick the coupon again).
    const declined = await configure(
      "/product/vps-buy?plan=vps-4c8g&period=year&coupon=none",
      token,
    );
    expect(declined.data.config.coupon).toBe("none");
    expect(declined.data.summary?.discount).toBeNull();
    expect(searchOf(declined.data.config)).toContain("coupon=none");
  });

  it("asks for no coupons for a visitor, and keeps no coupon from the query", async () => {
    const { data } = await configure("/product/vps-buy?coupon=uc-0001");
    expect(data.loggedIn).toBe(false);
    expect(data.publicKey).toBeNull();
    expect(data.config.coupon).toBeNull();
    expect(upstream.to("/api/ac/coupon/search")).toEqual([]);
  });

  it("still answers the page, marked unavailable, when the provider is down and nothing is cached", async () => {
    upstream.down();
    const { data, status } = await loadFresh(
      () => import("./product-vps-buy"),
      "/product/vps-buy?type=cvm",
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
