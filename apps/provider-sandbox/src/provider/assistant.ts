// The AI assistant of the sandbox: it answers from the documentation (@hostfront/docs: the same
// articles and search index as the site). The question's language is detected, the blocks that
// answer it are found (assistant/retrieve.ts) and shown in their shape with a link to each
// section (assistant/compose.ts); with an OpenAI-compatible endpoint configured (CHAT_LLM_URL)
// the model words the answer from the same blocks (assistant/llm.ts), and when it fails the
// composed answer is used. When the documentation does not cover the question it says so and
// offers the ticket page and the closest articles.

import { Worker } from "node:worker_threads";
import type { EndpointOutput } from "@hostfront/api-client";
import { buildCatalogue, type Language } from "@hostfront/api-client/fixtures";
import { ContractError, type Implementations } from "@hostfront/api-client/server";
import { buildCorpus } from "@hostfront/docs";
import { SearchIndex, type SerializedIndex } from "@hostfront/docs/search";
import { withAskedWords } from "./assistant/asked.ts";
import {
  type Answer,
  type AssistantTexts,
  composeAnswer,
  composeDecline,
  type Site,
} from "./assistant/compose.ts";
import { detectLanguage, type ScriptEvidence, scriptEvidence } from "./assistant/language.ts";
import { type LlmConfig, wordWithLlm } from "./assistant/llm.ts";
import { type DocumentationPassages, languagePassages } from "./assistant/passages.ts";
import { type QuoteCatalogue, quotePart, readConfiguration } from "./assistant/quote.ts";
import { BlockIndex, type Retrieval, retrieve } from "./assistant/retrieve.ts";
import type { Sandbox, User } from "./context.ts";

export { type Answer, composeAnswer, composeDecline, type Site } from "./assistant/compose.ts";
export { detectLanguage } from "./assistant/language.ts";
export { type LlmConfig, wordWithLlm } from "./assistant/llm.ts";
export type { Retrieval } from "./assistant/retrieve.ts";

/** What the assistant reads: each language's search index and passages. */
export interface Documentation {
  readonly indexes: { readonly [L in Language]: SerializedIndex };
  readonly passages: DocumentationPassages;
}

/**
 * The assistant of the documentation, pricing the configurations questions name with the
 * catalogue's documents (the sandbox passes its own; the sample catalogue otherwise).
 */
export function createAssistant(
  documentation: Documentation,
  catalogue: QuoteCatalogue = buildCatalogue(),
) {
  const languages = new Map<Language, { index: SearchIndex; blocks: BlockIndex }>();
  const of = (language: Language) => {
    let entry = languages.get(language);
    if (!entry) {
      entry = {
        index: SearchIndex.from(documentation.indexes[language]),
        blocks: new BlockIndex(language, documentation.passages[language]),
      };
      languages.set(language, entry);
    }
    return entry;
  };
  const texts = (sections: DocumentationPassages[Language]) =>
    sections.flatMap((s) => [s.heading, ...s.blocks.map((b) => b.text)]);
  let evidence: ScriptEvidence | undefined;
  /** The language of a question, with the documentation's characters as evidence. */
  const language = (question: string): Language => {
    evidence ??= scriptEvidence({
      zh: texts(documentation.passages.zh),
      ja: texts(documentation.passages.ja),
    });
    return detectLanguage(question, evidence);
  };

  return {
    language,
    /** The parts of the documentation that answer `question`; none when it does not. */
    retrieve(question: string, inLanguage: Language = language(question)): Retrieval {
      const { index, blocks } = of(inLanguage);
      // A Chinese or Japanese question's Latin words are also looked for in the English docs.
      const english = inLanguage === "en" ? undefined : of("en").blocks;
      const found = retrieve(index, blocks, question, inLanguage, {
        english: english && {
          uses: (term) => english.frequency(term) > 0,
          headingPlaces: (term) => english.headingPlaces(term),
        },
      });
      // A configuration the question prices comes first, as a sum (assistant/quote.ts).
      const configuration = readConfiguration(question, inLanguage, catalogue);
      const quote = configuration && quotePart(blocks, catalogue, configuration);
      return quote ? { ...found, parts: [quote, ...found.parts] } : found;
    },
  };
}
export type Assistant = ReturnType<typeof createAssistant>;

export interface AnswerOptions {
  readonly site: Site;
  readonly texts: AssistantTexts;
  readonly llm?: LlmConfig | null;
  readonly fetch?: typeof fetch;
  /** Told when the model gave no answer and the composed one is used. */
  readonly onLlmFailure?: () => void;
  /** Told when finding the answer failed (a bug) and the visitor is offered a ticket instead. */
  readonly onRetrievalFailure?: (error: unknown) => void;
}

/** The chat's answer to `question`: composed, worded by the model, or declined. */
export async function answerQuestion(
  assistant: Assistant,
  question: string,
  options: (language: Language) => AnswerOptions,
): Promise<Answer> {
  let retrieval: Retrieval;
  let failure: unknown;
  try {
    retrieval = assistant.retrieve(question);
  } catch (error) {
    // A visitor meets an error of ours as the ticket offer in the question's language, not as
    // a failed request; the failure is reported.
    failure = error;
    retrieval = { language: assistant.language(question), parts: [], closest: [], confidence: 0 };
  }
  const {
    site,
    texts,
    llm,
    fetch: fetchImpl,
    onLlmFailure,
    onRetrievalFailure,
  } = options(retrieval.language);
  if (failure !== undefined) onRetrievalFailure?.(failure);
  if (retrieval.parts.length === 0) return composeDecline(retrieval, site, texts);
  const composed = composeAnswer(retrieval, site);
  if (!llm) return composed;
  const worded = await wordWithLlm(llm, question, retrieval, site, fetchImpl);
  if (worded === null) {
    onLlmFailure?.();
    return composed;
  }
  if ("declined" in worded) return composeDecline(retrieval, site, texts);
  return { ...composed, answer: worded.answer };
}

/** The documentation's indexes and passages, rendered here (tests; the sandbox uses the worker). */
export function documentation(): Documentation {
  const corpus = buildCorpus({ highlight: false });
  const passages = (language: Language) =>
    withAskedWords(
      SearchIndex.from(corpus[language].index),
      languagePassages(corpus[language]),
      language,
    );
  return {
    indexes: { en: corpus.en.index, zh: corpus.zh.index, ja: corpus.ja.index },
    passages: { en: passages("en"), zh: passages("zh"), ja: passages("ja") },
  };
}

let shared: Promise<Documentation> | undefined;
/**
 * The documentation, rendered once per process in a worker thread, so a sandbox that just
 * started answers requests while the docs are read.
 */
export function documentationInBackground(): Promise<Documentation> {
  shared ??= new Promise<Documentation>((resolve, reject) => {
    const worker = new Worker(new URL("./documentation-worker.ts", import.meta.url));
    worker.once("message", (documentation: Documentation) => {
      resolve(documentation);
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
  // Read on the first question, unless the process started reading it already (main.ts does at
  // start-up): a sandbox that is never asked (most tests) does not spend the seconds.
  let ready: Promise<Assistant> | undefined;
  const llm = sandbox.config.chatLlm;
  return {
    chat: async ({ api_key, question }): Promise<EndpointOutput<"chat">> => {
      if (api_key !== sandbox.config.chatApiKey)
        throw new ContractError("FORBIDDEN", "The api_key is not accepted.");
      ready ??= documentationInBackground().then((docs) =>
        createAssistant(docs, sandbox.catalogue),
      );
      const { answer, language, sources } = await answerQuestion(
        await ready,
        question,
        (language) => ({
          site: { base: sandbox.config.siteUrls[language] },
          texts: sandbox.catalogue.assistant[language],
          llm,
          onLlmFailure: () =>
            sandbox.log.warn(
              { url: llm?.url },
              "the chat model did not answer; composing from the docs",
            ),
          onRetrievalFailure: (error) =>
            sandbox.log.error({ err: error, question }, "the assistant failed; offering a ticket"),
        }),
      );
      return { answer, language, sources: [...sources] };
    },
  };
}
