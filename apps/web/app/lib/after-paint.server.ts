// The page's scripts load after its first paint. React Router's <Scripts> puts a
// `modulepreload` link for every module of the page in the head and ends the body with a
// module script whose static imports load them at once: on a phone's connection ~160 KB of
// script then shares the link with the stylesheet the first paint waits for, and the page
// shows later than its HTML allows. Nothing of the first paint needs them (the page works
// without JavaScript), so this transform of the streamed HTML takes the links out of the head
// and rewrites the module script to wait for the first frame, then add the links (every
// module at once, no waterfall) and import the route modules. Hydration is unchanged: the
// same element, whose text React never compares, runs the same code one frame later.
// ADR 0014 says why, with the measurements.
import { Transform, type TransformCallback } from "node:stream";
import { frameworkRank } from "./chunks";

/** A `modulepreload` link as React renders the ones of <Scripts> (hoisted into the head). */
const PRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
/** The opening tag of <Scripts>' module script (React's attribute order: nonce, type, async). */
const BOOTSTRAP_OPEN = /<script(?: nonce="[^"]*")? type="module" async="">/;
const SCRIPT_CLOSE = "</script>";
/** A static import of <Scripts>' module script: `import * as route0 from "/assets/root.js";`. */
const NAMESPACE_IMPORT = /^[ \t]*import \* as ([\w$]+) from ("[^"\n]+");[ \t]*$/gm;
/** A static import for its effects only: `import "/assets/manifest.js";`. */
const BARE_IMPORT = /^[ \t]*import ("[^"\n]+");[ \t]*$/gm;

/** Gives the browser a turn (input, rendering) between two pieces of start-up work. */
const YIELD = `await (globalThis.scheduler?.yield?.() ?? new Promise((go) => setTimeout(go, 0)));`;
/** The entry's import that ends <Scripts>' module script: `import("/assets/entry.client.js");`. */
const ENTRY_IMPORT = /import\(("[^"\n]+")\);\s*$/;

/**
 * Waits for the first frame (the stylesheet is in; rendering is what `requestAnimationFrame`
 * waits for), then lets that frame paint. A page opened in the background, where frames do
 * not come, starts at once.
 */
const AFTER_FIRST_PAINT = `await new Promise((go) => document.visibilityState === "visible" ? requestAnimationFrame(() => setTimeout(go, 0)) : go());`;

/**
 * The module script's code, loading after the first paint: the `modulepreload` links go in
 * first (all modules are requested together), then the static imports become one
 * `Promise.all` of dynamic imports binding the same names. The rest of the code (the manifest,
 * the route modules' table, the entry's import) stays as it was.
 */
export function bootstrapAfterPaint(code: string, preloads: readonly string[]): string {
  const bare: string[] = [];
  const names: string[] = [];
  const specifiers: string[] = [];
  const rest = code
    .replace(BARE_IMPORT, (_, specifier: string) => {
      bare.push(specifier);
      return "";
    })
    .replace(NAMESPACE_IMPORT, (_, name: string, specifier: string) => {
      names.push(name);
      specifiers.push(specifier);
      return "";
    });
  const lines = [AFTER_FIRST_PAINT];
  if (preloads.length > 0)
    lines.push(
      `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    );
  // Each module runs in a turn of its own (the framework's chunks first, in their order, as the
  // others import them), so no single task evaluates them all; the entry, which hydrates,
  // stays last.
  const entry = ENTRY_IMPORT.exec(rest)?.[1];
  const order = preloads
    .filter((href) => JSON.stringify(href) !== entry)
    .map((href, index) => ({ href, index, rank: frameworkRank(href) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ href }) => href);
  if (order.length > 0)
    lines.push(`for (const href of ${JSON.stringify(order)}) { await import(href); ${YIELD} }`);
  for (const specifier of bare) lines.push(`await import(${specifier});`);
  if (names.length > 0)
    lines.push(
      `const [${names.join(", ")}] = await Promise.all([${specifiers.map((s) => `import(${s})`).join(", ")}]);`,
    );
  return `${lines.join("\n")}\n${rest}`;
}

/**
 * Rewrites a document's HTML (see the file's comment). It holds the text back until <Scripts>'
 * module script has closed: that script ends the shell, which React writes in one go, so nothing
 * waits longer than it would have. What follows (streamed boundaries, the closing tags) passes
 * through. A document without that script (none is rendered) passes unchanged.
 */
export class ScriptsAfterPaint extends Transform {
  #decoder = new TextDecoder();
  #held = "";
  #done = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    const text = this.#decoder.decode(chunk, { stream: true });
    if (this.#done) return callback(null, text);
    this.#held += text;
    const open = BOOTSTRAP_OPEN.exec(this.#held);
    if (!open) return callback();
    const start = open.index + open[0].length;
    const end = this.#held.indexOf(SCRIPT_CLOSE, start);
    if (end === -1) return callback();
    this.#done = true;
    const before = this.#held.slice(0, open.index);
    const preloads: string[] = [];
    const head = before.replace(PRELOAD_LINK, (_, href: string) => {
      preloads.push(href);
      return "";
    });
    const code = bootstrapAfterPaint(this.#held.slice(start, end), preloads);
    const after = this.#held.slice(end);
    this.#held = "";
    callback(null, `${head}${open[0]}${code}${after}`);
  }

  override _flush(callback: TransformCallback) {
    callback(null, this.#held + this.#decoder.decode());
  }
}
