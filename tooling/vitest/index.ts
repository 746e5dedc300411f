// The Vitest settings every workspace shares. Sibling packages export their TypeScript sources
// inside the workspace (ADR 0003), so no resolve settings are needed.
import { mergeConfig } from "vite";
import { defineConfig, type ViteUserConfig } from "vitest/config";

const base: ViteUserConfig = defineConfig({
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "test/**/*.test.ts"],
    // A hung test fails instead of hanging the run; this is not a performance assertion. A CI
    // machine under the whole suite's load (load average 10-16 on 2 CPUs) took over 20 s for a
    // strict compile of every schema.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
  },
});

/** The shared configuration, merged with a workspace's own settings. */
export function defineWorkspaceConfig(overrides: ViteUserConfig = {}): ViteUserConfig {
  return mergeConfig(base, overrides);
}
