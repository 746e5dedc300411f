import { defineWorkspaceConfig } from "@hostfront/vitest-config";

export default defineWorkspaceConfig({
  test: {
    environment: "happy-dom",
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
    setupFiles: ["./src/test-setup.ts"],
  },
});
