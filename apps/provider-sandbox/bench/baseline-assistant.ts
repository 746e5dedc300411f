// The assistant as it was before issue #41 (first sentences of the best section), kept so the
// bench shows what the chat's answers gained; not used by the sandbox.

import type { Language } from "@hostfront/api-client/fixtures";
import {
  SearchIndex,
  type SearchResult,
  type SerializedIndex,
  tokenize,
} from "@hostfront/docs/search";

/** Below this score the best article is noise, not an answer. */
const MIN_SCORE = 0.45;
/** Share of the question's words the best article must match. */
const MIN_COVERAGE = 0.6;
/** A second article is also quoted when it scores at least this share of the best. */
const SECOND_SOURCE_SHARE = 0.7;
/** Sentences quoted from the best passage, and from a second one. */
const SENTENCES = 3;
/** Longest answer composed from passages, in characters. */
const MAX_ANSWER_LENGTH = 700;

const KANA = /[\u3040-\u30ff]/;
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/** The language a question is written in: kana means Japanese, other CJK Chinese, else English. */
function detectLanguage(text: string): Language {
  if (KANA.test(text)) return "ja";
  return CJK.test(text) ? "zh" : "en";
}

interface Passage {
  readonly slug: string;
  readonly title: string;
  readonly sectionId: string | null;
  readonly heading: string;
  /** The sentences quoted, in the order the article has them. */
  readonly sentences: readonly string[];
}

interface Retrieval {
  readonly language: Language;
  /** Empty when the documentation does not cover the question. */
  readonly passages: readonly Passage[];
}

const sentenceSegmenters = new Map<Language, Intl.Segmenter>();
function sentencesOf(text: string, language: Language): string[] {
  let segmenter = sentenceSegmenters.get(language);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language, { granularity: "sentence" });
    sentenceSegmenters.set(language, segmenter);
  }
  return [...segmenter.segment(text)].map((s) => s.segment.trim()).filter((s) => s.length > 0);
}

/** The sentences of a section that hold the most of the matched terms, in reading order. */
function quote(
  text: string,
  language: Language,
  terms: ReadonlySet<string>,
  count: number,
): string[] {
  const scored = sentencesOf(text, language).map((sentence, position) => {
    const found = new Set(
      tokenize(sentence, language)
        .map((token) => token.term)
        .filter((term) => terms.has(term)),
    );
    return { sentence, position, score: found.size - position * 0.01 };
  });
  const best = scored
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, count);
  // No sentence names the terms (they were in the heading): the section's opening says most.
  const chosen = best.length > 0 ? best : scored.slice(0, 1);
  return chosen.sort((a, b) => a.position - b.position).map((entry) => entry.sentence);
}

/** Each language's search index of the documentation. */
type DocumentationIndexes = { readonly [L in Language]: SerializedIndex };

function createAssistant(documentation: DocumentationIndexes) {
  const indexes = new Map<Language, SearchIndex>();
  const indexFor = (language: Language) => {
    let index = indexes.get(language);
    if (!index) {
      index = SearchIndex.from(documentation[language]);
      indexes.set(language, index);
    }
    return index;
  };

  const passage = (
    index: SearchIndex,
    result: SearchResult,
    language: Language,
    count: number,
  ): Passage => {
    const sectionId = result.section?.id ?? null;
    const text = index.sectionText(result.slug, sectionId) ?? "";
    return {
      slug: result.slug,
      title: result.title,
      sectionId,
      heading: result.section?.heading ?? result.title,
      sentences: quote(text, language, new Set(result.terms), count),
    };
  };

  return {
    /** The passages that answer `question`, in its language; none when the docs do not. */
    retrieve(question: string, language: Language = detectLanguage(question)): Retrieval {
      const index = indexFor(language);
      const results = index.search(question, { limit: 3, prefix: false });
      const best = results[0];
      if (!best || best.score < MIN_SCORE || best.coverage < MIN_COVERAGE)
        return { language, passages: [] };
      const second = results
        .slice(1)
        .find(
          (result) =>
            result.slug !== best.slug &&
            result.score >= best.score * SECOND_SOURCE_SHARE &&
            result.coverage >= MIN_COVERAGE,
        );
      return {
        language,
        passages: [
          passage(index, best, language, SENTENCES),
          ...(second ? [passage(index, second, language, 1)] : []),
        ],
      };
    },
  };
}

/** The passages as the answer: the quoted sentences, at most MAX_ANSWER_LENGTH characters. */
function composeAnswer(passages: readonly Passage[], language: Language): string {
  const separator = language === "en" ? " " : "";
  let answer = "";
  for (const passage of passages) {
    const text = passage.sentences.join(separator);
    const next = answer ? `${answer}\n\n${text}` : text;
    if (answer && next.length > MAX_ANSWER_LENGTH) break;
    answer = next;
  }
  return answer.length > MAX_ANSWER_LENGTH ? `${answer.slice(0, MAX_ANSWER_LENGTH - 1)}…` : answer;
}

/** The answer builder as it was: retrieve, quote, or decline with the catalogue's text. */
export function baselineBuilder(
  indexes: DocumentationIndexes,
  siteUrls: { readonly [L in Language]: string },
  noAnswer: (language: Language) => string,
) {
  const assistant = createAssistant(indexes);
  return async (question: string) => {
    const { language, passages } = assistant.retrieve(question, detectLanguage(question));
    if (passages.length === 0) return { answer: noAnswer(language), sources: [] };
    const site = siteUrls[language];
    return {
      answer: composeAnswer(passages, language),
      sources: passages.map((p) => ({
        title: p.sectionId ? `${p.title} — ${p.heading}` : p.title,
        url: `${site}/doc/article/${p.slug}${p.sectionId ? `#${encodeURIComponent(p.sectionId)}` : ""}`,
      })),
    };
  };
}
