// The results the search box shows while the visitor types: fetched with their texts
// (`docs.search`) when the visitor reaches for the box (search-widget.tsx), never for first
// paint.
import type { DocSearchHit } from "../services.ts";
import { useTranslation } from "../translation.ts";

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
  /** Whether the list is open (text typed, box focused, not escaped). */
  readonly expanded: boolean;
  /** The results for the query have arrived. */
  readonly answered: boolean;
  /** Results are on their way. */
  readonly fetching: boolean;
  /** The results shown (at most INSTANT_RESULTS). */
  readonly hits: readonly DocSearchHit[];
  /** Index of the result chosen with the arrow keys, or -1. */
  readonly active: number;
  /** Id of the list, as the search box's `aria-controls` names it. */
  readonly listId: string;
  readonly query: string;
  /** The site URL of a path in the page's language. */
  readonly href: (path: string) => string;
  /** Opens a result's page. */
  readonly go: (path: string) => void;
  /** The search page of the query. */
  readonly allResults: string;
}

export function InstantResults({
  expanded,
  answered,
  fetching,
  hits,
  active,
  listId,
  query,
  href,
  go,
  allResults,
}: InstantResultsProps) {
  const { t } = useTranslation();
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
      {answered && hits.length === 0 && (
        <p className="px-3 py-2 text-sm text-muted">{t("docs.search.instantEmpty")}</p>
      )}
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
