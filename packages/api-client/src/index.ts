// Public API of @hostfront/api-client.
export {
  type ApiClient,
  type ApiClientHooks,
  type ApiClientOptions,
  type CallArgs,
  type CallOptions,
  type CookieJarLike,
  createApiClient,
  type EndpointAt,
  type HttpMethod,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_METHODS,
  MAX_RETRY_DELAY_MS,
  type QueryValue,
  REQUEST_TIMEOUT_MS,
  RETRY_STATUSES,
  type RequestContext,
  type RequestOptions,
  type RequestResult,
  type ResponseContext,
  type RetryOptions,
  retryAfterMs,
} from "./client.ts";
export * from "./contract/index.ts";
export {
  ApiError,
  type EndpointError,
  InvalidResponseError,
  isApiError,
  NetworkError,
  TimeoutError,
} from "./errors.ts";
