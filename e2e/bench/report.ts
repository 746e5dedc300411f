// What the parts of the bench share: the pages they measure, where the servers are, the
// browser, the targets, and how results print (fixed-width tables, the median of repeated
// runs, the closing summary of every target).

export const pad = (value: unknown, width: number) => String(value).padEnd(width);
export const table = (head: string[], rows: unknown[][], widths: number[]) => {
  console.info(head.map((h, i) => pad(h, widths[i] ?? 12)).join(""));
  for (const row of rows) console.info(row.map((c, i) => pad(c, widths[i] ?? 12)).join(""));
};

/** The middle value; of an even count (a run left out), the mean of the two middle ones. */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] ?? Number.NaN;
  return ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
};

/** KB (1024 bytes) with one decimal, as every table prints sizes. */
export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The pages measured, by name: what each part of the bench visits. */
export const PAGES = {
  home: "/",
  "product-vps": "/product/vps",
  configurator: "/product/vps-buy",
  "doc article": "/doc/article/connect-with-ssh",
  "doc search": "/doc/search/snapshot",
} as const;

/** A page's path in a language: the language's prefix ("" for en), and "/" alone for home. */
export const localized = (prefix: string, path: string) =>
  `${prefix}${path === "/" ? "" : path}` || "/";

/** The targets of issue #13, as `pnpm bench` checks them (those of #38: bench/mix.ts). */
export const TARGET = {
  /** Lighthouse mobile, median of the runs. */
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  /** On indexable pages (a doc search page is noindex by design). */
  seo: 100,
  cls: 0,
  tbtMs: 100,
  /** gzip, on a doc article and on home. */
  htmlKb: 12,
  dictionaryKb: 3,
  /** gzip, loaded before any interaction on a doc article. */
  articleJsKb: 130,
  /** What a client navigation article -> article transfers. */
  navigationKb: 15,
  /** Doc article, rendered per request: req/s as a share of the template's, and p99. */
  renderedRatio: 0.5,
  renderedP99Ms: 100,
  /** Doc article from the page cache: req/s as a share of the template's. */
  cachedRatio: 0.9,
  /** The web server's RSS after all load runs. */
  rssMb: 300,
} as const;

/** One target of the issue and what this run measured of it. */
export interface Verdict {
  readonly target: string;
  readonly measured: string;
  /** Undefined when this run did not measure it (a part skipped or failed). */
  readonly met: boolean | undefined;
}

/** Every target with its measured value and whether it is met: the bench's last words. */
export function printSummary(verdicts: readonly Verdict[]): void {
  console.info("\nSummary: the targets of issues #13 and #38 in this run\n");
  for (const { target, measured, met } of verdicts) {
    const status = met === undefined ? "not measured" : met ? "met" : "NOT MET";
    console.info(`${pad(status, 14)}${target}: ${measured}`);
  }
}

/** Where the bench finds the site and its floor (the bare template). */
export interface Targets {
  /** The site's origin. */
  readonly site: string;
  /** The template's origin. */
  readonly template: string;
  /** The template built with its markup route (`/markup`: the site's doc article markup). */
  readonly markup: string;
}

export const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
