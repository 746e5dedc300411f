// The language and currency bar. Language links keep the current page (plain links in a native
// disclosure, so they work without JavaScript; the server stores the `languages` cookie on
// arrival). The currency
// form posts to the BFF without JavaScript; with it, a choice applies at once.
import { isCurrencyListStale } from "@hostfront/commerce";
import {
  LANGUAGE_STORAGE_KEY,
  type Language,
  languages,
  languageTags,
  stripLanguagePrefix,
} from "@hostfront/i18n";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { runCommand } from "../command.ts";
import { siteHref } from "../links.ts";
import { notifyError } from "../notify.ts";
import { useShell, useSite } from "../shell-context.tsx";
import { safeStorage } from "../state/storage.ts";
import { type CurrencyEntry, servedReplacement } from "../state/store.ts";
import { applyTheme, nextTheme, type Theme } from "../theme.ts";
import { useTranslation } from "../translation.ts";
import { IdlePart, partLoader } from "./on-intent.tsx";

const currencyRefresh = partLoader(() =>
  import("./idle-queries.tsx").then((m) => m.CurrencyRefresh),
);

/**
 * With JavaScript, the language menu closes as a menu does: on Escape while the focus is in it
 * (the focus goes back to its summary), on a pointer down elsewhere, and when the focus leaves
 * it. It works for a menu the visitor opened before the page's script ran, too.
 */
function useMenuClosing(menu: React.RefObject<HTMLDetailsElement | null>) {
  useEffect(() => {
    const details = menu.current;
    if (!details) return;
    const close = () => {
      details.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details.open || !details.contains(document.activeElement))
        return;
      close();
      details.querySelector("summary")?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (details.open && !(event.target instanceof Node && details.contains(event.target)))
        close();
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (details.open && next instanceof Node && !details.contains(next)) close();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    details.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
      details.removeEventListener("focusout", onFocusOut);
    };
  }, [menu]);
}

/**
 * The language menu: the page's language, and behind it (a native disclosure, so it opens
 * without JavaScript) a link to this page in each language, named in that language and marked
 * with it (`lang`, `hreflang`). Closed, the other names are not laid out: a page never pays at
 * first paint for the fonts of languages it is not in.
 */
/** A 16 px line icon of the bar, drawn in the text's colour and hidden from assistive tech. */
function BarIcon({ strokeWidth, children }: { strokeWidth: number; children: ReactNode }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
    >
      {children}
    </svg>
  );
}

export function LanguageLinks() {
  const { t } = useTranslation();
  const { language, siteUrls, pathname, search } = useShell();
  const bare = stripLanguagePrefix(pathname);
  const menu = useRef<HTMLDetailsElement>(null);
  useMenuClosing(menu);
  return (
    <details ref={menu} className="relative">
      <summary
        className="flex cursor-pointer list-none items-center gap-1 rounded px-1 py-0.5 text-ink hover:bg-white focus-visible:outline-2 focus-visible:outline-brand [&::-webkit-details-marker]:hidden"
        aria-label={t("langBar.languageMenu", { language: t(`languageNames.${language}`) })}
      >
        <BarIcon strokeWidth={1.3}>
          <circle cx="8" cy="8" r="6.5" />
          <path d="M1.5 8h13M8 1.5c-2 2.2-2 10.8 0 13M8 1.5c2 2.2 2 10.8 0 13" />
        </BarIcon>
        <span>{t(`languageNames.${language}`)}</span>
        <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true" fill="currentColor">
          <path d="M1 3h8L5 8z" />
        </svg>
      </summary>
      <ul className="menu-panel absolute left-0 mt-1 min-w-36" aria-label={t("langBar.language")}>
        {languages.map((lang: Language) => (
          <li key={lang}>
            <a
              href={siteHref(siteUrls[lang], bare) + search}
              hrefLang={languageTags[lang]}
              lang={languageTags[lang]}
              aria-current={lang === language ? "true" : undefined}
              className={`menu-item focus-visible:bg-mist focus-visible:outline-2 focus-visible:outline-brand ${lang === language ? "font-semibold" : ""}`}
              onClick={() => safeStorage("local").setItem(LANGUAGE_STORAGE_KEY, lang)}
            >
              {t(`languageNames.${lang}`)}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The currencies the server rendered the page with, and when the provider gave them. */
interface ServerCurrencies {
  readonly serverList: readonly CurrencyEntry[] | null;
  /** Ms since the epoch; null: unknown, so the browser asks for a list itself. */
  readonly serverListAt?: number | null;
}

export function CurrencyPicker({ serverList, serverListAt = null }: ServerCurrencies) {
  const { t } = useTranslation();
  const id = useId();
  const { services, pathname, search, toasts, store } = useShell();
  const currency = useSite((s) => s.currency);
  const list = useSite((s) => s.currencyData);
  const openDate = useSite((s) => s.openDate);
  const chooseCurrency = useSite((s) => s.chooseCurrency);

  // A list that is empty or older than 24 hours is replaced: by the page's own list when the
  // server says when the provider gave it and it is not that old itself (nothing to ask), else
  // by one fetched once the browser is idle after the page is up (idle-queries.tsx), one fetch
  // per list age.
  const now = Date.now();
  const stale = isCurrencyListStale({ list, openDate, now });
  const served = servedReplacement(
    { list, openDate },
    serverList && serverListAt !== null ? { list: serverList, at: serverListAt } : null,
    now,
  );
  const setCurrencyList = useSite((s) => s.setCurrencyList);
  const [servedList, servedAt] = served ? [served.list, served.at] : [null, null];
  useEffect(() => {
    if (servedList && servedAt !== null) setCurrencyList(servedList, servedAt);
  }, [servedList, servedAt, setCurrencyList]);
  const options = list.length > 0 ? list : (serverList ?? []);
  const onChange = async (type: string) => {
    const chosen = options.find((c) => c.type === type);
    if (!chosen) return;
    const previous = { currency, isSetCurrency: store.getState().isSetCurrency };
    chooseCurrency({ type: chosen.type, rate: chosen.rate });
    try {
      await runCommand(() => services.chooseCurrency(chosen.type));
    } catch (error) {
      // Undo the choice entirely: a visitor whose choice failed has not chosen a currency.
      store.setState(previous);
      notifyError(toasts, error, t("toast.requestFailed"));
    }
  };

  // A currency chosen before the page ran is in the select (the server marked the one it
  // rendered `selected`), not in the store: choose it now, as if chosen now.
  const picker = useRef<HTMLSelectElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page starts running
  useEffect(() => {
    const select = picker.current;
    const rendered = select?.querySelector<HTMLOptionElement>("option[selected]")?.value;
    if (select && rendered !== undefined && select.value !== rendered) void onChange(select.value);
  }, []);

  return (
    <form
      method="post"
      action="/api/currency"
      className="flex items-center gap-2"
      onSubmit={(e) => e.preventDefault()}
    >
      <input type="hidden" name="returnTo" value={pathname + search} />
      <label htmlFor={id} className="text-muted">
        {t("langBar.currency")}
      </label>
      <select
        ref={picker}
        id={id}
        name="currency"
        value={currency?.type ?? "USD"}
        onChange={(event) => void onChange(event.target.value)}
        className="rounded border border-line bg-white px-1 py-0.5"
        aria-describedby={`${id}-current`}
      >
        {options.length === 0 && currency ? (
          <option value={currency.type}>{currency.type}</option>
        ) : null}
        {options.map((c) => (
          <option key={c.type} value={c.type}>
            {c.symbol ? `${c.type} ${c.symbol}` : c.type}
          </option>
        ))}
      </select>
      <span id={`${id}-current`} className="sr-only" data-testid="current-currency">
        {t("langBar.currentCurrency", { currency: currency?.type ?? "USD" })}
      </span>
      <noscript>
        <button type="submit" className="btn-quiet">
          {t("actions.save")}
        </button>
      </noscript>
      {stale && !served ? <IdlePart part={currencyRefresh} props={{ openDate }} /> : null}
    </form>
  );
}

/**
 * The colour theme's switch: one button that goes from the system's theme to light, dark and
 * back, saying which is on. Without JavaScript the system's theme applies and it is not shown.
 */
export function ThemeSwitch({ theme }: { theme: Theme | null }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState<Theme | null>(theme);
  const name = t(`theme.${current ?? "system"}`);
  return (
    <button
      type="button"
      className="when-hydrated btn-quiet inline-flex items-center gap-1.5 px-1 py-0.5"
      data-testid="theme-switch"
      data-theme-choice={current ?? "system"}
      onClick={() => {
        const next = nextTheme(current);
        applyTheme(next);
        setCurrent(next);
      }}
    >
      <BarIcon strokeWidth={1.5}>
        <circle cx="8" cy="8" r="6" />
        <path d="M8 2a6 6 0 0 1 0 12z" fill="currentColor" />
      </BarIcon>
      <span className="sr-only desk:not-sr-only">{t("theme.switch", { theme: name })}</span>
      <span className="desk:hidden" aria-hidden="true">
        {name}
      </span>
    </button>
  );
}

export function LangCurrencyBar({
  serverList,
  serverListAt = null,
  theme = null,
}: ServerCurrencies & { readonly theme?: Theme | null }) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t("langBar.label")}
      className="shell-block border-b border-line bg-mist text-sm"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-end gap-x-6 gap-y-1 px-4 py-1.5">
        <LanguageLinks />
        <CurrencyPicker serverList={serverList} serverListAt={serverListAt} />
        <ThemeSwitch theme={theme} />
      </div>
    </section>
  );
}
