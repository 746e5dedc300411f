// A question that names nothing but what its article is about ("how do I ssh into my server" of
// "Connect with SSH": SSH is the title's, a server is in most of its sections) asks for the
// article's main path, which articles put first: its first section is lifted above the article's
// others. Otherwise any section holds all of such a question, and a heading sharing one of its
// words ("Windows servers") or a troubleshooting section would answer it. A question asking for a
// price, a time, a count or what to do when something fails is left to the section that says it.
import { isWeakTerm } from "@hostfront/docs/search";
import { type BlockIndex, type Entry, holds } from "./blocks.ts";
import type { Cues } from "./language.ts";
import type { QuestionTerms } from "./question.ts";

/** A word at least this share of an article's sections write is the article's topic. */
const TOPIC_SHARE = 0.6;
/** How far above the article's best section its first is lifted. */
const LIFT_MARGIN = 0.001;

/** Whether every word the question writes is its article's title's or in most of its sections. */
function asksArticleTopic(blocks: BlockIndex, question: QuestionTerms, slug: string) {
  const title = blocks.title(slug);
  const sections = [...new Set(blocks.inArticle(slug).map((entry) => entry.section))];
  const words = [...question.places.keys()].filter((word) => !isWeakTerm(word));
  // The sections whose blocks hold a word, as the index works them out once (sectionsHolding).
  const holding = (word: string) => {
    const found = new Set([...blocks.sectionsHolding(word)].map((i) => blocks.sections[i]));
    return sections.filter((section) => found.has(section)).length;
  };
  return (
    words.length > 0 &&
    words.every((word) => holds(title, word) || holding(word) >= TOPIC_SHARE * sections.length)
  );
}

/**
 * Scored blocks with the first section of the best block's article lifted above it, when the
 * question asks for nothing but that article's topic.
 */
export function liftMainPath<T extends { readonly entry: Entry; readonly score: number }>(
  blocks: BlockIndex,
  question: QuestionTerms,
  cues: Cues,
  scored: readonly T[],
): T[] {
  // A price, a time, a count or a fault asked for is another section's, whatever the words.
  if (cues.price || cues.time || cues.amount || cues.trouble) return [...scored];
  const top = scored.reduce<T | undefined>((a, b) => (a && a.score >= b.score ? a : b), undefined);
  if (!top) return [...scored];
  const slug = top.entry.section.slug;
  const first = blocks.inArticle(slug).find((entry) => entry.section.id !== null)?.section;
  if (!first || first === top.entry.section || !asksArticleTopic(blocks, question, slug))
    return [...scored];
  const own = Math.max(...scored.filter((s) => s.entry.section === first).map((s) => s.score));
  if (!Number.isFinite(own)) return [...scored];
  const by = top.score + LIFT_MARGIN - own;
  return scored.map((s) => (s.entry.section === first ? { ...s, score: s.score + by } : s));
}
