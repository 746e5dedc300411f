// Texts loaded apart from the page, per language (page-texts.vite.ts): each page's, on a
// client navigation, and each shell part's, with the part's code.
declare module "virtual:page-texts" {
  export const loaders: Record<
    string,
    Record<string, () => Promise<{ default: Record<string, unknown> }>>
  >;
  /** Each page's name and path (pages.ts). */
  export const paths: readonly (readonly [name: string, path: string])[];
}
declare module "virtual:part-texts" {
  export const loaders: Record<
    string,
    Record<string, () => Promise<{ default: Record<string, unknown> }>>
  >;
}
