// The scrolling announcement banner: the latest announcements, each linking to its page. They
// scroll up one at a time (every TICKER_STEP_MS, not while the pointer or the focus is on the
// banner, nor when paused), and stand still for visitors who ask for reduced motion: then all
// are shown. Without JavaScript the first stands.
import { useEffect, useRef, useState } from "react";
import { announcementPath } from "../links.ts";
import { type TickerItem, useSiteHref } from "../shell-context.tsx";
import { useTranslation } from "../translation.ts";

/** How long each announcement stands before the next scrolls in. */
export const TICKER_STEP_MS = 5_000;

const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Moves `list` one announcement on every step (the CSS transition scrolls it); after the copy
 * of the first has scrolled in, the list jumps back to the first without a transition.
 */
function useRotation(list: React.RefObject<HTMLUListElement | null>, count: number) {
  const paused = useRef(false);
  useEffect(() => {
    const element = list.current;
    if (!element || count < 2) return;
    let index = 0;
    const show = (next: number, jump: boolean) => {
      index = next;
      if (jump) element.dataset.jump = "";
      element.style.setProperty("--ticker-index", String(next));
      if (jump) {
        // Applied before the transition comes back.
        void element.offsetHeight;
        delete element.dataset.jump;
      }
    };
    const step = setInterval(() => {
      if (paused.current || reducedMotion() || element.matches(":hover, :focus-within")) return;
      show(index + 1, false);
    }, TICKER_STEP_MS);
    const back = () => {
      if (index === count) show(0, true);
    };
    // Tab reaches every announcement: the one with the focus is the one shown (the window's own
    // scroll, which focusing a hidden link would move, stays at the top).
    const focus = (event: FocusEvent) => {
      const item = (event.target as Element).closest("li");
      const at = item ? [...element.children].indexOf(item) : -1;
      if (element.parentElement) element.parentElement.scrollTop = 0;
      if (at >= 0) show(at, true);
    };
    element.addEventListener("transitionend", back);
    element.addEventListener("focusin", focus);
    return () => {
      clearInterval(step);
      element.removeEventListener("transitionend", back);
      element.removeEventListener("focusin", focus);
    };
  }, [list, count]);
  return paused;
}

/**
 * The items as the ticker in the page shows them (none when it shows none): for a page whose
 * data leaves out what its HTML already says.
 */
export function tickerItemsInPage(doc: Document = document): TickerItem[] {
  return [...doc.querySelectorAll<HTMLAnchorElement>(".ticker > li:not(.ticker-copy) > a")].map(
    (link) => ({
      id: decodeURIComponent(new URL(link.href).pathname.split("/").at(-1) ?? ""),
      title: link.textContent ?? "",
    }),
  );
}

export function AnnouncementTicker({ items }: { items: readonly TickerItem[] | null }) {
  const { t } = useTranslation();
  const href = useSiteHref();
  const [paused, setPaused] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const pausedRef = useRotation(list, items?.length ?? 0);
  useEffect(() => {
    pausedRef.current = paused;
  }, [pausedRef, paused]);
  if (!items || items.length === 0) return null;
  const item = (entry: TickerItem, copy: boolean) => (
    // The copy only keeps the loop seamless: hidden from assistive technology and Tab.
    <li key={`${copy}-${entry.id}`} className={copy ? "ticker-copy" : undefined}>
      <a
        href={href(announcementPath(entry.id))}
        className="hover:underline"
        {...(copy ? { tabIndex: -1, "aria-hidden": true } : {})}
      >
        {entry.title}
      </a>
    </li>
  );
  const first = items[0];
  return (
    <section
      aria-label={t("announcements.label")}
      className="shell-block border-b border-line bg-white text-sm"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-1 desk:gap-3">
        {/* Below 960 px the section's name says what it is; the text goes to the titles. */}
        <span className="ticker-label">{t("announcements.label")}</span>
        <div className="ticker-window relative min-w-0 flex-1">
          <ul ref={list} className="ticker" data-paused={paused ? "true" : "false"}>
            {items.map((entry) => item(entry, false))}
            {first && items.length > 1 ? item(first, true) : null}
          </ul>
        </div>
        <button
          type="button"
          className="ticker-toggle btn-quiet relative z-10 size-11 shrink-0 bg-white p-0"
          aria-label={paused ? t("announcements.resume") : t("announcements.pause")}
          aria-pressed={paused}
          onClick={() => setPaused(!paused)}
        >
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" fill="currentColor">
            {paused ? <path d="M4 2.5v11l9-5.5z" /> : <path d="M4 2h3v12H4zM9 2h3v12H9z" />}
          </svg>
        </button>
        <a href={href("/doc/announce")} className="ticker-all">
          {t("announcements.viewAll")}
        </a>
      </div>
    </section>
  );
}
