// The scrolling announcement banner: the latest announcements, each linking to its page. It
// scrolls only when the visitor has not asked for reduced motion, and can be paused.
import { useState } from "react";
import { useSiteHref } from "../shell-context.tsx";
import { useTranslation } from "../translation.ts";

export interface TickerItem {
  readonly id: string;
  readonly title: string;
}

export function AnnouncementTicker({ items }: { items: readonly TickerItem[] | null }) {
  const { t } = useTranslation();
  const href = useSiteHref();
  const [paused, setPaused] = useState(false);
  if (!items || items.length === 0) return null;
  return (
    <section
      aria-label={t("announcements.label")}
      className="border-b border-line bg-white text-sm"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2">
        <span className="shrink-0 rounded bg-brand/10 px-2 py-0.5 font-semibold text-brand">
          {t("announcements.label")}
        </span>
        <div className="relative min-w-0 flex-1 overflow-hidden">
          <ul
            className="ticker flex gap-10 whitespace-nowrap"
            data-paused={paused ? "true" : "false"}
          >
            {items.map((item) => (
              <li key={item.id}>
                <a
                  href={href(`/doc/announce/detail/${encodeURIComponent(item.id)}`)}
                  className="inline-block py-1 hover:underline"
                >
                  {item.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <button
          type="button"
          className="ticker-toggle btn-quiet relative z-10 ml-2 shrink-0 bg-white"
          aria-pressed={paused}
          onClick={() => setPaused(!paused)}
        >
          {paused ? t("announcements.resume") : t("announcements.pause")}
        </button>
        <a
          href={href("/doc/announce")}
          className="hidden shrink-0 py-1 text-brand hover:underline desk:inline-block"
        >
          {t("announcements.viewAll")}
        </a>
      </div>
    </section>
  );
}
