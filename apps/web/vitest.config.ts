// Vitest for the web app's server code (loaders, actions, middleware, the BFF), in Node, with
// the provider API answered by the msw mocks of @hostfront/api-client.
import { defineWorkspaceConfig, sourceCondition } from "@hostfront/vitest-config";
import { defaultServerConditions, runnerImport } from "vite";

// The mock base URL and chat key come from the mocks' sources. A config file is loaded by Node
// without the source condition (it would look for the package's unbuilt dist), so the module
// is imported through Vite with that condition.
const conditions = [sourceCondition, ...defaultServerConditions];
const { module: mocks } = await runnerImport<typeof import("@hostfront/api-client/mocks")>(
  "@hostfront/api-client/mocks",
  // runnerImport runs the module in its own "inline" environment.
  {
    configFile: false,
    logLevel: "silent",
    environments: { inline: { resolve: { conditions, noExternal: [/^@hostfront\//] } } },
  },
);

// The documentation plugin, loaded the same way (it imports other workspace packages).
const { module: docs } = await runnerImport<typeof import("@hostfront/docs/vite")>(
  "@hostfront/docs/vite",
  {
    configFile: false,
    logLevel: "silent",
    // Bundled, not loaded by Node: Node would resolve the packages to their built dist/.
    environments: { inline: { resolve: { conditions, noExternal: [/^@hostfront\//] } } },
  },
);

/** The build version the tests expect `__BUILD_VERSION__` to be (vite.config.ts sets it from the same variable). */
const BUILD_VERSION = "20260102030405";

export default defineWorkspaceConfig({
  define: { __BUILD_VERSION__: JSON.stringify(BUILD_VERSION) },
  plugins: [docs.hostfrontDocs()],
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    include: ["app/**/*.test.ts", "app/**/*.test.tsx"],
    // env.server.ts reads these when it is first imported.
    env: {
      BUILD_VERSION,
      PROVIDER_API_URL: mocks.MOCK_BASE_URL,
      CHAT_API_KEY: mocks.MOCK_CHAT_API_KEY,
      SITE_URL: "https://www.hostfront.test",
      SITE_URL_ZH: "https://www.hostfront.test/zh",
      // Another host for Japanese: public URLs and the same-site check must use it.
      SITE_URL_JA: "https://ja.hostfront.test",
      MAIN_SITE_URL: "https://console.hostfront.test",
      REDIS_URL: "",
    },
  },
});
