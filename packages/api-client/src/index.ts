// Public API of @hostfront/api-client.
export {
  type ApiClient,
  type ApiClientOptions,
  type CallOptions,
  type CookieJarLike,
  createApiClient,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_METHODS,
  type QueryValue,
  REQUEST_TIMEOUT_MS,
  RETRY_STATUSES,
  type RequestOptions,
} from "./client.ts";
export * from "./contract/index.ts";
export {
  ApiError,
  InvalidResponseError,
  isApiError,
  NetworkError,
  TimeoutError,
} from "./errors.ts";
