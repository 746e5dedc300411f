import { hostfrontDocs } from "@hostfront/docs/vite";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { pageTexts } from "./page-texts.vite.ts";

// One version for the client and the server build of one `react-router build` run.
process.env.BUILD_VERSION ||= new Date()
  .toISOString()
  .replace(/[-:.TZ]/g, "")
  .slice(0, 14);

export default defineConfig({
  define: { __BUILD_VERSION__: JSON.stringify(process.env.BUILD_VERSION) },
  plugins: [tailwindcss(), hostfrontDocs(), pageTexts(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // Workspace packages are TypeScript sources: bundled into the server build, not loaded by Node.
  ssr: { noExternal: [/^@hostfront\//] },
  build: { target: "es2022" },
});
