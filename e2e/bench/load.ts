// Part 3 and 4 of the bench: server rendering under load (autocannon, 127.0.0.1) of the site's
// pages and the template, with the shell calls that reached the provider during each warm run,
// and the web server's memory before and after the load.
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { PAGES, pad, type Targets, table } from "./report.ts";

const CONNECTIONS = 50;

/** Calls every page's shell makes (lib/shell.server.ts): served from the cache once warm. */
const SHELL_PATHS = [
  "/api/finance/currency/search",
  "/api/seniorManage/footLink/search",
  "/api/finance/message/searchAnnounce",
  "/api/home/review/summary",
  "/api/user-server/user/browse",
];

function rssMb(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kb / 102.4) / 10;
}

export async function loadBench(
  { site, template }: Targets,
  /** Calls that reached the provider, by path (counted by the bench's proxy). */
  calls: ReadonlyMap<string, number>,
  /** The web server's process. */
  webPid: number | undefined,
  /** Seconds per measured run. */
  seconds: number,
): Promise<void> {
  // Each page twice: as visitors get it (the instance's page cache answers repeats for a
  // few seconds) and rendered for every request (`Cache-Control: no-cache` bypasses it).
  const RENDER = { "cache-control": "no-cache" };
  const targets: Record<string, [string, Record<string, string>]> = {
    template: [`${template}/`, {}],
    home: [`${site}/`, {}],
    "home, rendered": [`${site}/`, RENDER],
    "doc article": [`${site}${PAGES["doc article"]}`, {}],
    "article, rendered": [`${site}${PAGES["doc article"]}`, RENDER],
    "doc search": [`${site}${PAGES["doc search"]}`, {}],
    "search, rendered": [`${site}${PAGES["doc search"]}`, RENDER],
    // The site's own floor: its server and middleware around a bare page (no shell).
    "site floor": [`${site}/_bench/floor`, {}],
  };
  const memoryBefore = rssMb(webPid);
  const rows: unknown[][] = [];
  const results = new Map<string, { rps: number; p99: number }>();
  for (const [name, [url, headers]] of Object.entries(targets)) {
    // Warm: the caches fill, then the measured run starts with the counters at zero.
    await autocannon({ url, headers, connections: 10, duration: 3 });
    const before = SHELL_PATHS.map((p) => calls.get(p) ?? 0);
    const result = await autocannon({
      url,
      headers,
      connections: CONNECTIONS,
      duration: seconds,
    });
    const shellCalls = SHELL_PATHS.reduce(
      (sum, p, i) => sum + (calls.get(p) ?? 0) - (before[i] ?? 0),
      0,
    );
    results.set(name, { rps: result.requests.average, p99: result.latency.p99 });
    rows.push([
      name,
      Math.round(result.requests.average),
      result.latency.p50,
      result.latency.p99,
      result.errors + result.timeouts,
      result.non2xx,
      shellCalls,
      // After each run: a leak keeps climbing run after run, a high-water mark stays level.
      rssMb(webPid),
    ]);
  }
  const floor = results.get("template")?.rps ?? Number.NaN;
  const memoryAfter = rssMb(webPid);
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const memoryIdle = rssMb(webPid);
  console.info(
    `\nServer rendering under load: autocannon, ${CONNECTIONS} connections, ${seconds} s each, 127.0.0.1 (targets on the doc article: rendered >= 0.5 of the template with p99 <= 100 ms, from the page cache >= 0.9 of the template, 0 errors; the template's server is react-router-serve)\n`,
  );
  table(
    ["page", "req/s", "p50 ms", "p99 ms", "errors", "non-2xx", "shell calls", "RSS MB"],
    rows,
    [18, 10, 10, 10, 10, 10, 12, 10],
  );
  for (const name of Object.keys(targets).filter((name) => name !== "template")) {
    const entry = results.get(name);
    if (entry) console.info(`${pad(name, 18)}${(entry.rps / floor).toFixed(2)} x the template`);
  }
  console.info(
    `\nWeb server memory (RSS): ${memoryBefore} MB before the load, ${memoryAfter} MB after it, ${memoryIdle} MB after 10 s idle (target after the load: <= 300 MB).`,
  );
}
