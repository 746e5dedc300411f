// Builds a page's Seo from the request: its language, its path in every language, and its
// texts from the `pages` namespace.

import { type Language, languages, stripLanguagePrefix } from "@hostfront/i18n";
import type { RouterContextProvider } from "react-router";
import { languageContext } from "~/context";
import { config } from "~/env.server";
import { translatorOf } from "~/middleware/locale.server";
import { requestPath } from "./page-path";
import type { Seo } from "./seo";

const OG_LOCALES: { readonly [L in Language]: string } = { en: "en_US", zh: "zh_CN", ja: "ja_JP" };

/** The public URL of `pathname` (any language) in `language`. */
export function publicUrl(pathname: string, language: Language): string {
  const bare = stripLanguagePrefix(pathname);
  const base = config.siteUrls[language];
  return language === "en" ? `${base}${bare}` : `${base}${bare === "/" ? "" : bare}`;
}

export interface SeoOptions {
  /** Key under `pages` in the `common` namespace, e.g. `jobs`. */
  readonly page: string;
  /** Interpolations for the title and description. */
  readonly values?: Record<string, string>;
  /** A title and description of the page's own (e.g. an article's). */
  readonly title?: string;
  readonly description?: string;
  readonly noindex?: boolean;
}

export function seoFor(
  request: Request,
  context: Readonly<RouterContextProvider>,
  options: SeoOptions,
): Seo {
  const language = context.get(languageContext);
  const t = translatorOf(context);
  const pathname = requestPath(request);
  const siteName = t("site.name");
  const pageTitle = options.title ?? t(`pages.${options.page}.title`, options.values);
  return {
    title: options.page === "index" && !options.title ? pageTitle : `${pageTitle} · ${siteName}`,
    description: options.description ?? t(`pages.${options.page}.description`, options.values),
    canonical: publicUrl(pathname, language),
    alternates: [
      ...languages.map((lang) => ({
        hreflang: lang,
        href: publicUrl(pathname, lang),
      })),
      { hreflang: "x-default", href: publicUrl(pathname, "en") },
    ],
    ogLocale: OG_LOCALES[language],
    siteName,
    noindex: options.noindex ?? false,
  };
}
