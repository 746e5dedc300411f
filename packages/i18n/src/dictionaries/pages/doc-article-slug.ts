// Texts of the page `doc-article-slug` (under `pages.doc-article-slug` in the `common` namespace).
import type { Shape } from "../../shape.ts";

export const docArticleSlugEn = {
  back: "Documentation",
} as const;

export const docArticleSlugZh: Shape<typeof docArticleSlugEn> = {
  back: "文档中心",
};

export const docArticleSlugJa: Shape<typeof docArticleSlugEn> = {
  back: "ドキュメント",
};
