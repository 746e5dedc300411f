// The AI assistant of the sandbox: retrieval over the knowledge entries of the catalogue,
// in the question's language. Questions and entries are cut into words (Intl.Segmenter) plus
// character bigrams for Chinese and Japanese, ranked with BM25 (keywords and questions weigh
// more than answers). When nothing matches well enough it says so instead of guessing.
import type { EndpointOutput } from "@hostfront/api-client";
import type { FaqDoc, Language } from "@hostfront/api-client/fixtures";
import { ContractError, type Implementations } from "@hostfront/api-client/server";
import type { Sandbox, User } from "./context.ts";

const BM25_K1 = 1.2;
const BM25_B = 0.75;
/** Field weights: a keyword match says most about what a question is after. */
const WEIGHTS = { keywords: 3, question: 2, answer: 1 } as const;
/** Below this score the best entry is not an answer but noise. */
export const MIN_SCORE = 2;
/** A second entry is also cited when it scores at least this share of the best. */
const SECOND_SOURCE_SHARE = 0.75;

const STOPWORDS = new Set(
  "a an and are as at be can do does for from how i in is it me my of on or the to what when where which who why will with you your".split(
    " ",
  ),
);
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/;
const KANA = /[\u3040-\u30ff]/;
const HAN_RUN = /[\u3400-\u9fff\uf900-\ufaff]{2,}/g;
const segmenters = new Map<Language, Intl.Segmenter>();
const intlTag: Readonly<Record<Language, string>> = { en: "en", zh: "zh", ja: "ja" };

/** The language a question is written in: kana means Japanese, other CJK Chinese, else English. */
export function detectLanguage(text: string): Language {
  if (KANA.test(text)) return "ja";
  return CJK.test(text) ? "zh" : "en";
}

/**
 * Search terms of a text: its words, and the character bigrams of runs of Chinese characters
 * (kanji too), which catch compounds the segmenter splits differently. Kana get no bigrams:
 * they spell sounds, so their pairs match unrelated words. Single kana (particles) are dropped.
 */
export function terms(text: string, language: Language): string[] {
  let segmenter = segmenters.get(language);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(intlTag[language], { granularity: "word" });
    segmenters.set(language, segmenter);
  }
  const out: string[] = [];
  for (const { segment, isWordLike } of segmenter.segment(text.normalize("NFKC").toLowerCase())) {
    if (!isWordLike) continue;
    if (CJK.test(segment)) {
      if (segment.length === 1 && KANA.test(segment)) continue;
      out.push(segment);
      for (const run of segment.match(HAN_RUN) ?? []) {
        const chars = [...run];
        if (chars.length > 2 || run !== segment)
          out.push(...chars.slice(1).map((char, i) => `${chars[i]}${char}`));
      }
    } else if (!STOPWORDS.has(segment)) {
      out.push(segment);
    }
  }
  return out;
}

interface IndexedEntry {
  readonly entry: FaqDoc;
  readonly fields: { readonly [F in keyof typeof WEIGHTS]: readonly string[] };
}

function buildIndex(entries: readonly FaqDoc[], language: Language) {
  const indexed: IndexedEntry[] = entries.map((entry) => {
    const text = entry.texts[language];
    return {
      entry,
      fields: {
        keywords: text.keywords.flatMap((keyword) => terms(keyword, language)),
        question: terms(text.question, language),
        answer: terms(text.answer, language),
      },
    };
  });
  const documentFrequency = new Map<string, number>();
  for (const { fields } of indexed) {
    for (const term of new Set([...fields.keywords, ...fields.question, ...fields.answer])) {
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    }
  }
  const averageLength = Object.fromEntries(
    (Object.keys(WEIGHTS) as (keyof typeof WEIGHTS)[]).map((field) => [
      field,
      indexed.reduce((sum, doc) => sum + doc.fields[field].length, 0) / Math.max(1, indexed.length),
    ]),
  ) as Record<keyof typeof WEIGHTS, number>;
  return { indexed, documentFrequency, averageLength, size: indexed.length };
}

type Index = ReturnType<typeof buildIndex>;

function score(index: Index, doc: IndexedEntry, query: readonly string[]): number {
  let total = 0;
  for (const term of new Set(query)) {
    const df = index.documentFrequency.get(term) ?? 0;
    if (df === 0) continue;
    const idf = Math.log(1 + (index.size - df + 0.5) / (df + 0.5));
    for (const field of Object.keys(WEIGHTS) as (keyof typeof WEIGHTS)[]) {
      const tokens = doc.fields[field];
      const frequency = tokens.filter((token) => token === term).length;
      if (frequency === 0) continue;
      const norm = 1 - BM25_B + (BM25_B * tokens.length) / Math.max(1, index.averageLength[field]);
      total += WEIGHTS[field] * idf * ((frequency * (BM25_K1 + 1)) / (frequency + BM25_K1 * norm));
    }
  }
  return total;
}

/** Ranks the knowledge entries for a question; best first, with their scores. */
export function createAssistant(entries: readonly FaqDoc[]) {
  const indexes = new Map<Language, Index>();
  const indexFor = (language: Language) => {
    let index = indexes.get(language);
    if (!index) {
      index = buildIndex(entries, language);
      indexes.set(language, index);
    }
    return index;
  };
  return {
    rank(question: string, language: Language = detectLanguage(question)) {
      const index = indexFor(language);
      const query = terms(question, language);
      return index.indexed
        .map((doc) => ({ entry: doc.entry, score: score(index, doc, query) }))
        .filter((hit) => hit.score > 0)
        .sort((a, b) => b.score - a.score);
    },
  };
}

export function assistantCalls(sandbox: Sandbox): Pick<Implementations<User>, "chat"> {
  const assistant = createAssistant(sandbox.catalogue.faq);
  return {
    chat: ({ api_key, question }): EndpointOutput<"chat"> => {
      if (api_key !== sandbox.config.chatApiKey)
        throw new ContractError("FORBIDDEN", "The api_key is not accepted.");
      const language = detectLanguage(question);
      const hits = assistant.rank(question, language);
      const best = hits[0];
      if (!best || best.score < MIN_SCORE) {
        return { answer: sandbox.catalogue.assistant[language].noAnswer, language, sources: [] };
      }
      const cited = [
        best,
        ...hits
          .slice(1, 2)
          .filter(
            (hit) =>
              hit.score >= best.score * SECOND_SOURCE_SHARE && hit.entry.slug !== best.entry.slug,
          ),
      ];
      const prefix = language === "en" ? "" : `/${language}`;
      return {
        answer: cited.map((hit) => hit.entry.texts[language].answer).join("\n\n"),
        language,
        sources: cited.map((hit) => ({
          title: hit.entry.texts[language].question,
          url: `${prefix}/doc/article/${hit.entry.slug}`,
        })),
      };
    },
  };
}
