// The client's options and what its hooks see, with the defaults of SPEC.md section 7.

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
