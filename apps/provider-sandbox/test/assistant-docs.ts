// The documentation as the assistant's tests read it: one language's search index and blocks,
// built once, and a question's terms as the assistant weighs them.
import type { Language } from "@hostfront/api-client/fixtures";
import { SearchIndex } from "@hostfront/docs/search";
import { BlockIndex } from "../src/provider/assistant/blocks.ts";
import { questionTerms } from "../src/provider/assistant/question.ts";
import { documentation } from "../src/provider/assistant.ts";

export const docs = documentation();

export interface DocsSide {
  readonly language: Language;
  readonly index: SearchIndex;
  readonly blocks: BlockIndex;
}

/** One language's search index and blocks. */
export const docsSide = (language: Language): DocsSide => ({
  language,
  index: SearchIndex.from(docs.indexes[language]),
  blocks: new BlockIndex(language, docs.passages[language]),
});

/** A question's terms, with the search results the assistant reads them with. */
export const termsOf = (at: DocsSide, question: string) =>
  questionTerms(
    at.index,
    at.blocks,
    question,
    at.language,
    at.index.search(question, { limit: 5, prefix: false }),
  );
