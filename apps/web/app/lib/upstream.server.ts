// The provider API as the BFF calls it: one client for the process, with each call carrying
// the visitor's token, request id and address. Counts upstream calls for the benchmarks.
import {
  type CallArgs,
  type CallOptions,
  createApiClient,
  type EndpointInput,
  type EndpointName,
  type EndpointOutput,
} from "@hostfront/api-client";
import type { RouterContextProvider } from "react-router";
import { requestContext, sessionContext } from "~/context";
import { config } from "~/env.server";
import { callKey, callStrategy, createCache, memoryStore, redisStore } from "./cache.server";

/** Upstream calls made by this process, by path (read by the load benchmark). */
export const upstreamCalls = new Map<string, number>();

const countingFetch: typeof fetch = (input, init) => {
  const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
  upstreamCalls.set(path, (upstreamCalls.get(path) ?? 0) + 1);
  return fetch(input, init);
};

export const api = createApiClient({ baseUrl: config.providerApiUrl, fetch: countingFetch });

/** The cache in front of the provider API: shared through Redis with REDIS_URL, else in-process. */
export const cache = createCache(config.redisUrl ? redisStore() : memoryStore());

/** Per-call options for a request: its id, the visitor's address, and the token when asked. */
export function callOptions(
  context: Readonly<RouterContextProvider>,
  { withToken = false } = {},
): CallOptions {
  const info = context.get(requestContext);
  const headers = { "x-request-id": info.id, "x-forwarded-for": info.clientAddress };
  const token = withToken ? context.get(sessionContext).token : null;
  return token ? { headers, token } : { headers };
}

/**
 * A provider call through the cache, keyed by call and input (`callKey`) and kept as long as the
 * contract's freshness for it says. `withToken`: the visitor's own answer, kept for them alone.
 */
export function cachedCall<K extends EndpointName>(
  context: Readonly<RouterContextProvider>,
  name: K,
  input: EndpointInput<K>,
  { withToken = false } = {},
): Promise<EndpointOutput<K>> {
  const options = callOptions(context, { withToken });
  return cache.get(callKey(name, input, options.token), callStrategy(name), () =>
    api.call(name, ...([input, options] as CallArgs<K>)),
  );
}
