// The site's spans inside each request's (server.ts opens that one, named by route id): one per
// loader and action, named by theirs, through React Router's instrumentations (the build's entry
// exports them); the provider calls' are upstream.server.ts's. Without
// OTEL_EXPORTER_OTLP_ENDPOINT there are none: no instrumentation is installed.
import { failed, inSpan, tracerOf, tracingWanted } from "@hostfront/telemetry";
import type { InstrumentationHandlerResult, ServerInstrumentation } from "react-router";

/** The tracer of the site's own code. */
export const tracer = tracerOf("hostfront-web");

const spanOf =
  (kind: "loader" | "action", route: string) =>
  (handler: () => Promise<InstrumentationHandlerResult>) =>
    inSpan(
      tracer,
      `${kind} ${route}`,
      { attributes: { "hostfront.route_id": route } },
      async (span) => {
        // React Router answers a failed loader with the error boundary: the span says it failed.
        const result = await handler();
        if (result.status === "error") failed(span, result.error);
      },
    );

/** What React Router wraps each route's loader and action in. */
export const instrumentations: ServerInstrumentation[] = tracingWanted()
  ? [
      {
        route(route) {
          route.instrument({
            loader: spanOf("loader", route.id),
            action: spanOf("action", route.id),
          });
        },
      },
    ]
  : [];
