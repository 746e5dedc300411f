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
  build: {
    target: "es2022",
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What a page loads before any interaction comes in few files: on a phone's
          // connection every file of the first load competes with the stylesheet (Lighthouse's
          // simulated FCP: 0.9 s for the bare template's 5 files, 2.9 s for our 27). The
          // framework (React, React Router, i18next, TanStack Query, zustand) is one chunk,
          // and app code that at least 4 pages import statically is another; code of fewer
          // pages stays with them (a wider group pulled zod, and its eval probe, into every
          // page), and the parts fetched when reached for stay apart.
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|i18next|react-i18next|@tanstack|zustand|cookie|turbo-stream)[\\/]/,
              tags: ["$initial"],
            },
            { name: "shell", tags: ["$initial"], minShareCount: 4 },
          ],
        },
      },
    },
  },
});
