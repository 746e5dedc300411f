// The sandbox's configuration: every environment variable it reads, read here and nowhere else.
import { resolve } from "node:path";

const repoRoot = resolve(import.meta.dirname, "../../..");

type Env = Readonly<Record<string, string | undefined>>;

function integer(env: Env, name: string, fallback: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > max)
    throw new Error(`${name} must be a whole number from 0 to ${max}, not "${raw}"`);
  return value;
}

function text(env: Env, name: string, fallback: string): string {
  const raw = env[name];
  return raw === undefined || raw === "" ? fallback : raw;
}

const optional = (env: Env, name: string): string | null => env[name] || null;

function onOff(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  if (raw === "1" || raw === "true") return true;
  if (raw === "0" || raw === "false") return false;
  throw new Error(`${name} must be 1 or 0 (true or false), not "${raw}"`);
}

/** Who may call `/api/*` and read `/openapi.json` from a page of another origin. */
export type CorsOrigins = "*" | readonly string[];

/**
 * SANDBOX_CORS_ORIGINS: `*`, or a comma-separated list of exact origins (`https://shop.test`,
 * `http://localhost:5173`); null (off) when unset. A path, a trailing slash or a wildcard
 * inside an origin would never match what a browser sends, so they stop the start instead.
 */
function corsOrigins(env: Env): CorsOrigins | null {
  const raw = optional(env, "SANDBOX_CORS_ORIGINS")?.trim();
  if (!raw) return null;
  if (raw === "*") return "*";
  const origins = raw.split(",").map((origin) => origin.trim());
  for (const origin of origins) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = null;
    }
    if (
      !parsed ||
      !/^https?:$/.test(parsed.protocol) ||
      parsed.origin !== origin ||
      origin.includes("*")
    )
      throw new Error(
        `SANDBOX_CORS_ORIGINS must be * or a comma-separated list of origins (scheme://host[:port], no path or trailing slash, e.g. https://shop.test,http://localhost:5173); "${origin}" is not one`,
      );
  }
  return [...new Set(origins)];
}

export interface SandboxConfig {
  /** Address to listen on; loopback by default. */
  readonly host: string;
  readonly port: number;
  /** SANDBOX_METRICS_PORT: where Prometheus scrapes `/metrics` (on the host); null: off. */
  readonly metricsPort: number | null;
  /** Where the SQLite file and the RSA key live. */
  readonly dataDir: string;
  /** `postgres://...` to use PostgreSQL; otherwise SQLite in `dataDir`. */
  readonly databaseUrl: string | null;
  /** The storefront's public URL per language: activation links and allowed login redirects. */
  readonly siteUrls: { readonly en: string; readonly zh: string; readonly ja: string };
  /** The sandbox's own public URL (its console). */
  readonly publicUrl: string;
  /** SANDBOX_CORS_ORIGINS: origins whose pages may call the API and read its document; null: none. */
  readonly corsOrigins: CorsOrigins | null;
  /** The key `/api/chat` accepts. */
  readonly chatApiKey: string;
  /** Domain for the console's `token` cookie (e.g. `.provider.example`); host-only when empty. */
  readonly cookieDomain: string | null;
  /** A message that turns on maintenance mode in `/api/home/startup`. */
  readonly maintenanceMessage: string | null;
  /** Whether `/api/home/startup` says the assistant is on (and `/api/chat` answers). */
  readonly chatEnabled: boolean;
  /** Whether `/api/home/startup` says registration is open (and `register` accepts). */
  readonly registrationOpen: boolean;
  readonly logLevel: string;
  /** Login, registration and activation attempts allowed per client address in 10 minutes. */
  readonly attemptLimit: number;
  /** An OpenAI-compatible endpoint that words the assistant's answers; null: quote the docs. */
  readonly chatLlm: { readonly url: string; readonly key: string; readonly model: string } | null;
}

/** CHAT_LLM_URL (with CHAT_LLM_KEY and CHAT_LLM_MODEL), when set. */
function llmConfig(env: Env): SandboxConfig["chatLlm"] {
  const url = optional(env, "CHAT_LLM_URL");
  if (!url) return null;
  if (!/^https?:\/\//.test(url))
    throw new Error(`CHAT_LLM_URL must be an http(s) URL, not "${url}"`);
  return {
    url,
    key: text(env, "CHAT_LLM_KEY", ""),
    model: text(env, "CHAT_LLM_MODEL", "gpt-4o-mini"),
  };
}

/** The default chat key of the sandbox; the web app defaults to the same. Set CHAT_API_KEY in production. */
export const SANDBOX_CHAT_API_KEY = "hostfront-sandbox-chat-key";

export function readConfig(env: Env = process.env): SandboxConfig {
  const listenPort = integer(env, "SANDBOX_PORT", 4010, 65_535);
  const site = text(env, "SITE_URL", "http://localhost:3000").replace(/\/+$/, "");
  return {
    host: text(env, "SANDBOX_HOST", "127.0.0.1"),
    port: listenPort,
    metricsPort: optional(env, "SANDBOX_METRICS_PORT")
      ? integer(env, "SANDBOX_METRICS_PORT", 0, 65_535)
      : null,
    dataDir: resolve(text(env, "SANDBOX_DATA_DIR", resolve(repoRoot, ".data"))),
    databaseUrl: optional(env, "DATABASE_URL"),
    siteUrls: {
      en: site,
      zh: text(env, "SITE_URL_ZH", `${site}/zh`).replace(/\/+$/, ""),
      ja: text(env, "SITE_URL_JA", `${site}/ja`).replace(/\/+$/, ""),
    },
    publicUrl: text(env, "SANDBOX_PUBLIC_URL", `http://localhost:${listenPort}`).replace(
      /\/+$/,
      "",
    ),
    corsOrigins: corsOrigins(env),
    chatApiKey: text(env, "CHAT_API_KEY", SANDBOX_CHAT_API_KEY),
    cookieDomain: optional(env, "COOKIE_DOMAIN"),
    maintenanceMessage: optional(env, "SANDBOX_MAINTENANCE_MESSAGE"),
    chatEnabled: onOff(env, "SANDBOX_CHAT_ENABLED", true),
    registrationOpen: onOff(env, "SANDBOX_REGISTRATION_OPEN", true),
    logLevel: text(env, "LOG_LEVEL", "info"),
    attemptLimit: integer(env, "SANDBOX_ATTEMPT_LIMIT", 20, 1_000_000),
    chatLlm: llmConfig(env),
  };
}
