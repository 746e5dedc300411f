import { resources } from "@hostfront/i18n";
import { describe, expect, it } from "vitest";
import { footerFixedLinks, headerGroups, LOOKING_GLASS_PATH, siteHref } from "./links.ts";
import { HEADER_PATHS, LANGUAGES, SITE_URLS } from "./test-utils.tsx";

describe("headerGroups", () => {
  const paths = headerGroups.flatMap((group) => group.links.map((link) => link.path));

  it("hold exactly the 16 header paths, each once", () => {
    expect(paths).toHaveLength(16);
    expect(new Set(paths).size).toBe(16);
    expect([...paths].sort()).toEqual([...HEADER_PATHS].sort());
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
