import { hostfrontDocs } from "@hostfront/docs/vite";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import {
  FORM_MODULES,
  FRAMEWORK_CHUNKS,
  inFrameworkChunk,
  SHELL_CHUNK,
} from "./app/lib/page-weight/chunks.ts";
import { pageTexts } from "./page-texts.vite.ts";
import { precompress } from "./precompress.vite.ts";

// One version for the client and the server build of one `react-router build` run.
process.env.BUILD_VERSION ||= new Date()
  .toISOString()
  .replace(/[-:.TZ]/g, "")
  .slice(0, 14);

export default defineConfig({
  define: { __BUILD_VERSION__: JSON.stringify(process.env.BUILD_VERSION) },
  plugins: [tailwindcss(), hostfrontDocs(), pageTexts(), reactRouter(), precompress()],
  resolve: { tsconfigPaths: true },
  // Workspace packages are TypeScript sources: bundled into the server build, not loaded by Node.
  ssr: { noExternal: [/^@hostfront\//] },
  build: {
    target: "es2022",
    // No preload lists for what is imported on demand: React Router preloads a page's chunks
    // itself, and a part fetched on demand (on intent, or when idle) has its few chunks the
    // page lacks fetched by the browser as it reads the part's imports. The lists' table of
    // file names weighed on every page (issue #13's budget) to save a part's first opening one
    // round trip.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The framework (React, React Router, react-i18next, zustand) in two chunks the
          // page evaluates one per turn (lib/page-weight/after-paint.server.ts); the shell's header,
          // search widget and text loader, which lazy parts import too (each was a small
          // chunk of its own), with the code they need; app code that at least 4 pages import
          // statically, but the form components (FORM_MODULES: pages without a form do not
          // load them); code of fewer pages stays with them (a wider group pulled zod, and its
          // eval probe, into every page), and the parts fetched when reached for stay apart.
          groups: [
            ...FRAMEWORK_CHUNKS.map((chunk, index) => ({
              name: chunk.name,
              test: (id: string) => inFrameworkChunk(chunk, id),
              tags: ["$initial" as const],
              priority: FRAMEWORK_CHUNKS.length - index + 1,
            })),
            {
              name: SHELL_CHUNK,
              test: /ui[\\/]src[\\/]components[\\/](?:header|search-widget)\.tsx$|page-texts\.client\.ts$/,
              tags: ["$initial"],
              priority: 1,
            },
            {
              name: SHELL_CHUNK,
              test: (id: string) => !FORM_MODULES.test(id),
              tags: ["$initial"],
              minShareCount: 4,
            },
          ],
        },
      },
    },
  },
});
