// What every page puts in <head>: translated title and description, canonical URL,
// hreflang alternates for every language and x-default, Open Graph tags. The page's loader
// sends what is its own (title, description, canonical URL); the alternates and the Open Graph
// locale follow from the page's path and the site URLs every page already has (root data).
import { type Language, languages, stripLanguagePrefix } from "@hostfront/i18n";
import type { MetaDescriptor } from "react-router";

export interface Seo {
  readonly title: string;
  readonly description: string;
  readonly canonical: string;
  readonly siteName: string;
  /** Pages that must not be indexed (member pages, search results, errors). */
  readonly noindex: boolean;
}

export const OG_LOCALES: { readonly [L in Language]: string } = {
  en: "en_US",
  zh: "zh_CN",
  ja: "ja_JP",
};

/** The announcements feed of a language (routes/doc-announce-atom.ts), linked from every page. */
export const FEED_PATH = "/doc/announce.atom";
/** Where a page's Markdown is (routes/doc-article-markdown.ts): its URL plus `.md`. */
export const markdownUrl = (url: string): string => `${url}.md`;

/** The public URL of `pathname` (any language) in `language`, given each language's site URL. */
export function publishedUrl(
  siteUrls: { readonly [L in Language]: string },
  pathname: string,
  language: Language,
): string {
  const bare = stripLanguagePrefix(pathname);
  const base = siteUrls[language];
  return language === "en" ? `${base}${bare}` : `${base}${bare === "/" ? "" : bare}`;
}

/** What a page's meta function is given, as metaTags reads it. */
export interface SeoArgs {
  readonly loaderData: { readonly seo?: Seo } | undefined;
  readonly matches: readonly ({ readonly id: string; readonly loaderData: unknown } | undefined)[];
  readonly location: { readonly pathname: string };
}

interface SiteData {
  readonly language: Language;
  readonly siteUrls: { readonly [L in Language]: string };
}

export function metaTags({ loaderData, matches, location }: SeoArgs): MetaDescriptor[] {
  const seo = loaderData?.seo;
  const site = matches.find((match) => match?.id === "root")?.loaderData as SiteData | undefined;
  if (!seo || !site) return [];
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    ...(seo.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { tagName: "link", rel: "canonical", href: seo.canonical },
    ...[...languages, "x-default" as const].map((hreflang) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: hreflang,
      href: publishedUrl(
        site.siteUrls,
        location.pathname,
        hreflang === "x-default" ? "en" : hreflang,
      ),
    })),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      href: publishedUrl(site.siteUrls, FEED_PATH, site.language),
    },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: seo.siteName },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.canonical },
    { property: "og:locale", content: OG_LOCALES[site.language] },
  ];
}
