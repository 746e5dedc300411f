// The AI assistant of the sandbox: it answers from the documentation. The question is searched
// in its own language's index (@hostfront/docs: the same articles and index as the site), the
// best passages are quoted, and the articles used are linked. When the documentation does not
// cover the question it says so instead of guessing. With an OpenAI-compatible endpoint
// configured (CHAT_LLM_URL), the model words the answer from the same passages; without one,
// or when it fails, the passages are the answer.

import { Worker } from "node:worker_threads";
import type { EndpointOutput } from "@hostfront/api-client";
import type { Language } from "@hostfront/api-client/fixtures";
import { ContractError, type Implementations } from "@hostfront/api-client/server";
import { buildCorpus } from "@hostfront/docs";
import {
  SearchIndex,
  type SearchResult,
  type SerializedIndex,
  tokenize,
} from "@hostfront/docs/search";
import type { Sandbox, User } from "./context.ts";

/** Below this score the best article is noise, not an answer. */
export const MIN_SCORE = 0.45;
/** Share of the question's words the best article must match. */
export const MIN_COVERAGE = 0.6;
/** A second article is also quoted when it scores at least this share of the best. */
const SECOND_SOURCE_SHARE = 0.7;
/** Sentences quoted from the best passage, and from a second one. */
const SENTENCES = 3;
/** Longest answer composed from passages, in characters. */
export const MAX_ANSWER_LENGTH = 700;
/** How long the model may take before the passages answer instead. */
const LLM_TIMEOUT_MS = 20_000;

const KANA = /[\u3040-\u30ff]/;
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/** The language a question is written in: kana means Japanese, other CJK Chinese, else English. */
export function detectLanguage(text: string): Language {
  if (KANA.test(text)) return "ja";
  return CJK.test(text) ? "zh" : "en";
}

export interface Passage {
  readonly slug: string;
  readonly title: string;
  readonly sectionId: string | null;
  readonly heading: string;
  /** The sentences quoted, in the order the article has them. */
  readonly sentences: readonly string[];
}

export interface Retrieval {
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
export type DocumentationIndexes = { readonly [L in Language]: SerializedIndex };

export function createAssistant(documentation: DocumentationIndexes) {
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
export function composeAnswer(passages: readonly Passage[], language: Language): string {
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

const LANGUAGE_NAMES: { readonly [L in Language]: string } = {
  en: "English",
  zh: "Simplified Chinese",
  ja: "Japanese",
};

export interface LlmConfig {
  readonly url: string;
  readonly key: string;
  readonly model: string;
}

/** The model's wording of an answer from the passages, or null when it cannot give one. */
export async function wordWithLlm(
  llm: LlmConfig,
  question: string,
  retrieval: Retrieval,
  fetchImpl: typeof fetch = fetch,
): Promise<string | null> {
  const context = retrieval.passages
    .map((p, i) => `[${i + 1}] ${p.title} — ${p.heading}\n${p.sentences.join(" ")}`)
    .join("\n\n");
  try {
    const response = await fetchImpl(`${llm.url.replace(/\/+$/, "")}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${llm.key}` },
      signal: AbortSignal.timeout(LLM_TIMEOUT_MS),
      body: JSON.stringify({
        model: llm.model,
        temperature: 0.2,
        messages: [
          {
            role: "system",
            content: `You are the support assistant of a hosting provider. Answer in ${LANGUAGE_NAMES[retrieval.language]}, in at most four sentences, using only the numbered passages from the documentation. If they do not answer the question, say that the documentation does not cover it. Do not invent prices, limits or policies.`,
          },
          { role: "user", content: `Passages:\n${context}\n\nQuestion: ${question}` },
        ],
      }),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as {
      choices?: { message?: { content?: unknown } }[];
    };
    const content = body.choices?.[0]?.message?.content;
    return typeof content === "string" && content.trim() !== "" ? content.trim() : null;
  } catch {
    return null;
  }
}

/** The documentation's indexes, rendered here (tests; the sandbox uses the worker). */
export function documentation(): DocumentationIndexes {
  const corpus = buildCorpus({ highlight: false });
  return { en: corpus.en.index, zh: corpus.zh.index, ja: corpus.ja.index };
}

let shared: Promise<DocumentationIndexes> | undefined;
/**
 * The documentation's indexes, rendered once per process in a worker thread, so a sandbox
 * that just started answers requests while the docs are read.
 */
export function documentationInBackground(): Promise<DocumentationIndexes> {
  shared ??= new Promise<DocumentationIndexes>((resolve, reject) => {
    const worker = new Worker(new URL("./documentation-worker.ts", import.meta.url));
    worker.once("message", (indexes: DocumentationIndexes) => {
      resolve(indexes);
      void worker.terminate();
    });
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (code !== 0) reject(new Error(`documentation worker exited with ${code}`));
    });
  }).catch(() => documentation());
  return shared;
}

export function assistantCalls(sandbox: Sandbox): Pick<Implementations<User>, "chat"> {
  const ready = documentationInBackground().then(createAssistant);
  const llm = sandbox.config.chatLlm;
  return {
    chat: async ({ api_key, question }): Promise<EndpointOutput<"chat">> => {
      if (api_key !== sandbox.config.chatApiKey)
        throw new ContractError("FORBIDDEN", "The api_key is not accepted.");
      const retrieval = (await ready).retrieve(question);
      const { language, passages } = retrieval;
      if (passages.length === 0)
        return { answer: sandbox.catalogue.assistant[language].noAnswer, language, sources: [] };
      const worded = llm ? await wordWithLlm(llm, question, retrieval) : null;
      if (llm && worded === null)
        sandbox.log.warn({ url: llm.url }, "the chat model did not answer; quoting the docs");
      const site = sandbox.config.siteUrls[language];
      return {
        answer: worded ?? composeAnswer(passages, language),
        language,
        sources: passages.map((p) => ({
          title: p.sectionId ? `${p.title} — ${p.heading}` : p.title,
          url: `${site}/doc/article/${p.slug}${p.sectionId ? `#${encodeURIComponent(p.sectionId)}` : ""}`,
        })),
      };
    },
  };
}
