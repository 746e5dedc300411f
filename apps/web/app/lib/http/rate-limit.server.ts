// Rate limits of the calls someone could abuse: asking the assistant, receiving coupons,
// signing up, activating accounts and rating the site; and "once a day" for ratings. Counted
// per visitor address and, when there is one, per session, in fixed windows by
// rate-limiter-flexible (ADR 0005): shared by every instance through Redis (REDIS_URL), else
// counted by this instance. Over the limit the answer is 429 with Retry-After and a
// translated message.
import { createHash } from "node:crypto";
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  RLWrapperTimeouts,
} from "rate-limiter-flexible";
import { createContext, type RouterContextProvider } from "react-router";
import { requestContext, sessionContext } from "~/context";
import { config } from "~/env.server";
import { translatorOf } from "~/lib/texts/translator.server";
import { KEY_PREFIX, REDIS_TIMEOUT_MS, type Redis, redis } from "../cache/redis.server";
import { rateLimitRefusals, redisCalls } from "../ops/metrics.server";

export interface Limit {
  /** Requests allowed per window, per address and per session. */
  readonly max: number;
  readonly windowMs: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The limits, by what they protect (RATE_LIMITS replaces them by name). */
export const DEFAULT_LIMITS = {
  /** The assistant: a conversation is a few questions a minute. */
  chat: { max: 20, windowMs: MINUTE },
  /** Coupons: a visitor receives a handful at a time. */
  couponReceive: { max: 10, windowMs: MINUTE },
  /** Sign-up: a person registers once; an office behind one address a few times. */
  signUp: { max: 5, windowMs: 10 * MINUTE },
  /** Activation links: each is opened once or twice. */
  activate: { max: 10, windowMs: 10 * MINUTE },
  /** Sending a rating: tries of a form the provider could not take, not ratings (see `ratingDaily`). */
  rating: { max: 5, windowMs: 10 * MINUTE },
  /** Ratings a visitor gives in 24 hours from the last one: one. */
  ratingDaily: { max: 1, windowMs: DAY },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof DEFAULT_LIMITS;

/** The defaults with RATE_LIMITS applied; a name that limits nothing is a mistake, said at start. */
export function limitsOf(
  overrides: Readonly<Record<string, Limit>>,
): Readonly<Record<LimitName, Limit>> {
  for (const name of Object.keys(overrides))
    if (!Object.hasOwn(DEFAULT_LIMITS, name))
      throw new Error(
        `RATE_LIMITS names ${name}, which is none of ${Object.keys(DEFAULT_LIMITS).join(", ")}`,
      );
  return { ...DEFAULT_LIMITS, ...overrides };
}

/** The limits of this process. */
export const LIMITS = limitsOf(config.rateLimits);

export interface Verdict {
  readonly allowed: boolean;
  /** Seconds until the window that refused the request ends. */
  readonly retryAfterSeconds: number;
}

/**
 * The counters of the limits (rate-limiter-flexible): in Redis when `redisUrl` is set, so every
 * instance counts the same visitor together, else in this process. While Redis cannot answer
 * (not connected, an error, or no answer within REDIS_TIMEOUT_MS: a frozen Redis must not
 * hang a request), the process's own counters stand in (the library's insurance limiter).
 * Windows are fixed: they start at a key's first count and last the limit's window.
 */
export class RateLimits {
  readonly #limits: Readonly<Record<LimitName, Limit>>;
  readonly #redisUrl: string | null;
  readonly #local: Record<LimitName, RateLimiterMemory>;
  /** The Redis limiters of a client (a new client after `closeRedis` gets its own). */
  readonly #shared = new WeakMap<Redis, Record<LimitName, RLWrapperTimeouts>>();

  constructor(
    limits: Readonly<Record<LimitName, Limit>> = LIMITS,
    redisUrl: string | null = config.redisUrl,
  ) {
    this.#limits = limits;
    this.#redisUrl = redisUrl;
    this.#local = byName((name) => new RateLimiterMemory(this.#options(name)));
  }

  /** The limit `name` of this store. */
  limit(name: LimitName): Limit {
    return this.#limits[name];
  }

  #options(name: LimitName) {
    const { max, windowMs } = this.#limits[name];
    // Keys are `hostfront:rl:<name>:<subject>`.
    return {
      keyPrefix: `${KEY_PREFIX}rl:${name}`,
      points: max,
      duration: Math.ceil(windowMs / 1000),
    };
  }

  async #limiter(name: LimitName): Promise<RateLimiterAbstract> {
    const client = await redis(this.#redisUrl);
    if (!client) {
      if (this.#redisUrl) redisCalls.inc({ outcome: "unavailable" });
      return this.#local[name];
    }
    let shared = this.#shared.get(client);
    if (!shared) {
      shared = byName(
        (limit) =>
          new RLWrapperTimeouts({
            limiter: new RateLimiterRedis({
              ...this.#options(limit),
              storeClient: client,
              // node-redis (the library would take it for ioredis and call its API).
              useRedisPackage: true,
              // A client that is reconnecting fails at once rather than queueing.
              rejectIfRedisNotReady: true,
            }),
            // Redis's errors and its silence (frozen, a dropped connection) are answered once,
            // here, by this instance's counters. An insurance on the Redis limiter as well would
            // answer a call twice (and count the visitor twice) when its error comes after the
            // deadline, as it does while a killed Redis's connection is being dropped.
            timeoutMs: REDIS_TIMEOUT_MS,
            insuranceLimiter: standIn(this.#local[limit]),
          }),
      );
      this.#shared.set(client, shared);
    }
    return shared[name];
  }

  /** Counts one of `name` for `key`: its count, and the milliseconds its window has left. */
  async count(name: LimitName, key: string): Promise<RateLimiterRes> {
    const limiter = await this.#limiter(name);
    try {
      return await limiter.consume(key);
    } catch (refused) {
      // Over the limit is an answer, not an error (the insurance answers for the errors).
      if (refused instanceof RateLimiterRes) return refused;
      throw refused;
    }
  }

  /** Adds one of `name` for `key` without refusing anything (see `done`). */
  async add(name: LimitName, key: string): Promise<void> {
    await (await this.#limiter(name)).penalty(key);
  }

  /** The count of `name` for `key` in its window, counting nothing; null when there is none. */
  async read(name: LimitName, key: string): Promise<RateLimiterRes | null> {
    const res = await (await this.#limiter(name)).get(key);
    return res && res.msBeforeNext > 0 ? res : null;
  }
}

/** What a limiter is asked here (and so what a stand-in may be asked). */
const OPERATIONS = new Set<PropertyKey>(["consume", "penalty", "get"]);

/**
 * This instance's counters answering for Redis, each answer counted as that fallback in
 * hostfront_redis_calls_total as the cache's are (the HostfrontRedisFallback alert); the same
 * counters as when Redis is not connected, so an outage counts a visitor in one place.
 */
function standIn(local: RateLimiterMemory): RateLimiterMemory {
  return new Proxy(local, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      if (!OPERATIONS.has(property) || typeof value !== "function") return value;
      return (...args: unknown[]) => {
        // The library does not say whether Redis failed or fell silent: both are `error` here.
        redisCalls.inc({ outcome: "error" });
        return value.apply(target, args);
      };
    },
  });
}

function byName<T>(make: (name: LimitName) => T): Record<LimitName, T> {
  return Object.fromEntries(
    (Object.keys(DEFAULT_LIMITS) as LimitName[]).map((name) => [name, make(name)]),
  ) as Record<LimitName, T>;
}

/**
 * The counters a request is counted by: the process's (`new RateLimits()`) unless the request
 * was given its own, as a test gives each test its own.
 */
export const rateLimitsContext = createContext<RateLimits>(new RateLimits());

const seconds = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));

/** Who is asking: their address and, when logged in, their session (never the token itself). */
export function subjects(context: Readonly<RouterContextProvider>): string[] {
  const out = [`ip:${context.get(requestContext).clientAddress}`];
  const { token } = context.get(sessionContext);
  if (token) out.push(`session:${createHash("sha256").update(token).digest("hex").slice(0, 32)}`);
  return out;
}

/** Counts one request of `name` for the visitor; refused when any of their counts is over. */
export async function hit(
  context: Readonly<RouterContextProvider>,
  name: LimitName,
): Promise<Verdict> {
  const limits = context.get(rateLimitsContext);
  const { max } = limits.limit(name);
  let retryAfterSeconds = 0;
  for (const subject of subjects(context)) {
    const { consumedPoints, msBeforeNext } = await limits.count(name, subject);
    if (consumedPoints > max)
      retryAfterSeconds = Math.max(retryAfterSeconds, seconds(msBeforeNext));
  }
  const allowed = retryAfterSeconds === 0;
  if (!allowed) rateLimitRefusals.inc({ name });
  return { allowed, retryAfterSeconds };
}

/**
 * The one visitor a "once per visitor" limit counts: the session when logged in (each account
 * on a shared office address is its own visitor), else the address.
 */
function visitor(context: Readonly<RouterContextProvider>): string {
  const all = subjects(context);
  return all[1] ?? all[0] ?? "";
}

/**
 * Whether the visitor has used up `name` in the current window, without counting anything:
 * for limits counted only once the thing is done (`done`), such as one rating a day.
 */
export async function usedUp(
  context: Readonly<RouterContextProvider>,
  name: LimitName,
): Promise<Verdict> {
  const limits = context.get(rateLimitsContext);
  const counted = await limits.read(name, visitor(context));
  const allowed = (counted?.consumedPoints ?? 0) < limits.limit(name).max;
  if (!allowed) rateLimitRefusals.inc({ name });
  return { allowed, retryAfterSeconds: allowed ? 0 : seconds(counted?.msBeforeNext ?? 0) };
}

/** Counts one done `name` for the visitor (see `usedUp`). */
export async function done(
  context: Readonly<RouterContextProvider>,
  name: LimitName,
): Promise<void> {
  await context.get(rateLimitsContext).add(name, visitor(context));
}

/** The visitor's message for a refused request: "too many requests", translated. */
export function tooManyMessage(context: Readonly<RouterContextProvider>): string {
  return translatorOf(context)("errors.status.429");
}
