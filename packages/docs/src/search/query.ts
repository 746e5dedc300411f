// A search query as groups of alternatives, one group per word: the word, its character
// bigrams (Chinese, Japanese), a typo within one edit, a prefix while typing, its synonyms.
import { cjkSynonymsIn, joinPhrasal, synonymsAt } from "./synonyms.ts";
import {
  bigramsOf,
  hasCjk,
  joinsCompound,
  type Language,
  normalizeWord,
  okuriganaStem,
  QUERY_FILLERS,
  tokenize,
  withoutHonorific,
} from "./tokenize.ts";

const FUZZY_WEIGHT = 0.7;
const PREFIX_WEIGHT = 0.6;
const BIGRAM_WEIGHT = 0.9;
const CONTAINS_WEIGHT = 0.5;
/** The kanji of a word written with okurigana (超え for 超えたら): the same word, another form. */
const STEM_WEIGHT = 0.9;
const SYNONYM_WEIGHT = 0.8;
/** Longest query handled; anything longer is cut (a query is a few words, not a page). */
export const MAX_QUERY_LENGTH = 200;

export interface Alternative {
  readonly terms: readonly string[];
  /** `all`: the mean over `terms` (bigrams of a word); `one`: a single term. */
  readonly kind: "one" | "all";
  readonly weight: number;
  /**
   * The query's own terms, for synonyms: a synonym scores with the rarity (idf) of the word
   * typed when that is lower, so a rare synonym (`fee`) does not outweigh what was asked.
   */
  readonly idfOf?: readonly string[];
  /** Only an article that has every one of `terms` matches (a phrase: `money back`). */
  readonly every?: boolean;
  /**
   * `terms` must stand side by side, in order (a phrase's words, a word's bigrams); not set
   * for a Chinese or Japanese phrase's words, which the segmenter may cut otherwise.
   */
  readonly adjacent?: boolean;
  /**
   * Only for the articles no earlier alternative of the group matched: a word's bigrams stand
   * in for the word where the segmenter cut it otherwise, and count the bigrams of other words
   * (スク of ディスク for デスクトップ) where it did not.
   */
  readonly fallback?: boolean;
}

export interface Group {
  readonly alternatives: readonly Alternative[];
}

/** What the index knows of its words, for the alternatives of a query word. */
export interface Lexicon {
  /** Whether a term is indexed. */
  readonly has: (term: string) => boolean;
  /** Terms of the surface words within one edit of `word` (typos). */
  readonly fuzzy: (word: string) => string[];
  /** Terms of the surface words that start with `word`. */
  readonly prefixed: (word: string) => string[];
  /** Terms that contain a single Chinese character or kana. */
  readonly containing: (char: string) => string[];
}

/** Another way to say a query word: a word, or a phrase whose words should all match. */
const synonymAlternative = (terms: readonly string[], written: readonly string[]): Alternative => ({
  terms,
  kind: terms.length > 1 ? "all" : "one",
  weight: SYNONYM_WEIGHT,
  idfOf: written,
  every: terms.length > 1,
  adjacent: terms.length > 1,
});

/** The words of a Chinese or Japanese phrase as the index terms it is made of. */
const wordTerms = (phrase: string, language: Language): string[] => [
  ...new Set(
    tokenize(phrase, language)
      .filter((token) => !token.bigram)
      .map((token) => token.term),
  ),
];

/**
 * A Chinese or Japanese phrase as alternatives: its words, or its character bigrams (the
 * articles' words may be cut otherwise), every one of them in the article.
 */
function phraseAlternatives(
  phrase: string,
  language: Language,
  weight: number,
  { idfOf, compound = false }: { idfOf?: readonly string[]; compound?: boolean } = {},
): Alternative[] {
  const words = wordTerms(phrase, language);
  if (words.length === 0) return [];
  const out: Alternative[] = [
    // A compound's words side by side, as in the query (逆|引き, not 逆 here and 引き there).
    {
      terms: words,
      kind: words.length > 1 ? "all" : "one",
      weight,
      every: true,
      adjacent: compound,
      idfOf,
    },
  ];
  const bigrams = [...new Set(bigramsOf(phrase))];
  if (bigrams.length > 0 && bigrams.join(" ") !== words.join(" "))
    out.push({
      terms: bigrams,
      kind: "all",
      weight: weight * BIGRAM_WEIGHT,
      every: true,
      adjacent: true,
      fallback: true,
      idfOf,
    });
  return out;
}

/** The query as groups of alternatives, one group per word. */
export function parseQuery(
  query: string,
  language: Language,
  prefix: boolean,
  lexicon: Lexicon,
): Group[] {
  let text = joinPhrasal(normalizeWord(query.slice(0, MAX_QUERY_LENGTH)));
  const typing = prefix && !/\s$/.test(text);
  const seen = new Set<string>();
  const groups: Group[] = [];
  // Chinese and Japanese synonyms, found as written (退钱, 払い戻し): a group each, its words
  // or another way to say them; then taken out of the text the rest is read from.
  const found = cjkSynonymsIn(text, language);
  for (const synonym of found) {
    if (seen.has(synonym.written)) continue;
    seen.add(synonym.written);
    const written = wordTerms(synonym.written, language);
    const alternatives = [
      ...phraseAlternatives(synonym.written, language, 1),
      ...synonym.others.flatMap((other) =>
        phraseAlternatives(other, language, SYNONYM_WEIGHT, { idfOf: written }),
      ),
    ];
    if (alternatives.length > 0) groups.push({ alternatives });
  }
  for (const { start, end } of found)
    text = `${text.slice(0, start)}${" ".repeat(end - start)}${text.slice(end)}`;
  let words = tokenize(text, language).filter((token) => !token.bigram);
  // A query of function words only (how, 的, の) is read as typed, but matches only as typed.
  const onlyStopwords = words.length === 0 && groups.length === 0;
  if (onlyStopwords)
    words = tokenize(text, language, { keepStopwords: true }).filter((t) => !t.bigram);
  // How a question is put (`what happens if I use`) is dropped when it says something else.
  const substantive = groups.length > 0 || words.some((w) => !QUERY_FILLERS.has(w.surface));
  const terms = words.map((word) => word.term);
  for (let position = 0; position < words.length; position++) {
    const word = words[position];
    if (!word) break;
    const synonyms = hasCjk(word.surface) ? null : synonymsAt(terms, position);
    if (synonyms && synonyms.length > 1) {
      // A phrase with synonyms (`money back`) is one group: its words, or another way to say it.
      const phrase = terms.slice(position, position + synonyms.length);
      position += synonyms.length - 1;
      if (seen.has(phrase.join(" "))) continue;
      seen.add(phrase.join(" "));
      groups.push({
        alternatives: [
          // The words as typed need not stand together (the phrase bonus favours it); another
          // way to say them does (`over the allowance`: not `over` here and `allow` there).
          { terms: phrase, kind: "all", weight: 1, every: true },
          ...synonyms.others.map((other) => synonymAlternative(other, phrase)),
        ],
      });
      continue;
    }
    // A compound the segmenter cut (逆|引き, 転送|量) is one group: its words, or its
    // bigrams side by side (the bigram across the cut is only where the words touch).
    let joined = position;
    while (
      words[joined + 1]?.start === words[joined]?.end &&
      joinsCompound(language, words[joined]?.surface ?? "", words[joined + 1]?.surface ?? "")
    )
      joined++;
    if (joined > position) {
      const compound = text.slice(word.start, words[joined]?.end);
      position = joined;
      if (seen.has(compound)) continue;
      seen.add(compound);
      groups.push({ alternatives: phraseAlternatives(compound, language, 1, { compound: true }) });
      continue;
    }
    if (substantive && !synonyms && QUERY_FILLERS.has(word.surface)) continue;
    if (seen.has(word.term)) continue;
    seen.add(word.term);
    const alternatives: Alternative[] = [];
    const last = position === words.length - 1;
    if (hasCjk(word.surface)) {
      alternatives.push({ terms: [word.term], kind: "one", weight: 1 });
      // The word without its honorific prefix, and its kanji without okurigana.
      const plain = withoutHonorific(word.surface, language);
      if (plain !== word.surface) alternatives.push({ terms: [plain], kind: "one", weight: 1 });
      const stem = okuriganaStem(plain, language);
      if (stem) alternatives.push({ terms: [stem], kind: "one", weight: STEM_WEIGHT });
      const bigrams = bigramsOf(word.surface);
      if (bigrams.length > 1 || (bigrams.length === 1 && bigrams[0] !== word.surface))
        alternatives.push({
          terms: bigrams,
          kind: "all",
          weight: BIGRAM_WEIGHT,
          every: true,
          adjacent: true,
          fallback: true,
        });
      // A query of one character: the words that contain it.
      if (!onlyStopwords && words.length === 1 && [...word.surface].length === 1) {
        for (const term of lexicon.containing(word.surface))
          alternatives.push({ terms: [term], kind: "one", weight: CONTAINS_WEIGHT });
      }
    } else {
      alternatives.push({ terms: [word.term], kind: "one", weight: 1 });
      if (!lexicon.has(word.term) && word.surface.length >= 4) {
        for (const term of lexicon.fuzzy(word.surface)) {
          alternatives.push({ terms: [term], kind: "one", weight: FUZZY_WEIGHT });
          // The word meant (`pricng`: price) has its synonyms too (cost).
          const meant = synonymsAt([term], 0);
          if (meant?.length === 1)
            for (const other of meant.others) {
              const alternative = synonymAlternative(other, [term]);
              alternatives.push({ ...alternative, weight: alternative.weight * FUZZY_WEIGHT });
            }
        }
      }
      if (last && typing && word.surface.length >= 3) {
        for (const term of lexicon.prefixed(word.surface))
          alternatives.push({ terms: [term], kind: "one", weight: PREFIX_WEIGHT });
      }
      for (const other of synonyms?.others ?? [])
        alternatives.push(synonymAlternative(other, [word.term]));
    }
    groups.push({ alternatives });
  }
  return groups;
}
