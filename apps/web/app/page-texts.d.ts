// Each page's texts per language, loaded on a client navigation (page-texts.vite.ts).
declare module "virtual:page-texts" {
  export const loaders: Record<
    string,
    Record<string, () => Promise<{ default: Record<string, unknown> }>>
  >;
}
