// What a section's heading says that tells it apart from its article's other sections. The
// words of the article's title do not ("SSH" in "SSH keys" of "Connect with SSH"), unless the
// heading is nothing but some of the title's words: then it names the one topic of the title its
// section is about ("Coupons" of "Billing and coupons", クーポン of 料金と請求・クーポン).
import type { BlockIndex, Holder } from "./blocks.ts";
import type { Section } from "./passages.ts";

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
