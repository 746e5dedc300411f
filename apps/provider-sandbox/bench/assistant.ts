// The assistant benchmark: every labelled visitor question of packages/docs/bench/
// questions.<language>.json asked of each answer builder, scored on whether the answer holds the
// question's key facts and cites a section that answers it, and whether the questions the
// documentation does not cover are declined with a ticket offer. The labels are checked against
// the documentation first; a bad label exits 1. Otherwise the bench reports and exits 0.
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
  QUESTION_KINDS,
  type Question,
  sectionLabel,
} from "@hostfront/docs/questions";
import pino from "pino";
import { createSandbox } from "../src/app.ts";
import { readConfig, type SandboxConfig } from "../src/env.ts";
import {
  composeAnswer,
  createAssistant,
  detectLanguage,
  documentation,
  type Passage,
} from "../src/provider/assistant.ts";

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
/** Words an answer from retrieved passages (what `composeAnswer` does today). */
type Compose = (passages: readonly Passage[], language: Language, question: string) => string;

const LANGUAGES: readonly Language[] = ["en", "zh", "ja"];
const FACTS_TARGET = 0.9;
const SOURCE_TARGET = 0.95;
const FAILURES_LISTED = 10;

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

const declines = (answer: Answer, language: Language) =>
  answer.sources.length === 0 &&
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

/** At least one cited section is labelled; a link to a whole article counts by its slug. */
function citesRightSource(answer: Answer, question: Question): boolean {
  const slugs = new Set(question.sources.map((source) => source.split("#")[0]));
  return citedSections(answer).some(({ slug, label, section }) =>
    section ? question.sources.includes(label) : slugs.has(slug),
  );
}

// -- Labels first: a wrong label would make every figure below wrong.
const corpus = buildCorpus({ highlight: false });
const sets = new Map<Language, Question[]>();
const problems: string[] = [];
for (const language of LANGUAGES) {
  try {
    const questions = loadQuestions(language);
    sets.set(language, questions);
    problems.push(...checkQuestions(questions, corpus[language]));
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
 * Today's retrieval and the chat's answer shape with another `compose`: what a new answer
 * builder needs to be benchmarked (`{ name: "…", ask: withTodaysRetrieval(composeNext) }`).
 */
const assistant = createAssistant(documentation());
const withTodaysRetrieval =
  (compose: Compose) =>
  async (question: string): Promise<Answer> => {
    const { language, passages } = assistant.retrieve(question, detectLanguage(question));
    if (passages.length === 0)
      return { answer: running.sandbox.catalogue.assistant[language].noAnswer, sources: [] };
    const site = config.siteUrls[language];
    return {
      answer: compose(passages, language, question),
      sources: passages.map((p) => ({
        title: p.sectionId ? `${p.title} — ${p.heading}` : p.title,
        url: `${site}/doc/article/${p.slug}${p.sectionId ? `#${encodeURIComponent(p.sectionId)}` : ""}`,
      })),
    };
  };

/** The builders compared, the first being today's. Add one per line. */
const BUILDERS: readonly Builder[] = [
  { name: "baseline", ask: viaChat }, // POST /api/chat without a model: retrieve + composeAnswer
];

// The helper above must mirror the chat, or builders made with it are not comparable.
let mirrored = 0;
let asked = 0;
for (const questions of sets.values())
  for (const { question } of questions) {
    asked++;
    const [chat, helper] = await Promise.all([
      viaChat(question),
      withTodaysRetrieval((passages, language) => composeAnswer(passages, language))(question),
    ]);
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
  readonly language: Language;
  readonly builder: string;
  readonly outcomes: readonly Outcome[];
}

const results: Scores[] = [];
for (const language of LANGUAGES) {
  const questions = sets.get(language) ?? [];
  for (const builder of BUILDERS) {
    const outcomes: Outcome[] = [];
    for (const question of questions) {
      const answer = await builder.ask(question.question);
      outcomes.push({
        question,
        answer,
        facts: question.facts.every((fact) => containsFact(answer.answer, fact, language)),
        source: citesRightSource(answer, question),
        declined: declines(answer, language),
      });
    }
    results.push({ language, builder: builder.name, outcomes });
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
  "\nAssistant answers to labelled visitor questions (packages/docs/bench/questions.<language>.json)",
);
console.info(
  "key facts: every key fact in the answer; right source: a labelled section cited; declined: not covered + ticket offer",
);
console.info(
  `targets: key facts >= ${FACTS_TARGET}, right source >= ${SOURCE_TARGET} (* = below)\n`,
);
console.info(
  `${pad("language", 10)}${pad("builder", 12)}${pad("questions", 11)}${pad("key facts", 11)}${pad("right source", 14)}${pad("declined (unanswerable)", 25)}declined (answerable)`,
);
for (const { language, builder, outcomes } of results) {
  const answerable = outcomes.filter((o) => isAnswerable(o.question));
  const unanswerable = outcomes.filter((o) => !isAnswerable(o.question));
  const facts = count(answerable, (o) => o.facts);
  const source = count(answerable, (o) => o.source);
  const declined = count(unanswerable, (o) => o.declined);
  const wrongly = count(answerable, (o) => o.declined);
  console.info(
    `${pad(language, 10)}${pad(builder, 12)}${pad(`${answerable.length} + ${unanswerable.length}`, 11)}${pad(`${share(facts, answerable.length)}${mark(facts, answerable.length, FACTS_TARGET)}`, 11)}${pad(`${share(source, answerable.length)}${mark(source, answerable.length, SOURCE_TARGET)}`, 14)}${pad(`${share(declined, unanswerable.length)} (${declined}/${unanswerable.length})`, 25)}${wrongly}/${answerable.length}`,
  );
}

const kinds = QUESTION_KINDS.filter((kind) => kind !== "unanswerable");
console.info("\nKey facts by kind of question (answerable questions)\n");
console.info(`${pad("language", 10)}${pad("builder", 12)}${kinds.map((k) => pad(k, 14)).join("")}`);
for (const { language, builder, outcomes } of results) {
  console.info(
    `${pad(language, 10)}${pad(builder, 12)}${kinds
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
for (const { language, builder, outcomes } of results) {
  const failing = outcomes.filter((o) =>
    isAnswerable(o.question) ? !o.facts || !o.source : !o.declined,
  );
  console.info(
    `\n${language} ${builder}: ${failing.length} failing${failing.length > FAILURES_LISTED ? ` (first ${FAILURES_LISTED})` : ""}`,
  );
  for (const { question, answer, facts, source, declined } of failing.slice(0, FAILURES_LISTED)) {
    const why = isAnswerable(question)
      ? [
          declined ? "declined" : "",
          facts
            ? ""
            : `missing ${question.facts
                .filter((f) => !containsFact(answer.answer, f, language))
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
    console.info(`      answer: ${clip(answer.answer, 160)}`);
  }
}

console.info(
  `\nwithTodaysRetrieval(composeAnswer) answers as POST /api/chat does: ${mirrored}/${asked}${mirrored === asked ? "" : " (the helper drifted from the chat implementation)"}`,
);
