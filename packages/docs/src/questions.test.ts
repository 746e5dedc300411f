// The labelled visitor questions of bench/questions.<language>.json: every source is a section of
// the corpus and every key fact is written in one of its sources, so the assistant bench measures
// answers, not typos in its labels.
import { languages } from "@hostfront/i18n";
import { describe, expect, it } from "vitest";
import {
  checkQuestions,
  containsFact,
  isAnswerable,
  loadQuestions,
  MIN_HOLDOUT_QUESTIONS,
  MIN_QUESTIONS,
  normalise,
} from "../bench/questions.ts";
import { buildCorpus } from "./corpus.ts";

const corpus = buildCorpus({ highlight: false });

describe("the labelled questions", () => {
  it.each(languages)("%s: every source exists and holds the facts", (language) => {
    expect(checkQuestions(loadQuestions(language), corpus[language])).toEqual([]);
  });

  it.each(languages)("%s holdout: every source exists and holds the facts", (language) => {
    const holdout = loadQuestions(language, "holdout");
    expect(checkQuestions(holdout, corpus[language], MIN_HOLDOUT_QUESTIONS)).toEqual([]);
    const tuned = new Set(loadQuestions(language).map((q) => normalise(q.question, language)));
    expect(holdout.filter((q) => tuned.has(normalise(q.question, language)))).toEqual([]);
    expect(holdout.some((q) => !isAnswerable(q))).toBe(true);
  });

  it.each(languages)("%s: enough questions, about a tenth the docs do not answer", (language) => {
    const questions = loadQuestions(language);
    expect(questions.length).toBeGreaterThanOrEqual(MIN_QUESTIONS);
    const unanswerable = questions.filter((q) => !isAnswerable(q)).length / questions.length;
    expect(unanswerable).toBeGreaterThanOrEqual(0.05);
    expect(unanswerable).toBeLessThanOrEqual(0.2);
  });

  it.each(languages)("%s: every article backs at least one question", (language) => {
    const cited = new Set(
      loadQuestions(language).flatMap((q) => q.sources.map((s) => s.split("#")[0])),
    );
    const uncited = corpus[language].articles.map((a) => a.slug).filter((slug) => !cited.has(slug));
    expect(uncited).toEqual([]);
  });

  it("reports a missing section and a fact its sources do not hold", () => {
    const problems = checkQuestions(
      [
        ...loadQuestions("en"),
        { question: "q1", sources: ["refund#no-such-section"], facts: ["7 days"], kind: "policy" },
        { question: "q2", sources: ["refund#at-a-glance"], facts: ["99 days"], kind: "policy" },
        { question: "q3", sources: [], facts: [], kind: "policy", answerable: false },
      ],
      corpus.en,
    );
    expect(problems).toEqual([
      'en "q1": no section refund#no-such-section in the en corpus',
      'en "q1": fact "7 days" is in none of its sources',
      'en "q2": fact "99 days" is in none of its sources',
      'en "q3": answerable false needs kind unanswerable',
    ]);
  });
});

describe("fact normalisation", () => {
  it("folds width and case, and ignores spaces in Chinese and Japanese", () => {
    expect(containsFact("账号的首个订单在下单后 7 天内申请", "7天", "zh")).toBe(true);
    expect(containsFact("注文から７日以内に", "7日以内", "ja")).toBe(true);
    expect(containsFact("ＡＰＩキー", "apiキー", "ja")).toBe(true);
    expect(containsFact("Use  Reset\npassword", "reset password", "en")).toBe(true);
    expect(containsFact("within 7 days", "7days", "en")).toBe(false);
    expect(normalise(" ＄5.00 ", "en")).toBe("$5.00");
  });
});
