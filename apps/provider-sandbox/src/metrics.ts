// The sandbox's Prometheus series, served by main.ts on SANDBOX_METRICS_PORT (off unless set):
// its API calls by contract call and answer code, with durations, and Node's own series. As a
// stand-in provider it shows what the storefront asks of a provider, and how it answers.
import type { AnswerEvent } from "@hostfront/api-client/server";
import { Counter, Histogram, Registry } from "prom-client";

export interface SandboxMetrics {
  readonly registry: Registry;
  /** One answered API call (the contract handler's `onAnswer`). */
  observe(event: AnswerEvent): void;
}

export function createMetrics(): SandboxMetrics {
  // Node's own series are added where they are served (main.ts): a test's many sandboxes in
  // one process would each start their own event-loop and GC observers.
  const registry = new Registry();
  const registers = [registry];
  const labelNames = ["call", "code"] as const;
  const calls = new Counter({
    name: "hostfront_sandbox_calls_total",
    help: "API calls answered, by contract call and answer code (2000, 4000, ...); replays of an Idempotency-Key count as replayed.",
    labelNames: [...labelNames, "replayed"] as const,
    registers,
  });
  const duration = new Histogram({
    name: "hostfront_sandbox_call_duration_seconds",
    help: "Time to answer an API call, by contract call and answer code.",
    labelNames,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers,
  });
  return {
    registry,
    observe(event) {
      const labels = { call: event.call ?? "unknown", code: String(event.code) };
      calls.inc({ ...labels, replayed: event.replayed ? "1" : "0" });
      duration.observe(labels, event.durationMs / 1000);
    },
  };
}
