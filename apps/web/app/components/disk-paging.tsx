// The disks page's paging: the usage period switch and the page links, both plain links that
// work without JavaScript, and the query they build.
import { useTranslation } from "@hostfront/ui";
import { Link } from "react-router";

/** Disks per page. */
export const DISKS_PER_PAGE = 10;
/** Usage periods offered, in days; the first default is the provider's. */
export const USAGE_PERIODS = [7, 30, 90] as const;
export const DEFAULT_USAGE_DAYS = 30;

/** The page's query for a page and a period, defaults left out. */
export function diskQuery(page: number, days: number): string {
  const query = new URLSearchParams();
  if (page > 1) query.set("page", String(page));
  if (days !== DEFAULT_USAGE_DAYS) query.set("days", String(days));
  const text = query.toString();
  return text ? `?${text}` : "";
}

export function PeriodSwitch({ page, days }: { page: number; days: number }) {
  const { t } = useTranslation();
  const p = (key: string, values?: Record<string, unknown>) =>
    t(`pages.myProduct-cvm-disk.${key}`, values);
  return (
    <nav aria-label={p("periodLabel")} className="flex items-center gap-2 text-sm">
      <span className="text-muted" aria-hidden="true">
        {p("period")}
      </span>
      <ul className="flex overflow-hidden rounded-md border border-line">
        {USAGE_PERIODS.map((period) => (
          <li key={period} className="border-line not-first:border-l">
            <Link
              to={{ search: diskQuery(page, period) }}
              aria-current={period === days ? "true" : undefined}
              preventScrollReset
              className={`block px-3 py-1.5 focus-visible:outline-2 focus-visible:outline-brand ${
                period === days ? "bg-brand font-semibold text-white" : "hover:bg-mist"
              }`}
            >
              {p("days", { count: period })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Page numbers to show: the first, the last, and the current one with its neighbours. */
function pageNumbers(page: number, pages: number): (number | "gap")[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  for (const [index, number] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && number - previous > 1) out.push("gap");
    out.push(number);
  }
  return out;
}

export function Pagination({ page, pages, days }: { page: number; pages: number; days: number }) {
  const { t } = useTranslation();
  const p = (key: string, values?: Record<string, unknown>) =>
    t(`pages.myProduct-cvm-disk.pagination.${key}`, values);
  if (pages <= 1) return null;
  const link = "block rounded-md border border-line px-3 py-1.5 hover:bg-mist";
  const to = (n: number) => ({ search: diskQuery(n, days) });
  return (
    <nav aria-label={p("label")} className="mt-8">
      <p className="sr-only">{p("of", { page, pages })}</p>
      <ul className="flex flex-wrap items-center gap-2 text-sm">
        <li>
          {page > 1 ? (
            <Link className={link} to={to(page - 1)} rel="prev">
              {p("previous")}
            </Link>
          ) : (
            <span className={`${link} text-muted opacity-60`} aria-disabled="true">
              {p("previous")}
            </span>
          )}
        </li>
        {pageNumbers(page, pages).map((n, index) =>
          n === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                className={`${link} ${n === page ? "border-brand bg-brand font-semibold text-white" : ""}`}
                to={to(n)}
                aria-current={n === page ? "page" : undefined}
                aria-label={p("page", { page: n })}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link className={link} to={to(page + 1)} rel="next">
              {p("next")}
            </Link>
          ) : (
            <span className={`${link} text-muted opacity-60`} aria-disabled="true">
              {p("next")}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
