// Traces leave the process as OTLP/JSON with their parents: a request continued from a caller's
// `traceparent`, a child span inside it, and the header passed on to the next service.
import { afterAll, describe, expect, it } from "vitest";
import { type OtlpReceiver, startOtlpReceiver } from "./receiver.ts";
import { startTracing, type Tracing } from "./start.ts";
import {
  contextFrom,
  injectInto,
  inSpan,
  SpanKind,
  traceFields,
  tracerOf,
  tracingWanted,
} from "./tracing.ts";

const CALLER_TRACE = "4bf92f3577b34da6a3ce929d0e0e4736";
const CALLER_SPAN = "00f067aa0ba902b7";

describe("tracing", () => {
  let receiver: OtlpReceiver;
  let tracing: Tracing | null = null;
  afterAll(async () => {
    await tracing?.shutdown();
    await receiver?.close();
  });

  it("is off without an endpoint", async () => {
    expect(tracingWanted({})).toBe(false);
    expect(await startTracing("test", {})).toBeNull();
    // The no-op tracer: no trace id reaches the logs.
    await inSpan(tracerOf("test"), "nothing", {}, async () => {
      expect(traceFields()).toEqual({});
    });
  });

  it("continues a caller's trace and passes it on", async () => {
    receiver = await startOtlpReceiver();
    tracing = await startTracing("hostfront-test", {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
      OTEL_BSP_SCHEDULE_DELAY: "50",
    });
    expect(tracing).not.toBeNull();
    const tracer = tracerOf("test");
    const incoming = { traceparent: `00-${CALLER_TRACE}-${CALLER_SPAN}-01` };
    const sent = new Headers();
    let logged: { traceId?: string } = {};
    await inSpan(
      tracer,
      "GET home",
      { kind: SpanKind.SERVER, parent: contextFrom(incoming) },
      async () => {
        logged = traceFields();
        await inSpan(tracer, "call plans", { kind: SpanKind.CLIENT }, async () => {
          injectInto(sent);
        });
      },
    );
    await expect(
      inSpan(tracer, "fails", {}, () => Promise.reject(new Error("no"))),
    ).rejects.toThrow("no");
    await expect.poll(() => receiver.spans.length, { timeout: 5000 }).toBe(3);
    const server = receiver.spans.find((span) => span.name === "GET home");
    const client = receiver.spans.find((span) => span.name === "call plans");
    expect(server).toMatchObject({
      service: "hostfront-test",
      traceId: CALLER_TRACE,
      parentSpanId: CALLER_SPAN,
      kind: 2,
    });
    expect(client).toMatchObject({ traceId: CALLER_TRACE, parentSpanId: server?.spanId, kind: 3 });
    expect(sent.get("traceparent")).toBe(`00-${CALLER_TRACE}-${client?.spanId}-01`);
    expect(logged).toEqual({ traceId: CALLER_TRACE });
  });
});
