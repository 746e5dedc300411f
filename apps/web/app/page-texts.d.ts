// Texts loaded apart from the page, per language (page-texts.vite.ts): each page's, on a
// client navigation, and each shell part's, with the part's code.
declare module "virtual:page-texts" {
  /** Each language's table of its pages' texts (the modules below), loaded when first needed. */
  export const tables: Record<string, () => Promise<typeof import("virtual:page-texts/en")>>;
}
/** One language's table (`virtual:page-texts/<language>`; the type is the same for each). */
declare module "virtual:page-texts/en" {
  /** Each page's texts in this language, by the page's name. */
  export const loaders: Record<string, () => Promise<{ default: Record<string, unknown> }>>;
  /** Each page's name and path (pages.ts). */
  export const paths: readonly (readonly [name: string, path: string])[];
}
declare module "virtual:part-texts" {
  export const loaders: Record<
    string,
    Record<string, () => Promise<{ default: Record<string, unknown> }>>
  >;
}
