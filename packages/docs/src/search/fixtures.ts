// Articles for the search tests: a title and its sections as [heading, text] pairs (a null
// heading for the opening text; the other sections get the anchors s1, s2, ...).
import type { SearchDocument } from "./types.ts";

export const doc = (
  slug: string,
  title: string,
  sections: [heading: string | null, text: string][],
): SearchDocument => ({
  slug,
  title,
  category: "guides",
  sections: sections.map(([heading, text], index) => ({
    id: heading === null ? null : `s${index}`,
    heading: heading ?? title,
    text,
  })),
});
