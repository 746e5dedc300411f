// The links of the header (SPEC.md section 2, all of them) and the footer's fixed links, as
// unprefixed paths; siteHref prefixes them with the site URL of the page's language.

export interface NavLink {
  /** Its key among the links' texts (nav.links.<key> in the common namespace). */
  readonly key: string;
  readonly path: string;
}

export interface NavGroup {
  /** Key under `nav.groups`. */
  readonly key: string;
  readonly links: readonly NavLink[];
}

/** An announcement's page, as an unprefixed path. */
export const announcementPath = (id: string) => `/doc/announce/detail/${encodeURIComponent(id)}`;

export const LOOKING_GLASS_PATH = "/doc/article/looking-glass-test-latency-network-speed";

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

/** The footer's fixed links (SPEC.md section 2); their texts are footer.fixedLinks.<key>. */
export const footerFixedLinks: readonly NavLink[] = [
  { key: "about", path: "/about" },
  { key: "refund", path: "/doc/article/refund" },
  { key: "affiliate", path: "/doc/article/affiliate" },
  { key: "abuse", path: "/doc/article/abuse" },
];

/** `path` under a language's site URL: `http://host/zh` + `/doc` -> `http://host/zh/doc`. */
export function siteHref(siteUrl: string, path: string): string {
  if (path === "/") return siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`;
  return siteUrl.replace(/\/+$/, "") + path;
}
