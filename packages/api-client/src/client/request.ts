// One request to the provider API: the envelope, the timeout, the retry rule, the
// Idempotency-Key, the hooks and the cookie jar. Imports no zod (the envelope is checked by hand).
import { type ErrorCode, SUCCESS_CODE } from "../contract/error-codes.ts";
import { ApiError, InvalidResponseError, NetworkError, TimeoutError } from "../errors.ts";
import {
  type ApiClientOptions,
  type HttpMethod,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_METHODS,
  MAX_RETRY_DELAY_MS,
  type QueryValue,
  REQUEST_TIMEOUT_MS,
  RETRY_STATUSES,
  type RequestContext,
  type RequestOptions,
} from "./options.ts";

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

/** The envelope `{ code, message, fields? }` (the contract's `envelopeSchema`), or null. */
export function asEnvelope(
  json: unknown,
): { code: number; message: unknown; fields?: Record<string, string> } | null {
  if (typeof json !== "object" || json === null) return null;
  const { code, message, fields } = json as Record<string, unknown>;
  if (!Number.isInteger(code)) return null;
  if (fields === undefined) return { code: code as number, message };
  if (typeof fields !== "object" || fields === null || Array.isArray(fields)) return null;
  if (!Object.values(fields).every((value) => typeof value === "string")) return null;
  return { code: code as number, message, fields: fields as Record<string, string> };
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
  const envelope = asEnvelope(json);
  if (envelope === null) {
    throw new InvalidResponseError(
      `The provider answered ${response.status} with a malformed envelope.`,
      response.status,
    );
  }
  return envelope;
}

/** What sends a request: resolves to the envelope's `message` on success, otherwise rejects. */
export type Send = (method: HttpMethod, path: string, options?: RequestOptions) => Promise<unknown>;

/** The request function of a client with these options. */
export function createSend(options: ApiClientOptions): Send & { readonly baseUrl: string } {
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

  async function send(
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

  return Object.assign(send, { baseUrl });
}
