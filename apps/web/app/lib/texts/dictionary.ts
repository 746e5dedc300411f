// What of the dictionary a page carries. The server holds every text; a page embeds only the
// texts its first render in the browser needs: the shell's and its own (its row of pages.ts:
// `pages.<name>` and its `texts`, not its `islandTexts`: those only the server renders), plus
// those of the conditions it shows (the error page, a widget its loader asks for), as JSON data
// in the HTML (not a script, so the CSP has nothing to allow), in the page's language only. A
// client navigation loads the next page's part as a content-hashed chunk (page-texts.client.ts,
// built by page-texts.vite.ts), never the whole dictionary.
import type { CommonDictionary } from "@hostfront/i18n";
import type { ShellPart } from "@hostfront/ui";
import {
  CONDITIONAL_TEXTS,
  type ConditionalTexts,
  type Page,
  pages,
  type TextPath,
} from "../../pages.ts";

export const DICTIONARY_ELEMENT_ID = "hostfront-dictionary";

/**
 * The texts of the shell around every page as it first shows: header, language and currency
 * bar, ticker, search box, the assistant's and the coupon tab's buttons, toasts. Not the error
 * page nor the maintenance banner: a document embeds their texts when it shows them
 * (CONDITIONAL_TEXTS). Not the footer: the browser keeps the
 * server's HTML of it (@hostfront/ui's StaticIsland) and never renders it on a page document
 * (a shell part: SHELL_PART_TEXTS). Not the shell
 * parts fetched when reached for (SHELL_PART_TEXTS): their texts come with their code.
 */
export const SHELL_TEXTS: readonly TextPath[] = [
  "site.name",
  // The currency form's button, shown without JavaScript.
  "actions.save",
  "a11y.skipToContent",
  "a11y.mainNavigation",
  "nav.home",
  "nav.menu",
  "nav.groups",
  "account.login",
  "account.register",
  "account.userCenter",
  "account.menuLabel",
  "account.loggedOut",
  "langBar.label",
  "langBar.language",
  "langBar.languageMenu",
  "langBar.currency",
  "langBar.currentCurrency",
  "languageNames",
  "theme",
  "announcements",
  "docSearch",
  "askAI.autoBack",
  "askAI.dock",
  "askAI.off",
  "askAI.open",
  "promo.couponBanner",
  "toast",
  // The notice of pages whose data is unavailable; the rest of `errors` is the error page's.
  "errors.unavailable",
];

/**
 * What a page's loader adds to its data when its document shows a condition (an article with
 * the latency test): the layout embeds that condition's texts. The condition is named in the
 * page's row of pages.ts, so a client navigation loads its texts with the page.
 */
export interface AskedTexts {
  readonly texts: readonly ConditionalTexts[];
}

/**
 * The texts of each shell part @hostfront/ui fetches when the visitor reaches for it (its
 * `ShellPart` names): loaded with the part's code, in the page's language.
 */
export const SHELL_PART_TEXTS = {
  menus: ["nav.links", "nav.closeMenu", "account.console", "account.logout"],
  chat: ["askAI", "actions.cancel"],
  promo: ["promo"],
  search: ["docs.search"],
  cookie: [
    "cookie.title",
    "cookie.body",
    "cookie.bodyConsent",
    "cookie.acceptAll",
    "cookie.necessaryOnly",
    "cookie.customize",
    "cookie.save",
  ],
  // The panel's categories, when the visitor asks to customize (named by its "Customize").
  cookieSettings: ["cookie.categories", "cookie.alwaysOn", "cookie.customize"],
  // Only where a document lacks the footer (the browser keeps the server's).
  footer: ["footer"],
} as const satisfies Record<ShellPart, readonly TextPath[]>;

type Texts = { readonly [key: string]: unknown };

const isTexts = (value: unknown): value is Texts =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Copies `value` into `into` at `path` (dot-separated), merging objects already there. */
function place(into: Record<string, unknown>, path: readonly string[], value: unknown): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  if (rest.length === 0) {
    const existing = into[head];
    into[head] = isTexts(existing) && isTexts(value) ? { ...existing, ...value } : value;
    return;
  }
  const next = isTexts(into[head]) ? { ...(into[head] as Texts) } : {};
  into[head] = next;
  place(next, rest, value);
}

/** `texts` without the parts at `paths`; copies what it changes, never changes `texts`. */
export function omit(texts: Texts, paths: readonly string[]): Texts {
  let out = texts;
  for (const path of paths) out = without(out, path.split("."));
  return out;
}

function without(texts: Texts, keys: readonly string[]): Texts {
  const [head, ...rest] = keys;
  if (head === undefined || !(head in texts)) return texts;
  const { [head]: inner, ...others } = texts;
  if (rest.length === 0) return others;
  if (!isTexts(inner)) return texts;
  const left = without(inner, rest);
  return Object.keys(left).length === 0 ? others : { ...others, [head]: left };
}

/** The parts of `dictionary` at `paths`, in the dictionary's shape. */
export function pick(dictionary: object, paths: readonly string[]): Texts {
  const out: Record<string, unknown> = {};
  for (const path of paths) {
    const keys = path.split(".");
    let value: unknown = dictionary;
    for (const key of keys) value = isTexts(value) ? value[key] : undefined;
    if (value !== undefined) place(out, keys, value);
  }
  return out;
}

/** What a page's document embeds besides the shell's texts, less its island texts. */
export const embeddedPagePaths = (page: Page): readonly string[] => [
  `pages.${page.name}`,
  ...page.texts,
];

/**
 * The parts of the dictionary a page shows besides the shell's: what a client navigation loads
 * for it (with its conditions' texts), its island texts too.
 */
export const pageTextPaths = (page: Page): readonly string[] => [
  ...embeddedPagePaths(page),
  ...(page.islandTexts ?? []),
];

/** Whether a page's document embeds every text of the page (it has no island texts). */
export const embedsWholePage = (page: Page): boolean => (page.islandTexts ?? []).length === 0;

/** Made with the first lookup: a module-level table would keep pages.ts in the client build. */
let pagesByName: Map<string, Page> | undefined;

/** The page of a base route name, if it is one of pages.ts. */
export function pageNamed(name: string | null | undefined): Page | undefined {
  if (!name) return undefined;
  pagesByName ??= new Map(pages.map((page) => [page.name, page]));
  return pagesByName.get(name);
}

/** JSON that is safe inside <script type="application/json">: no `</script>`, no `<!--`. */
export function embedJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** Embedded JSON per dictionary object, page and conditions: the same for every such request. */
const embedded = /* @__PURE__ */ new WeakMap<object, Map<string, string>>();

/**
 * The embedded texts of a page (the shell's, the page's own and its `texts` less its island
 * texts, and those of the `conditions` the document shows) from the language's dictionary, made
 * once per page, conditions and dictionary object.
 */
export function embedDictionary(
  dictionary: CommonDictionary | undefined,
  page: Page | undefined,
  conditions: readonly ConditionalTexts[] = [],
): string {
  if (!dictionary) return "{}";
  let byPage = embedded.get(dictionary);
  if (!byPage) {
    byPage = new Map();
    embedded.set(dictionary, byPage);
  }
  const key = [page?.name ?? "", ...conditions].join(" ");
  let json = byPage.get(key);
  if (json === undefined) {
    const paths = [
      ...SHELL_TEXTS,
      ...(page ? embeddedPagePaths(page) : []),
      ...conditions.flatMap((condition) => CONDITIONAL_TEXTS[condition]),
    ];
    // Out goes what the islands show, of the page's own texts too (`pages.index.title`).
    json = embedJson(omit(pick(dictionary, paths), page?.islandTexts ?? []));
    byPage.set(key, json);
  }
  return json;
}
