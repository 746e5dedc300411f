// What a section's heading says that tells it apart from its article's other sections. The
// words of the article's title do not ("SSH" in "SSH keys" of "Connect with SSH"), unless the
// heading is nothing but some of the title's words: then it names the one topic of the title its
// section is about ("Coupons" of "Billing and coupons", クーポン of 料金と請求・クーポン).
import { hasCjk, isWeakTerm } from "@hostfront/docs/search";
import { type BlockIndex, type Holder, holds } from "./blocks.ts";
import type { Section } from "./passages.ts";
import type { QuestionTerms } from "./question.ts";

const NOTHING: Holder = { terms: new Set(), text: "" };

/** What a section's heading shares with its title that does not tell the section apart. */
export function sharedWithTitle(blocks: BlockIndex, section: Section): Holder {
  const title = blocks.title(section.slug);
  const heading = [...blocks.ownHeadingTerms(section)];
  // A strict part of the title: a heading that repeats the whole title says nothing more
  // (セキュリティグループのしくみ, whose しくみ is no term, of セキュリティグループ).
  const namesTopic =
    heading.length > 0 &&
    heading.length < title.terms.size &&
    heading.every((term) => title.terms.has(term));
  return namesTopic ? NOTHING : title;
}

/** A word that at least this share of an article's sections hold is the article's, not a section's. */
const ARTICLE_WIDE = 0.8;
/** …in an article of at least this many sections. */
const ARTICLE_WIDE_SECTIONS = 4;

/**
 * What a section's heading shares with its article that does not tell the section apart: the
 * title's words (above) and the `words` of the question that nearly all the article's sections
 * hold (グループ throughout the group-buy article: a FAQ heading saying グループ is no more about
 * the question than the section that says how to create one).
 */
export function sharedWithArticle(
  blocks: BlockIndex,
  section: Section,
  words: Iterable<string>,
): Holder {
  const title = sharedWithTitle(blocks, section);
  // A heading that names one topic of the title tells its section apart, whatever it says.
  if (title === NOTHING) return NOTHING;
  const sections = blocks.sections.filter((other) => other.slug === section.slug);
  if (sections.length < ARTICLE_WIDE_SECTIONS) return title;
  const wide = [...words].filter(
    (word) =>
      sections.filter((other) => holds(blocks.section(other), word)).length >=
      ARTICLE_WIDE * sections.length,
  );
  return wide.length === 0
    ? title
    : { terms: new Set([...title.terms, ...wide]), text: title.text };
}

/**
 * The share of what a section's heading says (its own words but the `except` ones, weighted by
 * how rare each is) that the question says too, directly or through the search's vocabulary: a
 * heading that names more than the question asks for ("Windows servers" for "ssh into my
 * server") is a weaker sign of its section than one the question names whole.
 */
export function headingAsked(
  blocks: BlockIndex,
  section: Section,
  question: QuestionTerms,
  except: Holder,
): number {
  const meant = new Set([...question.meaning.values()].flatMap((meaning) => meaning.words));
  // A Chinese or Japanese word is asked for inside a longer one, either way (移 of 移行).
  const cjk = [...question.own.keys(), ...question.pairs.keys()].filter(hasCjk);
  const askedFor = (term: string) =>
    question.own.has(term) ||
    question.pairs.has(term) ||
    question.related.has(term) ||
    meant.has(term) ||
    (hasCjk(term) && cjk.some((word) => term.includes(word) || word.includes(term)));
  let said = 0;
  let asked = 0;
  for (const term of blocks.ownHeadingTerms(section)) {
    // A word that says nothing on its own (別 of 別のリージョン) names nothing more.
    if (except.terms.has(term) || isWeakTerm(term)) continue;
    const idf = blocks.idf(term);
    said += idf;
    if (askedFor(term)) asked += idf;
  }
  return said === 0 ? 1 : asked / said;
}
