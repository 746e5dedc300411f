// What operators do every week, with the real parts: three instances behind HAProxy (the
// repository's deploy/haproxy/haproxy.cfg, its addresses replaced by free loopback ports) under
// steady load, restarted one by one with SIGTERM: no request fails. Every instance drains
// (DRAIN_SECONDS): /readyz answers 503, HAProxy's checks take it out, then it stops listening.
// Then one is killed (SIGKILL) while it waits for the provider's answer to a POST the provider
// has applied: only requests in flight on it fail, and the visitor's retry with the same
// Idempotency-Key is answered from the provider's record, not applied twice.
import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { createConnection } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { endpoints } from "@hostfront/api-client/contract";
import { expect, test } from "@playwright/test";
import { load, quantile } from "../support/load.ts";
import { freePort, healthy } from "../support/ports.ts";
import { exited, forward, spawnSandbox, spawnWeb, stopAll } from "../support/servers.ts";

const HAPROXY = process.env.HAPROXY ?? "/usr/sbin/haproxy";
const DRAIN_SECONDS = "4";
/** A visitor's review of the site: a POST the BFF passes on with its Idempotency-Key. */
const COMMENT_PATH = endpoints.footerComment.path;
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

/** Steady load on the front: 8 workers over PATHS until `stop()`. */
const traffic = () => load(PATHS.map((path) => ({ url: `${front}${path}` })));

test("a rolling restart of three instances behind HAProxy under load fails no request", async () => {
  const socket = join(dir, "haproxy.sock");
  const provider = `http://127.0.0.1:${sandboxEnv.SANDBOX_PORT}`;
  const pages = traffic();
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
  await pages.stop();

  const failed = pages.answers.filter((r) => r.status < 200 || r.status >= 400);
  const p99 = quantile(
    pages.answers.map((r) => r.ms),
    0.99,
  );
  console.info(
    `rolling restart: ${pages.answers.length} requests, ${failed.length} failed, p99 ${Math.round(p99)} ms`,
  );
  expect(pages.answers.length).toBeGreaterThan(100);
  expect(failed).toEqual([]);
});

/** The sandbox's rows of a comment text (its SQLite file, read beside it). */
function commentsWith(text: string): number {
  const database = new DatabaseSync(join(dir, "sandbox", "sandbox.sqlite"), { readOnly: true });
  try {
    const row = database
      .prepare("SELECT count(*) AS n FROM comments WHERE content = ?")
      .get(text) as { n: number };
    return row.n;
  } finally {
    database.close();
  }
}

test("SIGKILL of an instance under load: only requests in flight on it fail, and a POST is applied once", async () => {
  const socket = join(dir, "haproxy.sock");
  const provider = `http://127.0.0.1:${sandboxEnv.SANDBOX_PORT}`;
  const sandboxPort = Number(sandboxEnv.SANDBOX_PORT);
  const run = `${process.pid}-${Date.now()}`;
  const [victimPort] = [...web.keys()];
  if (victimPort === undefined) throw new Error("no instance");
  const victimIndex = [...web.keys()].indexOf(victimPort);
  const view = async () => (await haproxyView(socket)).get(`web${victimIndex + 1}`);

  // The victim talks to the sandbox through a proxy that holds the sandbox's answer to a review
  // for 5 s once the sandbox has applied it: the instance is killed while it waits, the worst
  // moment (applied, answer lost).
  let held: (() => void) | null = null;
  let isHeld = false;
  const applied = new Promise<void>((resolve) => {
    held = () => {
      isHeld = true;
      resolve();
    };
  });
  const slow = createHttpServer((req, res) =>
    forward(sandboxPort, req, res, (answer) => {
      if (req.method !== "POST" || !(req.url ?? "").startsWith(COMMENT_PATH)) return false;
      held?.();
      setTimeout(() => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      }, 5_000);
      return true;
    }),
  );
  const slowPort = await freePort();
  await new Promise<void>((resolve) => slow.listen(slowPort, "127.0.0.1", resolve));
  try {
    const old = web.get(victimPort);
    old?.kill("SIGTERM");
    if (old) await exited(old);
    const victim = startInstance(victimPort, `http://127.0.0.1:${slowPort}`);
    await expect.poll(view, { timeout: 60_000 }).toBe("UP");

    const pages = traffic();
    // Reviews, each with its own Idempotency-Key, sent until one answers 200: a visitor's
    // browser sending again what got no answer. The first to reach the victim is held.
    const post = async (n: number) => {
      const key = `sigkill-${run}-${n}`;
      let tries = 0;
      for (; tries < 30; tries++) {
        const answer = await fetch(`${front}${COMMENT_PATH}`, {
          method: "POST",
          headers: { origin: front, "content-type": "application/json", "idempotency-key": key },
          body: JSON.stringify({ rating: 5, content: key }),
          signal: AbortSignal.timeout(15_000),
        }).catch(() => null);
        if (answer?.status === 200) return { key, tries: tries + 1 };
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      return { key, tries };
    };
    // Three visitors review until one review is held on the victim (it is new, in its slow
    // start: HAProxy sends it few requests at first).
    let sent = 0;
    const visitor = async () => {
      const done: { key: string; tries: number }[] = [];
      while (!isHeld && sent < 300) done.push(await post(sent++));
      return done;
    };
    const posts = Promise.all([visitor(), visitor(), visitor()]).then((all) => all.flat());
    await Promise.race([
      applied,
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error("no review reached the victim")), 60_000),
      ),
    ]);
    const inFlight = pages.answers.length;
    victim.kill("SIGKILL");
    const killedAt = Date.now();
    await expect.poll(view, { timeout: 15_000 }).toMatch(/^DOWN/);
    const reviews = await posts;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await pages.stop();

    // Pages: failures only around the kill, at most one per worker that was waiting on it.
    const failed = pages.answers.filter((r) => r.status < 200 || r.status >= 400);
    for (const answer of failed) expect(Math.abs(answer.at - killedAt)).toBeLessThan(5_000);
    expect(failed.length).toBeLessThanOrEqual(8);
    // Reviews: each answered in the end, each applied exactly once, the held one included.
    for (const { key, tries } of reviews) {
      expect(tries, key).toBeLessThan(30);
      expect(commentsWith(key), key).toBe(1);
    }
    const sentAgain = reviews.filter((r) => r.tries > 1).length;
    expect(sentAgain).toBeGreaterThan(0);
    console.info(
      `SIGKILL under load: ${pages.answers.length} page requests (${inFlight} before the kill), ${failed.length} failed, p99 ${Math.round(
        quantile(
          pages.answers.map((r) => r.ms),
          0.99,
        ),
      )} ms; ${reviews.length} reviews, ${sentAgain} sent again after no answer, each applied once`,
    );
  } finally {
    slow.closeAllConnections();
    await new Promise<void>((resolve) => slow.close(() => resolve()));
    // Back as it was, on the sandbox itself.
    startInstance(victimPort, provider);
    await expect.poll(view, { timeout: 60_000 }).toBe("UP");
  }
});
