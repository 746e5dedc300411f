// Two instances of the site behind one Redis (REDIS_URL) share the upstream cache and the rate
// limits: what one instance fetched the other serves without asking the provider, and a
// visitor limited on one is limited on the other. A real Redis (Debian's redis-server) and a
// provider that counts its calls run on 127.0.0.1 for the test and stop with it.
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

  dataDir = mkdtempSync(join(tmpdir(), "hostfront-redis-"));
  const redisPort = await freePort();
  children.push(
    spawn(
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
    ),
  );

  const ports = [await freePort(), await freePort()];
  for (const port of ports) {
    children.push(
      spawnWeb({
        PORT: String(port),
        PROVIDER_API_URL: `http://127.0.0.1:${providerPort}`,
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        CHAT_API_KEY: MOCK_CHAT_API_KEY,
        SITE_URL: `http://127.0.0.1:${port}`,
      }),
    );
  }
  site = [`http://127.0.0.1:${ports[0]}`, `http://127.0.0.1:${ports[1]}`];
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
