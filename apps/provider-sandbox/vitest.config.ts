import { defineWorkspaceConfig } from "@hostfront/vitest-config";

// Suites start real servers and databases; run files one after another to keep the machine calm.
export default defineWorkspaceConfig({
  test: { fileParallelism: false, testTimeout: 60_000, hookTimeout: 60_000 },
});
