// Public API of @hostfront/docs/search: the index the site searches and the assistant
// retrieves from, and the tokenizer both share.

export { buildIndex } from "./build.ts";
export { editDistance } from "./distance.ts";
export { SearchIndex, searchSections } from "./engine.ts";
export { excerpt } from "./excerpt.ts";
export { MAX_QUERY_LENGTH } from "./query.ts";
export { SECTION_TOKENS_KEPT } from "./section-tokens.ts";
export { cjkSynonymsIn } from "./synonyms.ts";
export {
  bigramsOf,
  CJK_STOPWORDS,
  hasCjk,
  isWeakTerm,
  type Language,
  normalizeWord,
  STOPWORDS,
  type Token,
  tokenize,
} from "./tokenize.ts";
export type {
  ExcerptSegment,
  SearchDocument,
  SearchOptions,
  SearchResult,
  SearchSection,
  SectionMatch,
  SectionSearchOptions,
  SerializedIndex,
} from "./types.ts";
