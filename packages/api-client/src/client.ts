// The provider API client: envelope handling, the 40 s timeout, the retry rule of SPEC.md
// section 7 (the default of the retry options), Idempotency-Key on non-idempotent requests,
// request/response hooks, and an optional cookie jar.
import type { z } from "zod";
import {
  type Endpoint,
  type EndpointInput,
  type EndpointName,
  type EndpointOutput,
  endpointNames,
  endpoints,
} from "./contract/endpoints.ts";
import { type ErrorCode, envelopeSchema, SUCCESS_CODE } from "./contract/envelope.ts";
import { ApiError, InvalidResponseError, NetworkError, TimeoutError } from "./errors.ts";

/** Upstream request timeout: 40000 ms (SPEC.md section 9), for a call and its retry together. */
export const REQUEST_TIMEOUT_MS = 40_000;
/** Statuses after which a non-idempotent request is sent once more (SPEC.md section 7). */
export const RETRY_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];
/** Methods HTTP defines as idempotent: never retried (0 retries). Others are retried once. */
export const IDEMPOTENT_METHODS: readonly string[] = [
  "GET",
  "HEAD",
  "OPTIONS",
  "PUT",
  "DELETE",
  "TRACE",
];
/** Header that makes a non-idempotent request safe to repeat: the same key is applied once. */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
/** Longest wait before a retry by default, even when Retry-After asks for more. */
export const MAX_RETRY_DELAY_MS = 2_000;

/** What `new Headers()` takes (Node's types do not name it). */
export type HeadersInit = ConstructorParameters<typeof Headers>[0];

/** What the client needs of a cookie jar; tough-cookie's `CookieJar` has it. */
export interface CookieJarLike {
  getCookieString(url: string): Promise<string>;
  setCookie(cookie: string, url: string, options?: { ignoreError?: boolean }): Promise<unknown>;
}

/** When and how often a request is sent again. Every field defaults to SPEC.md section 7. */
export interface RetryOptions {
  /**
   * How many times a request may be sent again after the first attempt. Default: 0 for the
   * idempotent methods (`IDEMPOTENT_METHODS`), 1 for the others. A repeated non-idempotent
   * request carries the same Idempotency-Key, so the provider applies it once.
   */
  readonly limit?: number | ((method: HttpMethod) => number);
  /** Statuses after which a request is sent again (default `RETRY_STATUSES`). */
  readonly statuses?: readonly number[];
  /**
   * Wait before retry number `retry` (1 for the first) when the answer has no usable
   * Retry-After. Default: `retryDelayMs` every time.
   */
  readonly backoff?: (retry: number) => number;
  /** Longest wait before a retry, Retry-After included (default 2000 ms). */
  readonly maxDelayMs?: number;
}

/** What the hooks see of an attempt. */
export interface RequestContext {
  readonly method: HttpMethod;
  readonly url: string;
  /** The headers about to be sent: a `beforeRequest` hook may change them (e.g. a fresh token). */
  readonly headers: Headers;
  /** 1 for the first attempt, 2 for the first retry, and so on. */
  readonly attempt: number;
}

/** What `afterResponse` sees: the attempt and its answer, before the client reads the body. */
export interface ResponseContext extends RequestContext {
  /** The answer. Its body is the client's: `response.clone()` in the hook to read it too. */
  readonly response: Response;
  /** Milliseconds from sending the attempt to its answer's headers. */
  readonly durationMs: number;
}

/** What `afterResponse` answers: `"retry"` to send the request again, anything else to go on. */
export type AfterResponseVerdict = "retry" | undefined | Promise<"retry" | undefined>;

/**
 * Hooks for logging, tracing and token refresh. They run for every attempt, retries included;
 * a hook that throws fails the request with that error.
 */
export interface ApiClientHooks {
  /** Before each attempt is sent: add a trace header, set `authorization`, log. */
  readonly beforeRequest?: (context: RequestContext) => void | Promise<void>;
  /**
   * After each answer. Return `"retry"` to send the request once more (e.g. after refreshing an
   * expired token on a 401: `beforeRequest` then sets the new one). Honoured once per request,
   * besides the retry policy, within the same timeout and with the same Idempotency-Key.
   */
  readonly afterResponse?: (context: ResponseContext) => AfterResponseVerdict;
  /** When an attempt gets no answer (network failure, timeout, abort). */
  readonly onError?: (context: RequestContext & { readonly error: unknown }) => void;
}

export interface ApiClientOptions {
  /** Base URL of the provider API, e.g. `https://api.example.com` (paths start with `/api/`). */
  readonly baseUrl: string | URL;
  /**
   * The fetch to use. Default: `globalThis.fetch` as it is at each request, so a client made
   * before msw's `server.listen()` (or any other patch of fetch) still goes through it.
   */
  readonly fetch?: typeof fetch;
  /** Deadline for a call, retries included (default 40000 ms). */
  readonly timeoutMs?: number;
  /** Headers sent with every request. */
  readonly headers?: HeadersInit;
  /** A per-visitor cookie jar: upstream `Set-Cookie` is stored and sent back. */
  readonly cookieJar?: CookieJarLike;
  /** Wait before a retry when the answer has no Retry-After (default 100 ms). */
  readonly retryDelayMs?: number;
  /** The retry policy; the default is SPEC.md section 7's. */
  readonly retry?: RetryOptions;
  /** Hooks for logging, tracing and token refresh. */
  readonly hooks?: ApiClientHooks;
}

/** A query value; `undefined` and `null` are left out, arrays repeat the name. */
export type QueryValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly (string | number | boolean)[];

export interface RequestOptions {
  readonly query?: Readonly<Record<string, QueryValue>>;
  /** JSON body. */
  readonly body?: unknown;
  readonly headers?: HeadersInit;
  readonly signal?: AbortSignal;
  /** The user's token, sent as `Authorization: Bearer <token>`. */
  readonly token?: string | undefined;
  /**
   * The Idempotency-Key of a non-idempotent request (default: a new UUID). Pass a stable key
   * (e.g. one rendered into a form) so that a resubmitted form is applied once.
   */
  readonly idempotencyKey?: string | undefined;
}

/** Options of a typed call. */
export type CallOptions = Omit<RequestOptions, "query" | "body">;

/** The methods `request` sends. */
export type HttpMethod = "GET" | "HEAD" | "OPTIONS" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The arguments of a call: the input may be left out only when every field of it is optional. */
export type CallArgs<K extends EndpointName> =
  Record<string, never> extends EndpointInput<K>
    ? [input?: EndpointInput<K>, options?: CallOptions]
    : [input: EndpointInput<K>, options?: CallOptions];

/** The call of the contract at `method` + `path`, or never. */
export type EndpointAt<M extends string, P extends string> = {
  [K in EndpointName]: (typeof endpoints)[K] extends { readonly method: M; readonly path: P }
    ? K
    : never;
}[EndpointName];

/**
 * What `request(method, path)` resolves to: for a call of the contract, the `message` as it
 * travels (`z.input` of the call's output: unparsed, so no defaults or transforms applied, and
 * not checked; `call` checks it); for any other path, `unknown`.
 */
export type RequestResult<M extends string, P extends string> = [EndpointAt<M, P>] extends [never]
  ? unknown
  : z.input<(typeof endpoints)[EndpointAt<M, P>]["output"]>;

/** A client: `request` for any path, `call` by name, and one method per call of the contract. */
export type ApiClient = {
  readonly baseUrl: string;
  request<M extends HttpMethod, P extends string>(
    method: M,
    path: P,
    options?: RequestOptions,
  ): Promise<RequestResult<M, P>>;
  call<K extends EndpointName>(name: K, ...args: CallArgs<K>): Promise<EndpointOutput<K>>;
} & {
  readonly [K in EndpointName]: (...args: CallArgs<K>) => Promise<EndpointOutput<K>>;
};

function appendQuery(url: URL, query: Readonly<Record<string, QueryValue>>): void {
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) url.searchParams.append(name, String(item));
  }
}

/**
 * The wait a Retry-After header asks for, in ms: delay-seconds or an HTTP date (RFC 9110
 * section 10.2.3); null when absent or unreadable. A date in the past means no wait.
 */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | null {
  if (header === null) return null;
  const value = header.trim();
  if (/^[0-9]+$/.test(value)) return Number(value) * 1000;
  // An HTTP date names its day and month; Date.parse alone would take "-1" for a year.
  const date = /^[A-Za-z]{3}, /.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

async function readEnvelope(response: Response) {
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    throw new InvalidResponseError(
      `The provider answered ${response.status} without a JSON envelope.`,
      response.status,
      {
        cause,
      },
    );
  }
  const parsed = envelopeSchema.safeParse(json);
  if (!parsed.success) {
    throw new InvalidResponseError(
      `The provider answered ${response.status} with a malformed envelope.`,
      response.status,
      {
        cause: parsed.error,
      },
    );
  }
  return parsed.data;
}

/** Creates a client of the provider API. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = String(options.baseUrl).replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const retryDelayMs = options.retryDelayMs ?? 100;
  const retryStatuses = options.retry?.statuses ?? RETRY_STATUSES;
  const maxDelayMs = options.retry?.maxDelayMs ?? MAX_RETRY_DELAY_MS;
  const backoff = options.retry?.backoff ?? (() => retryDelayMs);
  const limit = options.retry?.limit;
  const retryLimit = (method: HttpMethod): number =>
    typeof limit === "function"
      ? limit(method)
      : (limit ?? (IDEMPOTENT_METHODS.includes(method) ? 0 : 1));
  const hooks = options.hooks ?? {};
  const jar = options.cookieJar;

  async function request(
    method: HttpMethod,
    path: string,
    requestOptions: RequestOptions = {},
  ): Promise<unknown> {
    const verb = method.toUpperCase() as HttpMethod;
    const url = new URL(baseUrl + (path.startsWith("/") ? path : `/${path}`));
    if (requestOptions.query) appendQuery(url, requestOptions.query);
    const href = url.href;

    const headers = new Headers(options.headers);
    for (const [name, value] of new Headers(requestOptions.headers)) headers.set(name, value);
    headers.set("accept", "application/json");
    if (requestOptions.token) headers.set("authorization", `Bearer ${requestOptions.token}`);
    const idempotent = IDEMPOTENT_METHODS.includes(verb);
    if (!idempotent)
      headers.set(IDEMPOTENCY_KEY_HEADER, requestOptions.idempotencyKey ?? crypto.randomUUID());
    let body: string | undefined;
    if (requestOptions.body !== undefined) {
      body = JSON.stringify(requestOptions.body);
      headers.set("content-type", "application/json");
    }

    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = requestOptions.signal
      ? AbortSignal.any([requestOptions.signal, deadline])
      : deadline;
    const started = Date.now();
    const retries = Math.max(0, retryLimit(verb));
    let retried = 0;
    let hookRetried = false;
    let context: RequestContext = { method: verb, url: href, headers, attempt: 1 };

    const fail = (cause: unknown): never => {
      hooks.onError?.({ ...context, error: cause });
      if (requestOptions.signal?.aborted) throw requestOptions.signal.reason;
      if (deadline.aborted) throw new TimeoutError(timeoutMs);
      throw new NetworkError(`Could not reach the provider at ${url.origin}.`, { cause });
    };
    const wait = async (response: Response, ms: number) => {
      try {
        await response.body?.cancel();
        await sleep(Math.max(0, Math.min(ms, timeoutMs - (Date.now() - started))), signal);
      } catch (cause) {
        fail(cause);
      }
    };

    for (let attempt = 1; ; attempt++) {
      context = { method: verb, url: href, headers, attempt };
      if (jar) {
        const cookie = await jar.getCookieString(href);
        if (cookie) headers.set("cookie", cookie);
        else headers.delete("cookie");
      }
      await hooks.beforeRequest?.(context);
      const sent = Date.now();
      let response: Response;
      try {
        // Looked up per request, not at creation: see ApiClientOptions.fetch.
        const fetchImpl = options.fetch ?? globalThis.fetch;
        response = await fetchImpl(href, {
          method: verb,
          headers,
          body: body ?? null,
          signal,
          redirect: "manual",
        });
      } catch (cause) {
        return fail(cause);
      }
      if (jar) {
        for (const cookie of response.headers.getSetCookie())
          await jar.setCookie(cookie, href, { ignoreError: true });
      }
      const verdict = await hooks.afterResponse?.({
        ...context,
        response,
        durationMs: Date.now() - sent,
      });
      if (verdict === "retry" && !hookRetried) {
        hookRetried = true;
        await wait(response, 0);
        continue;
      }
      if (retried < retries && retryStatuses.includes(response.status)) {
        retried += 1;
        const asked = retryAfterMs(response.headers.get("retry-after"));
        await wait(response, Math.min(asked ?? backoff(retried), maxDelayMs));
        continue;
      }
      let envelope: Awaited<ReturnType<typeof readEnvelope>>;
      try {
        envelope = await readEnvelope(response);
      } catch (error) {
        if (error instanceof InvalidResponseError) throw error;
        return fail(error);
      }
      if (envelope.code === SUCCESS_CODE && response.ok) return envelope.message;
      const message =
        typeof envelope.message === "string" && envelope.message !== ""
          ? envelope.message
          : `The provider refused the request (code ${envelope.code}).`;
      // A code outside the contract (a newer provider) is passed through unchanged, so its own
      // sentence still reaches the visitor; the type names the contract's codes.
      throw new ApiError(envelope.code as ErrorCode, message, response.status, envelope.fields);
    }
  }

  async function call<K extends EndpointName>(
    name: K,
    ...[input, callOptions = {}]: CallArgs<K>
  ): Promise<EndpointOutput<K>> {
    const endpoint: Endpoint = endpoints[name];
    const payload = input ?? {};
    const message = await request(endpoint.method, endpoint.path, {
      ...callOptions,
      ...(endpoint.method === "GET"
        ? { query: payload as Record<string, QueryValue> }
        : { body: payload }),
    });
    const parsed = (endpoint.output as z.ZodType).safeParse(message);
    if (!parsed.success) {
      throw new InvalidResponseError(`The answer of ${name} does not match the contract.`, 200, {
        cause: parsed.error,
      });
    }
    return parsed.data as EndpointOutput<K>;
  }

  const methods = Object.fromEntries(
    endpointNames.map((name) => [
      name,
      (input?: unknown, callOptions?: CallOptions) =>
        call(name, ...([input, callOptions] as CallArgs<typeof name>)),
    ]),
  );
  return { ...methods, baseUrl, request, call } as ApiClient;
}
