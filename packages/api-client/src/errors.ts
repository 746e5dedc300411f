// What a failed call rejects with. Each kind is a class, so callers can tell them apart.

/** The provider answered with an envelope whose code is not 2000. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  /** The envelope code, e.g. 4101. */
  readonly code: number;
  /** The HTTP status of the answer. */
  readonly status: number;
  /** For 4000: the fields that did not match, with the reason for each. */
  readonly fields: Readonly<Record<string, string>> | undefined;
  constructor(code: number, message: string, status: number, fields?: Record<string, string>) {
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

/** Whether `error` is an envelope error, optionally with the given code. */
export function isApiError(error: unknown, code?: number): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
