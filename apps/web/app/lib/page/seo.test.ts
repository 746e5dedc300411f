import { describe, expect, it } from "vitest";
import { config } from "~/env.server";
import { pageArgs } from "~/test/request";
import { metaTags, type Seo } from "./seo";
import { seoFor } from "./seo.server";

/** What a page's meta function is given: its Seo, the root's site URLs, the path. */
const args = (seo: Seo, pathname: string, language: "en" | "zh" | "ja") => ({
  loaderData: { seo },
  matches: [{ id: "root", loaderData: { language, siteUrls: config.siteUrls } }],
  location: { pathname },
});

describe("metaTags", () => {
  it("gives every page its title, description, canonical, hreflang and Open Graph tags", async () => {
    const { request, context } = await pageArgs("/ja/about");
    const tags = metaTags(args(seoFor(request, context, { page: "about" }), "/ja/about", "ja"));
    const find = (key: string, value: string) =>
      tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as
        | Record<string, string>
        | undefined;
    const title = (tags.find((tag) => "title" in tag) as { title: string }).title;
    expect(title).toMatch(/Hostfront/);
    expect(find("name", "description")?.content).toBeTruthy();
    // The test environment publishes Japanese on its own host (SITE_URL_JA).
    expect(find("rel", "canonical")?.href).toBe("https://ja.hostfront.test/about");
    expect(
      tags
        .filter((tag) => (tag as { hrefLang?: string }).hrefLang !== undefined)
        .map((t) => [(t as { hrefLang: string }).hrefLang, (t as { href: string }).href]),
    ).toEqual([
      ["en", `${config.siteUrls.en}/about`],
      ["zh", `${config.siteUrls.zh}/about`],
      ["ja", "https://ja.hostfront.test/about"],
      ["x-default", `${config.siteUrls.en}/about`],
    ]);
    // The announcements feed of the page's language.
    expect(find("type", "application/atom+xml")).toEqual({
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      href: "https://ja.hostfront.test/doc/announce.atom",
    });
    expect(find("property", "og:title")?.content).toBe(title);
    expect(find("property", "og:description")?.content).toBe(find("name", "description")?.content);
    expect(find("property", "og:url")?.content).toBe(find("rel", "canonical")?.href);
    expect(find("property", "og:locale")?.content).toBe("ja_JP");
    expect(find("property", "og:type")?.content).toBe("website");
    expect(find("property", "og:site_name")?.content).toBe("Hostfront");
    expect(find("name", "robots")).toBeUndefined();
  });

  it("keeps pages that must not be indexed out of search engines", async () => {
    const { request, context } = await pageArgs("/doc/search/x");
    const tags = metaTags(
      args(
        seoFor(request, context, {
          page: "doc-search-query",
          values: { query: "x" },
          noindex: true,
        }),
        "/doc/search/x",
        "en",
      ),
    );
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
  });
});
