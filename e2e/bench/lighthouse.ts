// Part 1 of the bench: Lighthouse (mobile emulation, Debian's Chromium) on each page in each
// language and on the template, the median of some runs, against the site's targets.
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { CHROME, median, PAGES, type Targets, table } from "./report.ts";

const run = promisify(execFile);

const cli = fileURLToPath(new URL("../node_modules/lighthouse/cli/index.js", import.meta.url));

export async function lighthouseBench(
  { site, template }: Targets,
  /** Path prefix by language, of the languages visited. */
  prefixes: Readonly<Record<string, string>>,
  runsPerPage: number,
): Promise<void> {
  const lighthouse = async (url: string) => {
    const { stdout } = await run(
      process.execPath,
      [
        cli,
        url,
        "--output=json",
        "--quiet",
        "--only-categories=performance,accessibility,best-practices,seo",
        "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run --disable-sync",
      ],
      { env: { ...process.env, CHROME_PATH: CHROME }, maxBuffer: 64 * 1024 * 1024 },
    );
    const report = JSON.parse(stdout) as {
      categories: Record<string, { score: number | null }>;
      audits: Record<string, { numericValue?: number }>;
    };
    const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
    const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
    return {
      perf: score("performance"),
      a11y: score("accessibility"),
      best: score("best-practices"),
      seo: score("seo"),
      fcp: audit("first-contentful-paint"),
      lcp: audit("largest-contentful-paint"),
      cls: audit("cumulative-layout-shift"),
      tbt: audit("total-blocking-time"),
    };
  };
  const targets: [string, string, string][] = [["template", "en", `${template}/`]];
  for (const [name, path] of Object.entries(PAGES))
    for (const [language, prefix] of Object.entries(prefixes))
      targets.push([name, language, `${site}${prefix}${path === "/" ? "" : path}` || `${site}/`]);
  const rows: unknown[][] = [];
  const misses: string[] = [];
  for (const [name, language, url] of targets) {
    const runs: Awaited<ReturnType<typeof lighthouse>>[] = [];
    for (let i = 0; i < runsPerPage; i++) runs.push(await lighthouse(url));
    const m = (key: keyof (typeof runs)[number]) => median(runs.map((r) => r[key]));
    rows.push([
      name,
      language,
      `${m("perf")} (${runs.map((r) => r.perf).join("/")})`,
      m("a11y"),
      m("best"),
      m("seo"),
      Math.round(m("fcp")),
      Math.round(m("lcp")),
      m("cls").toFixed(3),
      Math.round(m("tbt")),
    ]);
    if (name === "template") continue;
    if (m("perf") < 98) misses.push(`${name} ${language}: performance ${m("perf")}`);
    // A search results page asks not to be indexed (noindex), which Lighthouse's SEO scores down.
    const categories = name === "doc search" ? ["a11y", "best"] : ["a11y", "best", "seo"];
    for (const category of categories as ("a11y" | "best" | "seo")[])
      if (m(category) < 100) misses.push(`${name} ${language}: ${category} ${m(category)}`);
    if (m("cls") > 0) misses.push(`${name} ${language}: CLS ${m("cls").toFixed(3)}`);
    if (m("tbt") > 100) misses.push(`${name} ${language}: TBT ${Math.round(m("tbt"))} ms`);
  }
  console.info(
    `\nLighthouse, mobile emulation, median of ${runsPerPage} runs (targets: performance >= 98, accessibility and best practices 100, SEO 100 on indexable pages, CLS 0, TBT <= 100 ms)\n`,
  );
  table(
    ["page", "lang", "perf (runs)", "a11y", "best", "seo", "FCP ms", "LCP ms", "CLS", "TBT ms"],
    rows,
    [14, 6, 16, 6, 6, 6, 8, 8, 8, 8],
  );
  console.info(
    misses.length === 0 ? "\nEvery target met." : `\nBelow target:\n  ${misses.join("\n  ")}`,
  );
}
