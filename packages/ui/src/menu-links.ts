// The header menus' links and the product lines, apart from links.ts: only the menus' own code
// (loaded when a visitor reaches for a menu), home's cards and the articles' islands use them,
// so they stay out of every page's first script (the bytes bench: JS on a doc article).
import { LOOKING_GLASS_PATH, type NavGroup, type NavLink } from "./links.ts";

/** A product line: where it is explained or sold, and, when that is an article, where to buy it or whom to ask. */
export interface ProductLine extends NavLink {
  readonly action?: { readonly key: "configure" | "ask"; readonly path: string };
}

/** What the provider sells, in the order home's cards and the header's Products menu show it. */
export const productLines = [
  { key: "vps", path: "/product/vps" },
  { key: "dedicated", path: "/product/vps#dedicated" },
  { key: "cvm", path: "/product/vps-buy?type=cvm" },
  {
    key: "disks",
    path: "/doc/article/cloud-disks",
    action: { key: "configure", path: "/product/vps-buy?type=cvm" },
  },
  {
    key: "snapshots",
    path: "/doc/article/snapshots-and-iso-images",
    action: { key: "configure", path: "/product/vps-buy" },
  },
  { key: "iso", path: "/doc/article/snapshots-and-iso-images" },
  {
    key: "databases",
    path: "/doc/article/managed-databases",
    action: { key: "ask", path: "/contact?topic=sales" },
  },
  { key: "domains", path: "/product/domain" },
  {
    key: "php",
    path: "/doc/article/php-hosting",
    action: { key: "ask", path: "/contact?topic=sales" },
  },
] as const satisfies readonly ProductLine[];
export type ProductLineKey = (typeof productLines)[number]["key"];

/** The product line an article explains, if it explains one that has somewhere to buy or ask. */
export function productLineOfArticle(slug: string): ProductLine | undefined {
  const path = `/doc/article/${slug}`;
  return productLines.find((line: ProductLine) => line.path === path && line.action !== undefined);
}

/**
 * The header's menus: SPEC.md's 16 header links, every product line (as home shows them), and,
 * under Pricing, the pages that quote and sell at live prices beside the pricing articles.
 */
export const headerGroups: readonly NavGroup[] = [
  { key: "products", links: productLines },
  {
    key: "pricing",
    links: [
      { key: "serverPlans", path: "/product/vps#plans-vps" },
      { key: "domainPrices", path: "/product/domain#prices" },
      { key: "pricing", path: "/doc/article/pricing" },
      { key: "vpsPricing", path: "/doc/article/vps-pricing" },
      { key: "blockStoragePricing", path: "/doc/article/block-storage-volume-pricing" },
      { key: "networkPricing", path: "/doc/article/network-pricing" },
    ],
  },
  {
    key: "docs",
    links: [
      { key: "docs", path: "/doc" },
      { key: "vpsGuide", path: "/doc/article/vps" },
      { key: "api", path: "/doc/article/api" },
      { key: "lookingGlass", path: LOOKING_GLASS_PATH },
      { key: "announcements", path: "/doc/announce" },
    ],
  },
  {
    key: "company",
    links: [
      { key: "contact", path: "/contact" },
      { key: "abuse", path: "/doc/article/abuse" },
      { key: "legal", path: "/doc/article/legal-and-terms" },
      { key: "about", path: "/about" },
    ],
  },
];
