// The assistant benchmark: every labelled visitor question of packages/docs/bench/
// questions.<language>.json (tuned against) and questions-holdout.<language>.json (never tuned
// against) asked of each answer builder, scored on whether the answer holds the question's key
// facts and cites a section that answers it, and whether the questions the documentation does
// not cover are declined with a ticket offer. The labels are checked against the documentation
// first; a bad label exits 1. Otherwise the bench reports and exits 0.
//
//   pnpm --filter @hostfront/provider-sandbox bench      (also part of `pnpm bench`)
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApiClient } from "@hostfront/api-client";
import type { Language } from "@hostfront/api-client/fixtures";
import { buildCorpus } from "@hostfront/docs";
import {
  checkQuestions,
  containsFact,
  isAnswerable,
  loadQuestions,
  MIN_HOLDOUT_QUESTIONS,
  MIN_QUESTIONS,
  QUESTION_KINDS,
  type Question,
  type QuestionSet,
  sectionLabel,
} from "@hostfront/docs/questions";
import pino from "pino";
import { createSandbox } from "../src/app.ts";
import { readConfig, type SandboxConfig } from "../src/env.ts";
import {
  answerQuestion,
  createAssistant,
  documentation,
  type Retrieval,
} from "../src/provider/assistant.ts";
import { baselineBuilder } from "./baseline-assistant.ts";

/** What the chat endpoint answers (its `language` aside). */
interface Answer {
  readonly answer: string;
  readonly sources: readonly { readonly title: string; readonly url: string }[];
}
/** One way of answering a visitor's question. */
interface Builder {
  readonly name: string;
  readonly ask: (question: string) => Promise<Answer>;
}
/** Words an answer from the retrieved parts (what `composeAnswer` does today). */
type Compose = (retrieval: Retrieval, site: string, question: string) => string;

const LANGUAGES: readonly Language[] = ["en", "zh", "ja"];
const FACTS_TARGET = 0.9;
const SOURCE_TARGET = 0.95;
const FAILURES_LISTED = Number(process.env.BENCH_FAILURES ?? 10);

/** "Not covered" in each language, and the offer of a ticket, as a decline says them. */
const DECLINE: {
  readonly [L in Language]: { readonly notCovered: RegExp; readonly ticket: RegExp };
} = {
  en: {
    notCovered:
      /could ?n[o']t find|can ?n[o']t find|not (?:covered|in our documentation)|do(?:es)? ?n[o']t cover/i,
    ticket: /ticket/i,
  },
  zh: { notCovered: /没有找到|未找到|没有涉及|未涉及|没有相关|未包含/, ticket: /工单/ },
  ja: {
    notCovered: /見つかりませんでした|見つかりません|記載(?:が|は)?ありません|記載されていません/,
    ticket: /チケット/,
  },
};

/** A decline may link the closest articles and the ticket page, but cites no part `[n](url)`. */
const declines = (answer: Answer, language: Language) =>
  !/\[\d+\]\(/.test(answer.answer) &&
  DECLINE[language].notCovered.test(answer.answer) &&
  DECLINE[language].ticket.test(answer.answer);

/** The cited sections as labels (`slug#id`, or the slug when the link names no section). */
function citedSections(answer: Answer): { slug: string; label: string; section: boolean }[] {
  return answer.sources.flatMap(({ url }) => {
    const { pathname, hash } = new URL(url);
    const slug = /\/doc\/article\/([^/]+)$/.exec(pathname)?.[1];
    if (!slug) return [];
    const id = hash ? decodeURIComponent(hash.slice(1)) : null;
    return [{ slug, label: sectionLabel(slug, id), section: id !== null }];
  });
}

/**
 * The answer as read: a link counts by its text, so a URL cannot supply a key fact, and a table
 * row is read as its cells in a row (as the documentation's own text has them).
 */
const readable = (answer: Answer) =>
  answer.answer
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/https?:\/\/\S+/g, "")
    .replace(/^\|?[\s:|-]+\|?$/gm, "")
    .replace(/^\| ?| ?\|$/gm, "")
    .replace(/ ?(?<!\\)\| ?/g, " ");

/**
 * At least one cited section is labelled; a link to a whole article counts by its slug, and a
 * label that is a whole article (no `#section`) takes any of its sections.
 */
function citesRightSource(answer: Answer, question: Question): boolean {
  const slugs = new Set(question.sources.map((source) => source.split("#")[0]));
  return citedSections(answer).some(({ slug, label, section }) =>
    section ? question.sources.includes(label) || question.sources.includes(slug) : slugs.has(slug),
  );
}

// -- Labels first: a wrong label would make every figure below wrong.
const corpus = buildCorpus({ highlight: false });
const SETS: readonly { readonly set: QuestionSet; readonly minimum: number }[] = [
  { set: "questions", minimum: MIN_QUESTIONS },
  { set: "holdout", minimum: MIN_HOLDOUT_QUESTIONS },
];
const sets = new Map<`${QuestionSet} ${Language}`, Question[]>();
const problems: string[] = [];
for (const { set, minimum } of SETS)
  for (const language of LANGUAGES) {
    try {
      const questions = loadQuestions(language, set);
      sets.set(`${set} ${language}`, questions);
      problems.push(...checkQuestions(questions, corpus[language], minimum));
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
if (problems.length > 0) {
  console.error(`\nThe question labels are wrong:\n- ${problems.join("\n- ")}`);
  process.exit(1);
}

// -- The sandbox, in process, as the site calls it (no model: CHAT_LLM_URL is not passed on).
const dataDir = mkdtempSync(join(tmpdir(), "hostfront-assistant-bench-"));
const config: SandboxConfig = readConfig({ SANDBOX_DATA_DIR: dataDir, SANDBOX_PORT: "0" });
const running = await createSandbox(config, { logger: pino({ level: "silent" }) });
const api = createApiClient({
  baseUrl: "http://sandbox.bench",
  retryDelayMs: 1,
  fetch: (input, init) => Promise.resolve(running.app.fetch(new Request(input, init))),
});
const viaChat = async (question: string): Promise<Answer> => {
  const { answer, sources } = await api.chat({
    api_key: config.chatApiKey,
    question,
    uuid: randomUUID(),
  });
  return { answer, sources };
};

/**
 * Today's retrieval and the chat's answer and sources with another `compose`: what a new answer
 * builder needs to be benchmarked (`{ name: "…", ask: withTodaysRetrieval(composeNext) }`).
 */
const docs = documentation();
const assistant = createAssistant(docs);
const noAnswer = (language: Language) => running.sandbox.catalogue.assistant[language].noAnswer;
const withTodaysRetrieval =
  (compose?: Compose) =>
  async (question: string): Promise<Answer> => {
    const { answer, sources } = await answerQuestion(assistant, question, (language) => ({
      site: { base: config.siteUrls[language] },
      texts: { noAnswer: noAnswer(language) },
    }));
    if (!compose || sources.length === 0) return { answer, sources };
    const retrieval = assistant.retrieve(question);
    if (retrieval.parts.length === 0) return { answer, sources };
    return { answer: compose(retrieval, config.siteUrls[retrieval.language], question), sources };
  };

/** The builders compared, today's (the chat) first. Add one per line. */
const BUILDERS: readonly Builder[] = [
  { name: "chat", ask: viaChat }, // POST /api/chat without a model: retrieve + composeAnswer
  { name: "before-41", ask: baselineBuilder(docs.indexes, config.siteUrls, noAnswer) }, // first sentences
];

// The helper above must mirror the chat, or builders made with it are not comparable.
let mirrored = 0;
let asked = 0;
for (const questions of sets.values())
  for (const { question } of questions) {
    asked++;
    const [chat, helper] = await Promise.all([viaChat(question), withTodaysRetrieval()(question)]);
    if (JSON.stringify(chat) === JSON.stringify(helper)) mirrored++;
  }

interface Outcome {
  readonly question: Question;
  readonly answer: Answer;
  readonly facts: boolean;
  readonly source: boolean;
  readonly declined: boolean;
}
interface Scores {
  readonly set: QuestionSet;
  readonly language: Language;
  readonly builder: string;
  readonly outcomes: readonly Outcome[];
}

const results: Scores[] = [];
for (const { set } of SETS)
  for (const language of LANGUAGES) {
    const questions = sets.get(`${set} ${language}`) ?? [];
    for (const builder of BUILDERS) {
      const outcomes: Outcome[] = [];
      for (const question of questions) {
        const answer = await builder.ask(question.question);
        const declined = declines(answer, language);
        outcomes.push({
          question,
          answer,
          facts:
            !declined &&
            question.facts.every((fact) => containsFact(readable(answer), fact, language)),
          source: !declined && citesRightSource(answer, question),
          declined,
        });
      }
      results.push({ set, language, builder: builder.name, outcomes });
    }
  }
await running.close();
rmSync(dataDir, { recursive: true, force: true });

// -- Report.
const pad = (text: string, width: number) => text.padEnd(width);
const share = (part: number, whole: number) => (whole === 0 ? "-" : (part / whole).toFixed(2));
const count = (outcomes: readonly Outcome[], test: (o: Outcome) => boolean) =>
  outcomes.filter(test).length;
const mark = (value: number, whole: number, target: number) =>
  whole > 0 && value / whole >= target ? " " : "*";

console.info(
  "\nAssistant answers to labelled visitor questions (packages/docs/bench/questions.<language>.json, tuned against; questions-holdout.<language>.json, never tuned against)",
);
console.info(
  "key facts: every key fact in the answer; right source: a labelled section cited; declined: not covered + ticket offer",
);
console.info(
  `targets: key facts >= ${FACTS_TARGET}, right source >= ${SOURCE_TARGET} (* = below)\n`,
);
console.info(
  `${pad("set", 10)}${pad("language", 10)}${pad("builder", 12)}${pad("questions", 11)}${pad("key facts", 11)}${pad("right source", 14)}${pad("declined (unanswerable)", 25)}${pad("declined (answerable)", 23)}answer length (median characters)`,
);
for (const { set, language, builder, outcomes } of results) {
  const answerable = outcomes.filter((o) => isAnswerable(o.question));
  const unanswerable = outcomes.filter((o) => !isAnswerable(o.question));
  const facts = count(answerable, (o) => o.facts);
  const source = count(answerable, (o) => o.source);
  const declined = count(unanswerable, (o) => o.declined);
  const wrongly = count(answerable, (o) => o.declined);
  // Longer answers hold more facts: their length is reported beside the shares.
  const lengths = answerable
    .filter((o) => !o.declined)
    .map((o) => readable(o.answer).length)
    .sort((a, b) => a - b);
  const median = lengths.length === 0 ? "-" : String(lengths[Math.floor(lengths.length / 2)]);
  console.info(
    `${pad(set, 10)}${pad(language, 10)}${pad(builder, 12)}${pad(`${answerable.length} + ${unanswerable.length}`, 11)}${pad(`${share(facts, answerable.length)}${mark(facts, answerable.length, FACTS_TARGET)}`, 11)}${pad(`${share(source, answerable.length)}${mark(source, answerable.length, SOURCE_TARGET)}`, 14)}${pad(`${share(declined, unanswerable.length)} (${declined}/${unanswerable.length})`, 25)}${pad(`${wrongly}/${answerable.length}`, 23)}${median}`,
  );
}

const kinds = QUESTION_KINDS.filter((kind) => kind !== "unanswerable");
console.info("\nKey facts by kind of question (answerable questions)\n");
console.info(
  `${pad("set", 10)}${pad("language", 10)}${pad("builder", 12)}${kinds.map((k) => pad(k, 14)).join("")}`,
);
for (const { set, language, builder, outcomes } of results) {
  console.info(
    `${pad(set, 10)}${pad(language, 10)}${pad(builder, 12)}${kinds
      .map((kind) => {
        const of = outcomes.filter((o) => o.question.kind === kind);
        return pad(
          `${share(
            count(of, (o) => o.facts),
            of.length,
          )} (${of.length})`,
          14,
        );
      })
      .join("")}`,
  );
}

const clip = (text: string, length: number) => {
  const flat = text.replace(/\s+/g, " ");
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
};
for (const { set, language, builder, outcomes } of results) {
  const failing = outcomes.filter((o) =>
    isAnswerable(o.question) ? !o.facts || !o.source : !o.declined,
  );
  console.info(
    `\n${set} ${language} ${builder}: ${failing.length} failing${failing.length > FAILURES_LISTED ? ` (first ${FAILURES_LISTED})` : ""}`,
  );
  for (const { question, answer, facts, source, declined } of failing.slice(0, FAILURES_LISTED)) {
    const why = isAnswerable(question)
      ? [
          declined ? "declined" : "",
          facts
            ? ""
            : `missing ${question.facts
                .filter((f) => !containsFact(readable(answer), f, language))
                .map((f) => `"${f}"`)
                .join(", ")}`,
          source
            ? ""
            : `cited ${
                citedSections(answer)
                  .map((c) => c.label)
                  .join(", ") || "nothing"
              } (want ${question.sources.join(" | ")})`,
        ].filter(Boolean)
      : ["not declined"];
    console.info(`  - "${question.question}" [${question.kind}]: ${why.join("; ")}`);
    console.info(`      answer: ${clip(answer.answer, Number(process.env.BENCH_CLIP ?? 160))}`);
  }
}

console.info(
  `\nwithTodaysRetrieval() answers as POST /api/chat does: ${mirrored}/${asked}${mirrored === asked ? "" : " (the helper drifted from the chat implementation)"}`,
);
