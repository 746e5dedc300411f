// What the disks page shows of a disk's usage: the provider's daily figures as the chart takes
// them (read = data out of the disk, written = data into it), every number and date already
// formatted in the page's language, and a value axis with round steps.

import type { ProductFlow } from "@hostfront/api-client";
import type { Usage } from "~/components/usage-chart";
import { dateFormat, numberFormat } from "~/lib/intl";

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
