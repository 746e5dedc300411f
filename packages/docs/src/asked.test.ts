// The questions visitors ask for each section: one file per article and language, naming every
// section of the article as it is now, with a handful of questions each.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { languages } from "@hostfront/i18n";
import { afterAll, describe, expect, it } from "vitest";
import { ASKED_PER_SECTION, readAsked, sectionLabel } from "./asked.ts";
import { buildCorpus } from "./corpus.ts";
import { hasCjk } from "./search/tokenize.ts";

const corpus = buildCorpus({ highlight: false });

describe("how visitors ask for each section", () => {
  for (const language of languages)
    it(`names every section of every ${language} article, and only those, with ${ASKED_PER_SECTION.min}-${ASKED_PER_SECTION.max} questions`, () => {
      const problems: string[] = [];
      for (const article of corpus[language].articles) {
        const asked = readAsked(language, article.slug);
        const labels = article.sections.map((s) => sectionLabel(article.slug, s.id));
        if (asked.size === 0) problems.push(`${language}/${article.slug}.json: missing`);
        for (const label of asked.keys())
          if (!labels.includes(label)) problems.push(`${language} ${label}: no such section`);
        for (const label of labels) {
          const questions = asked.get(label) ?? [];
          if (questions.length < ASKED_PER_SECTION.min || questions.length > ASKED_PER_SECTION.max)
            problems.push(`${language} ${label}: ${questions.length} questions`);
          if (language !== "en")
            for (const question of questions)
              if (!hasCjk(question)) problems.push(`${language} ${label}: "${question}"`);
        }
      }
      expect(problems).toEqual([]);
    });

  const dir = mkdtempSync(join(tmpdir(), "asked-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("reads a file in its order, and an article without one as asking nothing", () => {
    mkdirSync(join(dir, "en"));
    writeFileSync(
      join(dir, "en", "refund.json"),
      JSON.stringify({ "refund#how-to-ask": ["money back?", "refund how"], refund: ["refund?"] }),
    );
    expect([...readAsked("en", "refund", dir)]).toEqual([
      ["refund#how-to-ask", ["money back?", "refund how"]],
      ["refund", ["refund?"]],
    ]);
    expect(readAsked("en", "vps", dir).size).toBe(0);
  });

  it("refuses a file that is not label -> questions", () => {
    writeFileSync(join(dir, "en", "vps.json"), JSON.stringify({ vps: "how much" }));
    expect(() => readAsked("en", "vps", dir)).toThrow();
  });
});
