// Starts the sandbox: `pnpm --filter @hostfront/provider-sandbox start` (127.0.0.1:4010).
import { serve } from "@hono/node-server";
import { serveMetrics } from "@hostfront/telemetry";
import { startTracing } from "@hostfront/telemetry/start";
import { collectDefaultMetrics } from "prom-client";
import { createSandbox } from "./app.ts";
import { readConfig } from "./env.ts";
import { documentationInBackground } from "./provider/assistant.ts";

// Traces when OTEL_EXPORTER_OTLP_ENDPOINT is set: a call continues the caller's `traceparent`.
const tracing = await startTracing("hostfront-provider-sandbox");
const config = readConfig();
const { app, sandbox, metrics, close } = await createSandbox(config);

const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
  sandbox.log.info(
    { url: `http://${info.address}:${info.port}`, console: config.publicUrl },
    "provider sandbox listening",
  );
  // The assistant's documentation is read in a worker once the sandbox listens (it takes a few
  // seconds of CPU), so the first question finds it ready.
  void documentationInBackground();
});

// Prometheus' scrape on its own port (SANDBOX_METRICS_PORT), never the API's: off unless set.
if (config.metricsPort !== null) collectDefaultMetrics({ register: metrics.registry });
const metricsServer =
  config.metricsPort === null
    ? null
    : serveMetrics({
        port: config.metricsPort,
        host: config.host,
        collect: async () => ({
          body: await metrics.registry.metrics(),
          contentType: metrics.registry.contentType,
        }),
      });

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  sandbox.log.info({ signal }, "stopping");
  server.close();
  metricsServer?.close();
  await close();
  await tracing?.shutdown();
  process.exit(0);
}
process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));
