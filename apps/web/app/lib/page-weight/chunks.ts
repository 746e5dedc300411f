// The client build's chunk groups (vite.config.ts), shared with the code that orders their
// loading (lib/page-weight/after-paint.server.ts).

/**
 * The libraries every page runs, in two chunks in the order they are evaluated (each needs
 * the ones before it): evaluating them one at a time keeps each turn of the browser short.
 */
export const FRAMEWORK_CHUNKS = [
  { name: "framework-react", packages: ["react", "react-dom", "scheduler"] },
  // With react-i18next and zustand (0.5 KB gzip: a chunk of their own cost more than it
  // split). No i18next: the browser's i18n instance is @hostfront/ui's createBrowserI18n.
  {
    name: "framework-router",
    packages: ["react-router", "cookie", "turbo-stream", "react-i18next", "zustand"],
  },
] as const satisfies readonly { name: string; packages: readonly string[] }[];

/** Whether the module `id` belongs to the framework chunk `chunk`. */
export function inFrameworkChunk(chunk: (typeof FRAMEWORK_CHUNKS)[number], id: string): boolean {
  const pattern = new RegExp(`node_modules[\\\\/](?:${chunk.packages.join("|")})[\\\\/]`);
  return pattern.test(id);
}

/** The chunk of the app code that at least four pages import. */
export const SHELL_CHUNK = "shell";

/**
 * The form components (components/form.tsx, lib/forms/forms.ts), kept out of the shell chunk: many
 * pages import them, but a page without a form (a doc article) should not load them.
 */
export const FORM_MODULES = /app[\\/](?:components[\\/]form\.tsx|lib[\\/]forms\.ts)$/;

/** Where a built file stands in FRAMEWORK_CHUNKS' order (Infinity: not a framework chunk). */
export function frameworkRank(href: string): number {
  const file = href.split("/").at(-1) ?? "";
  const rank = FRAMEWORK_CHUNKS.findIndex((chunk) => file.startsWith(`${chunk.name}-`));
  return rank === -1 ? Number.POSITIVE_INFINITY : rank;
}
