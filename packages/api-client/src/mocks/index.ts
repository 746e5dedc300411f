// msw handlers for every call of the provider API, answered by an in-memory provider built
// from the sample catalogue and the contract's own schemas.
import { type HttpHandler, http } from "msw";
import { createMockProvider, type MockProvider, type MockProviderOptions } from "./provider.ts";

export {
  createMockProvider,
  MOCK_CHAT_API_KEY,
  MOCK_PUBLIC_KEY,
  type MockFlags,
  type MockProvider,
  mockUser,
} from "./provider.ts";

/** The base URL the mocks answer by default. */
export const MOCK_BASE_URL = "http://provider.test";

export interface HandlersOptions extends MockProviderOptions {
  /** Base URL of the provider API to intercept (default `MOCK_BASE_URL`). */
  readonly baseUrl?: string;
  /** An existing provider, to share state or inspect it from a test. */
  readonly provider?: MockProvider;
}

/**
 * msw handlers for every call (`/api/...` under `baseUrl`). Unknown paths answer the
 * contract's 404 envelope, so a test that calls a wrong path fails clearly.
 */
export function createHandlers(options: HandlersOptions = {}): HttpHandler[] {
  const base = (options.baseUrl ?? MOCK_BASE_URL).replace(/\/+$/, "");
  const provider = options.provider ?? createMockProvider({ publicUrl: base, ...options });
  return [http.all(`${base}/api/*`, ({ request }) => provider.handle(request))];
}
