// Whether a phrase's words stand side by side in an article (a synonym's `over the allowance`,
// a compound's bigrams 逆引): the index keeps which sections hold each word, so the sections
// that hold them all are read, from the tokens of their shipped text, for the words in order.
import type { ExcerptToken } from "./excerpt.ts";
import { bit, DESCRIPTION, type Field, MASK_BITS, pairTerm, TITLE } from "./fields.ts";
import type { Postings } from "./postings.ts";
import type { SectionTokens } from "./section-tokens.ts";
import { hasCjk } from "./tokenize.ts";

/** Characters allowed between two words of a phrase: ` the `, ` of a ` in English; one kana. */
const LATIN_GAP = 8;
const CJK_GAP = 1;
const ALL_SECTIONS = 2 ** MASK_BITS - 1;

/** What ends a phrase: punctuation between two words parts them (`no charge. Inbound`). */
const BREAK =
  /[.,;:!?()[\]{}|/\n\u3001\u3002\uff08\uff09\uff0c\uff1a\uff1b\uff01\uff1f\u300c\u300d]/;

/**
 * Whether `tokens` (of `text`) hold `terms` in this order, each close after the one before
 * with no punctuation between.
 */
export function inOrder(
  text: string,
  tokens: readonly ExcerptToken[],
  terms: readonly string[],
): boolean {
  const [first, ...rest] = terms;
  if (first === undefined) return true;
  const chain = (at: ExcerptToken, next: number): boolean => {
    const term = rest[next];
    if (term === undefined) return true;
    const gap = hasCjk(term) ? CJK_GAP : LATIN_GAP;
    return tokens.some(
      (token) =>
        token.term === term &&
        token.start > at.start &&
        token.start <= at.end + gap &&
        !BREAK.test(text.slice(at.end, token.start)) &&
        chain(token, next + 1),
    );
  };
  return tokens.some((token) => token.term === first && chain(token, 0));
}

/**
 * Whether an article holds `terms` side by side: in order in one section's heading or text,
 * or all of them in its title or its description (short fields, about the whole article).
 */
export function adjacent(
  postings: Postings,
  sections: SectionTokens,
  doc: number,
  terms: readonly string[],
): boolean {
  if (new Set(terms).size < 2) return true;
  // The short fields keep their Latin word pairs (build.ts); Chinese and Japanese words
  // there count as side by side when the field holds them all.
  const inField = (term: string, field: Field) => (postings.posting(term, doc)?.tf[field] ?? 0) > 0;
  const summary = [TITLE, DESCRIPTION].some((field) =>
    terms.every(
      (term, i) =>
        inField(term, field) &&
        (i === 0 || hasCjk(term) || inField(pairTerm(terms[i - 1] ?? "", term), field)),
    ),
  );
  if (summary) return true;
  let common = ALL_SECTIONS;
  for (const term of terms) common &= postings.sectionsOf(term, doc);
  for (let s = 0; s < sections.count(doc) && common !== 0; s++) {
    if ((common & bit(s)) === 0) continue;
    const [heading, text] = sections.texts(doc, s);
    if (
      inOrder(heading, sections.heading(doc, s), terms) ||
      inOrder(text, sections.text(doc, s), terms)
    )
      return true;
  }
  return false;
}
