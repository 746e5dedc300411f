// How visitors ask for a section (`@hostfront/docs` readAsked: questions written offline in
// visitors' words for every section): a question worded like one of them is likely about that
// section, even when it shares few words with the section's own text (a symptom, everyday words,
// another provider's words). Each of a section's questions is read as a visitor's question is
// (question.ts: content words, vocabulary lines, pairs of Chinese and Japanese characters), and
// the two are compared by the weight of the words they share, each way (how much of the
// visitor's question it holds, and how much of itself the visitor's question holds).
// - A word weighs by how few sections visitors ask with it: a region or "server" is asked about
//   everywhere and tells sections apart less than "move" or "refund" does.
// - A piece of a word (the tokenizer's ファ of ファイル) is not a word of its own here: a name
//   would otherwise weigh as many words.
// - A question asking a price is worded like the questions that ask one: "how much more for
//   Windows" is not "connect to a Windows server".
// A section's questions are also read together (askedLikelihood): a long question in a visitor's
// words shares a little with each of several of them and little with any one ("my son is 16 …
// run a minecraft server, is he allowed to sign up by himself" of "can a 16 year old sign up"
// and "im 17 and want to host a minecraft server, can i make an account myself").
// Reading the questions (withAskedWords) takes about a second of CPU for Chinese or Japanese, so
// it is done where the documentation is rendered, in the documentation worker, and sent with the
// passages; weighing their words takes about 10 ms on the first question in a language.
import type { Language } from "@hostfront/api-client/fixtures";
import type { SearchIndex } from "@hostfront/docs/search";
import { BlockIndex } from "./blocks.ts";
import { type Cues, cuesOf } from "./language.ts";
import type { LanguagePassages, Section } from "./passages.ts";
import { type QuestionTerms, questionTerms } from "./question.ts";

/** A question's words, each with its weight. */
type Weights = ReadonlyMap<string, number>;

/** One of the questions visitors ask for a section, its words weighed. */
interface Asked {
  readonly weights: Weights;
  readonly asksPrice: boolean;
}

/** A section's questions read together: the weight each word is asked with, and their sum. */
interface Pooled {
  readonly uses: ReadonlyMap<string, number>;
  readonly total: number;
}

interface AskedIndex {
  readonly sections: ReadonlyMap<Section, readonly Asked[]>;
  /** A word's weight: how rare it is among the sections' questions. */
  readonly idf: (term: string) => number;
  readonly pooled: ReadonlyMap<Section, Pooled>;
  /** The words the questions use, with how many sections use each. */
  readonly sectionsUsing: ReadonlyMap<string, number>;
}

/** A question's words (a word 1, a pair of characters less), without the pieces of its words. */
function wordsOf(terms: QuestionTerms): Map<string, number> {
  const whole = [...terms.own].filter(([, weight]) => weight >= 1).map(([term]) => term);
  const out = new Map<string, number>();
  for (const [term, weight] of [...terms.own, ...terms.pairs]) {
    if (weight < 1 && whole.some((word) => word !== term && word.includes(term))) continue;
    out.set(term, Math.max(out.get(term) ?? 0, weight));
  }
  return out;
}

/**
 * A language's passages with each section's asked questions read (`askedWords`): about a second
 * of CPU for Chinese or Japanese, so it is done once, off the thread that answers visitors.
 */
export function withAskedWords(
  index: SearchIndex,
  passages: LanguagePassages,
  language: Language,
): LanguagePassages {
  const blocks = new BlockIndex(language, passages);
  return passages.map((section) => ({
    ...section,
    askedWords: (section.asked ?? []).map((question) => ({
      words: [...wordsOf(questionTerms(index, blocks, question, language, []))],
      asksPrice: cuesOf(question, language).price,
    })),
  }));
}

const weighed = (
  words: Iterable<readonly [string, number]>,
  idf: (term: string) => number,
): Weights => new Map([...words].map(([term, weight]) => [term, idf(term) * weight]));

/** Each language's asked questions, weighed once (on the first question in that language). */
const indexes = new WeakMap<BlockIndex, AskedIndex>();

function askedOf(blocks: BlockIndex): AskedIndex {
  const found = indexes.get(blocks);
  if (found) return found;
  // A word's weight needs every section's questions.
  const read = blocks.sections.filter((section) => section.askedWords?.length);
  const sectionsUsing = new Map<string, number>();
  for (const section of read)
    for (const term of new Set(section.askedWords?.flatMap((q) => q.words.map(([t]) => t))))
      sectionsUsing.set(term, (sectionsUsing.get(term) ?? 0) + 1);
  const n = read.length;
  const idf = (term: string) => {
    const df = sectionsUsing.get(term) ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  };
  const sections = new Map(
    read.map((section) => [
      section,
      (section.askedWords ?? []).map(({ words, asksPrice }) => ({
        weights: weighed(words, idf),
        asksPrice,
      })),
    ]),
  );
  const pooled = new Map(
    read.map((section) => {
      const uses = new Map<string, number>();
      let total = 0;
      for (const { words } of section.askedWords ?? [])
        for (const [term, weight] of words) {
          uses.set(term, (uses.get(term) ?? 0) + weight);
          total += weight;
        }
      return [section, { uses, total }];
    }),
  );
  const made: AskedIndex = { sections, idf, pooled, sectionsUsing };
  indexes.set(blocks, made);
  return made;
}

/** How much of `one`'s weight `other` holds (0-1). */
function held(one: Weights, other: Weights): number {
  let total = 0;
  let found = 0;
  for (const [term, weight] of one) {
    total += weight;
    if (other.has(term)) found += weight;
  }
  return total === 0 ? 0 : found / total;
}

/**
 * How closely the question (its terms, and the cues of what it asks) is worded like the way
 * visitors ask for each section (0-1: the best of the section's questions, the harmonic mean of
 * what each holds of the other); sections with none are left out.
 */
export function askedFit(
  blocks: BlockIndex,
  question: QuestionTerms,
  cues: Cues,
): Map<Section, number> {
  const { sections, idf } = askedOf(blocks);
  const visitor = weighed(wordsOf(question), idf);
  const fits = new Map<Section, number>();
  for (const [section, questions] of sections) {
    let best = 0;
    for (const other of questions) {
      if (cues.price && !other.asksPrice) continue;
      const a = held(visitor, other.weights);
      const b = held(other.weights, visitor);
      if (a + b > 0) best = Math.max(best, (2 * a * b) / (a + b));
    }
    if (best > 0) fits.set(section, best);
  }
  return fits;
}

/**
 * The weight of a use a section's questions are taken to have of a word they never use (additive
 * smoothing): from 0.01 to 1 the right section comes first as often, within 0.02 (ADR 0025).
 */
const UNASKED_USE = 0.3;

/**
 * How likely each section is the one the question asks for, its asked questions read together
 * (0-1, summing to 1 over the sections that have any): a naive Bayes classifier over the
 * questions' words, each weighed by its weight in the question and how rare it is (as in
 * askedFit). Words no asked question uses tell no section apart and are left out.
 */
export function askedLikelihood(blocks: BlockIndex, question: QuestionTerms): Map<Section, number> {
  const { pooled, idf, sectionsUsing } = askedOf(blocks);
  const words = [...weighed(wordsOf(question), idf)].filter(([term]) => sectionsUsing.has(term));
  const logs = [...pooled].map(([section, { uses, total }]) => {
    const unseen = Math.log(total + UNASKED_USE * sectionsUsing.size);
    let log = 0;
    for (const [term, weight] of words)
      log += weight * (Math.log((uses.get(term) ?? 0) + UNASKED_USE) - unseen);
    return [section, log] as const;
  });
  if (logs.length === 0) return new Map();
  const most = Math.max(...logs.map(([, log]) => log));
  const sum = logs.reduce((total, [, log]) => total + Math.exp(log - most), 0);
  return new Map(logs.map(([section, log]) => [section, Math.exp(log - most) / sum]));
}
