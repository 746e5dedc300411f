// The spans of the site and the sandbox, through @opentelemetry/api: until start.ts registered
// the SDK (only with OTEL_EXPORTER_OTLP_ENDPOINT set) its tracer is a no-op and these cost next
// to nothing. On, the context follows each request through its awaits and the W3C `traceparent`
// header carries it between processes: the site's provider calls continue in the sandbox.
import {
  type Attributes,
  type Context,
  context,
  propagation,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from "@opentelemetry/api";

export type { Span };
export { SpanKind, SpanStatusCode };

/** Whether traces are asked for: an OTLP endpoint is configured. */
export const tracingWanted = (env: NodeJS.ProcessEnv = process.env): boolean =>
  Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);

/** The tracer of one part of the code (a no-op until `startTracing` ran). */
export const tracerOf = (name: string) => trace.getTracer(name);

/** Headers as a Fetch `Headers` or Node's `IncomingHttpHeaders`. */
type AnyHeaders = Headers | Readonly<Record<string, string | string[] | undefined>>;

const headerGetter = {
  keys: (carrier: AnyHeaders) =>
    carrier instanceof Headers ? [...carrier.keys()] : Object.keys(carrier),
  get(carrier: AnyHeaders, key: string) {
    if (carrier instanceof Headers) return carrier.get(key) ?? undefined;
    return carrier[key.toLowerCase()];
  },
};

/** The context a request's `traceparent` (and `tracestate`) continue, or the active one. */
export const contextFrom = (headers: AnyHeaders): Context =>
  propagation.extract(context.active(), headers, headerGetter);

/** Adds `span`'s `traceparent` (the active span's without one) to headers about to be sent. */
export function injectInto(headers: Headers, span?: Span): void {
  const from = span ? trace.setSpan(context.active(), span) : context.active();
  propagation.inject(from, headers, { set: (carrier, key, value) => carrier.set(key, value) });
}

/** The span of the work being done, if any (to rename it or add what was learnt). */
export const activeSpan = (): Span | undefined => trace.getActiveSpan();

/**
 * Runs `work` in a new span of `tracer`, a child of `parent` (the active context by default),
 * and ends it when `work` settles: a thrown error marks it failed and is thrown on.
 */
export async function inSpan<T>(
  tracer: ReturnType<typeof tracerOf>,
  name: string,
  options: { kind?: SpanKind; attributes?: Attributes; parent?: Context },
  work: (span: Span) => Promise<T>,
): Promise<T> {
  const parent = options.parent ?? context.active();
  const span = tracer.startSpan(
    name,
    { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes ?? {} },
    parent,
  );
  try {
    return await context.with(trace.setSpan(parent, span), () => work(span));
  } catch (error) {
    failed(span, error);
    throw error;
  } finally {
    span.end();
  }
}

/** Marks `span` failed by `error`. */
export function failed(span: Span, error: unknown): void {
  if (error instanceof Error) span.recordException(error);
  span.setStatus({
    code: SpanStatusCode.ERROR,
    message: error instanceof Error ? error.message : String(error),
  });
}

/** A span's parent context made active for `work` (for spans ended elsewhere, e.g. on `finish`). */
export const withSpan = <T>(span: Span, work: () => T, parent: Context = context.active()): T =>
  context.with(trace.setSpan(parent, span), work);

/** The trace id of the active span, for a log line; undefined outside a sampled trace. */
export function traceId(): string | undefined {
  const span = trace.getActiveSpan();
  if (!span) return undefined;
  const { traceId: id, traceFlags } = span.spanContext();
  // Flag 1 is "sampled": an id nobody records would lead nowhere.
  return traceFlags & 1 ? id : undefined;
}

/** `{ traceId }` while a trace is recorded, `{}` otherwise: spread into a log line. */
export const traceFields = (): { traceId?: string } => {
  const id = traceId();
  return id ? { traceId: id } : {};
};
