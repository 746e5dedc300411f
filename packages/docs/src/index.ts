// Public API of @hostfront/docs: the articles, rendered and checked, and their search indexes.
export { ASKED_DIR, ASKED_PER_SECTION, readAsked, sectionLabel } from "./asked.ts";
export { CATEGORIES, type Category } from "./categories.ts";
export {
  buildCorpus,
  CONTENT_DIR,
  type Corpus,
  type LanguageCorpus,
  renderLabels,
  SPEC_SLUGS,
} from "./corpus.ts";
export { ContentError } from "./errors.ts";
export { type FrontMatter, frontMatterSchema } from "./front-matter.ts";
export { markdownSource } from "./markdown.ts";
export {
  ADMONITIONS,
  type AdmonitionKind,
  type RenderedArticle,
  type RenderLabels,
  renderArticle,
  type TocEntry,
} from "./render.ts";
export { type BodyPart, WIDGETS, type WidgetName } from "./widgets.ts";
