// The provider side of the contract as a web-standard `(Request) => Response`: finds the call
// by path, validates the input with the call's schema, checks access, applies idempotency keys,
// runs the implementation, validates its answer and wraps it in the envelope. Any failure
// becomes a documented error envelope; nothing escapes as a crash or a stack trace.
import type { z } from "zod";
import {
  type Endpoint,
  type EndpointName,
  type EndpointOutput,
  type EndpointParsedInput,
  endpointNames,
  endpoints,
  idempotencyKeySchema,
} from "../contract/endpoints.ts";
import { type ErrorName, errorCodes, SUCCESS_CODE } from "../contract/envelope.ts";

/** Largest body a call accepts. */
export const MAX_BODY_BYTES = 64 * 1024;
/** Answer header set when an answer is the replay of an earlier one with the same key. */
export const REPLAYED_HEADER = "Idempotency-Replayed";

/** Thrown by an implementation to answer a documented error. */
export class ContractError extends Error {
  override readonly name = "ContractError";
  readonly error: ErrorName;
  readonly fields: Record<string, string> | undefined;
  readonly retryAfterSeconds: number | undefined;
  constructor(
    error: ErrorName,
    message?: string,
    options: { fields?: Record<string, string>; retryAfterSeconds?: number } = {},
  ) {
    super(message ?? errorCodes[error].description);
    this.error = error;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export interface CallContext<User> {
  readonly request: Request;
  /** The user of the bearer token, or null (always set for `user` calls). */
  readonly user: User | null;
  readonly token: string | null;
  readonly idempotencyKey: string | null;
}

export type Implementation<K extends EndpointName, User> = (
  input: EndpointParsedInput<K>,
  context: CallContext<User>,
) => Promise<EndpointOutput<K>> | EndpointOutput<K>;

/** One implementation per call: a missing one is a type error, not a silent 404. */
export type Implementations<User> = { readonly [K in EndpointName]: Implementation<K, User> };

/** A stored answer of a mutating call, replayed for the same Idempotency-Key. */
export interface StoredAnswer {
  readonly fingerprint: string;
  readonly status: number;
  readonly body: string;
}

/** Where answers of mutating calls are kept by Idempotency-Key. */
export interface IdempotencyStore {
  get(key: string): Promise<StoredAnswer | null>;
  put(key: string, answer: StoredAnswer): Promise<void>;
}

export interface ContractHandlerOptions<User> {
  readonly implementations: Implementations<User>;
  /** The user a bearer token belongs to, or null when the token is unknown or revoked. */
  readonly authenticate: (token: string) => Promise<User | null> | User | null;
  /** A user's stable id, part of an idempotency fingerprint. */
  readonly userId?: (user: User) => string;
  readonly idempotency?: IdempotencyStore;
  /** Told about every answer, for logs. */
  readonly onAnswer?: (event: AnswerEvent) => void;
}

export interface AnswerEvent {
  readonly method: string;
  readonly path: string;
  readonly call: EndpointName | null;
  readonly status: number;
  readonly code: number;
  readonly replayed: boolean;
  readonly durationMs: number;
  /** An unexpected failure, when there was one (answered as 5000). */
  readonly error?: unknown;
}

const byPath = new Map<string, EndpointName>(
  endpointNames.map((name) => [endpoints[name].path, name]),
);

function envelope(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      "content-type": "application/json; charset=utf-8",
      "cache-control": "no-store",
      ...headers,
    },
  });
}

function errorAnswer(error: ContractError): Response {
  const { code, status } = errorCodes[error.error];
  const headers: Record<string, string> = {};
  if (error.retryAfterSeconds !== undefined)
    headers["retry-after"] = String(error.retryAfterSeconds);
  return envelope(
    status,
    { code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
    headers,
  );
}

function issuesToFields(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join(".") || "(body)";
    fields[path] ??= issue.message;
  }
  return fields;
}

async function readBody(request: Request): Promise<unknown> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) throw new ContractError("PAYLOAD_TOO_LARGE");
  const buffer = await request.arrayBuffer();
  if (buffer.byteLength > MAX_BODY_BYTES) throw new ContractError("PAYLOAD_TOO_LARGE");
  const text = new TextDecoder().decode(buffer).trim();
  if (text === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ContractError("BAD_REQUEST", "The body is not valid JSON.");
  }
}

function bearer(request: Request): string | null {
  const header = request.headers.get("authorization") ?? "";
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{1,512})$/i.exec(header.trim());
  return match?.[1] ?? null;
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Builds the `(Request) => Response` of the provider API from one implementation per call. */
export function createContractHandler<User>(
  options: ContractHandlerOptions<User>,
): (request: Request) => Promise<Response> {
  const inFlight = new Set<string>();

  return async function handle(request: Request): Promise<Response> {
    const started = performance.now();
    const url = new URL(request.url);
    let call: EndpointName | null = null;
    let replayed = false;

    const finish = (response: Response, code: number, error?: unknown): Response => {
      if (options.onAnswer) {
        options.onAnswer({
          method: request.method,
          path: url.pathname,
          call,
          status: response.status,
          code,
          replayed,
          durationMs: Math.round((performance.now() - started) * 10) / 10,
          ...(error === undefined ? {} : { error }),
        });
      }
      return response;
    };
    const fail = (error: ContractError, cause?: unknown): Response =>
      finish(errorAnswer(error), errorCodes[error.error].code, cause);

    let lockedKey: string | null = null;
    try {
      call = byPath.get(url.pathname) ?? null;
      if (call === null)
        throw new ContractError("NO_SUCH_CALL", `No call has the path ${url.pathname}.`);
      const endpoint: Endpoint = endpoints[call];
      if (request.method !== endpoint.method) {
        const answer = fail(
          new ContractError(
            "METHOD_NOT_ALLOWED",
            `${url.pathname} is called with ${endpoint.method}.`,
          ),
        );
        answer.headers.set("allow", endpoint.method);
        return answer;
      }

      // Who is calling comes first: an unauthenticated caller learns nothing about the schema.
      const token = bearer(request);
      const user = token && endpoint.access !== "public" ? await options.authenticate(token) : null;
      if (endpoint.access === "user" && user === null) throw new ContractError("LOGIN_REQUIRED");

      const idempotencyKey = request.headers.get("idempotency-key");
      if (idempotencyKey !== null && !idempotencyKeySchema.safeParse(idempotencyKey).success) {
        throw new ContractError(
          "BAD_REQUEST",
          "The Idempotency-Key must be 8-128 letters, digits, _ or -.",
        );
      }
      const store = endpoint.mutating && idempotencyKey !== null ? options.idempotency : undefined;
      // The first request with a key holds it from its arrival, before its body is read or its
      // stored answer looked up: one sent while it runs is answered 409, however long those take.
      if (store && idempotencyKey !== null) {
        if (inFlight.has(idempotencyKey)) {
          // The first request with this key is still running; clients retry 409 once.
          throw new ContractError("IDEMPOTENCY_IN_PROGRESS", undefined, { retryAfterSeconds: 1 });
        }
        inFlight.add(idempotencyKey);
        lockedKey = idempotencyKey;
      }

      const raw =
        endpoint.method === "GET" ? Object.fromEntries(url.searchParams) : await readBody(request);

      let fingerprint = "";
      if (store && idempotencyKey !== null) {
        // A key stands for one request: the same call, the same caller, the same input.
        const who =
          user && options.userId ? options.userId(user) : token ? await sha256(token) : "";
        fingerprint = await sha256(
          `${endpoint.method} ${endpoint.path}\n${who}\n${JSON.stringify(raw)}`,
        );
        const stored = await store.get(idempotencyKey);
        if (stored) {
          if (stored.fingerprint !== fingerprint) {
            throw new ContractError(
              "IDEMPOTENCY_MISMATCH",
              "This Idempotency-Key was used for a different request.",
            );
          }
          replayed = true;
          const answer = new Response(stored.body, {
            status: stored.status,
            headers: {
              "content-type": "application/json; charset=utf-8",
              "cache-control": "no-store",
              [REPLAYED_HEADER]: "true",
            },
          });
          return finish(answer, (JSON.parse(stored.body) as { code: number }).code);
        }
      }

      let answer: Response;
      let code: number;
      try {
        const parsed = endpoint.input.safeParse(raw);
        if (!parsed.success) {
          throw new ContractError("BAD_REQUEST", "The request does not match the call's schema.", {
            fields: issuesToFields(parsed.error.issues),
          });
        }
        const implementation = options.implementations[call] as Implementation<EndpointName, User>;
        const message = await implementation(parsed.data as never, {
          request,
          user,
          token,
          idempotencyKey,
        });
        const checked = (endpoint.output as z.ZodType).safeParse(message);
        if (!checked.success)
          throw new Error(`${call} answered outside its contract: ${checked.error.message}`);
        code = SUCCESS_CODE;
        answer = envelope(200, { code, message: checked.data });
      } catch (error) {
        if (!(error instanceof ContractError)) throw error;
        code = errorCodes[error.error].code;
        answer = errorAnswer(error);
      }
      // Refusals are stored too (the same request gets the same answer); failures are not,
      // so a retry after a 5xx can still succeed.
      if (store && idempotencyKey !== null && answer.status < 500) {
        await store.put(idempotencyKey, {
          fingerprint,
          status: answer.status,
          body: await answer.clone().text(),
        });
      }
      return finish(answer, code);
    } catch (error) {
      if (error instanceof ContractError) return fail(error);
      return fail(new ContractError("INTERNAL"), error);
    } finally {
      if (lockedKey !== null) inFlight.delete(lockedKey);
    }
  };
}
