import { CURRENCY_CACHE_TTL_MS } from "@hostfront/commerce";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  type Cache,
  type CacheEntry,
  type CacheStore,
  CURRENCY_LIST,
  callKey,
  callStrategy,
  createCache,
  keepFor,
  memoryStore,
  STALE_IF_ERROR_MS,
  strategies,
} from "./cache.server";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The wall clock, moved by hand (cachified and the stores read Date.now). */
function clock(start = Date.UTC(2026, 0, 1)) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(start);
  return {
    now: () => Date.now(),
    advance(ms: number) {
      vi.setSystemTime(Date.now() + ms);
    },
  };
}

/** A loader whose answers the test decides, counting its calls. */
function loader<T>(...answers: (T | Error)[]) {
  const fn = vi.fn(async () => {
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (answer instanceof Error) throw answer;
    return answer as T;
  });
  return fn;
}

/** Lets background refreshes settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("createCache", () => {
  afterEach(() => vi.useRealTimers());

  const setup = () => {
    const time = clock();
    const cache: Cache = createCache(memoryStore());
    return { time, cache };
  };

  it("serves a fresh entry without calling the loader again", async () => {
    const { time, cache } = setup();
    const load = loader("v1");
    expect(await cache.get("k", "short", load)).toBe("v1");
    time.advance(strategies.short.freshMs - 1);
    const again = loader("v2");
    expect(await cache.get("k", "short", again)).toBe("v1");
    expect(load).toHaveBeenCalledTimes(1);
    expect(again).not.toHaveBeenCalled();
  });

  it("keeps an entry by a call site's own policy instead of a contract freshness", async () => {
    const { time, cache } = setup();
    const policy = { name: "test", freshMs: 5 * MINUTE, staleMs: MINUTE };
    expect(await cache.get("k", policy, loader("v1"))).toBe("v1");
    time.advance(5 * MINUTE);
    expect(await cache.get("k", policy, loader("v2"))).toBe("v1");
    time.advance(1);
    // Stale within the policy's window: served while one refresh runs.
    const refresh = loader("v3");
    expect(await cache.get("k", policy, refresh)).toBe("v1");
    await settle();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(await cache.get("k", policy, loader("v4"))).toBe("v3");
  });

  it("refreshes the currency list before the browser's clock would call it old", () => {
    // A page hands the browser the list with its time; the browser fetches again past the TTL.
    expect(CURRENCY_LIST.freshMs + CURRENCY_LIST.staleMs).toBeLessThanOrEqual(
      CURRENCY_CACHE_TTL_MS,
    );
    expect(CURRENCY_LIST.freshMs).toBeGreaterThan(strategies.long.freshMs);
  });

  it("tells when an entry's value was loaded: now for a new one, then the time it was stored", async () => {
    const { time, cache } = setup();
    const start = time.now();
    expect(await cache.entry("k", "long", loader("v1"))).toEqual({ value: "v1", storedAt: start });
    time.advance(strategies.long.freshMs + 1);
    // Stale: served with its own time while the refresh runs.
    expect(await cache.entry("k", "long", loader("v2"))).toEqual({ value: "v1", storedAt: start });
    await settle();
    expect(await cache.entry("k", "long", loader("v3"))).toEqual({
      value: "v2",
      storedAt: start + strategies.long.freshMs + 1,
    });
    expect(await cache.entry("n", "none", loader("x"))).toEqual({
      value: "x",
      storedAt: time.now(),
    });
  });

  it("keeps keys apart", async () => {
    const { cache } = setup();
    await cache.get("a", "long", loader("A"));
    expect(await cache.get("b", "long", loader("B"))).toBe("B");
    expect(await cache.get("a", "long", loader("other"))).toBe("A");
  });

  it("serves a stale entry once and refreshes it in the background", async () => {
    const { time, cache } = setup();
    await cache.get("k", "short", loader("v1"));
    time.advance(strategies.short.freshMs + 1);

    const refresh = loader("v2");
    // Stale while revalidating: the old answer now, the new one for the next request.
    expect(await cache.get("k", "short", refresh)).toBe("v1");
    await settle();
    expect(refresh).toHaveBeenCalledTimes(1);

    const unused = loader("v3");
    expect(await cache.get("k", "short", unused)).toBe("v2");
    expect(unused).not.toHaveBeenCalled();
  });

  it("refreshes a stale entry only once for many concurrent requests", async () => {
    const { time, cache } = setup();
    await cache.get("k", "long", loader("v1"));
    time.advance(strategies.long.freshMs + 1);
    const pending = deferred<string>();
    const refresh = vi.fn(() => pending.promise);
    const answers = await Promise.all([
      cache.get("k", "long", refresh),
      cache.get("k", "long", refresh),
      cache.get("k", "long", refresh),
    ]);
    expect(answers).toEqual(["v1", "v1", "v1"]);
    // cachified starts a background refresh on the next turn of the event loop.
    await settle();
    expect(refresh).toHaveBeenCalledTimes(1);
    pending.resolve("v2");
    await settle();
    expect(await cache.get("k", "long", loader("v3"))).toBe("v2");
  });

  it("loads an entry past its stale window before answering", async () => {
    const { time, cache } = setup();
    await cache.get("k", "short", loader("v1"));
    time.advance(strategies.short.freshMs + strategies.short.staleMs + 1);
    const refresh = loader("v2");
    expect(await cache.get("k", "short", refresh)).toBe("v2");
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("runs one load for concurrent misses and gives every caller its answer", async () => {
    const { cache } = setup();
    const pending = deferred<{ n: number }>();
    const load = vi.fn(() => pending.promise);
    const all = Promise.all([
      cache.get("k", "long", load),
      cache.get("k", "long", load),
      cache.get("k", "long", load),
    ]);
    pending.resolve({ n: 1 });
    const answers = await all;
    expect(load).toHaveBeenCalledTimes(1);
    expect(answers[0]).toEqual({ n: 1 });
    expect(answers[1]).toBe(answers[0]);
    expect(answers[2]).toBe(answers[0]);
  });

  it("does not dedupe different keys", async () => {
    const { cache } = setup();
    const load = vi.fn(async () => "x");
    await Promise.all([cache.get("a", "long", load), cache.get("b", "long", load)]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("never caches an error: the next request tries again", async () => {
    const { cache } = setup();
    const failing = loader<string>(new Error("provider down"));
    await expect(cache.get("k", "short", failing)).rejects.toThrow("provider down");
    const working = loader("v1");
    expect(await cache.get("k", "short", working)).toBe("v1");
    expect(working).toHaveBeenCalledTimes(1);
  });

  it("rejects every concurrent waiter of a failed load, then loads again", async () => {
    const { cache } = setup();
    const pending = deferred<string>();
    const load = vi.fn(() => pending.promise);
    const first = cache.get("k", "short", load);
    const second = cache.get("k", "short", load);
    pending.reject(new Error("boom"));
    await expect(first).rejects.toThrow("boom");
    await expect(second).rejects.toThrow("boom");
    expect(load).toHaveBeenCalledTimes(1);
    expect(await cache.get("k", "short", loader("v1"))).toBe("v1");
  });

  it("keeps the old entry when a background refresh fails", async () => {
    const { time, cache } = setup();
    await cache.get("k", "short", loader("v1"));
    time.advance(strategies.short.freshMs + 1);
    const failing = loader<string>(new Error("down"));
    expect(await cache.get("k", "short", failing)).toBe("v1");
    await settle();
    expect(failing).toHaveBeenCalledTimes(1);
    // Still stale, so served again and refreshed again.
    const working = loader("v2");
    expect(await cache.get("k", "short", working)).toBe("v1");
    await settle();
    expect(await cache.get("k", "short", loader("v3"))).toBe("v2");
  });

  it("serves the last good answer when the provider fails past the stale window (stale-if-error)", async () => {
    const { time, cache } = setup();
    await cache.get("k", "short", loader("v1"));
    // Well past the short stale window, well inside the stale-if-error window.
    time.advance(2 * DAY);
    expect(2 * DAY).toBeGreaterThan(strategies.short.freshMs + strategies.short.staleMs);
    expect(2 * DAY).toBeLessThan(STALE_IF_ERROR_MS);
    const failing = loader<string>(new Error("down"));
    expect(await cache.get("k", "short", failing)).toBe("v1");
    expect(failing).toHaveBeenCalledTimes(1);
    // The provider is back: the next request loads the new answer.
    expect(await cache.get("k", "short", loader("v2"))).toBe("v2");
  });

  it("rethrows the provider's error once the last good answer is older than STALE_IF_ERROR_MS", async () => {
    const { time, cache } = setup();
    await cache.get("k", "long", loader("v1"));
    time.advance(strategies.long.freshMs + STALE_IF_ERROR_MS + 1);
    await expect(cache.get("k", "long", loader<string>(new Error("down")))).rejects.toThrow("down");
  });

  it("never caches with the none strategy", async () => {
    const { cache } = setup();
    const load = loader("a", "b");
    expect(await cache.get("k", "none", load)).toBe("a");
    expect(await cache.get("k", "none", load)).toBe("b");
    expect(load).toHaveBeenCalledTimes(2);
    // Nothing was stored for the key either.
    const stored = loader("c");
    expect(await cache.get("k", "short", stored)).toBe("c");
    expect(stored).toHaveBeenCalledTimes(1);
  });

  it("passes errors of the none strategy through", async () => {
    const { cache } = setup();
    await expect(cache.get("k", "none", loader<string>(new Error("x")))).rejects.toThrow("x");
  });

  it("forgets an invalidated entry", async () => {
    const { cache } = setup();
    await cache.get("k", "long", loader("v1"));
    await cache.invalidate("k");
    const load = loader("v2");
    expect(await cache.get("k", "long", load)).toBe("v2");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("stores entries long enough for stale-if-error", async () => {
    const sets: { key: string; entry: CacheEntry }[] = [];
    const store: CacheStore = {
      get: async () => undefined,
      set: async (key, entry) => {
        sets.push({ key, entry });
      },
      delete: async () => undefined,
    };
    const time = clock();
    await createCache(store).get("k", "short", loader("v"));
    expect(sets).toHaveLength(1);
    const { value, metadata } = sets[0]?.entry ?? { metadata: { createdTime: 0 } };
    expect(value).toBe("v");
    const { freshMs: ttl, staleMs: swr } = strategies.short;
    expect(metadata).toEqual({ createdTime: time.now(), ttl, swr });
    // The stores hold an entry by keepFor, past cachified's fresh + stale windows.
    expect(keepFor(metadata)).toBeGreaterThanOrEqual(strategies.short.freshMs + STALE_IF_ERROR_MS);
  });
});

describe("memoryStore", () => {
  afterEach(() => vi.useRealTimers());

  /** An entry made now, fresh for `ttl` (the stores keep it keepFor its metadata). */
  const entry = (value: unknown, ttl = DAY): CacheEntry => ({
    value,
    metadata: { createdTime: Date.now(), ttl, swr: 0 },
  });

  it("holds at most its bytes, the least recently used going first", async () => {
    const store = memoryStore(100, 1_000);
    await store.set("a", entry("x".repeat(200), MINUTE));
    await store.set("b", entry("x".repeat(200), MINUTE));
    await store.get("a");
    await store.set("c", entry("x".repeat(200), MINUTE));
    expect(await store.get("b")).toBeUndefined();
    expect(await store.get("a")).toBeDefined();
    expect(await store.get("c")).toBeDefined();
    // An answer larger than the whole store is not kept.
    await store.set("huge", entry("x".repeat(1_000), MINUTE));
    expect(await store.get("huge")).toBeUndefined();
  });

  it("keeps at most maxEntries, dropping the least recently used", async () => {
    const store = memoryStore(2);
    await store.set("a", entry("A"));
    await store.set("b", entry("B"));
    await store.get("a"); // a is now more recent than b
    await store.set("c", entry("C"));
    expect(await store.get("b")).toBeUndefined();
    expect((await store.get("a"))?.value).toBe("A");
    expect((await store.get("c"))?.value).toBe("C");
  });

  it("does not grow past its bound however many keys arrive", async () => {
    const store = memoryStore(10);
    for (let i = 0; i < 100; i++) await store.set(`k${i}`, entry(i));
    let present = 0;
    for (let i = 0; i < 100; i++) if (await store.get(`k${i}`)) present++;
    expect(present).toBe(10);
    // The newest survive.
    expect((await store.get("k99"))?.value).toBe(99);
    expect(await store.get("k89")).toBeUndefined();
  });

  it("replacing a key does not count twice", async () => {
    const store = memoryStore(2);
    await store.set("a", entry(1));
    await store.set("a", entry(2));
    await store.set("b", entry(3));
    expect((await store.get("a"))?.value).toBe(2);
    expect((await store.get("b"))?.value).toBe(3);
  });

  it("drops an entry once it can no longer stand in for a failing provider", async () => {
    const time = clock();
    const store = memoryStore();
    await store.set("k", entry("v", MINUTE));
    time.advance(MINUTE + STALE_IF_ERROR_MS);
    expect((await store.get("k"))?.value).toBe("v");
    time.advance(1);
    expect(await store.get("k")).toBeUndefined();
  });

  it("deletes", async () => {
    const store = memoryStore();
    await store.set("k", entry("v"));
    await store.delete("k");
    expect(await store.get("k")).toBeUndefined();
  });
});

describe("callKey and callStrategy", () => {
  it("keys a call by name and input, whatever the order of its fields or its defaults", () => {
    expect(callKey("areaSearch", { type: "vps", language: "ja" })).toBe(
      callKey("areaSearch", { language: "ja", type: "vps" }),
    );
    // `language` defaults to en: asking without it is asking for en.
    expect(callKey("areaSearch", {})).toBe(callKey("areaSearch", { language: "en" }));
    expect(callKey("areaSearch", { language: "zh" })).not.toBe(callKey("areaSearch", {}));
    expect(callKey("images", { language: "ja" })).not.toBe(
      callKey("areaSearch", { language: "ja" }),
    );
  });

  it("keeps a user's own answer apart per token, without the token in the key", () => {
    const mine = callKey("userBrowse", {}, "token-of-one-visitor-0001");
    expect(mine).not.toBe(callKey("userBrowse", {}, "token-of-another-visitor-02"));
    expect(mine).not.toBe(callKey("userBrowse", {}));
    expect(mine).not.toContain("token-of-one-visitor-0001");
  });

  it("takes each call's freshness from the contract, never caching a call that changes state", () => {
    expect(callStrategy("areaSearch")).toBe("long");
    // Stock changes as plans sell: every page gets the short strategy.
    expect(callStrategy("plans")).toBe("short");
    expect(callStrategy("couponReceive")).toBe("none");
    expect(callStrategy("orderCreate")).toBe("none");
  });
});
