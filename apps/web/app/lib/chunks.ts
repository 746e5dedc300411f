// The client build's chunk groups (vite.config.ts), shared with the code that orders their
// loading (lib/after-paint.server.ts).

/**
 * The libraries every page runs, in three chunks in the order they are evaluated (each needs
 * the ones before it): evaluating them one at a time keeps each turn of the browser short.
 */
export const FRAMEWORK_CHUNKS = [
  { name: "framework-react", packages: ["react", "react-dom", "scheduler"] },
  { name: "framework-router", packages: ["react-router", "cookie", "turbo-stream"] },
  {
    name: "framework-state",
    packages: ["i18next", "react-i18next", "zustand"],
    // react-i18next's <Trans> (and the HTML parser it needs) stays with the one page using it.
    except: /react-i18next[\\/]dist[\\/]es[\\/]Trans/,
  },
] as const satisfies readonly { name: string; packages: readonly string[]; except?: RegExp }[];

/** Whether the module `id` belongs to the framework chunk `chunk`. */
export function inFrameworkChunk(chunk: (typeof FRAMEWORK_CHUNKS)[number], id: string): boolean {
  const pattern = new RegExp(`node_modules[\\\\/](?:${chunk.packages.join("|")})[\\\\/]`);
  return pattern.test(id) && !("except" in chunk && chunk.except.test(id));
}

/** The chunk of the app code that at least four pages import. */
export const SHELL_CHUNK = "shell";

/** Where a built file stands in FRAMEWORK_CHUNKS' order (Infinity: not a framework chunk). */
export function frameworkRank(href: string): number {
  const file = href.split("/").at(-1) ?? "";
  const rank = FRAMEWORK_CHUNKS.findIndex((chunk) => file.startsWith(`${chunk.name}-`));
  return rank === -1 ? Number.POSITIVE_INFINITY : rank;
}
