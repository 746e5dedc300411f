// Part 3 and 4 of the bench: server rendering under load (autocannon, 127.0.0.1) of the site's
// pages and the template, with the shell calls that reached the provider during each warm run,
// and the web server's memory before and after the load.
import autocannon from "autocannon";
import { rssMb } from "./machine.ts";
import { PAGES, pad, TARGET, type Targets, table, type Verdict } from "./report.ts";

const CONNECTIONS = 50;

/** Calls every page's shell makes (lib/page/shell.server.ts): served from the cache once warm. */
const SHELL_PATHS = [
  "/api/finance/currency/search",
  "/api/seniorManage/footLink/search",
  "/api/finance/message/searchAnnounce",
  "/api/home/review/summary",
  "/api/user-server/user/browse",
];

export async function loadBench(
  { site, template, markup }: Targets,
  /** Calls that reached the provider, by path (counted by the bench's proxy). */
  calls: ReadonlyMap<string, number>,
  /** The web server's process. */
  webPid: number | undefined,
  /** Seconds per measured run. */
  seconds: number,
): Promise<Verdict[]> {
  // Each page twice: as visitors get it (the instance's page cache answers repeats for a
  // few seconds) and rendered for every request (`Cache-Control: no-cache` bypasses it).
  const RENDER = { "cache-control": "no-cache" };
  const targets: Record<string, [string, Record<string, string>]> = {
    template: [`${template}/`, {}],
    // The template rendering the doc article's markup: React Router and React alone, no
    // middleware, loader or data (bench/template/app/routes/markup.tsx).
    "template, markup": [`${markup}/markup`, {}],
    home: [`${site}/`, {}],
    "home, rendered": [`${site}/`, RENDER],
    "doc article": [`${site}${PAGES["doc article"]}`, {}],
    "article, rendered": [`${site}${PAGES["doc article"]}`, RENDER],
    "doc search": [`${site}${PAGES["doc search"]}`, {}],
    "search, rendered": [`${site}${PAGES["doc search"]}`, RENDER],
  };
  const memoryBefore = rssMb(webPid);
  const rows: unknown[][] = [];
  const results = new Map<string, { rps: number; p99: number; failed: number }>();
  for (const [name, [url, headers]] of Object.entries(targets)) {
    // Warm: the caches fill, then the measured run starts with the counters at zero.
    await autocannon({ url, headers, connections: 10, duration: 3, workers: 1 });
    const before = SHELL_PATHS.map((p) => calls.get(p) ?? 0);
    // In a worker thread: this process also runs the counting proxy in front of the provider,
    // whose answers would otherwise wait behind autocannon's own work.
    const result = await autocannon({
      url,
      headers,
      connections: CONNECTIONS,
      duration: seconds,
      workers: 1,
    });
    const shellCalls = SHELL_PATHS.reduce(
      (sum, p, i) => sum + (calls.get(p) ?? 0) - (before[i] ?? 0),
      0,
    );
    results.set(name, {
      rps: result.requests.average,
      p99: result.latency.p99,
      failed: result.errors + result.timeouts + result.non2xx,
    });
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
    `\nServer rendering under load: autocannon, ${CONNECTIONS} connections, ${seconds} s each, 127.0.0.1 (targets on the doc article: rendered >= ${TARGET.renderedRatio} of the template with p99 <= ${TARGET.renderedP99Ms} ms, from the page cache >= ${TARGET.cachedRatio} of the template, 0 errors; the template's server is react-router-serve)\n`,
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
  const memoryMet = memoryAfter <= TARGET.rssMb;
  console.info(
    `\nWeb server memory (RSS): ${memoryBefore} MB before the load, ${memoryAfter} MB after all load runs (target <= ${TARGET.rssMb} MB: ${memoryMet ? "met" : "NOT MET"}), ${memoryIdle} MB after 10 s idle.`,
  );

  const rendered = results.get("article, rendered");
  const peer = results.get("template, markup");
  const cached = results.get("doc article");
  const ratio = (entry: { rps: number } | undefined) => (entry ? entry.rps / floor : Number.NaN);
  return [
    {
      target: `SSR doc article rendered >= ${TARGET.renderedRatio} x the template's req/s, p99 <= ${TARGET.renderedP99Ms} ms (${CONNECTIONS} connections)`,
      // The peer says what the stack alone reaches on the same markup.
      measured: `${ratio(rendered).toFixed(2)} x, p99 ${rendered?.p99} ms (the template rendering the article's markup, without middleware or data: ${ratio(peer).toFixed(2)} x, p99 ${peer?.p99} ms)`,
      met:
        ratio(rendered) >= TARGET.renderedRatio &&
        (rendered?.p99 ?? Infinity) <= TARGET.renderedP99Ms,
    },
    {
      target: `SSR doc article from the page cache >= ${TARGET.cachedRatio} x the template's req/s`,
      measured: `${ratio(cached).toFixed(2)} x`,
      met: ratio(cached) >= TARGET.cachedRatio,
    },
    {
      target: "SSR doc article: 0 errors (rendered and from the page cache)",
      measured: `${(rendered?.failed ?? 0) + (cached?.failed ?? 0)} errors, timeouts or non-2xx`,
      met: rendered !== undefined && cached !== undefined && rendered.failed + cached.failed === 0,
    },
    {
      target: `Server RSS after all load runs <= ${TARGET.rssMb} MB`,
      measured: `${memoryAfter} MB`,
      met: memoryMet,
    },
  ];
}
