// Requests to the site and the request context the root middleware builds for them, so tests
// can call loaders, actions and middleware directly as React Router would.
import {
  type UNSAFE_DataWithResponseInit as DataWithResponseInit,
  data,
  type MiddlewareFunction,
  type Params,
  RouterContextProvider,
} from "react-router";
import { onTestFinished, vi } from "vitest";
import { sessionContext } from "~/context";
import { config } from "~/env.server";
import { clientAddressContext } from "~/lib/http/client-address.server";
import { rateLimitsContext } from "~/lib/http/rate-limit.server";
import { PageWatch, watchRender } from "~/lib/page-cache/watch.server";
import { i18nextMiddleware } from "~/lib/texts/translator.server";
import { localeMiddleware } from "~/middleware/locale.server";
import { securityMiddleware } from "~/middleware/security.server";
import { sessionMiddleware } from "~/middleware/session.server";
import { rateLimitsOfTest } from "./provider";

/** The site's English origin (SITE_URL of the test environment). */
export const SITE = config.siteUrls.en;

/** The address the HTTP server saw; forwarded upstream as X-Forwarded-For. */
export const CLIENT_ADDRESS = "198.51.100.23";

export interface SiteRequestInit {
  readonly method?: string;
  readonly headers?: Record<string, string>;
  readonly cookies?: Record<string, string>;
  /** A JSON body (objects are serialized, strings sent as they are). */
  readonly json?: unknown;
  readonly body?: BodyInit;
}

/** A request for `path` of the site (`/zh/doc?x=1`), as the browser would send it. */
export function siteRequest(path: string, init: SiteRequestInit = {}): Request {
  const headers = new Headers(init.headers);
  if (init.cookies) {
    headers.set(
      "cookie",
      Object.entries(init.cookies)
        .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
        .join("; "),
    );
  }
  let body = init.body;
  if (init.json !== undefined) {
    body = typeof init.json === "string" ? init.json : JSON.stringify(init.json);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  return new Request(new URL(path, SITE), {
    method: init.method ?? (body === undefined ? "GET" : "POST"),
    headers,
    ...(body === undefined ? {} : { body }),
  });
}

export interface Args<P extends Params = Params> {
  request: Request;
  url: URL;
  pattern: string;
  params: P;
  context: RouterContextProvider;
}

/** Loader/action/middleware arguments for a request. */
export function argsFor<P extends Params = Params>(
  request: Request,
  context: RouterContextProvider,
  params: P = {} as P,
  pattern = new URL(request.url).pathname,
): Args<P> {
  return { request, url: new URL(request.url), pattern, params, context };
}

/** Runs middleware around `handler` the way React Router chains them. */
export async function runMiddleware(
  chain: readonly MiddlewareFunction<Response>[],
  args: Args,
  handler: () => Response | Promise<Response> = () => new Response(null),
): Promise<Response> {
  const run = async (index: number): Promise<Response> => {
    const middleware = chain[index];
    if (!middleware) return handler();
    let downstream: Promise<Response> | undefined;
    const next = () => {
      downstream ??= run(index + 1);
      return downstream;
    };
    const result = await middleware(args, next);
    return result ?? next();
  };
  return run(0);
}

/** The root middleware that fills the request context (root.tsx, minus the referral step). */
export const contextMiddleware: readonly MiddlewareFunction<Response>[] = [
  securityMiddleware,
  i18nextMiddleware,
  localeMiddleware,
  sessionMiddleware,
];

export interface ContextOptions {
  /**
   * The visitor's provider token. Set as the session middleware sets it: the mock provider's
   * demo token is shorter than the tokens the session middleware accepts from a cookie.
   */
  readonly token?: string;
}

/** The request context the root middleware builds for `request`. */
export async function contextFor(
  request: Request,
  { token }: ContextOptions = {},
): Promise<RouterContextProvider> {
  const context = new RouterContextProvider();
  context.set(clientAddressContext, CLIENT_ADDRESS);
  const rateLimits = rateLimitsOfTest();
  if (rateLimits) context.set(rateLimitsContext, rateLimits);
  await runMiddleware(contextMiddleware, argsFor(request, context));
  if (token !== undefined) context.set(sessionContext, { token });
  return context;
}

/** A request and its context in one step. */
export async function pageArgs<P extends Params = Params>(
  path: string,
  { params, token, ...init }: SiteRequestInit & ContextOptions & { params?: P } = {},
): Promise<Args<P>> {
  const request = siteRequest(path, init);
  const context = await contextFor(request, token === undefined ? {} : { token });
  return argsFor(request, context, params ?? ({} as P));
}

/** The class of `data()`'s answers (React Router exports only its type). */
const DataWithInit = data(null).constructor;

const isDataWithInit = (value: unknown): value is DataWithResponseInit<unknown> =>
  value instanceof DataWithInit;

/** What a loader answered with `data(value, init)`: its value and headers. */
export function unwrap<T>(result: T | DataWithResponseInit<T>): {
  data: T;
  status: number;
  headers: Headers;
} {
  if (isDataWithInit(result)) {
    return {
      data: result.data as T,
      status: result.init?.status ?? 200,
      headers: new Headers(result.init?.headers),
    };
  }
  return { data: result, status: 200, headers: new Headers() };
}

/** The error a loader throws, or a failure when it does not throw. */
export async function thrownBy(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to throw");
}

/** The Response (a redirect) an action throws: React Router answers a thrown Response as it is. */
export async function thrownResponse(pending: Promise<unknown>): Promise<Response> {
  const thrown = await thrownBy(() => pending);
  if (!(thrown instanceof Response)) throw thrown;
  return thrown;
}

/** The `Set-Cookie` headers of a response, by cookie name. */
export function setCookies(response: Response): Map<string, string> {
  return new Map(
    response.headers.getSetCookie().map((cookie) => [cookie.slice(0, cookie.indexOf("=")), cookie]),
  );
}

/** One attribute of a `Set-Cookie` value (`Max-Age`), or null. */
export function cookieAttribute(cookie: string | undefined, name: string): string | null {
  for (const part of (cookie ?? "").split(";").slice(1)) {
    const [key, value = ""] = part.trim().split("=");
    if (key?.toLowerCase() === name.toLowerCase()) return value;
  }
  return null;
}

/** The value of a `Set-Cookie` header. */
export function cookieValue(cookie: string | undefined): string | null {
  if (!cookie) return null;
  const first = cookie.split(";")[0] ?? "";
  return decodeURIComponent(first.slice(first.indexOf("=") + 1));
}

/** Where a page (`/doc`, no language prefix) is published in a language: the site URL of the language, then the path. */
export function publishedAt(path: string, language: "en" | "zh" | "ja"): string {
  const base = config.siteUrls[language];
  return language === "en" || path !== "/" ? `${base}${path}` : base;
}

/** The status and data of what a loader throws with `data(value, { status })`. */
export async function thrownData(
  run: () => unknown,
): Promise<{ status: number; data: Record<string, unknown> }> {
  const thrown = await thrownBy(run);
  if (!isDataWithInit(thrown)) throw thrown;
  return { status: thrown.init?.status ?? 200, data: thrown.data as Record<string, unknown> };
}

/** What an action answered as data (a form to show again): fails on a redirect Response. */
export function answered<T>(result: T | DataWithResponseInit<T> | Response): {
  data: T;
  status: number;
  headers: Headers;
} {
  if (result instanceof Response)
    throw new Error(
      `expected data, got a ${result.status} response to ${result.headers.get("location")}`,
    );
  return unwrap(result);
}

/** A form post to `path` (URL-encoded), with the request context the root middleware builds. */
export function postForm<P extends Params = Params>(
  path: string,
  fields: Record<string, string>,
  init: Omit<SiteRequestInit, "body" | "json"> & ContextOptions & { params?: P } = {},
): Promise<Args<P>> {
  return pageArgs(path, {
    ...init,
    method: "POST",
    body: new URLSearchParams(fields).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", ...init.headers },
  });
}

/**
 * Fixes the clock (Date only) at the start of an hour no other test has used, so a test that
 * counts up to a rate limit never sees its fixed window roll over halfway. The real clock is
 * back when the test ends.
 */
let windows = 0;
export function atFreshRateWindow(): void {
  const HOUR = 3_600_000;
  windows += 1;
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Math.ceil(Date.now() / HOUR) * HOUR + windows * HOUR);
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

/**
 * Runs `load` with what it reads and shows watched, as the page cache watches a render
 * (lib/page-cache/watch.server.ts); answers its result and the watch.
 */
export async function watched<T>(
  args: Args,
  load: (args: Args) => T | Promise<T>,
): Promise<{ result: Awaited<T>; watch: PageWatch }> {
  const watch = new PageWatch(5_000);
  const result = await watchRender(args.request, args.context, watch, () => load(args));
  watch.closed = true;
  return { result, watch };
}
