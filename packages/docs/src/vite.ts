// A Vite plugin that renders the documentation when the site is built: `import corpus from
// "virtual:hostfront-docs"` gives every article's HTML and every language's search index, so
// the server renders no Markdown and builds no index per request. Edits to the articles
// reload in `react-router dev`.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, posix } from "node:path";
import type { Plugin } from "vite";
import { buildCorpus, CONTENT_DIR, type Corpus } from "./corpus.ts";
import { markdownSource } from "./markdown.ts";

export const VIRTUAL_MODULE_ID = "virtual:hostfront-docs";
const RESOLVED_ID = `\0${VIRTUAL_MODULE_ID}`;

/** The corpus of a server build, beside its entry (`build/server/docs-corpus.json`). */
export const SERVER_CORPUS_FILE = "docs-corpus.json";
/** The articles' Markdown in a server build, one file each: `docs-markdown/<language>/<slug>.md`. */
export const SERVER_MARKDOWN_DIR = "docs-markdown";
/** Stands for the file's path from the chunk that reads it until the chunks are known. */
const PLACEHOLDER = "__HOSTFRONT_DOCS_CORPUS_PATH__";
const MARKDOWN_PLACEHOLDER = "__HOSTFRONT_DOCS_MARKDOWN_PATH__";

/** Every article's Markdown as served (`markdownSource`), by language and slug. */
function markdownOf(corpus: Corpus, contentDir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const { language, articles } of Object.values(corpus))
    for (const { slug, title } of articles) {
      const source = readFileSync(join(contentDir, language, `${slug}.md`), "utf8");
      files.set(`${language}/${slug}.md`, markdownSource(source, title));
    }
  return files;
}

export function hostfrontDocs({ contentDir = CONTENT_DIR }: { contentDir?: string } = {}): Plugin {
  let serverCorpus: string | null = null;
  let serverMarkdown: Map<string, string> | null = null;
  return {
    name: "hostfront-docs",
    resolveId(id) {
      return id === VIRTUAL_MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      this.addWatchFile(contentDir);
      const corpus = buildCorpus({ contentDir });
      const json = JSON.stringify(corpus);
      const markdown = markdownOf(corpus, contentDir);
      const { command, consumer } = this.environment.config;
      if (command === "build" && consumer === "server") {
        // The server's build reads the corpus from a file beside it as it starts. As a string
        // literal of the bundle, it stayed in the heap for as long as the server ran:
        // V8 keeps a script's source, two bytes a character once it holds any CJK text, and the
        // literal itself; read from a file, the text is garbage once parsed (ADR 0018).
        serverCorpus = json;
        // The Markdown (for the `.md` URLs few ask for) stays out of the heap: read from
        // its file when asked for, and kept by the page's cache headers, not by the process.
        serverMarkdown = markdown;
        return [
          `import { readFileSync } from "node:fs";`,
          `import { readFile } from "node:fs/promises";`,
          `export default JSON.parse(readFileSync(new URL(${JSON.stringify(PLACEHOLDER)}, import.meta.url), "utf8"));`,
          `export const markdown = (language, slug) => readFile(new URL(${JSON.stringify(MARKDOWN_PLACEHOLDER)} + "/" + language + "/" + slug + ".md", import.meta.url), "utf8");`,
        ].join("\n");
      }
      // Served by Vite (dev, tests): JSON.parse of a string literal loads faster than the same
      // object literal.
      return [
        `export default JSON.parse(${JSON.stringify(json)});`,
        `const sources = new Map(JSON.parse(${JSON.stringify(JSON.stringify([...markdown]))}));`,
        `export const markdown = async (language, slug) => sources.get(language + "/" + slug + ".md");`,
      ].join("\n");
    },
    // The file's path from the chunk that reads it (whichever chunk that is), and the file
    // itself, written beside the server's entry (not an asset: those go to the client's build).
    generateBundle(_options, bundle) {
      if (serverCorpus === null || this.environment.config.consumer !== "server") return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || !chunk.code.includes(PLACEHOLDER)) continue;
        const from = posix.dirname(chunk.fileName);
        const relative = posix.relative(from, SERVER_CORPUS_FILE);
        chunk.code = chunk.code
          .replaceAll(PLACEHOLDER, `./${relative}`)
          .replaceAll(MARKDOWN_PLACEHOLDER, `./${posix.relative(from, SERVER_MARKDOWN_DIR)}`);
      }
    },
    writeBundle(options) {
      if (serverCorpus === null || this.environment.config.consumer !== "server") return;
      if (!options.dir) throw new Error("hostfront-docs: the server build has no output folder");
      writeFileSync(join(options.dir, SERVER_CORPUS_FILE), serverCorpus);
      for (const [path, text] of serverMarkdown ?? []) {
        const file = join(options.dir, SERVER_MARKDOWN_DIR, path);
        mkdirSync(join(file, ".."), { recursive: true });
        writeFileSync(file, text);
      }
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
