// The provider API as the BFF calls it: one client for the process, with each call carrying
// the visitor's token, request id and address.
import {
  type CallArgs,
  type CallOptions,
  createApiClient,
  type EndpointInput,
  type EndpointName,
  type EndpointOutput,
} from "@hostfront/api-client";
import { endpoints } from "@hostfront/api-client/contract";
import { failed, injectInto, type Span, SpanKind, tracingWanted } from "@hostfront/telemetry";
import type { RouterContextProvider } from "react-router";
import { requestContext, sessionContext } from "~/context";
import { config } from "~/env.server";
import { providerCalls, providerDuration } from "../ops/metrics.server";
import { tracer } from "../ops/tracing.server";
import { noteAnswer, noteLive } from "../page-cache/watch.server";
import {
  callKey,
  callStrategy,
  createCache,
  type Keep,
  memoryStore,
  redisStore,
  strategies,
} from "./cache.server";

/** A contract call's name by its method and path (the contract's paths hold no parameters). */
const callNames = new Map<string, string>(
  Object.entries(endpoints).map(([name, endpoint]) => [
    `${endpoint.method} ${endpoint.path}`,
    name,
  ]),
);
const callOf = (method: string, url: string) =>
  callNames.get(`${method} ${new URL(url).pathname}`) ?? "other";

/** The envelope's code of a refused call (`{ code: 4000, ... }`), when it has one. */
async function codeOf(response: Response): Promise<string | null> {
  try {
    const body = (await response.clone().json()) as { code?: unknown };
    return typeof body.code === "number" ? String(body.code) : null;
  } catch {
    return null;
  }
}

function observeCall(call: string, outcome: string, attempt: number, seconds: number | null) {
  providerCalls.inc({ call, outcome });
  if (seconds !== null) providerDuration.observe({ call, outcome }, seconds);
  if (attempt > 1) providerCalls.inc({ call, outcome: "retried" });
}

/**
 * With traces on, each attempt is a client span of the page's trace, and its `traceparent` goes
 * with it: the provider continues the trace. Found again by the attempt's headers object.
 */
const tracing = tracingWanted();
const attempts = new WeakMap<Headers, Span>();

function startAttempt(method: string, url: string, headers: Headers, attempt: number) {
  const call = callOf(method, url);
  const span = tracer.startSpan(`call ${call}`, {
    kind: SpanKind.CLIENT,
    attributes: {
      "hostfront.call": call,
      "http.request.method": method,
      "server.address": new URL(url).host,
      "hostfront.attempt": attempt,
    },
  });
  attempts.set(headers, span);
  injectInto(headers, span);
}

function endAttempt(headers: Headers, outcome: string, status?: number, error?: unknown) {
  const span = attempts.get(headers);
  if (!span) return;
  attempts.delete(headers);
  span.setAttribute("hostfront.outcome", outcome);
  if (status !== undefined) span.setAttribute("http.response.status_code", status);
  if (error !== undefined) failed(span, error);
  else if (outcome !== "ok") failed(span, `answered ${outcome}`);
  span.end();
}

export const api = createApiClient({
  baseUrl: config.providerApiUrl,
  // Every attempt, by contract call and outcome (lib/ops/metrics.server.ts), and its span.
  hooks: {
    ...(tracing
      ? {
          beforeRequest: ({ method, url, headers, attempt }) =>
            startAttempt(method, url, headers, attempt),
        }
      : {}),
    async afterResponse({ method, url, headers, response, durationMs, attempt }) {
      const outcome = response.ok ? "ok" : ((await codeOf(response)) ?? `http_${response.status}`);
      observeCall(callOf(method, url), outcome, attempt, durationMs / 1000);
      if (tracing) endAttempt(headers, outcome, response.status);
      return undefined;
    },
    onError({ method, url, headers, error, attempt }) {
      const name = error instanceof Error ? error.name : "";
      const outcome = name === "TimeoutError" || name === "AbortError" ? "timeout" : "network";
      observeCall(callOf(method, url), outcome, attempt, null);
      if (tracing) endAttempt(headers, outcome, undefined, error);
    },
  },
});

/** The cache in front of the provider API: shared through Redis with REDIS_URL, else in-process. */
export const cache = createCache(config.redisUrl ? redisStore() : memoryStore());

/**
 * Per-call options for a request: its id, the visitor's address, and the token when asked. A
 * call made with them outside the cache gives an answer for this request alone: a page showing
 * it is kept only briefly (lib/page-cache/watch.server.ts).
 */
export function callOptions(
  context: Readonly<RouterContextProvider>,
  options: { withToken?: boolean } = {},
): CallOptions {
  noteLive(context);
  return requestOptions(context, options);
}

function requestOptions(
  context: Readonly<RouterContextProvider>,
  { withToken = false } = {},
): CallOptions {
  const info = context.get(requestContext);
  const headers = { "x-request-id": info.id, "x-forwarded-for": info.clientAddress };
  const token = withToken ? context.get(sessionContext).token : null;
  return token ? { headers, token } : { headers };
}

/** How a cached call is made: for the visitor alone, and kept by a policy of the call site's. */
export interface CachedCallOptions {
  /** The visitor's own answer (sent with their token), kept for them alone. */
  readonly withToken?: boolean;
  /** How long the answer is kept: the contract's freshness for the call unless given here. */
  readonly keep?: Keep;
}

/**
 * A provider call through the cache, keyed by call and input (`callKey`) and kept as long as the
 * call site says (`keep`), else as the contract's freshness for the call says.
 */
export async function cachedCall<K extends EndpointName>(
  context: Readonly<RouterContextProvider>,
  name: K,
  input: EndpointInput<K>,
  options: CachedCallOptions = {},
): Promise<EndpointOutput<K>> {
  return (await cachedAnswer(context, name, input, options)).value;
}

/** As `cachedCall`, with the time the provider gave the answer (`storedAt`, ms since the epoch). */
export async function cachedAnswer<K extends EndpointName>(
  context: Readonly<RouterContextProvider>,
  name: K,
  input: EndpointInput<K>,
  { withToken = false, keep }: CachedCallOptions = {},
): Promise<{ readonly value: EndpointOutput<K>; readonly storedAt: number }> {
  const options = requestOptions(context, { withToken });
  const key = callKey(name, input, options.token);
  const strategy = keep ?? callStrategy(name);
  try {
    const answer = await cache.entry(key, strategy, () =>
      api.call(name, ...([input, options] as CallArgs<K>)),
    );
    // The page showing it stays true as long as the answer does (page-watch).
    if (strategy === "none") noteLive(context);
    else
      noteAnswer(
        context,
        key,
        typeof strategy === "string" ? strategies[strategy] : strategy,
        answer.storedAt,
      );
    return answer;
  } catch (error) {
    // A page showing that the answer is missing is kept briefly: the provider may be back soon.
    noteLive(context);
    throw error;
  }
}
