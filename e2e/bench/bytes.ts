// Part 2 of the bench: bytes per page type (gzip): the HTML, the dictionary embedded in it, JS
// loaded before any interaction, CSS; what a client navigation between articles transfers; and
// whether an article's text is repeated in its page.
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { CHROME, PAGES, type Targets, table } from "./report.ts";

export async function bytesBench({ site, template }: Targets): Promise<void> {
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: [
      "--no-sandbox",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
    ],
  });
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const gz = (text: string) => gzipSync(text).byteLength;
  /** What a page downloads until the network is idle, with no interaction: gzip bytes. */
  const weigh = async (base: string, path: string) => {
    const page = await browser.newPage();
    const sizes = { js: 0, css: 0, html: 0, files: 0, dictionary: 0, dictionaryRaw: 0 };
    const pending: Promise<void>[] = [];
    page.on("response", (response) => {
      const type = response.request().resourceType();
      if (!response.url().startsWith(base)) return;
      pending.push(
        response.body().then(
          (body) => {
            const size = gzipSync(body).byteLength;
            if (type === "script") {
              sizes.js += size;
              sizes.files++;
            } else if (type === "stylesheet") sizes.css += size;
            else if (type === "document") sizes.html += size;
          },
          () => undefined,
        ),
      );
    });
    await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
    await Promise.all(pending);
    const dictionary = await page.evaluate(
      () => document.getElementById("hostfront-dictionary")?.textContent ?? "",
    );
    sizes.dictionary = dictionary ? gz(dictionary) : 0;
    sizes.dictionaryRaw = dictionary.length;
    await page.close();
    return sizes;
  };
  const rows: unknown[][] = [];
  const types: [string, string, string][] = [
    ["template", template, "/"],
    ...Object.entries({ ...PAGES, "sign-up": "/signUp" }).map(
      ([name, path]) => [name, site, path] as [string, string, string],
    ),
  ];
  for (const [name, base, path] of types) {
    const sizes = await weigh(base, path);
    rows.push([
      name,
      kb(sizes.html),
      `${kb(sizes.dictionary)} (${kb(sizes.dictionaryRaw)} raw)`,
      kb(sizes.js),
      sizes.files,
      kb(sizes.css),
    ]);
  }
  console.info(
    "\nBytes per page type, gzip, before any interaction (targets on a doc article and home: HTML <= 12 KB, embedded dictionary <= 3 KB; JS on a doc article <= 130 KB)\n",
  );
  table(
    ["page", "HTML KB", "dictionary KB", "JS KB", "JS files", "CSS KB"],
    rows,
    [16, 10, 22, 10, 10, 10],
  );

  // A client navigation from one article to another: what crosses the network after the click.
  const page = await browser.newPage();
  await page.goto(`${site}${PAGES["doc article"]}`, { waitUntil: "networkidle" });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const transferred: Promise<number>[] = [];
  page.on("requestfinished", (request) => {
    transferred.push(
      request.sizes().then(
        (sizes) => sizes.responseBodySize + sizes.responseHeadersSize,
        () => 0,
      ),
    );
  });
  // The article's "next" link: a client navigation once the page is hydrated.
  const next = page.locator('a[rel="next"]').first();
  const target = new URL((await next.getAttribute("href")) ?? "/", site).pathname;
  await next.click();
  await page.waitForURL((url) => url.pathname === target);
  await page.waitForLoadState("networkidle");
  const bytes = (await Promise.all(transferred)).reduce((sum, size) => sum + size, 0);
  console.info(
    `\nClient navigation ${PAGES["doc article"]} -> ${target}: ${transferred.length} requests, ${kb(bytes)} KB transferred (target <= 15 KB).`,
  );
  await page.close();
  await browser.close();

  // Each datum once: a paragraph of the article appears once in the page's HTML.
  const html = await fetch(`${site}${PAGES["doc article"]}`).then((r) => r.text());
  const paragraph = /<p>([^<]{40,120})/.exec(html.slice(html.indexOf('data-body="')))?.[1] ?? "";
  const count = paragraph ? html.split(paragraph).length - 1 : Number.NaN;
  console.info(
    `\nServer HTML of the doc article: its first paragraph appears ${count} time(s) (target 1: the body is not repeated in the hydration data).`,
  );
}
