// The documentation as the site serves it: the articles and search indexes rendered into the
// build (virtual:hostfront-docs), looked up by language and slug. No Markdown is read, and no
// index is built, while the site runs.

import corpus, { markdown } from "virtual:hostfront-docs";
import { CATEGORIES, type Category, type RenderedArticle } from "@hostfront/docs";
import { SearchIndex } from "@hostfront/docs/search";
import type { Language } from "@hostfront/i18n";
import { markdownUrl } from "../page/seo";
import { publicUrl } from "../page/seo.server";
import { absoluteLinks } from "./machine-docs.server";

export interface ArticleSummary {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly category: Category;
  readonly updated: string;
}

const summary = (article: RenderedArticle): ArticleSummary => ({
  slug: article.slug,
  title: article.title,
  description: article.description,
  category: article.category,
  updated: article.updated,
});

/**
 * An article with its site links (rendered as `/zh/...` paths) pointing at the site URL of its
 * language, as the header's and footer's links do (SITE_URL_ZH may be another host).
 */
function withSiteLinks(article: RenderedArticle): RenderedArticle {
  return {
    ...article,
    body: article.body.map((part) =>
      part.kind === "html"
        ? {
            ...part,
            html: part.html.replace(
              /href="(\/[^"/][^"]*|\/)"/g,
              (_match, path: string) => `href="${publicUrl(path, article.language)}"`,
            ),
          }
        : part,
    ),
  };
}

const bySlug = new Map(
  (Object.keys(corpus) as Language[]).map((language) => [
    language,
    new Map(corpus[language].articles.map((article) => [article.slug, withSiteLinks(article)])),
  ]),
);
const indexes = new Map<Language, SearchIndex>();

/** Every article slug (the same in every language). */
export const articleSlugs: readonly string[] = corpus.en.articles.map((article) => article.slug);

/** An article, or undefined for an unknown slug. */
export function findArticle(language: Language, slug: string): RenderedArticle | undefined {
  return bySlug.get(language)?.get(slug);
}

/** The path of an article's page (any language: `publicUrl` gives it in one). */
export const articlePath = (slug: string): string => `/doc/article/${slug}`;

/**
 * An article's Markdown (`# Title`, then the source) with its links absolute, or undefined for
 * an unknown slug. A built server reads it from its file each time (lib/docs/machine-docs.server.ts).
 */
export async function articleMarkdown(
  language: Language,
  slug: string,
): Promise<string | undefined> {
  if (!findArticle(language, slug)) return undefined;
  const source = await markdown(language, slug);
  if (source === undefined) return undefined;
  return absoluteLinks(source, publicUrl(articlePath(slug), language), (path) =>
    publicUrl(path, language),
  );
}

/** Where an article's Markdown is published in `language`. */
export const articleMarkdownUrl = (slug: string, language: Language): string =>
  markdownUrl(publicUrl(articlePath(slug), language));

/** The articles before and after one, in reading order. */
export function neighbours(
  language: Language,
  slug: string,
): { previous: ArticleSummary | null; next: ArticleSummary | null } {
  const list = corpus[language].articles;
  const at = list.findIndex((article) => article.slug === slug);
  const previous = at > 0 ? list[at - 1] : undefined;
  const next = at >= 0 ? list[at + 1] : undefined;
  return {
    previous: previous ? summary(previous) : null,
    next: next ? summary(next) : null,
  };
}

/** The categories in order, each with its articles in order. */
export function categoriesOf(
  language: Language,
): { category: Category; articles: ArticleSummary[] }[] {
  return CATEGORIES.map((category) => ({
    category,
    articles: corpus[language].articles
      .filter((article) => article.category === category)
      .map(summary),
  })).filter((entry) => entry.articles.length > 0);
}

/** The first articles of the first category: what a visitor with no results may want. */
export function popularArticles(language: Language, count = 4): ArticleSummary[] {
  return corpus[language].articles.slice(0, count).map(summary);
}

/** The search index of a language, loaded on first use. */
export function searchIndex(language: Language): SearchIndex {
  let index = indexes.get(language);
  if (!index) {
    index = SearchIndex.from(corpus[language].index);
    indexes.set(language, index);
  }
  return index;
}
