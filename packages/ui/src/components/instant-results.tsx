// The results the search box shows while the visitor types: this part (its code, TanStack
// Query with it, and its texts, `docs.search`) is fetched when the visitor reaches for the box
// (search-widget.tsx), never for first paint. It asks the BFF as the text settles and tells the
// box which results it shows, for the arrow keys and Enter.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { withQueries } from "../queries.tsx";
import type { DocSearchHit } from "../services.ts";
import { useShell } from "../shell-context.tsx";
import { useTranslation } from "../translation.ts";
import { NoGoodMatch } from "./no-good-match.tsx";

function Hit({ hit }: { hit: DocSearchHit }) {
  return (
    <>
      <span className="block font-semibold text-brand">{hit.title}</span>
      {hit.section && <span className="block text-xs text-muted">{hit.section}</span>}
      <span className="mt-0.5 block text-xs leading-5 text-ink">
        {hit.excerpt.map((segment, index) =>
          segment.hit ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: segments never move
            <mark key={index} className="rounded-sm bg-yellow-200 px-0.5">
              {segment.text}
            </mark>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: segments never move
            <span key={index}>{segment.text}</span>
          ),
        )}
      </span>
    </>
  );
}

export interface InstantResultsProps {
  /** The text to search for, settled (debounced); nothing is asked for empty text. */
  readonly query: string;
  /** The most results shown. */
  readonly limit: number;
  /** Whether the list is open (text typed, box focused, not escaped). */
  readonly expanded: boolean;
  /** Index of the result chosen with the arrow keys, or -1. */
  readonly active: number;
  /** Id of the list, as the search box's `aria-controls` names it. */
  readonly listId: string;
  /** The site URL of a path in the page's language. */
  readonly href: (path: string) => string;
  /** Opens a result's page. */
  readonly go: (path: string) => void;
  /** The search page of the query. */
  readonly allResults: string;
  /** Told the results shown, whenever they change. */
  readonly onHits: (hits: readonly DocSearchHit[]) => void;
}

export const InstantResults = withQueries(Results);

function Results({
  query,
  limit,
  expanded,
  active,
  listId,
  href,
  go,
  allResults,
  onHits,
}: InstantResultsProps) {
  const { t } = useTranslation();
  const { services, language } = useShell();
  const results = useQuery({
    queryKey: ["doc-search", language, query],
    queryFn: ({ signal }) => services.searchDocs(query, signal),
    enabled: query !== "",
    staleTime: 60_000,
    // While the next query's results load, the list keeps what the visitor sees: arrow keys
    // and Enter act on the results on screen, not on an empty list.
    placeholderData: keepPreviousData,
  });
  const hits = useMemo(() => (results.data ?? []).slice(0, limit), [results.data, limit]);
  useEffect(() => onHits(hits), [hits, onHits]);
  const answered = results.isSuccess;
  const fetching = results.isFetching;
  return (
    <div
      className={
        expanded
          ? "absolute left-0 right-0 top-full z-40 mt-1 max-h-96 overflow-y-auto rounded-lg border border-line bg-white p-1 shadow-lg"
          : "hidden"
      }
    >
      <p className="sr-only" aria-live="polite">
        {expanded && answered
          ? hits.length > 0
            ? t("docs.search.count", { count: hits.length })
            : t("docs.search.instantEmpty")
          : ""}
      </p>
      <div id={listId} role="listbox" aria-label={t("docs.search.instantLabel")}>
        {hits.map((hit, index) => (
          <div
            key={hit.path}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className={`rounded-md ${index === active ? "bg-mist" : ""}`}
          >
            <a
              href={href(hit.path)}
              tabIndex={-1}
              className="block px-3 py-2 hover:bg-mist"
              onMouseDown={(event) => event.preventDefault()}
              onClick={(event) => {
                event.preventDefault();
                go(hit.path);
              }}
            >
              <Hit hit={hit} />
            </a>
          </div>
        ))}
      </div>
      {fetching && hits.length === 0 && (
        <p className="px-3 py-2 text-sm text-muted">{t("docs.search.loading")}</p>
      )}
      {answered && hits.length === 0 && <NoGoodMatch query={query} compact />}
      {hits.length > 0 && (
        <p className="border-t border-line px-3 py-2 text-sm">
          <a
            className="text-brand hover:underline"
            href={allResults}
            onMouseDown={(event) => event.preventDefault()}
          >
            {t("docs.search.seeAll", { query })}
          </a>
        </p>
      )}
    </div>
  );
}
