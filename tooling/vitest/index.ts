// The Vitest settings every workspace shares. Sibling packages export their TypeScript sources
// inside the workspace (ADR 0003), so no resolve settings are needed.
import { mergeConfig } from "vite";
import { defineConfig, type ViteUserConfig } from "vitest/config";

const base: ViteUserConfig = defineConfig({
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
