// Which sections of a matching article hold the query: the result's best section (its deep
// link and excerpt) and the per-section answer of `searchSections` come from the same weights.
import { bit } from "./fields.ts";
import type { Postings } from "./postings.ts";

/**
 * Per section of an article (in order), the summed rarity (idf) of the matched terms it holds:
 * the section with the most, and the rarest, of them is the one about the query.
 */
export function sectionWeights(
  postings: Postings,
  doc: number,
  sectionCount: number,
  hits: Iterable<string>,
): number[] {
  const weights = new Array<number>(sectionCount).fill(0);
  for (const term of hits) {
    const posting = postings.posting(term, doc);
    if (!posting) continue;
    const idf = postings.idf(term);
    for (let s = 0; s < sectionCount; s++)
      if (posting.sections & bit(s)) weights[s] = (weights[s] ?? 0) + idf;
  }
  return weights;
}

/** The index of the heaviest section (the first of equals; 0 when none holds a hit). */
export function bestSection(weights: readonly number[]): number {
  let best = 0;
  weights.forEach((value, index) => {
    if (value > (weights[best] ?? 0)) best = index;
  });
  return best;
}

/** The hit terms a section holds. */
export function sectionTerms(
  postings: Postings,
  doc: number,
  section: number,
  hits: Iterable<string>,
): string[] {
  return [...hits].filter((term) => (postings.sectionsOf(term, doc) & bit(section)) !== 0);
}
