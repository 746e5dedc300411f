// The index's terms as the engine reads them: each term's postings (counts per field and the
// sections that hold it, per article), its rarity (idf), its BM25F score per article, and the
// surface words behind the terms, for typos and prefixes.
import { editDistance } from "./distance.ts";
import { DESCRIPTION, FIELDS, type Field, type FieldCounts, STRIDE, TITLE } from "./fields.ts";
import type { SerializedIndex } from "./types.ts";

const K1 = 1.2;
/**
 * The title and the description also score by how rare a word is among titles and among
 * descriptions (not only among whole articles), weighted so.
 */
const SUMMARY_WEIGHTS: readonly (readonly [Field, number])[] = [
  [TITLE, 1],
  [DESCRIPTION, 1],
];
const MAX_EXPANSIONS = 30;

export interface Posting {
  readonly doc: number;
  readonly tf: Readonly<FieldCounts>;
  readonly sections: number;
}

/** BM25F score per article of one term, kept for the length of one query. */
export type ScoreCache = Map<string, Map<number, number>>;

export class Postings {
  readonly #docs: SerializedIndex["docs"];
  readonly #postings: Map<string, readonly Posting[]>;
  /** Surface word -> term, sorted by surface word. */
  readonly surfaces: readonly (readonly [string, string])[];
  readonly #average: Readonly<FieldCounts>;

  constructor(data: SerializedIndex) {
    this.#docs = data.docs;
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
    this.surfaces = data.surfaces;
    const n = Math.max(1, data.docs.length);
    const sum: FieldCounts = [0, 0, 0, 0];
    for (const doc of data.docs)
      for (let f = 0; f < FIELDS.length; f++) sum[f as Field] += doc.lengths[f as Field];
    this.#average = sum.map((total) => total / n || 1) as FieldCounts;
  }

  has(term: string): boolean {
    return this.#postings.has(term);
  }

  /** Number of articles that hold a term. */
  df(term: string): number {
    return this.#postings.get(term)?.length ?? 0;
  }

  /** The posting of a term in one article. */
  posting(term: string, doc: number): Posting | undefined {
    return this.#postings.get(term)?.find((posting) => posting.doc === doc);
  }

  /** The sections of an article that hold a term, as a section mask (0 when none do). */
  sectionsOf(term: string, doc: number): number {
    return this.posting(term, doc)?.sections ?? 0;
  }

  idf(term: string): number {
    return this.#idfOf(this.df(term));
  }

  /** Inverse document frequency of a term found in `df` articles. */
  #idfOf(df: number): number {
    const n = this.#docs.length;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /** BM25F score of one term in every article that has it. */
  termScores(term: string, cache: ScoreCache): Map<number, number> {
    const cached = cache.get(term);
    if (cached) return cached;
    const scores = new Map<number, number>();
    const list = this.#postings.get(term);
    if (list) {
      const idf = this.idf(term);
      const fieldIdf = new Map<Field, number>();
      for (const [field] of SUMMARY_WEIGHTS) {
        const df = list.filter((posting) => posting.tf[field] > 0).length;
        fieldIdf.set(field, this.#idfOf(df));
      }
      for (const posting of list) {
        const lengths = this.#docs[posting.doc]?.lengths ?? [0, 0, 0, 0];
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

  /** Surface words within one edit of `word` (typos), as their terms. */
  fuzzy(word: string): string[] {
    const out = new Set<string>();
    for (const [surface, term] of this.surfaces) {
      if (Math.abs(surface.length - word.length) > 1) continue;
      if (editDistance(word, surface, 1) <= 1) out.add(term);
      if (out.size >= MAX_EXPANSIONS) break;
    }
    return [...out];
  }

  /** Terms of the surface words that start with `word`. */
  prefixed(word: string): string[] {
    const list = this.surfaces;
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
  containing(char: string): string[] {
    const out: string[] = [];
    for (const term of this.#postings.keys()) {
      if (term !== char && term.includes(char)) out.push(term);
      if (out.length >= MAX_EXPANSIONS) break;
    }
    return out;
  }
}
