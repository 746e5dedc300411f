// What a first load carries: the server's HTML has no `modulepreload` links (the page's scripts
// load after its first paint, apps/web/app/lib/after-paint.server.ts) and names PNG icons; in the
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
