// A language's blocks as the ranking reads them: each block's terms and text, each section's
// headings and terms, and how many blocks hold a term (Chinese and Japanese words also inside
// longer words), built once per language.
import type { Language } from "@hostfront/api-client/fixtures";
import { tokenize } from "@hostfront/docs/search";
import type { Block, LanguagePassages, Section } from "./passages.ts";

export interface Entry {
  readonly section: Section;
  readonly block: Block;
  readonly position: number;
  readonly terms: ReadonlySet<string>;
  /** Header and text, lower case: Chinese and Japanese words are found in it as substrings. */
  readonly text: string;
}

/** What a block or section holds: its terms, and its text for substring matches. */
export interface Holder {
  readonly terms: ReadonlySet<string>;
  readonly text: string;
}

export const CJK_TERM = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/;
export const LEADING_HAN = /^[\u3400-\u9fff\uf900-\ufaff]+/;

const termsOf = (text: string, language: Language) =>
  new Set(tokenize(text, language).map((token) => token.term));

/** A language's blocks, tokenized once, with how many blocks hold each term. */
export class BlockIndex {
  readonly language: Language;
  readonly entries: readonly Entry[];
  /** Every section, in the documentation's order. */
  readonly sections: readonly Section[];
  readonly #headingTerms = new Map<Section, ReadonlySet<string>>();
  readonly #ownHeadingTerms = new Map<Section, ReadonlySet<string>>();
  readonly #ordinal = new Map<Section, number>();
  readonly #titles = new Map<string, Holder>();
  readonly #sectionTerms = new Map<Section, Holder>();
  readonly #bodies = new Map<Section, Holder>();
  readonly #substringFrequency = new Map<string, number>();
  readonly #frequency = new Map<string, number>();
  readonly #holding = new Map<string, Set<number>>();
  readonly #bySlug = new Map<string, Entry[]>();

  constructor(language: Language, passages: LanguagePassages) {
    this.language = language;
    const entries: Entry[] = [];
    for (const section of passages) {
      const previous = passages[passages.indexOf(section) - 1];
      const ordinal = previous?.slug === section.slug ? (this.#ordinal.get(previous) ?? 0) + 1 : 0;
      this.#ordinal.set(section, ordinal);
      if (!this.#titles.has(section.slug))
        this.#titles.set(section.slug, {
          terms: termsOf(section.title, language),
          text: section.title.toLowerCase(),
        });
      const heading = termsOf(`${section.title} ${section.heading}`, language);
      this.#headingTerms.set(section, heading);
      // The text before the first heading has no heading of its own (its "heading" is the title).
      this.#ownHeadingTerms.set(
        section,
        section.id ? termsOf(section.heading, language) : new Set(),
      );
      const all = new Set(heading);
      const body = new Set<string>();
      let bodyText = "";
      for (const block of section.blocks) {
        const context = block.header ? `${block.header.join(" ")} ` : "";
        const text = (context + block.text).toLowerCase();
        bodyText += ` ${text}`;
        const entry = {
          section,
          block,
          position: entries.length,
          terms: termsOf(context + block.text, language),
          text,
        };
        entries.push(entry);
        const list = this.#bySlug.get(section.slug) ?? [];
        list.push(entry);
        this.#bySlug.set(section.slug, list);
        for (const term of entry.terms) {
          all.add(term);
          body.add(term);
          this.#frequency.set(term, (this.#frequency.get(term) ?? 0) + 1);
        }
      }
      this.#sectionTerms.set(section, {
        terms: all,
        text: `${section.title} ${section.heading}`.toLowerCase() + bodyText,
      });
      this.#bodies.set(section, { terms: body, text: bodyText });
    }
    this.entries = entries;
    this.sections = passages;
  }

  /** How many blocks hold a term (a Chinese or Japanese one also inside a longer word). */
  frequency(term: string): number {
    if (!CJK_TERM.test(term)) return this.#frequency.get(term) ?? 0;
    let df = this.#substringFrequency.get(term);
    if (df === undefined) {
      df = this.entries.filter((entry) => entry.text.includes(term)).length;
      this.#substringFrequency.set(term, df);
    }
    return df;
  }

  /** How rare a term is among the blocks; a term no block holds weighs most. */
  idf(term: string): number {
    const n = this.entries.length;
    const df = this.frequency(term);
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  headingTerms(section: Section): ReadonlySet<string> {
    return this.#headingTerms.get(section) ?? new Set();
  }

  /** The terms of the section's own heading (the title, for the text before the first). */
  ownHeadingTerms(section: Section): ReadonlySet<string> {
    return this.#ownHeadingTerms.get(section) ?? new Set();
  }

  /** The terms and text of an article's title. */
  title(slug: string): Holder {
    return this.#titles.get(slug) ?? { terms: new Set(), text: "" };
  }

  /** The section at a place of an article (the same place in every language's translation). */
  sectionAt(slug: string, ordinal: number): Section | undefined {
    return this.inArticle(slug).find((entry) => this.ordinal(entry.section) === ordinal)?.section;
  }

  /** Where the sections whose own heading holds a term are: article and position. */
  headingPlaces(term: string): { readonly slug: string; readonly ordinal: number }[] {
    return this.sections
      .filter((section) => this.ownHeadingTerms(section).has(term))
      .map((section) => ({ slug: section.slug, ordinal: this.ordinal(section) }));
  }

  /** Where a section is in its article: 0 for the first. */
  ordinal(section: Section): number {
    return this.#ordinal.get(section) ?? 0;
  }

  /** Every term of a section (its title, heading and blocks), and its text. */
  section(section: Section): Holder {
    return this.#sectionTerms.get(section) ?? { terms: new Set(), text: "" };
  }

  /** The terms and text of a section's blocks, without its title and heading. */
  body(section: Section): Holder {
    return this.#bodies.get(section) ?? { terms: new Set(), text: "" };
  }

  /** The sections (their positions in `sections`) whose blocks hold a term, worked out once. */
  sectionsHolding(term: string): ReadonlySet<number> {
    let found = this.#holding.get(term);
    if (!found) {
      found = new Set();
      for (const [i, section] of this.sections.entries())
        if (holds(this.body(section), term)) found.add(i);
      this.#holding.set(term, found);
    }
    return found;
  }

  inArticle(slug: string): readonly Entry[] {
    return this.#bySlug.get(slug) ?? [];
  }
}

/** Whether a block or section holds a term (a Chinese or Japanese one also inside a word). */
export const holds = (holder: Holder, term: string): boolean =>
  holder.terms.has(term) || (CJK_TERM.test(term) && holder.text.includes(term));
