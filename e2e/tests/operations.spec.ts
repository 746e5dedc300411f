// What operators do every week, with the real parts: three instances behind HAProxy (the
// repository's deploy/haproxy/haproxy.cfg, its addresses replaced by free loopback ports) under
// steady load, restarted one by one with SIGTERM: no request fails. Every instance drains
// (DRAIN_SECONDS): /readyz answers 503, HAProxy's checks take it out, then it stops listening.
import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createConnection } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { freePort, healthy } from "../support/ports.ts";
import { exited, spawnSandbox, spawnWeb, stopAll } from "../support/servers.ts";

const HAPROXY = process.env.HAPROXY ?? "/usr/sbin/haproxy";
const DRAIN_SECONDS = "4";
/** Pages the load asks for, round and round (documents and a resource route). */
const PATHS = ["/", "/zh/doc", "/ja/product/vps", "/doc/article/refund", "/sitemap.xml"];

test.describe.configure({ mode: "serial", timeout: 240_000 });

const children: ChildProcess[] = [];
let dir = "";
let sandboxEnv: Record<string, string> = {};
let haproxy: ChildProcess | undefined;
let front = "";
const web = new Map<number, ChildProcess>();

function startInstance(port: number, provider: string): ChildProcess {
  const child = spawnWeb({
    PORT: String(port),
    PROVIDER_API_URL: provider,
    SITE_URL: front,
    TRUST_PROXY: "1",
    DRAIN_SECONDS,
  });
  web.set(port, child);
  children.push(child);
  return child;
}

/** HAProxy's view of a server: UP or DOWN, from its stats socket's `show stat`. */
function haproxyView(socket: string): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    const connection = createConnection(socket);
    let text = "";
    connection.on("data", (chunk) => {
      text += chunk;
    });
    connection.on("error", reject);
    connection.on("end", () => {
      const view = new Map<string, string>();
      for (const line of text.split("\n")) {
        const fields = line.split(",");
        if (fields[0] === "web" && fields[1] && fields[1] !== "BACKEND")
          view.set(fields[1], fields[17] ?? "");
      }
      resolve(view);
    });
    connection.write("show stat\n");
  });
}

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "hostfront-ops-"));
  const sandboxPort = await freePort();
  const frontPort = await freePort();
  front = `http://127.0.0.1:${frontPort}`;
  sandboxEnv = {
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_DATA_DIR: join(dir, "sandbox"),
    SITE_URL: front,
    SANDBOX_ATTEMPT_LIMIT: "100000",
  };
  children.push(spawnSandbox(sandboxEnv));
  const provider = `http://127.0.0.1:${sandboxPort}`;
  await expect.poll(() => healthy(`${provider}/healthz`), { timeout: 60_000 }).toBe(true);

  const ports = [await freePort(), await freePort(), await freePort()];
  for (const port of ports) startInstance(port, provider);
  for (const port of ports)
    await expect
      .poll(() => healthy(`http://127.0.0.1:${port}/readyz`), { timeout: 60_000 })
      .toBe(true);

  // The repository's configuration, on this test's ports, with a stats socket to read.
  const socket = join(dir, "haproxy.sock");
  let config = readFileSync(new URL("../../deploy/haproxy/haproxy.cfg", import.meta.url), "utf8");
  config = config
    .replace("bind 127.0.0.1:8080", `bind 127.0.0.1:${frontPort}`)
    .replace(/server web(\d) 127\.0\.0\.1:300\d/g, (_m, n: string) => {
      return `server web${n} 127.0.0.1:${ports[Number(n) - 1]}`;
    })
    .replace("global\n", `global\n    stats socket ${socket} mode 600 level admin\n`);
  expect(config).toContain(`127.0.0.1:${ports[2]}`);
  writeFileSync(join(dir, "haproxy.cfg"), config);
  haproxy = spawn(HAPROXY, ["-db", "-f", join(dir, "haproxy.cfg")], { stdio: "ignore" });
  children.push(haproxy);
  await expect.poll(() => healthy(`${front}/readyz`), { timeout: 30_000 }).toBe(true);
  await expect
    .poll(async () => [...(await haproxyView(socket)).values()].join(","), { timeout: 30_000 })
    .toBe("UP,UP,UP");
});

test.afterAll(async () => {
  await stopAll(children);
  rmSync(dir, { recursive: true, force: true });
});

/** Steady load on the front until `stop()`: 8 workers, each request's status and time. */
function load() {
  const results: { status: number; ms: number }[] = [];
  let running = true;
  const worker = async (n: number) => {
    let i = n;
    while (running) {
      const path = PATHS[i++ % PATHS.length] ?? "/";
      const started = performance.now();
      try {
        const answer = await fetch(`${front}${path}`, { signal: AbortSignal.timeout(15_000) });
        await answer.arrayBuffer();
        results.push({ status: answer.status, ms: performance.now() - started });
      } catch {
        results.push({ status: 0, ms: performance.now() - started });
      }
    }
  };
  const workers = Array.from({ length: 8 }, (_, n) => worker(n));
  return {
    results,
    async stop() {
      running = false;
      await Promise.all(workers);
    },
  };
}

test("a rolling restart of three instances behind HAProxy under load fails no request", async () => {
  const socket = join(dir, "haproxy.sock");
  const provider = `http://127.0.0.1:${sandboxEnv.SANDBOX_PORT}`;
  const traffic = load();
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  for (const [index, port] of [...web.keys()].entries()) {
    const old = web.get(port);
    if (!old) continue;
    old.kill("SIGTERM");
    // Taken out by the checks while it drains, then gone.
    await expect
      .poll(async () => (await haproxyView(socket)).get(`web${index + 1}`), { timeout: 15_000 })
      .toMatch(/^DOWN/);
    await exited(old);
    startInstance(port, provider);
    await expect
      .poll(async () => (await haproxyView(socket)).get(`web${index + 1}`), { timeout: 60_000 })
      .toBe("UP");
  }
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  await traffic.stop();

  const failed = traffic.results.filter((r) => r.status < 200 || r.status >= 400);
  const times = traffic.results.map((r) => r.ms).sort((a, b) => a - b);
  const p99 = times[Math.floor(times.length * 0.99)] ?? 0;
  console.info(
    `rolling restart: ${traffic.results.length} requests, ${failed.length} failed, p99 ${Math.round(p99)} ms`,
  );
  expect(traffic.results.length).toBeGreaterThan(100);
  expect(failed).toEqual([]);
});
