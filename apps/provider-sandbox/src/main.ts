// Starts the sandbox: `pnpm --filter @hostfront/provider-sandbox start` (127.0.0.1:4010).
import { createServer } from "node:http";
import { serve } from "@hono/node-server";
import { collectDefaultMetrics } from "prom-client";
import { createSandbox } from "./app.ts";
import { readConfig } from "./env.ts";

const config = readConfig();
const { app, sandbox, metrics, close } = await createSandbox(config);

const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
  sandbox.log.info(
    { url: `http://${info.address}:${info.port}`, console: config.publicUrl },
    "provider sandbox listening",
  );
});

// Prometheus' scrape on its own port (SANDBOX_METRICS_PORT), never the API's: off unless set.
if (config.metricsPort !== null) collectDefaultMetrics({ register: metrics.registry });
const metricsServer =
  config.metricsPort === null
    ? null
    : createServer((req, res) => {
        if ((req.url ?? "/").split("?")[0] !== "/metrics") {
          res.writeHead(404).end();
          return;
        }
        metrics.registry.metrics().then(
          (body) => {
            res.writeHead(200, {
              "content-type": metrics.registry.contentType,
              "cache-control": "no-store",
            });
            res.end(body);
          },
          () => res.writeHead(500).end(),
        );
      });
metricsServer?.listen(config.metricsPort ?? 0, config.host);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  sandbox.log.info({ signal }, "stopping");
  server.close();
  metricsServer?.close();
  await close();
  process.exit(0);
}
process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));
