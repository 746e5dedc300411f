// The documentation search box and the search and support side widget. The form works without
// JavaScript (GET /doc/search?q=, which the server turns into /doc/search/{query}); with it,
// empty text does nothing, results appear as the visitor types (debounced, through the BFF),
// and Ctrl/Cmd-K opens the widget; Escape or a click outside closes it.
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useHydrated } from "../hydration.ts";
import type { DocSearchHit } from "../services.ts";
import { useShell, useSiteHref } from "../shell-context.tsx";
import { useTranslation } from "../translation.ts";
import { DockIcon } from "./dock-icon.tsx";
import { partLoader, usePart } from "./on-intent.tsx";

const instantResults = partLoader(
  () => import("./instant-results.tsx").then((m) => m.InstantResults),
  "search",
);

/** Wait after the last keystroke before asking for results. */
export const INSTANT_SEARCH_DEBOUNCE_MS = 200;
/** Results shown while typing. */
export const INSTANT_RESULTS = 6;

/** The search page of `query`, or null when there is nothing to search for. */
export function searchPath(query: string): string | null {
  const text = query.trim();
  return text === "" ? null : `/doc/search/${encodeURIComponent(text)}`;
}

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

export function SearchForm({
  instant = false,
  defaultValue = "",
}: {
  /** Show results while typing. */
  instant?: boolean;
  defaultValue?: string;
}) {
  const { t } = useTranslation();
  const { services } = useShell();
  const href = useSiteHref();
  const id = useId();
  const listId = `${id}-results`;
  const [text, setText] = useState(defaultValue);
  // Text typed before the page ran is in the box, not in the state: keep it (the box is
  // controlled, so the first render after hydration would otherwise empty it).
  const box = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page starts running
  useEffect(() => {
    if (box.current && box.current.value !== text) setText(box.current.value);
  }, []);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Until the page's script runs, the box is a plain search field (no results will come).
  const hydrated = useHydrated();
  const live = instant && hydrated;
  const query = useDebounced(text.trim(), INSTANT_SEARCH_DEBOUNCE_MS);
  // The results on screen, as the list (which asks for them) tells.
  const [hits, setHits] = useState<readonly DocSearchHit[]>([]);
  // The list comes with its texts when the visitor reaches for the box.
  const [Results, wantResults] = usePart(instantResults);
  const reach = () => {
    if (live) wantResults().catch(() => undefined); // offline: the form still searches
  };
  const expanded = live && Results !== null && open && query !== "" && text.trim() !== "";

  const go = (path: string) => {
    setOpen(false);
    services.navigate(href(path));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!expanded) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) =>
        hits.length === 0 ? -1 : (current + step + hits.length) % hits.length,
      );
    } else if (event.key === "Escape") {
      // This Escape closes the results; the next one closes the panel (SearchWidget).
      event.preventDefault();
      setOpen(false);
    } else if (event.key === "Enter" && active >= 0 && hits[active]) {
      event.preventDefault();
      go(hits[active].path);
    }
  };

  return (
    <search className="relative">
      <form
        method="get"
        action={href("/doc/search")}
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const input = event.currentTarget.elements.namedItem("q");
          const path = input instanceof HTMLInputElement ? searchPath(input.value) : null;
          if (path) go(path);
        }}
      >
        <label htmlFor={id} className="sr-only">
          {t("docSearch.label")}
        </label>
        <input
          ref={box}
          id={id}
          type="search"
          name="q"
          required
          // Blank text is refused by the browser too, so the form does nothing without JavaScript.
          pattern=".*\S.*"
          maxLength={200}
          autoComplete="off"
          placeholder={t("docSearch.placeholder")}
          className="min-w-0 flex-1 rounded-md border border-line px-3 py-2"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => {
            setOpen(true);
            reach();
          }}
          onPointerEnter={reach}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={onKeyDown}
          {...(live
            ? {
                role: "combobox",
                "aria-autocomplete": "list" as const,
                "aria-expanded": expanded,
                "aria-controls": Results ? listId : undefined,
                "aria-activedescendant": active >= 0 ? `${listId}-${active}` : undefined,
              }
            : {})}
        />
        <button type="submit" className="btn-primary">
          {t("docSearch.submit")}
        </button>
      </form>
      {live && Results ? (
        <Results
          query={query}
          limit={INSTANT_RESULTS}
          expanded={expanded}
          active={active}
          listId={listId}
          href={href}
          go={go}
          allResults={href(searchPath(query) ?? "/doc")}
          onHits={setHits}
        />
      ) : null}
    </search>
  );
}

export function SearchWidget() {
  const { t } = useTranslation();
  const { openChat, chatEnabled } = useShell();
  const href = useSiteHref();
  const details = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const element = details.current;
      if (!element) return;
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
        event.preventDefault();
        element.open = true;
        element.querySelector<HTMLInputElement>("input[type=search]")?.focus();
      } else if (event.key === "Escape" && element.open && !event.defaultPrevented) {
        // Like a dialog: Escape closes the panel, and the focus goes back to its tab.
        const inside = element.contains(document.activeElement);
        element.open = false;
        if (inside) element.querySelector("summary")?.focus();
      }
    };
    // A click or tap anywhere else closes it too.
    const onPointer = (event: PointerEvent) => {
      const element = details.current;
      if (element?.open && event.target instanceof Node && !element.contains(event.target))
        element.open = false;
    };
    window.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      window.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, []);

  return (
    <details ref={details} className="search-widget desk:fixed desk:right-0 desk:top-1/3">
      <summary className="dock-item search-tab">
        <DockIcon className="desk:hidden">
          <circle cx="8.5" cy="8.5" r="5.5" />
          <path d="m13 13 4 4" strokeLinecap="round" />
        </DockIcon>
        {/* Only one of the two is displayed, so the name is what the visitor sees. */}
        <span className="desk:hidden">{t("docSearch.dock")}</span>
        <span className="hidden desk:inline">{t("docSearch.open")}</span>
      </summary>
      <div className="search-panel">
        <SearchForm instant />
        <p className="mt-2 text-xs text-muted">{t("docSearch.shortcut")}</p>
        <h2 className="mt-4 text-sm font-semibold">{t("docSearch.supportTitle")}</h2>
        <ul className="mt-2 space-y-1 text-sm">
          <li>
            <a href={href("/workServer/submitWork")} className="text-brand hover:underline">
              {t("docSearch.ticket")}
            </a>
          </li>
          <li>
            <a href={href("/contact")} className="text-brand hover:underline">
              {t("docSearch.contact")}
            </a>
          </li>
          <li>
            {chatEnabled ? (
              <button
                type="button"
                className="text-brand hover:underline"
                onClick={() => openChat()}
              >
                {t("docSearch.chat")}
              </button>
            ) : (
              <span className="text-muted">
                {t("docSearch.chat")}: {t("askAI.off")}
              </span>
            )}
          </li>
        </ul>
      </div>
    </details>
  );
}
