import { describe, expect, it } from "vitest";
import { pageArgs } from "~/test/request";
import { metaTags } from "./seo";
import { seoFor } from "./seo.server";

describe("metaTags", () => {
  it("gives every page its title, description, canonical, hreflang and Open Graph tags", async () => {
    const { request, context } = await pageArgs("/ja/about");
    const tags = metaTags(seoFor(request, context, { page: "about" }));
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
        .filter((tag) => (tag as { rel?: string }).rel === "alternate")
        .map((t) => (t as { hrefLang: string }).hrefLang),
    ).toEqual(["en", "zh", "ja", "x-default"]);
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
      seoFor(request, context, { page: "doc-search-query", values: { query: "x" }, noindex: true }),
    );
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
  });
});
