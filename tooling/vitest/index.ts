// The Vitest settings every workspace shares: resolve sibling packages to their sources.
import { defaultClientConditions, defaultServerConditions, mergeConfig } from "vite";
import { defineConfig, type ViteUserConfig } from "vitest/config";

/** Export condition under which workspace packages expose their TypeScript sources. */
export const sourceCondition = "@hostfront/source";

const base: ViteUserConfig = defineConfig({
  resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [sourceCondition, ...defaultServerConditions] } },
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "test/**/*.test.ts"],
    // A hung test fails instead of hanging the run; this is not a performance assertion.
    testTimeout: 20_000,
    hookTimeout: 20_000,
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
  },
});

/** The shared configuration, merged with a workspace's own settings. */
export function defineWorkspaceConfig(overrides: ViteUserConfig = {}): ViteUserConfig {
  return mergeConfig(base, overrides);
}
