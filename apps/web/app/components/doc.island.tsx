// The documentation home's latest announcements (the ticker's): what the page's HTML already
// says, kept by the browser (PageIsland in server-only.tsx) and rendered again only with the
// data a revalidation brings.
import { type TickerItem, useSiteHref, useTranslation } from "@hostfront/ui";

/** Beside the categories: the latest announcements. */
export function DocNews({ items }: { items: readonly TickerItem[] | null }) {
  const { t } = useTranslation();
  const href = useSiteHref();
  return (
    <aside aria-labelledby="latest-announcements">
      <h2 id="latest-announcements" className="font-semibold">
        {t("docs.latestAnnouncements")}
      </h2>
      <ul className="mt-3 space-y-3 text-sm">
        {(items ?? []).map((item) => (
          <li key={item.id}>
            <a
              className="text-brand hover:underline"
              href={href(`/doc/announce/detail/${encodeURIComponent(item.id)}`)}
            >
              {item.title}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm">
        <a className="text-brand hover:underline" href={href("/doc/announce")}>
          {t("announcements.viewAll")}
        </a>
      </p>
    </aside>
  );
}
