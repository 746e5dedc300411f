// Documentation search as the results page and the instant results (BFF) run it.
import type { SearchResult } from "@hostfront/docs/search";
import { MAX_QUERY_LENGTH } from "@hostfront/docs/search";
import type { Language } from "@hostfront/i18n";
import type { SearchHit } from "~/components/search-results";
import { searchIndex } from "./docs.server";

/** The query as the search reads it: trimmed, at most MAX_QUERY_LENGTH characters. */
export const cleanQuery = (query: string): string =>
  query.replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH);

const hit = (result: SearchResult): SearchHit => ({
  slug: result.slug,
  title: result.title,
  category: result.category,
  path: `/doc/article/${result.slug}${result.section ? `#${encodeURIComponent(result.section.id)}` : ""}`,
  section: result.section?.heading ?? null,
  excerpt: result.excerpt,
});

/**
 * Share of the query's words the best article must match for a good match; below it (or with
 * no article at all) the page says nothing matches well and offers the assistant and a ticket.
 */
export const GOOD_MATCH_COVERAGE = 0.5;

export interface SearchAnswer {
  readonly query: string;
  readonly hits: readonly SearchHit[];
  /** Whether an article matches well (see GOOD_MATCH_COVERAGE). */
  readonly good: boolean;
  /** A corrected query when the words matched nothing (English typos). */
  readonly suggestion: string | null;
}

export function searchDocs(
  language: Language,
  raw: string,
  { limit = 20, typing = false }: { limit?: number; typing?: boolean } = {},
): SearchAnswer {
  const query = cleanQuery(raw);
  if (query === "") return { query, hits: [], good: false, suggestion: null };
  const index = searchIndex(language);
  const results = index.search(query, { limit, prefix: typing });
  return {
    query,
    hits: results.map(hit),
    good: (results[0]?.coverage ?? 0) >= GOOD_MATCH_COVERAGE,
    suggestion: results.length === 0 ? index.suggest(query) : null,
  };
}
