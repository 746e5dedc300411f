// The documentation search index: one per language, built from the articles at build time
// (build.ts) and loaded from JSON at run time. Articles are scored with BM25F over four fields
// (fields.ts), so a match in the title outranks one in the description, a heading, the body.
// Each query word is a group of alternatives (query.ts); an article's score sums its best
// alternative per group and favours articles matching every group, the more so when one of
// its sections matches them together; two query words side by side in a short field add a
// phrase bonus, and an article whose whole title the query names is favoured. Results carry
// the best section (for a deep link) and an excerpt with the hits marked (excerpt.ts).
import { editDistance } from "./distance.ts";
import { type ExcerptToken, excerpt } from "./excerpt.ts";
import {
  bit,
  DESCRIPTION,
  FIELDS,
  type Field,
  type FieldCounts,
  MASK_BITS,
  pairTerm,
  STRIDE,
  TITLE,
} from "./fields.ts";
import { type Group, MAX_QUERY_LENGTH, parseQuery } from "./query.ts";
import { hasCjk, isWeakTerm, type Language, normalizeWord, tokenize } from "./tokenize.ts";
import type { SearchOptions, SearchResult, SerializedIndex } from "./types.ts";

const K1 = 1.2;
/**
 * The title and the description also score by how rare a word is among titles and among
 * descriptions (not only among whole articles), weighted so.
 */
const SUMMARY_WEIGHTS: readonly (readonly [Field, number])[] = [
  [TITLE, 1],
  [DESCRIPTION, 1],
];
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
const MAX_EXPANSIONS = 30;
/**
 * Sections whose tokens an index keeps for excerpts, at most (the map starts again when full).
 * Tokenizing each result's section for its excerpt, per query, was 16% of the server's time
 * rendering an English search page under load (`node --cpu-prof`, 50 connections, 20 results
 * a page); a section's tokens are the same for every query. A doc corpus has a few hundred
 * sections per language (311 here, 27-49 thousand tokens: a few MB kept per language).
 */
export const SECTION_TOKENS_KEPT = 512;

interface Posting {
  readonly doc: number;
  readonly tf: Readonly<FieldCounts>;
  readonly sections: number;
}

/**
 * The largest share of a query's `groups` that one section holds, given the sections that
 * hold each group the article matched (masks); 1 for a query of one word (nothing to scatter).
 */
function together(sections: readonly number[], groups: number): number {
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

export class SearchIndex {
  readonly language: Language;
  readonly #data: SerializedIndex;
  readonly #postings: Map<string, readonly Posting[]>;
  readonly #surfaces: readonly (readonly [string, string])[];
  readonly #surfaceTerms: Map<string, string>;
  /** term -> the words written that way (`price` -> price, prices, pricing). */
  readonly #termSurfaces = new Map<string, string[]>();
  readonly #average: Readonly<FieldCounts>;
  /** `doc:section` -> the section text's tokens, stopwords kept (what an excerpt marks). */
  readonly #sectionTokens = new Map<string, readonly ExcerptToken[]>();
  /** Per article: the terms of its title, and those of its slug. */
  readonly #titleTerms: readonly (readonly ReadonlySet<string>[])[];

  constructor(data: SerializedIndex) {
    if (data.version !== 2) throw new Error(`Unsupported search index version ${data.version}`);
    this.language = data.language;
    this.#data = data;
    this.#postings = new Map(
      data.postings.map(([term, flat]) => {
        const list: Posting[] = [];
        for (let i = 0; i + STRIDE <= flat.length; i += STRIDE) {
          list.push({
            doc: flat[i] ?? 0,
            tf: [flat[i + 1] ?? 0, flat[i + 2] ?? 0, flat[i + 3] ?? 0, flat[i + 4] ?? 0],
            sections: flat[i + 5] ?? 0,
          });
        }
        return [term, list];
      }),
    );
    this.#surfaces = data.surfaces;
    this.#surfaceTerms = new Map(data.surfaces);
    for (const [surface, term] of data.surfaces) {
      const list = this.#termSurfaces.get(term);
      if (list) list.push(surface);
      else this.#termSurfaces.set(term, [surface]);
    }
    const n = Math.max(1, data.docs.length);
    const sum: FieldCounts = [0, 0, 0, 0];
    for (const doc of data.docs)
      for (let f = 0; f < FIELDS.length; f++) sum[f as Field] += doc.lengths[f as Field];
    this.#average = sum.map((total) => total / n || 1) as FieldCounts;
    this.#titleTerms = data.docs.map((doc) =>
      [doc.title, doc.slug.replaceAll("-", " ")].map(
        (text) =>
          new Set(
            tokenize(text, data.language)
              .filter((token) => !token.bigram)
              .map((token) => token.term),
          ),
      ),
    );
  }

  /** Loads an index from its JSON form. */
  static from(data: SerializedIndex): SearchIndex {
    return new SearchIndex(data);
  }

  toJSON(): SerializedIndex {
    return this.#data;
  }

  /** Number of articles in the index. */
  get size(): number {
    return this.#data.docs.length;
  }

  #idf(term: string): number {
    return this.#idfOf(this.#postings.get(term)?.length ?? 0);
  }

  /** Inverse document frequency of a term found in `df` articles. */
  #idfOf(df: number): number {
    const n = this.#data.docs.length;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /** BM25F score of one term in every article that has it. */
  #termScores(term: string, cache: Map<string, Map<number, number>>): Map<number, number> {
    const cached = cache.get(term);
    if (cached) return cached;
    const scores = new Map<number, number>();
    const list = this.#postings.get(term);
    if (list) {
      const idf = this.#idf(term);
      const fieldIdf = new Map<Field, number>();
      for (const [field] of SUMMARY_WEIGHTS) {
        const df = list.filter((posting) => posting.tf[field] > 0).length;
        fieldIdf.set(field, this.#idfOf(df));
      }
      for (const posting of list) {
        const lengths = this.#data.docs[posting.doc]?.lengths ?? [0, 0, 0, 0];
        let tfw = 0;
        for (let f = 0; f < FIELDS.length; f++) {
          const field = FIELDS[f as Field];
          const norm = 1 - field.b + field.b * (lengths[f as Field] / this.#average[f as Field]);
          tfw += (field.weight * posting.tf[f as Field]) / norm;
        }
        // Words common in the bodies are rare in titles and descriptions: `vps` is in nearly
        // every article but names only two, so there it tells articles apart.
        let summary = 0;
        for (const [field, weight] of SUMMARY_WEIGHTS)
          if (posting.tf[field] > 0) summary += weight * (fieldIdf.get(field) ?? 0);
        scores.set(posting.doc, idf * (tfw / (K1 + tfw)) + summary);
      }
    }
    cache.set(term, scores);
    return scores;
  }

  /** The sections of an article that hold a term, as a section mask (0 when none do). */
  #sectionsOf(term: string, doc: number): number {
    return this.#postings.get(term)?.find((posting) => posting.doc === doc)?.sections ?? 0;
  }

  /** Whether every word of the article's title, or of its slug, is among `hits`. */
  #titleNamed(doc: number, hits: ReadonlySet<string>): boolean {
    return (this.#titleTerms[doc] ?? []).some(
      (terms) => terms.size > 0 && [...terms].every((term) => hits.has(term)),
    );
  }

  #has(term: string): boolean {
    return this.#postings.has(term);
  }

  /** Surface words within one edit of `word` (typos), as their terms. */
  #fuzzy(word: string): string[] {
    const out = new Set<string>();
    for (const [surface, term] of this.#surfaces) {
      if (Math.abs(surface.length - word.length) > 1) continue;
      if (editDistance(word, surface, 1) <= 1) out.add(term);
      if (out.size >= MAX_EXPANSIONS) break;
    }
    return [...out];
  }

  /** Terms of the surface words that start with `word`. */
  #prefixed(word: string): string[] {
    const list = this.#surfaces;
    let low = 0;
    let high = list.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((list[mid]?.[0] ?? "") < word) low = mid + 1;
      else high = mid;
    }
    const out = new Set<string>();
    for (let i = low; i < list.length && out.size < MAX_EXPANSIONS; i++) {
      const [surface, term] = list[i] ?? ["", ""];
      if (!surface.startsWith(word)) break;
      if (surface !== word) out.add(term);
    }
    return [...out];
  }

  /** Terms that contain a single Chinese character or kana. */
  #containing(char: string): string[] {
    const out: string[] = [];
    for (const term of this.#postings.keys()) {
      if (term !== char && term.includes(char)) out.push(term);
      if (out.length >= MAX_EXPANSIONS) break;
    }
    return out;
  }

  /** The Latin words of a query as terms, in order. */
  #latinTerms(query: string): string[] {
    return tokenize(query.slice(0, MAX_QUERY_LENGTH), this.language)
      .filter((token) => !token.bigram && !hasCjk(token.surface))
      .map((token) => token.term);
  }

  /** The query as groups of alternatives, one group per word. */
  #parse(query: string, prefix: boolean): Group[] {
    return parseQuery(query, this.language, prefix, {
      has: (term) => this.#has(term),
      fuzzy: (word) => this.#fuzzy(word),
      prefixed: (word) => this.#prefixed(word),
      containing: (char) => this.#containing(char),
    });
  }

  /** The articles that match `query`, best first. */
  search(query: string, options: SearchOptions = {}): SearchResult[] {
    const { limit = 10, prefix = true } = options;
    const groups = this.#parse(query, prefix);
    if (groups.length === 0) return [];
    const cache = new Map<string, Map<number, number>>();

    // Per article: the best alternative's score in each group, and the terms that matched.
    // `sections`: per group matched, the sections that hold it (a mask).
    const totals = new Map<
      number,
      { score: number; matched: number; hits: Set<string>; sections: number[] }
    >();
    for (const group of groups) {
      const best = new Map<number, { score: number; terms: readonly string[] }>();
      for (const alternative of group.alternatives) {
        const cap = alternative.idfOf
          ? Math.min(...alternative.idfOf.map((term) => this.#idf(term)))
          : Number.POSITIVE_INFINITY;
        const perDoc = new Map<number, { sum: number; terms: string[] }>();
        for (const term of alternative.terms) {
          const idf = this.#idf(term);
          const damp = idf > cap ? cap / idf : 1;
          for (const [doc, score] of this.#termScores(term, cache)) {
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
              this.#termScores(
                pairTerm(alternative.terms[i] ?? "", alternative.terms[i + 1] ?? ""),
                cache,
              ),
            );
        for (const [doc, { sum, terms }] of perDoc) {
          if (new Set(terms).size < needed) continue;
          const phrase = pairs.reduce((total, scores) => total + (scores.get(doc) ?? 0), 0);
          const score =
            alternative.weight *
            ((alternative.kind === "all" ? sum / alternative.terms.length : sum) +
              PHRASE_WEIGHT * phrase);
          const current = best.get(doc);
          if (!current || score > current.score) best.set(doc, { score, terms });
        }
      }
      for (const [doc, { score, terms }] of best) {
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
          sections |= this.#sectionsOf(term, doc);
        }
        total.sections.push(sections);
        totals.set(doc, total);
      }
    }

    // Two query words side by side in a title, description or heading: a phrase match.
    const latin = this.#latinTerms(query);
    for (let i = 0; i + 1 < latin.length; i++) {
      for (const [doc, score] of this.#termScores(
        pairTerm(latin[i] ?? "", latin[i + 1] ?? ""),
        cache,
      )) {
        const total = totals.get(doc);
        if (total) total.score += PHRASE_WEIGHT * score;
      }
    }

    // An article that matched only words saying nothing on their own (`how`, `back`, の, 的)
    // is not a hit. Single Chinese characters are the exception when the article has all of
    // the query's: the segmenter cuts a word it does not know (拼团, 挖矿) into characters.
    const ranked = [...totals]
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
          (this.#titleNamed(doc, total.hits) ? 1 + TITLE_NAMED_WEIGHT : 1),
        coverage: total.matched / groups.length,
        hits: total.hits,
      }))
      .sort((a, b) => b.score - a.score || a.doc - b.doc)
      .slice(0, Math.max(0, limit));

    const withExcerpt = options.excerpts ?? Number.POSITIVE_INFINITY;
    return ranked.map(({ doc, score, coverage, hits }, position) =>
      this.#result(doc, score, coverage, hits, options, position < withExcerpt),
    );
  }

  #result(
    doc: number,
    score: number,
    coverage: number,
    hits: Set<string>,
    options: SearchOptions,
    withExcerpt: boolean,
  ): SearchResult {
    const data = this.#data.docs[doc];
    if (!data) throw new Error(`search index: no document ${doc}`);
    // The best section: the most (rarest) hit terms, a hit in its heading counting double.
    const sectionScores = new Array<number>(data.sections.length).fill(0);
    for (const term of hits) {
      const posting = this.#postings.get(term)?.find((p) => p.doc === doc);
      if (!posting) continue;
      const idf = this.#idf(term);
      for (let s = 0; s < data.sections.length; s++) {
        if (posting.sections & bit(s)) sectionScores[s] = (sectionScores[s] ?? 0) + idf;
      }
    }
    let bestSection = 0;
    sectionScores.forEach((value, index) => {
      if (value > (sectionScores[bestSection] ?? 0)) bestSection = index;
    });
    const [id, heading, text] = data.sections[bestSection] ?? [null, "", ""];
    const length = options.excerptLength ?? (this.language === "en" ? 180 : 90);
    // Where a hit first appears (as written), to tokenize only around it.
    const lower = withExcerpt ? text.toLowerCase() : "";
    let focus: number | null = null;
    for (const term of withExcerpt ? hits : []) {
      for (const written of this.#termSurfaces.get(term) ?? [term]) {
        const at = lower.indexOf(written);
        if (at !== -1 && (focus === null || at < focus)) focus = at;
      }
    }
    return {
      slug: data.slug,
      title: data.title,
      category: data.category,
      score,
      section: id === null ? null : { id, heading },
      excerpt: withExcerpt
        ? excerpt(text, this.language, hits, length, focus, this.#tokensOf(doc, bestSection, text))
        : [],
      coverage,
      terms: [...hits],
    };
  }

  /** The tokens of a document's section (its `text`), stopwords kept: made once, then kept. */
  #tokensOf(doc: number, section: number, text: string): readonly ExcerptToken[] {
    const key = `${doc}:${section}`;
    let tokens = this.#sectionTokens.get(key);
    if (!tokens) {
      tokens = tokenize(text, this.language, { keepStopwords: true }).map(
        ({ term, start, end }) => ({ term, start, end }),
      );
      if (this.#sectionTokens.size >= SECTION_TOKENS_KEPT) this.#sectionTokens.clear();
      this.#sectionTokens.set(key, tokens);
    }
    return tokens;
  }

  /**
   * A corrected query when some of its words match nothing: each such Latin word replaced by
   * the indexed word nearest to it (two edits at most). null when there is nothing to offer.
   */
  suggest(query: string): string | null {
    const words = tokenize(query.slice(0, MAX_QUERY_LENGTH), this.language).filter(
      (t) => !t.bigram,
    );
    let changed = false;
    const out = words.map((word) => {
      if (hasCjk(word.surface) || this.#has(word.term) || word.surface.length < 3)
        return word.surface;
      let best: { surface: string; distance: number; df: number } | null = null;
      for (const [surface, term] of this.#surfaces) {
        if (Math.abs(surface.length - word.surface.length) > 2) continue;
        const distance = editDistance(word.surface, surface, 2);
        if (distance > 2) continue;
        const df = this.#postings.get(term)?.length ?? 0;
        if (!best || distance < best.distance || (distance === best.distance && df > best.df))
          best = { surface, distance, df };
      }
      if (!best) return word.surface;
      changed = true;
      return best.surface;
    });
    return changed ? out.join(" ") : null;
  }

  /** The text of an article's section (the assistant quotes from it). */
  sectionText(slug: string, sectionId: string | null): string | undefined {
    const doc = this.#data.docs.find((candidate) => candidate.slug === slug);
    return doc?.sections.find(([id]) => id === sectionId)?.[2];
  }

  /** The term a surface word is indexed under, if it is indexed (for tests and tools). */
  termOf(word: string): string | undefined {
    const surface = normalizeWord(word);
    return this.#surfaceTerms.get(surface) ?? (this.#has(surface) ? surface : undefined);
  }
}
