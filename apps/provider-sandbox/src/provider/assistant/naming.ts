// The one section of an article whose heading names a question word is that article's answer to
// it: "VPS" of a question about a refund names "VPS and cloud servers" of the refund policy, not
// "Dedicated servers" (whose body holds more of the question's other words), and "FTP" names
// "FTP and SFTP accounts" of PHP hosting. Such a word may be frequent in the documentation (VPS)
// and weigh little in the question's coverage; among the article's own headings it is rare. The
// naming section is lifted just above every section of its article that does not hold the word at
// all; a section that holds it too (a "Limits" section saying "50 rules per group" beside "Write
// your own rules") keeps its place. Words of the title name no section (every one is about them).
import { type BlockIndex, type Entry, holds } from "./blocks.ts";
import type { Section } from "./passages.ts";
import { type QuestionTerms, writtenAsName } from "./question.ts";

/** How far above the sections it outranks a naming section is lifted. */
const LIFT_MARGIN = 0.001;

/** The names the question writes (VPS, FTP) that only this section's heading of the article holds. */
export function namedBy(
  blocks: BlockIndex,
  asked: string,
  question: QuestionTerms,
  slug: string,
): Map<Section, string[]> {
  const title = blocks.title(slug);
  const sections = [...new Set(blocks.inArticle(slug).map((entry) => entry.section))].filter(
    (section) => section.id !== null,
  );
  const heading = (section: Section) => ({
    terms: blocks.ownHeadingTerms(section),
    text: section.heading.toLowerCase(),
  });
  const named = new Map<Section, string[]>();
  for (const [word, places] of question.places) {
    if (holds(title, word)) continue;
    if (!places.some(([start, end]) => writtenAsName(asked, start, end, blocks.language))) continue;
    const naming = sections.filter((section) => holds(heading(section), word));
    const only = naming[0];
    if (naming.length !== 1 || !only) continue;
    named.set(only, [...(named.get(only) ?? []), word]);
  }
  return named;
}

/** Scored blocks with each naming section lifted above the sections of its article lacking its word. */
export function liftNamingSections<
  T extends { readonly entry: Entry; readonly score: number; readonly section: number },
>(
  blocks: BlockIndex,
  asked: string,
  question: QuestionTerms,
  scored: readonly T[],
  minCoverage: number,
): T[] {
  const best = new Map<Section, number>();
  const covers = new Map<Section, number>();
  for (const { entry, score, section } of scored) {
    best.set(entry.section, Math.max(score, best.get(entry.section) ?? -Infinity));
    covers.set(entry.section, section);
  }
  const lift = new Map<Section, number>();
  for (const slug of new Set(scored.map(({ entry }) => entry.section.slug))) {
    for (const [section, words] of namedBy(blocks, asked, question, slug)) {
      const own = best.get(section);
      // A section holding too little of the question to answer it is not lifted to answer it.
      if (own === undefined || (covers.get(section) ?? 0) < minCoverage) continue;
      let above = own;
      for (const [other, score] of best) {
        if (other === section || other.slug !== slug || score < above) continue;
        const body = blocks.section(other);
        if (words.some((word) => holds(body, word))) continue;
        above = score + LIFT_MARGIN;
      }
      if (above > own) lift.set(section, above - own);
    }
  }
  return scored.map((s) => {
    const by = lift.get(s.entry.section);
    return by ? { ...s, score: s.score + by } : s;
  });
}
