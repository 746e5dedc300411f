// The real documentation: every article builds, in every language, and the index finds it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { languages } from "@hostfront/i18n";
import { afterAll, describe, expect, it } from "vitest";
import { CATEGORIES } from "./categories.ts";
import { buildCorpus, SPEC_SLUGS } from "./corpus.ts";
import { ContentError } from "./errors.ts";
import { SearchIndex } from "./search/engine.ts";
import { excerpt } from "./search/excerpt.ts";
import { tokenize } from "./search/tokenize.ts";

const corpus = buildCorpus();

describe("the documentation", () => {
  it("has at least 25 articles, the same slugs in en, zh and ja", () => {
    const slugs = corpus.en.articles.map((a) => a.slug).sort();
    expect(slugs.length).toBeGreaterThanOrEqual(25);
    for (const language of languages)
      expect(corpus[language].articles.map((a) => a.slug).sort()).toEqual(slugs);
  });

  it("has every article SPEC.md names", () => {
    const slugs = new Set(corpus.en.articles.map((a) => a.slug));
    for (const slug of SPEC_SLUGS) expect(slugs.has(slug), slug).toBe(true);
  });

  it("orders articles by category and position, the same in every language", () => {
    const order = (language: (typeof languages)[number]) =>
      corpus[language].articles.map((a) => `${a.category}/${a.order}/${a.slug}`);
    const english = order("en");
    const ranks = corpus.en.articles.map((a) => CATEGORIES.indexOf(a.category) * 100 + a.order);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(order("zh")).toEqual(english);
    expect(order("ja")).toEqual(english);
  });

  it("writes every article in its own language", () => {
    for (const article of corpus.zh.articles)
      expect(`${article.title}${article.description}`, article.slug).toMatch(/[\u4e00-\u9fff]/);
    for (const article of corpus.ja.articles)
      expect(`${article.title}${article.description}`, article.slug).toMatch(/[\u3040-\u30ff]/);
  });

  it("places the looking-glass test in its article", () => {
    const article = corpus.en.articles.find(
      (a) => a.slug === "looking-glass-test-latency-network-speed",
    );
    expect(
      article?.body.some((part) => part.kind === "widget" && part.name === "looking-glass"),
    ).toBe(true);
  });

  it.each([
    ["en", "refund"],
    ["zh", "退款"],
    ["ja", "返金"],
  ] as const)("finds the refund article for %s %s", (language, query) => {
    const index = SearchIndex.from(corpus[language].index);
    expect(index.search(query, { limit: 3 }).map((r) => r.slug)).toContain("refund");
  });
});

describe("content checks", () => {
  const dir = mkdtempSync(join(tmpdir(), "hostfront-docs-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const article = (title: string, body = "Text.") =>
    `---\ntitle: ${title}\ndescription: A test.\ncategory: guides\norder: 1\nupdated: 2026-11-01\n---\n${body}\n`;

  it("refuses a missing translation, a broken link and missing SPEC articles, all at once", () => {
    for (const language of languages) mkdirSync(join(dir, language), { recursive: true });
    writeFileSync(
      join(dir, "en", "only-english.md"),
      article("Only English", "[x](/doc/article/nowhere)"),
    );
    let error: unknown;
    try {
      buildCorpus({ contentDir: dir });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ContentError);
    const message = String((error as Error).message);
    expect(message).toContain("zh/only-english.md is missing");
    expect(message).toContain("links to a missing article: /doc/article/nowhere");
    expect(message).toContain("refund: SPEC.md names this article");
  });
});

describe("excerpts from a section's kept tokens", () => {
  it("are the excerpts tokenizing the window around the focus gives, for every section", () => {
    let compared = 0;
    for (const language of languages) {
      const length = language === "en" ? 180 : 90;
      for (const doc of corpus[language].index.docs)
        for (const [, , text] of doc.sections) {
          const tokens = tokenize(text, language, { keepStopwords: true });
          // Hits from across the section, the focus at each one's first appearance in turn.
          for (let step = 0; step < tokens.length; step += 23) {
            const hit = tokens[step];
            if (!hit) continue;
            const hits = new Set([hit.term, tokens[step + 5]?.term ?? hit.term]);
            expect(excerpt(text, language, hits, length, hit.start, tokens)).toEqual(
              excerpt(text, language, hits, length, hit.start),
            );
            compared += 1;
          }
        }
    }
    expect(compared).toBeGreaterThan(500);
  });
});

describe("an index answering again", () => {
  it("gives the answers a fresh index gives, once its sections' tokens are kept", () => {
    for (const language of languages) {
      const kept = SearchIndex.from(corpus[language].index);
      const queries = corpus[language].articles.map((article) => article.title);
      for (const query of queries) kept.search(query); // keeps the tokens of their sections
      for (const query of queries)
        expect(kept.search(query), query).toEqual(
          SearchIndex.from(corpus[language].index).search(query),
        );
    }
  });
});
