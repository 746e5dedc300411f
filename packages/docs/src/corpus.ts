// The whole documentation: every article of every language rendered, checked against the
// rules of CONTENT.md, and each language's search index built from the same articles.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Language, languages, resources } from "@hostfront/i18n";
import { CATEGORIES, type Category } from "./categories.ts";
import { ContentError } from "./errors.ts";
import { type RenderedArticle, type RenderLabels, renderArticle } from "./render.ts";
import { buildIndex } from "./search/build.ts";
import type { SerializedIndex } from "./search/types.ts";

/** The article slugs SPEC.md section 2 names; the build fails if one is missing. */
export const SPEC_SLUGS = [
  "pricing",
  "legal-and-terms",
  "vps",
  "api",
  "refund",
  "affiliate",
  "abuse",
  "vps-pricing",
  "block-storage-volume-pricing",
  "network-pricing",
  "looking-glass-test-latency-network-speed",
] as const;

/** Where the Markdown files are: `content/<language>/<slug>.md`. */
export const CONTENT_DIR: string = fileURLToPath(new URL("../content", import.meta.url));

const ARTICLE_PATH = /^\/doc\/article\/([^/#?]+)$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface LanguageCorpus {
  readonly language: Language;
  /** Articles in reading order: by category, then by their `order`. */
  readonly articles: readonly RenderedArticle[];
  readonly index: SerializedIndex;
}

/** Every language's articles and index: what the build embeds in the site. */
export type Corpus = { readonly [L in Language]: LanguageCorpus };

/** The labels the rendered HTML carries, from the i18n dictionaries. */
export function renderLabels(language: Language): RenderLabels {
  const docs = resources[language].common.docs;
  return {
    admonitions: docs.admonitions,
    copyCode: docs.copyCode,
    headingAnchor: docs.headingAnchor,
  };
}

const categoryRank = (category: Category) => CATEGORIES.indexOf(category);

function slugsIn(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .map((name) => name.slice(0, -3))
    .sort();
}

/** Renders and checks every article; throws ContentError listing what is wrong. */
export function buildCorpus({
  contentDir = CONTENT_DIR,
  highlight = true,
}: {
  contentDir?: string;
  /** Highlight code blocks; off for a reader that needs only the text (the assistant). */
  highlight?: boolean;
} = {}): Corpus {
  const problems: string[] = [];
  const bySlug = new Map<string, Map<Language, RenderedArticle>>();

  for (const language of languages) {
    const labels = renderLabels(language);
    for (const slug of slugsIn(join(contentDir, language))) {
      if (!SLUG.test(slug)) {
        problems.push(`${language}/${slug}.md: a slug is lower-case words joined by hyphens`);
        continue;
      }
      try {
        const source = readFileSync(join(contentDir, language, `${slug}.md`), "utf8");
        const article = renderArticle(source, { slug, language, labels, highlight });
        const entry = bySlug.get(slug) ?? new Map<Language, RenderedArticle>();
        entry.set(language, article);
        bySlug.set(slug, entry);
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        problems.push(error.message);
      }
    }
  }

  for (const slug of SPEC_SLUGS) {
    if (!bySlug.has(slug)) problems.push(`${slug}: SPEC.md names this article; it is missing`);
  }
  const positions = new Map<string, string>();
  for (const [slug, versions] of bySlug) {
    const english = versions.get("en");
    for (const language of languages) {
      const article = versions.get(language);
      if (!article) {
        problems.push(`${language}/${slug}.md is missing (every article exists in en, zh and ja)`);
        continue;
      }
      if (english && (article.category !== english.category || article.order !== english.order))
        problems.push(`${language}/${slug}.md: category and order differ from the English article`);
      for (const link of article.links) {
        const target = ARTICLE_PATH.exec(link)?.[1];
        if (target && !bySlug.has(target))
          problems.push(`${language}/${slug}.md links to a missing article: ${link}`);
      }
    }
    if (english) {
      const position = `${english.category} #${english.order}`;
      const other = positions.get(position);
      if (other) problems.push(`${slug} and ${other} share the position ${position}`);
      positions.set(position, slug);
    }
  }
  if (problems.length > 0)
    throw new ContentError(`The documentation has problems:\n- ${problems.join("\n- ")}`);

  const corpus = {} as { [L in Language]: LanguageCorpus };
  for (const language of languages) {
    const articles = [...bySlug.values()]
      .map((versions) => versions.get(language))
      .filter((article): article is RenderedArticle => article !== undefined)
      .sort(
        (a, b) =>
          categoryRank(a.category) - categoryRank(b.category) ||
          a.order - b.order ||
          a.slug.localeCompare(b.slug),
      );
    const index = buildIndex(
      articles.map((article) => ({
        slug: article.slug,
        title: article.title,
        category: article.category,
        description: article.description,
        sections: article.sections,
      })),
      language,
    ).toJSON();
    corpus[language] = { language, articles, index };
  }
  return corpus;
}
