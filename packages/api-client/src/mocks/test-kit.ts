// The setup every mock test shares: msw listening, a fresh mock provider and client per test.
import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { type ApiClient, createApiClient } from "../client.ts";
import {
  createHandlers,
  createMockProvider,
  MOCK_BASE_URL,
  type MockProvider,
  mockUser,
} from "./index.ts";

export const token = mockUser.token;
/** A ciphertext as a browser sends it; the mock never reads it. */
export const password = "U2FsdGVkX1+ciphertextciphertext==";

/** Registers the hooks; the answer's fields are the current test's provider and client. */
export function mockProviderPerTest() {
  const server = setupServer();
  const kit = {
    server,
    provider: undefined as unknown as MockProvider,
    api: undefined as unknown as ApiClient,
  };
  beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
  beforeEach(() => {
    kit.provider = createMockProvider();
    server.resetHandlers(...createHandlers({ provider: kit.provider }));
    kit.api = createApiClient({ baseUrl: MOCK_BASE_URL });
  });
  afterAll(() => server.close());
  return kit;
}
