// `pnpm bench` (e2e): the site's performance, measured on this machine and printed as tables.
//  1. Lighthouse (mobile emulation, Debian's Chromium) on the home page, /product/vps, a doc
//     article and a doc search page, in en, zh and ja: the four scores, LCP, CLS, TBT.
//  2. JavaScript and CSS a visitor's browser downloads per page type (gzip), and whether the
//     server's HTML carries an article's body once.
//  3. Server rendering under load (autocannon, 127.0.0.1): home, a doc article, a doc search,
//     and a bare React Router page of the same build (the "framework floor"): requests/s, p50,
//     p99, errors, the ratio to the floor, and how many shell calls reached the provider
//     during the warm run (a counting proxy in front of the sandbox).
//  4. The web server's memory before and after the load.
// Everything starts on 127.0.0.1 with free ports and stops at the end. BENCH_DURATION (s)
// shortens the load runs; BENCH_SKIP=lighthouse skips a part.
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer as createHttpServer, request as httpRequest, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import autocannon from "autocannon";
import { freePort } from "../support/ports.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const DURATION = Number(process.env.BENCH_DURATION ?? 30);
const CONNECTIONS = 50;
const SKIP = new Set((process.env.BENCH_SKIP ?? "").split(",").filter(Boolean));
const run = promisify(execFile);

/** Calls every page's shell makes (lib/shell.server.ts): served from the cache once warm. */
const SHELL_PATHS = [
  "/api/finance/currency/search",
  "/api/seniorManage/footLink/search",
  "/api/finance/message/searchAnnounce",
  "/api/home/review/summary",
  "/api/user-server/user/browse",
];

async function waitFor(url: string, seconds = 60): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not start`);
}

function rssMb(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kb / 102.4) / 10;
}

const pad = (value: unknown, width: number) => String(value).padEnd(width);
const table = (head: string[], rows: unknown[][], widths: number[]) => {
  console.info(head.map((h, i) => pad(h, widths[i] ?? 12)).join(""));
  for (const row of rows) console.info(row.map((c, i) => pad(c, widths[i] ?? 12)).join(""));
};

// --- the servers ---------------------------------------------------------------------
const children: ChildProcess[] = [];
const dataDir = mkdtempSync(join(tmpdir(), "hostfront-bench-"));
const [sandboxPort, proxyPort, webPort] = [await freePort(), await freePort(), await freePort()];
const site = `http://127.0.0.1:${webPort}`;
const calls = new Map<string, number>();

const proxy: Server = createHttpServer((req, res) => {
  const path = new URL(req.url ?? "/", "http://x").pathname;
  calls.set(path, (calls.get(path) ?? 0) + 1);
  const upstream = httpRequest(
    {
      host: "127.0.0.1",
      port: sandboxPort,
      path: req.url,
      method: req.method,
      headers: req.headers,
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on("error", () => {
    res.writeHead(502);
    res.end();
  });
  req.pipe(upstream);
});
await new Promise<void>((resolve) => proxy.listen(proxyPort, "127.0.0.1", resolve));

children.push(
  spawn(process.execPath, ["src/main.ts"], {
    cwd: join(root, "apps/provider-sandbox"),
    env: {
      ...process.env,
      NODE_OPTIONS: "",
      SANDBOX_HOST: "127.0.0.1",
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_DATA_DIR: dataDir,
      SITE_URL: site,
      LOG_LEVEL: "warn",
    },
    stdio: "ignore",
  }),
);
const web = spawn(process.execPath, ["server.ts"], {
  cwd: join(root, "apps/web"),
  env: {
    ...process.env,
    NODE_OPTIONS: "",
    HOST: "127.0.0.1",
    PORT: String(webPort),
    PROVIDER_API_URL: `http://127.0.0.1:${proxyPort}`,
    SITE_URL: site,
    MAIN_SITE_URL: `http://127.0.0.1:${sandboxPort}`,
    BENCH_FLOOR: "1",
  },
  stdio: "ignore",
});
children.push(web);

async function stopAll() {
  for (const child of children) child.kill("SIGTERM");
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) resolve();
          else child.once("exit", () => resolve());
        }),
    ),
  );
  proxy.closeAllConnections();
  await new Promise<void>((resolve) => proxy.close(() => resolve()));
  rmSync(dataDir, { recursive: true, force: true });
}

try {
  await waitFor(`http://127.0.0.1:${sandboxPort}/healthz`);
  await waitFor(`${site}/healthz`);

  const PAGES = {
    home: "/",
    "product-vps": "/product/vps",
    "doc article": "/doc/article/connect-with-ssh",
    "doc search": "/doc/search/snapshot",
  } as const;
  const prefixes = { en: "", zh: "/zh", ja: "/ja" } as const;

  // --- 1. Lighthouse ------------------------------------------------------------------
  if (!SKIP.has("lighthouse")) {
    const cli = join(root, "e2e/node_modules/lighthouse/cli/index.js");
    const rows: unknown[][] = [];
    const misses: string[] = [];
    for (const [name, path] of Object.entries(PAGES)) {
      for (const [language, prefix] of Object.entries(prefixes)) {
        const url = `${site}${prefix}${path === "/" ? "" : path}` || `${site}/`;
        const { stdout } = await run(
          process.execPath,
          [
            cli,
            url,
            "--output=json",
            "--quiet",
            "--only-categories=performance,accessibility,best-practices,seo",
            "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run --disable-sync",
          ],
          { env: { ...process.env, CHROME_PATH: CHROME }, maxBuffer: 64 * 1024 * 1024 },
        );
        const report = JSON.parse(stdout) as {
          categories: Record<string, { score: number | null }>;
          audits: Record<string, { numericValue?: number }>;
        };
        const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
        const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
        const row = [
          name,
          language,
          score("performance"),
          score("accessibility"),
          score("best-practices"),
          score("seo"),
          Math.round(audit("largest-contentful-paint")),
          audit("cumulative-layout-shift").toFixed(3),
          Math.round(audit("total-blocking-time")),
        ];
        rows.push(row);
        if (score("performance") < 95)
          misses.push(`${name} ${language}: performance ${score("performance")}`);
        for (const category of ["accessibility", "best-practices", "seo"])
          if (score(category) < 100)
            misses.push(`${name} ${language}: ${category} ${score(category)}`);
        if (audit("cumulative-layout-shift") > 0)
          misses.push(`${name} ${language}: CLS ${audit("cumulative-layout-shift").toFixed(3)}`);
      }
    }
    console.info(
      "\nLighthouse, mobile emulation (targets: performance >= 95, the others 100, CLS 0)\n",
    );
    table(
      ["page", "lang", "perf", "a11y", "best", "seo", "LCP ms", "CLS", "TBT ms"],
      rows,
      [14, 6, 6, 6, 6, 6, 8, 8, 8],
    );
    console.info(
      misses.length === 0 ? "\nEvery target met." : `\nBelow target:\n  ${misses.join("\n  ")}`,
    );
  }

  // --- 2. Bytes -----------------------------------------------------------------------
  if (!SKIP.has("bytes")) {
    const browser = await chromium.launch({
      executablePath: CHROME,
      args: [
        "--no-sandbox",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
      ],
    });
    const rows: unknown[][] = [];
    const types = { ...PAGES, configurator: "/product/vps-buy", "sign-up": "/signUp" };
    for (const [name, path] of Object.entries(types)) {
      const page = await browser.newPage();
      const sizes = { js: 0, css: 0, html: 0, files: 0 };
      const pending: Promise<void>[] = [];
      page.on("response", (response) => {
        const type = response.request().resourceType();
        if (!response.url().startsWith(site)) return;
        pending.push(
          response.body().then(
            (body) => {
              const gz = gzipSync(body).byteLength;
              if (type === "script") {
                sizes.js += gz;
                sizes.files++;
              } else if (type === "stylesheet") sizes.css += gz;
              else if (type === "document") sizes.html += gz;
            },
            () => undefined,
          ),
        );
      });
      await page.goto(`${site}${path}`, { waitUntil: "networkidle" });
      await Promise.all(pending);
      rows.push([
        name,
        (sizes.js / 1024).toFixed(1),
        sizes.files,
        (sizes.css / 1024).toFixed(1),
        (sizes.html / 1024).toFixed(1),
      ]);
      await page.close();
    }
    await browser.close();
    console.info(
      "\nBytes a browser downloads per page type, gzip (target: a doc article ships <= 80 KB of JS)\n",
    );
    table(["page", "JS KB", "JS files", "CSS KB", "HTML KB"], rows, [16, 10, 10, 10, 10]);

    // Each datum once: a paragraph of the article appears once in the page's HTML.
    const html = await fetch(`${site}${PAGES["doc article"]}`).then((r) => r.text());
    const paragraph = /<p>([^<]{40,120})/.exec(html.slice(html.indexOf('data-body="')))?.[1] ?? "";
    const count = paragraph ? html.split(paragraph).length - 1 : Number.NaN;
    console.info(
      `\nServer HTML of the doc article: its first paragraph appears ${count} time(s) (target 1: the body is not repeated in the hydration data).`,
    );
  }

  // --- 3. Load ------------------------------------------------------------------------
  if (!SKIP.has("load")) {
    // Each page twice: as visitors get it (the instance's page cache answers repeats for a
    // few seconds) and rendered for every request (`Cache-Control: no-cache` bypasses it).
    const RENDER = { "cache-control": "no-cache" };
    const targets: Record<string, [string, Record<string, string>]> = {
      home: ["/", {}],
      "home, rendered": ["/", RENDER],
      "doc article": [PAGES["doc article"], {}],
      "article, rendered": [PAGES["doc article"], RENDER],
      "doc search": [PAGES["doc search"], {}],
      "search, rendered": [PAGES["doc search"], RENDER],
      "framework floor": ["/_bench/floor", {}],
    };
    const memoryBefore = rssMb(web.pid);
    const rows: unknown[][] = [];
    const results = new Map<string, { rps: number; p99: number }>();
    for (const [name, [path, headers]] of Object.entries(targets)) {
      const url = `${site}${path}`;
      // Warm: the caches fill, then the measured run starts with the counters at zero.
      await autocannon({ url, headers, connections: 10, duration: 3 });
      const before = SHELL_PATHS.map((p) => calls.get(p) ?? 0);
      const result = await autocannon({
        url,
        headers,
        connections: CONNECTIONS,
        duration: DURATION,
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
        rssMb(web.pid),
      ]);
    }
    const floor = results.get("framework floor")?.rps ?? Number.NaN;
    const memoryAfter = rssMb(web.pid);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const memoryIdle = rssMb(web.pid);
    console.info(
      `\nServer rendering under load: autocannon, ${CONNECTIONS} connections, ${DURATION} s each, 127.0.0.1 (targets on the doc article: >= 0.8 of the floor, p99 < 50 ms, 0 errors; shell calls to the provider during the warm run: 0)\n`,
    );
    table(
      ["page", "req/s", "p50 ms", "p99 ms", "errors", "non-2xx", "shell calls", "RSS MB"],
      rows,
      [18, 10, 10, 10, 10, 10, 12, 10],
    );
    for (const name of Object.keys(targets).filter((name) => name !== "framework floor")) {
      const entry = results.get(name);
      if (entry)
        console.info(`${pad(name, 18)}${(entry.rps / floor).toFixed(2)} of the framework floor`);
    }
    console.info(
      `\nWeb server memory (RSS): ${memoryBefore} MB before the load, ${memoryAfter} MB after it, ${memoryIdle} MB after 10 s idle.`,
    );
  }
} finally {
  await stopAll();
}
