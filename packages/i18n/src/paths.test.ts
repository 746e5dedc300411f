import { describe, expect, it } from "vitest";
import {
  defaultLanguage,
  isLanguage,
  LOCALE_COOKIE_MAX_AGE_DAYS,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  LOCALE_COOKIE_NAME,
  languages,
  languageTags,
} from "./languages.ts";
import { languageFromPath, localizePath, stripLanguagePrefix } from "./paths.ts";

describe("languages", () => {
  it("are en, zh and ja, English by default", () => {
    expect(languages).toEqual(["en", "zh", "ja"]);
    expect(defaultLanguage).toBe("en");
    expect(languageTags).toEqual({ en: "en", zh: "zh-Hans", ja: "ja" });
  });

  it("recognises only the supported codes", () => {
    expect(languages.every(isLanguage)).toBe(true);
    for (const value of ["fr", "EN", "zh-CN", "", null, 1, "__proto__"])
      expect(isLanguage(value)).toBe(false);
  });

  it("keep the choice in the `languages` cookie for 365 days", () => {
    expect(LOCALE_COOKIE_NAME).toBe("languages");
    expect(LOCALE_COOKIE_MAX_AGE_DAYS).toBe(365);
    expect(LOCALE_COOKIE_MAX_AGE_SECONDS).toBe(31_536_000);
  });
});

describe("languageFromPath", () => {
  it.each([
    ["/", "en"],
    ["", "en"],
    ["/doc", "en"],
    ["/zh", "zh"],
    ["/zh/", "zh"],
    ["/zh/doc/article/vps", "zh"],
    ["/ja", "ja"],
    ["/ja/product/vps", "ja"],
    ["/en/doc", "en"],
    ["/zhx/doc", "en"],
    ["/doc/zh", "en"],
    ["/ZH/doc", "en"],
    // React Router data requests
    ["/ja.data", "ja"],
    ["/zh.data", "zh"],
    ["/ja/doc.data", "ja"],
    ["/_root.data", "en"],
    ["/doc.data", "en"],
  ] as const)("%s is %s", (path, language) => {
    expect(languageFromPath(path)).toBe(language);
  });
});

describe("stripLanguagePrefix", () => {
  it.each([
    ["/zh/doc", "/doc"],
    ["/zh", "/"],
    ["/zh/", "/"],
    ["/ja/doc/article/vps", "/doc/article/vps"],
    ["/en/about", "/about"],
    ["/en", "/"],
    ["/doc", "/doc"],
    ["/", "/"],
    ["/zhx", "/zhx"],
  ])("%s -> %s", (path, bare) => {
    expect(stripLanguagePrefix(path)).toBe(bare);
  });
});

describe("localizePath", () => {
  it.each([
    ["/doc", "zh", "/zh/doc"],
    ["/doc", "ja", "/ja/doc"],
    ["/doc", "en", "/doc"],
    ["/", "zh", "/zh"],
    ["/", "en", "/"],
    ["/zh/doc", "ja", "/ja/doc"],
    ["/zh/doc", "en", "/doc"],
    ["/ja", "en", "/"],
    ["/en/doc", "zh", "/zh/doc"],
    ["/product/vps#dedicated", "ja", "/ja/product/vps#dedicated"],
    ["/doc/search/a%20b?page=2", "zh", "/zh/doc/search/a%20b?page=2"],
    ["/zh?x=1", "en", "/?x=1"],
    ["/ja/doc/search/%E8%BF%94%E9%87%91", "zh", "/zh/doc/search/%E8%BF%94%E9%87%91"],
  ] as const)("%s in %s is %s", (path, language, localized) => {
    expect(localizePath(path, language)).toBe(localized);
  });

  it("leaves anything that is not a site path alone", () => {
    expect(localizePath("https://example.com/doc", "zh")).toBe("https://example.com/doc");
    expect(localizePath("//evil.example/doc", "zh")).toBe("//evil.example/doc");
    expect(localizePath("doc", "ja")).toBe("doc");
    expect(localizePath("#top", "ja")).toBe("#top");
  });

  it("is idempotent and reversible", () => {
    for (const path of ["/", "/doc", "/zh/doc", "/ja/a/b?c=d#e"]) {
      for (const language of languages) {
        const once = localizePath(path, language);
        expect(localizePath(once, language)).toBe(once);
        expect(languageFromPath(once)).toBe(language);
        expect(localizePath(once, "en")).toBe(localizePath(path, "en"));
      }
    }
  });
});
