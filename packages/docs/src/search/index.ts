// Public API of @hostfront/docs/search: the index the site searches and the assistant
// retrieves from, and the tokenizer both share.
export { editDistance } from "./distance.ts";
export {
  buildIndex,
  type ExcerptSegment,
  excerpt,
  MAX_QUERY_LENGTH,
  type SearchDocument,
  SearchIndex,
  type SearchOptions,
  type SearchResult,
  type SearchSection,
  type SerializedIndex,
} from "./engine.ts";
export {
  bigramsOf,
  CJK_STOPWORDS,
  hasCjk,
  type Language,
  STOPWORDS,
  type Token,
  tokenize,
} from "./tokenize.ts";
