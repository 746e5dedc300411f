// The labelled visitor questions of questions.<language>.json (what an assistant's answer must
// say and which sections must back it), their normalisation, and the check of the labels
// against the documentation. Used by the assistant bench (apps/provider-sandbox/bench) and by
// src/questions.test.ts.
import { readFileSync } from "node:fs";
import type { Language } from "@hostfront/i18n";
import { z } from "zod";
import { sectionLabel } from "../src/asked.ts";
import type { LanguageCorpus } from "../src/corpus.ts";

export const QUESTION_KINDS = [
  "how-to",
  "policy",
  "price",
  "limit",
  "troubleshoot",
  "unanswerable",
] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** Fewest questions a language's set may have. */
export const MIN_QUESTIONS = 40;
/** Most key facts one question may require. */
export const MAX_FACTS = 3;

const questionSchema = z
  .object({
    question: z.string().trim().min(1),
    /** `<slug>#<heading id>`, or `<slug>` alone for the text before the first heading. */
    sources: z.array(z.string().min(1)),
    facts: z.array(z.string().trim().min(1)).max(MAX_FACTS),
    kind: z.enum(QUESTION_KINDS),
    /** False for a question the documentation does not answer (then `kind` is "unanswerable"). */
    answerable: z.boolean().optional(),
  })
  .strict();
export type Question = z.infer<typeof questionSchema>;

export const isAnswerable = (question: Question): boolean => question.answerable !== false;

/**
 * The question sets: `questions` is tuned against; `holdout` is never looked at while tuning,
 * so its figures say how the assistant does on questions nobody fitted it to.
 */
export const QUESTION_SETS = { questions: "questions", holdout: "questions-holdout" } as const;
export type QuestionSet = keyof typeof QUESTION_SETS;
/** Fewest questions a holdout set may have. */
export const MIN_HOLDOUT_QUESTIONS = 15;

/** Where a language's set is. */
export const questionsFile = (language: Language, set: QuestionSet = "questions"): URL =>
  new URL(`./${QUESTION_SETS[set]}.${language}.json`, import.meta.url);

/** A language's questions, schema-checked (throws on a malformed file). */
export function loadQuestions(language: Language, set: QuestionSet = "questions"): Question[] {
  const parsed = z
    .array(questionSchema)
    .safeParse(JSON.parse(readFileSync(questionsFile(language, set), "utf8")));
  if (!parsed.success)
    throw new Error(
      `${QUESTION_SETS[set]}.${language}.json is malformed:\n${z.prettifyError(parsed.error)}`,
    );
  return parsed.data;
}

/**
 * Text as facts are compared: NFKC (full-width Latin, digits and punctuation read as
 * half-width), lower case, and whitespace ignored in Chinese and Japanese (collapsed to one
 * space in English), so `７ 天` matches `7天` and `Reset  Password` matches `reset password`.
 */
export function normalise(text: string, language: Language): string {
  const folded = text.normalize("NFKC").toLowerCase();
  return language === "en" ? folded.replace(/\s+/g, " ").trim() : folded.replace(/\s+/g, "");
}

/** Whether `text` contains `fact`, after normalising both. */
export const containsFact = (text: string, fact: string, language: Language): boolean =>
  normalise(text, language).includes(normalise(fact, language));

export { sectionLabel };

/** Every problem of a language's labels; empty when they are all right. */
export function checkQuestions(
  questions: readonly Question[],
  corpus: LanguageCorpus,
  minimum: number = MIN_QUESTIONS,
): string[] {
  const { language } = corpus;
  const problems: string[] = [];
  const sections = new Map<string, string>();
  for (const article of corpus.articles)
    for (const section of article.sections)
      sections.set(sectionLabel(article.slug, section.id), section.text);

  if (questions.length < minimum)
    problems.push(`${language}: ${questions.length} questions, at least ${minimum} needed`);
  const seen = new Set<string>();
  for (const entry of questions) {
    const where = `${language} "${entry.question}"`;
    const key = normalise(entry.question, language);
    if (seen.has(key)) problems.push(`${where}: asked twice`);
    seen.add(key);
    if (!isAnswerable(entry)) {
      if (entry.kind !== "unanswerable")
        problems.push(`${where}: answerable false needs kind unanswerable`);
      if (entry.sources.length > 0 || entry.facts.length > 0)
        problems.push(`${where}: an unanswerable question has no sources and no facts`);
      continue;
    }
    if (entry.kind === "unanswerable")
      problems.push(`${where}: kind unanswerable needs "answerable": false`);
    if (entry.sources.length === 0) problems.push(`${where}: no sources`);
    if (entry.facts.length === 0) problems.push(`${where}: no facts`);
    const texts: string[] = [];
    for (const source of entry.sources) {
      const text = sections.get(source);
      if (text === undefined)
        problems.push(`${where}: no section ${source} in the ${language} corpus`);
      else texts.push(text);
    }
    for (const fact of entry.facts)
      if (!texts.some((text) => containsFact(text, fact, language)))
        problems.push(`${where}: fact "${fact}" is in none of its sources`);
  }
  return problems;
}
