// Which blocks of the documentation answer a question. The docs search index finds the articles
// (with its synonyms and typo matching) and mostly decides whether the docs cover the question;
// articles whose sections hold most of the question compete too. Their blocks are ranked by the
// question's words (question.ts) they hold (weighted by how rare each word is in the docs), the
// article's search score, and what the question asks for (steps, a price, a duration, a count;
// a section that states the count asked for). Question words the docs write together (two
// regions) weigh as one (kin.ts); a heading counts what its title does not say (headings.ts).
// The one heading of an article that names a name of the question (VPS) answers there (naming.ts);
// a question naming nothing but its article's topic, the article's first section (mainpath.ts);
// a heading that names what the question turns away from speaks against its section (away.ts).
// A heading says less of its section the more it names that the question does not ask for.
// English contractions are read written out (contractions.ts). A section visitors ask for in
// the question's words (asked.ts: questions written offline per section) ranks higher, and its
// article competes; when visitors do not ask for the best section in these words but do for
// another, that one joins the answer. A section's asked questions read together (askedLikelihood)
// say how likely it is the one asked for: a section nearly sure this way competes, ranks higher,
// answers, answers a question declined otherwise, and joins the answer when another ranks first.
// A name no documentation uses declines, as does an offering it never mentions (offerings.ts)
// and a product asked about that only another product's section answers (products.ts);
// words no documentation writes do not decline a question the search and the ranking agree on,
// nor one worded as visitors ask for its best section, nor one whose best section is also the one
// visitors ask for most like it. A question declined all the same, worded as visitors ask for a
// section of an article the search ranks near the top, answers from that section.
// The best block grows into a part an answer can show whole (grow.ts); a block holding what the
// parts shown do not (the second thing a question asks) joins as one more part.
import type { Language } from "@hostfront/api-client/fixtures";
import type { SearchIndex, SearchResult } from "@hostfront/docs/search";
import { askedFit, askedLikelihood } from "./asked.ts";
import { headingTurnedAway } from "./away.ts";
import type { BlockIndex } from "./blocks.ts";
import { withoutContractions } from "./contractions.ts";
import { evidenceOf, holdsMostKnown, outweighsUnknown } from "./evidence.ts";
import { grow, type Part, type Scored } from "./grow.ts";
import { headingAsked, sharedWithArticle } from "./headings.ts";
import { weighKin } from "./kin.ts";
import {
  type Cues,
  countsAskedUnit,
  cueFit,
  cuesOf,
  headingFit,
  statesQuantity,
} from "./language.ts";
import { liftMainPath } from "./mainpath.ts";
import { liftNamingSections } from "./naming.ts";
import { undocumentedOfferings } from "./offerings.ts";
import type { Block, Section } from "./passages.ts";
import { answersAnotherProduct } from "./products.ts";
import {
  coverage,
  type English,
  inTranslation,
  type QuestionTerms,
  questionTerms,
  wordsOnly,
} from "./question.ts";

export { BlockIndex } from "./blocks.ts";
export type { Part } from "./grow.ts";

/** Below this search score the best article is noise, not an answer. */
export const MIN_SCORE = 0.45;
/** Share of the question a section must hold to answer when the search scores low. */
const WEAK_SEARCH_COVERAGE = 0.6;
/** Articles whose blocks compete for the answer. */
const CANDIDATE_ARTICLES = 5;
/** Further articles whose sections hold this share of the question compete, at most this many. */
const COVERING_SECTION = 0.5;
const COVERING_ARTICLES = 2;
/** Parts of one answer, at most. */
const MAX_PARTS = 3;
/** A further part is added when its block scores at least this share of the best. */
const FURTHER_PART_SHARE = 0.6;
/**
 * Once an answer has its MAX_PARTS, a further block of a section it shows still joins that part
 * when it scores at least this share of the best: the sentence beside the table shown ("the
 * engine cannot be changed" under the engines' table).
 */
const JOINING_PART_SHARE = 0.8;
/**
 * One more part, past MAX_PARTS, for what the question asks that no part shown holds ("and is
 * tax on top?" beside the price table): a block scoring at least NOVEL_PART_FLOOR of the best
 * that holds at least NOVEL_PART_SHARE of the question's weight the shown blocks do not.
 */
const NOVEL_PART_FLOOR = 0.5;
const NOVEL_PART_SHARE = 0.25;
/** The search's own best section is added when its block scores at least this share. */
const SEARCHED_PART_SHARE = 0.5;
/** Closest articles offered when the docs do not answer. */
const CLOSEST_ARTICLES = 3;
/** Share of the question's words the best article must match (the search's coverage). */
export const MIN_COVERAGE = 0.6;
/** Share of the question's weight a section must hold to answer when the search's coverage is short. */
export const RESCUE_SECTION_COVERAGE = 0.4;
/** Share of the question's weight the best section must hold to answer it. */
export const MIN_SECTION_COVERAGE = 0.2;
/**
 * When the search ranks among its first AGREED_RANKS, at least this clearly, the article whose
 * section the ranking puts first, and that section holds AGREED_COVERAGE of the question or most
 * of what the documentation knows of it (evidence.ts, KNOWN_HELD), the two agree on what the
 * question is about: its words no documentation writes (a colloquial question, a quoted error
 * message) do not decline it.
 */
export const AGREED_SCORE = 1;
export const AGREED_COVERAGE = 0.3;
const AGREED_RANKS = 3;
/** How a block's score is made: its section's coverage, its own, its article's, its cues. */
const SECTION_WEIGHT = 0.5;
const BLOCK_WEIGHT = 0.3;
const PRIOR_WEIGHT = 0.15;
const CUE_WEIGHT = 0.1;
/** How much of the question the section's own heading says: the surest sign of its topic. */
const HEADING_WEIGHT = 0.5;
/** A section whose heading names what the question asks for (Limits, Prices). */
const CUE_HEADING_WEIGHT = 0.15;
/** A section that states the count a question asks for ("how many rules": "rules per group | 50"). */
const COUNT_SECTION_WEIGHT = 0.15;
/**
 * How much a section the question is worded like (asked.ts) counts: its own fit, and the best
 * fit of its article (which article visitors mean is surer than which of its sections).
 */
const ASKED_SECTION_WEIGHT = 0.4;
const ASKED_ARTICLE_WEIGHT = 0.4;
/** A section worded this closely competes even when the search did not rank its article. */
const ASKED_CANDIDATE = 0.5;
/**
 * A best section worded this closely answers though the search scores low, the section holds
 * little of the question, or the question has words no documentation writes: visitors ask for it
 * in those words (a decline still comes first for an offering the documentation never mentions).
 */
const ASKED_AGREED = 0.35;
/**
 * The same, for a best section worded at least this closely that visitors ask for more closely
 * than for any other: the ranking and the way visitors ask, two readings of the question, agree
 * on it (a long question in a visitor's words shares less with any one asked question). A
 * question declined all the same answers from the section visitors ask for most like it, worded
 * this closely, when the search ranks its article near the top.
 */
const ASKED_RANKED = 0.2;
/**
 * A section worded at least this closely joins the answer as a part (after the search's own
 * section) when the best section is not worded as closely: the way visitors ask names it where
 * the ranking put a neighbour first (an article's opening, which says what it covers, never).
 */
const ASKED_PART = 0.4;
/**
 * A section at least this likely the one asked for, its asked questions read together
 * (askedLikelihood), competes even when the search did not rank its article, answers as one
 * worded like the question does (ASKED_AGREED), answers a question declined otherwise, and joins
 * the answer as a part when the ranking put another first (as ASKED_PART does).
 */
const LIKELY_SURE = 0.9;
/**
 * How much that likelihood counts in a block's score, for a section more likely than all others
 * together (LIKELY_SCORED): a lesser likelihood comes of words many sections' questions share
 * ("vps standard for a year" of a worked price example with Windows).
 */
const LIKELY_WEIGHT = 0.1;
const LIKELY_SCORED = 0.5;
/**
 * A question worded at least this closely like one asked question (askedFit) is read by that
 * one: read together, a word another section's questions share with it outweighs it ("what
 * happens if I forget to renew my server": a data disk's "if i forget to renew my server will my
 * data disks be deleted too").
 */
const ONE_ASKED_CLOSELY = 0.6;
/** Articles put the main path first: an earlier section is slightly preferred. */
const ORDER_WEIGHT = 0.05;
/**
 * An article's opening says what the article covers ("This policy explains…"), and most also
 * state its main facts ("One Hostfront account holds your servers, domains…", "we keep PHP and
 * MySQL up to date"): slightly less likely the answer than a section of the same fit, not ruled
 * out (0.6 ruled them out: the asked-for fact missed on fresh questions).
 */
const OPENING_PENALTY = 0.1;
/** Words that point back to an earlier part of the article. */
const REFERS_BACK = /\babove\b|上述|上文|上記|前述/i;

export interface Retrieval {
  readonly language: Language;
  /** Empty when the documentation does not cover the question. */
  readonly parts: readonly Part[];
  /** When nothing answers: the articles nearest the question, to offer instead. */
  readonly closest: readonly { readonly slug: string; readonly title: string }[];
  /** Share of the question the best section covers (0-1): how sure the answer is. */
  readonly confidence: number;
}

/**
 * Articles the search did not rank whose sections hold most of the question (its words cut
 * differently, 缩容 inside 不能缩容): they compete too, without the search's score.
 */
function coveringArticles(
  blocks: BlockIndex,
  question: QuestionTerms,
  results: readonly SearchResult[],
): string[] {
  const ranked = new Set(results.slice(0, CANDIDATE_ARTICLES).map((r) => r.slug));
  const best = new Map<string, number>();
  for (const section of blocks.sections) {
    if (ranked.has(section.slug)) continue;
    const share = coverage(blocks, blocks.section(section), question);
    if (share >= COVERING_SECTION && share > (best.get(section.slug) ?? 0))
      best.set(section.slug, share);
  }
  return [...best]
    .sort((a, b) => b[1] - a[1])
    .slice(0, COVERING_ARTICLES)
    .map(([slug]) => slug);
}

function rank(
  blocks: BlockIndex,
  asked: string,
  terms: QuestionTerms,
  cues: Cues,
  results: readonly SearchResult[],
  worded: ReadonlyMap<Section, number>,
  likely: ReadonlyMap<Section, number>,
): Scored[] {
  const best = results[0]?.score ?? 1;
  const scored: Scored[] = [];
  const sections = new Map<Section, number>();
  const headings = new Map<Section, number>();
  const articleFit = new Map<string, number>();
  for (const [section, fit] of worded)
    articleFit.set(section.slug, Math.max(articleFit.get(section.slug) ?? 0, fit));
  const candidates = [
    ...results.slice(0, CANDIDATE_ARTICLES).map((r) => ({ slug: r.slug, prior: r.score / best })),
    ...coveringArticles(blocks, terms, results).map((slug) => ({ slug, prior: 0 })),
    // Articles whose sections hold the question's English words in translation.
    ...[...terms.translated.keys()].map((section) => ({ slug: section.slug, prior: 0 })),
    ...[...worded]
      .filter(([, fit]) => fit >= ASKED_CANDIDATE)
      .map(([section]) => ({ slug: section.slug, prior: 0 })),
    ...[...likely]
      .filter(([, likelihood]) => likelihood >= LIKELY_SURE)
      .map(([section]) => ({ slug: section.slug, prior: 0 })),
  ];
  // Words the docs write together (Tokyo, Singapore) weigh as one among the candidates' sections,
  // so what the question does with them counts (which articles compete is decided above).
  const question = weighKin(blocks, asked, terms);
  const scoredLikelihood = (section: Section) => {
    const likelihood = likely.get(section) ?? 0;
    return likelihood >= LIKELY_SCORED ? likelihood : 0;
  };
  const counting = new Set(
    candidates.flatMap(({ slug }) =>
      blocks
        .inArticle(slug)
        .map((entry) => entry.section)
        .filter((section) => countsAskedUnit(section, cues)),
    ),
  );
  const questionWords = [...question.own.keys(), ...question.pairs.keys()];
  const seen = new Set<string>();
  for (const { slug, prior } of candidates) {
    if (seen.has(slug)) continue;
    seen.add(slug);
    for (const entry of blocks.inArticle(slug)) {
      let section = sections.get(entry.section);
      if (section === undefined) {
        section = coverage(
          blocks,
          inTranslation(blocks.section(entry.section), entry.section, question),
          question,
        );
        sections.set(entry.section, section);
      }
      let headed = headings.get(entry.section);
      if (headed === undefined) {
        // What the title already says, or most of the article's sections hold, does not tell
        // this section from the article's others (unless the heading names one topic of the
        // title: "Coupons" of "Billing and coupons").
        const shared = sharedWithArticle(blocks, entry.section, questionWords);
        headed = coverage(
          blocks,
          inTranslation(
            {
              terms: blocks.ownHeadingTerms(entry.section),
              text: entry.section.heading.toLowerCase(),
            },
            entry.section,
            question,
          ),
          question,
          shared,
        );
        // A heading that names more than the question asks for ("Windows servers" for "ssh into
        // my server", a worked example "… with Windows") is a weaker sign of its section.
        if (headed > 0) headed *= Math.sqrt(headingAsked(blocks, entry.section, question, shared));
        // A heading naming what the question turns away from speaks against its section.
        const away = headingTurnedAway(blocks, entry.section, question);
        if (away > 0) headed = -away;
        headings.set(entry.section, headed);
      }
      const heading = blocks.headingTerms(entry.section);
      const own = coverage(
        blocks,
        inTranslation(
          {
            terms: new Set([...entry.terms, ...heading]),
            text: `${entry.section.heading} ${entry.text}`.toLowerCase(),
          },
          entry.section,
          question,
        ),
        question,
      );
      if (own === 0) continue;
      const fit = cueFit(entry.block, cues);
      // A "Limits" heading answers "how many" when its blocks hold the question's words
      // (a subsection's Limits may be about something else than its article's title).
      const headingCue =
        entry.section.id && headingFit(entry.section.heading, blocks.language, cues)
          ? coverage(blocks, blocks.body(entry.section), question)
          : 0;
      const score =
        SECTION_WEIGHT * section +
        BLOCK_WEIGHT * own +
        PRIOR_WEIGHT * prior +
        CUE_WEIGHT * fit +
        HEADING_WEIGHT * headed +
        CUE_HEADING_WEIGHT * headingCue +
        (counting.has(entry.section) ? COUNT_SECTION_WEIGHT * section : 0) +
        ASKED_SECTION_WEIGHT * (worded.get(entry.section) ?? 0) +
        ASKED_ARTICLE_WEIGHT * (articleFit.get(entry.section.slug) ?? 0) +
        LIKELY_WEIGHT * scoredLikelihood(entry.section) +
        ORDER_WEIGHT / (1 + blocks.ordinal(entry.section)) -
        (entry.section.id === null ? OPENING_PENALTY : 0);
      scored.push({ entry, score, section });
    }
  }
  // The one section of an article whose heading names a question word answers it there (naming.ts).
  const named = liftNamingSections(blocks, asked, terms, scored, MIN_SECTION_COVERAGE);
  return liftMainPath(blocks, terms, cues, named).sort(
    (a, b) => b.score - a.score || a.entry.position - b.entry.position,
  );
}

/**
 * How likely each section is the one asked for, its asked questions read together (asked.ts);
 * none for a question one asked question words closely (ONE_ASKED_CLOSELY).
 */
function likelihoods(
  blocks: BlockIndex,
  terms: QuestionTerms,
  worded: ReadonlyMap<Section, number>,
): ReadonlyMap<Section, number> {
  return Math.max(0, ...worded.values()) >= ONE_ASKED_CLOSELY
    ? new Map()
    : askedLikelihood(blocks, terms);
}

/** The blocks that could answer `question`, best first, with their scores (for tools and tests). */
export function rankBlocks(
  index: SearchIndex,
  blocks: BlockIndex,
  asked: string,
  language: Language,
) {
  const question = withoutContractions(asked, language);
  const results = index.search(question, { limit: CANDIDATE_ARTICLES, prefix: false });
  const terms = questionTerms(index, blocks, question, language, results);
  const cues = cuesOf(asked, language);
  const worded = askedFit(blocks, terms, cues);
  const likely = likelihoods(blocks, terms, worded);
  return rank(blocks, question, terms, cues, results, worded, likely).map(
    ({ entry, score, section }) => ({
      section: entry.section,
      block: entry.block,
      score,
      coverage: section,
    }),
  );
}

/** What the documentation of the other languages tells about a question's words. */
export interface RetrieveOptions {
  /** The English documentation, for a Chinese or Japanese question's Latin words. */
  readonly english?: English;
}

export function retrieve(
  index: SearchIndex,
  blocks: BlockIndex,
  asked: string,
  language: Language,
  options: RetrieveOptions = {},
): Retrieval {
  const question = withoutContractions(asked, language);
  const results = index.search(question, { limit: CANDIDATE_ARTICLES, prefix: false });
  const top = results[0];
  const closest = results.slice(0, CLOSEST_ARTICLES).map(({ slug, title }) => ({ slug, title }));
  if (!top) return { language, parts: [], closest, confidence: 0 };
  // An offering the documentation never mentions (managed Kubernetes, colocation) is not ours.
  if (undocumentedOfferings(blocks, question).length > 0)
    return { language, parts: [], closest, confidence: 0 };
  const terms = questionTerms(index, blocks, question, language, results, options.english);
  const cues = cuesOf(asked, language);
  const worded = askedFit(blocks, terms, cues);
  const likely = likelihoods(blocks, terms, worded);
  const scored = rank(blocks, question, terms, cues, results, worded, likely);
  // The section visitors ask for most like the question, and how closely.
  const [mostAsked, mostFit] = [...worded].reduce<[Section | undefined, number]>(
    (most, entry) => (entry[1] > most[1] ? entry : most),
    [undefined, 0],
  );
  // Its best block, if the ranking scored it.
  const mostAskedBlock = mostAsked && scored.find((s) => s.entry.section === mostAsked);
  // The section most likely asked for, its asked questions read together, when nearly sure.
  const [mostLikely] = [...likely].find(([, likelihood]) => likelihood >= LIKELY_SURE) ?? [];
  // Whether a section answers, and how sure: the gates below.
  const judge = (best: Scored | undefined) => {
    const holder = best
      ? inTranslation(blocks.section(best.entry.section), best.entry.section, terms)
      : undefined;
    const confidence = holder ? coverage(blocks, holder, wordsOnly(terms)) : 0;
    // Words no documentation writes (a colloquial question's) do not decline a section whose
    // known words held far outweigh them (evidence.ts).
    const evidence = holder ? evidenceOf(blocks, holder, terms) : undefined;
    const outweighed = evidence !== undefined && outweighsUnknown(evidence);
    const agreed =
      evidence !== undefined &&
      results
        .slice(0, AGREED_RANKS)
        .some((r) => r.slug === best?.entry.section.slug && r.score >= AGREED_SCORE) &&
      (confidence >= AGREED_COVERAGE || holdsMostKnown(evidence));
    // Visitors ask for the best section in the question's words (asked.ts), or less closely but
    // more closely than for any other: the ranking and the asked questions agree on it.
    const fit = best ? (worded.get(best.entry.section) ?? 0) : 0;
    const askedLike =
      fit >= ASKED_AGREED ||
      (fit >= ASKED_RANKED && fit >= mostFit) ||
      (best !== undefined && best.entry.section === mostLikely);
    // A weak search answers only through a section that holds most of the question itself, or
    // one visitors ask for in the question's words.
    if (
      top.score < MIN_SCORE &&
      !askedLike &&
      !((terms.unknown === 0 || outweighed) && confidence >= WEAK_SEARCH_COVERAGE)
    )
      return { answers: false, confidence: 0 };
    // The search's word coverage decides; a section that holds most of the question's weight
    // (its rare words, the search's synonyms) answers even when the search counted words short,
    // unless the question uses a word the documentation never does.
    const covered =
      top.coverage >= MIN_COVERAGE ||
      agreed ||
      askedLike ||
      ((terms.unknown === 0 || outweighed) && confidence >= RESCUE_SECTION_COVERAGE);
    // A name no documentation uses (GPU, cPanel) is what the question asks about and the docs
    // lack; the section that answers must hold the question's key word, not only its frequent ones.
    const answers =
      best !== undefined &&
      covered &&
      (confidence >= MIN_SECTION_COVERAGE || askedLike) &&
      (terms.unknownNames.length === 0 || outweighed || agreed || askedLike);
    return { answers, confidence };
  };
  let best = scored[0];
  let verdict = judge(best);
  // A declined question worded most like the way visitors ask for another section, of an article
  // the search ranks near the top, answers from that section instead: the ranking preferred a
  // neighbour the question is not worded like (a change of terms, not suspension and termination).
  if (!verdict.answers) {
    const instead =
      mostAsked &&
      mostFit >= ASKED_RANKED &&
      results.slice(0, AGREED_RANKS).some((r) => r.slug === mostAsked.slug)
        ? mostAskedBlock
        : undefined;
    if (instead) {
      best = instead;
      verdict = judge(best);
    }
  }
  // Still declined: the section nearly sure to be the one asked for answers, if the ranking
  // scored it (and joins the answer below when another ranks first).
  const likeliest = mostLikely && scored.find((s) => s.entry.section === mostLikely);
  if (!verdict.answers && likeliest) {
    best = likeliest;
    verdict = judge(best);
  }
  // A product asked about that only another product's article answers: not documented (products.ts).
  if (!best || !verdict.answers || answersAnotherProduct(blocks, question, best.entry.section))
    return { language, parts: [], closest, confidence: verdict.confidence };
  const confidence = verdict.confidence;

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
  // The section visitors ask for most like the question, when they do not ask for the best one
  // so: the ranking and the way visitors ask disagree, and the answer shows both readings.
  const askedPart =
    mostAsked &&
    mostAsked.id !== null &&
    mostFit >= ASKED_PART &&
    (worded.get(best.entry.section) ?? 0) < ASKED_PART
      ? mostAskedBlock
      : undefined;
  // Blocks join the part of their section, in reading order, or make a new part.
  const show = (section: Section, blocksToAdd: readonly Block[]) => {
    const index = parts.findIndex((p) => p.section === section);
    const same = parts[index];
    if (same) {
      const order = section.blocks;
      const blocks = [...same.blocks, ...blocksToAdd].sort(
        (a, b) => order.indexOf(a) - order.indexOf(b),
      );
      parts[index] = { section, blocks };
    } else parts.push({ section, blocks: blocksToAdd });
    for (const b of blocksToAdd) shown.add(b);
  };
  /** A candidate grown into its part, less what the answer shows already. */
  const unseen = (candidate: Scored) => {
    const { section, blocks } = grow(candidate, scored, language, false);
    return { section, blocks: blocks.filter((b) => !shown.has(b)) };
  };
  const candidates = [
    ...(referred ? [referred] : []),
    ...(searched && searched.score >= best.score * SEARCHED_PART_SHARE ? [searched] : []),
    ...(askedPart ? [askedPart] : []),
    // The section nearly sure to be asked for, its asked questions read together, likewise.
    ...(likeliest ? [likeliest] : []),
    ...scored.slice(1).filter((s) => s.score >= best.score * FURTHER_PART_SHARE),
  ];
  for (const candidate of candidates) {
    // With its parts full, an answer still takes more of a section it shows.
    const full = parts.length >= MAX_PARTS;
    if (full && candidate.score < best.score * JOINING_PART_SHARE) continue;
    if (shown.has(candidate.entry.block)) continue;
    const part = unseen(candidate);
    if (part.blocks.length === 0) continue;
    if (full && !parts.some((p) => p.section === part.section)) continue;
    show(part.section, part.blocks);
  }
  // A part for what the question asks that no part shown holds yet ("and is tax on top?" beside
  // the price table): the block, among those scoring near the best, holding most of the
  // question's weight the shown blocks do not.
  const shownEntries = scored.filter((s) => shown.has(s.entry.block));
  const shownHolder = {
    terms: new Set(shownEntries.flatMap((s) => [...s.entry.terms])),
    text: shownEntries.map((s) => s.entry.text).join(" "),
  };
  let novel: { candidate: Scored; share: number } | undefined;
  for (const candidate of scored) {
    if (candidate.score < best.score * NOVEL_PART_FLOOR) break;
    if (shown.has(candidate.entry.block)) continue;
    const share = coverage(blocks, candidate.entry, terms, shownHolder);
    if (share >= NOVEL_PART_SHARE && share > (novel?.share ?? 0)) novel = { candidate, share };
  }
  if (novel) {
    const part = unseen(novel.candidate);
    if (part.blocks.length > 0) show(part.section, part.blocks);
  }
  return { language, parts, closest, confidence };
}
