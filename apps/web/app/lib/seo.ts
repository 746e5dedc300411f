// What every page puts in <head>: translated title and description, canonical URL,
// hreflang alternates for every language and x-default, Open Graph tags.
import type { MetaDescriptor } from "react-router";

export interface Seo {
  readonly title: string;
  readonly description: string;
  readonly canonical: string;
  readonly alternates: readonly { readonly hreflang: string; readonly href: string }[];
  readonly ogLocale: string;
  readonly siteName: string;
  /** Pages that must not be indexed (member pages, search results, errors). */
  readonly noindex: boolean;
}

export function metaTags(seo: Seo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    ...(seo.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { tagName: "link", rel: "canonical", href: seo.canonical },
    ...seo.alternates.map((alternate) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: alternate.hreflang,
      href: alternate.href,
    })),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: seo.siteName },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.canonical },
    { property: "og:locale", content: seo.ogLocale },
  ];
}
