// Texts of the page `doc-search-query` (under `pages.doc-search-query` in the `common` namespace).
import type { Shape } from "../../shape.ts";

export const docSearchQueryEn = {
  title: "Search: {{query}}",
  description: "Documentation search results for “{{query}}”.",
  heading: "Results for “{{query}}”",
  again: "Search again",
} as const;

export const docSearchQueryZh: Shape<typeof docSearchQueryEn> = {
  title: "搜索：{{query}}",
  description: "“{{query}}”的文档搜索结果。",
  heading: "“{{query}}”的搜索结果",
  again: "重新搜索",
};

export const docSearchQueryJa: Shape<typeof docSearchQueryEn> = {
  title: "検索：{{query}}",
  description: "「{{query}}」のドキュメント検索結果です。",
  heading: "「{{query}}」の検索結果",
  again: "もう一度検索",
};
