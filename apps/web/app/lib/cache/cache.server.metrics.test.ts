// What cachified's events are turned into: the metrics' result per lookup, and the time of the
// entry that answered, for a waiter of another request's load too.
import { afterEach, describe, expect, it, vi } from "vitest";
import { registry } from "../ops/metrics.server";
import { createCache, memoryStore, STALE_IF_ERROR_MS } from "./cache.server";

const policy = { name: "resultsTest", freshMs: 60_000, staleMs: 60_000 };

async function results(): Promise<Record<string, number>> {
  const metric = await registry.getSingleMetric("hostfront_upstream_cache_total")?.get();
  const mine = metric?.values.filter((v) => v.labels.strategy === policy.name) ?? [];
  return Object.fromEntries(mine.map((v) => [String(v.labels.result), v.value]));
}

describe("createCache on cachified", () => {
  afterEach(() => vi.useRealTimers());

  it("counts each lookup once by what answered it", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.UTC(2026, 0, 1);
    vi.setSystemTime(start);
    const cache = createCache(memoryStore());
    const before = await results();
    const moved = async (result: string) =>
      ((await results())[result] ?? 0) - (before[result] ?? 0);

    await cache.get("k", policy, async () => "v1"); // miss
    await cache.get("k", policy, async () => "unused"); // hit
    vi.setSystemTime(start + policy.freshMs + 1);
    const refresh = vi.fn(async (): Promise<string> => {
      throw new Error("down");
    });
    expect(await cache.get("k", policy, refresh)).toBe("v1"); // stale
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.setSystemTime(start + policy.freshMs + policy.staleMs + 1);
    expect(await cache.get("k", policy, refresh)).toBe("v1"); // stale_on_error
    vi.setSystemTime(start + policy.freshMs + STALE_IF_ERROR_MS + 1);
    await expect(cache.get("k", policy, refresh)).rejects.toThrow("down"); // miss

    expect(await moved("hit")).toBe(1);
    expect(await moved("stale")).toBe(1);
    expect(await moved("stale_on_error")).toBe(1);
    expect(await moved("miss")).toBe(2);
  });

  it("gives a request that waited for another's load that load's time", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.UTC(2026, 0, 1);
    vi.setSystemTime(start);
    const cache = createCache(memoryStore());
    let answer!: (value: string) => void;
    const load = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const first = cache.entry("k", policy, load);
    await new Promise((resolve) => setTimeout(resolve, 0));
    vi.setSystemTime(start + 500);
    const second = cache.entry("k", policy, load);
    await new Promise((resolve) => setTimeout(resolve, 0));
    answer("v");
    expect(await first).toEqual({ value: "v", storedAt: start });
    expect(await second).toEqual({ value: "v", storedAt: start });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
