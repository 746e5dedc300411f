// Rate limits of the calls someone could abuse: asking the assistant, receiving coupons,
// signing up, activating accounts and rating the site; and "once a day" for ratings. Counted per visitor address and, when there is one,
// per session, in fixed windows; shared by every instance through Redis (REDIS_URL), else
// counted by this instance. Over the limit the answer is 429 with Retry-After and a
// translated message.
import { createHash } from "node:crypto";
import type { RouterContextProvider } from "react-router";
import { requestContext, sessionContext } from "~/context";
import { config } from "~/env.server";
import { translatorOf } from "~/lib/texts/translator.server";
import { KEY_PREFIX, withRedis } from "../cache/redis.server";
import { rateLimitRefusals } from "../ops/metrics.server";

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
  /** Ratings a visitor gives in a (UTC) day: one. */
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

/** Windows counted by this instance (also the fallback while Redis cannot answer). */
const local = new Map<string, { count: number; resetAt: number }>();
const MAX_LOCAL_KEYS = 50_000;

function countLocally(
  key: string,
  windowMs: number,
  now: number,
): { count: number; resetAt: number } {
  const current = local.get(key);
  if (current && current.resetAt > now) {
    current.count++;
    return current;
  }
  if (local.size >= MAX_LOCAL_KEYS) {
    for (const [name, entry] of local) if (entry.resetAt <= now) local.delete(name);
    if (local.size >= MAX_LOCAL_KEYS) local.clear();
  }
  const fresh = { count: 1, resetAt: now + windowMs };
  local.set(key, fresh);
  return fresh;
}

/** The counter of `key` in the window of `now`, and when that window ends. */
function windowOf(key: string, limit: Limit, now: number): { name: string; resetAt: number } {
  const window = Math.floor(now / limit.windowMs);
  return { name: `${KEY_PREFIX}rl:${key}:${window}`, resetAt: (window + 1) * limit.windowMs };
}

async function count(
  key: string,
  limit: Limit,
  now: number,
): Promise<{ count: number; resetAt: number }> {
  const { name, resetAt } = windowOf(key, limit, now);
  const shared = await withRedis(async (redis) => {
    const [hits] = await redis.multi().incr(name).pExpire(name, limit.windowMs).exec();
    return Number(hits);
  });
  if (shared !== undefined && Number.isFinite(shared)) return { count: shared, resetAt };
  return countLocally(name, limit.windowMs, now);
}

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
  now: number = Date.now(),
): Promise<Verdict> {
  const limit: Limit = LIMITS[name];
  let retryAfterSeconds = 0;
  let allowed = true;
  for (const subject of subjects(context)) {
    const { count: hits, resetAt } = await count(`${name}:${subject}`, limit, now);
    if (hits > limit.max) {
      allowed = false;
      retryAfterSeconds = Math.max(retryAfterSeconds, Math.ceil((resetAt - now) / 1000));
    }
  }
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
  now: number = Date.now(),
): Promise<Verdict> {
  const limit: Limit = LIMITS[name];
  const { name: key, resetAt } = windowOf(`${name}:${visitor(context)}`, limit, now);
  const shared = await withRedis((redis) => redis.get(key));
  const hits =
    shared === undefined
      ? (local.get(key)?.resetAt ?? 0) > now
        ? (local.get(key)?.count ?? 0)
        : 0
      : Number(shared ?? 0);
  const allowed = hits < limit.max;
  if (!allowed) rateLimitRefusals.inc({ name });
  return { allowed, retryAfterSeconds: allowed ? 0 : Math.ceil((resetAt - now) / 1000) };
}

/** Counts one done `name` for the visitor (see `usedUp`). */
export async function done(
  context: Readonly<RouterContextProvider>,
  name: LimitName,
  now: number = Date.now(),
): Promise<void> {
  await count(`${name}:${visitor(context)}`, LIMITS[name], now);
}

/** The visitor's message for a refused request: "too many requests", translated. */
export function tooManyMessage(context: Readonly<RouterContextProvider>): string {
  return translatorOf(context)("errors.status.429");
}

/** Forgets this instance's counts (tests). */
export const resetLocalLimits = (): void => local.clear();
