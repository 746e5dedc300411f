// Redis, shared by every instance of the site when REDIS_URL is set: the upstream cache and the
// rate limits live there, so instances behind a load balancer agree. A Redis that is down or
// slow never takes a page down: each operation has a short deadline, and the callers fall
// back to what the instance holds itself.
import { createClient } from "@redis/client";
import { config } from "~/env.server";
import { redisCalls } from "../ops/metrics.server";

/** Longest wait for one Redis operation before the instance answers on its own. */
export const REDIS_TIMEOUT_MS = 250;
/** Prefix of every key the site writes. */
export const KEY_PREFIX = "hostfront:";

const makeClient = (url: string) =>
  createClient({
    url,
    socket: {
      connectTimeout: 1_000,
      reconnectStrategy: (retries: number) => Math.min(retries * 200, 2_000),
    },
    disableOfflineQueue: true,
  });

export type Redis = ReturnType<typeof makeClient>;

let client: Redis | null = null;
/** Settles at the first connection's outcome (ready, or a first failure): callers wait for no more. */
let firstAttempt: Promise<void> = Promise.resolve();
let warned = false;

function warnOnce(error: unknown) {
  if (warned) return;
  warned = true;
  console.warn(
    JSON.stringify({
      service: "web",
      msg: "redis unavailable; using this instance's own cache and limits",
      error: error instanceof Error ? error.message : String(error),
    }),
  );
}

function connect(url: string): Redis {
  const next = makeClient(url);
  firstAttempt = new Promise<void>((resolve) => {
    next.once("ready", resolve);
    next.once("error", resolve);
  });
  next.on("error", warnOnce);
  next.on("ready", () => {
    warned = false;
  });
  // node-redis retries by itself (reconnectStrategy), the first connection too: connect()
  // settles only once connected, so no request may wait for it while Redis is away.
  next.connect().catch(warnOnce);
  return next;
}

/**
 * The shared client, connected on first use and reconnected by node-redis after an outage; null
 * without REDIS_URL or while it is not connected (a request then waits at most REDIS_TIMEOUT_MS,
 * and only for the first connection).
 */
export async function redis(url: string | null = config.redisUrl): Promise<Redis | null> {
  if (!url) return null;
  client ??= connect(url);
  if (!client.isReady) {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      firstAttempt,
      new Promise((resolve) => {
        timer = setTimeout(resolve, REDIS_TIMEOUT_MS);
      }),
    ]);
    clearTimeout(timer);
  }
  return client?.isReady ? client : null;
}

/** Runs `operation` against Redis within REDIS_TIMEOUT_MS; undefined when it cannot. */
export async function withRedis<T>(
  operation: (redis: Redis) => Promise<T>,
): Promise<T | undefined> {
  // Without REDIS_URL nothing is shared, and nothing falls back: not counted.
  if (!config.redisUrl) return undefined;
  const shared = await redis();
  if (!shared?.isReady) {
    redisCalls.inc({ outcome: "unavailable" });
    return undefined;
  }
  let timer: NodeJS.Timeout | undefined;
  const timedOut = Symbol("timeout");
  try {
    const answer = await Promise.race([
      operation(shared),
      new Promise<typeof timedOut>((resolve) => {
        timer = setTimeout(() => resolve(timedOut), REDIS_TIMEOUT_MS);
      }),
    ]);
    if (answer === timedOut) {
      redisCalls.inc({ outcome: "timeout" });
      return undefined;
    }
    redisCalls.inc({ outcome: "ok" });
    return answer;
  } catch (error) {
    redisCalls.inc({ outcome: "error" });
    warnOnce(error);
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/** Closes the shared client (the server's stop). */
export async function closeRedis(): Promise<void> {
  const current = client;
  client = null;
  if (current?.isOpen) await current.close().catch(() => undefined);
}
