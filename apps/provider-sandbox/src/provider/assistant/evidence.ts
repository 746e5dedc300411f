// How much of a question's content the section that would answer it holds, told apart from
// the words no documentation writes at all. A long colloquial question has many of those
// (咋办, 改了, wont, っぽい): counted at full weight they would decline a question whose rare
// known words (DB-1, スタンバイ, キーボード) the section holds. A name no documentation writes
// with few known words beside it (a Terraform module, cPanel) is not let through: what the
// section holds of the rest weighs too little against it.
import { type BlockIndex, type Holder, holds } from "./blocks.ts";
import { heldShare, type QuestionTerms, relatedHeld } from "./question.ts";

export interface Evidence {
  /** Weight (idf) of the question's words the documentation writes. */
  readonly known: number;
  /** Weight of those the holder holds (a vocabulary word's meaning, a synonym, in part). */
  readonly held: number;
  /** Weight of the question's words no documentation writes. */
  readonly unknown: number;
}

/**
 * The question's own words (not the pairs of characters) split into those the documentation
 * writes and those it never does, and how much of the known ones `holder` holds.
 */
export function evidenceOf(blocks: BlockIndex, holder: Holder, question: QuestionTerms): Evidence {
  const has = (term: string) => holds(holder, term);
  let known = 0;
  let held = 0;
  let unknown = 0;
  for (const [term, weight] of question.own) {
    const idf = blocks.idf(term) * weight;
    if (blocks.frequency(term) === 0 && !has(term)) {
      unknown += idf;
      continue;
    }
    known += idf;
    held += idf * heldShare(question, term, has);
  }
  held += relatedHeld(blocks, question, has, known - held);
  return { known, held, unknown };
}

/** The known words held must weigh this many times what the documentation lacks… */
export const UNKNOWN_OUTWEIGHED = 2.5;
/** …and be this share of the question's known words. */
export const KNOWN_HELD = 0.6;

/**
 * Whether a section holds the question despite its words no documentation writes: what it holds
 * of the known words far outweighs them (a colloquial question about fstab, DB-1, a JIS keyboard),
 * where a question about what the docs lack holds little beside it (terraform, 机柜).
 */
export const outweighsUnknown = (evidence: Evidence): boolean =>
  evidence.unknown > 0 &&
  evidence.held >= UNKNOWN_OUTWEIGHED * evidence.unknown &&
  holdsMostKnown(evidence);

/** Whether the holder holds most of what the documentation knows of the question. */
export const holdsMostKnown = ({ known, held }: Evidence): boolean =>
  known > 0 && held >= KNOWN_HELD * known;
