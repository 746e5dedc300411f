// Public API of @hostfront/api-client.
export {
  type ApiClient,
  type ApiClientOptions,
  type CallArgs,
  type CallOptions,
  type CookieJarLike,
  createApiClient,
  type EndpointAt,
  type HttpMethod,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_METHODS,
  type QueryValue,
  REQUEST_TIMEOUT_MS,
  RETRY_STATUSES,
  type RequestOptions,
  type RequestResult,
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
