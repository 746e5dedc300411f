// The links of the header (SPEC.md section 2, all of them) and the footer's fixed links, as
// unprefixed paths; siteHref prefixes them with the site URL of the page's language.

export interface NavLink {
  /** Its key among the links' texts (nav.links.<key> in the common namespace). */
  readonly key: string;
  readonly path: string;
}

export interface NavGroup {
  /** Key under `nav.groups`. */
  readonly key: HeaderGroupKey;
  readonly links: readonly NavLink[];
}

/** An announcement's page, as an unprefixed path. */
export const announcementPath = (id: string) => `/doc/announce/detail/${encodeURIComponent(id)}`;

export const LOOKING_GLASS_PATH = "/doc/article/looking-glass-test-latency-network-speed";

/**
 * The header's menus, in order. The header's buttons need only these names until a visitor
 * reaches for a menu; the links (`headerGroups`) come with the menu's own code, so the product
 * lines do not weigh on every page's first script.
 */
export const HEADER_GROUP_KEYS = ["products", "pricing", "docs", "company"] as const;
export type HeaderGroupKey = (typeof HEADER_GROUP_KEYS)[number];

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
