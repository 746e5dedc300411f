// A short-lived cache of rendered public pages in this instance ("microcache"): under a burst
// of visitors, the same page is rendered once per few seconds instead of once per request.
//
// Only what the page itself declares shareable is kept: a 200 HTML document answered with
// `Cache-Control: public` (pages of logged-in visitors and pages with a form key answer
// `private, no-store`) and no Set-Cookie. Entries are keyed like `Vary: Cookie` asks a shared
// cache to: the URL and the whole Cookie header, so visitors share an entry only when every
// cookie the page could read is the same. The entry lives PAGE_CACHE_SECONDS (default 5; 0
// turns the cache off), far less than the `s-maxage` the same page already gives CDNs.
//
// What differs per response is put back on a hit: the CSP nonce (every script's `nonce`
// attribute and the policy, set again by the security middleware) and the request id. The
// entry keeps the page's bytes cut where those were, so a hit joins the pieces with this
// response's values: no text is searched, copied or encoded again per answer. A visitor
// asking for a fresh page (`Cache-Control: no-cache`, a hard reload) gets one.
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { requestContext } from "~/context";
import { config } from "~/env.server";

/** What goes between two pieces of a kept page: the response's nonce or its request id. */
type Hole = "nonce" | "id";

/** A page's HTML cut where the response it was kept from had its nonce and request id. */
export interface CutPage {
  /** UTF-8 bytes; one more than `holes`. */
  readonly pieces: readonly Buffer[];
  readonly holes: readonly Hole[];
  /** Bytes the pieces hold. */
  readonly size: number;
}

interface Entry extends CutPage {
  readonly status: number;
  readonly headers: [string, string][];
  /** Origins the page's loaders added to CSP `connect-src`. */
  readonly connectSources: readonly string[];
  readonly expiresAt: number;
}

/** Most entries kept, the largest page kept (bytes of HTML), and most bytes kept in all. */
export const PAGE_CACHE_MAX_ENTRIES = 500;
export const PAGE_CACHE_MAX_BODY = 512 * 1024;
export const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** Headers the security middleware sets for each response; never stored. */
const PER_RESPONSE = new Set(["content-security-policy", "x-request-id", "content-length"]);

export class PageCache {
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;

  readonly ttlMs: number;
  readonly maxEntries: number;
  readonly maxBytes: number;

  constructor(ttlMs: number, maxEntries = PAGE_CACHE_MAX_ENTRIES, maxBytes = PAGE_CACHE_MAX_BYTES) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Bytes of HTML kept. */
  get bytes(): number {
    return this.#bytes;
  }

  get(key: string, now = Date.now()): Entry | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.#drop(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, entry: Entry, now = Date.now()): void {
    this.#drop(key);
    this.#entries.set(key, entry);
    this.#bytes += entry.size;
    // The oldest entries go first (a Map keeps insertion order): those whose time is up, which
    // nobody asks for again, and those beyond the bounds.
    for (const [oldest, kept] of this.#entries) {
      const within = this.#entries.size <= this.maxEntries && this.#bytes <= this.maxBytes;
      if (within && kept.expiresAt > now) break;
      this.#drop(oldest);
    }
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  #drop(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.size;
  }
}

/** Whether the page said it may be shared, as a shared cache reads it. */
export function shareable(response: Response): boolean {
  if (response.status !== 200 || !response.body) return false;
  if (!(response.headers.get("content-type") ?? "").startsWith("text/html")) return false;
  if (response.headers.has("set-cookie")) return false;
  const control = (response.headers.get("cache-control") ?? "").toLowerCase();
  return /\bpublic\b/.test(control) && !/\b(private|no-store|no-cache)\b/.test(control);
}

/** Set by a loader whose visit must reach the provider each time (page tracking). */
const pageCacheContext = createContext<{ skip: boolean }>();

/** Keeps this response out of the page cache: the loader has work to do on every visit. */
export function skipPageCache(context: Readonly<RouterContextProvider>): void {
  try {
    context.get(pageCacheContext).skip = true;
  } catch {
    // No page cache in this context (a test calling the loader alone).
  }
}

/** Where `part` occurs in `bytes`, without overlaps, from `from` to `to`. */
function positions(bytes: Buffer, part: Buffer, from = 0, to = bytes.length): number[] {
  const found: number[] = [];
  for (let at = bytes.indexOf(part, from); at !== -1 && at + part.length <= to; ) {
    found.push(at);
    at = bytes.indexOf(part, at + part.length);
  }
  return found;
}

/**
 * `body` cut at each `nonce`, then at each `id` (when given) in what lies between: where a
 * hit puts its own values, as `replaceAll` of the nonce, then of the id, would. Both are ASCII,
 * which no byte of a multi-byte UTF-8 character is, so the bytes are searched as they are; the
 * pieces are views of `body`.
 */
export function cutPage(body: Buffer, nonce: string, id: string | null): CutPage {
  const pieces: Buffer[] = [];
  const holes: Hole[] = [];
  const nonceBytes = Buffer.from(nonce);
  const idBytes = id === null ? null : Buffer.from(id);
  let start = 0;
  const cut = (end: number) => {
    for (const at of idBytes ? positions(body, idBytes, start, end) : []) {
      pieces.push(body.subarray(start, at));
      holes.push("id");
      start = at + (idBytes as Buffer).length;
    }
    pieces.push(body.subarray(start, end));
  };
  for (const at of positions(body, nonceBytes)) {
    cut(at);
    holes.push("nonce");
    start = at + nonceBytes.length;
  }
  cut(body.length);
  return { pieces, holes, size: body.length };
}

/**
 * A kept page with `nonce` and `id` in its holes, as the parts to send one after another: its
 * pieces themselves (views of the kept bytes, never written to) and the two values.
 */
export function fillPage(page: CutPage, nonce: string, id: string): Uint8Array[] {
  const values = { nonce: Buffer.from(nonce), id: Buffer.from(id) };
  const parts: Uint8Array[] = [];
  page.pieces.forEach((piece, index) => {
    if (index > 0) parts.push(values[page.holes[index - 1] as Hole]);
    parts.push(piece);
  });
  return parts;
}

/**
 * A body streaming `parts` as they are. Not one new buffer of the page per answer (a
 * Buffer.concat, and a copy of it when a Response takes bytes): at 2,800 answers a second those
 * ~40 KB buffers, freed only at the next collection, grew the process by 50 MB or more.
 */
const streamOf = (parts: readonly Uint8Array[]): ReadableStream<Uint8Array> =>
  new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(part);
      controller.close();
    },
  });

/** The page cache of this process. */
export const pageCache = new PageCache(config.pageCacheSeconds * 1000);

export function pageCacheMiddleware(cache: PageCache = pageCache): MiddlewareFunction<Response> {
  return async ({ request, context }, next) => {
    const info = context.get(requestContext);
    const fresh = /\bno-cache\b/i.test(request.headers.get("cache-control") ?? "");
    if (cache.ttlMs <= 0 || request.method !== "GET" || !info.document) return next();
    const key = `${request.url}\n${request.headers.get("cookie") ?? ""}`;
    const decision = { skip: false };
    context.set(pageCacheContext, decision);

    const hit = fresh ? undefined : cache.get(key);
    if (hit) {
      for (const origin of hit.connectSources) info.connectSources.add(origin);
      const headers = new Headers(hit.headers);
      headers.set("X-Page-Cache", "hit");
      return new Response(streamOf(fillPage(hit, info.nonce, info.id)), {
        status: hit.status,
        headers,
      });
    }

    const response = await next();
    if (decision.skip || !shareable(response) || !response.body) return response;
    const [forVisitor, forCache] = response.body.tee();
    const headers = [...response.headers].filter(([name]) => !PER_RESPONSE.has(name));
    void new Response(forCache)
      .arrayBuffer()
      .then((buffer) => {
        const body = Buffer.from(buffer);
        // Kept only when the per-response values can be told from the page's own text: the
        // nonce is random, but a request id comes from the caller (X-Request-Id) and could be
        // any word of the page.
        const ids = positions(body, Buffer.from(info.id)).length;
        if (body.length > PAGE_CACHE_MAX_BODY || ids > 1) return;
        cache.set(key, {
          status: response.status,
          headers,
          ...cutPage(body, info.nonce, ids > 0 ? info.id : null),
          connectSources: [...info.connectSources],
          expiresAt: Date.now() + cache.ttlMs,
        });
      })
      .catch(() => {
        // A page that failed while streaming is not kept.
      });
    const answer = new Response(forVisitor, response);
    answer.headers.set("X-Page-Cache", fresh ? "bypass" : "miss");
    return answer;
  };
}

/** The page cache step of the root middleware, with this process's cache. */
export const pageCacheStep: MiddlewareFunction<Response> = pageCacheMiddleware();
