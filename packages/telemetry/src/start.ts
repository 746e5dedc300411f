// Starts exporting traces, off unless OTEL_EXPORTER_OTLP_ENDPOINT (or
// OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set: spans go in batches to the OTLP/HTTP endpoint, the
// context follows each request through its awaits (AsyncLocalStorage), and the W3C propagator
// reads and writes `traceparent`. A module of its own: the SDK is loaded by the processes'
// entries (server.ts, the sandbox's main.ts), never bundled with the code that makes spans.
import { context, propagation, trace } from "@opentelemetry/api";
import { tracingWanted } from "./tracing.ts";

/** What `startTracing` started: `shutdown()` sends the spans still waiting, then stops. */
export interface Tracing {
  shutdown(): Promise<void>;
}

/** Where spans are sent: the traces endpoint as given, or the endpoint's `/v1/traces` (OTLP). */
const tracesUrl = (env: NodeJS.ProcessEnv): string =>
  env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ||
  `${(env.OTEL_EXPORTER_OTLP_ENDPOINT ?? "").replace(/\/+$/, "")}/v1/traces`;

/** A positive number from the environment, or `fallback`. */
function numberOf(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value !== undefined && value !== "" && Number.isFinite(number) && number >= 0
    ? number
    : fallback;
}

/**
 * Starts exporting traces as `serviceName` (OTEL_SERVICE_NAME wins) when an endpoint is set in
 * `env`; null otherwise. The exporter reads its other settings (OTEL_EXPORTER_OTLP_HEADERS,
 * ..._TIMEOUT, ..._COMPRESSION) from the process's environment. The batch waits
 * OTEL_BSP_SCHEDULE_DELAY ms (default 5000); a share OTEL_TRACES_SAMPLER_ARG (0..1, default 1) of
 * new traces is kept, and a trace begun upstream keeps the caller's decision.
 */
export async function startTracing(
  serviceName: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Tracing | null> {
  if (!tracingWanted(env)) return null;
  const [sdk, { OTLPTraceExporter }, { AsyncLocalStorageContextManager }, core, resources] =
    await Promise.all([
      import("@opentelemetry/sdk-trace"),
      import("@opentelemetry/exporter-trace-otlp-http"),
      import("@opentelemetry/context-async-hooks"),
      import("@opentelemetry/core"),
      import("@opentelemetry/resources"),
    ]);
  const ratio = Math.min(1, numberOf(env.OTEL_TRACES_SAMPLER_ARG, 1));
  const provider = new sdk.TracerProvider({
    resource: resources.resourceFromAttributes({
      "service.name": env.OTEL_SERVICE_NAME || serviceName,
    }),
    sampler: new sdk.ParentBasedSampler({ root: new sdk.TraceIdRatioBasedSampler(ratio) }),
    spanProcessors: [
      new sdk.BatchSpanProcessor({
        exporter: new OTLPTraceExporter({ url: tracesUrl(env) }),
        scheduledDelayMillis: numberOf(env.OTEL_BSP_SCHEDULE_DELAY, 5000),
      }),
    ],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new core.W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  return { shutdown: () => provider.shutdown() };
}
