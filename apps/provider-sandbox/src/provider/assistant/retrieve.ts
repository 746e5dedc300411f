// Which blocks of the documentation answer a question. The docs search index finds the articles
// (with its synonyms and typo matching) and decides whether the docs cover the question at all;
// the blocks of those articles are then ranked by the question's words they hold (weighted by
// how rare each word is in the docs), the article's search score, and what the question asks
// for (steps, a price, a duration, a number). The best block grows into a part an answer can
// show whole: its list's steps, its table's rows, a command with the sentence that leads to it.
import type { Language } from "@hostfront/api-client/fixtures";
import { type SearchIndex, type SearchResult, tokenize } from "@hostfront/docs/search";
import { type BlockIndex, CJK_TERM, type Entry, type Holder, LEADING_HAN } from "./blocks.ts";
import { type Cues, cueFit, cuesOf, statesQuantity } from "./language.ts";
import type { Block, Section } from "./passages.ts";

export { BlockIndex } from "./blocks.ts";

/** Below this search score the best article is noise, not an answer. */
export const MIN_SCORE = 0.45;
/** Articles whose blocks compete for the answer. */
const CANDIDATE_ARTICLES = 5;
/** Parts of one answer, at most. */
const MAX_PARTS = 3;
/** A further part is added when its block scores at least this share of the best. */
const FURTHER_PART_SHARE = 0.6;
/** The search's own best section is added when its block scores at least this share. */
const SEARCHED_PART_SHARE = 0.5;
/** A table this small is shown whole; a larger one by its matching rows. */
const WHOLE_TABLE_ROWS = 6;
/** Rows of a larger table shown, at most. */
const MAX_ROWS = 5;
/** Steps of one list shown, at most. */
const MAX_STEPS = 10;
/** Closest articles offered when the docs do not answer. */
const CLOSEST_ARTICLES = 3;
/** Share of the question's words the best article must match (the search's coverage). */
export const MIN_COVERAGE = 0.6;
/** Share of the question's weight a section must hold to answer when the search's coverage is short. */
export const RESCUE_SECTION_COVERAGE = 0.4;
/** Share of the question's weight the best section must hold to answer it. */
export const MIN_SECTION_COVERAGE = 0.2;
/** How a block's score is made: its section's coverage, its own, its article's, its cues. */
const SECTION_WEIGHT = 0.5;
const BLOCK_WEIGHT = 0.3;
const PRIOR_WEIGHT = 0.15;
const CUE_WEIGHT = 0.1;
/** How much of the question the section's own heading says: the surest sign of its topic. */
const HEADING_WEIGHT = 0.5;
/** Articles put the main path first: an earlier section is slightly preferred. */
const ORDER_WEIGHT = 0.05;
/** An article's opening says what the article covers ("This policy explains…"), seldom the answer. */
const OPENING_PENALTY = 0.6;
/** Words that point back to an earlier part of the article. */
const REFERS_BACK = /\babove\b|上述|上文|上記|前述/i;
/** A section this short (characters of text) is shown whole. */
const WHOLE_SECTION_CHARS: { readonly [L in Language]: number } = { en: 400, zh: 160, ja: 200 };

export interface Part {
  readonly section: Section;
  /** The blocks shown, in reading order. */
  readonly blocks: readonly Block[];
}

export interface Retrieval {
  readonly language: Language;
  /** Empty when the documentation does not cover the question. */
  readonly parts: readonly Part[];
  /** When nothing answers: the articles nearest the question, to offer instead. */
  readonly closest: readonly { readonly slug: string; readonly title: string }[];
  /** Share of the question the best section covers (0-1): how sure the answer is. */
  readonly confidence: number;
}

/** The question's terms: its own words (weight 1, bigrams less) and the search's synonyms. */
interface QuestionTerms {
  readonly own: ReadonlyMap<string, number>;
  /** Index terms the search matched that the question does not have: synonyms, typo fixes. */
  readonly related: ReadonlySet<string>;
  /** How many of the question's words the documentation never uses. */
  readonly unknown: number;
}

function questionTerms(
  blocks: BlockIndex,
  question: string,
  language: Language,
  results: readonly SearchResult[],
): QuestionTerms {
  const own = new Map<string, number>();
  let unknown = 0;
  for (const token of tokenize(question, language)) {
    let term = token.term;
    // A verb the docs never write in this form (移せ, 止まった) is looked for by its kanji (移, 止).
    if (CJK_TERM.test(term) && blocks.frequency(term) === 0) {
      const stem = LEADING_HAN.exec(term)?.[0];
      // A word of the question the docs never use at all stays: it is what they do not cover.
      if (stem) term = stem;
      if (blocks.frequency(term) === 0 && !token.bigram) unknown++;
    }
    own.set(term, Math.max(own.get(term) ?? 0, token.bigram ? 0.5 : 1));
  }
  const related = new Set<string>();
  for (const result of results.slice(0, 2))
    for (const term of result.terms) if (!own.has(term)) related.add(term);
  return { own, related, unknown };
}

/**
 * The share of the question's weight that `terms` hold (0-1). A synonym the search found
 * stands in for a question word the text does not have, at a discount.
 */
function coverage(blocks: BlockIndex, holder: Holder, question: QuestionTerms): number {
  const holds = (term: string) =>
    holder.terms.has(term) || (CJK_TERM.test(term) && holder.text.includes(term));
  let found = 0;
  let total = 0;
  let missing = 0;
  for (const [term, weight] of question.own) {
    const idf = blocks.idf(term) * weight;
    total += idf;
    if (holds(term)) found += idf;
    else missing += idf;
  }
  let stand = 0;
  for (const term of question.related) if (holds(term)) stand += blocks.idf(term) * 0.6;
  found += Math.min(stand, missing);
  return total === 0 ? 0 : found / total;
}

interface Scored {
  readonly entry: Entry;
  readonly score: number;
  /** How much of the question the block's whole section covers. */
  readonly section: number;
}

function rank(
  blocks: BlockIndex,
  question: QuestionTerms,
  cues: Cues,
  results: readonly SearchResult[],
): Scored[] {
  const best = results[0]?.score ?? 1;
  const scored: Scored[] = [];
  const sections = new Map<Section, number>();
  const headings = new Map<Section, number>();
  for (const result of results.slice(0, CANDIDATE_ARTICLES)) {
    const prior = result.score / best;
    for (const entry of blocks.inArticle(result.slug)) {
      let section = sections.get(entry.section);
      if (section === undefined) {
        section = coverage(blocks, blocks.section(entry.section), question);
        sections.set(entry.section, section);
      }
      let headed = headings.get(entry.section);
      if (headed === undefined) {
        headed = coverage(
          blocks,
          {
            terms: blocks.ownHeadingTerms(entry.section),
            text: entry.section.heading.toLowerCase(),
          },
          question,
        );
        headings.set(entry.section, headed);
      }
      const heading = blocks.headingTerms(entry.section);
      const own = coverage(
        blocks,
        {
          terms: new Set([...entry.terms, ...heading]),
          text: `${entry.section.heading} ${entry.text}`.toLowerCase(),
        },
        question,
      );
      if (own === 0) continue;
      const fit = cueFit(entry.block.text, entry.block.kind, cues);
      const score =
        SECTION_WEIGHT * section +
        BLOCK_WEIGHT * own +
        PRIOR_WEIGHT * prior +
        CUE_WEIGHT * fit +
        HEADING_WEIGHT * headed +
        ORDER_WEIGHT / (1 + blocks.ordinal(entry.section)) -
        (entry.section.id === null ? OPENING_PENALTY : 0);
      scored.push({ entry, score, section });
    }
  }
  return scored.sort((a, b) => b.score - a.score || a.entry.position - b.entry.position);
}

const lengthOf = (blocks: readonly Block[]) => blocks.reduce((sum, b) => sum + b.text.length, 0);
/** A lead-in ends with a colon: what follows it belongs to it. */
const LEAD_IN = /[:：]\s*$/;

/** The best block grown into what should be shown with it. */
function grow(best: Scored, scored: readonly Scored[], language: Language, first: boolean): Part {
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
      const rows = new Set(
        scored
          .filter((s) => s.entry.block.group === block.group && s.score >= best.score * 0.9)
          .slice(0, MAX_ROWS)
          .map((s) => s.entry.block),
      );
      shown = siblings.filter((b) => rows.has(b));
    }
  } else shown = [block];
  const start = section.blocks.indexOf(shown[0] as Block);
  const last = section.blocks.indexOf(shown[shown.length - 1] as Block);
  const before = section.blocks[start - 1];
  // A list, table or command is read with the sentence that leads to it.
  if (
    block.kind !== "paragraph" &&
    before &&
    (before.kind === "paragraph" || before.kind === "note")
  )
    shown.unshift(before);
  // A sentence that ends with a colon is read with what it introduces.
  const after = section.blocks[last + 1];
  const lastShown = shown[shown.length - 1] as Block;
  if (after && LEAD_IN.test(lastShown.markdown) && after.kind !== "paragraph")
    shown.push(...groupOf(after));
  return { section, blocks: shown };
}

/** The blocks that could answer `question`, best first, with their scores (for tools and tests). */
export function rankBlocks(
  index: SearchIndex,
  blocks: BlockIndex,
  question: string,
  language: Language,
) {
  const results = index.search(question, { limit: CANDIDATE_ARTICLES, prefix: false });
  return rank(
    blocks,
    questionTerms(blocks, question, language, results),
    cuesOf(question, language),
    results,
  ).map(({ entry, score, section }) => ({
    section: entry.section,
    block: entry.block,
    score,
    coverage: section,
  }));
}

export function retrieve(
  index: SearchIndex,
  blocks: BlockIndex,
  question: string,
  language: Language,
): Retrieval {
  const results = index.search(question, { limit: CANDIDATE_ARTICLES, prefix: false });
  const top = results[0];
  const closest = results.slice(0, CLOSEST_ARTICLES).map(({ slug, title }) => ({ slug, title }));
  if (!top || top.score < MIN_SCORE) return { language, parts: [], closest, confidence: 0 };
  const terms = questionTerms(blocks, question, language, results);
  const scored = rank(blocks, terms, cuesOf(question, language), results);
  const best = scored[0];
  const confidence = best?.section ?? 0;
  // The search's word coverage decides; a section that holds most of the question's weight
  // (its rare words, the search's synonyms) answers even when the search counted words short,
  // unless the question uses a word the documentation never does.
  const covered =
    top.coverage >= MIN_COVERAGE || (terms.unknown === 0 && confidence >= RESCUE_SECTION_COVERAGE);
  if (!best || !covered || confidence < MIN_SECTION_COVERAGE)
    return { language, parts: [], closest, confidence };

  const parts: Part[] = [grow(best, scored, language, true)];
  const shown = new Set(parts.flatMap((p) => p.blocks));
  // The section the search ranks first is the second opinion, when it has a matching block.
  const searched = top.section
    ? scored.find(
        (s) => s.entry.section.slug === top.slug && s.entry.section.id === top.section?.id,
      )
    : undefined;
  // A block that points back ("the time limit above") brings what it points to: the best
  // block that states an amount (a time limit, a price) in an earlier section of its article.
  const first = parts[0] as Part;
  const pointsBack = first.blocks.some((b) => REFERS_BACK.test(b.text));
  const order = blocks.inArticle(first.section.slug).map((e) => e.section);
  const referred = pointsBack
    ? scored.find(
        (s) =>
          s.entry.section.slug === first.section.slug &&
          order.indexOf(s.entry.section) < order.indexOf(first.section) &&
          statesQuantity(s.entry.block.text),
      )
    : undefined;
  const candidates = [
    ...(referred ? [referred] : []),
    ...(searched && searched.score >= best.score * SEARCHED_PART_SHARE ? [searched] : []),
    ...scored.slice(1).filter((s) => s.score >= best.score * FURTHER_PART_SHARE),
  ];
  for (const candidate of candidates) {
    if (parts.length >= MAX_PARTS) break;
    if (shown.has(candidate.entry.block)) continue;
    const part = grow(candidate, scored, language, false);
    const blocksToAdd = part.blocks.filter((b) => !shown.has(b));
    if (blocksToAdd.length === 0) continue;
    // More of a section already shown joins its part, in reading order.
    const index = parts.findIndex((p) => p.section === part.section);
    const same = parts[index];
    if (same) {
      const order = part.section.blocks;
      const blocks = [...same.blocks, ...blocksToAdd].sort(
        (a, b) => order.indexOf(a) - order.indexOf(b),
      );
      parts[index] = { section: same.section, blocks };
    } else parts.push({ section: part.section, blocks: blocksToAdd });
    for (const b of blocksToAdd) shown.add(b);
  }
  return { language, parts, closest, confidence };
}
