// The Vitest settings every workspace shares. Sibling packages export their TypeScript sources
// inside the workspace (ADR 0003), so no resolve settings are needed.
import { setPriority } from "node:os";
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

// In CI (`pnpm test`: turbo starts every package's tests at once) the unit suites yield the
// CPUs to the end-to-end suite beside them, the longest task: Chromium's page loads were most
// of its CPU, and it ran 12-14 min with the units against 9.5 min alone on 2 CPUs. At niceness
// 10 (inherited by Vitest's workers) the units run in the CPU time e2e leaves.
if (process.env.CI) {
  try {
    setPriority(10);
  } catch {
    // A system that does not let a process lower its own priority runs the tests as they are.
  }
}

/** The shared configuration, merged with a workspace's own settings. */
export function defineWorkspaceConfig(overrides: ViteUserConfig = {}): ViteUserConfig {
  return mergeConfig(base, overrides);
}
