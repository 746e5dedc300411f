import { Readable } from "node:stream";
import { buffer, text } from "node:stream/consumers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bootstrapAfterPaint, ScriptsAfterPaint } from "./after-paint.server";

/** What React Router's <Scripts> renders, as React streams it: links hoisted into the head. */
const DOCUMENT = [
  '<!DOCTYPE html><html lang="ja"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n0nce=="/>',
  '<link rel="modulepreload" href="/assets/framework.js" nonce="n0nce=="/>',
  '<link rel="modulepreload" href="/assets/root.js" nonce="n0nce=="/>',
  "</head><body><main><p>日本語の本文</p></main>",
  '<script nonce="n0nce==">window.__reactRouterContext = {};</script>',
  '<script nonce="n0nce==" type="module" async="">;\n',
  'import * as route0 from "/assets/root.js";\n',
  'import * as route1 from "/assets/doc.js";\n',
  '  window.__reactRouterManifest = {\n  "entry": { "module": "/assets/entry.client.js" }\n};\n',
  '  window.__reactRouterRouteModules = {"root":route0,"doc___ja":route1};\n\n',
  'import("/assets/entry.client.js");</script>',
  '<script nonce="n0nce==">window.__reactRouterContext.streamController.close();</script>',
  "</body></html>",
].join("");

/** The document through the transform, cut into chunks of `size` bytes (UTF-8 split anywhere). */
async function through(html: string, size: number): Promise<string> {
  const bytes = Buffer.from(html);
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return text(Readable.from(chunks).pipe(new ScriptsAfterPaint()));
}

describe("ScriptsAfterPaint", () => {
  it("takes the modulepreload links out of the head and leaves everything else", async () => {
    const out = await through(DOCUMENT, 1 << 16);
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).toContain(
      '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
    );
    expect(out).toContain("<main><p>日本語の本文</p></main>");
    expect(out).toContain('<script nonce="n0nce==" type="module" async="">');
    expect(out).toContain("window.__reactRouterContext.streamController.close();");
    expect(out.endsWith("</body></html>")).toBe(true);
  });

  it("gives the same document whatever the chunks, even mid-character", async () => {
    const whole = await through(DOCUMENT, 1 << 16);
    for (const size of [1, 2, 3, 7, 64, 333]) expect(await through(DOCUMENT, size)).toBe(whole);
  });

  it("passes a document without <Scripts>' module script unchanged", async () => {
    const bare =
      '<!DOCTYPE html><html><head><link rel="modulepreload" href="/a.js"/></head><body>x</body></html>';
    expect(await through(bare, 5)).toBe(bare);
  });

  it("gives what the rewrite of the whole text gives, for any document and any chunks", async () => {
    // The rewrite as plain text, on the whole document: what the transform, which works on
    // the bytes as they come, must give.
    const reference = (html: string): string => {
      const open = /<script(?: nonce="[^"]*")? type="module" async="">/.exec(html);
      const start = open ? open.index + open[0].length : -1;
      const end = open ? html.indexOf("</script>", start) : -1;
      if (!open || end === -1) return html;
      const preloads: string[] = [];
      const head = html
        .slice(0, open.index)
        .replace(/<link rel="modulepreload" href="([^"]+)"[^>]*>/g, (_, href: string) => {
          preloads.push(href);
          return "";
        });
      return `${head}${open[0]}${bootstrapAfterPaint(html.slice(start, end), preloads)}${html.slice(end)}`;
    };
    // The parts it looks for, and what may stand around them (multi-byte characters too).
    const parts = [
      '<link rel="modulepreload" href="',
      "/assets/a-1.js",
      '"',
      ">",
      "/>",
      "<script",
      ' nonce="',
      "n0=",
      ' type="module" async="">',
      "</script>",
      'import * as route0 from "/r.js";\n',
      'import("/e.js");',
      "日本語",
      "😀",
      " ",
      "<p>",
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...parts), { maxLength: 60 }),
        fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 8 }),
        async (pieces, sizes) => {
          const html = pieces.join("");
          const bytes = Buffer.from(html);
          const chunks: Buffer[] = [];
          for (let at = 0, i = 0; at < bytes.length; i++) {
            const size = sizes[i % sizes.length] as number;
            chunks.push(bytes.subarray(at, at + size));
            at += size;
          }
          const out = await buffer(Readable.from(chunks).pipe(new ScriptsAfterPaint()));
          expect(out.toString()).toBe(reference(html));
        },
      ),
      { numRuns: 500 },
    );
  });

  it("passes what follows the module script (streamed boundaries) untouched", async () => {
    const later = '<script>$RC("B:0","S:0")</script><link rel="modulepreload" href="/late.js"/>';
    const out = await through(
      `${DOCUMENT.replace("</body></html>", "")}${later}</body></html>`,
      11,
    );
    expect(out).toContain(later);
  });
});

describe("bootstrapAfterPaint", () => {
  const code =
    ';\nimport "/assets/manifest.js";\nimport * as route0 from "/assets/root.js";\nimport * as route1_main from "/assets/doc.js";\nconst route1 = {...route1_main};\nwindow.__reactRouterRouteModules = {"root":route0,"doc":route1};\nimport("/assets/entry.client.js");';
  const rewritten = bootstrapAfterPaint(code, ["/assets/entry.client.js", "/assets/root.js"]);

  it("waits for the first frame before anything loads", () => {
    const wait = rewritten.indexOf("requestAnimationFrame");
    expect(wait).toBeGreaterThanOrEqual(0);
    expect(rewritten.indexOf("modulepreload")).toBeGreaterThan(wait);
    expect(rewritten.indexOf("import(")).toBeGreaterThan(wait);
  });

  it("has no static import left, and binds the same names with one Promise.all", () => {
    expect(rewritten).not.toMatch(/^\s*import\s+[*"]/m);
    expect(rewritten).toContain(
      'const [route0, route1_main] = await Promise.all([import("/assets/root.js"), import("/assets/doc.js")]);',
    );
    expect(rewritten).toContain('await import("/assets/manifest.js");');
    expect(rewritten).toContain("const route1 = {...route1_main};");
    expect(rewritten).toContain('import("/assets/entry.client.js");');
  });

  it("writes the route manifest without its indentation, the same data", () => {
    const manifest = {
      entry: { module: "/assets/entry.client.js", imports: ["/assets/framework.js"], css: [] },
      routes: { root: { id: "root", path: "", hasLoader: true, module: "/assets/root.js" } },
      url: "/assets/manifest-391b7b0e.js",
      version: "391b7b0e",
    };
    const withManifest = `;\nimport * as route0 from "/assets/root.js";\n  window.__reactRouterManifest = ${JSON.stringify(manifest, null, 2)};\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client.js");`;
    const out = bootstrapAfterPaint(withManifest, ["/assets/root.js"]);
    expect(out).toContain(`window.__reactRouterManifest = ${JSON.stringify(manifest)};\n`);
    expect(out).toContain('window.__reactRouterRouteModules = {"root":route0};');
    // Not JSON (a future React Router writing code there): left as it was.
    const code = `window.__reactRouterManifest = {\n  entry: route0\n};\nimport("/assets/entry.client.js");`;
    expect(bootstrapAfterPaint(code, [])).toContain(
      "window.__reactRouterManifest = {\n  entry: route0\n};",
    );
  });

  it("adds every preload, one per turn, before the imports", () => {
    expect(rewritten).toContain('["/assets/entry.client.js","/assets/root.js"]');
    expect(rewritten).toMatch(/rel: "modulepreload", href \}\)\); await \(globalThis\.scheduler/);
    expect(rewritten.indexOf("modulepreload")).toBeLessThan(rewritten.indexOf("Promise.all"));
  });

  it("runs as a module: the names are bound and the entry is imported, after the wait", async () => {
    const loaded: string[] = [];
    const frame: (() => void)[] = [];
    const run = new Function(
      "document",
      "requestAnimationFrame",
      "setTimeout",
      "importModule",
      "window",
      `return (async () => {${rewritten.replaceAll("import(", "importModule(").replace(/^;/, "")}})();`,
    );
    const head: { rel: string; href: string }[] = [];
    const window: { __reactRouterRouteModules?: Record<string, unknown> } = {};
    const done = run(
      {
        visibilityState: "visible",
        head: { append: (link: { rel: string; href: string }) => head.push(link) },
        createElement: () => ({}),
      },
      (callback: () => void) => frame.push(callback),
      (callback: () => void) => callback(),
      async (specifier: string) => {
        loaded.push(specifier);
        return { specifier };
      },
      window,
    ) as Promise<void>;
    await Promise.resolve();
    expect(loaded).toEqual([]);
    for (const callback of frame) callback();
    await done;
    expect(head.map((link) => `${link.rel} ${link.href}`)).toEqual([
      "modulepreload /assets/entry.client.js",
      "modulepreload /assets/root.js",
    ]);
    // Each preloaded module but the entry first, one per turn; then what the static imports
    // named (in a browser the module map answers those from the modules already run); the
    // entry, which hydrates, last.
    expect(loaded).toEqual([
      "/assets/root.js",
      "/assets/manifest.js",
      "/assets/root.js",
      "/assets/doc.js",
      "/assets/entry.client.js",
    ]);
    expect(loaded.at(-1)).toBe("/assets/entry.client.js");
    expect(window.__reactRouterRouteModules?.root).toEqual({ specifier: "/assets/root.js" });
  });

  it("evaluates the framework's chunks first, in their order, each in a turn of its own", async () => {
    const preloads = [
      "/assets/entry.client-a1.js",
      "/assets/shell-b2.js",
      "/assets/framework-react-d4.js",
      "/assets/root-e5.js",
      "/assets/framework-router-f6.js",
    ];
    const bootstrap =
      ';\nimport "/assets/manifest.js";\nimport * as route0 from "/assets/root-e5.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-a1.js");';
    const events: string[] = [];
    const run = new Function(
      "document",
      "requestAnimationFrame",
      "setTimeout",
      "importModule",
      "window",
      `return (async () => {${bootstrapAfterPaint(bootstrap, preloads).replaceAll("import(", "importModule(").replace(/^;/, "")}})();`,
    );
    await (run(
      { visibilityState: "hidden", head: { append: () => undefined }, createElement: () => ({}) },
      () => events.push("frame"),
      (callback: () => void) => {
        events.push("turn");
        callback();
      },
      async (specifier: string) => {
        events.push(specifier.replace(/^\/assets\//, ""));
        return {};
      },
      {},
    ) as Promise<void>);
    expect(events).toEqual([
      // A page opened in the background does not wait for a frame. Each preload link is added
      // in a turn of its own.
      ...preloads.map(() => "turn"),
      "framework-react-d4.js",
      "turn",
      "framework-router-f6.js",
      "turn",
      "shell-b2.js",
      "turn",
      "root-e5.js",
      "turn",
      "manifest.js",
      "root-e5.js",
      "entry.client-a1.js",
    ]);
  });
});
