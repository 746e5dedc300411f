// The documentation's categories, in the order the documentation home lists them. Their
// names are translated in @hostfront/i18n under `docs.categories`.
export const CATEGORIES = [
  "getting-started",
  "products",
  "guides",
  "network",
  "pricing",
  "billing",
  "policies",
  "developers",
] as const;

export type Category = (typeof CATEGORIES)[number];
