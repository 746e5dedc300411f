// The looking-glass test of the network article: round trips from this browser to each open
// region, timed several times (the median shown as a table and a bar chart), and each
// region's test files to download. The measurement needs script; the downloads do not.

import { useTranslation } from "@hostfront/ui";
import { useState } from "react";
import { numberFormat } from "~/lib/texts/intl";

export interface LookingGlassRegion {
  readonly id: string;
  readonly name: string;
  readonly city: string;
  readonly country: string;
  readonly testIpv4: string;
  /** Base URL: `/ping` to time, `/files/<name>` to download. */
  readonly url: string;
}

/** Round trips timed per region (after one that opens the connection). */
export const SAMPLES = 5;
const TEST_FILES = ["10MB.test", "100MB.test"] as const;

type Result =
  | { readonly state: "pending" }
  | { readonly state: "running" }
  | { readonly state: "done"; readonly samples: readonly number[]; readonly median: number }
  | { readonly state: "failed" };

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** One round trip to `url`, in ms: the server's part from Resource Timing when it is open. */
async function roundTrip(url: string): Promise<number> {
  const target = `${url}/ping?t=${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const started = performance.now();
  const response = await fetch(target, { cache: "no-store", mode: "cors" });
  const elapsed = performance.now() - started;
  if (response.status !== 204 && !response.ok) throw new Error(`HTTP ${response.status}`);
  const entry = performance.getEntriesByName(target).at(-1) as
    | PerformanceResourceTiming
    | undefined;
  // requestStart..responseStart excludes DNS, TCP and TLS set-up: the network round trip.
  if (entry && entry.responseStart > 0 && entry.requestStart > 0)
    return entry.responseStart - entry.requestStart;
  return elapsed;
}

async function measure(url: string): Promise<number[]> {
  await roundTrip(url); // opens the connection; not counted
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i++) samples.push(await roundTrip(url));
  return samples;
}

export function LookingGlass({ regions }: { regions: readonly LookingGlassRegion[] | null }) {
  const { t, i18n } = useTranslation();
  const [results, setResults] = useState<Record<string, Result>>({});
  const [running, setRunning] = useState(false);
  const format = numberFormat(i18n.language, { maximumFractionDigits: 1 });

  if (!regions || regions.length === 0) {
    return (
      <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-4">
        {t("docs.lookingGlass.unavailable")}
      </p>
    );
  }

  const run = async () => {
    setRunning(true);
    setResults(Object.fromEntries(regions.map((r) => [r.id, { state: "pending" } as Result])));
    for (const region of regions) {
      setResults((current) => ({ ...current, [region.id]: { state: "running" } }));
      let result: Result;
      try {
        const samples = await measure(region.url);
        result = { state: "done", samples, median: median(samples) };
      } catch {
        result = { state: "failed" };
      }
      setResults((current) => ({ ...current, [region.id]: result }));
    }
    setRunning(false);
  };

  const done = regions.flatMap((region) => {
    const result = results[region.id];
    return result?.state === "done" ? [{ region, median: result.median }] : [];
  });
  const slowest = Math.max(1, ...done.map((entry) => entry.median));
  const fastest = [...done].sort((a, b) => a.median - b.median)[0];
  const active = regions.find((region) => results[region.id]?.state === "running");

  return (
    <section
      aria-labelledby="looking-glass-heading"
      className="my-6 rounded-xl border border-line p-5"
    >
      <h3 id="looking-glass-heading" className="mt-0 text-lg font-semibold">
        {t("docs.lookingGlass.heading")}
      </h3>
      <p className="mt-1 text-sm text-muted">{t("docs.lookingGlass.intro")}</p>
      <noscript>
        <p className="mt-2 text-sm">{t("docs.lookingGlass.needsScript")}</p>
      </noscript>
      <p className="mt-4 flex flex-wrap items-center gap-3">
        <button type="button" className="btn-primary" disabled={running} onClick={() => void run()}>
          {done.length > 0 ? t("docs.lookingGlass.rerun") : t("docs.lookingGlass.run")}
        </button>
        <span role="status" aria-live="polite" className="text-sm text-muted">
          {active
            ? t("docs.lookingGlass.running", { region: active.name })
            : fastest && !running
              ? t("docs.lookingGlass.fastest", { region: fastest.region.name })
              : ""}
        </span>
      </p>
      <div className="table-wrap mt-4">
        <table>
          <thead>
            <tr>
              <th scope="col">{t("docs.lookingGlass.region")}</th>
              <th scope="col">{t("docs.lookingGlass.latency")}</th>
              <th scope="col">{t("docs.lookingGlass.testFiles")}</th>
            </tr>
          </thead>
          <tbody>
            {regions.map((region) => {
              const result = results[region.id] ?? { state: "pending" };
              return (
                <tr key={region.id} data-region={region.id}>
                  <th scope="row" className="font-normal">
                    <span className="font-semibold">{region.name}</span>
                    <span className="block text-xs text-muted">{region.testIpv4}</span>
                  </th>
                  <td className="min-w-48">
                    {result.state === "done" ? (
                      <span className="flex items-center gap-2">
                        <span data-latency={result.median.toFixed(1)} className="tabular-nums">
                          {t("docs.lookingGlass.ms", { value: format.format(result.median) })}
                        </span>
                        <span
                          aria-hidden="true"
                          className="h-2 rounded bg-brand"
                          style={{ width: `${Math.max(4, (result.median / slowest) * 120)}px` }}
                        />
                      </span>
                    ) : result.state === "failed" ? (
                      <span className="text-red-700">{t("docs.lookingGlass.unreachable")}</span>
                    ) : result.state === "running" ? (
                      <span className="text-muted">…</span>
                    ) : (
                      <span className="text-muted">{t("docs.lookingGlass.pending")}</span>
                    )}
                  </td>
                  <td>
                    <span className="flex flex-wrap gap-3">
                      {TEST_FILES.map((file) => (
                        <a
                          key={file}
                          className="text-brand underline"
                          href={`${region.url}/files/${file}`}
                          download
                        >
                          {file.replace(".test", "")}
                        </a>
                      ))}
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
