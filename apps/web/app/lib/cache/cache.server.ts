// A cache in front of the provider API, with named strategies (Hydrogen's idea): fresh
// answers are served from memory, stale ones are served while a refresh runs in the
// background, and when the provider fails the last good answer is served instead. Errors
// are never cached. One load per key runs at a time, however many requests wait for it.
import { createHash } from "node:crypto";
import { type EndpointInput, type EndpointName, endpoints } from "@hostfront/api-client/contract";
import { CURRENCY_CACHE_TTL_MS } from "@hostfront/commerce";
import { upstreamCache } from "../ops/metrics.server";
import { KEY_PREFIX, withRedis } from "./redis.server";

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

export interface CacheEntry {
  readonly value: unknown;
  readonly storedAt: number;
}

/** Where entries live: in this process, or shared (Redis) between instances. */
export interface CacheStore {
  get(key: string): Promise<CacheEntry | undefined>;
  set(key: string, entry: CacheEntry, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
}

/**
 * An in-process store bounded by entries and by bytes (each answer's size as JSON, measured once
 * when stored: answers are stored only when loaded, at most once per key and freshness); the
 * least recently used entries go first.
 */
export function memoryStore(maxEntries = 2_000, maxBytes = 32 * 1024 * 1024): CacheStore {
  const entries = new Map<string, { entry: CacheEntry; expiresAt: number; bytes: number }>();
  let bytes = 0;
  const drop = (key: string) => {
    const held = entries.get(key);
    if (!held) return;
    entries.delete(key);
    bytes -= held.bytes;
  };
  return {
    async get(key) {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.expiresAt <= Date.now()) {
        drop(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, hit);
      return hit.entry;
    },
    async set(key, entry, ttlMs) {
      drop(key);
      // UTF-16 code units of the JSON: a bound, not a count of the heap's bytes.
      const size = 2 * (JSON.stringify(entry.value)?.length ?? 0) + key.length * 2;
      if (size > maxBytes) return;
      entries.set(key, { entry, expiresAt: Date.now() + ttlMs, bytes: size });
      bytes += size;
      while (entries.size > maxEntries || bytes > maxBytes) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        drop(oldest);
      }
    },
    async delete(key) {
      drop(key);
    },
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
    async set(key, entry, ttlMs) {
      await local.set(key, entry, ttlMs);
      await withRedis((redis) =>
        redis.set(name(key), JSON.stringify(entry), {
          expiration: { type: "PX", value: Math.max(1, Math.round(ttlMs)) },
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
  /** As `get`, with the time the value was loaded (now, for one loaded for this call). */
  entry<T>(
    key: string,
    keep: Keep,
    load: () => Promise<T>,
  ): Promise<{ readonly value: T; readonly storedAt: number }>;
  invalidate(key: string): Promise<void>;
  /** Calls `listener` with each key invalidated here (pages that showed it are outdated). */
  onInvalidate(listener: (key: string) => void): void;
}

export function createCache(store: CacheStore, now: () => number = Date.now): Cache {
  type Entry<T> = { readonly value: T; readonly storedAt: number };
  const loading = new Map<string, Promise<Entry<unknown>>>();
  const listeners: ((key: string) => void)[] = [];

  const refresh = <T>(
    key: string,
    strategy: CacheStrategy,
    load: () => Promise<T>,
  ): Promise<Entry<T>> => {
    const running = loading.get(key);
    if (running) return running as Promise<Entry<T>>;
    const promise = load()
      .then(async (value) => {
        const fresh = { value, storedAt: now() };
        await store.set(
          key,
          fresh,
          strategy.freshMs + Math.max(strategy.staleMs, STALE_IF_ERROR_MS),
        );
        return fresh;
      })
      .finally(() => loading.delete(key));
    loading.set(key, promise);
    return promise;
  };

  const entry = async <T>(key: string, keep: Keep, load: () => Promise<T>): Promise<Entry<T>> => {
    if (keep === "none") return { value: await load(), storedAt: now() };
    const strategy = typeof keep === "string" ? strategies[keep] : keep;
    const name = typeof keep === "string" ? keep : keep.name;
    const count = (result: "hit" | "stale" | "miss" | "stale_on_error") =>
      upstreamCache.inc({ strategy: name, result });
    const stored = (await store.get(key)) as Entry<T> | undefined;
    if (!stored) {
      count("miss");
      return refresh(key, strategy, load);
    }
    const age = now() - stored.storedAt;
    if (age <= strategy.freshMs) {
      count("hit");
      return stored;
    }
    if (age <= strategy.freshMs + strategy.staleMs) {
      // Serve stale now; refresh for the next request. A failed refresh keeps the old entry.
      count("stale");
      refresh(key, strategy, load).catch(() => undefined);
      return stored;
    }
    try {
      const fresh = await refresh(key, strategy, load);
      count("miss");
      return fresh;
    } catch (error) {
      if (age <= strategy.freshMs + STALE_IF_ERROR_MS) {
        count("stale_on_error");
        return stored;
      }
      count("miss");
      throw error;
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
