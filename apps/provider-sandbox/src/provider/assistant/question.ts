// A question as the ranking weighs it: its content words (not the words of how it is asked;
// less the words it turns away from), the pairs of characters of a Chinese or Japanese question
// that the documentation writes, the search's synonyms that stand in for words the
// documentation does not use (a word or phrase of its vocabulary is one term, read as the
// documentation's word: 退钱 as 退款), and the names it uses that no documentation has (GPU, cPanel).
import type { Language } from "@hostfront/api-client/fixtures";
import {
  CJK_STOPWORDS,
  cjkSynonymsIn,
  editDistance,
  type SearchIndex,
  type SearchResult,
  type Token,
  tokenize,
} from "@hostfront/docs/search";
import { type BlockIndex, CJK_TERM, type Holder, holds, LEADING_HAN } from "./blocks.ts";
import { frameSpans, negatedSpans, turnedAwaySpans } from "./language.ts";
import type { Section } from "./passages.ts";

/** A synonym the search found counts for this share of a question word it stands in for. */
const RELATED_DISCOUNT = 0.6;
/** Weight of a word the question turns away from ("instead of a password"). */
const NEGATED_WEIGHT = 0.25;
/** Weight of a pair of characters of a Chinese or Japanese question (a word has 1). */
const PAIR_WEIGHT = 0.5;
/** A run of Chinese characters or katakana: hiragana are particles and endings. */
const CJK_RUN = /[\u30a0-\u30ff\u3400-\u9fff\uf900-\ufaff]+/g;
/** A word of the question this close to one the search matched is a typo of it, not a name. */
const TYPO_DISTANCE = 2;
/**
 * A word of the question read as a typo: letters only (100m is a quantity), four at least (one
 * edit makes too many other short words).
 */
const TYPO_WORD = /^[a-z]{4,}$/;

/**
 * The English documentation, for the Latin words of a Chinese or Japanese question that only it
 * writes (an error message such as "Permission denied"): the articles are translated section by
 * section, so the section at the same place holds the word in translation.
 */
export interface English {
  uses(term: string): boolean;
  headingPlaces(term: string): readonly { readonly slug: string; readonly ordinal: number }[];
}

/** The question's terms: its own words (weight 1, bigrams less) and the search's synonyms. */
export interface QuestionTerms {
  readonly own: ReadonlyMap<string, number>;
  /**
   * Pairs of neighbouring characters of a Chinese or Japanese question that the documentation
   * writes: they rank, but do not decide whether the docs cover the question (a pair of a
   * known word would outweigh the one word the docs never use).
   */
  readonly pairs: ReadonlyMap<string, number>;
  /** Index terms the search matched that the question does not have: synonyms, typo fixes. */
  readonly related: ReadonlySet<string>;
  /** How many of the question's Chinese or Japanese words the documentation never uses. */
  readonly unknown: number;
  /**
   * Names (Latin words in a Chinese or Japanese question; capitalized, mixed-case or with digits
   * in an English one) no documentation of any language uses: what the docs do not offer.
   */
  readonly unknownNames: readonly string[];
  /** Sections holding question words in translation: their English heading has them. */
  readonly translated: ReadonlyMap<Section, ReadonlySet<string>>;
  /** Where the question writes each of its words (not the tokenizer's pairs): [start, end) spans. */
  readonly places: ReadonlyMap<string, readonly (readonly [number, number])[]>;
  /**
   * Question words the search's vocabulary says the documentation writes otherwise (退钱: 退款;
   * カード: お支払い方法): a block holding one of those holds this share of the word.
   */
  readonly meaning: ReadonlyMap<string, Meaning>;
  /** Words the question turns away from ("instead of a password"): what it is not about. */
  readonly away: ReadonlySet<string>;
}

/** Other words of the search's vocabulary for a question word, and how much holding one counts. */
export interface Meaning {
  readonly words: readonly string[];
  readonly share: number;
}

const MIXED = /[a-z][A-Z]|[A-Z]{2}|\d/;
/** A Latin word in a Chinese or Japanese question, of two letters or more (G is a unit). */
const LATIN = /^[a-z][a-z0-9'._-]+$/i;
/** An English word written as a name: capitalized after the first word, mixed case, or digits. */
const WRITTEN_AS_NAME = /^(?:[A-Z][a-zA-Z0-9]*|[a-z]+[A-Z][a-zA-Z0-9]*|[a-zA-Z]+\d[a-zA-Z0-9]*)$/;

/** Whether a Latin word of the question is written as a name (not "I", not the first word). */
export function writtenAsName(question: string, start: number, end: number, language: Language) {
  const written = question.slice(start, end);
  if (language !== "en") return LATIN.test(written);
  return start > 0 && written !== "I" && WRITTEN_AS_NAME.test(written);
}

/** The index terms the search matches for one word of the question (its synonyms, its typo fixes). */
const searchedTerms = (index: SearchIndex, written: string): readonly string[] =>
  index.search(written, { limit: 1, prefix: false })[0]?.terms ?? [];

/**
 * Whether the search reads a name the documentation does not use as something it does: a
 * synonym (SLA: service level agreement) or, unless written in mixed case or with digits on
 * purpose (cPanel, CN2), a typo of a word it uses.
 */
function explained(index: SearchIndex, written: string, term: string) {
  const deliberate = MIXED.test(written);
  return searchedTerms(index, written).some(
    (other) => !deliberate || editDistance(term, other, TYPO_DISTANCE) > TYPO_DISTANCE,
  );
}

/** The word of the documentation a word it never writes is a typo of (one edit), if any. */
function typoOf(index: SearchIndex, blocks: BlockIndex, written: string, term: string) {
  let known = typos.get(blocks);
  if (!known) {
    known = new Map();
    typos.set(blocks, known);
  }
  const key = written.toLowerCase();
  if (!known.has(key)) {
    const found = searchedTerms(index, written);
    known.set(
      key,
      found.find(
        (other) =>
          other !== term && blocks.frequency(other) > 0 && editDistance(term, other, 1) <= 1,
      ),
    );
  }
  return known.get(key);
}
/** Each language's typos read so far (the asked questions repeat theirs: cant, dont). */
const typos = new WeakMap<BlockIndex, Map<string, string | undefined>>();

export function questionTerms(
  index: SearchIndex,
  blocks: BlockIndex,
  question: string,
  language: Language,
  results: readonly SearchResult[],
  english?: English,
): QuestionTerms {
  const translated = new Map<Section, Set<string>>();
  const frames = frameSpans(question, language);
  const inFrame = (start: number, end: number) =>
    frames.some(([from, to]) => from <= start && end <= to);
  const negated = negatedSpans(question, language);
  const turnedAway = (start: number, end: number) =>
    negated.some(([from, to]) => from <= start && end <= to);
  const objects = turnedAwaySpans(question, language);
  const isAway = (start: number, end: number) =>
    objects.some(([from, to]) => from <= start && end <= to);
  const matched = new Set(results.slice(0, 2).flatMap((result) => result.terms));
  const own = new Map<string, number>();
  const places = new Map<string, [number, number][]>();
  const unknownNames: string[] = [];
  const away = new Set<string>();
  let unknown = 0;
  // A word or phrase of the search's vocabulary (退钱, 更新を忘れ) is one term of the question,
  // standing for the words of its line the documentation writes; one the documentation never
  // writes itself is read as the first of those (so it is no unknown word).
  const meaning = new Map<string, Meaning>();
  const vocabulary = vocabularyIn(blocks, question, language);
  const inVocabulary = (start: number, end: number) =>
    vocabulary.some((v) => v.start < end && start < v.end);
  for (const { start, end, term, others, share } of vocabulary) {
    if (inFrame(start, end)) continue;
    own.set(term, Math.max(own.get(term) ?? 0, turnedAway(start, end) ? NEGATED_WEIGHT : 1));
    if (isAway(start, end)) away.add(term);
    places.set(term, [...(places.get(term) ?? []), [start, end]]);
    if (others.length > 0) meaning.set(term, { words: others, share });
  }
  for (const token of joinSplitWords(tokenize(question, language), blocks)) {
    // How the question is asked (多久, いくら, 怎么办) is a cue for the answer's kind, not content.
    if (inFrame(token.start, token.end) || inVocabulary(token.start, token.end)) continue;
    let term = token.term;
    if (CJK_TERM.test(term) && blocks.frequency(term) === 0) {
      // A verb the docs never write in this form (移せ, 止まった) is looked for by its kanji (移, 止).
      const stem = LEADING_HAN.exec(term)?.[0];
      // A word of the question the docs never use at all stays: it is what they do not cover.
      if (stem) term = stem;
      if (blocks.frequency(term) === 0 && !token.bigram) unknown++;
    } else if (!CJK_TERM.test(term) && blocks.frequency(term) === 0) {
      // A word the docs never write, one edit from a word of theirs (loged, unlimted), is that
      // word mistyped, unless it is written as a name.
      const mistyped =
        TYPO_WORD.test(term) && !writtenAsName(question, token.start, token.end, language)
          ? typoOf(index, blocks, question.slice(token.start, token.end), term)
          : undefined;
      if (mistyped) term = mistyped;
      else if (english?.uses(term))
        for (const { slug, ordinal } of english.headingPlaces(term)) {
          const section = blocks.sectionAt(slug, ordinal);
          if (section) translated.set(section, new Set([...(translated.get(section) ?? []), term]));
        }
      else if (
        writtenAsName(question, token.start, token.end, language) &&
        !explained(index, question.slice(token.start, token.end), term)
      )
        unknownNames.push(term);
    }
    const weight =
      (token.bigram ? 0.5 : 1) * (turnedAway(token.start, token.end) ? NEGATED_WEIGHT : 1);
    own.set(term, Math.max(own.get(term) ?? 0, weight));
    if (!token.bigram && isAway(token.start, token.end)) away.add(term);
    if (!token.bigram) places.set(term, [...(places.get(term) ?? []), [token.start, token.end]]);
  }
  // The segmenter cuts Chinese and Japanese words unpredictably (域名 into 域 and 名): every
  // pair of neighbouring characters the documentation writes is a term too.
  const pairs = new Map<string, number>();
  if (language !== "en")
    for (const run of question.matchAll(CJK_RUN)) {
      for (let i = 0; i + 2 <= run[0].length; i++) {
        const start = run.index + i;
        const pair = run[0].slice(i, i + 2).toLowerCase();
        if (
          own.has(pair) ||
          inFrame(start, start + 2) ||
          // A vocabulary word is found whole: its pieces (ログ, イン of ログイン) are other words'.
          inVocabulary(start, start + 2) ||
          [...pair].some((char) => CJK_STOPWORDS.has(char)) ||
          blocks.frequency(pair) === 0
        )
          continue;
        pairs.set(pair, PAIR_WEIGHT);
      }
    }
  const related = new Set<string>();
  for (const term of matched) if (!own.has(term)) related.add(term);
  return { own, pairs, related, unknown, unknownNames, translated, places, meaning, away };
}

/**
 * The segmenter cuts a word it does not know into pieces (链|接 of 链接, 余|额 of 余额, 服务|器 of
 * 服务器, 许可|证 of 许可证); the documentation is cut the same way, so neither finds the word.
 * A character cut off the end of a word, then two characters standing alone side by side, are
 * read with their neighbour as the word the documentation writes them into. Nothing else joins
 * (新 of 新|服务|器 stays apart: 服务器 is the word).
 */
export function joinSplitWords(tokens: readonly Token[], blocks: BlockIndex): Token[] {
  const alone = (token: Token) => token.end - token.start === 1;
  const joins = (first: Token, second: Token) =>
    !first.bigram &&
    !second.bigram &&
    first.end === second.start &&
    CJK_TERM.test(first.term) &&
    CJK_TERM.test(second.term) &&
    blocks.frequency(first.term + second.term) > 0;
  const join = (first: Token, second: Token): Token => {
    const term = first.term + second.term;
    return { term, surface: term, start: first.start, end: second.end, bigram: false };
  };
  const pass = (from: readonly Token[], when: (first: Token, second: Token) => boolean) => {
    const out: Token[] = [];
    for (const token of from) {
      const at = out.findLastIndex((t) => !t.bigram);
      const last = out[at];
      if (last && !token.bigram && when(last, token) && joins(last, token))
        out[at] = join(last, token);
      else out.push(token);
    }
    return out;
  };
  const cutOffEnds = pass(tokens, (word, char) => !alone(word) && alone(char));
  return pass(cutOffEnds, (first, second) => alone(first) && alone(second));
}

/**
 * The search vocabulary's Chinese or Japanese words and phrases written in the question, each as
 * the term it is read as (the written one, or the first of its line the documentation writes when
 * it never writes that one) and the other words of its line the documentation writes.
 */
function vocabularyIn(blocks: BlockIndex, question: string, language: Language) {
  return cjkSynonymsIn(question, language).flatMap(({ start, end, written, others }) => {
    const used = others
      .map((other) => other.toLowerCase())
      .filter((other) => blocks.frequency(other) > 0);
    const own = blocks.frequency(written) > 0;
    const term = own ? written : used[0];
    if (term === undefined) return [];
    // Counted in full for a word the documentation never writes (退钱), at a discount for one it
    // writes itself (カード, where another section may say お支払い方法).
    const share = own ? RELATED_DISCOUNT : 1;
    return [{ start, end, term, others: used.filter((other) => other !== term), share }];
  });
}

/**
 * The share of the question's weight that `holder` holds (0-1), leaving out what `except`
 * holds too (a heading's words that only repeat its article's title). A synonym the search
 * found stands in for a question word the text does not have, at a discount.
 */
export function coverage(
  blocks: BlockIndex,
  holder: Holder,
  question: QuestionTerms,
  except?: Holder,
): number {
  const has = (term: string) => holds(holder, term) && !(except && holds(except, term));
  let found = 0;
  let total = 0;
  let missing = 0;
  for (const [term, weight] of [...question.own, ...question.pairs]) {
    const idf = blocks.idf(term) * weight;
    total += idf;
    const share = heldShare(question, term, has);
    found += idf * share;
    missing += idf * (1 - share);
  }
  found += relatedHeld(blocks, question, has, missing);
  return total === 0 ? 0 : found / total;
}

/**
 * How much of a question word a holder holds: all of it when it holds the word, its meaning's
 * share when it holds another word of its vocabulary line (退钱: 退款), else none.
 */
export function heldShare(
  question: QuestionTerms,
  term: string,
  has: (term: string) => boolean,
): number {
  if (has(term)) return 1;
  const meant = question.meaning.get(term);
  return meant?.words.some(has) ? meant.share : 0;
}

/** The weight of the related words (synonyms) held, at their discount, up to `room`. */
export function relatedHeld(
  blocks: BlockIndex,
  question: QuestionTerms,
  has: (term: string) => boolean,
  room: number,
): number {
  let stand = 0;
  for (const term of question.related) if (has(term)) stand += blocks.idf(term) * RELATED_DISCOUNT;
  return Math.min(stand, room);
}

/** The question's words alone, without the pairs of characters (what decides coverage). */
export const wordsOnly = (question: QuestionTerms): QuestionTerms => ({
  ...question,
  pairs: new Map(),
});

/** A section's holder with the question words it holds in translation. */
export function inTranslation(holder: Holder, section: Section, question: QuestionTerms): Holder {
  const extra = question.translated.get(section);
  return extra ? { terms: new Set([...holder.terms, ...extra]), text: holder.text } : holder;
}
