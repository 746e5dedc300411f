// One page view is one trace across the site and the provider: the site and the sandbox run as
// the real programs with OTEL_EXPORTER_OTLP_ENDPOINT set to an OTLP receiver in this process
// (@hostfront/telemetry/receiver). The home page's request span is the root, named by its
// route id; its loaders' spans and its provider calls' spans are inside it; each call continues
// in the sandbox (W3C `traceparent`); and the log lines of both carry the trace id. A proxy in
// front of the sandbox refuses one call the home page can show without, so that the site writes
// its line about it.
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { endpoints } from "@hostfront/api-client/contract";
import {
  type OtlpReceiver,
  type ReceivedSpan,
  startOtlpReceiver,
} from "@hostfront/telemetry/receiver";
import { expect, test } from "@playwright/test";
import { freePort, healthy } from "../support/ports.ts";
import { forward, spawnSandbox, spawnWeb, stopAll } from "../support/servers.ts";

test.describe.configure({ mode: "serial", timeout: 120_000 });

/** The call the proxy refuses: the home page shows its hosting card without it. */
const REFUSED = endpoints.hostingPlans.path;
const SERVER = 2;
const CLIENT = 3;

const children: ChildProcess[] = [];
let receiver: OtlpReceiver | undefined;
let proxy: Server | undefined;
let dir = "";
let site = "";
const webLines: string[] = [];
const sandboxLines: string[] = [];

test.beforeAll(async () => {
  receiver = await startOtlpReceiver();
  dir = mkdtempSync(join(tmpdir(), "hostfront-traces-"));
  const [sandboxPort, proxyPort, webPort] = [await freePort(), await freePort(), await freePort()];
  site = `http://127.0.0.1:${webPort}`;
  const traced = { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint, OTEL_BSP_SCHEDULE_DELAY: "100" };
  children.push(
    spawnSandbox(
      {
        ...traced,
        SANDBOX_PORT: String(sandboxPort),
        SANDBOX_DATA_DIR: join(dir, "sandbox"),
        SITE_URL: site,
        LOG_LEVEL: "info",
      },
      (line) => sandboxLines.push(line),
    ),
  );
  proxy = createServer((req, res) => {
    if ((req.url ?? "").split("?")[0] === REFUSED) {
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ code: 5000, message: "Refused by the test." }));
      return;
    }
    forward(sandboxPort, req, res);
  });
  await new Promise<void>((resolve) => proxy?.listen(proxyPort, "127.0.0.1", resolve));
  await expect
    .poll(() => healthy(`http://127.0.0.1:${sandboxPort}/healthz`), { timeout: 60_000 })
    .toBe(true);
  children.push(
    spawnWeb(
      {
        ...traced,
        PORT: String(webPort),
        PROVIDER_API_URL: `http://127.0.0.1:${proxyPort}`,
        SITE_URL: site,
      },
      (line) => webLines.push(line),
    ),
  );
  await expect.poll(() => healthy(`${site}/readyz`), { timeout: 60_000 }).toBe(true);
});

test.afterAll(async () => {
  await stopAll(children);
  proxy?.closeAllConnections();
  await new Promise<void>((resolve) => (proxy ? proxy.close(() => resolve()) : resolve()));
  await receiver?.close();
  rmSync(dir, { recursive: true, force: true });
});

const byService = (spans: readonly ReceivedSpan[], service: string) =>
  spans.filter((span) => span.service === service);

test("a page view is one trace from the site's request through its loaders to the sandbox", async () => {
  const answer = await fetch(`${site}/`, { headers: { "cache-control": "no-cache" } });
  expect(answer.status).toBe(200);
  const requestId = answer.headers.get("x-request-id");

  // The root: the site's span of GET /, named by its route id.
  const spans = () => receiver?.spans ?? [];
  await expect
    .poll(
      () =>
        spans().some(
          (span) =>
            span.kind === SERVER && span.attributes["url.path"] === "/" && !span.parentSpanId,
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
  const root = spans().find(
    (span) => span.kind === SERVER && span.attributes["url.path"] === "/" && !span.parentSpanId,
  ) as ReceivedSpan;
  const route = String(root.attributes["hostfront.route_id"]);
  expect(root.service).toBe("hostfront-web");
  expect(root.name).toBe(`GET ${route}`);
  expect(route).not.toMatch(/^\/|not-found/);

  // Its calls reach the sandbox: wait until every client span has its server span there.
  const trace = () => spans().filter((span) => span.traceId === root.traceId);
  const answered = () => {
    const calls = byService(trace(), "hostfront-web").filter(
      (span) => span.kind === CLIENT && span.attributes["hostfront.call"] !== "hostingPlans",
    );
    const continued = byService(trace(), "hostfront-provider-sandbox").filter(
      (span) => span.kind === SERVER,
    );
    return (
      calls.length > 0 &&
      calls.every((call) => continued.some((s) => s.parentSpanId === call.spanId))
    );
  };
  await expect.poll(answered, { timeout: 20_000 }).toBe(true);

  const all = trace();
  const ids = new Set(all.map((span) => span.spanId));
  // One tree: a single root, every other span's parent in the same trace.
  expect(all.filter((span) => !span.parentSpanId)).toEqual([root]);
  for (const span of all)
    if (span !== root) expect(ids.has(span.parentSpanId), span.name).toBe(true);
  // The home page's loader is a span of the request; the provider calls are inside loaders.
  const loaders = byService(all, "hostfront-web").filter((span) => span.name.startsWith("loader "));
  expect(loaders.map((span) => span.name)).toContain(`loader ${route}`);
  const calls = byService(all, "hostfront-web").filter((span) => span.kind === CLIENT);
  expect(calls.map((span) => span.name)).toEqual(
    expect.arrayContaining(["call plans", "call pintuans"]),
  );
  // In the sandbox, each call's span is named by the contract call it answered.
  for (const call of calls.filter((span) => span.attributes["hostfront.call"] !== "hostingPlans")) {
    const continued = all.find((span) => span.parentSpanId === call.spanId);
    expect(continued?.service).toBe("hostfront-provider-sandbox");
    expect(continued?.name).toBe(
      `${call.attributes["http.request.method"]} ${call.attributes["hostfront.call"]}`,
    );
  }
  // The refused call's span says so.
  const refused = calls.find((span) => span.attributes["hostfront.call"] === "hostingPlans");
  expect(refused?.attributes["hostfront.outcome"]).toBe("5000");

  // The log lines about this view carry its trace id: the site's beside the request id...
  await expect
    .poll(() => webLines.some((line) => line.includes(root.traceId)), { timeout: 10_000 })
    .toBe(true);
  const siteLine = JSON.parse(webLines.find((line) => line.includes(root.traceId)) ?? "{}");
  expect(siteLine).toMatchObject({ traceId: root.traceId });
  if (requestId) expect(siteLine.requestId).toBe(requestId);
  // ...and the sandbox's about each call.
  const sandboxCalls = sandboxLines
    .filter((line) => line.includes(root.traceId))
    .map((line) => JSON.parse(line) as { msg?: string; call?: string });
  expect(sandboxCalls.map((line) => line.call)).toEqual(
    expect.arrayContaining(["plans", "pintuans"]),
  );
  console.info(
    `one page view: trace ${root.traceId}, ${all.length} spans (${byService(all, "hostfront-web").length} site, ${byService(all, "hostfront-provider-sandbox").length} sandbox), ${calls.length} provider calls`,
  );
});
