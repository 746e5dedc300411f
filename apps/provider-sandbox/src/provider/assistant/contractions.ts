// English contractions as visitors type them, with or without the apostrophe (whats, wont,
// can't): the documentation never contracts ("do not", "cannot"), so a contraction is neither a
// word the docs lack (which would decline the question) nor a content word; written out, its
// words are the search's stop words.
import type { Language } from "@hostfront/api-client/fixtures";

/** A contraction's second half, after the apostrophe or without it, and what it stands for. */
const CONTRACTIONS: Readonly<Record<string, string>> = {
  whats: "what is",
  thats: "that is",
  theres: "there is",
  hows: "how is",
  wheres: "where is",
  whos: "who is",
  "it's": "it is",
  im: "i am",
  ive: "i have",
  youre: "you are",
  youve: "you have",
  theyre: "they are",
  "we're": "we are",
  "i'll": "i will",
  "i'd": "i would",
  wont: "will not",
  cant: "cannot",
  dont: "do not",
  doesnt: "does not",
  didnt: "did not",
  isnt: "is not",
  arent: "are not",
  wasnt: "was not",
  werent: "were not",
  havent: "have not",
  hasnt: "has not",
  wouldnt: "would not",
  couldnt: "could not",
  shouldnt: "should not",
};

/**
 * Forms that are words of their own without the apostrophe ("its", "were", "ill", "id") are
 * only read as contractions when written with it.
 */
const APOSTROPHE_ONLY = new Set(["it's", "we're", "i'll", "i'd"]);

const WORD = /[a-z]+(?:['’][a-z]+)?/gi;

/** `question` with its English contractions written out (the same text for other languages). */
export function withoutContractions(question: string, language: Language): string {
  if (language !== "en") return question;
  return question.replace(WORD, (word) => {
    const lower = word.toLowerCase().replace("’", "'");
    const key = APOSTROPHE_ONLY.has(lower) ? lower : lower.replace("'", "");
    const full = CONTRACTIONS[key];
    if (full === undefined) return word;
    // "I'm" keeps its capital where the question had one.
    return word[0] === word[0]?.toUpperCase() ? full[0]?.toUpperCase() + full.slice(1) : full;
  });
}
