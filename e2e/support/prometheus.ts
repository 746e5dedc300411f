// A real Prometheus (Debian's) for a suite: the repository's deploy/prometheus/prometheus.yml
// and alerts.yml, the targets replaced by the suite's metrics ports and scraped every second, on
// a free loopback port with its data in a folder of its own; and PromQL through its HTTP API.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, healthy } from "./ports.ts";
import { exited } from "./servers.ts";

const PROMETHEUS = process.env.PROMETHEUS ?? "/usr/bin/prometheus";
const deploy = fileURLToPath(new URL("../../deploy/prometheus/", import.meta.url));
/** The job of deploy/prometheus/prometheus.yml. */
export const JOB = "hostfront-web";
/** The suite's scrape and rule evaluation interval (the repository's is 15 s). */
const INTERVAL = "1s";
/** How long Prometheus may take to start. */
const START_MS = 30_000;

/** One element of an instant vector: its labels and value. */
export interface Sample {
  readonly metric: Readonly<Record<string, string>>;
  readonly value: number;
}

export interface Rule {
  readonly name: string;
  readonly type: "alerting" | "recording";
  readonly health: string;
  readonly lastError?: string;
}

export interface Alert {
  readonly labels: Readonly<Record<string, string>>;
  readonly state: "pending" | "firing";
}

export interface Prometheus {
  readonly url: string;
  /** The instant vector `promql` evaluates to now. */
  query(promql: string): Promise<Sample[]>;
  /** The sum of the vector's values: 0 when no series matches yet. */
  value(promql: string): Promise<number>;
  /** Resolves once every target has been scraped after `since` (ms since the epoch). */
  scrapedAfter(since: number, timeoutMs?: number): Promise<void>;
  rules(): Promise<Rule[]>;
  alerts(): Promise<Alert[]>;
  stop(): Promise<void>;
}

/**
 * The repository's scrape config for `targets` (host:port), asking each for `token` as the
 * config's commented `authorization` block says, with the alert rules at their path.
 */
export function scrapeConfig(targets: readonly string[], tokenFile: string | null): string {
  const original = readFileSync(join(deploy, "prometheus.yml"), "utf8");
  const config = original
    .replace(/scrape_interval: \S+/, `scrape_interval: ${INTERVAL}`)
    .replace(/evaluation_interval: \S+/, `evaluation_interval: ${INTERVAL}`)
    .replace(/^( *)- alerts\.yml$/m, `$1- ${join(deploy, "alerts.yml")}`)
    .replace(
      /^( *)- targets:\n(?:\1 {4}- \S+(?:\n|$))+/m,
      (_all, indent: string) =>
        `${indent}- targets:\n${targets.map((t) => `${indent}    - ${t}\n`).join("")}`,
    )
    .replace(
      /^( *)# authorization:\n\1# {3}type: Bearer\n\1# {3}credentials_file: \S+$/m,
      (all, indent: string) =>
        tokenFile === null
          ? all
          : `${indent}authorization:\n${indent}  type: Bearer\n${indent}  credentials_file: ${tokenFile}`,
    );
  // The repository's file changed shape: say so rather than scrape the wrong thing.
  const missing = [
    `scrape_interval: ${INTERVAL}`,
    `evaluation_interval: ${INTERVAL}`,
    join(deploy, "alerts.yml"),
    ...targets,
    ...(tokenFile === null ? [] : [`credentials_file: ${tokenFile}`]),
  ].filter((part) => !config.includes(part));
  const left = [...original.matchAll(/^ +- (\d+\.\d+\.\d+\.\d+:\d+)$/gm)]
    .map((match) => match[1] as string)
    .filter((target) => config.includes(target) && !targets.includes(target));
  if (left.length > 0) missing.push(`targets instead of ${left.join(", ")}`);
  if (missing.length > 0)
    throw new Error(`deploy/prometheus/prometheus.yml: could not set ${missing.join(", ")}`);
  return config;
}

/** Starts Prometheus scraping `targets` (host:port of METRICS_PORTs), with `token` if set. */
export async function startPrometheus({
  targets,
  token = null,
}: {
  targets: readonly string[];
  token?: string | null;
}): Promise<Prometheus> {
  const dir = mkdtempSync(join(tmpdir(), "hostfront-prometheus-"));
  let tokenFile: string | null = null;
  if (token !== null) {
    tokenFile = join(dir, "metrics-token");
    writeFileSync(tokenFile, token, { mode: 0o600 });
  }
  writeFileSync(join(dir, "prometheus.yml"), scrapeConfig(targets, tokenFile));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    PROMETHEUS,
    [
      `--config.file=${join(dir, "prometheus.yml")}`,
      `--storage.tsdb.path=${join(dir, "data")}`,
      `--web.listen-address=127.0.0.1:${port}`,
      "--log.level=warn",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  // Its last words, for a start that fails.
  let log = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4_000);
  });

  const stop = async () => {
    child.kill("SIGTERM");
    await exited(child);
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + START_MS;
  while (!(await healthy(`${url}/-/ready`))) {
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop();
      throw new Error(`Prometheus did not start:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const api = async <T>(path: string): Promise<T> => {
    const answer = await fetch(`${url}/api/v1/${path}`);
    const body = (await answer.json()) as { status: string; data: T; error?: string };
    if (body.status !== "success") throw new Error(`Prometheus ${path}: ${body.error}`);
    return body.data;
  };
  const query = async (promql: string): Promise<Sample[]> => {
    const data = await api<{
      result: { metric: Record<string, string>; value: [number, string] }[];
    }>(`query?query=${encodeURIComponent(promql)}`);
    return data.result.map(({ metric, value }) => ({ metric, value: Number(value[1]) }));
  };
  return {
    url,
    query,
    value: async (promql) => (await query(promql)).reduce((sum, s) => sum + s.value, 0),
    async scrapedAfter(since, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        // A sample's timestamp is when its scrape began.
        const scrapes = await query(`timestamp(up{job="${JOB}"})`);
        if (scrapes.length === targets.length && scrapes.every((s) => s.value * 1000 > since))
          return;
        if (Date.now() > deadline)
          throw new Error(`not every target scraped within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    rules: async () =>
      (await api<{ groups: { rules: Rule[] }[] }>("rules")).groups.flatMap((g) => g.rules),
    alerts: async () => (await api<{ alerts: Alert[] }>("alerts")).alerts,
    stop,
  };
}

/** The sum of a series' values whose labels include `labels`, from one instance's scrape. */
export async function scrapedSum(
  url: string,
  token: string,
  name: string,
  labels: Record<string, string> = {},
): Promise<number> {
  const scrape = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  let sum = 0;
  for (const line of (await scrape.text()).split("\n")) {
    const match = /^([a-z_:][a-z0-9_:]*)(?:\{(.*)\})? (\S+)$/i.exec(line);
    if (!match || match[1] !== name) continue;
    const has = Object.entries(labels).every(([key, value]) =>
      (match[2] ?? "").includes(`${key}="${value}"`),
    );
    if (has) sum += Number(match[3]);
  }
  return sum;
}
