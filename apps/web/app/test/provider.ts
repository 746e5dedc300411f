// The provider API of a test file: msw in front of a fresh mock provider per test, with every
// upstream request recorded (method, path, query, headers, body) and a switch to take it down.
import {
  createHandlers,
  createMockProvider,
  MOCK_BASE_URL,
  type MockProvider,
} from "@hostfront/api-client/mocks";
import { languages } from "@hostfront/i18n";
import { type HttpHandler, HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from "vitest";
import { callKey } from "~/lib/cache/cache.server";
import { cache } from "~/lib/cache/upstream.server";
import { RateLimits } from "~/lib/http/rate-limit.server";

export interface UpstreamRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: Headers;
  /** The JSON body, or null without one. */
  readonly body: Record<string, unknown> | null;
}

export interface Upstream {
  /** The mock provider of the running test (fresh for each test). */
  readonly provider: MockProvider;
  /** Requests that reached the provider API in this test, in order. */
  readonly requests: UpstreamRequest[];
  /** Requests to one path. */
  to(path: string): UpstreamRequest[];
  /** Every call fails as if the provider were unreachable (connection refused). */
  down(): void;
  /** Handlers that answer before the mock provider (for this test). */
  use(...handlers: HttpHandler[]): void;
}

const record =
  (requests: UpstreamRequest[]) =>
  async ({ request }: { request: Request }): Promise<void> => {
    const url = new URL(request.url);
    const text = await request.clone().text();
    requests.push({
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(request.headers),
      body: text === "" ? null : (JSON.parse(text) as Record<string, unknown>),
    });
  };

/**
 * The rate-limit counters of the running test, or null outside `mockProviderApi`'s tests: each
 * test counts from zero (tests share one address and the mock user's one token), as
 * `contextFor` gives its requests these counters instead of the process's.
 */
let rateLimits: RateLimits | null = null;
export const rateLimitsOfTest = (): RateLimits | null => rateLimits;

/** Starts msw for the test file; anything but the provider API is an error. */
export function mockProviderApi(): Upstream {
  const server = setupServer();
  let provider = createMockProvider({ publicUrl: MOCK_BASE_URL });
  const requests: UpstreamRequest[] = [];
  const recorder = http.all(`${MOCK_BASE_URL}/*`, record(requests));

  // Requests still running, e.g. one a middleware sent in the background.
  let inFlight = 0;
  server.events.on("request:start", () => {
    inFlight++;
  });
  server.events.on("request:end", () => {
    inFlight--;
  });

  beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
  beforeEach(() => {
    rateLimits = new RateLimits();
    provider = createMockProvider({ publicUrl: MOCK_BASE_URL });
    requests.length = 0;
    server.resetHandlers(recorder, ...createHandlers({ provider }));
  });
  afterEach(async () => {
    // A test's background calls end within that test, against that test's provider.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await vi.waitFor(() => expect(inFlight).toBe(0));
    server.resetHandlers();
  });
  afterAll(() => {
    rateLimits = null;
    server.close();
  });

  return {
    get provider() {
      return provider;
    },
    requests,
    to: (path) => requests.filter((request) => request.path === path),
    down() {
      server.use(
        http.all(`${MOCK_BASE_URL}/*`, async (info) => {
          await record(requests)(info);
          return HttpResponse.error();
        }),
      );
    },
    use: (...handlers) => server.use(...handlers),
  };
}

/** Forgets the cached start-up flags (the provider switched them in a test). */
export const forgetStatus = async (): Promise<void> => {
  await Promise.all(
    languages.map((language) => cache.invalidate(callKey("startup", { language }))),
  );
};
