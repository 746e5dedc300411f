// The search index's public shapes: the articles it is built from, its JSON form, and what a
// search answers.
import type { Language } from "./tokenize.ts";

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

/** A section that answers a query (`searchSections`): where in which article, and how well. */
export interface SectionMatch {
  readonly slug: string;
  readonly title: string;
  /** Anchor of the section's heading, or null for the article's opening text. */
  readonly id: string | null;
  readonly heading: string;
  /**
   * The article's score scaled by the share of the article's matched terms (weighted by
   * rarity) the section holds: the article's best section scores what the article does.
   */
  readonly score: number;
  /** Share of the query's words the article matched (0-1). */
  readonly coverage: number;
  /** The matched index terms the section holds. */
  readonly terms: readonly string[];
}

export interface SectionSearchOptions {
  /** How many sections (default 10). */
  readonly limit?: number;
  /** Also match the last word as a prefix, for results while typing (default false). */
  readonly prefix?: boolean;
}
