// /product/vps: the catalogue's plans priced in the visitor's currency, and the filters read
// from the query (a plain GET form without JavaScript), never failing on hostile values.
import { PERIOD_DISCOUNT } from "@hostfront/api-client";
import { displayPrice } from "@hostfront/commerce";
import { type Language, languageTags, resources } from "@hostfront/i18n";
import { describe, expect, it } from "vitest";
import { configureHref, NO_FILTERS, planMatches } from "~/components/plans";
import { api } from "~/lib/cache/upstream.server";
import { formatSize, formatSpeed } from "~/lib/texts/intl";
import { loadFresh } from "~/test/fresh";
import { mockProviderApi } from "~/test/provider";
import { pageArgs, publishedAt, unwrap } from "~/test/request";
import { writtenOnly } from "~/test/written";
import { loader, shouldRevalidate } from "./product-vps";

const upstream = mockProviderApi();

/** SPEC.md section 9: default currency by language. */
const DEFAULT_CURRENCY = { en: "USD", zh: "HKD", ja: "JPY" } as const;

/** The provider's plans and the rate of `currency`, asked directly. */
async function catalogue(language: Language, currency: string) {
  const [plans, currencies] = await Promise.all([api.plans({ language }), api.currencies({})]);
  const rate = currencies.find((c) => c.type === currency)?.rate;
  if (rate === undefined) throw new Error(`no rate for ${currency}`);
  return { plans, currency: { type: currency, rate } };
}

const load = async (path: string, init: Parameters<typeof pageArgs>[1] = {}) =>
  unwrap(await loader(await pageArgs(path, init)));

describe("product-vps loader", () => {
  it.each([
    ["/product/vps", "en"],
    ["/zh/product/vps", "zh"],
    ["/ja/product/vps", "ja"],
  ] as const)("lists %s in %s with prices in the language's currency", async (path, language) => {
    const { data, status } = await load(path);
    expect(status).toBe(200);
    expect(data.available).toBe(true);
    expect(data.seo.title).toContain(resources[language].common.pages["product-vps"].title);
    expect(data.seo.canonical).toBe(publishedAt("/product/vps", language));

    const expected = await catalogue(language, DEFAULT_CURRENCY[language]);
    expect(data.plans.map((row) => row.id)).toEqual(expected.plans.map((plan) => plan.id));
    const price = (usd: number) => displayPrice(usd, expected.currency, languageTags[language]);
    const write = writtenOnly(data.written);
    for (const [index, plan] of expected.plans.entries()) {
      const row = data.plans[index];
      expect(row).toMatchObject({
        type: plan.type,
        name: plan.name,
        prices: plan.prices,
        soldOut: plan.stock === 0,
      });
      expect(write.money(plan.prices.month)).toBe(price(plan.prices.month));
      expect(write.money(plan.prices.quarter)).toBe(price(plan.prices.quarter));
      expect(write.money(plan.prices.year)).toBe(price(plan.prices.year));
    }
    expect(data.plans.filter((row) => row.type === "dedicated").map((row) => row.id)).toEqual([
      "ded-e2388g",
      "ded-epyc7313p",
      "ded-epyc9354p",
    ]);
    expect(upstream.to("/api/product/cvm/fastSet/search")[0]?.query.get("language")).toBe(language);
  });

  it("says the tables are the page's own on a document, not after a client navigation", async () => {
    // The browser keeps a document's tables as rendered until the visitor filters; the data of
    // a client-side navigation (or of a revalidation) is what it renders them from.
    expect((await load("/product/vps")).data.tablesInPage).toBe(true);
    const navigated = await load("/zh/product/vps.data");
    expect(navigated.data.tablesInPage).toBe(false);
    expect(navigated.data.plans.length).toBeGreaterThan(0);
  });

  it("shows the period discounts of the pricing rule and the sold-out plan", async () => {
    const { data } = await load("/product/vps");
    expect(data.discounts).toEqual({
      quarter: Math.round((1 - PERIOD_DISCOUNT.quarter) * 100),
      year: Math.round((1 - PERIOD_DISCOUNT.year) * 100),
    });
    expect(data.discounts).toEqual({ quarter: 5, year: 15 });
    const enterprise = data.plans.find((row) => row.id === "vps-16c32g");
    expect(enterprise?.soldOut).toBe(true);
    const write = writtenOnly(data.written);
    expect(write.money(enterprise?.prices.month ?? 0)).toBe("$160.00");
    expect(write.money(enterprise?.prices.year ?? 0)).toBe("$1,632.00");
  });

  it("names the plans and the regions in the page's language", async () => {
    const en = (await load("/product/vps")).data;
    const ja = (await load("/ja/product/vps")).data;
    expect(ja.plans.map((row) => row.id)).toEqual(en.plans.map((row) => row.id));
    expect(ja.plans.map((row) => row.description)).not.toEqual(
      en.plans.map((row) => row.description),
    );
    expect(ja.regionNames.tyo).toBe("東京");
    expect(en.regionNames.tyo).toBe("Tokyo");
  });

  it("offers only open regions that sell a plan, and every vCPU and memory size", async () => {
    const { data } = await load("/product/vps");
    expect(data.options.regions.map((region) => region.id)).toEqual([
      "hkg",
      "tyo",
      "sin",
      "lax",
      "nyc",
      "fra",
      "lon",
    ]);
    expect(data.options.cpu).toEqual([1, 2, 4, 8, 16, 32]);
    expect(data.options.memory).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256]);
    expect(writtenOnly(data.written).size(256)).toBe("256 GB");
    // Sydney is not open: no plan lists it, whatever the catalogue says.
    expect(data.plans.some((row) => row.regions.includes("syd"))).toBe(false);
  });

  it("prices in the currency the visitor chose", async () => {
    const { data } = await load("/product/vps", { cookies: { currency: "HKD" } });
    const expected = await catalogue("en", "HKD");
    const first = expected.plans[0];
    const monthly = writtenOnly(data.written).money(data.plans[0]?.prices.month ?? Number.NaN);
    expect(monthly).toBe(
      displayPrice(first?.prices.month ?? Number.NaN, expected.currency, languageTags.en),
    );
    expect(monthly).toMatch(/HK\$/);
  });

  it("writes every size, speed and price it shows as the page's language does, so the browser needs no formatter", async () => {
    const { data } = await load("/ja/product/vps");
    // Throws on a number the loader did not write.
    const write = writtenOnly(data.written);
    const written: string[] = [];
    for (const row of data.plans) {
      expect(write.size(row.memoryGb)).toBe(formatSize(row.memoryGb, languageTags.ja));
      expect(write.size(row.diskGb)).toBe(formatSize(row.diskGb, languageTags.ja));
      expect(write.speed(row.bandwidthMbps)).toBe(formatSpeed(row.bandwidthMbps, languageTags.ja));
      if (row.trafficGb !== null)
        expect(write.size(row.trafficGb)).toBe(formatSize(row.trafficGb, languageTags.ja));
      for (const usd of [row.prices.month, row.prices.quarter, row.prices.year])
        expect(write.money(usd)).toBe(displayPrice(usd, data.currency, languageTags.ja));
      written.push(write.size(row.diskGb), row.trafficGb === null ? "" : write.size(row.trafficGb));
    }
    for (const gb of data.options.memory) write.size(gb);
    expect(written.some((text) => /TB$/.test(text))).toBe(true);
  });

  it("reads the filters of a GET form without JavaScript", async () => {
    const { data } = await load("/zh/product/vps?region=fra&cpu=4&memory=16");
    expect(data.filters).toEqual({ region: "fra", cpu: 4, memory: 16 });
    const shown = data.plans.filter((plan) => planMatches(plan, data.filters));
    expect(shown.map((plan) => plan.id)).toEqual([
      "vps-8c16g",
      "vps-16c32g",
      "ded-e2388g",
      "ded-epyc7313p",
      "ded-epyc9354p",
      "cvm-l16",
    ]);
    // Only Frankfurt's plans: nothing sold in New York alone slips through.
    const newYork = (await load("/product/vps?region=nyc")).data;
    const inNewYork = newYork.plans.filter((plan) => planMatches(plan, newYork.filters));
    expect(new Set(inNewYork.map((plan) => plan.type))).toEqual(new Set(["vps"]));
  });

  it("ignores malformed, unknown and hostile filter values instead of failing", async () => {
    for (const query of [
      "region=mars&cpu=-1&memory=abc",
      "region=syd&cpu=1e9&memory=Infinity",
      "region=%3Cscript%3E&cpu=1.5.2&memory=",
      "region[]=hkg&cpu=NaN&cpu=8",
      `region=${"a".repeat(5000)}`,
    ]) {
      const { data, status } = await load(`/product/vps?${query}`);
      expect(status, query).toBe(200);
      expect(data.filters, query).toEqual(NO_FILTERS);
    }
  });

  it("sends the configurator the plan, its type and the region filtered by", async () => {
    const { data } = await load("/product/vps?region=tyo");
    const plan = data.plans.find((row) => row.id === "cvm-s4");
    if (!plan) throw new Error("no cvm-s4");
    expect(configureHref("http://site", plan, data.filters.region)).toBe(
      "http://site/product/vps-buy?type=cvm&plan=cvm-s4&region=tyo",
    );
    // A region the plan is not sold in is not passed on.
    const nyc = data.plans.find((row) => row.id === "ded-e2388g");
    if (!nyc) throw new Error("no ded-e2388g");
    expect(configureHref("", nyc, "nyc")).toBe("/product/vps-buy?type=dedicated&plan=ded-e2388g");
  });

  it("filters in the browser without asking again, but reloads prices for a new currency", () => {
    const at = (path: string) => new URL(path, "http://site");
    const args = (from: string, to: string) =>
      ({
        currentUrl: at(from),
        nextUrl: at(to),
        defaultShouldRevalidate: true,
      }) as Parameters<typeof shouldRevalidate>[0];
    expect(shouldRevalidate(args("/product/vps", "/product/vps?region=fra"))).toBe(false);
    expect(shouldRevalidate(args("/product/vps?cpu=4", "/product/vps"))).toBe(false);
    // useRevalidator() after the currency changed: same URL, prices in the new currency.
    expect(shouldRevalidate(args("/product/vps?cpu=4", "/product/vps?cpu=4"))).toBe(true);
    expect(shouldRevalidate(args("/product/vps", "/zh/product/vps"))).toBe(true);
  });

  it("keeps showing the cached catalogue while the provider is down", async () => {
    const before = (await load("/ja/product/vps")).data;
    upstream.down();
    const during = (await load("/ja/product/vps")).data;
    expect(during.available).toBe(true);
    expect(during.plans).toEqual(before.plans);
  });

  it("still answers the page, marked unavailable, when the provider is down and nothing is cached", async () => {
    upstream.down();
    const { data, status } = await loadFresh(() => import("./product-vps"), "/zh/product/vps");
    expect(status).toBe(200);
    expect(data.available).toBe(false);
    expect(data.plans).toEqual([]);
    expect(upstream.requests.length).toBeGreaterThan(0);
  });
});
