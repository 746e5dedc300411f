// Part 1 of the bench: Lighthouse (mobile emulation, Debian's Chromium) on each page in each
// language and on the template, the median of some runs, against the site's targets.
import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { Quiet } from "./machine.ts";
import {
  CHROME,
  localized,
  median,
  PAGES,
  TARGET,
  type Targets,
  table,
  type Verdict,
} from "./report.ts";

const run = promisify(execFile);

const cli = fileURLToPath(new URL("../node_modules/lighthouse/cli/index.js", import.meta.url));

/**
 * Attempts per run. Lighthouse sometimes cannot read its own trace (NO_NAVSTART, "Something
 * went wrong with recording the trace") on a busy machine: such a run is tried again, and a
 * run that never succeeds is left out of the median, never counted as a score.
 */
const ATTEMPTS = 3;
/** A run still going after this long has hung (a Chrome that never answers): it failed. */
const RUN_TIMEOUT_MS = 180_000;
/** Pages that ask not to be indexed (noindex by design), which Lighthouse's SEO scores down. */
const NOINDEX = new Set<string>(["doc search"]);

/** What a run measures: the four category scores and four metrics (ms; CLS unitless). */
type Metric = "perf" | "a11y" | "best" | "seo" | "fcp" | "lcp" | "cls" | "tbt";

/** The issue's Lighthouse targets, each a bound on the median of one category or metric. */
const CHECKS: readonly {
  readonly key: Metric;
  readonly label: string;
  /** A floor (scores) or a ceiling (CLS, TBT). */
  readonly floor: boolean;
  readonly limit: number;
  /** Held on indexable pages only (not on NOINDEX pages). */
  readonly indexable?: boolean;
}[] = [
  { key: "perf", label: "performance", floor: true, limit: TARGET.performance },
  { key: "a11y", label: "accessibility", floor: true, limit: TARGET.accessibility },
  { key: "best", label: "best practices", floor: true, limit: TARGET.bestPractices },
  { key: "seo", label: "SEO", floor: true, limit: TARGET.seo, indexable: true },
  { key: "cls", label: "CLS", floor: false, limit: TARGET.cls },
  { key: "tbt", label: "TBT", floor: false, limit: TARGET.tbtMs },
];

const format = (key: Metric, value: number) =>
  key === "cls"
    ? value.toFixed(3)
    : key === "tbt" || key === "fcp" || key === "lcp"
      ? `${Math.round(value)} ms`
      : String(value);

/** What one successful run measured. */
interface Run extends Readonly<Record<Metric, number>> {
  /** The site's X-Page-Cache answer to the document request ("none": no page cache). */
  readonly pageCache: string;
}

type Outcome = { readonly run: Run } | { readonly error: string };

interface Report {
  runtimeError?: { code?: string; message?: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; errorMessage?: string }>;
}

/** A DevTools protocol event as Lighthouse saves it. */
interface ProtocolEvent {
  readonly method: string;
  readonly params: {
    readonly type?: string;
    readonly response?: { readonly headers?: Record<string, string> };
  };
}

/** How the site's page cache answered the page's document request, from the DevTools log. */
async function pageCacheAnswer(folder: string): Promise<string> {
  const file = (await readdir(folder)).find((name) => name.endsWith(".devtoolslog.json"));
  if (!file) return "unknown (no DevTools log)";
  const log = JSON.parse(await readFile(join(folder, file), "utf8")) as ProtocolEvent[];
  const document = log.find(
    (event) => event.method === "Network.responseReceived" && event.params.type === "Document",
  );
  const headers = document?.params.response?.headers ?? {};
  const name = Object.keys(headers).find((key) => key.toLowerCase() === "x-page-cache");
  return name ? (headers[name] ?? "none") : "none";
}

/**
 * One Lighthouse run of `url`, in a process (and a Chrome) of its own. The document is asked
 * with `Cache-Control: no-cache`, so that the site's page cache renders it rather than replays
 * it: Lighthouse 13 clears Chrome's cache but sends no such header itself (its DevTools log
 * shows the navigation without it and the site answering `X-Page-Cache: miss`, or `hit` within
 * the cache's lifetime of an earlier visit). The DevTools log is saved to check each run.
 */
async function lighthouse(url: string): Promise<Outcome> {
  const folder = await mkdtemp(join(tmpdir(), "hostfront-lighthouse-"));
  const output = join(folder, "report.json");
  try {
    let failure: string | undefined;
    try {
      await run(
        process.execPath,
        [
          cli,
          url,
          "--output=json",
          `--output-path=${output}`,
          "--save-assets",
          "--quiet",
          "--only-categories=performance,accessibility,best-practices,seo",
          '--extra-headers={"Cache-Control":"no-cache"}',
          "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run --disable-sync",
        ],
        {
          env: { ...process.env, CHROME_PATH: CHROME },
          timeout: RUN_TIMEOUT_MS,
          // Lighthouse's CLI stops the Chrome it started on SIGINT; SIGTERM would leave it.
          killSignal: "SIGINT",
        },
      );
    } catch (error) {
      const { stderr, killed } = error as { stderr?: string; killed?: boolean };
      failure = killed
        ? `no result after ${RUN_TIMEOUT_MS / 1000} s`
        : (stderr ?? String(error)).trim().split("\n").at(-1);
    }
    // A runtime error still writes the report, with the error's code: the clearest reason.
    const report = await readFile(output, "utf8").then(
      (text) => JSON.parse(text) as Report,
      () => undefined,
    );
    if (report?.runtimeError)
      return { error: `${report.runtimeError.code}: ${report.runtimeError.message}` };
    if (failure !== undefined || !report) return { error: failure ?? "no report written" };
    const unscored = ["performance", "accessibility", "best-practices", "seo"].filter(
      (id) => typeof report.categories[id]?.score !== "number",
    );
    if (unscored.length > 0) {
      const reason = Object.values(report.audits).find((a) => a.errorMessage)?.errorMessage;
      return { error: `${unscored.join(", ")} not scored${reason ? ` (${reason})` : ""}` };
    }
    const pageCache = await pageCacheAnswer(folder);
    if (pageCache === "hit")
      return { error: "the site's page cache answered (X-Page-Cache: hit): not a rendered page" };
    const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
    const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
    return {
      run: {
        perf: score("performance"),
        a11y: score("accessibility"),
        best: score("best-practices"),
        seo: score("seo"),
        fcp: audit("first-contentful-paint"),
        lcp: audit("largest-contentful-paint"),
        cls: audit("cumulative-layout-shift"),
        tbt: audit("total-blocking-time"),
        pageCache,
      },
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The medians of one page in one language: each taken over the runs on its own. */
interface Medians {
  readonly name: string;
  readonly language: string;
  readonly runs: readonly Run[];
  /** Runs that failed every attempt (left out). */
  readonly lost: number;
  readonly of: (key: Metric) => number;
}

/** Whether a page's median meets a check; undefined when the check does not apply to it. */
function meets(check: (typeof CHECKS)[number], m: Medians): boolean | undefined {
  if (check.indexable && NOINDEX.has(m.name)) return undefined;
  return check.floor ? m.of(check.key) >= check.limit : m.of(check.key) <= check.limit;
}

export async function lighthouseBench(
  { site, template }: Targets,
  /** Path prefix by language, of the languages visited. */
  prefixes: Readonly<Record<string, string>>,
  runsPerPage: number,
  /** Resolves once the servers are idle again: called before each run. */
  settle: () => Promise<Quiet>,
): Promise<Verdict[]> {
  const targets: [string, string, string][] = [["template", "en", `${template}/`]];
  for (const [name, path] of Object.entries(PAGES))
    for (const [language, prefix] of Object.entries(prefixes))
      targets.push([name, language, `${site}${localized(prefix, path)}`]);
  console.info(
    `\nLighthouse: ${targets.length} pages x ${runsPerPage} runs, one after the other (failures print as they happen)`,
  );
  const measured: Medians[] = [];
  /** How busy the machine was just before each run (other processes: the bench's are idle). */
  const busy: number[] = [];
  for (const [name, language, url] of targets) {
    const runs: Run[] = [];
    let lost = 0;
    for (let i = 1; i <= runsPerPage; i++) {
      for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        busy.push((await settle()).machineBusy);
        const outcome = await lighthouse(url);
        if ("run" in outcome) {
          runs.push(outcome.run);
          break;
        }
        const next = attempt < ATTEMPTS ? "trying again" : "this run is left out";
        console.info(
          `  ${name} ${language} (${url}), run ${i}, attempt ${attempt} of ${ATTEMPTS} failed: ${outcome.error}; ${next}`,
        );
        if (attempt === ATTEMPTS) lost++;
      }
    }
    measured.push({
      name,
      language,
      runs,
      lost,
      of: (key) => median(runs.map((r) => r[key])),
    });
  }

  const floor = measured.find((m) => m.name === "template");
  const floorPerf = floor && floor.runs.length > 0 ? String(floor.of("perf")) : "-";
  const rows: unknown[][] = [];
  const misses: string[] = [];
  for (const m of measured) {
    const page = `${m.name} ${m.language}`;
    const runs = [...m.runs.map((r) => r.perf), ...Array<string>(m.lost).fill("failed")];
    if (m.runs.length === 0) {
      rows.push([m.name, m.language, "-", runs.join("/"), floorPerf]);
      if (m.name !== "template") misses.push(`${page}: no successful run`);
      continue;
    }
    const noindex = NOINDEX.has(m.name);
    rows.push([
      m.name,
      m.language,
      m.of("perf"),
      runs.join("/"),
      floorPerf,
      m.of("a11y"),
      m.of("best"),
      noindex ? `${m.of("seo")}*` : m.of("seo"),
      Math.round(m.of("fcp")),
      Math.round(m.of("lcp")),
      m.of("cls").toFixed(3),
      Math.round(m.of("tbt")),
    ]);
    if (m.name === "template") continue;
    const below = CHECKS.filter((check) => meets(check, m) === false).map(
      (check) => `${check.label} ${format(check.key, m.of(check.key))}`,
    );
    if (m.lost > 0) below.push(`${m.lost} run(s) failed every attempt`);
    if (below.length > 0) misses.push(`${page}: ${below.join(", ")}`);
  }
  console.info(
    `\nLighthouse, mobile emulation: the median of ${runsPerPage} runs per page; perf is the median of the runs' performance scores (the runs listed beside it), and each other column is that category's or metric's own median over the same runs, not the figures of one run. "floor" is the template's median performance in this run. (targets: performance >= ${TARGET.performance}, accessibility and best practices ${TARGET.accessibility}, SEO ${TARGET.seo} on indexable pages, CLS ${TARGET.cls}, TBT <= ${TARGET.tbtMs} ms)\n`,
  );
  table(
    [
      "page",
      "lang",
      "perf",
      "runs",
      "floor",
      "a11y",
      "best",
      "seo",
      "FCP ms",
      "LCP ms",
      "CLS",
      "TBT ms",
    ],
    rows,
    [14, 6, 6, 16, 7, 6, 6, 6, 8, 8, 8, 8],
  );
  if ([...NOINDEX].some((name) => measured.some((m) => m.name === name)))
    console.info(`* noindex by design (${[...NOINDEX].join(", ")}): not held to SEO 100`);
  const percent = (share: number) => `${Math.round(share * 100)}%`;
  console.info(
    `The machine just before each run, with the bench's servers idle: ${percent(Math.min(...busy))} to ${percent(Math.max(...busy))} busy, median ${percent(median(busy))} (anything above a few % is another program, and costs these scores)`,
  );
  const answers = new Map<string, number>();
  for (const r of measured.flatMap((m) => m.runs))
    answers.set(r.pageCache, (answers.get(r.pageCache) ?? 0) + 1);
  console.info(
    `Page cache on the documents Lighthouse loaded (X-Page-Cache; the template has none): ${[...answers].map(([answer, n]) => `${answer} ${n}`).join(", ") || "-"}`,
  );
  console.info(
    misses.length === 0
      ? "\nEvery Lighthouse target met."
      : `\nBelow target:\n  ${misses.join("\n  ")}`,
  );
  return verdicts(
    measured.filter((m) => m.name !== "template"),
    Object.keys(prefixes),
    runsPerPage,
  );
}

/** The issue's Lighthouse targets over every page and language measured: the worst of each. */
function verdicts(pages: readonly Medians[], languages: string[], runs: number): Verdict[] {
  const scored = pages.filter((m) => m.runs.length > 0);
  const lost = pages.length - scored.length;
  const where = `${Object.keys(PAGES).length} pages in ${languages.join(", ")}, median of ${runs}`;
  return CHECKS.map((check, i) => {
    const unit = check.key === "tbt" ? " ms" : "";
    const target = `Lighthouse ${check.label} ${check.floor ? ">=" : "<="} ${check.limit}${unit}${check.indexable ? " on indexable pages" : ""}${i === 0 ? ` (${where})` : ""}`;
    const held = scored.filter((m) => meets(check, m) !== undefined);
    const [worst] = [...held].sort(
      (a, b) => (check.floor ? 1 : -1) * (a.of(check.key) - b.of(check.key)),
    );
    // Pages Lighthouse could not measure at all leave the target unmet, not unmeasured.
    if (!worst) return { target, measured: `no successful run on ${lost} page(s)`, met: false };
    const failing = held.filter((m) => meets(check, m) === false).length;
    return {
      target,
      measured: `${check.floor ? "lowest" : "highest"} ${format(check.key, worst.of(check.key))} (${worst.name} ${worst.language}), ${failing} of ${held.length} off target${lost > 0 ? `; ${lost} page(s) with no successful run` : ""}`,
      met: failing === 0 && lost === 0,
    };
  });
}
