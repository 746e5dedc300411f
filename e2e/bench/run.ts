// `pnpm bench` (e2e): the site's performance, measured on this machine and printed as tables,
// beside the bare React Router template (bench/template: one route, no middleware, built from
// the same versions) measured in the same run as the floor, and closed by a summary of every
// target of issues #13 and #38 with its measured value, met or not.
//  0. The servers start, every page is asked for once (a warm-up: modules loaded, caches
//     filled), and the bench waits until the servers use no CPU before measuring anything.
//  1. Lighthouse (mobile emulation, Debian's Chromium), 3 runs per page and the median: home,
//     /product/vps, the configurator, a doc article and a doc search page in en, zh and ja,
//     and the template's page. Run first, while nothing else of the bench loads the machine
//     (the servers idle again before each run); each document is rendered, not replayed from
//     the page cache; a run Lighthouse fails is tried again (3 attempts) and never counted.
//  2. Bytes per page type and language (gzip, and JS also as sent): HTML, the dictionary
//     embedded in it, JS loaded before any interaction (until hydrated and the network idle),
//     CSS; and what a client navigation from one article to another transfers.
//  3. Server rendering under load (autocannon, 127.0.0.1): home, a doc article, a doc search
//     (from the page cache, and rendered per request), the template, and the template's build
//     with a second route rendering the doc article's markup (its peer: the same elements from
//     React Router and React alone): requests/s, p50, p99, errors, ratios to the template, and
//     how many shell calls reached the provider during the warm run (a counting proxy in front
//     of the sandbox).
//  4. The web server's memory before and after the load.
//  5. The visitor mix (bench/mix.ts): every sitemap URL by a Zipf law, first, returning (with
//     analytics ids) and logged-in visitors, at 50 connections beside the template under the
//     same mix (3 rounds, medians), then at 200 connections for 60 s.
//  6. The soak (bench/mix.ts): the mix with a scanner's noise (random query strings, searches,
//     unknown paths) for 20 minutes, the server's RSS each minute.
// This file starts the servers and runs the parts (lighthouse.ts, bytes.ts, load.ts); a part
// that throws is reported and the others still run; the servers stop at the end whatever
// happened (and on Ctrl-C). Everything starts on 127.0.0.1 with free ports. BENCH_DURATION (s)
// shortens the load runs, BENCH_RUNS the Lighthouse runs per page, BENCH_LANGUAGES (e.g. "en")
// the languages Lighthouse and the bytes part visit; BENCH_SKIP=lighthouse (or bytes, load)
// skips a part (mix, soak); BENCH_MIX_DURATION (s) the mix's runs, BENCH_WIDE_DURATION the
// 200-connection run, BENCH_SOAK_MINUTES the soak. The site must be built first (`pnpm --filter @hostfront/web build`).
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { freePort, untilHealthy } from "../support/ports.ts";
import { forward, spawnSandbox, spawnWeb, stopAll } from "../support/servers.ts";
import { bytesBench } from "./bytes.ts";
import { lighthouseBench } from "./lighthouse.ts";
import { loadBench } from "./load.ts";
import { describeMachine, untilIdle } from "./machine.ts";
import { articleMarkup, checkSameMarkup } from "./markup.ts";
import { mixBench, soakBench } from "./mix.ts";
import { localized, PAGES, printSummary, type Verdict } from "./report.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const DURATION = Number(process.env.BENCH_DURATION ?? 30);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const MIX_DURATION = Number(process.env.BENCH_MIX_DURATION ?? 20);
const SOAK_MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 20);
const SKIP = new Set((process.env.BENCH_SKIP ?? "").split(",").filter(Boolean));
const run = promisify(execFile);

// --- the servers ---------------------------------------------------------------------
const children: ChildProcess[] = [];
const dataDir = mkdtempSync(join(tmpdir(), "hostfront-bench-"));
const [sandboxPort, proxyPort, webPort, templatePort, markupPort] = [
  await freePort(),
  await freePort(),
  await freePort(),
  await freePort(),
  await freePort(),
];
const site = `http://127.0.0.1:${webPort}`;
const template = `http://127.0.0.1:${templatePort}`;
const markup = `http://127.0.0.1:${markupPort}`;
const calls = new Map<string, number>();

const proxy: Server = createHttpServer((req, res) => {
  const path = new URL(req.url ?? "/", "http://x").pathname;
  calls.set(path, (calls.get(path) ?? 0) + 1);
  forward(sandboxPort, req, res);
});

/** Stops whatever has started, once, however the bench ends. */
let stopped: Promise<void> | undefined;
const stopEverything = () => {
  stopped ??= (async () => {
    await stopAll(children);
    if (proxy.listening) {
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    }
    rmSync(dataDir, { recursive: true, force: true });
  })();
  return stopped;
};
// A bench stopped by hand (Ctrl-C) or by CI leaves no server behind either.
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    console.info(`\n${signal}: stopping the servers`);
    void stopEverything().finally(() => process.exit(130));
  });

try {
  await new Promise<void>((resolve) => proxy.listen(proxyPort, "127.0.0.1", resolve));
  const sandbox = spawnSandbox({
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_DATA_DIR: dataDir,
    SITE_URL: site,
    // The mix signs in its visitors from this one address.
    SANDBOX_ATTEMPT_LIMIT: "100000",
  });
  children.push(sandbox);
  const web = spawnWeb({
    PORT: String(webPort),
    PROVIDER_API_URL: `http://127.0.0.1:${proxyPort}`,
    SITE_URL: site,
    MAIN_SITE_URL: `http://127.0.0.1:${sandboxPort}`,
  });
  children.push(web);

  // The floor: the bare template, built with the workspace's React Router and served by the
  // template's own server (react-router-serve).
  const templateDir = join(root, "e2e/bench/template");
  const bin = (pkg: string, file: string) => join(root, "e2e/node_modules", pkg, file);
  /** Builds the template (with BENCH_MARKUP=1: its markup route too, into build-markup/). */
  const buildTemplate = (env: Record<string, string> = {}) =>
    run(process.execPath, [bin("@react-router/dev", "bin.cjs"), "build"], {
      cwd: templateDir,
      env: { ...process.env, NODE_ENV: "production", ...env },
    });
  const serveTemplate = (build: string, port: number) => {
    const server = spawn(process.execPath, [bin("@react-router/serve", "bin.cjs"), build], {
      cwd: templateDir,
      env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port) },
      stdio: "ignore",
    });
    children.push(server);
    return server;
  };
  await buildTemplate();
  const templateServer = serveTemplate("build/server/index.js", templatePort);

  await untilHealthy(`http://127.0.0.1:${sandboxPort}/healthz`);
  await untilHealthy(`${site}/healthz`);
  await untilHealthy(`${template}/`);

  // The template again, with a second route: the site's doc article markup as its document
  // shows it, rendered by React per request (bench/template/app/routes/markup.tsx), the peer
  // of the site's rendered article.
  const article = await fetch(`${site}${PAGES["doc article"]}`);
  if (!article.ok) throw new Error(`the doc article answered ${article.status}`);
  const articleBody = articleMarkup(await article.text());
  writeFileSync(join(templateDir, "app/routes/markup.html"), articleBody);
  await buildTemplate({ BENCH_MARKUP: "1" });
  const markupServer = serveTemplate("build-markup/server/index.js", markupPort);
  await untilHealthy(`${markup}/markup`);
  // A peer that shows other HTML than the site would measure another page.
  checkSameMarkup(articleBody, await (await fetch(`${markup}/markup`)).text());

  const languages = new Set((process.env.BENCH_LANGUAGES ?? "en,zh,ja").split(","));
  const prefixes = Object.fromEntries(
    Object.entries({ en: "", zh: "/zh", ja: "/ja" }).filter(([language]) =>
      languages.has(language),
    ),
  );

  // Warm-up: each page the parts visit, once, so that no measure pays for a first render
  // (modules compiled, the shell's caches filled); a page that does not answer 200 would be
  // measured as an error page, so it stops the bench here.
  const warm = [`${template}/`, `${markup}/markup`, `${site}/`];
  for (const path of [...Object.values(PAGES), "/signUp"])
    for (const prefix of Object.values(prefixes)) warm.push(`${site}${localized(prefix, path)}`);
  for (const url of warm) {
    const response = await fetch(url);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`warm-up: ${url} answered ${response.status}`);
  }
  const settle = () => untilIdle([sandbox.pid, web.pid, templateServer.pid, markupServer.pid]);
  console.info(`\nBefore measuring: ${describeMachine(await settle())}.`);

  const targets = { site, template, markup };
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const verdicts: Verdict[] = [];
  const parts: [string, () => Promise<Verdict[]>][] = [
    ["lighthouse", () => lighthouseBench(targets, prefixes, RUNS, settle)],
    ["bytes", () => bytesBench(targets, prefixes)],
    ["load", () => loadBench(targets, calls, web.pid, DURATION)],
    [
      "mix",
      async () => {
        await settle();
        return mixBench({ site, template, sandbox: sandboxUrl }, web.pid, MIX_DURATION);
      },
    ],
    [
      "soak",
      async () => {
        await settle();
        return soakBench({ site, sandbox: sandboxUrl }, web.pid, SOAK_MINUTES);
      },
    ],
  ];
  for (const [name, measure] of parts) {
    if (SKIP.has(name)) {
      verdicts.push({ target: `the ${name} part's targets`, measured: "skipped", met: undefined });
      continue;
    }
    // A part that throws loses its own figures only: the others still run and report.
    try {
      verdicts.push(...(await measure()));
    } catch (error) {
      console.error(`\nThe ${name} part failed:`, error);
      process.exitCode = 1;
      verdicts.push({
        target: `the ${name} part's targets`,
        measured: `the part failed (${String(error instanceof Error ? error.message : error).split("\n")[0]})`,
        met: undefined,
      });
    }
  }
  printSummary(verdicts);
} finally {
  await stopEverything();
}
