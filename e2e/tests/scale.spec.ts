// Two instances of the site behind one Redis (REDIS_URL) share the upstream cache and the rate
// limits: what one instance fetched the other serves without asking the provider, and a
// visitor limited on one is limited on the other. A real Prometheus scrapes their metrics
// (METRICS_PORT, with METRICS_TOKEN) with the repository's scrape config and alert rules, and
// PromQL sees what happens; Redis frozen or gone for 20 s under load costs no page and is
// counted, and the site recovers without a restart; a SIGTERM drains an instance (/readyz 503
// while it still serves). A real Redis (Debian's redis-server) and a provider that counts its
// calls run on 127.0.0.1 for the test and stop with it.
import { type ChildProcess, execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer as createHttpServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createMockProvider, MOCK_CHAT_API_KEY } from "@hostfront/api-client/mocks";
import { expect, test } from "@playwright/test";
import { load, quantile } from "../support/load.ts";
import { freePort, healthy } from "../support/ports.ts";
import { JOB, type Prometheus, scrapedSum, startPrometheus } from "../support/prometheus.ts";
import { exited, spawnRedis, spawnWeb, stopAll } from "../support/servers.ts";

const REDIS_CLI = process.env.REDIS_CLI ?? "/usr/bin/redis-cli";
/** Shell data every page shows (lib/page/shell.server.ts). */
const SHELL_PATHS = [
  "/api/finance/currency/search",
  "/api/seniorManage/footLink/search",
  "/api/finance/message/searchAnnounce",
  "/api/home/review/summary",
];
/** How long Redis stays away under load (issue 40). */
const OUTAGE_MS = 20_000;
/** Pages the load asks for on both instances, kept and fresh (a fresh render reads Redis). */
const LOAD_PATHS = [
  "/",
  "/doc",
  "/zh/doc/announce",
  "/ja/product/vps",
  "/doc/article/api",
  "/about",
];
/** The outcomes of hostfront_redis_calls_total that are a fallback to the instance's own. */
const FALLBACKS = ["timeout", "unavailable", "error"];

test.describe.configure({ mode: "serial", timeout: 120_000 });

const children: ChildProcess[] = [];
const web: ChildProcess[] = [];
let provider: Server | undefined;
/** The provider answers every call with a 500 envelope, as faults.spec's "error" mode does. */
let providerFails = false;
let dataDir = "";
const calls = new Map<string, number>();
let site: [string, string] = ["", ""];
let metrics: [string, string] = ["", ""];
/** The metrics ports as Prometheus names its targets (host:port). */
let targets: [string, string] = ["", ""];
const token = crypto.randomUUID();
let redis: ChildProcess | undefined;
let redisPort = 0;
let providerUrl = "";
let prometheus: Prometheus | undefined;

test.beforeAll(async () => {
  // A provider that counts every call it answers.
  const mock = createMockProvider();
  provider = createHttpServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://provider.test");
    calls.set(url.pathname, (calls.get(url.pathname) ?? 0) + 1);
    if (providerFails) {
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ code: 5000, message: "The provider failed." }));
      return;
    }
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
  redisPort = await freePort();
  redis = spawnRedis(redisPort, dataDir);
  children.push(redis);

  const ports = [await freePort(), await freePort()];
  const metricsPorts = [await freePort(), await freePort()];
  for (const [i, port] of ports.entries()) {
    const child = spawnWeb({
      PORT: String(port),
      METRICS_PORT: String(metricsPorts[i]),
      METRICS_TOKEN: token,
      PROVIDER_API_URL: providerUrl,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      CHAT_API_KEY: MOCK_CHAT_API_KEY,
      SITE_URL: `http://127.0.0.1:${port}`,
    });
    web.push(child);
    children.push(child);
  }
  site = [`http://127.0.0.1:${ports[0]}`, `http://127.0.0.1:${ports[1]}`];
  targets = [`127.0.0.1:${metricsPorts[0]}`, `127.0.0.1:${metricsPorts[1]}`];
  metrics = [`http://${targets[0]}/metrics`, `http://${targets[1]}/metrics`];
  for (const base of site)
    await expect.poll(() => healthy(`${base}/healthz`), { timeout: 60_000 }).toBe(true);
  prometheus = await startPrometheus({ targets, token });
});

test.afterAll(async () => {
  redis?.kill("SIGCONT");
  await prometheus?.stop();
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

test("Prometheus scrapes both instances, and PromQL sees a page view, a page-cache hit and a provider error", async () => {
  const prom = prometheus as Prometheus;
  const at = `instance="${targets[0]}"`;
  // Both scraped with the token the config's credentials_file holds.
  await expect
    .poll(async () => (await prom.query(`up{job="${JOB}"} == 1`)).map((s) => s.metric.instance), {
      timeout: 20_000,
    })
    .toEqual(expect.arrayContaining(targets));
  expect((await fetch(metrics[0])).status).toBe(401);
  expect((await fetch(`${site[0]}/metrics`)).status).toBe(404);
  // Every alert of deploy/prometheus/alerts.yml loaded and evaluates against the scraped series.
  const alerts = [
    ...readFileSync(
      new URL("../../deploy/prometheus/alerts.yml", import.meta.url),
      "utf8",
    ).matchAll(/- alert: (\w+)/g),
  ].map((match) => match[1]);
  expect(alerts.length).toBeGreaterThan(0);
  await expect
    .poll(async () => (await prom.rules()).map((rule) => `${rule.name}: ${rule.health}`), {
      timeout: 20_000,
    })
    .toEqual(alerts.map((name) => `${name}: ok`));

  const views = `sum(hostfront_http_requests_total{${at},route="doc-article-slug___ja",method="GET",status="2xx"})`;
  const hits = `sum(hostfront_page_cache_total{${at},result="hit"})`;
  const failures = `sum(hostfront_provider_calls_total{${at},call="domainCheck",outcome!~"ok|retried"})`;
  await prom.scrapedAfter(Date.now());
  const before = {
    views: await prom.value(views),
    hits: await prom.value(hits),
    failures: await prom.value(failures),
  };

  for (let i = 0; i < 2; i++)
    expect((await fetch(`${site[0]}/ja/doc/article/refund`)).status).toBe(200);
  await expect.poll(() => prom.value(views), { timeout: 20_000 }).toBe(before.views + 2);
  // The second view is the page the first one kept.
  await expect.poll(() => prom.value(hits), { timeout: 20_000 }).toBeGreaterThan(before.hits);

  // A domain check is asked each time (freshness none): once the suffixes it checks are cached,
  // the provider fails it, and the page still answers.
  const domainPage = `${site[0]}/product/domain?name=prometheus-check`;
  expect((await fetch(domainPage)).status).toBe(200);
  providerFails = true;
  try {
    const page = await fetch(domainPage, { headers: { "cache-control": "no-cache" } });
    expect(page.status).toBe(200);
  } finally {
    providerFails = false;
  }
  await expect
    .poll(() => prom.value(failures), { timeout: 20_000 })
    .toBeGreaterThan(before.failures);
  // Counted by the envelope's code.
  const outcomes = await prom.query(
    `hostfront_provider_calls_total{${at},call="domainCheck",outcome!~"ok|retried"}`,
  );
  expect(outcomes.map((s) => s.metric.outcome)).toContain("5000");

  // A request never labels by its URL; Node's own series are there, for each instance.
  expect(await prom.query(`{job="${JOB}",route=~"/.*"}`)).toEqual([]);
  expect(await prom.query(`nodejs_eventloop_lag_seconds{job="${JOB}"}`)).toHaveLength(2);
});

/** Redis away for OUTAGE_MS: frozen (SIGSTOP) or gone (killed, a new one on its port after). */
const outages = {
  // Alive to TCP, answering nothing: a stuck command, a paused VM, a partition that drops
  // packets. The connections stay open; every operation waits for its deadline.
  frozen: {
    begin: async () => void redis?.kill("SIGSTOP"),
    end: async () => void redis?.kill("SIGCONT"),
  },
  // Crashed or restarted (OOM kill, an upgrade, a failover to a new process on the address):
  // connections are reset, new ones refused, and the next Redis starts empty.
  gone: {
    begin: async () => {
      redis?.kill("SIGKILL");
      if (redis) await exited(redis);
    },
    end: async () => {
      redis = spawnRedis(redisPort, dataDir);
      children.push(redis);
    },
  },
} as const;

for (const [outage, { begin, end }] of Object.entries(outages)) {
  test(`Redis ${outage} for 20 s under load: no 5xx, the fallbacks are counted, it recovers without a restart`, async () => {
    const prom = prometheus as Prometheus;
    const fallbacks = (url: string) =>
      Promise.all(
        FALLBACKS.map((outcome) =>
          scrapedSum(url, token, "hostfront_redis_calls_total", { outcome }),
        ),
      );
    const ok = (url: string) =>
      scrapedSum(url, token, "hostfront_redis_calls_total", { outcome: "ok" });
    const before = await Promise.all(metrics.map(fallbacks));
    const asks = site.flatMap((base) =>
      LOAD_PATHS.flatMap((path) => [
        { url: `${base}${path}` },
        { url: `${base}${path}`, headers: { "cache-control": "no-cache" } },
      ]),
    );
    const traffic = load(asks, { workers: 8 });
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    const down = Date.now();
    await begin();
    let up = down;
    let okWhileDown: number[] = [];
    try {
      // The alert on fallbacks sees both instances within seconds: pending, as it fires after 2
      // minutes (after the first outage, its 5-minute rate still holds that one too).
      await expect
        .poll(
          async () =>
            (await prom.alerts())
              .filter((alert) => alert.labels.alertname === "HostfrontRedisFallback")
              .map((alert) => alert.labels.instance),
          { timeout: OUTAGE_MS - 5_000 },
        )
        .toEqual(expect.arrayContaining(targets));
      await new Promise((resolve) => setTimeout(resolve, down + OUTAGE_MS - Date.now()));
      okWhileDown = await Promise.all(metrics.map(ok));
    } finally {
      up = Date.now();
      await end();
    }
    // Back without a restart: operations succeed again on both instances, under the load.
    for (const [i, url] of metrics.entries())
      await expect
        .poll(() => ok(url), { timeout: 15_000 })
        .toBeGreaterThan(okWhileDown[i] ?? Number.POSITIVE_INFINITY);
    const recoveredMs = Date.now() - up;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await traffic.stop();
    expect(web.every((child) => child.exitCode === null && child.signalCode === null)).toBe(true);

    const answers = traffic.answers;
    const during = answers.filter((a) => a.at >= down && a.at < up);
    const errors = answers.filter((a) => a.status >= 500);
    const failed = answers.filter((a) => a.status === 0);
    const after = await Promise.all(metrics.map(fallbacks));
    const sum = (counts: readonly number[]) => counts.reduce((x, y) => x + y, 0);
    const grown = FALLBACKS.map((_outcome, k) =>
      sum(after.map((counts, i) => (counts[k] ?? 0) - (before[i]?.[k] ?? 0))),
    );
    const p99 = (of: readonly { ms: number }[]) =>
      Math.round(
        quantile(
          of.map((a) => a.ms),
          0.99,
        ),
      );
    console.info(
      `Redis ${outage} ${OUTAGE_MS / 1000} s under load: ${answers.length} requests (${during.length} during the outage), ` +
        `${errors.length} 5xx, ${failed.length} failed, p99 during the outage ${p99(during)} ms ` +
        `(before it ${p99(answers.filter((a) => a.at < down))} ms), fallbacks counted ${sum(grown)} ` +
        `(${FALLBACKS.map((outcome, k) => `${outcome} ${grown[k]}`).join(", ")}), ` +
        `Redis ok again ${recoveredMs} ms after it was back`,
    );
    expect(errors).toEqual([]);
    expect(failed).toEqual([]);
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    expect(during.length).toBeGreaterThan(50);
    // Each instance counted its fallbacks.
    for (const [i, counts] of after.entries())
      expect(sum(counts)).toBeGreaterThan(sum(before[i] ?? []));

    // The shared cache works again: once emptied, what one instance loads the other serves.
    execFileSync(REDIS_CLI, ["-p", String(redisPort), "FLUSHALL"], { stdio: "ignore" });
    const emptied = shellCalls();
    const fresh = { headers: { "cache-control": "no-cache" } };
    expect((await fetch(`${site[0]}/zh/doc`, fresh)).status).toBe(200);
    const loaded = shellCalls();
    expect(loaded).not.toEqual(emptied);
    expect((await fetch(`${site[1]}/zh/doc`, fresh)).status).toBe(200);
    expect(shellCalls()).toEqual(loaded);
  });
}

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
