// The documentation pages' loaders: the home, an article (its body sent once), the search
// results, and the instant-search API, in every language.
import { MOCK_BASE_URL } from "@hostfront/api-client/mocks";
import { type Language, resources } from "@hostfront/i18n";
import { describe, expect, it } from "vitest";
import { requestContext, serverOnlyContext } from "~/context";
import { callKey } from "~/lib/cache.server";
import { cache } from "~/lib/upstream.server";
import { contentSecurityPolicy } from "~/middleware/security.server";
import { mockProviderApi } from "~/test/provider";
import { pageArgs, siteRequest, thrownData, unwrap } from "~/test/request";
import { loader as searchApi } from "./api-doc-search";
import { loader as docHome } from "./doc";
import { loader as article, BODY_KEY } from "./doc-article";
import { loader as search } from "./doc-search";

const upstream = mockProviderApi();
const prefix = (language: Language) => (language === "en" ? "" : `/${language}`);
const LANGUAGES: Language[] = ["en", "zh", "ja"];

describe("doc home", () => {
  it.each(LANGUAGES)("lists every category with its articles in %s", async (language) => {
    const { data } = unwrap(docHome(await pageArgs(`${prefix(language)}/doc`)));
    expect(data.categories.map((c) => c.category)).toEqual([
      "getting-started",
      "products",
      "guides",
      "network",
      "pricing",
      "billing",
      "policies",
      "developers",
    ]);
    const slugs = data.categories.flatMap((c) => c.articles.map((a) => a.slug));
    expect(slugs.length).toBeGreaterThanOrEqual(25);
    expect(slugs).toContain("refund");
    expect(data.seo.title).toContain(resources[language].common.pages.doc.title);
  });
});

describe("doc article", () => {
  const args = (path: string, init = {}) =>
    pageArgs(path, {
      params: { slug: (path.split("/").pop() ?? "").replace(/\.data$/, "") },
      ...init,
    });

  it.each(LANGUAGES)("shows the article in %s, its body once, in the page", async (language) => {
    const request = await args(`${prefix(language)}/doc/article/refund`);
    const { data, status } = unwrap(await article(request));
    expect(status).toBe(200);
    expect(data.slug).toBe("refund");
    expect(data.toc.length).toBeGreaterThan(2);
    expect(data.seo.title.startsWith(data.title)).toBe(true);
    expect(data.seo.description).toBe(data.description);
    // A page document carries the body in its HTML only: the loader data leaves it out.
    expect(data.body).toBeNull();
    const body = request.context.get(serverOnlyContext).get(BODY_KEY) as { kind: string }[];
    expect(body.length).toBeGreaterThan(0);
    expect(data.previous?.slug ?? data.next?.slug).toBeTruthy();
  });

  it("points the article's links at the site URL of its language", async () => {
    const { data } = unwrap(await article(await args("/ja/doc/article/refund.data")));
    const html = (data.body ?? []).map((part) => ("html" in part ? part.html : "")).join("");
    // The test environment publishes Japanese on its own host (SITE_URL_JA).
    expect(html).toContain('href="https://ja.hostfront.test/doc/article/legal-and-terms"');
    expect(html).not.toMatch(/href="\/ja\//);
    expect(html).toMatch(/href="#[^"]+"/);
  });

  it("sends the body as loader data on a client-side navigation", async () => {
    const { data } = unwrap(await article(await args("/zh/doc/article/refund.data")));
    expect(Array.isArray(data.body)).toBe(true);
    expect(JSON.stringify(data.body)).toContain("退款");
  });

  it("answers 404 for an unknown slug", async () => {
    const { status, data } = await thrownData(async () =>
      article(await args("/ja/doc/article/nope")),
    );
    expect(status).toBe(404);
    expect(data.message).toBe(
      resources.ja.common.errors.notFound.replace("{{path}}", "/ja/doc/article/nope"),
    );
  });

  it("lists the regions for the looking glass and lets the page reach them (CSP)", async () => {
    const request = await args("/doc/article/looking-glass-test-latency-network-speed");
    const { data } = unwrap(await article(request));
    const regions = data.regions ?? [];
    expect(regions.length).toBeGreaterThanOrEqual(6);
    expect(regions.every((region) => region.url.startsWith(`${MOCK_BASE_URL}/lg/`))).toBe(true);
    expect(regions.map((r) => r.id)).not.toContain("syd");
    const info = request.context.get(requestContext);
    expect(contentSecurityPolicy(info.nonce, true, info.connectSources)).toContain(
      `connect-src 'self' ${new URL(MOCK_BASE_URL).origin}`,
    );
  });

  it("shows the test without regions when the provider is down", async () => {
    await cache.invalidate(callKey("areaSearch", { language: "en" }));
    upstream.down();
    const { data } = unwrap(
      await article(await args("/doc/article/looking-glass-test-latency-network-speed")),
    );
    expect(data.regions).toBeNull();
  });
});

describe("doc search", () => {
  const args = (path: string) =>
    pageArgs(path, { params: { query: decodeURIComponent(path.split("/").pop() ?? "") } });

  it.each([
    ["/doc/search/refund", "refund"],
    [`/zh/doc/search/${encodeURIComponent("退款")}`, "refund"],
    [`/ja/doc/search/${encodeURIComponent("返金")}`, "refund"],
    [`/zh/doc/search/${encodeURIComponent("如何申请退款")}`, "refund"],
  ])("finds %s", async (path, slug) => {
    const { data } = unwrap(search(await args(path)));
    expect(data.hits.map((hit) => hit.slug).slice(0, 3)).toContain(slug);
    const first = data.hits[0];
    expect(first?.excerpt.some((segment) => segment.hit)).toBe(true);
    expect(data.seo.noindex).toBe(true);
  });

  it("offers a correction and popular articles when nothing matches", async () => {
    const { data } = unwrap(search(await args("/doc/search/snpashott")));
    expect(data.hits).toEqual([]);
    expect(data.suggestion).toBe("snapshot");
    expect(data.popular.length).toBeGreaterThan(0);
  });

  it("treats markup in the query as text", async () => {
    const query = '<script>alert("x")</script>';
    const { data } = unwrap(search(await args(`/doc/search/${encodeURIComponent(query)}`)));
    expect(data.query).toBe(query);
    expect(data.seo.title).toContain(query);
  });
});

describe("instant search API", () => {
  it("answers hits in the asked language as an envelope", async () => {
    const response = searchApi({
      request: siteRequest(`/api/doc-search?q=${encodeURIComponent("スナップ")}&language=ja`),
    } as never);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { code: number; message: { path: string }[] };
    expect(body.code).toBe(2000);
    expect(body.message[0]?.path).toMatch(/^\/doc\/article\//);
    expect(response.headers.get("cache-control")).toContain("max-age");
  });

  it("answers an empty list for an empty query and English for an unknown language", async () => {
    const empty = searchApi({ request: siteRequest("/api/doc-search?q=%20%20") } as never);
    expect(((await empty.json()) as { message: unknown[] }).message).toEqual([]);
    const odd = searchApi({
      request: siteRequest("/api/doc-search?q=refund&language=xx"),
    } as never);
    const body = (await odd.json()) as { message: { slug: string }[] };
    expect(body.message[0]?.slug).toBe("refund");
  });
});
