// The web app's configuration: every environment variable it reads, read here and nowhere else.
import { createPublicKey } from "node:crypto";
import { readFileSync } from "node:fs";

export interface WebConfig {
  /** Base URL of the provider API. */
  readonly providerApiUrl: string;
  /** Public site URL per language: header/footer prefixes, canonical and hreflang links. */
  readonly siteUrls: { readonly en: string; readonly zh: string; readonly ja: string };
  /** The provider's console: login is `?ope=login`, registration `?ope=reg`. */
  readonly mainSiteUrl: string;
  /** Key the BFF adds to `/api/chat`; the browser never sees it. */
  readonly chatApiKey: string;
  /** Shared cache and rate limits across instances; in-process without it. */
  readonly redisUrl: string | null;
  /**
   * The RSA public key (SPKI PEM) passwords are encrypted with, from RSA_PUBLIC_KEY or
   * RSA_PUBLIC_KEY_FILE; null: ask the provider for its key (`/api/user-server/publicKey`).
   */
  readonly rsaPublicKey: string | null;
  /** Where server.ts listens (PORT, HOST). */
  readonly port: number;
  readonly host: string;
  /** TRUST_PROXY=1: behind a load balancer, the visitor is the first X-Forwarded-For address. */
  readonly trustProxy: boolean;
  /** Whether cookies get `Secure` (any site URL on https). */
  readonly secureCookies: boolean;
  readonly production: boolean;
  /**
   * RATE_LIMITS: limits replaced by name, as `name=max/seconds` separated by commas (e.g.
   * `signUp=20/600,chat=60/60`); the names are checked by lib/rate-limit.server.ts.
   */
  readonly rateLimits: Readonly<Record<string, { max: number; windowMs: number }>>;
  /** PAGE_CACHE_SECONDS: how long a public page is kept rendered in the instance (0: off). */
  readonly pageCacheSeconds: number;
  /** RENDER_CONCURRENCY: documents rendered at once; the rest wait their turn (0: no limit). */
  readonly renderConcurrency: number;
  /**
   * DRAIN_SECONDS: after SIGTERM, how long the instance keeps answering while /readyz says 503,
   * before it stops listening (long enough for the load balancer's checks to take it out).
   */
  readonly drainSeconds: number;
  /** METRICS_PORT: where Prometheus scrapes `/metrics` (on HOST); null (unset): no metrics. */
  readonly metricsPort: number | null;
  /** METRICS_TOKEN: the bearer token a scrape must send; null: none asked. */
  readonly metricsToken: string | null;
  /** BENCH_FLOOR=1: serve the load benchmark's bare page at /_bench/floor (404 otherwise). */
  readonly benchFloor: boolean;
}

type Env = Readonly<Record<string, string | undefined>>;

const value = (env: Env, name: string, fallback: string): string => {
  const raw = env[name];
  return raw === undefined || raw === "" ? fallback : raw;
};
const url = (text: string) => text.replace(/\/+$/, "");

/** An http(s) URL variable without trailing slashes; anything else stops the start. */
const httpUrl = (env: Env, name: string, fallback: string): string => {
  const text = url(value(env, name, fallback));
  const protocol = URL.canParse(text) ? new URL(text).protocol : null;
  if (protocol !== "http:" && protocol !== "https:")
    throw new Error(`${name} must be an http(s) URL, not "${text}"`);
  return text;
};

/** RSA_PUBLIC_KEY (PEM text) or RSA_PUBLIC_KEY_FILE (a path to it); a key that does not read stops the start. */
function publicKeyOf(env: Env): string | null {
  const file = env.RSA_PUBLIC_KEY_FILE;
  const pem = env.RSA_PUBLIC_KEY || (file ? readFileSync(file, "utf8") : "");
  if (!pem) return null;
  try {
    createPublicKey(pem);
  } catch {
    throw new Error("RSA_PUBLIC_KEY / RSA_PUBLIC_KEY_FILE is not a PEM public key");
  }
  return pem.trim();
}

/** RATE_LIMITS as `name=max/seconds,...`; a malformed entry stops the start. */
function rateLimitsOf(env: Env): Record<string, { max: number; windowMs: number }> {
  const out: Record<string, { max: number; windowMs: number }> = {};
  for (const entry of value(env, "RATE_LIMITS", "").split(",")) {
    if (entry.trim() === "") continue;
    const match = /^\s*([A-Za-z]+)\s*=\s*(\d{1,9})\s*\/\s*(\d{1,7})\s*$/.exec(entry);
    if (!match || Number(match[3]) === 0)
      throw new Error(`RATE_LIMITS entries are name=max/seconds, not "${entry.trim()}"`);
    out[match[1] as string] = { max: Number(match[2]), windowMs: Number(match[3]) * 1000 };
  }
  return out;
}

/** A yes/no variable: 1/true or 0/false (unset: `fallback`); anything else stops the start. */
function flag(env: Env, name: string, fallback: boolean): boolean {
  const text = value(env, name, fallback ? "1" : "0").toLowerCase();
  if (text === "1" || text === "true") return true;
  if (text === "0" || text === "false") return false;
  throw new Error(`${name} must be 1 or 0, not "${env[name]}"`);
}

/** PAGE_CACHE_SECONDS: whole seconds, at most the 60 s public pages give shared caches. */
function pageCacheSecondsOf(env: Env): number {
  const text = value(env, "PAGE_CACHE_SECONDS", "5");
  const seconds = Number(text);
  if (!/^\d{1,2}$/.test(text) || seconds > 60)
    throw new Error(`PAGE_CACHE_SECONDS must be 0 to 60, not "${text}"`);
  return seconds;
}

/** METRICS_PORT: a port number other than PORT, or unset. */
function metricsPortOf(env: Env, port: number): number | null {
  const text = env.METRICS_PORT ?? "";
  if (text === "") return null;
  const metrics = Number(text);
  if (!/^\d{1,5}$/.test(text) || metrics < 1 || metrics > 65_535 || metrics === port)
    throw new Error(`METRICS_PORT must be a port number other than PORT's, not "${text}"`);
  return metrics;
}

/** DRAIN_SECONDS: 0 (stop at once, as on a developer's machine) to 120. */
function drainSecondsOf(env: Env): number {
  const text = value(env, "DRAIN_SECONDS", "0");
  if (!/^\d{1,3}$/.test(text) || Number(text) > 120)
    throw new Error(`DRAIN_SECONDS must be 0 to 120, not "${text}"`);
  return Number(text);
}

/** RENDER_CONCURRENCY: a whole number of renders, 0 for no limit. */
function renderConcurrencyOf(env: Env): number {
  const text = value(env, "RENDER_CONCURRENCY", "4");
  if (!/^\d{1,4}$/.test(text))
    throw new Error(`RENDER_CONCURRENCY must be a whole number (0: no limit), not "${text}"`);
  return Number(text);
}

export function readConfig(env: Env = process.env): WebConfig {
  const site = httpUrl(env, "SITE_URL", "http://localhost:3000");
  const sandbox = `http://127.0.0.1:${value(env, "SANDBOX_PORT", "4010")}`;
  const siteUrls = {
    en: site,
    zh: httpUrl(env, "SITE_URL_ZH", `${site}/zh`),
    ja: httpUrl(env, "SITE_URL_JA", `${site}/ja`),
  };
  const port = Number(value(env, "PORT", "3000"));
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  return {
    providerApiUrl: httpUrl(env, "PROVIDER_API_URL", sandbox),
    siteUrls,
    mainSiteUrl: httpUrl(
      env,
      "MAIN_SITE_URL",
      `http://localhost:${value(env, "SANDBOX_PORT", "4010")}`,
    ),
    chatApiKey: value(env, "CHAT_API_KEY", "hostfront-sandbox-chat-key"),
    redisUrl: env.REDIS_URL || null,
    rsaPublicKey: publicKeyOf(env),
    port,
    host: value(env, "HOST", "127.0.0.1"),
    trustProxy: flag(env, "TRUST_PROXY", false),
    secureCookies: Object.values(siteUrls).some((u) => u.startsWith("https:")),
    production: env.NODE_ENV === "production",
    benchFloor: env.BENCH_FLOOR === "1",
    rateLimits: rateLimitsOf(env),
    pageCacheSeconds: pageCacheSecondsOf(env),
    renderConcurrency: renderConcurrencyOf(env),
    drainSeconds: drainSecondsOf(env),
    metricsPort: metricsPortOf(env, port),
    metricsToken: env.METRICS_TOKEN || null,
  };
}

/** The configuration of this process. */
export const config: WebConfig = readConfig();
