// The BFF behind `/api/*` of the site. The browser calls these paths (the provider's own, for the
// calls it may make, plus a few of the site's); the BFF checks the request, adds what must
// stay on the server (the token from its HttpOnly cookie, the chat api_key, the language),
// calls the provider and answers the same envelope, with messages translated.
import {
  type Endpoint,
  type EndpointName,
  endpointNames,
  endpoints,
  InvalidResponseError,
  isApiError,
  NetworkError,
  TimeoutError,
} from "@hostfront/api-client";
import { isCurrencyCode } from "@hostfront/commerce";
import { isLanguage, type Language, LOCALE_COOKIE_NAME, localizePath } from "@hostfront/i18n";
import type { LoaderFunctionArgs as Args } from "react-router";
import { requestContext, sessionContext } from "~/context";
import { config } from "~/env.server";
import {
  CURRENCY_COOKIE,
  expireCookie,
  readCookie,
  serializeCookie,
  TOKEN_COOKIE,
} from "~/lib/cookies.server";
import { hit, type LimitName } from "~/lib/rate-limit.server";
import { forgetUser } from "~/lib/shell.server";
import { api, cachedCall, callOptions } from "~/lib/upstream.server";
import { getInstance } from "~/middleware/locale.server";

/** Largest body the BFF reads. */
const MAX_BODY_BYTES = 64 * 1024;
/** A chosen currency is kept for a year, like the language. */
const CURRENCY_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

interface Forwarding {
  /** Send the visitor's token (calls with their own state). */
  readonly token?: boolean;
  /** Add the chat api_key (the browser never has it). */
  readonly apiKey?: boolean;
  /** The rate limit the call counts against (lib/rate-limit.server.ts). */
  readonly limit?: LimitName;
}

/** Calls the browser may make through the BFF. Everything else stays server-side. */
export const FORWARDED: Partial<Record<EndpointName, Forwarding>> = {
  chat: { apiKey: true, limit: "chat" },
  currencies: {},
  reviewSummary: {},
  announcements: {},
  publicKey: {},
  areaSearch: {},
  plans: {},
  images: {},
  bandwidths: {},
  diskProducts: {},
  securityGroups: {},
  snapshotStrategies: {},
  domainSuffixes: {},
  domainCheck: {},
  couponSearch: { token: true },
  couponReceive: { token: true, limit: "couponReceive" },
  pintuans: {},
  pintuanGroups: { token: true },
  pintuanGroupCount: {},
  pintuanGroup: { token: true },
  footerComment: { token: true },
  promotionClick: { token: true },
  actPage: { token: true },
  userProducts: { token: true },
  userFlow: { token: true },
};

const byPath = new Map<string, EndpointName>(
  endpointNames.map((name) => [endpoints[name].path, name]),
);

export function envelope(
  status: number,
  code: number,
  message: unknown,
  extra: Record<string, unknown> = {},
  headers: HeadersInit = {},
): Response {
  return new Response(JSON.stringify({ code, message, ...extra }), {
    status,
    headers: {
      "content-type": "application/json; charset=utf-8",
      "cache-control": "no-store",
      ...headers,
    },
  });
}

function languageOf(request: Request): Language {
  const asked =
    request.headers.get("x-site-language") ?? new URL(request.url).searchParams.get("language");
  if (isLanguage(asked)) return asked;
  const cookie = readCookie(request, LOCALE_COOKIE_NAME);
  return isLanguage(cookie) ? cookie : "en";
}

/** Whether a state-changing request comes from this site (Origin, else Sec-Fetch-Site). */
export function sameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin !== null && origin !== "null") {
    const own = new URL(request.url).origin;
    return (
      origin === own ||
      Object.values(config.siteUrls).some((site) => new URL(site).origin === origin)
    );
  }
  const site = request.headers.get("sec-fetch-site");
  return site === null || site === "same-origin" || site === "none";
}

/** The body as text, read no further than MAX_BODY_BYTES (throws a 413 Response beyond). */
async function readText(request: Request): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) throw new Response(null, { status: 413 });
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw new Response(null, { status: 413 });
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

async function readJson(request: Request): Promise<unknown> {
  const text = await readText(request);
  if (text.trim() === "") return {};
  return JSON.parse(text) as unknown;
}

/**
 * A field's problem in the visitor's language. The contract's schemas describe types and
 * bounds; the visitor is told that a value is missing, too long or not valid.
 */
function fieldMessage(t: (key: string) => string, issue: ZodIssueLike): string {
  if (issue.code === "invalid_type" && issue.input === undefined) return t("validation.required");
  if (issue.code === "too_small" && issue.minimum === 1) return t("validation.required");
  if (issue.code === "too_big") return t("validation.tooLong");
  return t("validation.invalid");
}

interface ZodIssueLike {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly input?: unknown;
  readonly minimum?: unknown;
}

/** The issues of a refused input as `{ field: translated message }`. */
export function fieldMessages(
  context: Args["context"],
  language: Language,
  issues: readonly ZodIssueLike[],
): Record<string, string> {
  const t = getInstance(context).getFixedT(language);
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join(".") || "(body)";
    fields[field] ??= fieldMessage(t, issue);
  }
  return fields;
}

/**
 * A provider error code in the visitor's language: its translation, else the generic "request
 * failed" (SPEC.md section 8). The provider's own sentence (English) never reaches the visitor;
 * an untranslated one is logged with the request id, so it can be looked up and catalogued.
 */
export function translateApiError(
  context: Args["context"],
  language: Language,
  code: number,
  providerText: string,
): string {
  const t = getInstance(context).getFixedT(language);
  const key = `apiErrors.${code}`;
  const text = t(key);
  if (text !== key) return text;
  console.warn(
    `untranslated provider error ${code} (request ${context.get(requestContext).id}): ${providerText}`,
  );
  return t("toast.requestFailed");
}

async function forward(name: EndpointName, args: Args): Promise<Response> {
  const { request, context } = args;
  const endpoint: Endpoint = endpoints[name];
  const forwarding = FORWARDED[name] ?? {};
  const language = languageOf(request);
  let input: Record<string, unknown>;
  try {
    const raw =
      endpoint.method === "GET"
        ? Object.fromEntries(new URL(request.url).searchParams)
        : await readJson(request);
    if (typeof raw !== "object" || raw === null || Array.isArray(raw))
      throw new SyntaxError("not an object");
    input = { ...(raw as Record<string, unknown>) };
  } catch (error) {
    if (error instanceof Response)
      return envelope(
        413,
        4130,
        translateApiError(context, language, 4130, "The request is too large."),
      );
    return envelope(
      400,
      4000,
      translateApiError(context, language, 4000, "The request is not valid JSON."),
    );
  }
  if (forwarding.apiKey) input.api_key = config.chatApiKey;
  const shape = (
    endpoint.input as unknown as { _zod: { def: { shape?: Record<string, unknown> } } }
  )._zod.def.shape;
  if (shape && "language" in shape && input.language === undefined) input.language = language;

  const parsed = endpoint.input.safeParse(input);
  if (!parsed.success) {
    const fields = fieldMessages(context, language, parsed.error.issues);
    return envelope(
      400,
      4000,
      translateApiError(context, language, 4000, "The request does not match."),
      {
        fields,
      },
    );
  }
  if (
    forwarding.token &&
    endpoint.access === "user" &&
    context.get(sessionContext).token === null
  ) {
    return envelope(401, 4010, translateApiError(context, language, 4010, "Please log in first."));
  }
  if (forwarding.limit) {
    const verdict = await hit(context, forwarding.limit);
    if (!verdict.allowed) {
      return envelope(
        429,
        4290,
        translateApiError(context, language, 4290, "Too many requests."),
        {},
        { "retry-after": String(verdict.retryAfterSeconds) },
      );
    }
  }

  try {
    const options = callOptions(context, { withToken: forwarding.token === true });
    const idempotencyKey = request.headers.get("idempotency-key");
    const message = await api.request(endpoint.method, endpoint.path, {
      ...(endpoint.method === "GET" ? { query: input as Record<string, string> } : { body: input }),
      ...options,
      ...(idempotencyKey && /^[A-Za-z0-9_-]{8,128}$/.test(idempotencyKey)
        ? { idempotencyKey }
        : {}),
    });
    return envelope(200, 2000, name === "chat" ? withSiteSources(message) : message);
  } catch (error) {
    if (isApiError(error)) {
      const status = error.status >= 400 ? error.status : 502;
      return envelope(
        status,
        error.code,
        translateApiError(context, language, error.code, error.message),
        // The provider names the fields in its own words; the visitor reads their language.
        error.fields
          ? {
              fields: fieldMessages(
                context,
                language,
                Object.keys(error.fields).map((field) => ({ code: "invalid", path: [field] })),
              ),
            }
          : {},
      );
    }
    if (error instanceof TimeoutError)
      return envelope(
        504,
        5030,
        translateApiError(context, language, 5030, "The provider did not answer in time."),
      );
    if (error instanceof NetworkError || error instanceof InvalidResponseError) {
      return envelope(
        502,
        5030,
        translateApiError(context, language, 5030, "The provider is unavailable."),
      );
    }
    throw error;
  }
}

/**
 * The path on this site of a URL under one of its public site URLs (`https://x/zh/doc/a` ->
 * `/zh/doc/a`), or null for anything else.
 */
export function sitePathOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return null;
  const href = `${parsed.origin}${parsed.pathname}`;
  const bases = (Object.entries(config.siteUrls) as [Language, string][]).sort(
    ([, a], [, b]) => b.length - a.length,
  );
  for (const [language, base] of bases) {
    const root = base.replace(/\/+$/, "");
    if (href !== root && !href.startsWith(`${root}/`)) continue;
    const rest = href.slice(root.length) || "/";
    return `${localizePath(rest, language)}${parsed.search}${parsed.hash}`;
  }
  return null;
}

/** The assistant's sources as links on this site; a source elsewhere is dropped. */
function withSiteSources(message: unknown): unknown {
  if (typeof message !== "object" || message === null) return message;
  const { sources } = message as { sources?: unknown };
  if (!Array.isArray(sources)) return message;
  return {
    ...message,
    sources: sources.flatMap((source: { title?: unknown; url?: unknown }) => {
      if (typeof source?.title !== "string" || typeof source.url !== "string") return [];
      const path =
        source.url.startsWith("/") && !source.url.startsWith("//")
          ? source.url
          : sitePathOf(source.url);
      return path ? [{ title: source.title, url: path }] : [];
    }),
  };
}

/** The site's own calls. */
async function siteCall(path: string, args: Args): Promise<Response | null> {
  const { request, context } = args;
  const language = languageOf(request);
  switch (path) {
    case "/api/currency": {
      // JSON from the page's script, or the plain form without JavaScript (URL-encoded). Any
      // other body reads as an empty choice and is refused below.
      const type = request.headers.get("content-type") ?? "";
      const json = type.includes("application/json");
      const urlEncoded = type.includes("application/x-www-form-urlencoded");
      let text: string;
      try {
        text = await readText(request);
      } catch {
        return envelope(
          413,
          4130,
          translateApiError(context, language, 4130, "The request is too large."),
        );
      }
      let body: Record<string, unknown> = {};
      try {
        const parsed: unknown = json
          ? JSON.parse(text)
          : urlEncoded
            ? Object.fromEntries(new URLSearchParams(text))
            : {};
        if (typeof parsed === "object" && parsed !== null) body = parsed as Record<string, unknown>;
      } catch {
        // Not JSON: an empty choice.
      }
      const form = !json;
      const currency = typeof body.currency === "string" ? body.currency : "";
      const known =
        isCurrencyCode(currency) &&
        ((await cachedCall(context, "currencies", {}).catch(() => [])) as { type: string }[]).some(
          (c) => c.type === currency,
        );
      if (!known)
        return envelope(
          400,
          4000,
          translateApiError(context, language, 4000, "Unknown currency."),
          {
            fields: { currency: getInstance(context).getFixedT(language)("validation.invalid") },
          },
        );
      const cookie = serializeCookie(CURRENCY_COOKIE, currency, {
        maxAge: CURRENCY_COOKIE_MAX_AGE,
      });
      if (form) {
        // Without JavaScript the form comes back to the page it was sent from.
        const returnTo =
          typeof body.returnTo === "string" && /^\/(?![/\\])/.test(body.returnTo)
            ? body.returnTo
            : "/";
        return new Response(null, {
          status: 303,
          headers: { location: returnTo, "set-cookie": cookie },
        });
      }
      return envelope(200, 2000, { currency }, {}, { "set-cookie": cookie });
    }
    case "/api/logout": {
      const { token } = context.get(sessionContext);
      if (token) {
        await api.logout({}, callOptions(context, { withToken: true })).catch(() => undefined);
        await forgetUser(token);
      }
      const headers = new Headers({
        "content-type": "application/json; charset=utf-8",
        "cache-control": "no-store",
      });
      // Clearing mode 1: the login cookies go, `isRedic` and `languages` stay.
      for (const name of [TOKEN_COOKIE, "username", "lastloginname", "email"])
        headers.append("set-cookie", expireCookie(name));
      return new Response(JSON.stringify({ code: 2000, message: null }), { status: 200, headers });
    }
    case "/api/session/clear": {
      const headers = new Headers({
        "content-type": "application/json; charset=utf-8",
        "cache-control": "no-store",
      });
      const names = (request.headers.get("cookie") ?? "")
        .split(";")
        .map((part) => part.split("=")[0]?.trim() ?? "");
      for (const name of new Set(names))
        if (/^[A-Za-z0-9_-]{1,64}$/.test(name)) headers.append("set-cookie", expireCookie(name));
      return new Response(JSON.stringify({ code: 2000, message: null }), { status: 200, headers });
    }
    default:
      return null;
  }
}

const noRoute = (args: Args, path: string) =>
  envelope(
    404,
    4041,
    translateApiError(args.context, languageOf(args.request), 4041, `No route ${path}.`),
  );
const wrongMethod = (args: Args, allow: "GET" | "POST") =>
  envelope(
    405,
    4050,
    translateApiError(args.context, languageOf(args.request), 4050, `Use ${allow}.`),
    {},
    { allow },
  );

/** GET /api/*: the calls that read. */
export async function handleBffGet(args: Args) {
  const path = new URL(args.request.url).pathname;
  const name = byPath.get(path);
  if (!name || !FORWARDED[name]) return noRoute(args, path);
  if (endpoints[name].method !== "GET") return wrongMethod(args, "POST");
  return forward(name, args);
}

/** POST /api/*: the calls that change or send something. */
export async function handleBffPost(args: Args) {
  const { request } = args;
  const path = new URL(request.url).pathname;
  const language = languageOf(request);
  if (request.method !== "POST") return wrongMethod(args, "POST");
  if (!sameOrigin(request))
    return envelope(
      403,
      4030,
      translateApiError(args.context, language, 4030, "Cross-site request refused."),
    );
  const own = await siteCall(path, args);
  if (own) return own;
  const name = byPath.get(path);
  if (!name || !FORWARDED[name]) return noRoute(args, path);
  if (endpoints[name].method !== "POST") return wrongMethod(args, "GET");
  return forward(name, args);
}
