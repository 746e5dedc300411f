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

// What the transform finds in the HTML, as bytes (ScriptsAfterPaint says why):
// - PRELOAD_LINK, a `modulepreload` link as React renders the ones of <Scripts> (hoisted into
//   the head): `<link rel="modulepreload" href="([^"]+)"[^>]*>`;
// - BOOTSTRAP_OPEN, the opening tag of <Scripts>' module script (React's attribute order:
//   nonce, type, async): `<script(?: nonce="[^"]*")? type="module" async="">`;
// - its end, `</script>`.
const OPEN_END = Buffer.from(' type="module" async="">');
const OPEN_START = Buffer.from("<script");
const OPEN_START_NONCE = Buffer.from('<script nonce="');
const CLOSE = Buffer.from("</script>");
const PRELOAD_START = Buffer.from('<link rel="modulepreload" href="');
const QUOTE = 0x22;
const QUOTE_BYTE = Buffer.from('"');
const TAG_END_BYTE = Buffer.from(">");
/** A static import of <Scripts>' module script: `import * as route0 from "/assets/root.js";`. */
const NAMESPACE_IMPORT = /^[ \t]*import \* as ([\w$]+) from ("[^"\n]+");[ \t]*$/gm;
/** A static import for its effects only: `import "/assets/manifest.js";`. */
const BARE_IMPORT = /^[ \t]*import ("[^"\n]+");[ \t]*$/gm;

/** Gives the browser a turn (input, rendering) between two pieces of start-up work. */
const YIELD = `await (globalThis.scheduler?.yield?.() ?? new Promise((go) => setTimeout(go, 0)));`;
/**
 * <Scripts>' route manifest, which React Router writes indented (two spaces a level, a line per
 * value): `window.__reactRouterManifest = {\n  "entry": …\n};`.
 */
const MANIFEST = /(window\.__reactRouterManifest = )(\{[\s\S]*?\n\});/;
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
 * first (all modules are requested before any is run, one link per turn), then the static
 * imports become one `Promise.all` of dynamic imports binding the same names. The rest of the
 * code stays as it was (the route modules' table, the entry's import), the manifest written
 * without its indentation.
 */
export function bootstrapAfterPaint(code: string, preloads: readonly string[]): string {
  const bare: string[] = [];
  const names: string[] = [];
  const specifiers: string[] = [];
  const rest = code
    // Written without the indentation: 1 KB of a doc article's HTML, ~90 bytes gzip.
    .replace(MANIFEST, (whole, assign: string, json: string) => {
      try {
        return `${assign}${JSON.stringify(JSON.parse(json))};`;
      } catch {
        return whole; // not JSON after all: left as React Router wrote it
      }
    })
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
  // One link per turn: starting a request costs the browser ~1-2 ms (Chromium's
  // ResourceFetcher::requestResource), and the eleven links of a doc article added in one go
  // were a task of 10-22 ms right after the first paint, which Lighthouse's 4x slower phone
  // counts as blocking.
  if (preloads.length > 0)
    lines.push(
      `for (const href of ${JSON.stringify(preloads)}) { document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href })); ${YIELD} }`,
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
 * The rewritten module script per original code and preloads. Its code is the same for every
 * request of a page (modules, manifest, entry: no nonce, no request id), so each is rewritten
 * once; the map starts again when full, as a site has a bounded set of them.
 */
const rewritten = new Map<string, string>();
const REWRITES_KEPT = 500;

function rewrite(code: string, preloads: readonly string[]): string {
  const key = `${preloads.join("\n")}\n\n${code}`;
  let out = rewritten.get(key);
  if (out === undefined) {
    out = bootstrapAfterPaint(code, preloads);
    if (rewritten.size >= REWRITES_KEPT) rewritten.clear();
    rewritten.set(key, out);
  }
  return out;
}

/**
 * Rewrites a document's HTML (see the file's comment). It holds the bytes back until <Scripts>'
 * module script has closed: that script ends the shell, which React writes in one go, so nothing
 * waits longer than it would have. What follows (streamed boundaries, the closing tags) passes
 * through as it comes. A document without that script (none is rendered) passes unchanged.
 *
 * What it looks for is ASCII, which no byte of a multi-byte UTF-8 character can be, so it
 * works on the bytes: each arriving byte is searched once, and only the module script's code
 * is decoded and rewritten; the rest is passed on as it came, less the preload links.
 */
export class ScriptsAfterPaint extends Transform {
  /** The bytes held back, as they came. */
  readonly #held: Buffer[] = [];
  #heldLength = 0;
  /** Where the search goes on (a byte offset in the held bytes). */
  #searchFrom = 0;
  /** The module script's opening tag once found: where it starts and where its code starts. */
  #open: { readonly start: number; readonly codeStart: number } | null = null;
  #done = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    if (this.#done) return callback(null, chunk);
    this.#held.push(chunk);
    this.#heldLength += chunk.length;
    if (!this.#open) {
      this.#open = this.#findOpen();
      if (!this.#open) return callback();
      this.#searchFrom = this.#open.codeStart;
    }
    const end = this.#find(CLOSE, this.#searchFrom);
    if (end === -1) {
      this.#searchFrom = Math.max(this.#open.codeStart, this.#heldLength - CLOSE.length + 1);
      return callback();
    }
    this.#done = true;
    const { start, codeStart } = this.#open;
    const { parts, hrefs } = this.#withoutPreloads(start);
    const code = rewrite(this.#bytes(codeStart, end).toString("utf8"), hrefs);
    parts.push(
      ...this.#slices(start, codeStart),
      Buffer.from(code),
      ...this.#slices(end, this.#heldLength),
    );
    this.#held.length = 0;
    this.#heldLength = 0;
    callback(null, Buffer.concat(parts));
  }

  override _flush(callback: TransformCallback) {
    callback(null, this.#heldLength > 0 ? this.#bytes(0, this.#heldLength) : undefined);
  }

  /** The held bytes from `from` to `to`, as parts of the chunks they came in. */
  #slices(from: number, to: number): Buffer[] {
    const out: Buffer[] = [];
    let offset = 0;
    for (const chunk of this.#held) {
      const next = offset + chunk.length;
      if (next > from && offset < to)
        out.push(chunk.subarray(Math.max(0, from - offset), Math.min(chunk.length, to - offset)));
      offset = next;
      if (offset >= to) break;
    }
    return out;
  }

  /** The held bytes from `from` to `to` as one buffer (copied only when they span chunks). */
  #bytes(from: number, to: number): Buffer {
    const parts = this.#slices(from, to);
    return parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts);
  }

  /**
   * Where `bytes` first occurs in the held bytes at or after `from` (and before `to`), or -1.
   * Each chunk is searched in place from the one holding `from`, and each seam between two
   * chunks in a window of the pattern's length: the search goes on where the last one stopped.
   */
  #find(bytes: Buffer, from: number, to = this.#heldLength): number {
    let offset = 0;
    for (const chunk of this.#held) {
      const next = offset + chunk.length;
      if (offset >= to) break;
      if (next > from) {
        // A match across the seam before this chunk starts before it.
        if (offset > from && bytes.length > 1) {
          const windowStart = Math.max(from, offset - bytes.length + 1);
          const seam = this.#bytes(windowStart, Math.min(to, offset + bytes.length - 1));
          const at = seam.indexOf(bytes);
          if (at !== -1 && windowStart + at < offset) return windowStart + at;
        }
        const at = chunk.indexOf(bytes, Math.max(0, from - offset));
        if (at !== -1) return offset + at + bytes.length <= to ? offset + at : -1;
      }
      offset = next;
    }
    return -1;
  }

  /**
   * The module script's opening tag (the first match of BOOTSTRAP_OPEN), or null while the
   * held bytes have none. A match ends with OPEN_END, which is sought first; the tag before
   * it is `<script` or `<script nonce="…"` (a nonce has no quote).
   */
  #findOpen(): { start: number; codeStart: number } | null {
    for (;;) {
      const at = this.#find(OPEN_END, this.#searchFrom);
      if (at === -1) {
        this.#searchFrom = Math.max(0, this.#heldLength - OPEN_END.length + 1);
        return null;
      }
      const codeStart = at + OPEN_END.length;
      this.#searchFrom = codeStart;
      if (at >= OPEN_START.length && this.#bytes(at - OPEN_START.length, at).equals(OPEN_START))
        return { start: at - OPEN_START.length, codeStart };
      if (at < 1 || this.#bytes(at - 1, at)[0] !== QUOTE) continue;
      const quote = this.#lastQuoteBefore(at - 1);
      const start = quote + 1 - OPEN_START_NONCE.length;
      if (quote !== -1 && start >= 0 && this.#bytes(start, quote + 1).equals(OPEN_START_NONCE))
        return { start, codeStart };
    }
  }

  /** Where the last quote before `end` is in the held bytes, or -1. */
  #lastQuoteBefore(end: number): number {
    let offset = this.#heldLength;
    for (let index = this.#held.length - 1; index >= 0; index--) {
      const chunk = this.#held[index] as Buffer;
      offset -= chunk.length;
      if (offset >= end) continue;
      const at = chunk.subarray(0, end - offset).lastIndexOf(QUOTE);
      if (at !== -1) return offset + at;
    }
    return -1;
  }

  /**
   * The held bytes before `end` without PRELOAD_LINK's matches (as PRELOAD_LINK.replace would
   * leave them), and the matches' hrefs in order.
   */
  #withoutPreloads(end: number): { parts: Buffer[]; hrefs: string[] } {
    const parts: Buffer[] = [];
    const hrefs: string[] = [];
    let kept = 0;
    let from = 0;
    for (;;) {
      const at = this.#find(PRELOAD_START, from, end);
      if (at === -1) break;
      const hrefStart = at + PRELOAD_START.length;
      const hrefEnd = this.#find(QUOTE_BYTE, hrefStart, end);
      const close = hrefEnd === -1 ? -1 : this.#find(TAG_END_BYTE, hrefEnd + 1, end);
      // `[^"]+` takes at least one character, and the whole link lies before `end`.
      if (hrefEnd <= hrefStart || close === -1) {
        from = at + 1;
        continue;
      }
      parts.push(...this.#slices(kept, at));
      hrefs.push(this.#bytes(hrefStart, hrefEnd).toString("utf8"));
      kept = close + 1;
      from = kept;
    }
    parts.push(...this.#slices(kept, end));
    return { parts, hrefs };
  }
}
