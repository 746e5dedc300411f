// `pnpm --filter @hostfront/web cdn-rule`: writes the CDN's cache-key rule, made from the one
// declaration of what pages read (app/lib/page-cache/inputs.server.ts), into the README's deployment
// section, between its `cdn-rule` markers. The app's modules are loaded through Vite (its `~/`
// paths and TypeScript sources), without React Router's plugin: nothing is built or served.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createServer } from "vite";

const readme = fileURLToPath(new URL("../../../README.md", import.meta.url));
const START = "<!-- cdn-rule: made by `pnpm --filter @hostfront/web cdn-rule` -->";
const END = "<!-- /cdn-rule -->";

const vite = await createServer({
  configFile: false,
  root: fileURLToPath(new URL("..", import.meta.url)),
  resolve: { tsconfigPaths: true },
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: "custom",
  logLevel: "error",
});
try {
  const { cdnRule } = (await vite.ssrLoadModule("/app/lib/page-cache/inputs.server.ts")) as {
    cdnRule: () => string;
  };
  const text = readFileSync(readme, "utf8");
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start === -1 || end < start) throw new Error(`README.md has no ${START} ... ${END} block`);
  writeFileSync(readme, `${text.slice(0, start + START.length)}\n${cdnRule()}\n${text.slice(end)}`);
  console.info("README.md: the CDN rule is up to date");
} finally {
  await vite.close();
}
