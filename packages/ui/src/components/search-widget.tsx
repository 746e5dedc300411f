// The documentation search and support side widget. A <details> element, so it opens and the
// search works without JavaScript; with it, Ctrl/Cmd-K opens it and empty text does nothing.
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useShell, useSiteHref } from "../shell-context.tsx";

/** The search page of `query`, or null when there is nothing to search for. */
export function searchPath(query: string): string | null {
  const text = query.trim();
  return text === "" ? null : `/doc/search/${encodeURIComponent(text)}`;
}

export function SearchForm() {
  const { t } = useTranslation();
  const { services } = useShell();
  const href = useSiteHref();
  const id = useId();
  return (
    <search>
      <form
        method="get"
        action={href("/doc/search")}
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const input = event.currentTarget.elements.namedItem("q");
          const path = input instanceof HTMLInputElement ? searchPath(input.value) : null;
          if (path) services.navigate(href(path));
        }}
      >
        <label htmlFor={id} className="sr-only">
          {t("docSearch.label")}
        </label>
        <input
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
        />
        <button type="submit" className="btn-primary">
          {t("docSearch.submit")}
        </button>
      </form>
    </search>
  );
}

export function SearchWidget() {
  const { t } = useTranslation();
  const { openChat } = useShell();
  const href = useSiteHref();
  const details = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
        event.preventDefault();
        const element = details.current;
        if (!element) return;
        element.open = true;
        element.querySelector<HTMLInputElement>("input[type=search]")?.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return (
    <details ref={details} className="search-widget fixed right-0 top-1/3 z-30">
      <summary className="cursor-pointer rounded-l-lg bg-brand px-2 py-3 text-sm font-semibold text-white [writing-mode:vertical-rl]">
        {t("docSearch.open")}
      </summary>
      <div className="absolute right-full top-0 mr-2 w-80 rounded-xl border border-line bg-white p-4 shadow-lg">
        <SearchForm />
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
            <button type="button" className="text-brand hover:underline" onClick={openChat}>
              {t("docSearch.chat")}
            </button>
          </li>
        </ul>
      </div>
    </details>
  );
}
