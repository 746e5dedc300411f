// The home page's loader: every product line with its "from" price from the catalogue in the
// visitor's currency, the regions, the current offers, the review summary and its JSON-LD;
// and the action that rates the site.

import { MOCK_BASE_URL, mockUser } from "@hostfront/api-client/mocks";
import { displayPrice, roundStar } from "@hostfront/commerce";
import { languageTags, resources } from "@hostfront/i18n";
import { productLines } from "@hostfront/ui";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { serverOnlyContext } from "~/context";
import { LIMITS } from "~/lib/http/rate-limit.server";
import { refreshReview } from "~/lib/page/shell.server";
import { verdictOf } from "~/lib/page-cache/inputs.server";
import { CATALOGUE_KEY } from "~/lib/page-values/home";
import { loader as rootLoader } from "~/root";
import { loadFresh } from "~/test/fresh";
import { mockProviderApi } from "~/test/provider";
import { answered, pageArgs, postForm, publishedAt, unwrap, watched } from "~/test/request";
import { action, loader, meta } from "./index";
import { type HomeCatalogue, ratingJsonLd } from "./index.server";

const upstream = mockProviderApi();

const load = async (path: string, init: Parameters<typeof pageArgs>[1] = {}) =>
  unwrap(await loader(await pageArgs(path, init)));

/**
 * The page's answer and what its islands show: a document keeps the catalogue out of its data
 * (it is in the HTML only); the server's render reads it from the request's server values.
 */
async function loadCatalogue(path: string, init: Parameters<typeof pageArgs>[1] = {}) {
  const args = await pageArgs(path, init);
  const answer = unwrap(await loader(args));
  const catalogue = args.context.get(serverOnlyContext).get(CATALOGUE_KEY) as HomeCatalogue;
  return { ...answer, catalogue };
}

const RATES = { USD: 1, HKD: 7.78, JPY: 151.2 } as const;
const price = (usd: number, currency: keyof typeof RATES, language: "en" | "zh" | "ja") =>
  displayPrice(usd, { type: currency, rate: RATES[currency] }, languageTags[language]);

describe("home loader", () => {
  it.each(["en", "zh", "ja"] as const)("describes the home page in %s", async (language) => {
    const path = language === "en" ? "/" : `/${language}`;
    const { data, status, headers } = await load(path);
    const texts = resources[language].common.pages.index;
    expect(status).toBe(200);
    expect(data.seo.title).toBe(texts.title);
    expect(data.seo.description).toBe(texts.description);
    expect(data.seo.canonical).toBe(publishedAt("/", language));
    expect(data.seo.noindex).toBe(false);
    // DESIGN.md: public pages may be kept by a CDN and served stale while refreshing.
    expect(headers.get("cache-control")).toMatch(/\bpublic\b/);
    expect(headers.get("cache-control")).toMatch(/s-maxage=\d+/);
    expect(headers.get("cache-control")).toMatch(/stale-while-revalidate=\d+/);
  });

  it.each([
    ["/", "en", "USD"],
    ["/zh", "zh", "HKD"],
    ["/ja", "ja", "JPY"],
  ] as const)(
    "prices every product line from the catalogue on %s in %s",
    async (path, language, currency) => {
      const { catalogue: data } = await loadCatalogue(path);
      const from = Object.fromEntries(data.products.map((line) => [line.key, line.from]));
      const at = (usd: number) => price(usd, currency, language);
      expect(data.products.map((line) => [line.key, line.path])).toEqual(
        productLines.map((line) => [line.key, line.path]),
      );
      // A line whose card leads to an article says where to buy it or whom to ask.
      const actions = Object.fromEntries(
        data.products.flatMap((line) => (line.action ? [[line.key, line.action]] : [])),
      );
      expect(actions).toEqual({
        disks: { key: "configure", path: "/product/vps-buy?type=cvm" },
        snapshots: { key: "configure", path: "/product/vps-buy" },
        databases: { key: "ask", path: "/contact?topic=sales" },
        php: { key: "ask", path: "/contact?topic=sales" },
      });
      expect(from).toEqual({
        // FACTS.md: VPS Starter $5, Dedicated E-2388G $129, Cloud S2 $12 a month.
        vps: { unit: "month", price: at(5) },
        dedicated: { unit: "month", price: at(129) },
        cvm: { unit: "month", price: at(12) },
        // Standard HDD, the cheapest disk (sold in lax, nyc and fra), and snapshots per GB.
        disks: { unit: "gbMonth", price: at(0.03) },
        snapshots: { unit: "gbMonth", price: at(0.05) },
        iso: { unit: "free" },
        databases: { unit: "month", price: at(15) },
        // .com on promotion for its first year.
        domains: { unit: "firstYear", suffix: ".com", price: at(8.88) },
        php: { unit: "month", price: at(2.99) },
      });
      expect(data.heroPrice).toBe(at(5));
    },
  );

  it("prices in the currency the visitor chose", async () => {
    const { catalogue: data } = await loadCatalogue("/ja", { cookies: { currency: "HKD" } });
    expect(data.products.find((line) => line.key === "php")?.from).toEqual({
      unit: "month",
      price: price(2.99, "HKD", "ja"),
    });
  });

  it("lists the regions with their country in the page's language, and the one coming", async () => {
    const { catalogue: data } = await loadCatalogue("/zh");
    expect(data.regions?.map((region) => region.id)).toEqual([
      "hkg",
      "tyo",
      "sin",
      "lax",
      "nyc",
      "fra",
      "lon",
      "syd",
    ]);
    expect(data.regions?.find((region) => region.id === "fra")).toEqual({
      id: "fra",
      city: "美因河畔法兰克福",
      country: "德国",
      available: true,
      products: ["vps", "cvm", "dedicated"],
    });
    expect(data.regions?.find((region) => region.id === "syd")?.available).toBe(false);
  });

  it("shows the activities and group-buys running now with their sale prices", async () => {
    const { catalogue: data } = await loadCatalogue("/");
    expect(data.activities?.map((activity) => [activity.id, activity.from, activity.href])).toEqual(
      [
        ["act-autumn-vps", "$79.00", "/activity/vps"],
        ["act-first-month", "$1.00", "/activity/promotion"],
      ],
    );
    expect(data.activities?.[0]?.original).toBe("$102.00");
    expect(data.groupBuys?.find((offer) => offer.id === "pt-vps-2c4g")).toMatchObject({
      price: "$139.00",
      original: "$204.00",
      groupSize: 3,
      href: "/activity/pintuan/part-vps/pt-vps-2c4g",
    });
  });

  it("gives the review summary as stars and as schema.org AggregateRating", async () => {
    const { data, catalogue } = await loadCatalogue("/ja");
    expect(data.review).toMatchObject({ ratingValue: 4.7, reviewCount: 1284 });
    expect(data.review?.stars).toBe(roundStar(4.7));
    const ld = JSON.parse(catalogue.jsonLd ?? "null");
    expect(ld).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Hostfront",
      url: publishedAt("/", "ja"),
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: 4.7,
        reviewCount: 1284,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });

  it("keeps what its islands show and its form key out of a document's data", async () => {
    const { data } = await load("/ja");
    expect(data.catalogue).toBeNull();
    expect(data.formKey).toBeNull();
    const { data: navigated } = await load("/ja.data");
    expect(navigated.catalogue?.products.length).toBe(productLines.length);
    expect(navigated.formKey).toEqual(expect.any(String));
  });

  it("escapes the JSON-LD so nothing can close its script tag", () => {
    const json = ratingJsonLd(
      { ratingValue: 4.5, reviewCount: 10 },
      "</script><script>alert(1)</script>",
      "https://example.com/?a=<b>&c",
    );
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json).name).toBe("</script><script>alert(1)</script>");
  });

  it("asks the provider once, then answers from the cache", async () => {
    vi.resetModules();
    const [fresh, request] = await Promise.all([import("./index"), import("~/test/request")]);
    await fresh.loader(await request.pageArgs("/"));
    const first = upstream.requests.length;
    // Currencies, plans, regions, the disks of the 7 open regions, snapshots, hosting plans,
    // suffixes, two kinds of activities, group-buys and the review summary.
    expect(first).toBe(17);
    expect(upstream.to("/api/cvm/disk/getDiskProduct")).toHaveLength(7);
    expect(upstream.to("/api/product/hosting/search")[0]?.query.get("language")).toBe("en");
    await fresh.loader(await request.pageArgs("/"));
    expect(upstream.requests.length).toBe(first);
  });

  it("still answers 200 with what it has when parts of the provider fail", async () => {
    vi.resetModules();
    const [fresh, request] = await Promise.all([import("./index"), import("~/test/request")]);
    upstream.use(
      http.get(`${MOCK_BASE_URL}/api/product/hosting/search`, () => HttpResponse.error()),
      http.post(`${MOCK_BASE_URL}/api/activity/pintuan/cvm/search`, () =>
        HttpResponse.json({ code: 5000, message: "failed" }, { status: 500 }),
      ),
    );
    // A client navigation's data request: the catalogue travels in the data.
    const { data, status } = request.unwrap(await fresh.loader(await request.pageArgs("/_.data")));
    expect(status).toBe(200);
    const catalogue = data.catalogue as HomeCatalogue;
    const from = Object.fromEntries(catalogue.products.map((line) => [line.key, line.from]));
    expect(from.php).toBeNull();
    expect(from.databases).toBeNull();
    expect(from.vps).toEqual({ unit: "month", price: "$5.00" });
    expect(catalogue.groupBuys).toBeNull();
    expect(catalogue.activities?.length).toBe(2);
  });

  it("still answers the page when the provider is down and nothing is cached", async () => {
    upstream.down();
    const { data, status } = await loadFresh(() => import("./index"), "/zh.data");
    expect(status).toBe(200);
    const catalogue = data.catalogue as HomeCatalogue;
    expect(
      catalogue.products.every((line) => line.from === null || line.from.unit === "free"),
    ).toBe(true);
    expect(catalogue.regions).toBeNull();
    expect(data.review).toBeNull();
    expect(catalogue.jsonLd).toBeNull();
  });

  it("links every language version and an x-default", async () => {
    const args = await pageArgs("/zh");
    const { data } = unwrap(await loader(args));
    const root = unwrap(await rootLoader(args)).data;
    const tags = meta({
      loaderData: data,
      matches: [{ id: "root", loaderData: root }],
      location: { pathname: "/zh" },
    } as unknown as Parameters<typeof meta>[0]);
    expect(tags.filter((tag) => "hrefLang" in tag)).toEqual([
      { tagName: "link", rel: "alternate", hrefLang: "en", href: publishedAt("/", "en") },
      { tagName: "link", rel: "alternate", hrefLang: "zh", href: publishedAt("/", "zh") },
      { tagName: "link", rel: "alternate", hrefLang: "ja", href: publishedAt("/", "ja") },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: publishedAt("/", "en") },
    ]);
    expect(tags).toContainEqual({ property: "og:locale", content: "zh_CN" });
  });

  it("describes the page, not the data request, on client navigation", async () => {
    const { data } = await load("/ja.data");
    expect(data.seo.canonical).toBe(publishedAt("/", "ja"));
    expect(data.seo.title).toBe(resources.ja.common.pages.index.title);
  });

  it("varies by Cookie, the currency one only: a CDN must not serve one visitor's currency to another", async () => {
    const { result, watch } = await watched(
      await pageArgs("/zh", { cookies: { currency: "JPY", _ga: "GA1.1.1.2" } }),
      async (args) => unwrap(await loader(args)),
    );
    expect(result.headers.get("cache-control")).toMatch(/\bpublic\b/);
    expect([...watch.cookies]).toEqual(["currency"]);
    expect(verdictOf(watch)).toEqual({ personal: null, undeclared: false, vary: ["Cookie"] });
  });

  it("keeps a logged-in user's page out of shared caches", async () => {
    const { headers } = await load("/", { token: "a-session-token-0123456789" });
    expect(headers.get("cache-control")).toMatch(/\bprivate\b/);
    expect(headers.get("cache-control")).not.toMatch(/\bpublic\b|s-maxage/);
  });
});

describe("rating the site", () => {
  const COMMENT = "/api/home/footer/comment";
  const REFRESH = "/api/home/review/refresh";
  const prefix = (language: "en" | "zh" | "ja") => (language === "en" ? "" : `/${language}`);
  let formKeys = 0;
  const fields = (overrides: Record<string, string> = {}) => ({
    formKey: `5c1d2e3f-4a5b-4c6d-8e9f-${String(++formKeys).padStart(12, "0")}`,
    rating: "4",
    comment: "Quick setup, helpful docs.",
    ...overrides,
  });
  const post = async (path: string, form: Record<string, string>, token?: string) =>
    action(await postForm(path, form, token === undefined ? {} : { token }));

  // The summary is cached for the whole process; each test starts from its provider's.
  beforeEach(async () => {
    const { context } = await pageArgs("/");
    await refreshReview(context);
    upstream.requests.length = 0;
  });

  it.each(["en", "zh", "ja"] as const)(
    "takes stars and a comment without JavaScript (%s), then shows the recomputed summary",
    async (language) => {
      const before = (await load(prefix(language) || "/")).data.review;
      // A script posts to `/_.data` (React Router's data URL of the root path); both come home.
      const response = (await post(
        language === "en" ? "/_.data?index" : `/${language}.data?index`,
        fields(),
      )) as Response;
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe(`${prefix(language) || "/"}?rated=4#rate`);

      const [sent] = upstream.to(COMMENT);
      expect(sent?.body).toEqual({ language, rating: 4, content: "Quick setup, helpful docs." });
      expect(sent?.headers.get("idempotency-key")).toMatch(/^form-[A-Za-z0-9_-]{43}$/);
      // The cached summary was dropped and recomputed by the provider.
      expect(upstream.to(REFRESH)).toHaveLength(1);

      upstream.requests.length = 0;
      const after = await load(`${prefix(language) || "/"}?rated=4`);
      expect(after.data.rated).toBe(4);
      // The thanks comes translated: the document embeds no thanks text of its own.
      expect(after.data.thanks).toBe(
        resources[language].common.pages.index.rate.thanks.replace("{{stars}}", "4"),
      );
      expect(after.data.review?.reviewCount).toBe((before?.reviewCount ?? 0) + 1);
      // Served from the refreshed cache entry: the provider is not asked for it again.
      expect(upstream.to("/api/home/review/summary")).toEqual([]);
    },
  );

  it("rounds the new average by the star rule", async () => {
    upstream.use(
      http.post(`${MOCK_BASE_URL}${REFRESH}`, () =>
        HttpResponse.json({ code: 2000, message: { ratingValue: 4.4, reviewCount: 1285 } }),
      ),
    );
    await post("/", fields({ rating: "1" }));
    const { data } = await load("/");
    expect(data.review).toEqual({ ratingValue: 4.4, reviewCount: 1285, stars: roundStar(4.4) });
    expect(data.review?.stars).toBe(4.5);
  });

  it.each(["en", "zh", "ja"] as const)(
    "shows the problems in %s, keeps what was typed and sends nothing",
    async (language) => {
      const t = resources[language].common;
      const missing = answered(await post(prefix(language) || "/", fields({ rating: "" })));
      expect(missing.status).toBe(400);
      expect(missing.data.errors).toEqual({ rating: t.pages.index.rate.required });
      expect(missing.data.values).toMatchObject({ comment: "Quick setup, helpful docs." });

      const wrong = answered(
        await post(prefix(language) || "/", fields({ rating: "6", comment: "x".repeat(501) })),
      );
      expect(wrong.data.errors).toEqual({
        rating: t.pages.index.rate.required,
        comment: t.validation.tooLong,
      });
      expect(upstream.to(COMMENT)).toEqual([]);
    },
  );

  it("takes one rating per visitor per day; another visitor on the same address may rate", async () => {
    expect(((await post("/zh", fields())) as Response).status).toBe(303);
    const again = answered(await post("/zh", fields({ rating: "5" })));
    expect(again.status).toBe(429);
    expect(again.data.formError).toBe(resources.zh.common.pages.index.rate.already);
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(again.headers.get("retry-after"))).toBeLessThanOrEqual(24 * 60 * 60);
    expect(upstream.to(COMMENT)).toHaveLength(1);
    // A logged-in visitor is counted by their session, not the shared address.
    const member = (await post("/", fields(), mockUser.token)) as Response;
    expect(member.status).toBe(303);
    expect(upstream.to(COMMENT)[1]?.headers.get("authorization")).toBe(`Bearer ${mockUser.token}`);
  });

  it("does not use up the day when the provider fails, and limits the tries", async () => {
    upstream.use(
      http.post(`${MOCK_BASE_URL}${COMMENT}`, () =>
        HttpResponse.json({ code: 5000, message: "down" }, { status: 500 }),
      ),
    );
    for (let i = 0; i < LIMITS.rating.max; i++) {
      const failed = answered(await post("/ja", fields()));
      expect(failed.status).toBe(502);
      expect(failed.data.values).toMatchObject({ rating: "4" });
      expect(failed.data.formError).toBeTruthy();
    }
    const limited = answered(await post("/ja", fields()));
    expect(limited.status).toBe(429);
    expect(limited.data.formError).toBe(resources.ja.common.errors.status[429]);
    expect(limited.headers.get("retry-after")).toBeTruthy();
  });

  it("refuses a post from another site", async () => {
    const crossSite = answered(
      await action(await postForm("/", fields(), { headers: { origin: "https://evil.example" } })),
    );
    expect(crossSite.status).toBe(403);
    expect(upstream.to(COMMENT)).toEqual([]);
  });
});
