import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { requestContext } from "~/context";
import { closeRedis, KEY_PREFIX, REDIS_TIMEOUT_MS, redis } from "~/lib/cache/redis.server";
import { redisCalls } from "~/lib/ops/metrics.server";
import { mockProviderApi } from "~/test/provider";
import { CLIENT_ADDRESS, pageArgs } from "~/test/request";
import {
  DEFAULT_LIMITS,
  done,
  hit,
  LIMITS,
  limitsOf,
  RateLimits,
  rateLimitsContext,
  subjects,
  usedUp,
} from "./rate-limit.server";

mockProviderApi();

const TOKEN = "a-token-of-forty-characters-0123456789ab";
const OTHER_TOKEN = "another-token-of-forty-characters-012345";

/** A request's context from `address` (the test's one by default), logged in with `token`. */
async function contextFor(
  { token, address }: { token?: string; address?: string } = {},
  limits?: RateLimits,
): Promise<RouterContextProvider> {
  const { context } = await pageArgs("/", token ? { token } : {});
  if (address)
    context.set(requestContext, { ...context.get(requestContext), clientAddress: address });
  if (limits) context.set(rateLimitsContext, limits);
  return context;
}

/** Hits `signUp` until its limit: every one allowed. */
async function spendSignUps(context: RouterContextProvider, max = LIMITS.signUp.max) {
  for (let i = 0; i < max; i++) expect((await hit(context, "signUp")).allowed).toBe(true);
}

describe("rate limits", () => {
  it("allows the limit in a window, refuses the next with the seconds left in it", async () => {
    const context = await contextFor();
    await spendSignUps(context);
    const refused = await hit(context, "signUp");
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: LIMITS.signUp.windowMs / 1000 });
  });

  it("starts over once the window has passed", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const limits = new RateLimits(limitsOf({ signUp: { max: 2, windowMs: 60_000 } }), null);
      const context = await contextFor({}, limits);
      await spendSignUps(context, 2);
      vi.advanceTimersByTime(30_000);
      expect(await hit(context, "signUp")).toEqual({ allowed: false, retryAfterSeconds: 30 });
      vi.advanceTimersByTime(30_001);
      expect((await hit(context, "signUp")).allowed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("counts each limit on its own", async () => {
    const context = await contextFor();
    await spendSignUps(context);
    expect((await hit(context, "signUp")).allowed).toBe(false);
    expect((await hit(context, "activate")).allowed).toBe(true);
  });

  it("counts a logged-in visitor by session too, never by the token itself", async () => {
    const context = await contextFor({ token: TOKEN });
    const ids = subjects(context);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toMatch(/^session:[0-9a-f]{32}$/);
    expect(ids.join(" ")).not.toContain("a-token");
  });

  it("follows a session to another address, and counts that address on its own", async () => {
    await spendSignUps(await contextFor({ token: TOKEN }));
    const elsewhere = await contextFor({ token: TOKEN, address: "203.0.113.9" });
    expect((await hit(elsewhere, "signUp")).allowed).toBe(false);
    const other = await contextFor({ token: OTHER_TOKEN, address: "203.0.113.9" });
    expect((await hit(other, "signUp")).allowed).toBe(true);
    // The first address is used up, whoever asks from it.
    expect((await hit(await contextFor({ token: OTHER_TOKEN }), "signUp")).allowed).toBe(false);
  });

  it("reads a once-a-day limit without counting, and counts it when done, per visitor", async () => {
    const visitor = await contextFor({ token: TOKEN });
    for (let i = 0; i < 3; i++) expect(await usedUp(visitor, "ratingDaily")).toEqual(allowed);
    await done(visitor, "ratingDaily");
    const refused = await usedUp(visitor, "ratingDaily");
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBe(LIMITS.ratingDaily.windowMs / 1000);
    // Another account on the same address is another visitor; so is the address logged out.
    expect(await usedUp(await contextFor({ token: OTHER_TOKEN }), "ratingDaily")).toEqual(allowed);
    expect(await usedUp(await contextFor(), "ratingDaily")).toEqual(allowed);
  });

  it("takes an operator's limit by name and refuses a name that limits nothing", () => {
    expect(limitsOf({ chat: { max: 60, windowMs: 60_000 } })).toEqual({
      ...DEFAULT_LIMITS,
      chat: { max: 60, windowMs: 60_000 },
    });
    expect(() => limitsOf({ signup: { max: 1, windowMs: 1000 } })).toThrow(/signup.*signUp/);
  });
});

const allowed = { allowed: true, retryAfterSeconds: 0 };

/** A Redis (the machine's redis-server) on 127.0.0.1:`port` keeping nothing on disk, once it takes connections. */
async function startRedis(port: number, dir: string): Promise<ChildProcess> {
  const args = ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--dir", dir];
  const server = spawn("redis-server", [...args, "--appendonly", "no"], { stdio: "pipe" });
  let output = "";
  await vi.waitFor(
    () => {
      output += server.stdout?.read()?.toString() ?? "";
      expect(output).toContain("Ready to accept connections");
    },
    { timeout: 10_000, interval: 50 },
  );
  return server;
}

/** The Redis operations counted as a fallback to the instance's own (timeout, unavailable, error). */
async function fallbacks(): Promise<number> {
  const { values } = await redisCalls.get();
  return values.filter((v) => v.labels.outcome !== "ok").reduce((sum, v) => sum + v.value, 0);
}

/** A free port on 127.0.0.1. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  server.close();
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

describe("rate limits in Redis", () => {
  let server: ChildProcess;
  let port = 0;
  let url = "";
  let dir = "";

  beforeAll(async () => {
    port = await freePort();
    dir = await mkdtemp(join(tmpdir(), "rate-limit-redis-"));
    server = await startRedis(port, dir);
    url = `redis://127.0.0.1:${port}`;
    // The first connection may take longer than REDIS_TIMEOUT_MS on a loaded machine (CI runs
    // the e2e suite beside this): wait for it, as the client keeps connecting.
    await vi.waitFor(async () => expect(await redis(url)).not.toBeNull(), {
      timeout: 10_000,
      interval: 100,
    });
  });

  afterAll(async () => {
    await closeRedis();
    server.kill("SIGKILL");
    await rm(dir, { recursive: true, force: true });
  });

  it("counts a visitor in Redis, shared by every instance, under the site's key prefix", async () => {
    const [one, two] = [new RateLimits(LIMITS, url), new RateLimits(LIMITS, url)];
    const before = await fallbacks();
    await spendSignUps(await contextFor({}, one), 3);
    await spendSignUps(await contextFor({}, two), LIMITS.signUp.max - 3);
    const refused = await hit(await contextFor({}, one), "signUp");
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: LIMITS.signUp.windowMs / 1000 });
    const client = await redis(url);
    const key = `${KEY_PREFIX}rl:signUp:ip:${CLIENT_ADDRESS}`;
    expect(await client?.get(key)).toBe(String(LIMITS.signUp.max + 1));
    expect(await client?.pTTL(key)).toBeGreaterThan(LIMITS.signUp.windowMs - 5_000);
    // Read without counting, counted when done.
    const rater = await contextFor({ address: "203.0.113.50" }, two);
    expect(await usedUp(rater, "ratingDaily")).toEqual(allowed);
    await done(rater, "ratingDaily");
    expect(
      (await usedUp(await contextFor({ address: "203.0.113.50" }, one), "ratingDaily")).allowed,
    ).toBe(false);
    // Redis answered every one.
    expect(await fallbacks()).toBe(before);
  });

  it("counts in the instance while Redis is frozen, each call waiting no longer than its deadline", async () => {
    const limits = new RateLimits(LIMITS, url);
    const context = await contextFor({ address: "203.0.113.60" }, limits);
    const before = await fallbacks();
    server.kill("SIGSTOP");
    try {
      const started = performance.now();
      await spendSignUps(context);
      expect((await hit(context, "signUp")).allowed).toBe(false);
      await done(context, "ratingDaily");
      expect((await usedUp(context, "ratingDaily")).allowed).toBe(false);
      const calls = LIMITS.signUp.max + 3;
      expect(performance.now() - started).toBeLessThan(calls * (REDIS_TIMEOUT_MS + 200));
      expect(await fallbacks()).toBe(before + calls);
    } finally {
      server.kill("SIGCONT");
    }
  });

  it("counts in the instance while Redis is down, in Redis again once it is back", async () => {
    const limits = new RateLimits(LIMITS, url);
    const context = await contextFor({ address: "203.0.113.70" }, limits);
    const before = await fallbacks();
    server.kill("SIGKILL");
    await once(server, "exit");
    await spendSignUps(context);
    expect((await hit(context, "signUp")).allowed).toBe(false);
    expect((await hit(context, "activate")).allowed).toBe(true);
    expect(await fallbacks()).toBe(before + LIMITS.signUp.max + 2);
    server = await startRedis(port, dir);
    // node-redis reconnects by itself (redis.server.ts), within its 2 s backoff.
    await vi.waitFor(async () => expect(await redis(url)).not.toBeNull(), { timeout: 5_000 });
    expect((await hit(context, "activate")).allowed).toBe(true);
    const client = await redis(url);
    expect(await client?.get(`${KEY_PREFIX}rl:activate:ip:203.0.113.70`)).toBe("1");
  });
});
