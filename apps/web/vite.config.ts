import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defaultClientConditions, defaultServerConditions, defineConfig, runnerImport } from "vite";

/** Workspace packages are consumed as TypeScript sources and bundled into both builds. */
const source = "@hostfront/source";

// Node loads this file without the source condition, so the docs plugin (which imports other
// workspace packages) is loaded through Vite with it.
const { module: docs } = await runnerImport<typeof import("@hostfront/docs/vite")>(
  "@hostfront/docs/vite",
  {
    configFile: false,
    logLevel: "silent",
    environments: {
      inline: {
        // Bundled, not loaded by Node: Node would resolve the packages to their built dist/.
        resolve: {
          conditions: [source, ...defaultServerConditions],
          noExternal: [/^@hostfront\//],
        },
      },
    },
  },
);

// One version for the client and the server build of one `react-router build` run.
process.env.BUILD_VERSION ||= new Date()
  .toISOString()
  .replace(/[-:.TZ]/g, "")
  .slice(0, 14);

export default defineConfig({
  define: { __BUILD_VERSION__: JSON.stringify(process.env.BUILD_VERSION) },
  plugins: [tailwindcss(), docs.hostfrontDocs(), reactRouter()],
  resolve: { conditions: [source, ...defaultClientConditions], tsconfigPaths: true },
  ssr: {
    resolve: { conditions: [source, ...defaultServerConditions], externalConditions: [source] },
    noExternal: [/^@hostfront\//],
  },
  build: { target: "es2022" },
});
