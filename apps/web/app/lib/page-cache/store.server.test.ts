import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { deflatedBytes, deflatePage } from "~/lib/page-cache/spliced-gzip.server";
import { type Entry, PageCache } from "./store.server";

describe("the page cache's store", () => {
  it("forgets pages whose time is up when it keeps another, and holds at most its bytes", () => {
    const entry = (size: number, staleUntil: number): Entry => ({
      // Random bytes: deflated, they keep their size.
      page: deflatePage([randomBytes(size)]),
      holes: [],
      forms: 0,
      status: 200,
      headers: [],
      connectSources: [],
      freshUntil: staleUntil,
      staleUntil,
      sources: [],
      visitHooks: [],
    });
    const cache = new PageCache(5_000, 10, 1_000);
    cache.set("/old", entry(100, 1_000), 0);
    const kept = entry(100, 9_000);
    cache.set("/new", kept, 2_000);
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(deflatedBytes(kept.page));
    for (const path of ["/a", "/b", "/c", "/d"]) cache.set(path, entry(300, 9_000), 2_000);
    expect(cache.bytes).toBeLessThanOrEqual(1_000);
    expect(cache.get("/d", 2_000)).toBeDefined();
    expect(cache.get("/new", 2_000)).toBeUndefined();
  });
});
