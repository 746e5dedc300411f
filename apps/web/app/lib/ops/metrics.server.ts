// What an operator watches (README "Operating hostfront", deploy/): Prometheus series of this
// process, served by server.ts on METRICS_PORT (off unless set; METRICS_TOKEN asks for a bearer
// token). Labels are bounded: a route id, never a URL; a contract call's name; a strategy.
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

export const registry = new Registry();
// Node's own: CPU, memory (heap spaces, RSS), event-loop lag, GC by kind, handles.
collectDefaultMetrics({ register: registry });

const registers = [registry];
/** Seconds, from a fast cached answer to a slow provider (40 s is the upstream timeout). */
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 40];

export const httpRequests = new Counter({
  name: "hostfront_http_requests_total",
  help: "Requests answered, by route id, method and status class (2xx, 3xx, 4xx, 5xx).",
  labelNames: ["route", "method", "status"] as const,
  registers,
});
export const httpDuration = new Histogram({
  name: "hostfront_http_request_duration_seconds",
  help: "Time to a request's answer headers, by route id, method and status class.",
  labelNames: ["route", "method", "status"] as const,
  buckets: SECONDS,
  registers,
});

/** One answered request (server.ts). */
export function observeRequest(route: string, method: string, status: number, seconds: number) {
  const labels = { route, method, status: `${Math.floor(status / 100)}xx` };
  httpRequests.inc(labels);
  httpDuration.observe(labels, seconds);
}

export const providerCalls = new Counter({
  name: "hostfront_provider_calls_total",
  help: "Attempts of provider API calls, by contract call and outcome (ok, the error code, http_<status>, timeout, network); retried attempts also count under retried.",
  labelNames: ["call", "outcome"] as const,
  registers,
});
export const providerDuration = new Histogram({
  name: "hostfront_provider_call_duration_seconds",
  help: "Time to a provider attempt's answer headers, by contract call and outcome.",
  labelNames: ["call", "outcome"] as const,
  buckets: SECONDS,
  registers,
});

export const upstreamCache = new Counter({
  name: "hostfront_upstream_cache_total",
  help: "Lookups of the provider answers' cache, by strategy and result (hit, stale, miss, stale_on_error).",
  labelNames: ["strategy", "result"] as const,
  registers,
});

export const pageCache = new Counter({
  name: "hostfront_page_cache_total",
  help: "Documents by what the page cache did: hit, stale, miss (rendered and kept), pass (rendered, not kept), bypass (a hard reload).",
  labelNames: ["result"] as const,
  registers,
});

export const renderWait = new Histogram({
  name: "hostfront_render_queue_wait_seconds",
  help: "How long a document waited for its turn to render (RENDER_CONCURRENCY).",
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers,
});

export const redisCalls = new Counter({
  name: "hostfront_redis_calls_total",
  help: "Operations on the shared Redis, by outcome: ok, or the fallback to this instance's own cache and limits (unavailable, timeout, error).",
  labelNames: ["outcome"] as const,
  registers,
});

export const rateLimitRefusals = new Counter({
  name: "hostfront_rate_limit_refusals_total",
  help: "Requests refused by a rate limit, by its name.",
  labelNames: ["name"] as const,
  registers,
});

/** A gauge read when scraped. */
export function gauge(name: string, help: string, read: () => number): Gauge {
  return new Gauge({
    name,
    help,
    registers,
    collect() {
      this.set(read());
    },
  });
}

/** The series in Prometheus' text format, and its content type. */
export async function metricsText(): Promise<{ body: string; contentType: string }> {
  return { body: await registry.metrics(), contentType: registry.contentType };
}
