// Vitest for the web app's server code (loaders, actions, middleware, the BFF), in Node, with
// the provider API answered by the msw mocks of @hostfront/api-client.

import { MOCK_BASE_URL, MOCK_CHAT_API_KEY } from "@hostfront/api-client/mocks";
import { hostfrontDocs } from "@hostfront/docs/vite";
import { defineWorkspaceConfig } from "@hostfront/vitest-config";
import { pageTexts } from "./page-texts.vite.ts";

/** The build version the tests expect `__BUILD_VERSION__` to be (vite.config.ts sets it from the same variable). */
const BUILD_VERSION = "20260102030405";

export default defineWorkspaceConfig({
  define: { __BUILD_VERSION__: JSON.stringify(BUILD_VERSION) },
  plugins: [hostfrontDocs(), pageTexts()],
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    include: ["app/**/*.test.ts", "app/**/*.test.tsx"],
    // env.server.ts reads these when it is first imported.
    env: {
      BUILD_VERSION,
      PROVIDER_API_URL: MOCK_BASE_URL,
      CHAT_API_KEY: MOCK_CHAT_API_KEY,
      SITE_URL: "https://www.hostfront.test",
      SITE_URL_ZH: "https://www.hostfront.test/zh",
      // Another host for Japanese: public URLs and the same-site check must use it.
      SITE_URL_JA: "https://ja.hostfront.test",
      MAIN_SITE_URL: "https://console.hostfront.test",
      REDIS_URL: "",
    },
  },
});
