import { resources } from "@hostfront/i18n";
import { describe, expect, it } from "vitest";
import { pages } from "~/pages";
import {
  embedDictionary,
  embedJson,
  omit,
  pageNamed,
  pageTextPaths,
  pick,
  SHELL_TEXTS,
} from "./dictionary";

describe("embedJson", () => {
  it("cannot close its script element or open a comment, and reads back the same", () => {
    const value = { text: "</script><!-- & \u2028 \u2029 <b>" };
    const json = embedJson(value);
    expect(json).not.toMatch(/<|>|&/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe("omit", () => {
  const texts = { a: { b: "ab", c: { d: "acd" } }, e: "e" };

  it("leaves out the parts at the paths and empty groups, without changing the texts", () => {
    expect(omit(texts, ["a.c.d", "nope", "e.deeper"])).toEqual({ a: { b: "ab" }, e: "e" });
    expect(omit(texts, ["a.b", "a.c"])).toEqual({ e: "e" });
    expect(texts).toEqual({ a: { b: "ab", c: { d: "acd" } }, e: "e" });
  });
});

describe("pick", () => {
  const dictionary = { a: { b: "ab", c: { d: "acd" } }, e: "e", pages: { x: { t: "x" }, y: {} } };

  it("keeps the parts at the paths, in the dictionary's shape", () => {
    expect(pick(dictionary, ["a.c", "e", "pages.x"])).toEqual({
      a: { c: { d: "acd" } },
      e: "e",
      pages: { x: { t: "x" } },
    });
  });

  it("merges paths under the same section and skips paths that are not there", () => {
    expect(pick(dictionary, ["a.b", "a.c", "nope", "a.nope.deeper"])).toEqual({
      a: { b: "ab", c: { d: "acd" } },
    });
  });
});

describe("embedDictionary", () => {
  const ja = resources.ja.common;
  const article = pageNamed("doc-article-slug");

  it("embeds the shell's texts and the page's own, not other pages'", () => {
    const embedded = JSON.parse(embedDictionary(ja, pageNamed("jobs"))) as typeof ja;
    // The header's triggers, not the menus' links: those come with the menus (SHELL_PART_TEXTS).
    expect(embedded.nav).toEqual({ home: ja.nav.home, menu: ja.nav.menu, groups: ja.nav.groups });
    expect(embedded.askAI).toEqual({
      autoBack: ja.askAI.autoBack,
      dock: ja.askAI.dock,
      off: ja.askAI.off,
      open: ja.askAI.open,
    });
    expect(embedded).not.toHaveProperty("footer");
    expect(embedded.pages).toEqual({ jobs: ja.pages.jobs, contact: ja.pages.contact });
    // What the shell shows of a section, not the section.
    expect(embedded.site).toEqual({ name: ja.site.name });
    expect(embedded.a11y).toEqual({
      skipToContent: ja.a11y.skipToContent,
      mainNavigation: ja.a11y.mainNavigation,
    });
    expect(embedded).not.toHaveProperty("validation");
    expect(embedded).not.toHaveProperty("plans");
  });

  it("leaves out what only the page's islands show", () => {
    const embedded = JSON.parse(embedDictionary(ja, article)) as typeof ja;
    // The copy buttons' texts; the breadcrumbs, contents and neighbours are the islands'.
    expect(embedded.docs).toEqual({
      copyCode: ja.docs.copyCode,
      copied: ja.docs.copied,
      copyFailed: ja.docs.copyFailed,
    });
    expect(embedded).not.toHaveProperty("pages");
    expect(embedded.a11y).not.toHaveProperty("breadcrumbs");
    // Only the shell's language names: nothing of them was left out with the islands'.
    expect(embedded.languageNames).toEqual(ja.languageNames);
  });

  it("embeds the texts of what a page's loader asks for", () => {
    const withTest = JSON.parse(embedDictionary(ja, article, ["looking-glass"])) as typeof ja;
    expect(withTest.docs.lookingGlass).toEqual(ja.docs.lookingGlass);
    expect(withTest.docs.copyCode).toBe(ja.docs.copyCode);
    expect(withTest.docs).not.toHaveProperty("toc");
  });

  it("gives the error page the shell's texts only", () => {
    const embedded = JSON.parse(embedDictionary(ja, undefined)) as typeof ja;
    expect(embedded).not.toHaveProperty("pages");
    // The search box's instant results bring their texts (SHELL_PART_TEXTS.search).
    expect(embedded).not.toHaveProperty("docs");
  });

  it("embeds the error page's texts only in an error document", () => {
    expect(JSON.parse(embedDictionary(ja, article)).errors).toEqual({
      unavailable: ja.errors.unavailable,
    });
    const failed = JSON.parse(embedDictionary(ja, article, ["error"])) as typeof ja;
    expect(failed.errors).toEqual(ja.errors);
    expect(failed.docs.copyCode).toBe(ja.docs.copyCode);
    expect(embedDictionary(ja, article, ["error"])).toBe(embedDictionary(ja, article, ["error"]));
  });

  it("makes each page's JSON once per dictionary", () => {
    const first = embedDictionary(ja, article);
    expect(embedDictionary(ja, article)).toBe(first);
    expect(embedDictionary(resources.zh.common, article)).not.toBe(first);
  });

  it("embeds nothing without a dictionary", () => {
    expect(embedDictionary(undefined, article)).toBe("{}");
  });
});

describe("pageTextPaths", () => {
  it("names every part that exists in the dictionary", () => {
    for (const page of pages)
      for (const path of [...SHELL_TEXTS, ...pageTextPaths(page)]) {
        const value = path
          .split(".")
          .reduce<unknown>(
            (node, key) => (node as Record<string, unknown> | undefined)?.[key],
            resources.en.common,
          );
        expect(value, `${page.name}: ${path}`).toBeDefined();
      }
  });
});
