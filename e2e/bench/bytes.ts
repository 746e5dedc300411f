// Part 2 of the bench: bytes per page type and language: the HTML, the dictionary embedded in
// it, JS loaded before any interaction, CSS; what a client navigation between articles
// transfers; and whether an article's text is repeated in its page.
import { gzipSync } from "node:zlib";
import { type Browser, chromium, type Page, type Request } from "@playwright/test";
import {
  CHROME,
  kb,
  localized,
  PAGES,
  TARGET,
  type Targets,
  table,
  type Verdict,
} from "./report.ts";

/**
 * The network counts as idle after this long with no request in flight. Longer than
 * Playwright's own 500 ms: the page's scripts start after its first frame, and the modules
 * one per turn after that, so a short gap between two requests is not the end.
 */
const QUIET_MS = 1_000;
/** The longest wait for hydration, and then for an idle network. */
const WAIT_MS = 30_000;

/** The dictionary embedded in a page's HTML (a JSON script element). */
const DICTIONARY = /<script[^>]*\bid="hostfront-dictionary"[^>]*>([\s\S]*?)<\/script>/;

/** What a page downloaded, summed by kind: the bodies' gzip size, and JS also as sent. */
interface Weight {
  html: number;
  /** The embedded dictionary: gzip bytes and raw bytes. */
  dictionary: number;
  dictionaryRaw: number;
  htmlRaw: number;
  js: number;
  /** JS bodies as transferred (Brotli when the browser accepts it, as Chrome does). */
  jsSent: number;
  jsFiles: number;
  css: number;
}

/**
 * Follows the requests of `page` in flight; `quiet()` resolves once none has been for
 * QUIET_MS (or gives up after WAIT_MS, naming what was still loading).
 */
function network(page: Page): { quiet: () => Promise<void> } {
  const inFlight = new Set<Request>();
  let changed = Date.now();
  page.on("request", (request) => {
    inFlight.add(request);
    changed = Date.now();
  });
  const done = (request: Request) => {
    inFlight.delete(request);
    changed = Date.now();
  };
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return {
    async quiet() {
      const deadline = Date.now() + WAIT_MS;
      while (inFlight.size > 0 || Date.now() - changed < QUIET_MS) {
        if (Date.now() > deadline) {
          console.info(
            `  ${page.url()}: network not idle after ${WAIT_MS / 1000} s (${[...inFlight].map((r) => r.url()).join(", ")}); measured as it stands`,
          );
          return;
        }
        await page.waitForTimeout(100);
      }
    },
  };
}

/** Waits for hydration (the site marks it on <html>); the template has no such mark. */
async function hydrated(page: Page, url: string): Promise<void> {
  await page
    .locator("html[data-hydrated]")
    .waitFor({ state: "attached", timeout: WAIT_MS })
    .catch(() => console.info(`  ${url}: not hydrated after ${WAIT_MS / 1000} s`));
}

/**
 * What a page downloads with no interaction: until it has hydrated and the network has then
 * been idle. Its scripts are fetched after the first frame (the module script adds their
 * preloads then), after the load event, so neither the load event nor a first idle moment is
 * the end of it. Each file counts once, however often it is asked for.
 */
async function weigh(browser: Browser, url: string, site: boolean): Promise<Weight> {
  const page = await browser.newPage();
  try {
    const origin = new URL(url).origin;
    const net = network(page);
    const files = new Map<string, Promise<{ type: string; body: Buffer; sent: number }>>();
    page.on("requestfinished", (request) => {
      if (!request.url().startsWith(origin) || files.has(request.url())) return;
      files.set(
        request.url(),
        Promise.all([request.response(), request.sizes()])
          .then(async ([response, sizes]) => ({
            type: request.resourceType(),
            body: response ? await response.body() : Buffer.alloc(0),
            sent: sizes.responseBodySize,
          }))
          // A body the browser no longer holds (a redirect) weighs nothing here.
          .catch(() => ({ type: request.resourceType(), body: Buffer.alloc(0), sent: 0 })),
      );
    });
    await page.goto(url, { waitUntil: "load" });
    if (site) await hydrated(page, url);
    await net.quiet();
    const weight: Weight = {
      html: 0,
      htmlRaw: 0,
      dictionary: 0,
      dictionaryRaw: 0,
      js: 0,
      jsSent: 0,
      jsFiles: 0,
      css: 0,
    };
    for (const { type, body, sent } of await Promise.all(files.values())) {
      const gzip = gzipSync(body).byteLength;
      if (type === "script") {
        weight.js += gzip;
        weight.jsSent += sent;
        weight.jsFiles++;
      } else if (type === "stylesheet") weight.css += gzip;
      else if (type === "document") {
        weight.html += gzip;
        weight.htmlRaw += body.byteLength;
        // The dictionary as the HTML carries it (hydration may change the DOM after).
        const dictionary = DICTIONARY.exec(body.toString("utf8"))?.[1] ?? "";
        weight.dictionaryRaw += Buffer.byteLength(dictionary);
        weight.dictionary += dictionary ? gzipSync(dictionary).byteLength : 0;
      }
    }
    return weight;
  } finally {
    await page.close();
  }
}

/** What a navigation transferred, by resource type. */
interface Transfer {
  readonly target: string;
  readonly bytes: number;
  readonly requests: number;
  readonly byType: ReadonlyMap<string, { count: number; bytes: number }>;
  /** Whether the browser stayed on the page (no document request): a client navigation. */
  readonly client: boolean;
}

/**
 * From an article to the next one (its `rel="next"` link), what crosses the network after the
 * page has hydrated and gone idle: by clicking the link as a visitor does, or through React
 * Router's router as a <Link> would navigate (`__reactRouterDataRouter`, which the framework's
 * hydrated router sets on window), to measure a client navigation when the link is a plain
 * anchor that makes the browser load a whole page. Undefined when there is no router to ask.
 */
async function navigate(
  browser: Browser,
  site: string,
  path: string,
  by: "link" | "router",
): Promise<Transfer | undefined> {
  const page = await browser.newPage();
  try {
    const net = network(page);
    await page.goto(`${site}${path}`, { waitUntil: "load" });
    await hydrated(page, path);
    // Whatever the first load still fetches is not the navigation's.
    await net.quiet();
    const transferred: Promise<{ type: string; bytes: number }>[] = [];
    page.on("requestfinished", (request) => {
      transferred.push(
        request.sizes().then(
          (sizes) => ({
            type: request.resourceType(),
            bytes: sizes.responseBodySize + sizes.responseHeadersSize,
          }),
          () => ({ type: request.resourceType(), bytes: 0 }),
        ),
      );
    });
    const next = page.locator('a[rel="next"]').first();
    const target = new URL((await next.getAttribute("href")) ?? "/", site).pathname;
    if (by === "link") await next.click();
    else {
      const started = await page.evaluate((to) => {
        const router = (
          window as { __reactRouterDataRouter?: { navigate: (to: string) => Promise<void> } }
        ).__reactRouterDataRouter;
        void router?.navigate(to);
        return router !== undefined;
      }, target);
      if (!started) return undefined;
    }
    await page.waitForURL((url) => url.pathname === target);
    await net.quiet();
    const requests = await Promise.all(transferred);
    const byType = new Map<string, { count: number; bytes: number }>();
    for (const { type, bytes } of requests) {
      const entry = byType.get(type) ?? { count: 0, bytes: 0 };
      byType.set(type, { count: entry.count + 1, bytes: entry.bytes + bytes });
    }
    return {
      target,
      bytes: requests.reduce((sum, r) => sum + r.bytes, 0),
      requests: requests.length,
      byType,
      client: !byType.has("document"),
    };
  } finally {
    await page.close();
  }
}

/** A navigation's line: how many requests of which type, and the bytes with their headers. */
const describeTransfer = (t: Transfer) =>
  `${t.requests} requests (${[...t.byType].map(([type, n]) => `${n.count} ${type} ${kb(n.bytes)} KB`).join(", ")}), ${kb(t.bytes)} KB transferred with headers`;

/** Article -> article in one language: by the link, and through the router when the link is not a client navigation. */
interface Navigation {
  readonly language: string;
  readonly link: Transfer;
  readonly client: Transfer | undefined;
}

export async function bytesBench(
  { site, template }: Targets,
  /** Path prefix by language, of the languages visited. */
  prefixes: Readonly<Record<string, string>>,
): Promise<Verdict[]> {
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: [
      "--no-sandbox",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
    ],
  });
  try {
    const pages: [string, string, string, boolean][] = [["template", "en", `${template}/`, false]];
    for (const [name, path] of Object.entries({ ...PAGES, "sign-up": "/signUp" }))
      for (const [language, prefix] of Object.entries(prefixes))
        pages.push([name, language, `${site}${localized(prefix, path)}`, true]);
    const rows: unknown[][] = [];
    const weights: { name: string; language: string; weight: Weight }[] = [];
    for (const [name, language, url, isSite] of pages) {
      const weight = await weigh(browser, url, isSite);
      weights.push({ name, language, weight });
      const share = weight.htmlRaw ? Math.round((100 * weight.dictionaryRaw) / weight.htmlRaw) : 0;
      rows.push([
        name,
        language,
        kb(weight.html),
        kb(weight.htmlRaw),
        kb(weight.dictionary),
        kb(weight.dictionaryRaw),
        `${share}%`,
        weight.jsFiles,
        kb(weight.js),
        kb(weight.jsSent),
        kb(weight.css),
      ]);
    }
    console.info(
      `\nBytes per page type before any interaction (loaded until hydrated and the network idle ${QUIET_MS / 1000} s): "gz" is the gzip size of the bodies (gzip -6), "sent" what crossed the network (the server sends Brotli when the browser accepts it); the dictionary's share is of the raw HTML. (targets on a doc article and home: HTML <= ${TARGET.htmlKb} KB gz, embedded dictionary <= ${TARGET.dictionaryKb} KB gz; JS on a doc article <= ${TARGET.articleJsKb} KB gz)\n`,
    );
    table(
      [
        "page",
        "lang",
        "HTML gz",
        "raw",
        "dict gz",
        "raw",
        "share",
        "JS files",
        "JS gz KB",
        "sent KB",
        "CSS gz KB",
      ],
      rows,
      [14, 6, 9, 8, 9, 7, 7, 10, 10, 9, 10],
    );

    const navigations: Navigation[] = [];
    console.info("");
    for (const [language, prefix] of Object.entries(prefixes)) {
      const from = localized(prefix, PAGES["doc article"]);
      const link = await navigate(browser, site, from, "link");
      // Only a navigation through the router can come back empty (no router on the page).
      if (!link) continue;
      const client = link.client ? link : await navigate(browser, site, from, "router");
      navigations.push({ language, link, client });
      console.info(
        link.client
          ? `Client navigation ${from} -> ${link.target} by its next link: ${describeTransfer(link)} (target <= ${TARGET.navigationKb} KB).`
          : `Navigation ${from} -> ${link.target} by its next link: a full page load, not a client navigation (the link is a plain anchor): ${describeTransfer(link)}.\n  The same as a client navigation through React Router's router: ${client ? describeTransfer(client) : "no router on the page"} (target <= ${TARGET.navigationKb} KB).`,
      );
    }

    // Each datum once: a paragraph of the article appears once in the page's HTML.
    const html = await fetch(`${site}${PAGES["doc article"]}`).then((r) => r.text());
    const paragraph = /<p>([^<]{40,120})/.exec(html.slice(html.indexOf('data-body="')))?.[1] ?? "";
    const count = paragraph ? html.split(paragraph).length - 1 : Number.NaN;
    console.info(
      `\nServer HTML of the doc article: its first paragraph appears ${count} time(s) (target 1: the body is not repeated in the hydration data).`,
    );
    return verdicts(weights, navigations, Object.keys(prefixes));
  } finally {
    await browser.close();
  }
}

/** The issue's byte targets: the largest figure of each over the languages measured. */
function verdicts(
  weights: readonly { name: string; language: string; weight: Weight }[],
  navigations: readonly Navigation[],
  languages: readonly string[],
): Verdict[] {
  const largest = (
    target: string,
    names: readonly string[],
    size: (w: Weight) => number,
    limitKb: number,
  ): Verdict => {
    const of = weights.filter((w) => names.includes(w.name));
    const top = [...of].sort((a, b) => size(b.weight) - size(a.weight))[0];
    if (!top) return { target, measured: "not measured", met: undefined };
    return {
      target,
      measured: `largest ${kb(size(top.weight))} KB (${top.name} ${top.language})`,
      met: of.every((w) => size(w.weight) <= limitKb * 1024),
    };
  };
  const where = `in ${languages.join(", ")}`;
  const articleJs = largest(
    `JS before any interaction on a doc article <= ${TARGET.articleJsKb} KB gzip`,
    ["doc article"],
    (w) => w.js,
    TARGET.articleJsKb,
  );
  const template = weights.find((w) => w.name === "template");
  const templateJs = template ? `${kb(template.weight.js)} KB` : "not measured";
  const measured = navigations.flatMap((n) => (n.client ? [{ ...n, client: n.client }] : []));
  const worstNavigation = [...measured].sort((a, b) => b.client.bytes - a.client.bytes)[0];
  const fullLoads = navigations.filter((n) => !n.link.client);
  return [
    largest(
      `HTML <= ${TARGET.htmlKb} KB gzip on a doc article and on home (${where})`,
      ["doc article", "home"],
      (w) => w.html,
      TARGET.htmlKb,
    ),
    largest(
      `Embedded dictionary <= ${TARGET.dictionaryKb} KB gzip on a doc article and on home`,
      ["doc article", "home"],
      (w) => w.dictionary,
      TARGET.dictionaryKb,
    ),
    { ...articleJs, measured: `${articleJs.measured}; the template ${templateJs}` },
    worstNavigation
      ? {
          target: `Client navigation article -> article <= ${TARGET.navigationKb} KB (${where})`,
          measured: `largest ${kb(worstNavigation.client.bytes)} KB (${worstNavigation.language})${fullLoads.length > 0 ? `, through the router: the article's next link makes a full page load instead (${fullLoads.map((n) => `${n.language} ${kb(n.link.bytes)} KB`).join(", ")})` : ""}`,
          met:
            fullLoads.length === 0 &&
            measured.length === navigations.length &&
            measured.every((n) => n.client.bytes <= TARGET.navigationKb * 1024),
        }
      : {
          target: `Client navigation article -> article <= ${TARGET.navigationKb} KB`,
          measured: "not measured",
          met: undefined,
        },
  ];
}
