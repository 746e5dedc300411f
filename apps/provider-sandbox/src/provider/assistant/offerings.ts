// An offering the question names that the documentation never does: a managed Kubernetes
// service, a Terraform provider, colocation. Such a question asks about what we do not offer,
// and its other words (a provider, an API, a price) would otherwise find a section that answers
// something else. The lexicon (offerings-lexicon.ts) lists what hosting providers commonly
// offer, whether or not we do; which of them we offer is read from the documentation itself,
// so an article that starts to describe one (or says we do not have it) makes it answerable.
//
// A question names an offering where the name's words stand in order (English words stemmed:
// "load balancers" is "load balancer"; Chinese and Japanese words a particle or two apart at
// most: 電話サポート in 電話でのサポート, 电话客服 in 电话的客服). An offering is ours when a
// block of the documentation (with its heading) writes any of its names, an English one in any
// order ("additional IPv4 addresses" in "up to 4 additional IPv4 addresses"; the docs name
// things in their own words, and a wrong "not ours" declines a question the docs answer), so a
// line's other names only widen what a question can call it.
// Words of an address (support@) name no offering, and a name's number reads only beside its
// other words: "your phone ... write to support@" is no phone support, "100 GB ... renewal" no
// "100% renewable".
import type { Language } from "@hostfront/api-client/fixtures";
import { cjkSynonymsIn, hasCjk, normalizeWord, tokenize } from "@hostfront/docs/search";
import type { BlockIndex } from "./blocks.ts";
import { OFFERINGS } from "./offerings-lexicon.ts";

/** How an offering's name is found: its words in order (English), or its text (Chinese, Japanese). */
interface Name {
  readonly written: string;
  readonly terms: readonly string[];
  readonly cjk: boolean;
  /** A Chinese or Japanese name's words, found in order a few characters apart at most. */
  readonly words: readonly string[];
}

/** A normalised text's English words, stemmed, in order (products.ts reads titles with it too). */
export const termsOf = (text: string) =>
  tokenize(text, "en")
    .filter((token) => !token.bigram)
    .map((token) => token.term);

// A Chinese or Japanese name is found with its spaces left out (GPU 服务器 as GPU服务器).
export const unspaced = (text: string) => text.replace(/\s+/g, "");

/** Characters a Chinese or Japanese question may write between a name's words (電話でサポート). */
const WORD_GAP = 2;
/** Where a name changes script: katakana, Chinese characters with kana endings, Latin. */
const SCRIPT_RUN =
  /[\u30a0-\u30ff]+|[\u3040-\u309f\u3400-\u9fff\uf900-\ufaff]+|[^\s\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]+/g;
const HAN_ONLY = /^[\u3400-\u9fff\uf900-\ufaff]{4}$/;

/**
 * A Chinese or Japanese name's words: cut at its spaces and where its script changes, and a word
 * of four Chinese characters into its halves (電話サポート: 電話, サポート; 托管机柜: 托管, 机柜).
 */
const cjkWords = (phrase: string) =>
  (phrase.match(SCRIPT_RUN) ?? []).flatMap((word) =>
    HAN_ONLY.test(word) ? [word.slice(0, 2), word.slice(2)] : [word],
  );

/** Whether `text` writes `words` in order, each at most WORD_GAP characters after the last. */
function writesInOrder(text: string, words: readonly string[]): boolean {
  const [first, ...rest] = words;
  if (first === undefined) return false;
  for (let at = text.indexOf(first); at >= 0; at = text.indexOf(first, at + 1)) {
    let end = at + first.length;
    const found = rest.every((word) => {
      const next = text.indexOf(word, end);
      if (next < 0 || next - end > WORD_GAP) return false;
      end = next + word.length;
      return true;
    });
    if (found) return true;
  }
  return false;
}

const nameOf = (phrase: string): Name => {
  const written = normalizeWord(phrase);
  const cjk = hasCjk(written);
  return {
    written: cjk ? unspaced(written) : written,
    terms: termsOf(written),
    cjk,
    words: cjk ? cjkWords(written) : [],
  };
};

/**
 * A Chinese or Japanese name with the other words the search's vocabulary has for it, when the
 * vocabulary reads the whole name (レンタルサーバー is PHPホスティング in our documentation).
 */
function withVocabulary(phrase: string, language: "zh" | "ja"): string[] {
  const whole = cjkSynonymsIn(phrase, language).find(
    ({ start, end }) => start === 0 && end === phrase.length,
  );
  return [phrase, ...(whole?.others ?? [])];
}

/**
 * Each offering's names in a language: its own (for Chinese and Japanese with the vocabulary's
 * other words for them), and for Chinese and Japanese also its Latin English ones (visitors write
 * CDN or Kubernetes in any language).
 */
const cjkNames = (offering: (typeof OFFERINGS)[number], language: "zh" | "ja") =>
  [
    ...offering[language].flatMap((phrase) => withVocabulary(phrase, language)),
    ...offering.en.filter((phrase) => !hasCjk(phrase)),
  ].map(nameOf);

const NAMES: { readonly [L in Language]: readonly (readonly Name[])[] } = {
  en: OFFERINGS.map((offering) => offering.en.map(nameOf)),
  zh: OFFERINGS.map((offering) => cjkNames(offering, "zh")),
  ja: OFFERINGS.map((offering) => cjkNames(offering, "ja")),
};

/** Whether `terms` has `name`'s words next to each other. */
const inSequence = (terms: readonly string[], name: readonly string[]) =>
  name.length > 0 && terms.some((_, at) => name.every((term, i) => terms[at + i] === term));

/** Whether a question (its text without spaces, its terms in order) names `name`. */
function names(text: string, terms: readonly string[], name: Name): boolean {
  if (name.cjk) return writesInOrder(text, name.words);
  return inSequence(terms, name.terms);
}

/** Per documentation: each block's text and terms, and what was found of each offering. */
interface Documented {
  readonly blocks: readonly {
    readonly text: string;
    readonly terms: ReadonlySet<string>;
    readonly sequence: readonly string[];
  }[];
  readonly offerings: Map<number, boolean>;
}
const documented = new WeakMap<BlockIndex, Documented>();

function documentationOf(blocks: BlockIndex): Documented {
  let found = documented.get(blocks);
  if (!found) {
    found = {
      blocks: blocks.entries.map((entry) => {
        const text = normalizeWord(`${entry.section.heading} ${entry.text}`);
        // An address names where to write, not what is offered (support@ is no phone support).
        const sequence = termsOf(text.replace(ADDRESS, " "));
        return { text: unspaced(text), terms: new Set(sequence), sequence };
      }),
      offerings: new Map(),
    };
    documented.set(blocks, found);
  }
  return found;
}

/** E-mail and web addresses. */
const ADDRESS = /\S+@\S+|https?:\/\/\S+/g;
const NUMBER = /^\d+$/;

/**
 * Whether each number of a name stands beside another of its words in a block's words: a number
 * alone says nothing of what it counts ("100 GB" and "renewal" are no "100% renewable"; "24/7"
 * is "24/7 support" in "an engineer, 24/7, in English").
 */
const numbersBeside = (sequence: readonly string[], name: readonly string[]) =>
  name
    .filter((term) => NUMBER.test(term))
    .every((number) =>
      sequence.some(
        (term, at) =>
          term === number &&
          [sequence[at - 1], sequence[at + 1]].some(
            (beside) => beside !== undefined && beside !== number && name.includes(beside),
          ),
      ),
    );

/** Whether a block of the documentation writes any name of the offering. */
function offered(blocks: BlockIndex, offering: number): boolean {
  const docs = documentationOf(blocks);
  let known = docs.offerings.get(offering);
  if (known === undefined) {
    const all = NAMES[blocks.language][offering] ?? [];
    known = docs.blocks.some(({ text, terms, sequence }) =>
      all.some((name) =>
        name.cjk
          ? writesInOrder(text, name.words)
          : name.terms.every((term) => terms.has(term)) && numbersBeside(sequence, name.terms),
      ),
    );
    docs.offerings.set(offering, known);
  }
  return known;
}

/**
 * The names of the offerings `question` names that no block of the documentation writes
 * (empty when the question names none, or only offerings the documentation describes).
 */
export function undocumentedOfferings(blocks: BlockIndex, question: string): string[] {
  const text = normalizeWord(question);
  const terms = termsOf(text);
  const compact = unspaced(text);
  const out: string[] = [];
  NAMES[blocks.language].forEach((all, offering) => {
    const name = all.find((candidate) => names(compact, terms, candidate));
    if (name && !offered(blocks, offering)) out.push(name.written);
  });
  return out;
}
