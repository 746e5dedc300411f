// The best block of an answer grown into what is read with it: a short section whole, a list's
// steps, a small table whole or a large one's matching rows, a command with the sentence that
// leads to it, what a sentence ending in a colon introduces.
import type { Language } from "@hostfront/api-client/fixtures";
import type { Entry } from "./blocks.ts";
import type { Block, Section } from "./passages.ts";

export interface Part {
  readonly section: Section;
  /** The blocks shown, in reading order. */
  readonly blocks: readonly Block[];
}

/** A table this small is shown whole; a larger one by its matching rows. */
const WHOLE_TABLE_ROWS = 6;
/** Rows of a larger table shown, at most. */
const MAX_ROWS = 5;
/** Steps of one list shown, at most. */
const MAX_STEPS = 10;
/** A section this short (characters of text) is shown whole. */
const WHOLE_SECTION_CHARS: { readonly [L in Language]: number } = { en: 400, zh: 160, ja: 200 };

export interface Scored {
  readonly entry: Entry;
  readonly score: number;
  /** How much of the question the block's whole section covers. */
  readonly section: number;
}

const lengthOf = (blocks: readonly Block[]) => blocks.reduce((sum, b) => sum + b.text.length, 0);
/** A lead-in ends with a colon: what follows it belongs to it. */
const LEAD_IN = /[:：]\s*$/;

/** The best block grown into what should be shown with it. */
export function grow(
  best: Scored,
  scored: readonly Scored[],
  language: Language,
  first: boolean,
): Part {
  const { section, block } = best.entry;
  // A short section is one answer: show it whole (the first part only; the others add a fact).
  if (first && lengthOf(section.blocks) <= WHOLE_SECTION_CHARS[language])
    return { section, blocks: section.blocks };
  const groupOf = (b: Block) => section.blocks.filter((other) => other.group === b.group);
  let shown: Block[];
  if (block.kind === "step") shown = groupOf(block).slice(0, MAX_STEPS);
  else if (block.kind === "row") {
    const siblings = groupOf(block);
    if (first && siblings.length <= WHOLE_TABLE_ROWS) shown = siblings;
    else {
      // Rows scoring near the best row, and that row itself: a score can be below zero (a
      // heading the question turns away from), where 0.9 of it would leave the best row out.
      const near = best.score - Math.abs(best.score) * 0.1;
      const rows = new Set(
        [
          block,
          ...scored
            .filter((s) => s.entry.block.group === block.group && s.score >= near)
            .map((s) => s.entry.block)
            .filter((b) => b !== block),
        ].slice(0, MAX_ROWS),
      );
      shown = siblings.filter((b) => rows.has(b));
    }
  } else shown = [block];
  const start = section.blocks.indexOf(shown[0] as Block);
  const before = section.blocks[start - 1];
  // A list, table or command is read with the sentence that leads to it.
  if (
    block.kind !== "paragraph" &&
    before &&
    (before.kind === "paragraph" || before.kind === "note")
  )
    shown.unshift(before);
  // A sentence that ends with a colon is read with what it introduces, which may itself end
  // with one ("For a snapshot you can rely on:" - "Databases: dump them first:" - the command).
  for (;;) {
    const lastShown = shown[shown.length - 1] as Block;
    const after = section.blocks[section.blocks.indexOf(lastShown) + 1];
    if (!after || !LEAD_IN.test(lastShown.markdown) || after.kind === "paragraph") break;
    shown.push(...groupOf(after));
  }
  return { section, blocks: shown };
}
