// Building the documentation search index of a language's articles (at build time): each
// term's counts per field and the sections it appears in, the Latin word pairs of the short
// fields (for phrases), and the surface words (for typos and prefixes).
import { SearchIndex } from "./engine.ts";
import {
  BODY,
  bit,
  DESCRIPTION,
  type Field,
  type FieldCounts,
  HEADING,
  pairTerm,
  TITLE,
} from "./fields.ts";
import { hasCjk, type Language, tokenize } from "./tokenize.ts";
import type { SearchDocument, SerializedIndex } from "./types.ts";

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
