import { defineWorkspaceConfig } from "@hostfront/vitest-config";

export default defineWorkspaceConfig();
