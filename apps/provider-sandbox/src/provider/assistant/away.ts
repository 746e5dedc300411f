// What a question turns away from is not its topic: a section whose heading names it ("Turn off
// password log-in" for "log in with a key instead of a password", パスワードログインを無効にする for
// パスワードではなく鍵で) is about that, so its heading speaks against it rather than for it.
import type { BlockIndex } from "./blocks.ts";
import type { Section } from "./passages.ts";
import type { QuestionTerms } from "./question.ts";

/**
 * The share of the question's weight, counting the words it turns away from in full, that
 * `section`'s own heading holds of those words (0 when it names none of them).
 */
export function headingTurnedAway(
  blocks: BlockIndex,
  section: Section,
  question: QuestionTerms,
): number {
  if (question.away.size === 0) return 0;
  const heading = blocks.ownHeadingTerms(section);
  let named = 0;
  let total = 0;
  for (const [term, weight] of [...question.own, ...question.pairs]) {
    const full = question.away.has(term) ? 1 : weight;
    total += blocks.idf(term) * full;
    if (question.away.has(term) && heading.has(term)) named += blocks.idf(term);
  }
  return total === 0 ? 0 : named / total;
}
