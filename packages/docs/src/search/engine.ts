// The documentation search index: one per language, built from the articles at build time and
// loaded from JSON at run time. Articles are scored with BM25F over three fields, so a match
// in the title outranks one in a heading, which outranks one in the body. Each query word is
// a group of alternatives (the word, its character bigrams, a typo within one edit, a prefix);
// an article's score sums its best alternative per group and favours articles matching every
// group. Results carry the best section (for a deep link) and an excerpt with the hits marked.
import { editDistance } from "./distance.ts";
import { synonymsAt } from "./synonyms.ts";
import { bigramsOf, hasCjk, type Language, normalizeWord, tokenize } from "./tokenize.ts";

export interface SearchSection {
  /** Anchor of the section's heading, or null for the text before the first heading. */
  readonly id: string | null;
  readonly heading: string;
  readonly text: string;
}

export interface SearchDocument {
  readonly slug: string;
  readonly title: string;
  readonly category: string;
  /** The one-sentence summary of the front matter: scored between the title and the headings. */
  readonly description?: string;
  readonly sections: readonly SearchSection[];
}

/** The index as JSON: arrays, never objects keyed by words (`__proto__` is a word too). */
export interface SerializedIndex {
  readonly version: 2;
  readonly language: Language;
  readonly docs: readonly {
    readonly slug: string;
    readonly title: string;
    readonly category: string;
    readonly sections: readonly (readonly [id: string | null, heading: string, text: string])[];
    /** Term counts of the title (with the slug's words), the description, headings and body. */
    readonly lengths: readonly [number, number, number, number];
  }[];
  /** term -> flat [doc, tfTitle, tfDescription, tfHeading, tfBody, sectionMask, doc, ...]. */
  readonly postings: readonly (readonly [term: string, entries: readonly number[]])[];
  /** surface word -> its term, for typo and prefix matching of Latin words. */
  readonly surfaces: readonly (readonly [surface: string, term: string])[];
}

export interface ExcerptSegment {
  readonly text: string;
  readonly hit: boolean;
}

export interface SearchResult {
  readonly slug: string;
  readonly title: string;
  readonly category: string;
  readonly score: number;
  /** The section that matches best; null when it is the article's opening text. */
  readonly section: { readonly id: string; readonly heading: string } | null;
  readonly excerpt: readonly ExcerptSegment[];
  /** Share of the query's words the article matched (0-1). */
  readonly coverage: number;
  /** The index terms that matched, for marking or picking passages. */
  readonly terms: readonly string[];
}

export interface SearchOptions {
  /** How many results (default 10). */
  readonly limit?: number;
  /** Also match the last word as a prefix, for results while typing (default true). */
  readonly prefix?: boolean;
  /** Characters of excerpt (default 180 for Latin text, 90 for Chinese and Japanese). */
  readonly excerptLength?: number;
  /** How many of the results get an excerpt (default: all); the rest get none. */
  readonly excerpts?: number;
}

const K1 = 1.2;
/**
 * Field weights and length normalization: title (with the slug's words, which name the
 * product where the title does not: `vps-pricing` is titled "Server pricing") over the
 * description over headings over body.
 */
const FIELDS = [
  { weight: 8, b: 0.3 },
  { weight: 4, b: 0.5 },
  { weight: 3, b: 0.5 },
  { weight: 1, b: 0.75 },
] as const;
type Field = 0 | 1 | 2 | 3;
type FieldCounts = [number, number, number, number];
const TITLE: Field = 0;
const DESCRIPTION: Field = 1;
const HEADING: Field = 2;
const BODY: Field = 3;
/**
 * The title and the description also score by how rare a word is among titles and among
 * descriptions (not only among whole articles), weighted so.
 */
const SUMMARY_WEIGHTS: readonly (readonly [Field, number])[] = [
  [TITLE, 1],
  [DESCRIPTION, 1],
];
/** Numbers per posting in the serialized index: doc, one tf per field, section mask. */
const STRIDE = FIELDS.length + 2;
const FUZZY_WEIGHT = 0.7;
const PREFIX_WEIGHT = 0.6;
const BIGRAM_WEIGHT = 0.9;
const CONTAINS_WEIGHT = 0.5;
const SYNONYM_WEIGHT = 0.8;
/** Share of a word pair's score added when the query has the pair side by side. */
const PHRASE_WEIGHT = 0.5;
const MAX_EXPANSIONS = 30;
/** Sections past this share the last bit of the section mask. */
const MASK_BITS = 31;
/** Longest query handled; anything longer is cut (a query is a few words, not a page). */
export const MAX_QUERY_LENGTH = 200;

interface Posting {
  readonly doc: number;
  readonly tf: Readonly<FieldCounts>;
  readonly sections: number;
}

interface Alternative {
  readonly terms: readonly string[];
  /** `all`: the mean over `terms` (bigrams of a word); `one`: a single term. */
  readonly kind: "one" | "all";
  readonly weight: number;
  /**
   * The query's own terms, for synonyms: a synonym scores with the rarity (idf) of the word
   * typed when that is lower, so a rare synonym (`fee`) does not outweigh what was asked.
   */
  readonly idfOf?: readonly string[];
}

interface Group {
  readonly alternatives: readonly Alternative[];
}

/** Another way to say a query word: a word, or a phrase whose words should all match. */
const synonymAlternative = (terms: readonly string[], written: readonly string[]): Alternative => ({
  terms,
  kind: terms.length > 1 ? "all" : "one",
  weight: SYNONYM_WEIGHT,
  idfOf: written,
});

/** The index term of two Latin words side by side (the space keeps it apart from words). */
const pairTerm = (first: string, second: string) => `${first} ${second}`;

const bit = (section: number) => 2 ** Math.min(section, MASK_BITS - 1);

/** Builds the index of a language's articles. */
export function buildIndex(documents: readonly SearchDocument[], language: Language): SearchIndex {
  const postings = new Map<string, number[]>();
  const surfaces = new Map<string, string>();
  const docs: SerializedIndex["docs"][number][] = [];
  documents.forEach((document, doc) => {
    const counts = new Map<string, { tf: FieldCounts; sections: number }>();
    const lengths: FieldCounts = [0, 0, 0, 0];
    const add = (term: string, field: Field, section: number) => {
      let entry = counts.get(term);
      if (!entry) {
        entry = { tf: [0, 0, 0, 0], sections: 0 };
        counts.set(term, entry);
      }
      entry.tf[field]++;
      if (field === HEADING || field === BODY) entry.sections |= bit(section);
    };
    const count = (text: string, field: Field, section: number) => {
      let previous: string | null = null;
      for (const token of tokenize(text, language)) {
        lengths[field]++;
        add(token.term, field, section);
        if (token.bigram || hasCjk(token.surface)) continue;
        if (!surfaces.has(token.surface)) surfaces.set(token.surface, token.term);
        // Latin word pairs of the short fields, for phrases (`payment methods`).
        if (field !== BODY && previous !== null)
          add(pairTerm(previous, token.term), field, section);
        previous = token.term;
      }
    };
    count(`${document.title} ${document.slug.replaceAll("-", " ")}`, TITLE, 0);
    if (document.description) count(document.description, DESCRIPTION, 0);
    document.sections.forEach((section, index) => {
      if (section.id !== null) count(section.heading, HEADING, index);
      count(section.text, BODY, index);
    });
    for (const [term, { tf, sections }] of counts) {
      let list = postings.get(term);
      if (!list) {
        list = [];
        postings.set(term, list);
      }
      list.push(doc, ...tf, sections);
    }
    docs.push({
      slug: document.slug,
      title: document.title,
      category: document.category,
      sections: document.sections.map((s) => [s.id, s.heading, s.text] as const),
      lengths,
    });
  });
  return new SearchIndex({
    version: 2,
    language,
    docs,
    postings: [...postings],
    surfaces: [...surfaces].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  });
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
    const text = query.slice(0, MAX_QUERY_LENGTH);
    let words = tokenize(text, this.language).filter((token) => !token.bigram);
    if (words.length === 0)
      words = tokenize(text, this.language, { keepStopwords: true }).filter((t) => !t.bigram);
    const typing = prefix && !/\s$/.test(text);
    const seen = new Set<string>();
    const groups: Group[] = [];
    const terms = words.map((word) => word.term);
    for (let position = 0; position < words.length; position++) {
      const word = words[position];
      if (!word) break;
      const synonyms = hasCjk(word.surface) ? null : synonymsAt(terms, position);
      if (synonyms && synonyms.length > 1) {
        // A phrase with synonyms (`money back`) is one group: its words, or another way to say it.
        const phrase = terms.slice(position, position + synonyms.length);
        position += synonyms.length - 1;
        if (seen.has(phrase.join(" "))) continue;
        seen.add(phrase.join(" "));
        groups.push({
          alternatives: [
            { terms: phrase, kind: "all", weight: 1 },
            ...synonyms.others.map((other) => synonymAlternative(other, phrase)),
          ],
        });
        continue;
      }
      if (seen.has(word.term)) continue;
      seen.add(word.term);
      const alternatives: Alternative[] = [];
      const last = position === words.length - 1;
      if (hasCjk(word.surface)) {
        alternatives.push({ terms: [word.term], kind: "one", weight: 1 });
        const bigrams = bigramsOf(word.surface);
        if (bigrams.length > 1 || (bigrams.length === 1 && bigrams[0] !== word.surface))
          alternatives.push({ terms: bigrams, kind: "all", weight: BIGRAM_WEIGHT });
        // A query of one character: the words that contain it.
        if (words.length === 1 && [...word.surface].length === 1) {
          for (const term of this.#containing(word.surface))
            alternatives.push({ terms: [term], kind: "one", weight: CONTAINS_WEIGHT });
        }
      } else {
        alternatives.push({ terms: [word.term], kind: "one", weight: 1 });
        if (!this.#has(word.term) && word.surface.length >= 4) {
          for (const term of this.#fuzzy(word.surface)) {
            alternatives.push({ terms: [term], kind: "one", weight: FUZZY_WEIGHT });
            // The word meant (`pricng`: price) has its synonyms too (cost).
            const meant = synonymsAt([term], 0);
            if (meant?.length === 1)
              for (const other of meant.others) {
                const alternative = synonymAlternative(other, [term]);
                alternatives.push({ ...alternative, weight: alternative.weight * FUZZY_WEIGHT });
              }
          }
        }
        if (last && typing && word.surface.length >= 3) {
          for (const term of this.#prefixed(word.surface))
            alternatives.push({ terms: [term], kind: "one", weight: PREFIX_WEIGHT });
        }
        for (const other of synonyms?.others ?? [])
          alternatives.push(synonymAlternative(other, [word.term]));
      }
      groups.push({ alternatives });
    }
    return groups;
  }

  /** The articles that match `query`, best first. */
  search(query: string, options: SearchOptions = {}): SearchResult[] {
    const { limit = 10, prefix = true } = options;
    const groups = this.#parse(query, prefix);
    if (groups.length === 0) return [];
    const cache = new Map<string, Map<number, number>>();

    // Per article: the best alternative's score in each group, and the terms that matched.
    const totals = new Map<number, { score: number; matched: number; hits: Set<string> }>();
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
        for (const [doc, { sum, terms }] of perDoc) {
          const score =
            alternative.weight *
            (alternative.kind === "all" ? sum / alternative.terms.length : sum);
          const current = best.get(doc);
          if (!current || score > current.score) best.set(doc, { score, terms });
        }
      }
      for (const [doc, { score, terms }] of best) {
        const total = totals.get(doc) ?? { score: 0, matched: 0, hits: new Set<string>() };
        total.score += score;
        total.matched++;
        for (const term of terms) total.hits.add(term);
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

    const ranked = [...totals]
      .map(([doc, total]) => ({
        doc,
        score: total.score * (total.matched / groups.length) ** 2,
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
      excerpt: withExcerpt ? excerpt(text, this.language, hits, length, focus) : [],
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

/**
 * About `length` characters of `text` around the densest cluster of hit terms, as segments
 * with the hits marked. Plain text in, plain text out: the caller renders it, never as HTML.
 */
export function excerpt(
  text: string,
  language: Language,
  hits: ReadonlySet<string>,
  length: number,
  focus: number | null = null,
): ExcerptSegment[] {
  // Long sections are only tokenized around the first place a hit appears.
  let from = 0;
  let to = text.length;
  if (focus !== null && text.length > length * 3) {
    from = Math.max(0, focus - length);
    to = Math.min(text.length, focus + length * 2);
    while (from > 0 && !/\s/.test(text[from - 1] ?? " ") && !hasCjk(text[from] ?? "")) from--;
    while (to < text.length && !/\s/.test(text[to] ?? " ") && !hasCjk(text[to - 1] ?? "")) to++;
  }
  const spans = tokenize(text.slice(from, to), language, { keepStopwords: true })
    .filter((token) => hits.has(token.term))
    .map((token) => [token.start + from, token.end + from] as const)
    .sort((a, b) => a[0] - b[0]);
  if (text.length <= length && spans.length === 0) return [{ text, hit: false }];

  let start = 0;
  if (spans.length > 0 && text.length > length) {
    // The window (starting a little before a hit) that holds the most hits.
    const lead = Math.floor(length / 4);
    let bestCount = -1;
    for (const [at] of spans) {
      const from = Math.max(0, at - lead);
      const count = spans.filter(([s, e]) => s >= from && e <= from + length).length;
      if (count > bestCount) {
        bestCount = count;
        start = from;
      }
    }
  }
  let end = Math.min(text.length, start + length);
  if (end === text.length) start = Math.max(0, end - length);
  // Cut Latin text at spaces, not inside words.
  if (start > 0 && !hasCjk(text.slice(start, start + 1))) {
    const space = text.indexOf(" ", start);
    if (space !== -1 && space - start < 20) start = space + 1;
  }
  if (end < text.length && !hasCjk(text.slice(end - 1, end))) {
    const space = text.lastIndexOf(" ", end);
    if (space > start && end - space < 20) end = space;
  }

  const segments: ExcerptSegment[] = [];
  const push = (value: string, hit: boolean) => {
    if (!value) return;
    const last = segments.at(-1);
    if (last && last.hit === hit) segments[segments.length - 1] = { text: last.text + value, hit };
    else segments.push({ text: value, hit });
  };
  const cjk = language !== "en";
  if (start > 0) push(cjk ? "…" : "… ", false);
  let cursor = start;
  for (const [s, e] of spans) {
    if (e <= cursor || s >= end) continue;
    const from = Math.max(s, cursor);
    push(text.slice(cursor, from), false);
    push(text.slice(from, Math.min(e, end)), true);
    cursor = Math.min(e, end);
  }
  push(text.slice(cursor, end), false);
  if (end < text.length) push(cjk ? "…" : " …", false);
  return segments;
}
