// The documentation search benchmark: the labelled queries of queries.<language>.json run
// against our index and, over the same articles in the same run, MiniSearch (its default
// settings, and the options VitePress's local search uses) and Pagefind (its extended build,
// with Chinese and Japanese segmentation, run in Chromium when Chromium is installed).
// Prints Recall@3, MRR and query times per language, then Recall@3 by kind of query.
//
//   pnpm --filter @hostfront/docs bench
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import { languages } from "@hostfront/i18n";
import MiniSearch from "minisearch";
import { buildCorpus, type LanguageCorpus } from "../src/corpus.ts";
import { SearchIndex } from "../src/search/engine.ts";

type Language = (typeof languages)[number];
interface Query {
  readonly query: string;
  readonly relevant: readonly string[];
  readonly kind: string;
}
interface Run {
  /** Ranked slugs per query (top 10). */
  readonly ranked: readonly (readonly string[])[];
  /** Milliseconds per query. */
  readonly times: readonly number[];
}
type Engine = (queries: readonly Query[], corpus: LanguageCorpus) => Promise<Run | string>;

const REPEATS = 10;
const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";

function loadQueries(language: Language): Query[] {
  const file = new URL(`./queries.${language}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, "utf8")) as Query[];
}

/** Median time of `run` over REPEATS calls (after one warm-up), in ms. */
function timeIt(run: () => unknown): number {
  run();
  const samples: number[] = [];
  for (let i = 0; i < REPEATS; i++) {
    const start = process.hrtime.bigint();
    run();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return percentile(samples, 50);
}

function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const at = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, at)] ?? Number.NaN;
}

const unique = (slugs: readonly string[]) => [...new Set(slugs)];

/** Our index; `excerpts`: also cut the excerpts of the top ten, as the results page does. */
function ours(excerpts: boolean): Engine {
  return async (queries, corpus) => {
    const index = SearchIndex.from(corpus.index);
    const ranked: string[][] = [];
    const times: number[] = [];
    for (const { query } of queries) {
      let result: string[] = [];
      times.push(
        timeIt(() => {
          result = index
            .search(query, { limit: 10, prefix: false, excerpts: excerpts ? 10 : 0 })
            .map((r) => r.slug);
        }),
      );
      ranked.push(result);
    }
    return { ranked, times };
  };
}

interface MiniDocument {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly titles: string;
  readonly text: string;
}

/** MiniSearch over the articles: `vitepress` indexes sections with VitePress's options. */
function miniSearch(vitepress: boolean): Engine {
  return async (queries, corpus) => {
    const documents: MiniDocument[] = vitepress
      ? corpus.articles.flatMap((article) =>
          article.sections.map((section, i) => ({
            id: `${article.slug}#${i}`,
            slug: article.slug,
            title: section.heading,
            titles: article.title,
            text: section.text,
          })),
        )
      : corpus.articles.map((article) => ({
          id: article.slug,
          slug: article.slug,
          title: article.title,
          titles: article.sections.map((s) => s.heading).join(" "),
          text: article.sections.map((s) => s.text).join(" "),
        }));
    const search = new MiniSearch<MiniDocument>({
      fields: ["title", "titles", "text"],
      storeFields: ["slug"],
      ...(vitepress
        ? { searchOptions: { fuzzy: 0.2, prefix: true, boost: { title: 4, text: 2, titles: 1 } } }
        : {}),
    });
    search.addAll(documents);
    const ranked: string[][] = [];
    const times: number[] = [];
    for (const { query } of queries) {
      let result: string[] = [];
      times.push(
        timeIt(() => {
          result = unique(search.search(query).map((hit) => String(hit.slug))).slice(0, 10);
        }),
      );
      ranked.push(result);
    }
    return { ranked, times };
  };
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".wasm": "application/wasm",
};

function serve(root: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname));
    const file = join(root, path.endsWith("/") ? `${path}index.html` : path);
    if (!file.startsWith(root) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c,
  );

/** Pagefind's index of the same articles, searched by its own script in Chromium. */
const pagefind: Engine = async (queries, corpus) => {
  if (!existsSync(CHROMIUM)) return `not run: no Chromium at ${CHROMIUM}`;
  const [{ createIndex, close }, { chromium }] = await Promise.all([
    import("pagefind"),
    import("playwright-core"),
  ]);
  const root = mkdtempSync(join(tmpdir(), "hostfront-pagefind-"));
  const { index, errors } = await createIndex({});
  if (!index) return `not run: ${errors.join("; ")}`;
  const language = corpus.language;
  for (const article of corpus.articles) {
    const body = article.body.map((part) => (part.kind === "html" ? part.html : "")).join("\n");
    await index.addHTMLFile({
      url: `/${article.slug}/`,
      content: `<!doctype html><html lang="${language}"><head><title>${escapeHtml(article.title)}</title></head><body><main data-pagefind-body><h1>${escapeHtml(article.title)}</h1><p>${escapeHtml(article.description)}</p>${body}</main></body></html>`,
    });
  }
  await index.writeFiles({ outputPath: join(root, "pagefind") });
  await close();
  const page = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"></head><body></body></html>`;
  const { writeFileSync } = await import("node:fs");
  writeFileSync(join(root, "index.html"), page);

  const server = await serve(root);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--no-sandbox",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
    ],
  });
  try {
    const tab = await browser.newPage();
    await tab.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const outcome = await tab.evaluate(
      async ({ texts, repeats }) => {
        // A URL of the page's own server, read by the browser (not resolved by TypeScript).
        const bundle = "/pagefind/pagefind.js";
        const pf = await import(bundle);
        await pf.init();
        const run = async (q: string) => {
          const found = await pf.search(q);
          const data = await Promise.all(
            found.results
              .slice(0, 10)
              .map((r: { data: () => Promise<{ url: string }> }) => r.data()),
          );
          return data.map((d: { url: string }) => d.url.replace(/^\/|\/$/g, ""));
        };
        const ranked: string[][] = [];
        const times: number[] = [];
        for (const q of texts) {
          ranked.push(await run(q)); // warm: fetches the index chunks this query needs
          const samples: number[] = [];
          for (let i = 0; i < repeats; i++) {
            const start = performance.now();
            await run(q);
            samples.push(performance.now() - start);
          }
          samples.sort((a, b) => a - b);
          times.push(samples[Math.floor(samples.length / 2)] ?? 0);
        }
        return { ranked, times };
      },
      { texts: queries.map((q) => q.query), repeats: REPEATS },
    );
    return outcome;
  } finally {
    await browser.close();
    server.closeAllConnections();
    server.close();
    rmSync(root, { recursive: true, force: true });
  }
};

interface Scores {
  readonly recall: number;
  readonly mrr: number;
  readonly p50: number;
  readonly p95: number;
  readonly byKind: Map<string, number>;
}

function score(queries: readonly Query[], run: Run): Scores {
  const recalls: number[] = [];
  const reciprocal: number[] = [];
  const kinds = new Map<string, number[]>();
  queries.forEach((query, i) => {
    const ranked = run.ranked[i] ?? [];
    const top3 = new Set(ranked.slice(0, 3));
    const recall = query.relevant.filter((slug) => top3.has(slug)).length / query.relevant.length;
    recalls.push(recall);
    const first = ranked.findIndex((slug) => query.relevant.includes(slug));
    reciprocal.push(first === -1 ? 0 : 1 / (first + 1));
    const list = kinds.get(query.kind) ?? [];
    list.push(recall);
    kinds.set(query.kind, list);
  });
  const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  return {
    recall: mean(recalls),
    mrr: mean(reciprocal),
    p50: percentile(run.times, 50),
    p95: percentile(run.times, 95),
    byKind: new Map([...kinds].map(([kind, values]) => [kind, mean(values)])),
  };
}

const ENGINES: readonly [string, Engine][] = [
  ["hostfront", ours(false)],
  ["hostfront + 10 excerpts", ours(true)],
  ["MiniSearch (defaults)", miniSearch(false)],
  ["MiniSearch (VitePress options)", miniSearch(true)],
  ["Pagefind 1.6 (extended)", pagefind],
];

const pad = (text: string, width: number) => text.padEnd(width);
const num = (value: number, digits = 3) => (Number.isNaN(value) ? "-" : value.toFixed(digits));

const corpus = buildCorpus();
const results: { language: Language; engine: string; scores: Scores | string }[] = [];
for (const language of languages) {
  const queries = loadQueries(language);
  for (const [name, engine] of ENGINES) {
    const run = await engine(queries, corpus[language]);
    results.push({
      language,
      engine: name,
      scores: typeof run === "string" ? run : score(queries, run),
    });
  }
}

console.info(
  "\nDocumentation search: Recall@3, MRR (top 10) and query time (median of 10 runs per query)\n",
);
console.info(
  `${pad("language", 9)}${pad("engine", 32)}${pad("queries", 9)}${pad("Recall@3", 10)}${pad("MRR", 8)}${pad("p50 ms", 9)}p95 ms`,
);
for (const { language, engine, scores } of results) {
  const count = String(loadQueries(language).length);
  if (typeof scores === "string") {
    console.info(`${pad(language, 9)}${pad(engine, 32)}${pad(count, 9)}${scores}`);
    continue;
  }
  console.info(
    `${pad(language, 9)}${pad(engine, 32)}${pad(count, 9)}${pad(num(scores.recall), 10)}${pad(num(scores.mrr), 8)}${pad(num(scores.p50, 3), 9)}${num(scores.p95, 3)}`,
  );
}

console.info("\nRecall@3 by kind of query\n");
for (const language of languages) {
  const kinds = [...new Set(loadQueries(language).map((q) => q.kind))];
  console.info(`${pad(language, 9)}${pad("engine", 32)}${kinds.map((k) => pad(k, 10)).join("")}`);
  for (const { engine, scores } of results.filter((r) => r.language === language)) {
    if (typeof scores === "string") continue;
    console.info(
      `${pad("", 9)}${pad(engine, 32)}${kinds.map((k) => pad(num(scores.byKind.get(k) ?? Number.NaN, 2), 10)).join("")}`,
    );
  }
}

const losses = languages.filter((language) => {
  const ranked = results.filter((r) => r.language === language && typeof r.scores !== "string");
  const best = Math.max(...ranked.map((r) => (r.scores as Scores).recall));
  const mine = ranked.find((r) => r.engine === "hostfront")?.scores as Scores | undefined;
  return !mine || mine.recall < best;
});
console.info(
  losses.length === 0
    ? "\nhostfront has the highest Recall@3 in every language."
    : `\nhostfront does not have the highest Recall@3 in: ${losses.join(", ")}`,
);
