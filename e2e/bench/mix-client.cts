// One connection of the visitor mix (bench/mix.ts), run by autocannon in its worker thread (it
// `require`s this file, hence CommonJS). Before each request the connection draws, from its own
// seeded generator, a URL of the plan by a Zipf law and a visitor: a first visit (no cookie), a
// returning visitor (the preference cookies and analytics ids unique to them) or a logged-in
// one (a token of the plan); the soak adds random query strings, searches and unknown paths.
// What the site answered (its X-Page-Cache header, by kind of visitor) goes to the bench over a
// BroadcastChannel.
const { readFileSync } = require("node:fs") as typeof import("node:fs");
const { BroadcastChannel } = require("node:worker_threads") as typeof import("node:worker_threads");

/** What bench/mix.ts writes for the connections to follow (its `MixPlan`). */
type Plan = import("./mix.ts", { with: { "resolution-mode": "import" }}).MixPlan;

type Kind = "first" | "returning" | "token" | "noise";
interface Client {
  on(event: "request" | "timeout" | "connError", listener: () => void): void;
  on(
    event: "headers",
    listener: (response: { statusCode: number; headers: string[] }) => void,
  ): void;
  setRequests(requests: { method: string; path: string; headers: Record<string, string> }[]): void;
}

const plan = JSON.parse(readFileSync(process.env.HOSTFRONT_MIX_PLAN ?? "", "utf8")) as Plan;

/** mulberry32: a small seeded generator, the same sequence for the same seed. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The Zipf law's cumulative shares of the ranks. */
const cumulative: number[] = [];
{
  let sum = 0;
  for (let rank = 1; rank <= plan.paths.length; rank++) {
    sum += 1 / rank ** plan.zipf;
    cumulative.push(sum);
  }
  for (let i = 0; i < cumulative.length; i++) cumulative[i] = (cumulative[i] ?? 0) / sum;
}

function pick(random: () => number): string {
  const r = random();
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((cumulative[middle] ?? 1) < r) low = middle + 1;
    else high = middle;
  }
  return plan.paths[low] ?? "/";
}

const WORDS = [
  "vps",
  "refund",
  "snapshot",
  "price",
  "ssh",
  "windows",
  "backup",
  "dns",
  "ipv6",
  "disk",
];
const languageOf = (path: string) => (/^\/(zh|ja)(\/|$)/.exec(path)?.[1] ?? "en") as string;
const digits = (random: () => number, n: number) =>
  String(Math.floor(random() * 10 ** n)).padStart(n, "0");

/** The cookies a returning visitor carries: preferences, and analytics ids of their own. */
function visitorCookies(random: () => number, path: string): string[] {
  const now = 1_790_000_000 + Math.floor(random() * 1_000_000);
  const cookies = [
    `languages=${random() < 0.9 ? languageOf(path) : "en"}`,
    `cookieSelect=1${random() < 0.7 ? 1 : 0}${random() < 0.6 ? 1 : 0}`,
    `_ga=GA1.1.${digits(random, 10)}.${now}`,
    `_gid=GA1.1.${digits(random, 10)}.${now}`,
    `_fbp=fb.1.${now}123.${digits(random, 10)}`,
  ];
  if (random() < plan.currencyShare)
    cookies.push(`currency=${plan.currencies[Math.floor(random() * plan.currencies.length)]}`);
  return cookies;
}

function noisePath(random: () => number): string {
  const word = () => WORDS[Math.floor(random() * WORDS.length)] ?? "vps";
  const r = random();
  if (r < 0.4) return `${pick(random)}?utm_source=${word()}&q=${digits(random, 8)}`;
  if (r < 0.7)
    return `/doc/search/${encodeURIComponent(`${word()} ${word()} ${digits(random, 4)}`)}`;
  return `/${word()}-${digits(random, 9)}`;
}

function draw(random: () => number): { kind: Kind; path: string; cookie: string | null } {
  if (plan.noiseShare > 0 && random() < plan.noiseShare)
    return { kind: "noise", path: noisePath(random), cookie: null };
  const path = pick(random);
  const r = random();
  if (r < plan.firstShare) return { kind: "first", path, cookie: null };
  const cookies = visitorCookies(random, path);
  if (r < plan.firstShare + plan.returningShare || plan.tokens.length === 0)
    return { kind: "returning", path, cookie: cookies.join("; ") };
  const token = plan.tokens[Math.floor(random() * plan.tokens.length)] ?? "";
  return { kind: "token", path, cookie: [...cookies, `token=${token}`].join("; ") };
}

/** Answers by kind of visitor and by what the page cache did, sent to the bench now and then. */
const counts: Record<string, number> = {};
const channel = new BroadcastChannel(plan.channel);
// Neither keeps the worker alive once autocannon is done with it.
channel.unref();
const flush = setInterval(() => {
  if (Object.keys(counts).length === 0) return;
  channel.postMessage({ ...counts });
  for (const key of Object.keys(counts)) delete counts[key];
}, 200);
flush.unref();

/** Upper bounds of the latency buckets, ms. */
const BUCKETS_MS = [
  1, 2, 5, 10, 20, 30, 50, 75, 100, 150, 200, 300, 500, 750, 1000, 1500, 2000, 5000, 10000,
];

let clients = 0;

module.exports = function setupClient(client: Client): void {
  const random = generator(plan.seed * 1000 + ++clients);
  let kind: Kind = "first";
  const next = () => {
    const drawn = draw(random);
    kind = drawn.kind;
    const headers: Record<string, string> = {
      accept: "text/html",
      "accept-encoding": process.env.MIX_AE ?? "gzip, br",
    };
    if (drawn.cookie) headers.cookie = drawn.cookie;
    client.setRequests([{ method: "GET", path: drawn.path, headers }]);
  };
  next();
  let sent = 0;
  let sentAt = 0;
  // Each request but the first is drawn as it goes out (the first was drawn above).
  client.on("request", () => {
    if (sent++ > 0) next();
    sentAt = performance.now();
  });
  // Which kind of visit went unanswered (the counts of autocannon do not say).
  client.on("timeout", () => {
    counts[`${kind} timeout`] = (counts[`${kind} timeout`] ?? 0) + 1;
  });
  client.on("connError", () => {
    counts[`${kind} error`] = (counts[`${kind} error`] ?? 0) + 1;
  });
  client.on("headers", ({ statusCode, headers }) => {
    let cache = "none";
    for (let i = 0; i < headers.length; i += 2)
      if (headers[i]?.toLowerCase() === "x-page-cache") cache = headers[i + 1] ?? "none";
    const key = `${kind} ${statusCode >= 200 && statusCode < 400 ? "ok" : statusCode} ${cache}`;
    counts[key] = (counts[key] ?? 0) + 1;
    // Time to the answer's headers, by kind of visitor, in buckets (bench/mix.ts reads them).
    const ms = performance.now() - sentAt;
    const bucket = BUCKETS_MS.find((limit) => ms <= limit) ?? Number.POSITIVE_INFINITY;
    counts[`latency ${kind} ${bucket}`] = (counts[`latency ${kind} ${bucket}`] ?? 0) + 1;
  });
};
