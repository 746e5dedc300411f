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

export const headerGroups: readonly NavGroup[] = [
  {
    key: "products",
    links: [
      { key: "vps", path: "/product/vps" },
      { key: "dedicated", path: "/product/vps#dedicated" },
      { key: "domain", path: "/product/domain" },
    ],
  },
  {
    key: "pricing",
    links: [
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
