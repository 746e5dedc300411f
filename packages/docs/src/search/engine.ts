// The documentation search index: one per language, built from the articles at build time
// (build.ts) and loaded from JSON at run time. Articles are scored with BM25F over four fields
// (fields.ts, postings.ts), so a match in the title outranks one in the description, a
// heading, the body; the query is read as groups of alternatives (query.ts) and ranked in
// rank.ts. Results carry the best section (for a deep link) and an excerpt with the hits
// marked (excerpt.ts); `searchSections` ranks the sections themselves (sections.ts).
import { adjacent } from "./adjacency.ts";
import { editDistance } from "./distance.ts";
import { excerpt } from "./excerpt.ts";
import { Postings } from "./postings.ts";
import { type Group, MAX_QUERY_LENGTH, parseQuery } from "./query.ts";
import { type Ranked, rank } from "./rank.ts";
import { SectionTokens } from "./section-tokens.ts";
import { bestSection, sectionTerms, sectionWeights } from "./sections.ts";
import { hasCjk, type Language, normalizeWord, tokenize, withoutHonorific } from "./tokenize.ts";
import type {
  SearchOptions,
  SearchResult,
  SectionMatch,
  SectionSearchOptions,
  SerializedIndex,
} from "./types.ts";

/** A heading's numbering (`11. お支払い`): not a word it is about. */
const NUMBER = /^\d+$/;

export class SearchIndex {
  readonly language: Language;
  readonly #data: SerializedIndex;
  readonly #postings: Postings;
  readonly #surfaceTerms: Map<string, string>;
  /** term -> the words written that way (`price` -> price, prices, pricing). */
  readonly #termSurfaces = new Map<string, string[]>();
  /** Per section: its tokens, stopwords kept (what an excerpt marks, where words stand). */
  readonly #sectionTokens: SectionTokens;
  /** Per article: the terms of its title, and those of its slug. */
  readonly #titleTerms: readonly (readonly ReadonlySet<string>[])[];
  /**
   * Per article: the terms of each Chinese or Japanese section heading, without its numbering
   * (`11. お支払い`) and honorific prefixes.
   */
  readonly #headingTerms: readonly (readonly ReadonlySet<string>[])[];

  constructor(data: SerializedIndex) {
    if (data.version !== 2) throw new Error(`Unsupported search index version ${data.version}`);
    this.language = data.language;
    this.#data = data;
    this.#postings = new Postings(data);
    this.#sectionTokens = new SectionTokens(data);
    this.#surfaceTerms = new Map(data.surfaces);
    for (const [surface, term] of data.surfaces) {
      const list = this.#termSurfaces.get(term);
      if (list) list.push(surface);
      else this.#termSurfaces.set(term, [surface]);
    }
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
    // Chinese and Japanese headings only: there a heading is mostly one compound (お支払い,
    // 逆引きDNS) that a query word is; an English heading word (`PayPal`, `Limits`) is one
    // detail among many, and English words side by side in a heading have the phrase bonus.
    this.#headingTerms = data.docs.map((doc) =>
      doc.sections
        .filter(([id, heading]) => id !== null && hasCjk(heading))
        .map(
          ([, heading]) =>
            new Set(
              tokenize(heading, data.language)
                .filter((token) => !token.bigram && !NUMBER.test(token.term))
                .map((token) => withoutHonorific(token.term, data.language)),
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

  /** Whether every word of the article's title, or of its slug, is among `hits`. */
  #titleNamed(doc: number, hits: ReadonlySet<string>): boolean {
    return (this.#titleTerms[doc] ?? []).some(
      (terms) => terms.size > 0 && [...terms].every((term) => hits.has(term)),
    );
  }

  /** Whether every word of one of the article's Chinese or Japanese headings is among `hits`. */
  #headingNamed(doc: number, hits: ReadonlySet<string>): boolean {
    const plain = new Set([...hits].map((term) => withoutHonorific(term, this.language)));
    return (this.#headingTerms[doc] ?? []).some(
      (terms) => terms.size > 0 && [...terms].every((term) => plain.has(term)),
    );
  }

  /** The query as groups of alternatives, one group per word. */
  #parse(query: string, prefix: boolean): Group[] {
    const postings = this.#postings;
    return parseQuery(query, this.language, prefix, {
      has: (term) => postings.has(term),
      fuzzy: (word) => postings.fuzzy(word),
      prefixed: (word) => postings.prefixed(word),
      containing: (char) => postings.containing(char),
    });
  }

  /** Every article that matches `query`, best first. */
  #rank(query: string, prefix: boolean): Ranked[] {
    const words = tokenize(query.slice(0, MAX_QUERY_LENGTH), this.language).filter(
      (token) => !token.bigram,
    );
    return rank({
      postings: this.#postings,
      groups: this.#parse(query, prefix),
      latin: words.filter((token) => !hasCjk(token.surface)).map((token) => token.term),
      words: words.map((token) => token.term),
      titleNamed: (doc, hits) => this.#titleNamed(doc, hits),
      headingNamed: (doc, hits) => this.#headingNamed(doc, hits),
      adjacent: (doc, terms) => adjacent(this.#postings, this.#sectionTokens, doc, terms),
    });
  }

  /** The articles that match `query`, best first. */
  search(query: string, options: SearchOptions = {}): SearchResult[] {
    const { limit = 10, prefix = true } = options;
    const ranked = this.#rank(query, prefix).slice(0, Math.max(0, limit));
    const withExcerpt = options.excerpts ?? Number.POSITIVE_INFINITY;
    return ranked.map((entry, position) => this.#result(entry, options, position < withExcerpt));
  }

  /**
   * The sections that answer `query`, best first, across articles: each matching article's
   * sections that hold any of its matched terms, scored by the article's score and the share
   * of those terms (by rarity) the section holds. The same ranking as `search`: an article's
   * best section here is its result's `section`.
   */
  searchSections(query: string, options: SectionSearchOptions = {}): SectionMatch[] {
    const { limit = 10, prefix = false } = options;
    const out: SectionMatch[] = [];
    for (const { doc, score, coverage, hits } of this.#rank(query, prefix)) {
      const data = this.#data.docs[doc];
      if (!data) continue;
      const weights = sectionWeights(this.#postings, doc, data.sections.length, hits);
      const most = Math.max(0, ...weights);
      data.sections.forEach(([id, heading], s) => {
        const weight = weights[s] ?? 0;
        // An article matched only in its title or description: its opening stands for it.
        const share = most > 0 ? weight / most : s === 0 ? 1 : 0;
        if (share <= 0) return;
        const terms = sectionTerms(this.#postings, doc, s, hits);
        out.push({
          slug: data.slug,
          title: data.title,
          id,
          heading,
          score: score * share,
          coverage,
          terms,
        });
      });
    }
    // A stable sort: equal scores keep the article's rank, then the section's order.
    return out.sort((a, b) => b.score - a.score).slice(0, Math.max(0, limit));
  }

  #result(
    { doc, score, coverage, hits }: Ranked,
    options: SearchOptions,
    withExcerpt: boolean,
  ): SearchResult {
    const data = this.#data.docs[doc];
    if (!data) throw new Error(`search index: no document ${doc}`);
    const best = bestSection(sectionWeights(this.#postings, doc, data.sections.length, hits));
    const [id, heading, text] = data.sections[best] ?? [null, "", ""];
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
        ? excerpt(text, this.language, hits, length, focus, this.#sectionTokens.text(doc, best))
        : [],
      coverage,
      terms: [...hits],
    };
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
      if (hasCjk(word.surface) || this.#postings.has(word.term) || word.surface.length < 3)
        return word.surface;
      let best: { surface: string; distance: number; df: number } | null = null;
      for (const [surface, term] of this.#postings.surfaces) {
        if (Math.abs(surface.length - word.surface.length) > 2) continue;
        const distance = editDistance(word.surface, surface, 2);
        if (distance > 2) continue;
        const df = this.#postings.df(term);
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
    return this.#surfaceTerms.get(surface) ?? (this.#postings.has(surface) ? surface : undefined);
  }
}

/** The sections that answer `query` in `index`, best first (see `SearchIndex.searchSections`). */
export const searchSections = (
  index: SearchIndex,
  query: string,
  options?: SectionSearchOptions,
): SectionMatch[] => index.searchSections(query, options);
