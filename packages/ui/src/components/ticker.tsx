// The scrolling announcement banner: the latest announcements, each linking to its page. It
// scrolls only when the visitor has not asked for reduced motion, and can be paused.
import { useState } from "react";
import { useSiteHref } from "../shell-context.tsx";
import { useTranslation } from "../translation.ts";

export interface TickerItem {
  readonly id: string;
  readonly title: string;
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
  if (!items || items.length === 0) return null;
  const list = (copy: boolean) =>
    items.map((item) => (
      // The second copy only keeps the loop seamless: hidden from assistive technology and Tab.
      <li key={`${copy}-${item.id}`} className={copy ? "ticker-copy pr-10" : "pr-10"}>
        <a
          href={href(`/doc/announce/detail/${encodeURIComponent(item.id)}`)}
          className="inline-block py-1 hover:underline"
          {...(copy ? { tabIndex: -1, "aria-hidden": true } : {})}
        >
          {item.title}
        </a>
      </li>
    ));
  return (
    <section
      aria-label={t("announcements.label")}
      className="shell-block border-b border-line bg-white text-sm"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-1 desk:gap-3">
        {/* Below 960 px the section's name says what it is; the text goes to the titles. */}
        <span className="ticker-label">{t("announcements.label")}</span>
        <div className="ticker-window relative min-w-0 flex-1 overflow-hidden">
          <ul
            className="ticker flex w-max whitespace-nowrap"
            data-paused={paused ? "true" : "false"}
          >
            {list(false)}
            {list(true)}
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
