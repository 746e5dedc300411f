// A disk's daily reads and writes as an SVG bar chart (written at the bottom of each bar, read
// stacked on it, told apart by lightness), with its summary as the chart's
// accessible name and the daily figures as a table for anyone who cannot see the chart.
// Every text and number arrives formatted by the loader, so server and browser render alike.
import { useTranslation } from "@hostfront/ui";
import { ColumnHeads } from "./table";

export interface UsageDay {
  /** `YYYY-MM-DD`. */
  readonly date: string;
  /** The date as the page's language writes it briefly ("Nov 5"). */
  readonly label: string;
  /** GB read and written that day. */
  readonly read: number;
  readonly written: number;
  readonly readText: string;
  readonly writtenText: string;
}

export interface Usage {
  readonly days: number;
  readonly daily: readonly UsageDay[];
  readonly totalRead: string;
  readonly totalWritten: string;
  /** The top of the value axis and its ticks (value, label), bottom to top. */
  readonly axisMax: number;
  readonly ticks: readonly { readonly value: number; readonly label: string }[];
  /** What the chart shows, in one sentence (its accessible name). */
  readonly summary: string;
}

/** Width of one day in the chart's coordinates; the chart stretches to its box. */
const SLOT = 10;
/** Height of the chart's coordinates (percent of the value axis). */
const TOP = 100;
/** Share of a day's slot its bar takes. */
const BAR_SHARE = 0.7;
/**
 * Written dark, read light: told apart by lightness, not by hue alone, so they stay apart for
 * colour-blind readers; the legend and the table name them.
 */
const WRITTEN_COLOUR = "#1d4ed8";
const READ_COLOUR = "#93c5fd";

export function UsageChart({ usage, name }: { usage: Usage; name: string }) {
  const { t } = useTranslation();
  const p = (key: string, values?: Record<string, string | number>) =>
    t(`pages.myProduct-cvm-disk.${key}`, values);
  const width = SLOT * Math.max(1, usage.daily.length);
  const barWidth = SLOT * BAR_SHARE;
  /** Height of a value in the chart's coordinates (0 at the bottom). */
  const h = (value: number) => (value / usage.axisMax) * TOP;
  const first = usage.daily[0];
  const last = usage.daily.at(-1);
  // The SVG stretches to any width (bars only); the axis labels are HTML, so they stay legible
  // on a phone and on a wide screen alike.
  return (
    <figure className="mt-3">
      <div className="flex gap-2">
        <div
          aria-hidden="true"
          className="relative h-40 w-10 shrink-0 text-right text-xs text-muted"
        >
          {usage.ticks.map((tick) => (
            <span
              key={tick.value}
              className="absolute right-0 translate-y-1/2 tabular-nums"
              style={{ bottom: `${h(tick.value)}%` }}
            >
              {tick.label}
            </span>
          ))}
        </div>
        <div className="relative h-40 min-w-0 flex-1 border-b border-line">
          <svg
            viewBox={`0 0 ${width} ${TOP}`}
            preserveAspectRatio="none"
            className="absolute inset-0 h-full w-full overflow-visible"
            role="img"
            aria-label={usage.summary}
            data-testid="usage-chart"
          >
            {usage.ticks.map((tick) => (
              <line
                key={tick.value}
                x1={0}
                x2={width}
                y1={TOP - h(tick.value)}
                y2={TOP - h(tick.value)}
                stroke="#e5e7eb"
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {usage.daily.map((day, index) => {
              const x = index * SLOT + (SLOT - barWidth) / 2;
              const written = h(day.written);
              const read = h(day.read);
              return (
                <g key={day.date} data-date={day.date}>
                  <title>
                    {p("dayTotal", {
                      date: day.label,
                      read: day.readText,
                      written: day.writtenText,
                    })}
                  </title>
                  <rect
                    x={x}
                    y={TOP - written}
                    width={barWidth}
                    height={written}
                    fill={WRITTEN_COLOUR}
                  />
                  <rect
                    x={x}
                    y={TOP - written - read}
                    width={barWidth}
                    height={read}
                    fill={READ_COLOUR}
                  />
                </g>
              );
            })}
          </svg>
        </div>
      </div>
      {first && last ? (
        <div aria-hidden="true" className="ml-12 mt-1 flex justify-between text-xs text-muted">
          <span>{first.label}</span>
          <span>{last.label}</span>
        </div>
      ) : null}
      <figcaption className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-xs text-muted">
        <span className="inline-flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="inline-block size-3 rounded-sm"
            style={{ background: WRITTEN_COLOUR }}
          />
          {p("written")}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="inline-block size-3 rounded-sm"
            style={{ background: READ_COLOUR }}
          />
          {p("read")}
        </span>
      </figcaption>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-brand hover:underline">{p("tableSummary")}</summary>
        <div className="mt-2 max-h-72 overflow-auto rounded-md border border-line">
          <table className="min-w-full text-left">
            <caption className="sr-only">{p("tableCaption", { name })}</caption>
            <ColumnHeads
              className="sticky top-0 bg-mist"
              cellClassName="px-3 py-2"
              columns={[
                { label: p("date") },
                { label: p("read"), end: true },
                { label: p("written"), end: true },
              ]}
            />
            <tbody>
              {usage.daily.map((day) => (
                <tr key={day.date} className="border-t border-line">
                  <th scope="row" className="px-3 py-1.5 font-normal">
                    <time dateTime={day.date}>{day.label}</time>
                  </th>
                  <td className="px-3 py-1.5 text-right tabular-nums">{day.readText}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{day.writtenText}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
