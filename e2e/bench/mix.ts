// Parts 5 and 6 of the bench: the site under a mix of visitors like production's, beside the
// template under the same mix (its one page answered at every URL, as react-router-serve serves
// it: compressed as a stream), and a soak of that mix with a scanner's noise.
// The mix (bench/mix-client.cts draws it, seeded, per connection): every URL of the site's
// /sitemap.xml, picked by a Zipf law (a few pages get most visits); 60 % first visits (no
// cookie), 30 % returning visitors (`languages`, `cookieSelect` and analytics ids `_ga`, `_gid`,
// `_fbp` of their own; some with a chosen `currency`), 10 % logged in (a real session of the
// sandbox, with the same cookies). The site's X-Page-Cache header, counted by kind of visitor,
// gives the page cache's hit share.

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { BroadcastChannel } from "node:worker_threads";
import { createApiClient } from "@hostfront/api-client";
import autocannon from "autocannon";
import { encrypt, newAccount } from "../support/site.ts";
import { rssMb } from "./machine.ts";
import { median, pad, table, type Verdict } from "./report.ts";

const CLIENT = fileURLToPath(new URL("./mix-client.cts", import.meta.url));
const SEED = Number(process.env.BENCH_SEED ?? 38);
/** Logged-in visitors of the mix: sessions of this many accounts. */
const ACCOUNTS = 8;

/** Targets of issue #38. */
export const MIX_TARGET = {
  /** At 50 connections: req/s as a share of the template's under the same mix, at least. */
  ratio: 1,
  /** At 50 connections: p99 at most this many times the template's. */
  p99Ratio: 2,
  /** Page-cache hits among answers to visitors without a token, at least. */
  hitShare: 0.85,
  /** At 200 connections for 60 s. */
  wideP99Ms: 1000,
  /** RSS at the soak's end, MB, and at most this much above its value at minute 5. */
  soakRssMb: 300,
  soakGrowth: 0.1,
} as const;

/** What the bench writes for the connections to follow (bench/mix-client.cts). */
export interface MixPlan {
  readonly seed: number;
  /** Paths ranked by popularity: the first is visited most (Zipf, exponent `zipf`). */
  readonly paths: readonly string[];
  readonly zipf: number;
  /** Session tokens of logged-in visitors. */
  readonly tokens: readonly string[];
  /** Shares of first visits and returning visitors; the rest are logged in. */
  readonly firstShare: number;
  readonly returningShare: number;
  /** Share of returning and logged-in visitors who chose a display currency. */
  readonly currencyShare: number;
  readonly currencies: readonly string[];
  /** Share of requests turned into a scanner's: random queries, searches and unknown paths. */
  readonly noiseShare: number;
  readonly channel: string;
}

/** A seeded shuffle: the popularity ranks of the sitemap's URLs, the same in every run. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed >>> 0;
  for (let i = out.length - 1; i > 0; i--) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** The plan of the mix against `site`: its sitemap's paths, ranked, and logged-in sessions. */
export async function mixPlan(site: string, sandbox: string): Promise<Omit<MixPlan, "channel">> {
  const sitemap = await (await fetch(`${site}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1] ?? "/");
    return url.pathname + url.search;
  });
  if (paths.length === 0) throw new Error("the sitemap lists no URL");
  const client = createApiClient({ baseUrl: sandbox });
  const tokens: string[] = [];
  for (let i = 0; i < ACCOUNTS; i++) {
    const { account, password } = await newAccount("bench", { sandbox, username: `Bench${i}` });
    const { token } = await client.login({ account, password: await encrypt(password, client) });
    tokens.push(token);
  }
  const currencies = (await client.currencies({})).map((c) => c.type);
  return {
    seed: SEED,
    paths: shuffled(paths, SEED),
    zipf: 1,
    tokens,
    firstShare: 0.6,
    returningShare: 0.3,
    currencyShare: 0.15,
    currencies,
    noiseShare: 0,
  };
}

export interface MixResult {
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
  readonly timeouts: number;
  readonly non2xx: number;
  /** Answers by `kind status cache` (mix-client.cts). */
  readonly answers: Readonly<Record<string, number>>;
}

/** The latency (ms, bucket bound) under which `share` of a kind's answers came, from its buckets. */
export function latencyOf(
  answers: Readonly<Record<string, number>>,
  kind: string,
  share: number,
): number {
  const buckets = Object.entries(answers)
    .filter(([key]) => key.startsWith(`latency ${kind} `))
    .map(([key, count]) => [Number(key.split(" ")[2]), count] as const)
    .sort((a, b) => a[0] - b[0]);
  const all = buckets.reduce((sum, [, count]) => sum + count, 0);
  let seen = 0;
  for (const [bound, count] of buckets) {
    seen += count;
    if (seen >= share * all) return bound;
  }
  return Number.NaN;
}

/** Page-cache hits among the answers to visitors without a token (first and returning). */
export function hitShare(answers: Readonly<Record<string, number>>): number {
  let hits = 0;
  let all = 0;
  for (const [key, count] of Object.entries(answers)) {
    if (key.startsWith("latency ")) continue;
    const [kind, , cache] = key.split(" ");
    if (kind !== "first" && kind !== "returning") continue;
    all += count;
    if (cache === "hit") hits += count;
  }
  return all === 0 ? Number.NaN : hits / all;
}

/** Runs the mix against `origin` with `connections` for `seconds`. */
export async function runMix(
  origin: string,
  plan: Omit<MixPlan, "channel">,
  connections: number,
  seconds: number,
): Promise<MixResult> {
  const dir = mkdtempSync(join(tmpdir(), "hostfront-mix-"));
  const channelName = `hostfront-mix-${process.pid}-${Date.now()}`;
  const file = join(dir, "plan.json");
  writeFileSync(file, JSON.stringify({ ...plan, channel: channelName }));
  const answers: Record<string, number> = {};
  const channel = new BroadcastChannel(channelName);
  channel.onmessage = (event) => {
    for (const [key, count] of Object.entries((event as { data: object }).data))
      answers[key] = (answers[key] ?? 0) + Number(count);
  };
  // The worker reads the plan's path from its environment (a copy of this one's).
  process.env.HOSTFRONT_MIX_PLAN = file;
  try {
    const result = await autocannon({
      url: origin,
      connections,
      duration: seconds,
      // In a worker thread: this process also serves the counting proxy in front of the provider.
      workers: 1,
      // In a worker thread, autocannon loads the function from this file (its README, workers).
      setupClient: CLIENT as unknown as autocannon.Options["setupClient"],
    });
    // The last counts the connections sent.
    await new Promise((resolve) => setTimeout(resolve, 400));
    return {
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      answers,
    };
  } finally {
    channel.close();
    delete process.env.HOSTFRONT_MIX_PLAN;
    rmSync(dir, { recursive: true, force: true });
  }
}

const failed = (r: MixResult) => r.errors + r.timeouts + r.non2xx;

/**
 * The mix at 50 connections, site and template in turn, `rounds` times (the medians count), then
 * the site at 200 connections for 60 s.
 */
export async function mixBench(
  { site, template, sandbox }: { site: string; template: string; sandbox: string },
  webPid: number | undefined,
  seconds: number,
  rounds = 3,
): Promise<Verdict[]> {
  const plan = await mixPlan(site, sandbox);
  // The template answers the same requests: its one page at /, a 404 page elsewhere.
  const rssBefore = rssMb(webPid);
  // Warm: every URL once for each kind, so that the first round does not pay for first renders.
  await runMix(site, plan, 10, 5);
  await runMix(template, plan, 10, 3);
  const sites: MixResult[] = [];
  const templates: MixResult[] = [];
  for (let round = 0; round < rounds; round++) {
    sites.push(await runMix(site, plan, 50, seconds));
    templates.push(await runMix(template, plan, 50, seconds));
  }
  const wideSeconds = Number(process.env.BENCH_WIDE_DURATION ?? 60);
  const wide = await runMix(site, plan, 200, wideSeconds);
  const rssAfter = rssMb(webPid);

  const row = (name: string, r: MixResult) => [
    name,
    Math.round(r.rps),
    r.p50,
    r.p99,
    r.errors + r.timeouts,
    r.non2xx,
    Number.isNaN(hitShare(r.answers)) ? "-" : hitShare(r.answers).toFixed(3),
  ];
  console.info(
    `\nThe visitor mix: ${plan.paths.length} sitemap URLs by a Zipf law (exponent ${plan.zipf}), ${plan.firstShare * 100} % first visits, ${plan.returningShare * 100} % returning visitors with analytics ids (${plan.currencyShare * 100} % of them with a chosen currency), ${Math.round((1 - plan.firstShare - plan.returningShare) * 100)} % logged in (${plan.tokens.length} sessions); seed ${plan.seed}; 50 connections, ${seconds} s a run, site and template in turn\n`,
  );
  table(
    ["run", "req/s", "p50 ms", "p99 ms", "errors", "non-2xx", "hit share"],
    [
      ...sites.flatMap((s, i) => [
        row(`site ${i + 1}`, s),
        row(`template ${i + 1}`, templates[i] as MixResult),
      ]),
      row(`site, 200 conn ${wideSeconds} s`, wide),
    ],
    [24, 10, 10, 10, 10, 10, 10],
  );
  const med = (runs: MixResult[], pick: (r: MixResult) => number) => median(runs.map(pick));
  const siteRps = med(sites, (r) => r.rps);
  const templateRps = med(templates, (r) => r.rps);
  const siteP99 = med(sites, (r) => r.p99);
  const templateP99 = med(templates, (r) => r.p99);
  const share = med(sites, (r) => hitShare(r.answers));
  const errors = sites.reduce((sum, r) => sum + failed(r), 0);
  console.info(
    `\nMedians of ${rounds}: site ${Math.round(siteRps)} req/s, p99 ${siteP99} ms; template ${Math.round(templateRps)} req/s, p99 ${templateP99} ms; ${pad((siteRps / templateRps).toFixed(2), 0)} x the template's req/s, p99 ${(siteP99 / templateP99).toFixed(2)} x its p99; page-cache hit share ${share.toFixed(3)} (visitors without a token).`,
  );
  const last = sites.at(-1)?.answers ?? {};
  const counted = Object.fromEntries(
    Object.entries(last).filter(([key]) => !key.startsWith("latency ")),
  );
  console.info(
    `Answers of the last 50-connection run by visitor, status and page cache: ${JSON.stringify(counted)}`,
  );
  console.info(
    `Time to the answer's headers by visitor (bucket bounds, ms), last 50-connection run: ${["first", "returning", "token"].map((kind) => `${kind} p50 <= ${latencyOf(last, kind, 0.5)}, p99 <= ${latencyOf(last, kind, 0.99)}`).join("; ")}; 200 connections: ${["first", "returning", "token"].map((kind) => `${kind} p50 <= ${latencyOf(wide.answers, kind, 0.5)}, p99 <= ${latencyOf(wide.answers, kind, 0.99)}`).join("; ")}.`,
  );
  const unanswered = Object.entries(wide.answers).filter(([key]) => / (timeout|error)$/.test(key));
  console.info(
    `Unanswered at 200 connections, by visitor and kind (a timeout: no answer within autocannon's 10 s; an error: the connection failed): ${unanswered.length === 0 ? "none" : JSON.stringify(Object.fromEntries(unanswered))}.`,
  );
  console.info(`Web server RSS: ${rssBefore} MB before the mix, ${rssAfter} MB after it.`);
  return [
    {
      target: `Mix, 50 connections: >= ${MIX_TARGET.ratio} x the template's req/s, p99 <= ${MIX_TARGET.p99Ratio} x its p99, 0 errors (medians of ${rounds})`,
      measured: `${(siteRps / templateRps).toFixed(2)} x, p99 ${siteP99} ms = ${(siteP99 / templateP99).toFixed(2)} x the template's ${templateP99} ms, ${errors} errors, timeouts or non-2xx`,
      met:
        siteRps / templateRps >= MIX_TARGET.ratio &&
        siteP99 <= MIX_TARGET.p99Ratio * templateP99 &&
        errors === 0,
    },
    {
      target: `Mix, 50 connections: page-cache hit share >= ${MIX_TARGET.hitShare} for visitors without a token`,
      measured: share.toFixed(3),
      met: share >= MIX_TARGET.hitShare,
    },
    {
      target: `Mix, 200 connections for ${wideSeconds} s: 0 errors and 0 timeouts, p99 <= ${MIX_TARGET.wideP99Ms} ms`,
      measured: `${failed(wide)} errors, timeouts or non-2xx, p99 ${wide.p99} ms`,
      met: failed(wide) === 0 && wide.p99 <= MIX_TARGET.wideP99Ms,
    },
  ];
}

/** The soak: the mix with a scanner's noise, `minutes` long, the server's RSS each minute. */
export async function soakBench(
  { site, sandbox }: { site: string; sandbox: string },
  webPid: number | undefined,
  minutes: number,
): Promise<Verdict[]> {
  const plan = { ...(await mixPlan(site, sandbox)), noiseShare: 0.2 };
  const samples: number[] = [];
  let failures = 0;
  let requests = 0;
  const answers: Record<string, number> = {};
  console.info(
    `\nThe soak: the mix with a scanner's noise (${plan.noiseShare * 100} % of requests: random query strings, searches and unknown paths), 50 connections, ${minutes} min; the web server's RSS each minute\n`,
  );
  for (let minute = 1; minute <= minutes; minute++) {
    const run = await runMix(site, { ...plan, seed: plan.seed + minute }, 50, 60);
    failures += run.errors + run.timeouts;
    requests += run.rps * 60;
    for (const [key, count] of Object.entries(run.answers))
      if (!key.startsWith("latency ")) answers[key] = (answers[key] ?? 0) + count;
    samples.push(rssMb(webPid));
    console.info(
      `${pad(`minute ${minute}`, 12)}${pad(`${Math.round(run.rps)} req/s`, 14)}${pad(`p99 ${run.p99} ms`, 14)}RSS ${samples.at(-1)} MB`,
    );
  }
  const last = samples.at(-1) ?? Number.NaN;
  const atFive = samples[Math.min(4, samples.length - 1)] ?? Number.NaN;
  console.info(
    `\nSoak: ${Math.round(requests)} requests, ${failures} errors or timeouts; answers by visitor, status and page cache: ${JSON.stringify(answers)}`,
  );
  return [
    {
      target: `Soak ${minutes} min: RSS <= ${MIX_TARGET.soakRssMb} MB at the end, within ${MIX_TARGET.soakGrowth * 100} % of minute 5`,
      measured: `${last} MB at the end, ${atFive} MB at minute 5 (${(((last - atFive) / atFive) * 100).toFixed(1)} %); every minute: ${samples.join(", ")}`,
      met: last <= MIX_TARGET.soakRssMb && last <= atFive * (1 + MIX_TARGET.soakGrowth),
    },
    {
      target: "Soak: 0 errors and 0 timeouts",
      measured: `${failures}`,
      met: failures === 0,
    },
  ];
}
