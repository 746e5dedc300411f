// The documentation, rendered when the site is built (the hostfrontDocs Vite plugin).
declare module "virtual:hostfront-docs" {
  const corpus: import("@hostfront/docs").Corpus;
  export default corpus;
  /** An article's Markdown (`markdownSource`), read when asked for; the slug must be known. */
  export function markdown(
    language: import("@hostfront/i18n").Language,
    slug: string,
  ): Promise<string | undefined>;
}
