// The store of the page cache (middleware/page-cache.server.ts): kept pages by key, least
// recently used first out within the bounds, by the upstream answers they show (so an answer
// invalidated drops them), the renders under way and the refreshes claimed.

import {
  type DeflatedPage,
  deflatedBytes,
  inflatePieces,
} from "~/lib/page-cache/spliced-gzip.server";
import type { VisitHook } from "~/lib/page-cache/watch.server";
import type { Hole } from "./cut.server";

export interface Entry {
  readonly status: number;
  readonly headers: [string, string][];
  /** The page's pieces, deflated to be joined as gzip. */
  readonly page: DeflatedPage;
  /** The pieces as they are, once a client that takes no gzip asked for them (PageCache.plain). */
  plain?: readonly Buffer[];
  readonly holes: readonly Hole[];
  readonly forms: number;
  /** Origins the page's loaders added to CSP `connect-src`. */
  readonly connectSources: readonly string[];
  /** Until when it is fresh, then until when it may be answered while a render refreshes it. */
  readonly freshUntil: number;
  readonly staleUntil: number;
  /** Upstream cache keys of the answers it shows. */
  readonly sources: readonly string[];
  /** Work its loaders asked for on every visit. */
  readonly visitHooks: readonly VisitHook[];
}

/** Most entries kept, the largest page kept (bytes of HTML), and most bytes kept in all. */
export const PAGE_CACHE_MAX_ENTRIES = 2_000;
export const PAGE_CACHE_MAX_BODY = 512 * 1024;
export const PAGE_CACHE_MAX_BYTES = 16 * 1024 * 1024;

const plainBytes = (entry: Entry) =>
  entry.plain?.reduce((sum, piece) => sum + piece.length, 0) ?? 0;
const entryBytes = (entry: Entry) => deflatedBytes(entry.page) + plainBytes(entry);

export class PageCache {
  readonly #entries = new Map<string, Entry>();
  /** Pages by the upstream keys they show. */
  readonly #bySource = new Map<string, Set<string>>();
  /** Renders under way, by key: who misses the same page meanwhile waits for it. */
  readonly #pending = new Map<string, Promise<Entry | undefined>>();
  /** Keys a render is refreshing now. */
  readonly #refreshing = new Set<string>();
  #bytes = 0;

  /** How long a page showing an answer given for its render alone is kept (0: the cache is off). */
  readonly liveMs: number;
  readonly maxEntries: number;
  readonly maxBytes: number;

  constructor(
    liveMs: number,
    maxEntries = PAGE_CACHE_MAX_ENTRIES,
    maxBytes = PAGE_CACHE_MAX_BYTES,
  ) {
    this.liveMs = liveMs;
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Bytes kept: the pages' deflated pieces. */
  get bytes(): number {
    return this.#bytes;
  }

  /** The entry for `key` and whether it is still fresh; nothing once its stale time is over. */
  get(key: string, now = Date.now()): { entry: Entry; fresh: boolean } | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.staleUntil <= now) {
      this.#drop(key);
      return undefined;
    }
    // The most recently used go last: the first out are those nobody asked for longest.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return { entry, fresh: entry.freshUntil > now };
  }

  set(key: string, entry: Entry, now = Date.now()): void {
    this.#drop(key);
    if (entry.staleUntil <= now) return;
    this.#entries.set(key, entry);
    this.#bytes += entryBytes(entry);
    for (const source of entry.sources) {
      const pages = this.#bySource.get(source) ?? new Set<string>();
      this.#bySource.set(source, pages.add(key));
    }
    for (const [oldest, kept] of this.#entries) {
      const within = this.#entries.size <= this.maxEntries && this.#bytes <= this.maxBytes;
      if (within && kept.staleUntil > now) break;
      this.#drop(oldest);
    }
  }

  /**
   * The pieces of a kept page as they are, for a client that takes no gzip: inflated once, then
   * kept beside the gzip and counted in the bounds.
   */
  plain(entry: Entry): readonly Buffer[] {
    if (entry.plain) return entry.plain;
    entry.plain = inflatePieces(entry.page);
    if ([...this.#entries.values()].includes(entry)) this.#bytes += plainBytes(entry);
    return entry.plain;
  }

  /** Drops the pages that showed the upstream answer kept under `source`. */
  invalidateSource(source: string): void {
    for (const key of this.#bySource.get(source) ?? []) this.#drop(key);
  }

  clear(): void {
    this.#entries.clear();
    this.#bySource.clear();
    this.#bytes = 0;
  }

  /** The render under way for `key`, if any. */
  pending(key: string): Promise<Entry | undefined> | undefined {
    return this.#pending.get(key);
  }

  /** Marks `key` as being rendered until `render` settles. */
  rendering(key: string, render: Promise<Entry | undefined>): void {
    this.#pending.set(key, render);
    void render.finally(() => {
      if (this.#pending.get(key) === render) this.#pending.delete(key);
    });
  }

  /** Takes the refresh of `key`: true for the first caller until `release`. */
  claimRefresh(key: string): boolean {
    if (this.#refreshing.has(key)) return false;
    this.#refreshing.add(key);
    return true;
  }

  releaseRefresh(key: string): void {
    this.#refreshing.delete(key);
  }

  #drop(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entryBytes(entry);
    for (const source of entry.sources) {
      const pages = this.#bySource.get(source);
      pages?.delete(key);
      if (pages?.size === 0) this.#bySource.delete(source);
    }
  }
}
