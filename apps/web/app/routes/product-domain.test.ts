// The domain page: the suffix catalogue in the visitor's currency, a name read the way a
// registry reads it, and the check run by the loader from the GET form's query.
import { MOCK_BASE_URL } from "@hostfront/api-client/mocks";
import { displayPrice } from "@hostfront/commerce";
import { type Language, languageTags, resources } from "@hostfront/i18n";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { api } from "~/lib/cache/upstream.server";
import { loadFresh } from "~/test/fresh";
import { mockProviderApi } from "~/test/provider";
import { pageArgs, unwrap } from "~/test/request";
import { loader } from "./product-domain";
import { readDomainName } from "./product-domain.server";

const upstream = mockProviderApi();

/** SPEC.md section 9: default currency by language. */
const DEFAULT_CURRENCY = { en: "USD", zh: "HKD", ja: "JPY" } as const;
const PREFIX = { en: "", zh: "/zh", ja: "/ja" } as const;
const CHECK = "/api/domain/suffix/check";

async function rateOf(currency: string) {
  const rate = (await api.currencies({})).find((c) => c.type === currency)?.rate;
  if (rate === undefined) throw new Error(`no rate for ${currency}`);
  return { type: currency, rate };
}

const load = async (path: string, init: Parameters<typeof pageArgs>[1] = {}) =>
  unwrap(await loader(await pageArgs(path, init)));

describe("reading a typed name", () => {
  const known = [".com", ".net", ".co", ".co.uk", ".cn", ".com.cn", ".io"];
  it.each([
    ["example", "example", null],
    ["  Example.COM ", "example", ".com"],
    ["https://www.my-shop.co.uk/pricing?x=1", "my-shop", ".co.uk"],
    ["shop.com.cn", "shop", ".com.cn"],
    ["www.example.io.", "example", ".io"],
    ["例子", "xn--fsqu00a", null],
    ["例子.com", "xn--fsqu00a", ".com"],
    ["BÜCHER", "xn--bcher-kva", null],
    ["xn--fsqu00a", "xn--fsqu00a", null],
    ["a", "a", null],
    [`${"a".repeat(63)}.net`, "a".repeat(63), ".net"],
  ])("reads %j as %s under %s", (typed, label, suffix) => {
    expect(readDomainName(typed, known)).toMatchObject({ ok: true, label, suffix });
  });

  it("keeps the name as people read it", () => {
    expect(readDomainName("例子.com", known)).toMatchObject({ unicode: "例子" });
  });

  it.each([
    ["", "required"],
    ["   ", "required"],
    ["https://", "required"],
    ["a".repeat(64), "tooLong"],
    // 30 different characters: 87 once encoded.
    [
      Array.from({ length: 30 }, (_, i) => String.fromCodePoint(0x4e00 + i * 97)).join(""),
      "tooLong",
    ],
    ["a".repeat(300), "tooLong"],
    ["my shop", "characters"],
    ["my_shop", "characters"],
    ["shop!", "characters"],
    ["😀", "characters"],
    ["\u0000abc", "characters"],
    ["a..com", "characters"],
    ["-shop", "hyphens"],
    ["shop-", "hyphens"],
    ["ab--cd", "hyphens"],
    ["xn--zzzz", "idn"],
    ["mail.example.com", "subdomain"],
  ])("refuses %j (%s)", (typed, problem) => {
    expect(readDomainName(typed, known)).toMatchObject({ ok: false, problem });
  });

  it("names the suffix it does not sell", () => {
    expect(readDomainName("example.zzz", known)).toEqual({
      ok: false,
      problem: "unknownSuffix",
      suffix: ".zzz",
    });
  });
});

describe("product-domain loader: the catalogue", () => {
  it.each(["en", "zh", "ja"] as const)(
    "lists every suffix in %s with its prices in the language's currency",
    async (language: Language) => {
      const { data, status, headers } = await load(`${PREFIX[language]}/product/domain`);
      expect(status).toBe(200);
      expect(headers.get("cache-control")).toMatch(/^public/);
      expect(data.seo.title).toContain(resources[language].common.pages["product-domain"].title);
      expect(data.seo.noindex).toBe(false);
      expect(data.check).toBeNull();
      expect(data.currency).toBe(DEFAULT_CURRENCY[language]);

      const suffixes = await api.domainSuffixes({ language });
      const currency = await rateOf(DEFAULT_CURRENCY[language]);
      const price = (usd: number) => displayPrice(usd, currency, languageTags[language]);
      expect(data.suffixes).toHaveLength(suffixes.length);
      const com = data.suffixes.find((s) => s.suffix === ".com");
      const source = suffixes.find((s) => s.suffix === ".com");
      expect(com).toMatchObject({
        register: price(source?.promoRegisterUsd ?? Number.NaN),
        regular: price(source?.registerUsd ?? Number.NaN),
        renew: price(source?.renewUsd ?? Number.NaN),
        transfer: price(source?.transferUsd ?? Number.NaN),
        description: source?.description,
      });
      // Featured first.
      const firstPlain = data.suffixes.findIndex((s) => !s.featured);
      expect(data.suffixes.slice(firstPlain).every((s) => !s.featured)).toBe(true);
      // The featured suffixes are what the form checks unless told otherwise.
      expect(data.scope).toBe("featured");
      expect(data.selected).toEqual(suffixes.filter((s) => s.featured).map((s) => s.suffix));
      expect(upstream.to(CHECK)).toEqual([]);
    },
  );

  it("keeps the terms of each suffix (minimum and maximum years)", async () => {
    const { data } = await load("/product/domain");
    expect(data.suffixes.find((s) => s.suffix === ".ai")).toMatchObject({ minYears: 2 });
    expect(data.suffixes.find((s) => s.suffix === ".jp")).toMatchObject({
      minYears: 1,
      maxYears: 1,
    });
  });

  it("prices in the currency the visitor chose", async () => {
    const { data } = await load("/ja/product/domain", { cookies: { currency: "EUR" } });
    expect(data.currency).toBe("EUR");
    expect(data.suffixes[0]?.register).toMatch(/€/);
  });
});

describe("product-domain loader: the check", () => {
  it("checks a name under the featured suffixes and prices what is free", async () => {
    const { data } = await load("/zh/product/domain?name=my-shop-2026");
    expect(data.seo.noindex).toBe(true);
    expect(data.check).toMatchObject({ state: "done", name: "my-shop-2026" });
    const [sent] = upstream.to(CHECK);
    expect(sent?.body).toEqual({ name: "my-shop-2026", suffixes: data.selected });
    if (data.check?.state !== "done") throw new Error("no results");
    const currency = await rateOf("HKD");
    const com = data.check.results.find((r) => r.suffix === ".com");
    expect(com).toMatchObject({
      domain: "my-shop-2026.com",
      status: "available",
      premium: false,
      register: displayPrice(8.88, currency, languageTags.zh),
    });
    expect(com?.register).toMatch(/HK\$/);
    const url = new URL(com?.registerUrl ?? "");
    expect(url.origin).toBe("https://console.hostfront.test");
    expect(url.searchParams.get("domain")).toBe("my-shop-2026.com");
    expect(url.searchParams.get("lang")).toBe("zh");
    expect(data.check.available).toBe(data.check.results.length);
  });

  it("splits off a typed suffix and checks it first", async () => {
    const { data } = await load("/product/domain?name=My-Shop-2026.co.uk");
    if (data.check?.state !== "done") throw new Error("no results");
    expect(data.check.results[0]?.domain).toBe("my-shop-2026.co.uk");
    expect(upstream.to(CHECK)[0]?.body).toMatchObject({ name: "my-shop-2026" });
  });

  it("says which names are taken or reserved", async () => {
    const taken = (await load("/product/domain?name=google")).data.check;
    if (taken?.state !== "done") throw new Error("no results");
    expect(taken.available).toBe(0);
    expect(taken.results.every((r) => r.status === "registered" && r.registerUrl === null)).toBe(
      true,
    );
    const reserved = (await load("/product/domain?name=example.com")).data.check;
    if (reserved?.state !== "done") throw new Error("no results");
    expect(reserved.results[0]).toMatchObject({ domain: "example.com", status: "reserved" });
  });

  it("prices a short name as premium", async () => {
    const { data } = await load("/product/domain?name=abc.net&suffixes=.net");
    if (data.check?.state !== "done") throw new Error("no results");
    expect(data.check.results).toHaveLength(1);
    expect(data.check.results[0]).toMatchObject({ premium: true, status: "available" });
    const net = data.suffixes.find((s) => s.suffix === ".net");
    expect(data.check.results[0]?.register).not.toBe(net?.register);
  });

  it("checks every suffix, or the ones chosen, and drops unknown ones", async () => {
    const all = (await load("/product/domain?name=zebra-42&scope=all")).data;
    expect(all.scope).toBe("all");
    if (all.check?.state !== "done") throw new Error("no results");
    expect(all.check.results).toHaveLength(all.suffixes.length);

    upstream.requests.length = 0;
    const chosen = (
      await load(
        "/product/domain?name=zebra-42&suffixes=.NET&suffixes=io,.zzz,<script>&suffixes=.net",
      )
    ).data;
    expect(chosen.scope).toBe("custom");
    expect(chosen.selected).toEqual([".net", ".io"]);
    expect(upstream.to(CHECK)[0]?.body).toEqual({ name: "zebra-42", suffixes: [".net", ".io"] });
  });

  it("checks an internationalised name in its xn-- form", async () => {
    const { data } = await load(`/ja/product/domain?name=${encodeURIComponent("例子.com")}`);
    if (data.check?.state !== "done") throw new Error("no results");
    expect(data.check).toMatchObject({ name: "例子", ascii: "xn--fsqu00a" });
    expect(data.check.results[0]).toMatchObject({
      domain: "例子.com",
      ascii: "xn--fsqu00a.com",
    });
    expect(upstream.to(CHECK)[0]?.body).toMatchObject({ name: "xn--fsqu00a" });
  });

  it.each(["en", "zh", "ja"] as const)(
    "refuses a name a registry would refuse, without asking the provider (%s)",
    async (language) => {
      const texts = resources[language].common.pages["product-domain"].problems;
      for (const [typed, problem] of [
        ["-shop", "hyphens"],
        ["my shop", "characters"],
        ["mail.example.com", "subdomain"],
        ["example.zzz", "unknownSuffix"],
        ["", "required"],
      ] as const) {
        const { data, status } = await load(
          `${PREFIX[language]}/product/domain?name=${encodeURIComponent(typed)}`,
        );
        expect(status).toBe(200);
        expect(data.check).toMatchObject({ state: "invalid", problem });
        expect(data.query).toBe(typed);
        expect(texts[problem]).not.toBe("");
      }
      expect(upstream.to(CHECK)).toEqual([]);
    },
  );

  it("shows the provider's refusal of the name as a problem with the name", async () => {
    upstream.use(
      http.post(`${MOCK_BASE_URL}${CHECK}`, () =>
        HttpResponse.json(
          { code: 4000, message: "bad name", fields: { name: "validation.domain" } },
          { status: 400 },
        ),
      ),
    );
    const { data, status } = await load("/product/domain?name=fine-name");
    expect(status).toBe(200);
    expect(data.check).toEqual({ state: "invalid", problem: "characters", suffix: null });
  });

  it("says the check is unavailable when the provider fails it, and still shows the catalogue", async () => {
    await load("/product/domain");
    upstream.use(http.post(`${MOCK_BASE_URL}${CHECK}`, () => HttpResponse.error()));
    const { data, status } = await load("/product/domain?name=fine-name");
    expect(status).toBe(200);
    expect(data.check).toEqual({ state: "failed", code: null });
    expect(data.available).toBe(true);
  });

  it("answers the page, marked unavailable, when the provider is down and nothing is cached", async () => {
    upstream.down();
    const { data, status } = await loadFresh(
      () => import("./product-domain"),
      "/zh/product/domain?name=example",
    );
    expect(status).toBe(200);
    expect(data.available).toBe(false);
    expect(data.suffixes).toEqual([]);
    expect(data.check).toEqual({ state: "failed", code: null });
  });

  it("never fails on hostile queries", async () => {
    for (const query of [
      `name=${"a".repeat(100_000)}`,
      `name=${encodeURIComponent("<script>alert(1)</script>.com")}`,
      `name=%00%0d%0a&suffixes=${encodeURIComponent(".com\r\n")}`,
      `name=x&${Array.from({ length: 500 }, (_, i) => `suffixes=.s${i}`).join("&")}`,
      "name=%E0%A4%A&scope=all",
      "name=constructor&suffixes=__proto__",
    ]) {
      const { data, status } = await load(`/product/domain?${query}`);
      expect(status).toBe(200);
      expect(data.check).not.toBeNull();
      expect((data.query ?? "").length).toBeLessThanOrEqual(256);
    }
  });
});
