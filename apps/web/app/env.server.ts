// The web app's configuration: every environment variable it reads, read here and nowhere else.
import { createPublicKey } from "node:crypto";
import { readFileSync } from "node:fs";
import { z } from "zod";

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
   * `signUp=20/600,chat=60/60`); the names are checked by lib/http/rate-limit.server.ts.
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
}

type Env = Readonly<Record<string, string | undefined>>;

// Each variable as a zod schema of the text it is given. An empty variable counts as unset;
// a value that cannot be used stops the start with every bad variable named at once.

/** Unset or empty -> `fallback`. */
const text = (fallback: string) =>
  z.preprocess((raw) => (raw === "" ? undefined : raw), z.string().default(fallback));
/** Unset or empty -> null. */
const optional = z.preprocess((raw) => (raw === "" ? undefined : raw), z.string().optional());

/** Text as a whole number of `digits` at most, from `min` to `max`. */
const whole = (fallback: string, digits: number, max: number, hint: string) =>
  text(fallback).transform((given, ctx) => {
    const number = Number(given);
    if (!new RegExp(`^\\d{1,${digits}}$`).test(given) || number > max)
      ctx.addIssue({ code: "custom", message: `must be ${hint}, not "${given}"` });
    return number;
  });

/** `given` without trailing slashes, refused unless an http(s) URL. */
function checkedUrl(given: string, ctx: z.RefinementCtx): string {
  const url = given.replace(/\/+$/, "");
  const protocol = URL.canParse(url) ? new URL(url).protocol : null;
  if (protocol !== "http:" && protocol !== "https:")
    ctx.addIssue({ code: "custom", message: `must be an http(s) URL, not "${url}"` });
  return url;
}

/** An http(s) URL without trailing slashes. */
const httpUrl = (fallback: string) => text(fallback).transform(checkedUrl);

/** An http(s) URL without trailing slashes, or unset (a default derived from others). */
const derivedUrl = optional.transform((given, ctx) =>
  given === undefined ? undefined : checkedUrl(given, ctx),
);

/** A yes/no variable: 1/true or 0/false. */
const flag = (fallback: boolean) =>
  text(fallback ? "1" : "0").transform((given, ctx) => {
    const lower = given.toLowerCase();
    if (lower !== "1" && lower !== "true" && lower !== "0" && lower !== "false")
      ctx.addIssue({ code: "custom", message: `must be 1 or 0, not "${given}"` });
    return lower === "1" || lower === "true";
  });

/** RATE_LIMITS as `name=max/seconds,...`. */
const rateLimits = text("").transform((given, ctx) => {
  const out: Record<string, { max: number; windowMs: number }> = {};
  for (const entry of given.split(",")) {
    if (entry.trim() === "") continue;
    const match = /^\s*([A-Za-z]+)\s*=\s*(\d{1,9})\s*\/\s*(\d{1,7})\s*$/.exec(entry);
    if (!match || Number(match[3]) === 0)
      ctx.addIssue({
        code: "custom",
        message: `entries are name=max/seconds, not "${entry.trim()}"`,
      });
    else out[match[1] as string] = { max: Number(match[2]), windowMs: Number(match[3]) * 1000 };
  }
  return out;
});

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

/** What METRICS_PORT must be, said of what it was given. */
const notMetricsPort = (given: unknown) =>
  `must be a port number other than PORT's, not "${String(given)}"`;

const variables = z
  .object({
    SITE_URL: httpUrl("http://localhost:3000"),
    // Unset: SITE_URL + /zh, /ja.
    SITE_URL_ZH: derivedUrl,
    SITE_URL_JA: derivedUrl,
    // Said as the sandbox says it (it reads the same variable; 0: any free port).
    SANDBOX_PORT: whole("4010", 5, 65_535, "a whole number from 0 to 65535"),
    // Unset: the sandbox on SANDBOX_PORT.
    PROVIDER_API_URL: derivedUrl,
    MAIN_SITE_URL: derivedUrl,
    CHAT_API_KEY: text("hostfront-sandbox-chat-key"),
    REDIS_URL: optional,
    PORT: whole("3000", 5, 65_535, "a port number"),
    HOST: text("127.0.0.1"),
    TRUST_PROXY: flag(false),
    NODE_ENV: optional,
    RATE_LIMITS: rateLimits,
    // At most the 60 s public pages give shared caches.
    PAGE_CACHE_SECONDS: whole("5", 2, 60, "0 to 60"),
    RENDER_CONCURRENCY: whole("4", 4, 9_999, "a whole number (0: no limit)"),
    // 0 stops at once, as on a developer's machine.
    DRAIN_SECONDS: whole("0", 3, 120, "0 to 120"),
    METRICS_PORT: optional.refine(
      (given) =>
        given === undefined ||
        (/^\d{1,5}$/.test(given) && Number(given) >= 1 && Number(given) <= 65_535),
      { error: (issue) => notMetricsPort(issue.input) },
    ),
    METRICS_TOKEN: optional,
  })
  // Checked with the others (`when`), so every bad variable is named at once.
  .superRefine(
    ({ METRICS_PORT, PORT }, ctx) => {
      if (METRICS_PORT !== undefined && Number(METRICS_PORT) === PORT)
        ctx.addIssue({
          code: "custom",
          path: ["METRICS_PORT"],
          message: notMetricsPort(METRICS_PORT),
        });
    },
    { when: () => true },
  );

/** Parses `schema` or throws one error naming every bad variable. */
function parse<T>(schema: z.ZodType<T>, env: Env): T {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
  throw new Error(lines.join("; "));
}

export function readConfig(env: Env = process.env): WebConfig {
  const read = parse(variables, env);
  const site = read.SITE_URL;
  const sandbox = read.SANDBOX_PORT;
  const siteUrls = {
    en: site,
    zh: read.SITE_URL_ZH ?? `${site}/zh`,
    ja: read.SITE_URL_JA ?? `${site}/ja`,
  };
  return {
    providerApiUrl: read.PROVIDER_API_URL ?? `http://127.0.0.1:${sandbox}`,
    siteUrls,
    mainSiteUrl: read.MAIN_SITE_URL ?? `http://localhost:${sandbox}`,
    chatApiKey: read.CHAT_API_KEY,
    redisUrl: read.REDIS_URL ?? null,
    rsaPublicKey: publicKeyOf(env),
    port: read.PORT,
    host: read.HOST,
    trustProxy: read.TRUST_PROXY,
    secureCookies: Object.values(siteUrls).some((u) => u.startsWith("https:")),
    production: read.NODE_ENV === "production",
    rateLimits: read.RATE_LIMITS,
    pageCacheSeconds: read.PAGE_CACHE_SECONDS,
    renderConcurrency: read.RENDER_CONCURRENCY,
    drainSeconds: read.DRAIN_SECONDS,
    metricsPort: read.METRICS_PORT === undefined ? null : Number(read.METRICS_PORT),
    metricsToken: read.METRICS_TOKEN ?? null,
  };
}

/** The configuration of this process. */
export const config: WebConfig = readConfig();
