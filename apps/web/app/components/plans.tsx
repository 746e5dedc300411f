// The server plans of /product/vps: the filters (region, minimum vCPU, minimum memory) and the
// plan tables with their prices in the visitor's currency. A table on wide screens; below
// 960 px each row stacks into a card whose cells carry their own labels. Sizes, speeds and
// prices are written with the page's writers (lib/texts/intl.ts `numberWriters`), which answer with
// what the loader wrote: the browser renders the rows without an Intl formatter.

import { useTranslation } from "@hostfront/ui";
import type { ReactNode } from "react";
import type { NumberWriters } from "~/lib/texts/intl";
import { ColumnHeads } from "./table";

export interface PlanRow {
  readonly id: string;
  readonly type: "vps" | "cvm" | "dedicated";
  readonly name: string;
  readonly description: string;
  readonly cpu: number;
  readonly cpuModel: string | null;
  readonly memoryGb: number;
  readonly diskGb: number;
  readonly diskType: string;
  readonly bandwidthMbps: number;
  /** Null when the traffic is unmetered. */
  readonly trafficGb: number | null;
  readonly regions: readonly string[];
  /** US dollars for a month, a quarter and a year. */
  readonly prices: { readonly month: number; readonly quarter: number; readonly year: number };
  readonly soldOut: boolean;
  readonly recommended: boolean;
}

/** What the visitor filters by; null is "any". */
export interface PlanFilters {
  readonly region: string | null;
  readonly cpu: number | null;
  readonly memory: number | null;
}

export const NO_FILTERS: PlanFilters = { region: null, cpu: null, memory: null };

/** Whether a plan is sold in the region and has at least the vCPU and memory asked for. */
export function planMatches(plan: PlanRow, filters: PlanFilters): boolean {
  return (
    (filters.region === null || plan.regions.includes(filters.region)) &&
    (filters.cpu === null || plan.cpu >= filters.cpu) &&
    (filters.memory === null || plan.memoryGb >= filters.memory)
  );
}

/** Disk media as they are written (NVMe, not NVME). */
const DISK_LABELS: Readonly<Record<string, string>> = { nvme: "NVMe", ssd: "SSD", hdd: "HDD" };
export const diskLabel = (type: string) => DISK_LABELS[type] ?? type.toUpperCase();

/** The configurator's address for a plan, with the region when the visitor chose one. */
export function configureHref(prefix: string, plan: PlanRow, region: string | null): string {
  const query = new URLSearchParams({ type: plan.type, plan: plan.id });
  if (region !== null && plan.regions.includes(region)) query.set("region", region);
  return `${prefix}/product/vps-buy?${query}`;
}

function Cell({
  label,
  children,
  className = "",
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <td className={`block px-4 py-1 desk:table-cell desk:py-3 ${className}`}>
      <span className="block text-xs text-muted desk:hidden">{label}</span>
      {children}
    </td>
  );
}

export function PlanTable({
  plans,
  caption,
  prefix,
  region,
  regionNames,
  discounts,
  write,
}: {
  plans: readonly PlanRow[];
  caption: string;
  /** The site URL of the page's language. */
  prefix: string;
  /** The region filtered by, carried to the configurator. */
  region: string | null;
  regionNames: Readonly<Record<string, string>>;
  /** Percent saved by paying a quarter or a year at once. */
  discounts: { readonly quarter: number; readonly year: number };
  /** The page's writers of prices, sizes and speeds. */
  write: NumberWriters;
}) {
  const { t } = useTranslation();
  const p = (key: string, values?: Record<string, unknown>) =>
    t(`pages.product-vps.${key}`, values);
  const names = (plan: PlanRow) => plan.regions.map((id) => regionNames[id] ?? id).join(", ");
  return (
    <div className="desk:overflow-x-auto desk:rounded-xl desk:border desk:border-line">
      <table className="block w-full text-left text-sm desk:table">
        <caption className="sr-only">{caption}</caption>
        <ColumnHeads
          className="hidden bg-mist desk:table-header-group"
          cellClassName="px-4 py-3"
          columns={[
            { label: t("plans.plan") },
            { label: t("plans.cpu") },
            { label: t("plans.memory") },
            { label: t("plans.storage") },
            { label: t("plans.bandwidth") },
            { label: t("plans.traffic") },
            { label: p("columns.regions") },
            { label: p("columns.price"), end: true },
            { label: <span className="sr-only">{p("columns.order")}</span> },
          ]}
        />
        <tbody className="block space-y-4 desk:table-row-group desk:space-y-0">
          {plans.map((plan) => (
            <tr
              key={plan.id}
              data-plan={plan.id}
              className="grid grid-cols-2 rounded-xl border border-line py-2 sm:grid-cols-3 desk:table-row desk:rounded-none desk:border-0 desk:border-t desk:py-0"
            >
              <th
                scope="row"
                className="col-span-full px-4 py-2 font-semibold desk:table-cell desk:py-3"
              >
                {plan.name}
                {plan.recommended ? (
                  <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
                    {p("popular")}
                  </span>
                ) : null}
                <span className="block text-xs font-normal text-muted">
                  {plan.cpuModel ?? plan.description}
                </span>
              </th>
              <Cell label={t("plans.cpu")} className="whitespace-nowrap">
                {t("plans.cores", { count: plan.cpu })}
              </Cell>
              <Cell label={t("plans.memory")} className="whitespace-nowrap">
                {write.size(plan.memoryGb)}
              </Cell>
              <Cell label={t("plans.storage")} className="whitespace-nowrap">
                {write.size(plan.diskGb)} {diskLabel(plan.diskType)}
              </Cell>
              <Cell label={t("plans.bandwidth")} className="whitespace-nowrap">
                {write.speed(plan.bandwidthMbps)}
              </Cell>
              <Cell label={t("plans.traffic")}>
                {plan.trafficGb === null ? t("plans.unmetered") : write.size(plan.trafficGb)}
              </Cell>
              <Cell label={p("columns.regions")}>
                {/* The count keeps the table narrow; the names are on hover and read out. */}
                <span className="whitespace-nowrap" title={names(plan)}>
                  {p("regionCount", { count: plan.regions.length })}
                </span>
                <span className="sr-only">: {names(plan)}</span>
              </Cell>
              <Cell label={p("columns.price")} className="col-span-full desk:text-right">
                <span className="block whitespace-nowrap text-base font-bold text-ink">
                  {p("perMonth", { price: write.money(plan.prices.month) })}
                </span>
                <span className="block whitespace-nowrap text-xs text-muted">
                  {p("perQuarter", { price: write.money(plan.prices.quarter) })} ·{" "}
                  {p("save", { percent: discounts.quarter })}
                </span>
                <span className="block whitespace-nowrap text-xs text-muted">
                  {p("perYear", { price: write.money(plan.prices.year) })} ·{" "}
                  {p("save", { percent: discounts.year })}
                </span>
              </Cell>
              <td className="col-span-full px-4 py-2 desk:table-cell desk:py-3 desk:text-right">
                {plan.soldOut ? (
                  <span className="inline-block rounded border border-line px-2 py-1 text-xs font-semibold text-muted">
                    {t("plans.soldOut")}
                    <span className="sr-only">: {p("soldOutNote")}</span>
                  </span>
                ) : (
                  <a
                    className="btn-primary whitespace-nowrap"
                    href={configureHref(prefix, plan, region)}
                  >
                    {p("configurePlan")}
                    <span className="sr-only"> {plan.name}</span>
                  </a>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
