// A cache in front of the provider API, with named strategies (Hydrogen's idea) kept by
// @epic-web/cachified: fresh answers are served from memory, stale ones are served while a
// refresh runs in the background, and when the provider fails the last good answer is served
// instead. Errors are never cached. One load per key runs at a time, however many requests
// wait for it.
import { createHash } from "node:crypto";
import {
  assertCacheEntry,
  type CacheEntry,
  type CacheMetadata,
  type Cache as CacheStore,
  cachified,
  getPendingValuesCache,
  isExpired,
} from "@epic-web/cachified";
import { type EndpointInput, type EndpointName, endpoints } from "@hostfront/api-client/contract";
import { CURRENCY_CACHE_TTL_MS } from "@hostfront/commerce";
import { LRUCache } from "lru-cache";
import { upstreamCache } from "../ops/metrics.server";
import { KEY_PREFIX, withRedis } from "./redis.server";

export type { CacheEntry, CacheStore };

/** How long an answer is fresh, then how long it may be served stale while refreshing. */
export interface CacheStrategy {
  readonly freshMs: number;
  readonly staleMs: number;
}

export const strategies = {
  /** Changes during the day: announcements, reviews, the user's profile. */
  short: { freshMs: 60_000, staleMs: 10 * 60_000 },
  /** Changes rarely: currencies, footer links, the catalogue. */
  long: { freshMs: 60 * 60_000, staleMs: 24 * 60 * 60_000 },
} as const satisfies Record<string, CacheStrategy>;

export type StrategyName = keyof typeof strategies | "none";

/**
 * A policy a call site chooses for itself instead of its contract freshness: a strategy with a
 * name for the metrics (`hostfront_upstream_cache_total{strategy=...}`).
 */
export interface CachePolicy extends CacheStrategy {
  readonly name: string;
}

/** What a cached call is kept by: a contract freshness by name, or a call site's own policy. */
export type Keep = StrategyName | CachePolicy;

/**
 * The currency list, on the clock the browser keeps it by (@hostfront/commerce's
 * CURRENCY_CACHE_TTL_MS, SPEC.md's 24 hours): refreshed before it is that old, so a list a page
 * hands the browser is never one the browser would fetch again at once.
 */
export const CURRENCY_LIST: CachePolicy = {
  name: "currencyList",
  freshMs: CURRENCY_CACHE_TTL_MS - 60 * 60_000,
  staleMs: 60 * 60_000,
};

/** How long a last good answer may stand in for a failing provider. */
export const STALE_IF_ERROR_MS = 7 * 24 * 60 * 60_000;

/**
 * How long a store holds an entry: its freshness, then the longer of its stale window and
 * STALE_IF_ERROR_MS (cachified itself would drop it after the stale window, when it can no
 * longer stand in for a failing provider).
 */
export const keepFor = (metadata: CacheMetadata): number =>
  (metadata.ttl ?? 0) + Math.max(metadata.swr ?? 0, STALE_IF_ERROR_MS);

/**
 * An in-process store bounded by entries and by bytes (each answer's size as JSON, measured once
 * when stored: answers are stored only when loaded, at most once per key and freshness); the
 * least recently used entries go first.
 */
export function memoryStore(maxEntries = 2_000, maxBytes = 32 * 1024 * 1024): CacheStore {
  const entries = new LRUCache<string, CacheEntry>({
    max: maxEntries,
    maxSize: maxBytes,
    // UTF-16 code units of the JSON: a bound, not a count of the heap's bytes.
    sizeCalculation: (entry, key) =>
      Math.max(1, 2 * (JSON.stringify(entry.value)?.length ?? 0) + 2 * key.length),
    // Lifetimes start at the entry's createdTime, a wall-clock time: measured on that clock, read
    // at each lookup rather than cached behind a timer.
    perf: { now: () => Date.now() },
    ttlResolution: 0,
  });
  return {
    name: "memory",
    get: (key) => entries.get(key),
    set: (key, entry) => {
      entries.set(key, entry, { ttl: keepFor(entry.metadata), start: entry.metadata.createdTime });
    },
    delete: (key) => entries.delete(key),
  };
}

/**
 * Entries in Redis, shared by every instance (key prefix `hostfront:cache:`), and also kept in
 * this instance's `local` store: when Redis cannot answer in time, the instance serves what it
 * holds itself instead of failing.
 */
export function redisStore(local: CacheStore = memoryStore()): CacheStore {
  const name = (key: string) => `${KEY_PREFIX}cache:${key}`;
  return {
    name: "redis",
    async get(key) {
      const raw = await withRedis((redis) => redis.get(name(key)));
      if (raw === undefined) return local.get(key);
      if (raw === null) return undefined;
      try {
        return JSON.parse(raw) as CacheEntry;
      } catch {
        return undefined;
      }
    },
    async set(key, entry) {
      await local.set(key, entry);
      const left = entry.metadata.createdTime + keepFor(entry.metadata) - Date.now();
      await withRedis((redis) =>
        redis.set(name(key), JSON.stringify(entry), {
          expiration: { type: "PX", value: Math.max(1, Math.round(left)) },
        }),
      );
    },
    async delete(key) {
      await local.delete(key);
      await withRedis((redis) => redis.del(name(key)));
    },
  };
}

export interface Cache {
  /** The value for `key`: cached by `strategy`, else loaded. Throws only when nothing usable exists. */
  get<T>(key: string, keep: Keep, load: () => Promise<T>): Promise<T>;
  /** As `get`, with the time the value's load began (now, for one loaded for this call). */
  entry<T>(
    key: string,
    keep: Keep,
    load: () => Promise<T>,
  ): Promise<{ readonly value: T; readonly storedAt: number }>;
  invalidate(key: string): Promise<void>;
  /** Calls `listener` with each key invalidated here (pages that showed it are outdated). */
  onInvalidate(listener: (key: string) => void): void;
}

type Result = "hit" | "stale" | "miss" | "stale_on_error";

/**
 * The entry held for `key` when it is young enough to stand in for a failing provider.
 * cachified's own `fallbackToCache` is not used: it applies to forced refreshes only, and it
 * writes the old value back as a new fresh entry, which would hide its age from the pages
 * (storedAt) and stop the next request from asking the provider again.
 */
async function lastGood(store: CacheStore, key: string, maxAgeMs: number) {
  try {
    const held: unknown = await store.get(key);
    if (!held) return undefined;
    assertCacheEntry(held, key);
    return Date.now() - held.metadata.createdTime <= maxAgeMs ? held : undefined;
  } catch {
    return undefined;
  }
}

export function createCache(store: CacheStore): Cache {
  const listeners: ((key: string) => void)[] = [];

  const entry = async <T>(key: string, keep: Keep, load: () => Promise<T>) => {
    if (keep === "none") return { value: await load(), storedAt: Date.now() };
    const strategy = typeof keep === "string" ? strategies[keep] : keep;
    const count = (result: Result) =>
      upstreamCache.inc({ strategy: typeof keep === "string" ? keep : keep.name, result });
    let storedAt = Date.now();
    let result: Result = "miss";
    try {
      const value = await cachified<T>(
        {
          key,
          cache: store,
          ttl: strategy.freshMs,
          staleWhileRevalidate: strategy.staleMs,
          getFreshValue: () => load(),
        },
        // Which entry answered: its time for the pages, its state for the metrics.
        (context) => {
          storedAt = context.metadata.createdTime;
          let read: CacheMetadata | undefined;
          return (event) => {
            if (event.name === "getCachedValueRead") {
              read = (event.entry as CacheEntry | null | undefined)?.metadata;
            } else if (event.name === "getCachedValueSuccess" && read) {
              storedAt = read.createdTime;
              result = isExpired(read) ? "stale" : "hit";
            } else if (event.name === "getFreshValueHookPending") {
              // Waits for another request's load: the entry it writes has that load's time.
              const running = getPendingValuesCache(store).get(key);
              if (running) storedAt = running.metadata.createdTime;
            }
          };
        },
      );
      count(result);
      return { value, storedAt };
    } catch (error) {
      const held = await lastGood(store, key, strategy.freshMs + STALE_IF_ERROR_MS);
      if (!held) {
        count("miss");
        throw error;
      }
      count("stale_on_error");
      return { value: held.value as T, storedAt: held.metadata.createdTime };
    }
  };

  return {
    entry,
    get: async (key, keep, load) => (await entry(key, keep, load)).value,
    invalidate: async (key) => {
      await store.delete(key);
      for (const listener of listeners) listener(key);
    },
    onInvalidate: (listener) => void listeners.push(listener),
  };
}

/** A value with its object keys sorted at every depth, so equal inputs serialise alike. */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
  );
}

/**
 * The cache key of a provider call: its name and its input with the call's defaults applied
 * (so `{}` and `{ language: "en" }` share an entry) and keys sorted, plus a fingerprint of the
 * token for an answer that is the user's own. One rule, so every loader asking the same call
 * with the same input shares one entry.
 */
export function callKey<K extends EndpointName>(
  name: K,
  input: EndpointInput<K>,
  token?: string | null,
): string {
  const parsed = endpoints[name].input.safeParse(input ?? {});
  const key = `call:${name}:${JSON.stringify(sorted(parsed.success ? parsed.data : input))}`;
  return token ? `${key}:${createHash("sha256").update(token).digest("hex")}` : key;
}

/** How long the answers of a call are kept: the freshness the contract declares for it. */
export const callStrategy = (name: EndpointName): StrategyName => endpoints[name].freshness;
