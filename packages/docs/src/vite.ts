// A Vite plugin that renders the documentation when the site is built: `import corpus from
// "virtual:hostfront-docs"` gives every article's HTML and every language's search index, so
// the server renders no Markdown and builds no index per request. Edits to the articles
// reload in `react-router dev`.
import type { Plugin } from "vite";
import { buildCorpus, CONTENT_DIR } from "./corpus.ts";

export const VIRTUAL_MODULE_ID = "virtual:hostfront-docs";
const RESOLVED_ID = `\0${VIRTUAL_MODULE_ID}`;

export function hostfrontDocs({ contentDir = CONTENT_DIR }: { contentDir?: string } = {}): Plugin {
  return {
    name: "hostfront-docs",
    resolveId(id) {
      return id === VIRTUAL_MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      this.addWatchFile(contentDir);
      const corpus = buildCorpus({ contentDir });
      // JSON.parse of a string literal is faster to load than the same object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(corpus))});`;
    },
    hotUpdate({ file, server }) {
      if (!file.startsWith(contentDir)) return;
      for (const environment of Object.values(server.environments)) {
        const module = environment.moduleGraph.getModuleById(RESOLVED_ID);
        if (module) environment.moduleGraph.invalidateModule(module);
      }
      server.ws.send({ type: "full-reload" });
    },
  };
}
