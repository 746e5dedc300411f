// What the parts of the bench share: the pages they measure, where the servers are, the
// browser, and how results print (fixed-width tables, the median of repeated runs).

export const pad = (value: unknown, width: number) => String(value).padEnd(width);
export const table = (head: string[], rows: unknown[][], widths: number[]) => {
  console.info(head.map((h, i) => pad(h, widths[i] ?? 12)).join(""));
  for (const row of rows) console.info(row.map((c, i) => pad(c, widths[i] ?? 12)).join(""));
};

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** The pages measured, by name: what each part of the bench visits. */
export const PAGES = {
  home: "/",
  "product-vps": "/product/vps",
  configurator: "/product/vps-buy",
  "doc article": "/doc/article/connect-with-ssh",
  "doc search": "/doc/search/snapshot",
} as const;

/** Where the bench finds the site and its floor (the bare template). */
export interface Targets {
  /** The site's origin. */
  readonly site: string;
  /** The template's origin. */
  readonly template: string;
}

export const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
