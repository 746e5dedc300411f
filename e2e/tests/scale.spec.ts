// Two instances of the site behind one Redis (REDIS_URL) share the upstream cache and the rate
// limits: what one instance fetched the other serves without asking the provider, and a
// visitor limited on one is limited on the other. Their metrics (METRICS_PORT) move with what
// happens, Redis frozen for a while costs no page, and a SIGTERM drains an instance (/readyz
// 503 while it still serves). A real Redis (Debian's redis-server) and a provider that counts
// its calls run on 127.0.0.1 for the test and stop with it.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer as createHttpServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createMockProvider, MOCK_CHAT_API_KEY } from "@hostfront/api-client/mocks";
import { expect, test } from "@playwright/test";
import { freePort, healthy } from "../support/ports.ts";
import { spawnWeb, stopAll } from "../support/servers.ts";

const REDIS = process.env.REDIS_SERVER ?? "/usr/bin/redis-server";
/** Shell data every page shows (lib/shell.server.ts). */
const SHELL_PATHS = [
  "/api/finance/currency/search",
  "/api/seniorManage/footLink/search",
  "/api/finance/message/searchAnnounce",
  "/api/home/review/summary",
];

test.describe.configure({ mode: "serial", timeout: 120_000 });

const children: ChildProcess[] = [];
let provider: Server | undefined;
let dataDir = "";
const calls = new Map<string, number>();
let site: [string, string] = ["", ""];
let metrics: [string, string] = ["", ""];
let redis: ChildProcess | undefined;
let providerUrl = "";

test.beforeAll(async () => {
  // A provider that counts every call it answers.
  const mock = createMockProvider();
  provider = createHttpServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://provider.test");
    calls.set(url.pathname, (calls.get(url.pathname) ?? 0) + 1);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = chunks.length ? Buffer.concat(chunks) : undefined;
    const answer = await mock.handle(
      new Request(url, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        ...(body && req.method !== "GET" ? { body } : {}),
      }),
    );
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  const providerPort = await freePort();
  await new Promise<void>((resolve) => provider?.listen(providerPort, "127.0.0.1", resolve));
  providerUrl = `http://127.0.0.1:${providerPort}`;

  dataDir = mkdtempSync(join(tmpdir(), "hostfront-redis-"));
  const redisPort = await freePort();
  redis = spawn(
    REDIS,
    [
      "--port",
      String(redisPort),
      "--bind",
      "127.0.0.1",
      "--save",
      "",
      "--appendonly",
      "no",
      "--dir",
      dataDir,
    ],
    { stdio: "ignore" },
  );
  children.push(redis);

  const ports = [await freePort(), await freePort()];
  const metricsPorts = [await freePort(), await freePort()];
  for (const [i, port] of ports.entries()) {
    children.push(
      spawnWeb({
        PORT: String(port),
        METRICS_PORT: String(metricsPorts[i]),
        PROVIDER_API_URL: providerUrl,
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        CHAT_API_KEY: MOCK_CHAT_API_KEY,
        SITE_URL: `http://127.0.0.1:${port}`,
      }),
    );
  }
  site = [`http://127.0.0.1:${ports[0]}`, `http://127.0.0.1:${ports[1]}`];
  metrics = [
    `http://127.0.0.1:${metricsPorts[0]}/metrics`,
    `http://127.0.0.1:${metricsPorts[1]}/metrics`,
  ];
  for (const base of site)
    await expect.poll(() => healthy(`${base}/healthz`), { timeout: 60_000 }).toBe(true);
});

test.afterAll(async () => {
  await stopAll(children);
  provider?.closeAllConnections();
  await new Promise<void>((resolve) => (provider ? provider.close(() => resolve()) : resolve()));
  rmSync(dataDir, { recursive: true, force: true });
});

const shellCalls = () => SHELL_PATHS.map((path) => calls.get(path) ?? 0);

test("what one instance fetched, the other serves from the shared cache", async () => {
  const first = await fetch(`${site[0]}/zh/doc`);
  expect(first.status).toBe(200);
  const afterFirst = shellCalls();
  for (const count of afterFirst) expect(count).toBeGreaterThan(0);

  const second = await fetch(`${site[1]}/zh/doc`);
  expect(second.status).toBe(200);
  expect(await second.text()).toContain('lang="zh-Hans"');
  // The second instance rendered the shell without asking the provider for any of it.
  expect(shellCalls()).toEqual(afterFirst);
});

test("a visitor limited on one instance is limited on the other", async () => {
  const ask = (base: string) =>
    fetch(`${base}/api/chat`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base, "x-site-language": "ja" },
      body: JSON.stringify({ question: "How do refunds work?", uuid: crypto.randomUUID() }),
    });
  // Twenty questions a minute (LIMITS.chat), alternating between the instances: the limit
  // is reached within two windows (if a minute turns meanwhile), then both refuse at once.
  let allowed = 0;
  let refused: Response | undefined;
  for (let i = 0; i < 45 && !refused; i++) {
    const answer = await ask(site[i % 2] as string);
    if (answer.status === 429) refused = answer;
    else {
      expect(answer.status).toBe(200);
      allowed++;
    }
  }
  expect(refused?.status).toBe(429);
  expect(allowed).toBeGreaterThanOrEqual(20);
  expect(allowed).toBeLessThanOrEqual(40);
  const other = await ask(site[allowed % 2 === 0 ? 1 : 0] as string);
  expect(other.status).toBe(429);
  expect(Number(other.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(((await other.json()) as { code: number }).code).toBe(4290);
});

/** The sum of a series' values whose labels include `labels`, from one instance's scrape. */
async function series(url: string, name: string, labels: Record<string, string> = {}) {
  const text = await (await fetch(url)).text();
  let sum = 0;
  for (const line of text.split("\n")) {
    const match = /^([a-z_:][a-z0-9_:]*)(?:\{(.*)\})? (\S+)$/i.exec(line);
    if (!match || match[1] !== name) continue;
    const has = Object.entries(labels).every(([key, value]) =>
      (match[2] ?? "").includes(`${key}="${value}"`),
    );
    if (has) sum += Number(match[3]);
  }
  return sum;
}

test("the metrics move with a page view, a page-cache hit and the provider's calls", async () => {
  const [scrape] = metrics;
  const view = { route: "doc-article-slug___ja", method: "GET", status: "2xx" };
  const views = await series(scrape, "hostfront_http_requests_total", view);
  const hits = await series(scrape, "hostfront_page_cache_total", { result: "hit" });
  const announcements = await series(scrape, "hostfront_provider_calls_total", {
    call: "announcements",
  });
  const redisOk = await series(scrape, "hostfront_redis_calls_total", { outcome: "ok" });
  for (let i = 0; i < 2; i++)
    expect((await fetch(`${site[0]}/ja/doc/article/refund`)).status).toBe(200);
  expect(await series(scrape, "hostfront_http_requests_total", view)).toBe(views + 2);
  // The second view is the page the first one kept.
  expect(await series(scrape, "hostfront_page_cache_total", { result: "hit" })).toBeGreaterThan(
    hits,
  );
  expect(
    await series(scrape, "hostfront_provider_calls_total", { call: "announcements" }),
  ).toBeGreaterThanOrEqual(announcements);
  expect(await series(scrape, "hostfront_redis_calls_total", { outcome: "ok" })).toBeGreaterThan(
    redisOk,
  );
  // A request never labels by its URL; Node's own series are there.
  const text = await (await fetch(scrape)).text();
  expect(text).not.toMatch(/route="\//);
  expect(text).toContain("nodejs_eventloop_lag_seconds");
  // Not on the site's port.
  expect((await fetch(`${site[0]}/metrics`)).status).toBe(404);
});

test("with Redis stopped for a while, pages still answer, the fallbacks are counted, and it recovers", async () => {
  const [scrape] = metrics;
  const fallbacks = () =>
    Promise.all(
      ["timeout", "unavailable", "error"].map((outcome) =>
        series(scrape, "hostfront_redis_calls_total", { outcome }),
      ),
    ).then((counts) => counts.reduce((a, b) => a + b, 0));
  const before = await fallbacks();
  redis?.kill("SIGSTOP");
  try {
    const paths = ["/doc", "/zh/doc/announce", "/ja/product/vps", "/doc/article/api", "/about"];
    for (const path of paths) {
      // A fresh render (no-cache) reads the upstream cache, that is Redis.
      const answer = await fetch(`${site[0]}${path}`, { headers: { "cache-control": "no-cache" } });
      expect(answer.status, path).toBe(200);
    }
    expect(await fallbacks()).toBeGreaterThan(before);
  } finally {
    redis?.kill("SIGCONT");
  }
  // Back without a restart: operations succeed again.
  const ok = await series(scrape, "hostfront_redis_calls_total", { outcome: "ok" });
  await expect
    .poll(
      async () => {
        await fetch(`${site[0]}/doc`, { headers: { "cache-control": "no-cache" } });
        return series(scrape, "hostfront_redis_calls_total", { outcome: "ok" });
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(ok);
});

test("/readyz turns 503 on SIGTERM while pages are still served, then the instance stops", async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const leaving = spawnWeb({
    PORT: String(port),
    PROVIDER_API_URL: providerUrl,
    SITE_URL: base,
    DRAIN_SECONDS: "3",
  });
  children.push(leaving);
  await expect.poll(() => healthy(`${base}/healthz`), { timeout: 60_000 }).toBe(true);
  await expect.poll(async () => (await fetch(`${base}/readyz`)).status).toBe(200);
  leaving.kill("SIGTERM");
  await expect.poll(async () => (await fetch(`${base}/readyz`)).status).toBe(503);
  // Draining: a visitor still gets pages.
  expect((await fetch(`${base}/doc`)).status).toBe(200);
  // Then it stops listening.
  await expect
    .poll(
      () =>
        fetch(`${base}/healthz`).then(
          () => "up",
          () => "down",
        ),
      { timeout: 20_000 },
    )
    .toBe("down");
});
