// Every page of the site, one row each: SPEC.md section 2 names them. `routes.ts` registers
// each row three times (`name___en` unprefixed, `name___zh` under /zh, `name___ja` under /ja);
// the sitemap, the page middleware, the promo rules and the page's dictionary read the same
// table.
import type { CommonDictionary } from "@hostfront/i18n";

/** The dot paths to every text and every group of texts under `T` (`docs`, `docs.toc`). */
type PathsIn<T, Prefix extends string> = T extends string
  ? never
  : T extends readonly unknown[]
    ? never
    : {
        [K in keyof T & string]: `${Prefix}${K}` | PathsIn<T[K], `${Prefix}${K}.`>;
      }[keyof T & string];

/**
 * A part of the `common` dictionary (lib/texts/dictionary.ts): a section (`plans`), a group in one
 * (`docs.search`) or one text (`a11y.breadcrumbs`); a plural text by its group. Typed, so a
 * list of them names only texts that exist.
 */
export type TextPath = PathsIn<CommonDictionary, "">;

/**
 * Texts a document embeds only when it shows what needs them; a client navigation loads them
 * before it renders (root.tsx), as a chunk of their own like a shell part's.
 */
export const CONDITIONAL_TEXTS = {
  /** The error page (components/error-page.tsx). */
  error: ["errors"],
  /** The latency test an article may hold (components/looking-glass.tsx), when it does. */
  "looking-glass": ["docs.lookingGlass"],
  /** The provider's maintenance banner (@hostfront/ui), while the provider announces one. */
  maintenance: ["maintenance"],
} as const satisfies Record<string, readonly TextPath[]>;

export type ConditionalTexts = keyof typeof CONDITIONAL_TEXTS;

/** Route middleware a page can ask for by name (see middleware/registry.server.ts). */
export type RouteMiddlewareName = "login";

export interface Page {
  /** Base route name, as SPEC.md spells it (route ids add `___en`, `___zh`, `___ja`). */
  readonly name: string;
  /** Path without a language prefix. */
  readonly path: string;
  /** Named route middleware the page needs; an unknown name fails at start-up. */
  readonly middleware?: readonly RouteMiddlewareName[];
  /** Whether the page belongs in the sitemap (member pages and one-off pages do not). */
  readonly sitemap: boolean;
  /**
   * The dictionary parts its components read besides the shell's and its own: embedded in
   * the page and loaded with it on a client navigation (page-texts.test.ts checks the list).
   */
  readonly texts: readonly TextPath[];
  /**
   * The texts only the server renders: what the page's islands show (components/server-only.tsx:
   * rendered by the server, kept by the browser) and what its loader and action translate.
   * Loaded with the page on a client navigation (an island renders in the browser then), but
   * not embedded in its document. It may name parts of the page's own texts (`pages.index.title`):
   * those leave the document too. Any other path is in `texts` or here, never both.
   */
  readonly islandTexts?: readonly TextPath[];
  /**
   * Conditions the page's loader may ask for (CONDITIONAL_TEXTS above): their
   * texts are embedded when it does, and loaded with the page on a client navigation.
   */
  readonly conditions?: readonly ConditionalTexts[];
}

export const pages = [
  {
    name: "index",
    path: "/",
    sitemap: true,
    texts: [
      "review",
      "forms.submitting",
      "forms.errorSummary",
      "forms.optional",
      // The latest announcements, named as on the docs home (the link to all is the shell's).
      "docs.latestAnnouncements",
    ],
    // The catalogue and the call to action (components/home.island.tsx), the title and
    // description (in the head), and the rating's answers (translated by the server).
    islandTexts: [
      "pages.index.title",
      "pages.index.description",
      "pages.index.heading",
      "pages.index.intro",
      "pages.index.heroPrice",
      "pages.index.promises",
      "pages.index.primaryCta",
      "pages.index.configureCta",
      "pages.index.secondaryCta",
      "pages.index.productsHeading",
      "pages.index.productsIntro",
      "pages.index.products",
      "nav.productActions",
      "pages.index.from",
      "pages.index.priceLater",
      "pages.index.regionsHeading",
      "pages.index.regionsIntro",
      "pages.index.lookingGlass",
      "pages.index.comingSoon",
      "pages.index.regionProducts",
      "pages.index.productTypes",
      "pages.index.activitiesHeading",
      "pages.index.activitiesIntro",
      "pages.index.endsOn",
      "pages.index.offerFrom",
      "pages.index.usualPrice",
      "pages.index.groupBuy",
      "pages.index.groupOf_one",
      "pages.index.groupOf_other",
      "pages.index.seeOffer",
      "pages.index.seeGroupBuy",
      "pages.index.noActivities",
      "pages.index.ctaHeading",
      "pages.index.ctaBody",
      "pages.index.ctaRegister",
      "pages.index.ctaContact",
      "pages.index.rate.thanks",
      "pages.index.rate.already",
      "pages.index.rate.required",
      "labels.periods",
    ],
  },
  { name: "jobs", path: "/jobs", sitemap: true, texts: ["pages.contact"] },
  { name: "about", path: "/about", sitemap: true, texts: [] },
  {
    name: "product-vps",
    path: "/product/vps",
    sitemap: true,
    texts: ["plans"],
  },
  {
    name: "product-vps-buy",
    path: "/product/vps-buy",
    sitemap: true,
    texts: ["apiErrors", "labels", "forms", "validation", "errors.badForm"],
  },
  {
    name: "product-domain",
    path: "/product/domain",
    sitemap: true,
    texts: [],
  },
  {
    name: "signUp",
    path: "/signUp",
    sitemap: true,
    texts: ["validation", "apiErrors", "forms", "a11y.externalLink"],
  },
  {
    name: "welcome-signup",
    path: "/welcome-signup",
    sitemap: false,
    texts: ["validation", "pages.activate", "pages.signUp"],
  },
  {
    name: "activate",
    path: "/activate",
    sitemap: false,
    texts: ["forms", "validation", "pages.signUp"],
  },
  {
    name: "contact",
    path: "/contact",
    sitemap: true,
    texts: ["validation", "labels", "forms"],
  },
  {
    name: "ac-coupon",
    path: "/ac/coupon",
    sitemap: true,
    texts: ["validation", "forms"],
  },
  {
    name: "activity-vps",
    path: "/activity/vps",
    sitemap: true,
    texts: ["forms"],
  },
  {
    name: "activity-promotion",
    path: "/activity/promotion",
    sitemap: true,
    texts: ["forms"],
  },
  {
    name: "activity-pintuan-vps",
    path: "/activity/pintuan/vps",
    sitemap: true,
    texts: ["plans", "pages.activity-pintuan-vps-id", "pages.product-vps"],
  },
  {
    name: "activity-pintuan-vps-id",
    path: "/activity/pintuan/part-vps/:id",
    sitemap: true,
    texts: ["validation", "labels", "forms", "plans", "pages.product-vps"],
  },
  { name: "doc", path: "/doc", sitemap: true, texts: ["docs"] },
  {
    name: "doc-article-slug",
    path: "/doc/article/:slug",
    sitemap: true,
    texts: [
      // The code blocks' copy buttons.
      "docs.copyCode",
      "docs.copied",
      "docs.copyFailed",
    ],
    // What surrounds the body (components/doc-article.island.tsx); the page's own is unused.
    islandTexts: [
      "pages.doc-article-slug",
      "docs.home",
      "docs.categories",
      "docs.updated",
      "docs.toc",
      "docs.readIn",
      "docs.readInLanguage",
      "docs.previous",
      "docs.next",
      "docs.moreArticles",
      "nav.productActions",
      "a11y.breadcrumbs",
    ],
    conditions: ["looking-glass"],
  },
  {
    name: "doc-announce",
    path: "/doc/announce",
    sitemap: true,
    texts: [],
  },
  {
    name: "doc-announce-detail-id",
    path: "/doc/announce/detail/:id",
    sitemap: true,
    texts: [],
  },
  {
    name: "doc-search-query",
    path: "/doc/search/:query",
    sitemap: false,
    texts: ["docs"],
  },
  {
    name: "myProduct-cvm-disk",
    path: "/myProduct/cvm/disk",
    middleware: ["login"],
    sitemap: false,
    texts: ["labels", "pages.userCenter"],
  },
  {
    name: "userCenter",
    path: "/userCenter",
    middleware: ["login"],
    sitemap: false,
    texts: [],
  },
  {
    name: "workServer-submitWork",
    path: "/workServer/submitWork",
    middleware: ["login"],
    sitemap: false,
    texts: ["forms", "validation", "pages.myProduct-cvm-disk", "pages.userCenter"],
  },
] as const satisfies readonly Page[];

export type PageName = (typeof pages)[number]["name"];

/**
 * The one naming rule: a page's files are named after its `name` in kebab case (`signUp` ->
 * `sign-up`, `myProduct-cvm-disk` -> `my-product-cvm-disk`, `index` -> `index`), so that
 * `/ac/coupon` (page `ac-coupon`) is `routes/ac-coupon.tsx` without a lookup.
 */
export const pageStem = (name: string): string =>
  name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();

/**
 * Where each part of a page lives, relative to the app folder (`dictionary` is relative to
 * the repository root: the texts live in `@hostfront/i18n`). The README's page table lists
 * them and `pages.test.ts` checks that table and that every file is there.
 */
export function pageFiles(name: string) {
  const stem = pageStem(name);
  return {
    route: `routes/${stem}.tsx`,
    server: `routes/${stem}.server.ts`,
    test: `routes/${stem}.test.ts`,
    dictionary: `packages/i18n/src/dictionaries/pages/${stem}.ts`,
  } as const;
}

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
