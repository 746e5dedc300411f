// Ranking articles for a parsed query. Each query word is a group of alternatives (query.ts);
// an article's score sums its best alternative per group and favours articles matching every
// group, the more so when one of its sections matches them together; two query words side by
// side in a short field add a phrase bonus, as do they side by side in its text (read from the
// shipped sections: adjacency.ts), and an article whose whole title the query names is
// favoured, less so one with a Chinese or Japanese heading the query names.
import { bit, MASK_BITS, pairTerm } from "./fields.ts";
import type { Postings, ScoreCache } from "./postings.ts";
import type { Group } from "./query.ts";
import { hasCjk, isWeakTerm } from "./tokenize.ts";

/** Share of a word pair's score added when the query has the pair side by side. */
const PHRASE_WEIGHT = 0.5;
/**
 * Share of an article's score taken off, for a query of several words, by the share of them
 * that none of its sections holds together: an article about the query has it in one place,
 * one that only mentions its words has them scattered. (Taken off rather than added, so a
 * score keeps its scale: the assistant reads a low one as noise.)
 */
const SCATTERED_WEIGHT = 0.3;
/**
 * Share of an article's score added when every word of its title (or of its slug) is among
 * the words it matched: `VPS pricing` names the article "VPS" as well as "VPS pricing".
 */
const TITLE_NAMED_WEIGHT = 0.5;

/**
 * Share of an article's score added when a Chinese or Japanese section heading is all among
 * the words it matched (`支払い方法` names the `お支払い` section of the article on ordering a
 * server): a section about what was asked, where another article only mentions it. Smaller
 * than the title's: a section is a part of the article.
 */
const HEADING_NAMED_WEIGHT = 0.1;

/**
 * Share of an article's score added when the query's words stand side by side in it, as they
 * do in the query (`null route` against `null` here and `route` there), by the share of the
 * query's word pairs that do (the index's word pairs cover the short fields only).
 */
const NEAR_WEIGHT = 0.3;

export interface Ranked {
  readonly doc: number;
  readonly score: number;
  /** Share of the query's groups the article matched (0-1). */
  readonly coverage: number;
  /** The index terms that matched. */
  readonly hits: ReadonlySet<string>;
}

export interface RankInput {
  readonly postings: Postings;
  readonly groups: readonly Group[];
  /** The query's Latin words as terms, in order (for phrases). */
  readonly latin: readonly string[];
  /** The query's words as terms, in order, every script (for words side by side). */
  readonly words: readonly string[];
  /** Whether every word of an article's title, or of its slug, is among `hits`. */
  readonly titleNamed: (doc: number, hits: ReadonlySet<string>) => boolean;
  /** Whether every word of one of an article's Chinese or Japanese headings is among `hits`. */
  readonly headingNamed: (doc: number, hits: ReadonlySet<string>) => boolean;
  /** Whether an article holds `terms` side by side (adjacency.ts). */
  readonly adjacent: (doc: number, terms: readonly string[]) => boolean;
}

/**
 * The largest share of a query's `groups` that one section holds, given the sections that
 * hold each group the article matched (masks); 1 for a query of one word (nothing to scatter).
 */
export function together(sections: readonly number[], groups: number): number {
  if (groups < 2) return 1;
  let most = 0;
  for (let section = 0; section < MASK_BITS; section++) {
    const mask = bit(section);
    let count = 0;
    for (const held of sections) if (held & mask) count++;
    most = Math.max(most, count);
  }
  return most / groups;
}

/** Share of the query's pairs of words that stand side by side somewhere in the article. */
function near(input: RankInput, doc: number, pairs: readonly (readonly [string, string])[]) {
  if (pairs.length === 0) return 0;
  return pairs.filter((pair) => input.adjacent(doc, pair)).length / pairs.length;
}

interface Best {
  readonly score: number;
  readonly terms: readonly string[];
}

/** Per article, the score of the group's best alternative and the terms that made it. */
function scoreGroup(
  { postings, adjacent }: RankInput,
  group: Group,
  cache: ScoreCache,
): Map<number, Best> {
  const best = new Map<number, Best>();
  for (const alternative of group.alternatives) {
    const matched = new Set(best.keys());
    const cap = alternative.idfOf
      ? Math.min(...alternative.idfOf.map((term) => postings.idf(term)))
      : Number.POSITIVE_INFINITY;
    const perDoc = new Map<number, { sum: number; terms: string[] }>();
    for (const term of alternative.terms) {
      const idf = postings.idf(term);
      const damp = idf > cap ? cap / idf : 1;
      for (const [doc, score] of postings.termScores(term, cache)) {
        const entry = perDoc.get(doc) ?? { sum: 0, terms: [] };
        entry.sum += score * damp;
        entry.terms.push(term);
        perDoc.set(doc, entry);
      }
    }
    const needed = alternative.every ? new Set(alternative.terms).size : 0;
    // A phrase (`dedicated server` for `bare metal`) side by side in a title, description
    // or heading scores as the query's own words side by side do.
    const pairs: Map<number, number>[] = [];
    if (alternative.every)
      for (let i = 0; i + 1 < alternative.terms.length; i++)
        pairs.push(
          postings.termScores(
            pairTerm(alternative.terms[i] ?? "", alternative.terms[i + 1] ?? ""),
            cache,
          ),
        );
    for (const [doc, { sum, terms }] of perDoc) {
      if (new Set(terms).size < needed || (alternative.fallback && matched.has(doc))) continue;
      // A phrase's words (a synonym's, a word's bigrams) that stand nowhere side by side are
      // not the phrase (`over` here and `allow` there, for `over the allowance`).
      if (alternative.adjacent && !adjacent(doc, terms)) continue;
      const phrase = pairs.reduce((total, scores) => total + (scores.get(doc) ?? 0), 0);
      const score =
        alternative.weight *
        ((alternative.kind === "all" ? sum / alternative.terms.length : sum) +
          PHRASE_WEIGHT * phrase);
      const current = best.get(doc);
      if (!current || score > current.score) best.set(doc, { score, terms });
    }
  }
  return best;
}

/** The articles that match the query's groups, best first (all of them: cut by the caller). */
export function rank(input: RankInput): Ranked[] {
  const { postings, groups, latin, words, titleNamed, headingNamed } = input;
  if (groups.length === 0) return [];
  const cache: ScoreCache = new Map();
  // Per article: the best alternative's score in each group, and the terms that matched.
  // `sections`: per group matched, the sections that hold it (a mask).
  const totals = new Map<
    number,
    { score: number; matched: number; hits: Set<string>; sections: number[] }
  >();
  for (const group of groups) {
    for (const [doc, { score, terms }] of scoreGroup(input, group, cache)) {
      const total = totals.get(doc) ?? {
        score: 0,
        matched: 0,
        hits: new Set<string>(),
        sections: [],
      };
      total.score += score;
      total.matched++;
      let sections = 0;
      for (const term of terms) {
        total.hits.add(term);
        sections |= postings.sectionsOf(term, doc);
      }
      total.sections.push(sections);
      totals.set(doc, total);
    }
  }

  // Two query words side by side in a title, description or heading: a phrase match.
  for (let i = 0; i + 1 < latin.length; i++) {
    for (const [doc, score] of postings.termScores(
      pairTerm(latin[i] ?? "", latin[i + 1] ?? ""),
      cache,
    )) {
      const total = totals.get(doc);
      if (total) total.score += PHRASE_WEIGHT * score;
    }
  }

  // The query's words side by side in the article's text (CJK words two by two, `ENV`).
  const pairs: (readonly [string, string])[] = [];
  for (let i = 0; i + 1 < words.length; i++) {
    const pair = [words[i] ?? "", words[i + 1] ?? ""] as const;
    if (pair[0] !== pair[1] && !pair.some(isWeakTerm)) pairs.push(pair);
  }

  // An article that matched only words saying nothing on their own (`how`, `back`, の, 的)
  // is not a hit. Single Chinese characters are the exception when the article has all of
  // the query's: the segmenter cuts a word it does not know (拼团, 挖矿) into characters.
  return [...totals]
    .filter(
      ([, total]) =>
        [...total.hits].some((term) => !isWeakTerm(term)) ||
        (total.matched === groups.length && [...total.hits].some(hasCjk)),
    )
    .map(([doc, total]) => ({
      doc,
      score:
        total.score *
        (total.matched / groups.length) ** 2 *
        (1 - SCATTERED_WEIGHT * (1 - together(total.sections, groups.length))) *
        (titleNamed(doc, total.hits) ? 1 + TITLE_NAMED_WEIGHT : 1) *
        (headingNamed(doc, total.hits) ? 1 + HEADING_NAMED_WEIGHT : 1) *
        (1 + NEAR_WEIGHT * near(input, doc, pairs)),
      coverage: total.matched / groups.length,
      hits: total.hits,
    }))
    .sort((a, b) => b.score - a.score || a.doc - b.doc);
}
