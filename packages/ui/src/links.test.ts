import { resources } from "@hostfront/i18n";
import { describe, expect, it } from "vitest";
import { footerFixedLinks, HEADER_GROUP_KEYS, LOOKING_GLASS_PATH, siteHref } from "./links.ts";
import { headerGroups, productLineOfArticle, productLines } from "./menu-links.ts";
import { HEADER_PATHS, LANGUAGES, SITE_URLS } from "./test-utils.tsx";

describe("headerGroups", () => {
  const paths = headerGroups.flatMap((group) => group.links.map((link) => link.path));

  it("are the header's groups, in the order of its buttons", () => {
    expect(headerGroups.map((group) => group.key)).toEqual([...HEADER_GROUP_KEYS]);
  });

  it("hold the 16 header paths of SPEC.md", () => {
    for (const path of HEADER_PATHS) expect(paths, path).toContain(path);
  });

  it("list every product line under Products, as home shows them", () => {
    const products = headerGroups.find((group) => group.key === "products");
    expect(products?.links).toEqual(productLines);
    expect(productLines).toHaveLength(9);
  });

  it("name each link once, and list price pages that sell under Pricing", () => {
    // Snapshots and ISO images share their article; each has its own entry and text.
    const keys = headerGroups.flatMap((group) => group.links.map((link) => link.key));
    expect(new Set(keys).size).toBe(keys.length);
    const pricing = headerGroups.find((group) => group.key === "pricing");
    expect(pricing?.links.map((link) => link.path)).toEqual(
      expect.arrayContaining(["/product/vps#plans-vps", "/product/domain#prices"]),
    );
  });

  it("include the looking glass", () => {
    expect(LOOKING_GLASS_PATH).toBe("/doc/article/looking-glass-test-latency-network-speed");
    expect(paths).toContain(LOOKING_GLASS_PATH);
  });

  it("have a title and a description in every language", () => {
    for (const language of LANGUAGES) {
      const nav = resources[language].common.nav;
      for (const group of headerGroups) {
        expect(nav.groups[group.key as keyof typeof nav.groups]).toBeTruthy();
        for (const link of group.links) {
          const text = nav.links[link.key as keyof typeof nav.links];
          expect(text?.title, `${language} ${link.key}`).toBeTruthy();
          expect(text?.description, `${language} ${link.key}`).toBeTruthy();
        }
      }
    }
  });
});

describe("productLineOfArticle", () => {
  it("names where to buy or whom to ask for the lines explained by an article", () => {
    expect(productLineOfArticle("managed-databases")?.action).toEqual({
      key: "ask",
      path: "/contact?topic=sales",
    });
    expect(productLineOfArticle("cloud-disks")?.action?.key).toBe("configure");
    // An article that is no product line's, or a line with nothing more to offer than it.
    expect(productLineOfArticle("refund")).toBeUndefined();
    expect(productLineOfArticle("snapshots-and-iso-images")?.key).toBe("snapshots");
  });

  it("every action has its text in every language", () => {
    for (const language of LANGUAGES)
      for (const line of productLines)
        if ("action" in line)
          expect(
            resources[language].common.nav.productActions[line.action.key],
            `${language} ${line.key}`,
          ).toBeTruthy();
  });
});

describe("footerFixedLinks", () => {
  it("are about, refund, affiliate and abuse", () => {
    expect(footerFixedLinks.map((link) => link.path)).toEqual([
      "/about",
      "/doc/article/refund",
      "/doc/article/affiliate",
      "/doc/article/abuse",
    ]);
  });

  it("have a text in every language", () => {
    for (const language of LANGUAGES) {
      const fixed = resources[language].common.footer.fixedLinks;
      for (const link of footerFixedLinks)
        expect(fixed[link.key as keyof typeof fixed], `${language} ${link.key}`).toBeTruthy();
    }
  });
});

describe("siteHref", () => {
  it("prefixes a path with the site URL of each language", () => {
    expect(siteHref(SITE_URLS.en, "/doc")).toBe("https://site.test/doc");
    expect(siteHref(SITE_URLS.zh, "/doc")).toBe("https://site.test/zh/doc");
    expect(siteHref(SITE_URLS.ja, "/product/vps#dedicated")).toBe(
      "https://site.test/ja/product/vps#dedicated",
    );
  });

  it("does not double a trailing slash of the site URL", () => {
    expect(siteHref("https://site.test/zh/", "/about")).toBe("https://site.test/zh/about");
    expect(siteHref("https://site.test//", "/about")).toBe("https://site.test/about");
  });

  it("answers the home page with a trailing slash", () => {
    expect(siteHref(SITE_URLS.en, "/")).toBe("https://site.test/");
    expect(siteHref(SITE_URLS.zh, "/")).toBe("https://site.test/zh/");
    expect(siteHref("https://site.test/ja/", "/")).toBe("https://site.test/ja/");
  });
});
