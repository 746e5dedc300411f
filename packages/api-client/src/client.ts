// The root entry's client: the client of `client/` checking every answer against the contract,
// as the web app's server and any Node consumer get it. Browsers that do not want zod import
// `@hostfront/api-client/client` instead.
import {
  type ApiClient,
  type ApiClientOptions,
  createApiClient as createClient,
} from "./client/index.ts";
import { checkAnswer } from "./contract/check.ts";

export {
  type AnswerValidator,
  type ApiClient,
  type CallArgs,
  type ClientOptions,
  type EndpointAt,
  type RequestResult,
  retryAfterMs,
} from "./client/index.ts";
export * from "./client/options.ts";

/**
 * Creates a client of the provider API (40 s timeout, the retry rule, Idempotency-Key, cookie
 * jar, hooks) whose typed calls check every answer against the contract.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  return createClient({ ...options, validate: checkAnswer });
}
