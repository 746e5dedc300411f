// Builds a page's Seo from the request: its language, its public URL, and its texts from the
// `pages` namespace (the alternates follow from the path in the browser too: lib/page/seo.ts).

import type { Language } from "@hostfront/i18n";
import type { RouterContextProvider } from "react-router";
import { languageContext } from "~/context";
import { config } from "~/env.server";
import { translatorOf } from "~/lib/texts/translator.server";
import { requestPath } from "../http/page-path";
import { publishedUrl, type Seo } from "./seo";

/** The public URL of `pathname` (any language) in `language`. */
export const publicUrl = (pathname: string, language: Language): string =>
  publishedUrl(config.siteUrls, pathname, language);

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
    siteName,
    noindex: options.noindex ?? false,
  };
}
