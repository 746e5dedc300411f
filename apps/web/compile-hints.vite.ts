// V8's explicit compile hint on the scripts a page runs before any interaction. V8 compiles a
// function when it is first called, on the page's main thread, unless the script says all its
// functions are called on load (the magic comment `//# allFunctionsCalledOnLoad` on its first
// line, https://v8.dev/blog/explicit-compile-hints, Chromium 136 on): then it compiles them
// while the script streams in, on a background thread. Hydration calls most of the framework's
// and the shell's functions for the first time, and those first calls were a good part of the
// long tasks after the first paint (Lighthouse's Total Blocking Time): /product/vps, the same
// build with and without the hint, 8 loads each twice in turn, the main thread's tasks after
// the first paint at 4x (Lighthouse's slowdown) summed above 50 ms: median 261 and 364 ms
// without, 98 and 166 ms with it.
//
// The hint goes on what runs before any interaction: the entry, the route modules, and what
// they import statically. Parts fetched when reached for (dynamic imports only: the chat panel,
// the search results...) are left to V8's lazy compiling, as most of their functions wait for
// the visitor. Other engines read the line as a comment.
import type { Plugin } from "vite";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** A chunk as much of it as the choice needs. */
export interface ChunkInfo {
  readonly isEntry: boolean;
  readonly imports: readonly string[];
}

/** The chunks (file names) run before any interaction: the entries and their static imports. */
export function eagerChunks(chunks: ReadonlyMap<string, ChunkInfo>): Set<string> {
  const eager = new Set<string>();
  const visit = (name: string) => {
    if (eager.has(name) || !chunks.has(name)) return;
    eager.add(name);
    for (const imported of chunks.get(name)?.imports ?? []) visit(imported);
  };
  for (const [name, chunk] of chunks) if (chunk.isEntry) visit(name);
  return eager;
}

export function compileHints(): Plugin {
  return {
    name: "hostfront-compile-hints",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    // The names are content hashes: a build with the hints names its files apart from one
    // without, so that no browser keeps an unhinted copy under the same name.
    augmentChunkHash: () => COMPILE_HINT,
    // After minification (which drops comments), before the files are written and compressed.
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkInfo>();
      for (const [name, output] of Object.entries(bundle))
        if (output.type === "chunk") chunks.set(name, output);
      for (const name of eagerChunks(chunks)) {
        const chunk = bundle[name];
        if (chunk?.type !== "chunk" || chunk.code.startsWith(COMPILE_HINT)) continue;
        chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        // A source map, when the build writes one, skips the added line (the written file is
        // the bundle's asset; the chunk's own copy is patched too, for later plugins).
        if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        const map = bundle[`${name}.map`];
        if (map?.type === "asset" && typeof map.source === "string") {
          const parsed = JSON.parse(map.source) as { mappings: string };
          map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
        }
      }
    },
  };
}
