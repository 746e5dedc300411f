import { resources } from "@hostfront/i18n";
import { describe, expect, it } from "vitest";
import { mockProviderApi } from "~/test/provider";
import { pageArgs, publishedAt, unwrap } from "~/test/request";
import { loader } from "./home";

const upstream = mockProviderApi();

describe("home loader", () => {
  it.each(["en", "zh", "ja"] as const)("describes the home page in %s", async (language) => {
    const path = language === "en" ? "/" : `/${language}`;
    const { data, status, headers } = unwrap(await loader(await pageArgs(path)));
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
    // The page's own data comes from the root loader's shell.
    expect(upstream.requests).toEqual([]);
  });

  it("links every language version and an x-default", async () => {
    const { data } = unwrap(await loader(await pageArgs("/zh")));
    expect(data.seo.alternates).toEqual([
      { hreflang: "en", href: publishedAt("/", "en") },
      { hreflang: "zh", href: publishedAt("/", "zh") },
      { hreflang: "ja", href: publishedAt("/", "ja") },
      { hreflang: "x-default", href: publishedAt("/", "en") },
    ]);
  });

  it("describes the page, not the data request, on client navigation", async () => {
    const { data } = unwrap(await loader(await pageArgs("/ja.data")));
    expect(data.seo.canonical).toBe(publishedAt("/", "ja"));
    expect(data.seo.title).toBe(resources.ja.common.pages.index.title);
  });

  it("keeps a logged-in user's page out of shared caches", async () => {
    const { headers } = unwrap(
      await loader(await pageArgs("/", { token: "a-session-token-0123456789" })),
    );
    expect(headers.get("cache-control")).toMatch(/\bprivate\b/);
    expect(headers.get("cache-control")).not.toMatch(/\bpublic\b|s-maxage/);
  });
});
