import { displayPrice } from "@hostfront/commerce";
import { type Language, languageTags, resources } from "@hostfront/i18n";
import { describe, expect, it, vi } from "vitest";
import { api } from "~/lib/upstream.server";
import { mockProviderApi } from "~/test/provider";
import { pageArgs, publishedAt, unwrap } from "~/test/request";
import { loader } from "./product-vps";

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

describe("product-vps loader", () => {
  it.each([
    ["/product/vps", "en"],
    ["/zh/product/vps", "zh"],
    ["/ja/product/vps", "ja"],
  ] as const)("lists %s in %s with prices in the language's currency", async (path, language) => {
    const { data, status } = unwrap(await loader(await pageArgs(path)));
    expect(status).toBe(200);
    expect(data.available).toBe(true);
    expect(data.seo.title).toContain(resources[language].common.pages["product-vps"].title);
    expect(data.seo.canonical).toBe(publishedAt("/product/vps", language));

    const expected = await catalogue(language, DEFAULT_CURRENCY[language]);
    const vps = expected.plans.filter((plan) => plan.type === "vps");
    expect(data.vps.map((row) => row.id)).toEqual(vps.map((plan) => plan.id));
    for (const [index, plan] of vps.entries()) {
      const row = data.vps[index];
      expect(row?.name).toBe(plan.name);
      expect(row?.monthly).toBe(
        displayPrice(plan.prices.month, expected.currency, languageTags[language]),
      );
      expect(row?.soldOut).toBe(plan.stock === 0);
    }
    expect(data.dedicated.map((row) => row.id)).toEqual(
      expected.plans.filter((plan) => plan.type === "dedicated").map((plan) => plan.id),
    );
    expect(upstream.to("/api/product/cvm/fastSet/search")[0]?.query.get("language")).toBe(language);
  });

  it("names the plans in the page's language", async () => {
    const en = unwrap(await loader(await pageArgs("/product/vps"))).data;
    const ja = unwrap(await loader(await pageArgs("/ja/product/vps"))).data;
    expect(ja.vps.map((row) => row.id)).toEqual(en.vps.map((row) => row.id));
    expect(ja.vps.map((row) => row.description)).not.toEqual(en.vps.map((row) => row.description));
  });

  it("prices in the currency the visitor chose", async () => {
    const { data } = unwrap(
      await loader(await pageArgs("/product/vps", { cookies: { currency: "HKD" } })),
    );
    const expected = await catalogue("en", "HKD");
    const first = expected.plans.find((plan) => plan.type === "vps");
    expect(data.vps[0]?.monthly).toBe(
      displayPrice(first?.prices.month ?? Number.NaN, expected.currency, languageTags.en),
    );
    expect(data.vps[0]?.monthly).toMatch(/HK\$/);
  });

  it("keeps showing the cached catalogue while the provider is down", async () => {
    const before = unwrap(await loader(await pageArgs("/ja/product/vps"))).data;
    upstream.down();
    const during = unwrap(await loader(await pageArgs("/ja/product/vps"))).data;
    expect(during.available).toBe(true);
    expect(during.vps).toEqual(before.vps);
  });

  it("still answers the page, marked unavailable, when the provider is down and nothing is cached", async () => {
    vi.resetModules();
    const [fresh, request] = await Promise.all([import("./product-vps"), import("~/test/request")]);
    upstream.down();
    const { data, status } = request.unwrap(
      await fresh.loader(await request.pageArgs("/zh/product/vps")),
    );
    expect(status).toBe(200);
    expect(data.available).toBe(false);
    expect(data.vps).toEqual([]);
    expect(data.cvm).toEqual([]);
    expect(data.dedicated).toEqual([]);
    expect(upstream.requests.length).toBeGreaterThan(0);
  });
});
