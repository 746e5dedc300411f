// What a failed call rejects with. Each kind is a class, so callers can tell them apart.
import type { EndpointErrorCode, EndpointName } from "./contract/endpoints.ts";
import type { ErrorCode } from "./contract/envelope.ts";

/**
 * The provider answered with an envelope whose code is not 2000. `C` narrows the code: a
 * call's rejection is an `EndpointError<"couponReceive">`, whose code is one of the errors
 * that call documents.
 */
export class ApiError<C extends ErrorCode = ErrorCode> extends Error {
  override readonly name = "ApiError";
  /**
   * The envelope code, e.g. 4101, typed as the contract's `errorCodes`. A provider newer than
   * this contract may send another code: it is passed through unchanged (with the provider's
   * sentence as `message`), so a `switch` over it keeps a default branch.
   */
  readonly code: C;
  /** The HTTP status of the answer. */
  readonly status: number;
  /** For 4000: the fields that did not match, with the reason for each. */
  readonly fields: Readonly<Record<string, string>> | undefined;
  constructor(code: C, message: string, status: number, fields?: Record<string, string>) {
    super(message);
    this.code = code;
    this.status = status;
    this.fields = fields;
  }
}

/** The request never got an answer: connection refused or reset, DNS failure. */
export class NetworkError extends Error {
  override readonly name = "NetworkError";
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** No answer within the timeout (40 s by default), retries included. */
export class TimeoutError extends Error {
  override readonly name = "TimeoutError";
  readonly timeoutMs: number;
  constructor(timeoutMs: number) {
    super(`The provider did not answer within ${timeoutMs} ms.`);
    this.timeoutMs = timeoutMs;
  }
}

/** An answer came, but it is not an envelope, or its message does not match the contract. */
export class InvalidResponseError extends Error {
  override readonly name = "InvalidResponseError";
  readonly status: number;
  constructor(message: string, status: number, options?: { cause?: unknown }) {
    super(message, options);
    this.status = status;
  }
}

/** The envelope error a call `K` may reject with: its code is one the call documents. */
export type EndpointError<K extends EndpointName> = ApiError<EndpointErrorCode<K>>;

/** Whether `error` is an envelope error, optionally with the given code (then narrowed to it). */
export function isApiError<C extends ErrorCode = ErrorCode>(
  error: unknown,
  code?: C,
): error is ApiError<C> {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
