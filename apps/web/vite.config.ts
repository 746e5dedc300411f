import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defaultClientConditions, defaultServerConditions, defineConfig } from "vite";

/** Workspace packages are consumed as TypeScript sources and bundled into both builds. */
const source = "@hostfront/source";

// One version for the client and the server build of one `react-router build` run.
process.env.BUILD_VERSION ||= new Date()
  .toISOString()
  .replace(/[-:.TZ]/g, "")
  .slice(0, 14);

export default defineConfig({
  define: { __BUILD_VERSION__: JSON.stringify(process.env.BUILD_VERSION) },
  plugins: [tailwindcss(), reactRouter()],
  resolve: { conditions: [source, ...defaultClientConditions], tsconfigPaths: true },
  ssr: {
    resolve: { conditions: [source, ...defaultServerConditions], externalConditions: [source] },
    noExternal: [/^@hostfront\//],
  },
  build: { target: "es2022" },
});
