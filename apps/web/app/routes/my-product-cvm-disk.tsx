// The member centre's disks: the visitor's data disks a page at a time (links that work without
// JavaScript), each with its server, region, dates and its daily reads and writes.

import { errorCodes, isApiError, type UserProduct } from "@hostfront/api-client";
import { languageTags } from "@hostfront/i18n";
import { useSiteHref, useTranslation } from "@hostfront/ui";
import type { ReactNode } from "react";
import { Link, redirect } from "react-router";
import { MemberLayout } from "~/components/member-layout";
import { PageHeader, Unavailable } from "~/components/page";
import { type Usage, UsageChart } from "~/components/usage-chart";
import { languageContext } from "~/context";
import { pageHeaders } from "~/lib/headers";
import {
  consoleLinks,
  loginAgain,
  memberCall,
  memberServers,
  regionNames,
  withToken,
} from "~/lib/member.server";
import { dateFormatter, pageData } from "~/lib/page.server";
import { pagePathname } from "~/lib/page-path";
import { metaTags } from "~/lib/seo";
import { api } from "~/lib/upstream.server";
import { getInstance } from "~/middleware/locale.server";
import { pageMiddleware } from "~/middleware/registry.server";
import type { Route } from "./+types/my-product-cvm-disk";
import { usageView } from "./my-product-cvm-disk.server";

export const middleware = pageMiddleware("myProduct-cvm-disk");

/** Disks per page. */
export const DISKS_PER_PAGE = 10;
/** Highest page number the provider takes. */
export const MAX_PAGE = 10_000;
/** Usage periods offered, in days; the first default is the provider's. */
export const USAGE_PERIODS = [7, 30, 90] as const;
export const DEFAULT_USAGE_DAYS = 30;
/** A disk expiring within this many days says so. */
export const EXPIRY_NOTICE_DAYS = 14;
const DAY_MS = 86_400_000;

/** The query's page number: 1 when absent, null when it is not a page number. */
function pageOf(value: string | null): number | null {
  if (value === null) return 1;
  if (!/^[1-9][0-9]{0,4}$/.test(value)) return null;
  const page = Number(value);
  return page <= MAX_PAGE ? page : null;
}

/** The query's usage period: the default when absent, null when it is not one offered. */
function daysOf(value: string | null): number | null {
  if (value === null) return DEFAULT_USAGE_DAYS;
  const days = Number(value);
  return (USAGE_PERIODS as readonly number[]).includes(days) && String(days) === value
    ? days
    : null;
}

/** The page's query for a page and a period, defaults left out. */
export function diskQuery(page: number, days: number): string {
  const query = new URLSearchParams();
  if (page > 1) query.set("page", String(page));
  if (days !== DEFAULT_USAGE_DAYS) query.set("days", String(days));
  const text = query.toString();
  return text ? `?${text}` : "";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const path = pagePathname(url.pathname);
  const asked = pageOf(url.searchParams.get("page"));
  const askedDays = daysOf(url.searchParams.get("days"));
  // A page number or period the page does not offer: the nearest one it does, at a clean URL.
  if (asked === null || askedDays === null)
    throw redirect(path + diskQuery(asked ?? 1, askedDays ?? DEFAULT_USAGE_DAYS));
  const page = asked;
  const days = askedDays;

  const language = context.get(languageContext);
  const locale = languageTags[language];
  const t = getInstance(context).t;
  const date = dateFormatter(context);
  const [result, regions, servers] = await Promise.all([
    memberCall(request, context, () =>
      api.userProducts({ page, row: DISKS_PER_PAGE, type: "disk" }, withToken(context)),
    ),
    regionNames(context),
    memberServers(request, context).catch((error: unknown) => {
      if (error instanceof Response) throw error;
      return null;
    }),
  ]);
  const pages = result ? Math.max(1, Math.ceil(result.total / DISKS_PER_PAGE)) : 1;
  if (result && page > pages) throw redirect(path + diskQuery(pages, days));

  const serverById = new Map((servers ?? []).map((server) => [server.id, server]));
  /** A disk's usage, or null when the provider cannot give it (the rest of the page stands). */
  const usageOf = async (disk: UserProduct): Promise<Usage | null> => {
    try {
      const flow = await api.userFlow({ productId: disk.id, days }, withToken(context));
      return usageView(flow, disk.name, { t, locale });
    } catch (error) {
      if (isApiError(error, errorCodes.LOGIN_REQUIRED.code)) loginAgain(request, context);
      return null;
    }
  };
  const now = Date.now();
  const disks = result
    ? await Promise.all(
        result.list.map(async (disk) => {
          const server = disk.attachedTo ? serverById.get(disk.attachedTo) : undefined;
          const left = Math.ceil((Date.parse(disk.expiresAt) - now) / DAY_MS);
          return {
            id: disk.id,
            name: disk.name,
            sizeGb: disk.sizeGb,
            diskType: disk.diskType,
            region: regions.get(disk.areaId) ?? disk.areaId,
            status: disk.status,
            attachedTo: disk.attachedTo
              ? { name: server?.name ?? disk.attachedTo, ipv4: server?.ipv4 ?? null }
              : null,
            created: { iso: disk.createdAt, text: date(disk.createdAt) },
            expires: { iso: disk.expiresAt, text: date(disk.expiresAt) },
            expiresInDays:
              disk.status !== "expired" && left >= 0 && left <= EXPIRY_NOTICE_DAYS ? left : null,
            usage: await usageOf(disk),
          };
        }),
      )
    : null;
  return pageData(
    request,
    context,
    { page: "myProduct-cvm-disk", noindex: true },
    {
      disks,
      total: result?.total ?? null,
      page,
      pages,
      days,
      console: consoleLinks(language),
    },
    { private: true },
  );
}

export const headers = pageHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

type Disk = NonNullable<Route.ComponentProps["loaderData"]["disks"]>[number];

export default function MyDisks({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useSiteHref();
  const { disks, total, page, pages, days } = loaderData;
  const p = (key: string, values?: Record<string, unknown>) =>
    t(`pages.myProduct-cvm-disk.${key}`, values);
  return (
    <>
      <PageHeader page="myProduct-cvm-disk">
        <p className="mt-5">
          <a className="btn-primary" href={href("/product/vps-buy")}>
            {p("addDisk")}
          </a>
        </p>
      </PageHeader>
      <MemberLayout current="disks" console={loaderData.console}>
        {disks === null ? <Unavailable /> : null}
        {disks?.length === 0 ? (
          <div className="rounded-xl border border-dashed border-line p-8 text-center">
            <h2 className="text-lg font-semibold">{p("empty")}</h2>
            <p className="mx-auto mt-2 max-w-xl text-muted">{p("emptyHint")}</p>
            <p className="mt-5">
              <a className="btn-primary" href={href("/product/vps-buy")}>
                {p("addDisk")}
              </a>
            </p>
          </div>
        ) : null}
        {disks && disks.length > 0 && total !== null ? (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 className="text-xl font-bold">
                {p("count", { count: total })}
                <span className="sr-only">
                  {" "}
                  {p("showing", {
                    from: (page - 1) * DISKS_PER_PAGE + 1,
                    to: (page - 1) * DISKS_PER_PAGE + disks.length,
                    total,
                  })}
                </span>
              </h2>
              <PeriodSwitch page={page} days={days} />
            </div>
            <ul className="mt-4 space-y-6">
              {disks.map((disk) => (
                <DiskCard key={disk.id} disk={disk} days={days} />
              ))}
            </ul>
            <Pagination page={page} pages={pages} days={days} />
          </>
        ) : null}
      </MemberLayout>
    </>
  );
}

function PeriodSwitch({ page, days }: { page: number; days: number }) {
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

function DiskCard({ disk, days }: { disk: Disk; days: number }) {
  const { t } = useTranslation();
  const href = useSiteHref();
  const p = (key: string, values?: Record<string, unknown>) =>
    t(`pages.myProduct-cvm-disk.${key}`, values);
  const headingId = `disk-${disk.id}`;
  const facts: [string, ReactNode][] = [
    ["size", disk.sizeGb === null ? "—" : p("sizeGb", { size: disk.sizeGb })],
    ["type", disk.diskType ? p(`types.${disk.diskType}`) : "—"],
    ["region", disk.region],
    ["status", t(`labels.productStatus.${disk.status}`)],
    [
      "attachedTo",
      disk.attachedTo ? (
        <>
          {disk.attachedTo.name}
          {disk.attachedTo.ipv4 ? (
            <span className="text-muted"> ({disk.attachedTo.ipv4})</span>
          ) : null}
        </>
      ) : (
        <span className="text-muted">{p("notAttached")}</span>
      ),
    ],
    ["created", <time dateTime={disk.created.iso}>{disk.created.text}</time>],
    [
      "expires",
      <>
        <time dateTime={disk.expires.iso}>{disk.expires.text}</time>
        {disk.expiresInDays !== null ? (
          <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
            {p("expiresSoon", { count: disk.expiresInDays })}
          </span>
        ) : null}
      </>,
    ],
  ];
  return (
    <li>
      <article
        className="rounded-xl border border-line p-5"
        aria-labelledby={headingId}
        data-testid="disk"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id={headingId} className="text-lg font-bold break-all">
            {disk.name}
          </h3>
          <p className="text-xs text-muted">{disk.id}</p>
        </div>
        <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3 desk:grid-cols-4">
          {facts.map(([key, value]) => (
            <div key={key}>
              <dt className="text-muted">{p(`fields.${key}`)}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        <section aria-labelledby={`${headingId}-usage`} className="mt-5 border-t border-line pt-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h4 id={`${headingId}-usage`} className="font-semibold">
              {p("usageHeading")}{" "}
              <span className="font-normal text-muted">{p("lastDays", { count: days })}</span>
            </h4>
            {disk.usage ? (
              <dl className="flex gap-5 text-sm">
                <div className="flex gap-1.5">
                  <dt className="text-muted">{p("totalRead")}</dt>
                  <dd className="font-semibold tabular-nums" data-testid="total-read">
                    {disk.usage.totalRead}
                  </dd>
                </div>
                <div className="flex gap-1.5">
                  <dt className="text-muted">{p("totalWritten")}</dt>
                  <dd className="font-semibold tabular-nums" data-testid="total-written">
                    {disk.usage.totalWritten}
                  </dd>
                </div>
              </dl>
            ) : null}
          </div>
          {disk.usage ? (
            <UsageChart usage={disk.usage} name={disk.name} />
          ) : (
            <p role="status" className="mt-3 text-sm text-amber-900">
              {p("usageUnavailable")}
            </p>
          )}
        </section>
        <p className="mt-4 flex flex-wrap gap-3 text-sm">
          <a
            className="btn-outline"
            href={href(
              `/workServer/submitWork?category=technical&product=${encodeURIComponent(disk.id)}`,
            )}
          >
            {p("reportProblem")}
            <span className="sr-only">: {disk.name}</span>
          </a>
        </p>
      </article>
    </li>
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

function Pagination({ page, pages, days }: { page: number; pages: number; days: number }) {
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
