// PostgreSQL restarted under a running sandbox (DATABASE_URL), with the site in front: the
// sandbox stays up, a call made while the server is down gets the provider's 5000 answer within
// a bound (never a hang), /healthz says 503, and once the server is back the same reads, a
// sign-up and the site's pages answer again without restarting the sandbox. A private,
// throwaway cluster of Debian's PostgreSQL (.ci/run installs it) runs on 127.0.0.1 for the test
// and is removed with it.
import type { ChildProcess } from "node:child_process";
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { freePort, healthy } from "../support/ports.ts";
import { spawnSandbox, spawnWeb, stopAll } from "../support/servers.ts";
import { newAccount } from "../support/site.ts";

const run = promisify(execFile);

/** Where Debian keeps PostgreSQL's programs: the newest major version, or PG_BIN. */
function postgresBin(): string | null {
  if (process.env.PG_BIN)
    return existsSync(join(process.env.PG_BIN, "initdb")) ? process.env.PG_BIN : null;
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], "bin") : null;
}

const PG_BIN = postgresBin();
/** A PostgreSQL program's longest run (initdb, a start or a stop): none may hang the suite. */
const PG_TOOL_TIMEOUT_MS = 60_000;
/**
 * The longest a call may take while PostgreSQL is down: the sandbox's connect timeout
 * (POSTGRES_CONNECT_TIMEOUT_MS, 5 s) and some slack, far below the site's 40 s upstream timeout.
 */
const ANSWER_BOUND_MS = 8_000;
/** How long PostgreSQL stays down between the stop and the start, so the outage is seen. */
const DOWN_MS = 2_000;
/** How soon after the start the same call must answer 200 again. */
const BACK_WITHIN_MS = 30_000;
/** The pause of each prober between two reads. */
const PROBE_PAUSE_MS = 100;
/** A database read of the sandbox: the review summary is a row of `review_summary`. */
const READ = "/api/home/review/summary";

test.describe.configure({ mode: "serial", timeout: 120_000 });

let dir = "";
let clusterStarted = false;
let sandbox: ChildProcess | undefined;
let web: ChildProcess | undefined;
let provider = "";
let site = "";
let pgOptions = "";

/**
 * Runs a PostgreSQL program; as root (CI) through `su postgres`, since initdb and the server
 * refuse to run as root (the same as .ci/run's "PostgreSQL" step).
 */
async function pgTool(tool: string, args: readonly string[]): Promise<void> {
  const command = [join(PG_BIN as string, tool), ...args];
  const quote = (word: string) => `'${word.replaceAll("'", `'\\''`)}'`;
  const [file, argv] =
    process.getuid?.() === 0
      ? ["su", ["postgres", "-s", "/bin/sh", "-c", command.map(quote).join(" ")]]
      : [command[0] as string, command.slice(1)];
  await run(file, argv, { cwd: dir, timeout: PG_TOOL_TIMEOUT_MS });
}

const startCluster = () =>
  pgTool("pg_ctl", [
    "-D",
    join(dir, "data"),
    "-o",
    pgOptions,
    "-l",
    join(dir, "log"),
    "-w",
    "start",
  ]);

interface Answer {
  /** 0 when there was no answer within ANSWER_BOUND_MS. */
  readonly status: number;
  readonly body: string;
  readonly ms: number;
}

/** A call's status, body and time. */
async function call(url: string, init: RequestInit = {}): Promise<Answer> {
  const started = performance.now();
  try {
    const answer = await fetch(url, { ...init, signal: AbortSignal.timeout(ANSWER_BOUND_MS) });
    const body = await answer.text();
    return { status: answer.status, body, ms: performance.now() - started };
  } catch {
    return { status: 0, body: "", ms: performance.now() - started };
  }
}

/** The sandbox has neither exited nor been killed. */
const alive = (child: ChildProcess | undefined) =>
  child !== undefined && child.exitCode === null && child.signalCode === null;

test.beforeAll(async () => {
  if (!PG_BIN)
    throw new Error(
      "PostgreSQL is not installed (no initdb in /usr/lib/postgresql/*/bin, or in PG_BIN when " +
        "set): install Debian's postgresql, as .ci/run does.",
    );
  dir = mkdtempSync(join(tmpdir(), "hostfront-pg-"));
  if (process.getuid?.() === 0) await run("chown", ["postgres", dir]);
  const pgPort = await freePort();
  // Loopback only, the socket inside the folder: nothing of the machine's own PostgreSQL is used.
  pgOptions = `-h 127.0.0.1 -p ${pgPort} -k ${dir}`;
  await pgTool("initdb", [
    "-D",
    join(dir, "data"),
    "-U",
    "hostfront",
    "--auth=trust",
    "-E",
    "UTF8",
    "--no-sync",
  ]);
  await startCluster();
  clusterStarted = true;

  const sandboxPort = await freePort();
  const webPort = await freePort();
  provider = `http://127.0.0.1:${sandboxPort}`;
  site = `http://127.0.0.1:${webPort}`;
  sandbox = spawnSandbox({
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_DATA_DIR: join(dir, "sandbox"),
    SANDBOX_PUBLIC_URL: provider,
    DATABASE_URL: `postgres://hostfront@127.0.0.1:${pgPort}/postgres`,
    SITE_URL: site,
    SANDBOX_ATTEMPT_LIMIT: "100000",
  });
  web = spawnWeb({
    PORT: String(webPort),
    PROVIDER_API_URL: provider,
    MAIN_SITE_URL: provider,
    SITE_URL: site,
  });
  await expect.poll(() => healthy(`${provider}/healthz`), { timeout: 60_000 }).toBe(true);
  await expect.poll(() => healthy(`${site}/healthz`), { timeout: 60_000 }).toBe(true);
});

test.afterAll(async () => {
  await stopAll([web, sandbox]);
  if (clusterStarted)
    await pgTool("pg_ctl", ["-D", join(dir, "data"), "-m", "immediate", "stop"]).catch(() => {});
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test("on PostgreSQL, reads and a sign-up answer, directly and through the site", async () => {
  const health = await call(`${provider}/healthz`);
  expect(JSON.parse(health.body)).toEqual({ status: "ok", database: "postgres" });
  const read = await call(`${provider}${READ}`);
  expect(read.status).toBe(200);
  expect(JSON.parse(read.body)).toMatchObject({ code: 2000 });
  // The site's BFF asks the sandbox, which asks PostgreSQL.
  const through = await call(`${site}${READ}`);
  expect(through.status).toBe(200);
  expect(JSON.parse(through.body)).toMatchObject({ code: 2000 });
  const page = await call(`${site}/product/vps`, { headers: { "cache-control": "no-cache" } });
  expect(page.status).toBe(200);
  await newAccount("pg-before", { sandbox: provider });
});

test("PostgreSQL restarted: the sandbox stays up, answers 5000 while it is down, and again after", async () => {
  // Reads the whole time, two at once, each with its start, end and status.
  const probes: { from: number; to: number; status: number }[] = [];
  let probing = true;
  const prober = async () => {
    while (probing) {
      const from = performance.now();
      const { status } = await call(`${provider}${READ}`);
      probes.push({ from, to: performance.now(), status });
      await new Promise((resolve) => setTimeout(resolve, PROBE_PAUSE_MS));
    }
  };
  const probers = [prober(), prober()];

  let down = 0;
  let up = 0;
  let during: Answer;
  let health: Answer;
  let through: Answer;
  let page: Answer;
  try {
    down = performance.now();
    await pgTool("pg_ctl", ["-D", join(dir, "data"), "-m", "fast", "-w", "stop"]);
    // While it is down: the provider's own error answer, soon; the health check says so.
    during = await call(`${provider}${READ}`);
    health = await call(`${provider}/healthz`);
    through = await call(`${site}${READ}`);
    page = await call(`${site}/product/vps`, { headers: { "cache-control": "no-cache" } });
    await new Promise((resolve) => setTimeout(resolve, DOWN_MS));
    expect(alive(sandbox), "the sandbox ended when PostgreSQL stopped").toBe(true);
    await startCluster();
    up = performance.now();

    // Back without restarting the sandbox.
    await expect
      .poll(async () => (await call(`${provider}${READ}`)).status, { timeout: BACK_WITHIN_MS })
      .toBe(200);
    await expect
      .poll(() => probes.some((probe) => probe.from >= up && probe.status === 200))
      .toBe(true);
  } finally {
    probing = false;
    await Promise.all(probers);
  }

  expect(alive(sandbox), "the sandbox ended when PostgreSQL restarted").toBe(true);
  expect(during.status).toBe(500);
  expect(JSON.parse(during.body)).toMatchObject({ code: 5000 });
  expect(during.ms).toBeLessThan(ANSWER_BOUND_MS);
  expect(health.status).toBe(503);
  expect(JSON.parse(health.body)).toEqual({ status: "error", database: "postgres" });
  // The site answers too, within the bound: its BFF passes the provider's failure on.
  expect(through.status).toBeGreaterThanOrEqual(500);
  expect(page.status).not.toBe(0);

  const inOutage = probes.filter((probe) => probe.from >= down && probe.from < up);
  const statuses = new Map<number, number>();
  for (const probe of inOutage) statuses.set(probe.status, (statuses.get(probe.status) ?? 0) + 1);
  const firstOk = probes.find((probe) => probe.from >= up && probe.status === 200);
  const counts = [...statuses].map(([status, count]) => `${status} x${count}`).join(", ");
  const slowest = Math.max(0, ...inOutage.map((probe) => probe.to - probe.from));
  console.info(
    `postgres restart: outage ${((up - down) / 1000).toFixed(1)} s, ${inOutage.length} reads ` +
      `during it (${counts}; slowest ${Math.round(slowest)} ms), first 200 ` +
      `${Math.round((firstOk?.to ?? up) - up)} ms after the start; while down the site's BFF ` +
      `answered ${through.status}, a fresh page ${page.status}; the sandbox (pid ${sandbox?.pid}) never stopped`,
  );
  // Every read answered within the bound, with 200 or the provider's 500; none after the first
  // 200 failed.
  for (const probe of probes) {
    expect([200, 500]).toContain(probe.status);
    expect(probe.to - probe.from).toBeLessThan(ANSWER_BOUND_MS);
  }
  expect(statuses.get(500) ?? 0).toBeGreaterThan(0);
  const recovered = probes.filter((probe) => firstOk && probe.from > firstOk.to);
  expect(recovered.every((probe) => probe.status === 200)).toBe(true);

  // The same checks as before the restart: reads, the site, a sign-up (writes).
  expect(JSON.parse((await call(`${provider}/healthz`)).body)).toMatchObject({ status: "ok" });
  expect((await call(`${site}${READ}`)).status).toBe(200);
  const after = await call(`${site}/product/vps`, { headers: { "cache-control": "no-cache" } });
  expect(after.status).toBe(200);
  await newAccount("pg-after", { sandbox: provider });
  expect(alive(sandbox)).toBe(true);
});
