// The documentation pages' loaders: the home, an article (its body sent once), the search
// results, and the instant-search API, in every language.
import { MOCK_BASE_URL } from "@hostfront/api-client/mocks";
import { type Language, resources } from "@hostfront/i18n";
import { describe, expect, it } from "vitest";
import type { ArticleFrame } from "~/components/doc-article.island";
import { requestContext, serverOnlyContext } from "~/context";
import { callKey } from "~/lib/cache/cache.server";
import { cache } from "~/lib/cache/upstream.server";
import { contentSecurityPolicy } from "~/middleware/security.server";
import { mockProviderApi } from "~/test/provider";
import { pageArgs, thrownData, unwrap } from "~/test/request";
import { loader as article, BODY_KEY, FRAME_KEY } from "./doc-article-slug";

const upstream = mockProviderApi();
const prefix = (language: Language) => (language === "en" ? "" : `/${language}`);
const LANGUAGES: Language[] = ["en", "zh", "ja"];

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
    // A page document carries the body and what surrounds it in its HTML only: the loader
    // data leaves them out.
    expect(data.body).toBeNull();
    expect(data.frame).toBeNull();
    const values = request.context.get(serverOnlyContext);
    const body = values.get(BODY_KEY) as { kind: string }[];
    expect(body.length).toBeGreaterThan(0);
    const frame = values.get(FRAME_KEY) as ArticleFrame;
    expect(frame.slug).toBe("refund");
    expect(frame.toc.length).toBeGreaterThan(2);
    expect(data.seo.title.startsWith(frame.title)).toBe(true);
    expect(data.seo.description).toBe(frame.description);
    expect(frame.previous?.slug ?? frame.next?.slug).toBeTruthy();
    // Only what the neighbours' links show.
    expect(Object.keys(frame.previous ?? frame.next ?? {}).sort()).toEqual(["slug", "title"]);
  });

  it("sends what surrounds the body as loader data on a client-side navigation", async () => {
    const { data } = unwrap(await article(await args("/ja/doc/article/refund.data")));
    expect(data.frame?.slug).toBe("refund");
    expect(data.frame?.toc.length).toBeGreaterThan(2);
  });

  it("asks the document for the latency test's texts only when the article has it", async () => {
    const plain = unwrap(await article(await args("/doc/article/refund"))).data;
    expect(plain).not.toHaveProperty("texts");
    const withTest = unwrap(
      await article(await args("/doc/article/looking-glass-test-latency-network-speed")),
    ).data;
    expect(withTest).toHaveProperty("texts", ["looking-glass"]);
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
