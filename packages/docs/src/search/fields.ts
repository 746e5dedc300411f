// The fields an article is scored over, and how the index stores a term's counts in them:
// shared by the build (build.ts) and the search (engine.ts).

/**
 * Field weights and length normalization: title (with the slug's words, which name the
 * product where the title does not: `vps-pricing` is titled "Server pricing") over the
 * headings and the description over body. A heading names what its section is about, so it
 * weighs a little more than the description; an article with many headings says less with
 * each of them, hence their stronger length normalization.
 */
export const FIELDS = [
  { weight: 8, b: 0.3 },
  { weight: 4, b: 0.5 },
  { weight: 5, b: 0.7 },
  { weight: 1, b: 0.75 },
] as const;
export type Field = 0 | 1 | 2 | 3;
export type FieldCounts = [number, number, number, number];
export const TITLE: Field = 0;
export const DESCRIPTION: Field = 1;
export const HEADING: Field = 2;
export const BODY: Field = 3;
/** Numbers per posting in the serialized index: doc, one tf per field, section mask. */
export const STRIDE = FIELDS.length + 2;
/** Sections past this share the last bit of the section mask. */
export const MASK_BITS = 31;

/** A section's bit in a posting's section mask. */
export const bit = (section: number) => 2 ** Math.min(section, MASK_BITS - 1);

/** The index term of two Latin words side by side (the space keeps it apart from words). */
export const pairTerm = (first: string, second: string) => `${first} ${second}`;
