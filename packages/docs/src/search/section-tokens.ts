// The tokens of the articles' sections, made from the text the index ships and kept: what an
// excerpt marks, and where a phrase's words stand (the index keeps which sections hold a word,
// not where in them).
import type { ExcerptToken } from "./excerpt.ts";
import { type Language, tokenize } from "./tokenize.ts";
import type { SerializedIndex } from "./types.ts";

/**
 * Sections whose tokens an index keeps, at most (the map starts again when full).
 * Tokenizing each result's section for its excerpt, per query, was 16% of the server's time
 * rendering an English search page under load (`node --cpu-prof`, 50 connections, 20 results
 * a page); a section's tokens are the same for every query. A doc corpus has a few hundred
 * sections per language (311 here, 27-49 thousand tokens: a few MB kept per language).
 */
export const SECTION_TOKENS_KEPT = 512;

export class SectionTokens {
  readonly #docs: SerializedIndex["docs"];
  readonly #language: Language;
  /** `doc:section` -> the section's heading and text tokens, stopwords kept. */
  readonly #kept = new Map<
    string,
    { heading: readonly ExcerptToken[]; text: readonly ExcerptToken[] }
  >();

  constructor(data: SerializedIndex) {
    this.#docs = data.docs;
    this.#language = data.language;
  }

  #of(doc: number, section: number) {
    const key = `${doc}:${section}`;
    let tokens = this.#kept.get(key);
    if (!tokens) {
      const [id, heading, text] = this.#docs[doc]?.sections[section] ?? [null, "", ""];
      const of = (value: string) =>
        tokenize(value, this.#language, { keepStopwords: true }).map(({ term, start, end }) => ({
          term,
          start,
          end,
        }));
      tokens = { heading: id === null ? [] : of(heading), text: of(text) };
      if (this.#kept.size >= SECTION_TOKENS_KEPT) this.#kept.clear();
      this.#kept.set(key, tokens);
    }
    return tokens;
  }

  /** Number of sections of an article. */
  count(doc: number): number {
    return this.#docs[doc]?.sections.length ?? 0;
  }

  /** A section's heading (empty for the article's opening text) and text. */
  texts(doc: number, section: number): readonly [heading: string, text: string] {
    const [id, heading, text] = this.#docs[doc]?.sections[section] ?? [null, "", ""];
    return [id === null ? "" : heading, text];
  }

  /** The tokens of a section's text (offsets into it). */
  text(doc: number, section: number): readonly ExcerptToken[] {
    return this.#of(doc, section).text;
  }

  /** The tokens of a section's heading (none for the article's opening text). */
  heading(doc: number, section: number): readonly ExcerptToken[] {
    return this.#of(doc, section).heading;
  }
}
