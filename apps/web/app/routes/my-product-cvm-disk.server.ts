// What the disks page shows of a disk's usage: the provider's daily figures as the chart takes
// them (read = data out of the disk, written = data into it), every number and date already
// formatted in the page's language, and a value axis with round steps.

import { errorCodes, isApiError, type ProductFlow, type UserProduct } from "@hostfront/api-client";
import { languageTags } from "@hostfront/i18n";
import { redirect } from "react-router";
import {
  DEFAULT_USAGE_DAYS,
  DISKS_PER_PAGE,
  diskQuery,
  USAGE_PERIODS,
} from "~/components/disk-paging";
import type { Usage } from "~/components/usage-chart";
import { languageContext } from "~/context";
import {
  consoleLinks,
  loginAgain,
  memberCall,
  memberServers,
  regionNames,
  withToken,
} from "~/lib/account/member.server";
import { api } from "~/lib/cache/upstream.server";
import { pagePathname } from "~/lib/http/page-path";
import { dateFormatter, pageData } from "~/lib/page/page.server";
import { dateFormat, numberFormat } from "~/lib/texts/intl";
import { translatorOf } from "~/lib/texts/translator.server";
import type { Route } from "./+types/my-product-cvm-disk";

/** Ticks of the value axis above zero. */
const AXIS_STEPS = 2;
/** Round tops of the axis, times a power of ten. */
const NICE = [1, 2, 5, 10] as const;
/** GB shown with at most this many decimals. */
const GB_DECIMALS = 1;

/** The smallest round number at or above `value` (1 for nothing at all). */
export function niceCeil(value: number): number {
  if (!(value > 0)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = NICE.find((n) => n * magnitude >= value - 1e-9) ?? 10;
  return step * magnitude;
}

export interface UsageFormat {
  readonly t: (key: string, values?: Record<string, unknown>) => string;
  readonly locale: string;
}

/** The chart's data for a disk's flow over `days` days. */
export function usageView(flow: ProductFlow, name: string, { t, locale }: UsageFormat): Usage {
  const number = numberFormat(locale, { maximumFractionDigits: GB_DECIMALS });
  const gb = (value: number) => t("pages.myProduct-cvm-disk.gb", { value: number.format(value) });
  const dayLabel = dateFormat(locale, {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
  const daily = flow.daily.map((day) => ({
    date: day.date,
    label: dayLabel.format(new Date(`${day.date}T00:00:00Z`)),
    read: day.outGb,
    written: day.inGb,
    readText: gb(day.outGb),
    writtenText: gb(day.inGb),
  }));
  const peak = daily.reduce<(typeof daily)[number] | null>(
    (best, day) => (best && best.read + best.written >= day.read + day.written ? best : day),
    null,
  );
  const peakTotal = peak ? peak.read + peak.written : 0;
  const axisMax = niceCeil(peakTotal);
  const totalRead = gb(flow.totalOutGb);
  const totalWritten = gb(flow.totalInGb);
  const days = daily.length;
  return {
    days,
    daily,
    totalRead,
    totalWritten,
    axisMax,
    ticks: Array.from({ length: AXIS_STEPS + 1 }, (_, step) => {
      const value = (axisMax * step) / AXIS_STEPS;
      return { value, label: number.format(value) };
    }),
    summary:
      peak && peakTotal > 0
        ? t("pages.myProduct-cvm-disk.chartLabel", {
            name,
            days,
            read: totalRead,
            written: totalWritten,
            peakDate: peak.label,
            peak: gb(peakTotal),
          })
        : t("pages.myProduct-cvm-disk.chartQuiet", { name, days }),
  };
}

/** Highest page number the provider takes. */
export const MAX_PAGE = 10_000;
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

export async function loadDisksPage({ request, context }: Route.LoaderArgs) {
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
  const t = translatorOf(context);
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
