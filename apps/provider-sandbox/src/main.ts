// Starts the sandbox: `pnpm --filter @hostfront/provider-sandbox start` (127.0.0.1:4010).
import { serve } from "@hono/node-server";
import { createSandbox } from "./app.ts";
import { readConfig } from "./env.ts";

const config = readConfig();
const { app, sandbox, close } = await createSandbox(config);

const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
  sandbox.log.info(
    { url: `http://${info.address}:${info.port}`, console: config.publicUrl },
    "provider sandbox listening",
  );
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  sandbox.log.info({ signal }, "stopping");
  server.close();
  await close();
  process.exit(0);
}
process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));
