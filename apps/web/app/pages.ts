// Every page of the site, one row each: SPEC.md section 2 names them. `routes.ts` registers
// each row three times (`name___en` unprefixed, `name___zh` under /zh, `name___ja` under /ja);
// the sitemap, the page middleware, the promo rules and the page's dictionary read the same
// table.
import type { CommonDictionary } from "@hostfront/i18n";

/**
 * A part of the `common` dictionary a page needs beyond the shell's (lib/dictionary.ts):
 * a section (`plans`) or a part of one (`pages.contact`). The page's own texts,
 * `pages.<name>`, always come with it.
 */
export type TextPath =
  | Exclude<keyof CommonDictionary, "pages">
  | `pages.${keyof CommonDictionary["pages"] & string}`;

/** Route middleware a page can ask for by name (see middleware/registry.server.ts). */
export type RouteMiddlewareName = "login";

export interface Page {
  /** Base route name, as SPEC.md spells it (route ids add `___en`, `___zh`, `___ja`). */
  readonly name: string;
  /** Path without a language prefix. */
  readonly path: string;
  /** Route module, relative to app/. */
  readonly file: string;
  /** Named route middleware the page needs; an unknown name fails at start-up. */
  readonly middleware?: readonly RouteMiddlewareName[];
  /** Whether the page belongs in the sitemap (member pages and one-off pages do not). */
  readonly sitemap: boolean;
  /**
   * The dictionary parts its components read besides the shell's and its own: embedded in
   * the page and loaded with it on a client navigation (page-texts.test.ts checks the list).
   */
  readonly texts: readonly TextPath[];
}

export const pages = [
  {
    name: "index",
    path: "/",
    file: "routes/home.tsx",
    sitemap: true,
    texts: ["review", "labels", "forms"],
  },
  { name: "jobs", path: "/jobs", file: "routes/jobs.tsx", sitemap: true, texts: ["pages.contact"] },
  { name: "about", path: "/about", file: "routes/about.tsx", sitemap: true, texts: [] },
  {
    name: "product-vps",
    path: "/product/vps",
    file: "routes/product-vps.tsx",
    sitemap: true,
    texts: ["plans"],
  },
  {
    name: "product-vps-buy",
    path: "/product/vps-buy",
    file: "routes/product-vps-buy.tsx",
    sitemap: true,
    texts: ["apiErrors", "labels", "forms", "validation"],
  },
  {
    name: "product-domain",
    path: "/product/domain",
    file: "routes/product-domain.tsx",
    sitemap: true,
    texts: [],
  },
  {
    name: "signUp",
    path: "/signUp",
    file: "routes/sign-up.tsx",
    sitemap: true,
    texts: ["validation", "apiErrors", "forms"],
  },
  {
    name: "welcome-signup",
    path: "/welcome-signup",
    file: "routes/welcome-signup.tsx",
    sitemap: false,
    texts: ["validation", "pages.activate", "pages.signUp"],
  },
  {
    name: "activate",
    path: "/activate",
    file: "routes/activate.tsx",
    sitemap: false,
    texts: ["forms", "validation", "pages.signUp"],
  },
  {
    name: "contact",
    path: "/contact",
    file: "routes/contact.tsx",
    sitemap: true,
    texts: ["validation", "labels", "forms"],
  },
  {
    name: "ac-coupon",
    path: "/ac/coupon",
    file: "routes/coupons.tsx",
    sitemap: true,
    texts: ["validation", "forms"],
  },
  {
    name: "activity-vps",
    path: "/activity/vps",
    file: "routes/activity-vps.tsx",
    sitemap: true,
    texts: ["forms"],
  },
  {
    name: "activity-promotion",
    path: "/activity/promotion",
    file: "routes/activity-promotion.tsx",
    sitemap: true,
    texts: ["forms"],
  },
  {
    name: "activity-pintuan-vps",
    path: "/activity/pintuan/vps",
    file: "routes/pintuan.tsx",
    sitemap: true,
    texts: ["plans", "pages.activity-pintuan-vps-id", "pages.product-vps"],
  },
  {
    name: "activity-pintuan-vps-id",
    path: "/activity/pintuan/part-vps/:id",
    file: "routes/pintuan-detail.tsx",
    sitemap: true,
    texts: ["validation", "labels", "forms", "plans", "pages.product-vps"],
  },
  { name: "doc", path: "/doc", file: "routes/doc.tsx", sitemap: true, texts: ["docs"] },
  {
    name: "doc-article-slug",
    path: "/doc/article/:slug",
    file: "routes/doc-article.tsx",
    sitemap: true,
    texts: ["docs"],
  },
  {
    name: "doc-announce",
    path: "/doc/announce",
    file: "routes/doc-announce.tsx",
    sitemap: true,
    texts: [],
  },
  {
    name: "doc-announce-detail-id",
    path: "/doc/announce/detail/:id",
    file: "routes/doc-announce-detail.tsx",
    sitemap: true,
    texts: [],
  },
  {
    name: "doc-search-query",
    path: "/doc/search/:query",
    file: "routes/doc-search.tsx",
    sitemap: false,
    texts: ["docs"],
  },
  {
    name: "myProduct-cvm-disk",
    path: "/myProduct/cvm/disk",
    file: "routes/my-disks.tsx",
    middleware: ["login"],
    sitemap: false,
    texts: ["labels", "pages.userCenter"],
  },
  {
    name: "userCenter",
    path: "/userCenter",
    file: "routes/user-center.tsx",
    middleware: ["login"],
    sitemap: false,
    texts: [],
  },
  {
    name: "workServer-submitWork",
    path: "/workServer/submitWork",
    file: "routes/submit-work.tsx",
    middleware: ["login"],
    sitemap: false,
    texts: ["forms", "validation", "pages.myProduct-cvm-disk", "pages.userCenter"],
  },
] as const satisfies readonly Page[];

export type PageName = (typeof pages)[number]["name"];

/** Separator between a base route name and its language (SPEC.md section 2). */
export const ROUTE_ID_SEPARATOR = "___";

/** The route id of a page in a language: `doc-article-slug___ja`. */
export const routeId = (name: PageName, language: string): string =>
  `${name}${ROUTE_ID_SEPARATOR}${language}`;

/** The base name of a route id (`doc___zh` -> `doc`), or null for routes outside the table. */
export function baseName(id: string): string | null {
  const at = id.lastIndexOf(ROUTE_ID_SEPARATOR);
  return at === -1 ? null : id.slice(0, at);
}

/** Pages where the promo dialog is never shown (SPEC.md section 2). */
export const PROMO_SUPPRESSED: ReadonlySet<string> = new Set<PageName>([
  "activity-promotion",
  "activity-vps",
  "activity-pintuan-vps",
  "activity-pintuan-vps-id",
  "ac-coupon",
]);
