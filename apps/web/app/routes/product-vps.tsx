// /product/vps: every server plan of the catalogue (VPS, cloud, dedicated at #dedicated) with
// its prices in the visitor's currency, and filters that work as a plain GET form without
// JavaScript (the server renders the filtered tables) and filter instantly with it.
import { PERIOD_DISCOUNT, type Plan } from "@hostfront/api-client";
import { languageTags } from "@hostfront/i18n";
import { StaticIsland, useTranslation } from "@hostfront/ui";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import {
  Form,
  type ShouldRevalidateFunctionArgs,
  useRouteLoaderData,
  useSearchParams,
} from "react-router";
import { PageHeader, renderNear, Section, Unavailable } from "~/components/page";
import {
  NO_FILTERS,
  type PlanFilters,
  type PlanRow,
  PlanTable,
  planMatches,
} from "~/components/plans";
import { languageContext, requestContext } from "~/context";
import { cachedCall } from "~/lib/cache/upstream.server";
import { queryOfForm } from "~/lib/forms/forms";
import { pageHeaders } from "~/lib/http/headers";
import { currencyOf, fromProvider, pageData } from "~/lib/page/page.server";
import { metaTags } from "~/lib/page/seo";
import { numberWriters, writeByKind } from "~/lib/texts/intl";
import type { RootData } from "~/root";
import type { Route } from "./+types/product-vps";

/** The product lines of the page, in the order it shows them. */
const SECTIONS = ["vps", "cvm", "dedicated"] as const;
const REGION_ID = /^[a-z0-9-]{1,32}$/;
/** Largest filter value taken from the query (anything above matches nothing anyway). */
const MAX_FILTER = 4096;

/** The filters of the query string; anything malformed counts as "any", never as an error. */
export function filtersOf(search: URLSearchParams, known: ReadonlySet<string>): PlanFilters {
  const region = search.get("region") ?? "";
  const number = (name: string) => {
    const value = Number(search.get(name) ?? "");
    return Number.isFinite(value) && value > 0 && value <= MAX_FILTER ? value : null;
  };
  return {
    region: REGION_ID.test(region) && known.has(region) ? region : null,
    cpu: number("cpu"),
    memory: number("memory"),
  };
}

/** Percent saved by paying a period at once (5 for a quarter, 15 for a year). */
const percentOff = (factor: number) => Math.round((1 - factor) * 100);

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = context.get(languageContext);
  const [plans, regions, currency] = await Promise.all([
    fromProvider(request, context, () => cachedCall(context, "plans", { language })),
    fromProvider(request, context, () => cachedCall(context, "areaSearch", { language })),
    currencyOf(request, context),
  ]);
  const locale = languageTags[language];
  const openRegions = (regions ?? []).filter((region) => region.available);
  const open = new Set(openRegions.map((region) => region.id));
  const row = (plan: Plan): PlanRow => ({
    id: plan.id,
    type: plan.type,
    name: plan.name,
    description: plan.description,
    cpu: plan.cpu,
    cpuModel: plan.cpuModel,
    memoryGb: plan.memoryGb,
    diskGb: plan.diskGb,
    diskType: plan.diskType,
    bandwidthMbps: plan.bandwidthMbps,
    trafficGb: plan.trafficGb,
    // Without the region list, the plan's own list is the best there is.
    regions: regions === null ? plan.regions : plan.regions.filter((id) => open.has(id)),
    prices: plan.prices,
    soldOut: plan.stock === 0,
    recommended: plan.recommended,
  });
  const rows = (plans ?? []).map(row);
  const sold = new Set(rows.flatMap((plan) => plan.regions));
  const distinct = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);
  // The page's numbers, written here for the browser's first render (lib/texts/intl.ts).
  const shown = {
    money: rows.flatMap(({ prices }) => [prices.month, prices.quarter, prices.year]),
    size: rows.flatMap(({ memoryGb, diskGb, trafficGb }) =>
      trafficGb === null ? [memoryGb, diskGb] : [memoryGb, diskGb, trafficGb],
    ),
    speed: rows.map((plan) => plan.bandwidthMbps),
  };
  return pageData(
    request,
    context,
    { page: "product-vps" },
    {
      available: plans !== null,
      /**
       * Whether this is the page's document: the browser then keeps the plan tables the server
       * rendered (StaticIsland) until the visitor filters; after a client-side navigation or a
       * revalidation (another currency) it renders them from `plans`.
       */
      tablesInPage: context.get(requestContext).document,
      plans: rows,
      filters: filtersOf(new URL(request.url).searchParams, sold),
      options: {
        regions: openRegions
          .filter((region) => sold.has(region.id))
          .map((region) => ({ id: region.id, name: region.name })),
        cpu: distinct(rows.map((plan) => plan.cpu)),
        memory: distinct(rows.map((plan) => plan.memoryGb)),
      },
      regionNames: Object.fromEntries((regions ?? []).map((region) => [region.id, region.name])),
      currency,
      locale,
      written: writeByKind(shown, currency, locale),
      discounts: {
        quarter: percentOff(PERIOD_DISCOUNT.quarter),
        year: percentOff(PERIOD_DISCOUNT.year),
      },
    },
  );
}

export const headers = pageHeaders;
export const meta: Route.MetaFunction = (args) => metaTags(args);

/**
 * Filtering in the browser only changes the query string: the catalogue is already here. An
 * explicit revalidation (a new display currency) keeps the URL and loads the prices again.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const filtering =
    currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  if (!formMethod && filtering) return false;
  return defaultShouldRevalidate;
}

/** The filters as a query string: only the ones set, so a shared URL stays short. */
function queryOf(filters: PlanFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.region !== null) query.set("region", filters.region);
  if (filters.cpu !== null) query.set("cpu", String(filters.cpu));
  if (filters.memory !== null) query.set("memory", String(filters.memory));
  return query;
}

/** One filter of the form: "any" (null) or one of its options. */
function FilterSelect({
  name,
  label,
  any,
  value,
  options,
  onChange,
}: {
  name: keyof PlanFilters;
  label: string;
  any: string;
  value: string | null;
  options: readonly { readonly value: string; readonly label: string }[];
  onChange: (value: string | null) => void;
}) {
  const id = `filter-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="mt-1 block w-full rounded-md border border-line bg-white px-3 py-2"
        value={value ?? ""}
        onChange={(event) => onChange(event.currentTarget.value || null)}
      >
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export default function ProductVps({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<RootData>("root");
  const prefix = root ? root.siteUrls[root.language] : "";
  const [, setSearchParams] = useSearchParams();
  const [filters, setFilters] = useState<PlanFilters>(loaderData.filters);
  useEffect(() => setFilters(loaderData.filters), [loaderData.filters]);
  const formId = useId();
  const p = (key: string, values?: Record<string, unknown>) =>
    t(`pages.product-vps.${key}`, values);
  // The loader wrote the page's sizes, speeds and prices: no Intl formatter while hydrating.
  const write = useMemo(
    () => numberWriters(loaderData.currency, loaderData.locale, loaderData.written),
    [loaderData.currency, loaderData.locale, loaderData.written],
  );

  const change = (next: PlanFilters) => {
    setFilters(next);
    setSearchParams(queryOf(next), { replace: true, preventScrollReset: true });
  };
  // Filters chosen before the page ran are in the selects, not in the state: apply them now.
  const filterForm = useRef<HTMLFormElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page starts running
  useEffect(() => {
    if (!filterForm.current) return;
    const regions = new Set(loaderData.options.regions.map((r) => r.id));
    const chosen = filtersOf(queryOfForm(filterForm.current), regions);
    const { region, cpu, memory } = loaderData.filters;
    if (chosen.region !== region || chosen.cpu !== cpu || chosen.memory !== memory) change(chosen);
  }, []);
  const numberOrNull = (value: string | null) => (value === null ? null : Number(value));
  // The tables as the server rendered them are the document's, for the filters it had: kept
  // (not hydrated: more than half of the page's elements) until the visitor filters.
  const keepTables = loaderData.tablesInPage && filters === loaderData.filters;
  const shown = loaderData.plans.filter((plan) => planMatches(plan, filters));
  const filtered = filters.region !== null || filters.cpu !== null || filters.memory !== null;

  const section = (type: (typeof SECTIONS)[number]) => {
    const all = loaderData.plans.filter((plan) => plan.type === type);
    const matching = shown.filter((plan) => plan.type === type);
    const heading = {
      vps: p("vpsHeading"),
      cvm: p("cloudHeading"),
      dedicated: p("dedicatedHeading"),
    }[type];
    const intro = { vps: p("vpsIntro"), cvm: p("cloudIntro"), dedicated: p("dedicatedIntro") }[
      type
    ];
    if (all.length === 0) return null;
    // The tables after the first start screens below the first one on a phone: laid out when
    // the visitor scrolls near them (a phone shows a plan as a card of about 21 rem).
    const estimate = type === SECTIONS[0] ? undefined : `${10 + 21.5 * matching.length}rem`;
    return (
      <section
        key={type}
        id={type === "dedicated" ? "dedicated" : `plans-${type}`}
        aria-labelledby={`heading-${type}`}
        {...renderNear("scroll-mt-24", estimate)}
      >
        <h2 id={`heading-${type}`} className="text-2xl font-bold">
          {heading}
        </h2>
        <p className="mb-4 mt-1 max-w-3xl text-muted">{intro}</p>
        {matching.length === 0 ? (
          <p className="rounded-lg border border-dashed border-line p-4 text-muted">
            {p("noMatch")}
          </p>
        ) : (
          <StaticIsland id={`plan-table-${type}`} className="contents" keep={keepTables}>
            {() => (
              <PlanTable
                plans={matching}
                caption={heading}
                prefix={prefix}
                region={filters.region}
                regionNames={loaderData.regionNames}
                discounts={loaderData.discounts}
                write={write}
              />
            )}
          </StaticIsland>
        )}
      </section>
    );
  };

  return (
    <>
      <PageHeader page="product-vps">
        <p className="mt-6">
          <a className="btn-primary" href={`${prefix}/product/vps-buy`}>
            {p("configure")}
          </a>
        </p>
      </PageHeader>
      <Section className="space-y-10">
        {!loaderData.available ? (
          <Unavailable />
        ) : (
          <>
            <Form
              ref={filterForm}
              method="get"
              id={formId}
              role="search"
              aria-labelledby={`${formId}-heading`}
              className="rounded-xl border border-line bg-mist p-4"
              preventScrollReset
            >
              <h2 id={`${formId}-heading`} className="text-base font-semibold">
                {p("filters.heading")}
              </h2>
              <div className="mt-3 grid gap-4 sm:grid-cols-3">
                <FilterSelect
                  name="region"
                  label={p("filters.region")}
                  any={p("filters.anyRegion")}
                  value={filters.region}
                  options={loaderData.options.regions.map((r) => ({ value: r.id, label: r.name }))}
                  onChange={(value) => change({ ...filters, region: value })}
                />
                <FilterSelect
                  name="cpu"
                  label={p("filters.cpu")}
                  any={p("filters.any")}
                  value={filters.cpu === null ? null : String(filters.cpu)}
                  options={loaderData.options.cpu.map((cpu) => ({
                    value: String(cpu),
                    label: p("filters.cpuOption", { count: cpu }),
                  }))}
                  onChange={(value) => change({ ...filters, cpu: numberOrNull(value) })}
                />
                <FilterSelect
                  name="memory"
                  label={p("filters.memory")}
                  any={p("filters.any")}
                  value={filters.memory === null ? null : String(filters.memory)}
                  options={loaderData.options.memory.map((gb) => ({
                    value: String(gb),
                    label: p("filters.memoryOption", { size: write.size(gb) }),
                  }))}
                  onChange={(value) => change({ ...filters, memory: numberOrNull(value) })}
                />
              </div>
              <div className="mt-3 flex min-h-10 items-center justify-between gap-3">
                <p className="text-sm text-muted" aria-live="polite" data-testid="plan-count">
                  {p("filters.showing", { count: shown.length, total: loaderData.plans.length })}
                </p>
                <div className="flex shrink-0 items-center gap-3">
                  {/* Without JavaScript the button applies the filters; with it they apply as they change.
                    It shares the count's line, which keeps the button's height: hiding it once the
                    page is hydrated moves nothing (it was a layout shift on its own line). */}
                  <button type="submit" className="btn-primary until-hydrated">
                    {p("filters.apply")}
                  </button>
                  {filtered ? (
                    <a
                      className="text-sm text-brand hover:underline"
                      href={`${prefix}/product/vps`}
                      onClick={(event) => {
                        event.preventDefault();
                        change(NO_FILTERS);
                      }}
                    >
                      {p("filters.reset")}
                    </a>
                  ) : null}
                </div>
              </div>
            </Form>
            {SECTIONS.map(section)}
          </>
        )}
      </Section>
    </>
  );
}
