// What the site and the sandbox tell operators: their spans (tracing.ts; start.ts, its own entry
// `@hostfront/telemetry/start`, turns them on) and the scrape server of their Prometheus series.
export { type MetricsServerOptions, serveMetrics } from "./metrics-server.ts";
export {
  activeSpan,
  contextFrom,
  failed,
  injectInto,
  inSpan,
  type Span,
  SpanKind,
  SpanStatusCode,
  traceFields,
  traceId,
  tracerOf,
  tracingWanted,
  withSpan,
} from "./tracing.ts";
