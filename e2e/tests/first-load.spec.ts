// What a first load carries: the server's HTML has no `modulepreload` links (the page's scripts
// load after its first paint, apps/web/app/lib/page-weight/after-paint.server.ts) and names PNG icons; in the
// browser the scripts start once the stylesheet is in and the page has painted, and hydrate it.
import { expect, test } from "@playwright/test";
import { acceptCookies, hydrated, LANGUAGES, skipPromo } from "../support/site.ts";

for (const { code, prefix } of LANGUAGES) {
  test(`the server's HTML has no modulepreload links and PNG icons (${code})`, async ({
    request,
  }) => {
    for (const path of ["/", "/doc", "/product/vps"]) {
      const html = await (await request.get(`${prefix}${path}`)).text();
      expect(html, `${prefix}${path}`).not.toContain('rel="modulepreload"');
      // The module script that loads them after the first paint is there instead.
      expect(html).toMatch(/<script nonce="[^"]+" type="module" async="">await new Promise/);
      expect(html).toMatch(/<link [^>]*rel="icon" href="\/favicon\.png" type="image\/png"/);
      expect(html).toMatch(/<link [^>]*rel="apple-touch-icon" href="\/apple-touch-icon\.png"/);
      expect(html).not.toContain("favicon.svg");
    }
  });
}

// TanStack Query comes with the shell's parts that call the BFF (packages/ui/src/queries.tsx):
// no module a page loads before any interaction carries it.
test("no page loads TanStack Query before an interaction", async ({ request }) => {
  for (const path of ["/", "/doc/article/connect-with-ssh", "/product/vps-buy", "/zh/doc"]) {
    const html = await (await request.get(path)).text();
    // The after-paint script's list of modulepreload links (one added per turn).
    const list = html.match(/for \(const href of (\[[^\]]*\])\) \{ document\.head\.append/)?.[1];
    expect(list, path).toBeTruthy();
    const modules = JSON.parse(list ?? "[]") as string[];
    expect(modules.length).toBeGreaterThan(1);
    for (const href of modules) {
      const code = await (await request.get(href)).text();
      expect(code.includes("QueryClient"), `${path}: ${href}`).toBe(false);
    }
  }
});

test("the icons are PNG files; the SVG icon is gone", async ({ request }) => {
  for (const path of ["/favicon.png", "/apple-touch-icon.png"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    // The PNG signature.
    expect([...(await response.body()).subarray(0, 8)]).toEqual([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
    ]);
  }
  expect((await request.get("/favicon.svg")).status()).toBe(404);
});

for (const { code, prefix } of LANGUAGES) {
  test(`the scripts load after the first paint, then hydrate the page (${code})`, async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    await acceptCookies(page);
    await skipPromo(page);
    await page.goto(`${prefix}/doc`);
    await hydrated(page);
    const load = await page.evaluate(() => {
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const scripts = resources.filter((r) => new URL(r.name).pathname.endsWith(".js"));
      const stylesheets = resources.filter((r) => new URL(r.name).pathname.endsWith(".css"));
      return {
        painted: performance.getEntriesByName("first-contentful-paint").length,
        scripts: scripts.length,
        firstScriptStart: Math.min(...scripts.map((r) => r.startTime)),
        stylesheetEnd: Math.max(...stylesheets.map((r) => r.responseEnd)),
        preloads: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map(
          (link) => link.getAttribute("href") ?? "",
        ),
      };
    });
    expect(load.painted).toBe(1);
    expect(load.scripts).toBeGreaterThan(0);
    // Nothing of the scripts shared the line with the stylesheet the first paint waits for.
    expect(load.firstScriptStart).toBeGreaterThanOrEqual(load.stylesheetEnd);
    // The module script put the preloads in once the page had painted: every module at once.
    expect(load.preloads.length).toBeGreaterThan(1);
    expect(load.preloads.some((href) => /\/entry\.client-[\w-]+\.js$/.test(href))).toBe(true);
    // The rewritten module script runs under the page's CSP (its nonce) without an error.
    expect(problems).toEqual([]);
  });
}

// The Chinese or Japanese in a code block (a comment in a shell snippet) is drawn with a font
// the page's text already uses, not with one more CJK face (on Linux, the generic `monospace`
// gives it Noto Sans Mono CJK, a further face of a 20 MB font collection that a fresh browser
// copies before its first layout). packages/ui/src/styles.css, `--font-mono`.
for (const { code, prefix } of LANGUAGES.filter(({ code }) => code !== "en")) {
  test(`the CJK in code takes the page's own CJK font (${code})`, async ({ page }) => {
    await page.goto(`${prefix}/doc/article/connect-with-ssh`);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
    /** The fonts the browser drew a text's glyphs with, by family, for the first match. */
    const fontsOf = async (selector: string, text: RegExp) => {
      const { nodeIds } = await cdp.send("DOM.querySelectorAll", { nodeId: root.nodeId, selector });
      for (const nodeId of nodeIds) {
        const { outerHTML } = await cdp.send("DOM.getOuterHTML", { nodeId });
        if (!text.test(outerHTML.replace(/<[^>]+>/g, ""))) continue;
        const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
        return fonts.map((font) => font.familyName);
      }
      throw new Error(`no ${selector} with ${text}`);
    };
    const cjk = /[\u3040-\u30ff\u4e00-\u9fff]/;
    const commentFonts = await fontsOf("pre .hljs-comment", cjk);
    const textFonts = await fontsOf("[data-body] p", cjk);
    // The comment's Latin is in a monospace font, its CJK in one the paragraphs use.
    expect(commentFonts.length).toBeGreaterThan(1);
    const cjkFont = commentFonts.find((family) => textFonts.includes(family));
    expect(cjkFont, `code ${commentFonts.join(", ")}; text ${textFonts.join(", ")}`).toBeTruthy();
    expect(commentFonts.filter((family) => /Mono CJK/.test(family))).toEqual([]);
  });
}

// An English page has no Chinese or Japanese text to lay out but the header's language menu,
// closed (its autonyms), so a fresh browser opens no CJK font for it. The article's "Also in"
// line names the other languages in the page's language: written as autonyms, a layout that
// ran before that line's content-visibility was decided copied two 20 MB CJK font files
// (components/doc-article.island.tsx).
test("an English page lays out no CJK text", async ({ page }) => {
  for (const path of ["/", "/doc/article/connect-with-ssh", "/product/vps", "/doc/search?q=ssh"]) {
    await page.goto(path);
    const cjk = await page.evaluate(() => {
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest("script, details:not([open]) > :not(summary)")) continue;
        if (/[\u3040-\u30ff\u4e00-\u9fff]/.test(node.nodeValue ?? ""))
          found.push(node.nodeValue ?? "");
      }
      return found;
    });
    expect(cjk, path).toEqual([]);
  }
  // The article still links its other languages.
  await page.goto("/doc/article/connect-with-ssh");
  await expect(page.locator('main a[hreflang="zh"]')).toHaveText("Simplified Chinese");
  await expect(page.locator('main a[hreflang="ja"]')).toHaveText("Japanese");
});
