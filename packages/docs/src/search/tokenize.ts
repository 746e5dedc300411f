// Text to search terms, the same way for the index and the query. Words come from
// Intl.Segmenter in the text's language; runs of Chinese characters (kanji too) and katakana
// also give their character bigrams, so a word inside a longer compound, or a compound the
// segmenter cut differently, is still found. Latin words are lower-cased and stemmed.
import { stemmer } from "stemmer";

export type Language = "en" | "zh" | "ja";

export interface Token {
  /** The term as the index keeps it. */
  readonly term: string;
  /** The word as written (normalized), before stemming: what typo matching compares. */
  readonly surface: string;
  /** UTF-16 offsets of the term in the original text. */
  readonly start: number;
  readonly end: number;
  /** A bigram of a longer word rather than a word of its own. */
  readonly bigram: boolean;
}

const HAN = "\\u3005\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff";
const KATAKANA = "\\u30a0-\\u30ff\\u31f0-\\u31ff";
const CJK = new RegExp(`[${HAN}${KATAKANA}\\u3040-\\u309f]`);
const BIGRAM_RUN = new RegExp(`[${HAN}]{2,}|[${KATAKANA}]{2,}`, "g");
const HIRAGANA_ONLY = /^[\u3040-\u309f]+$/;
const LATIN_WORD = /^[a-z]+$/;

/** English function words: too common to say anything about a document. */
export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    "a about also an and any are as at be been being both but by can could did do does each " +
    "for from get got had has have her his how i if in into is it its may me more most much " +
    "must my no not of on or other our should so some such than that the their them then " +
    "there these they this those to too up very was we were what when where which who why " +
    "will with would you your"
  ).split(" "),
);

const segmenters = new Map<Language, Intl.Segmenter>();
function segmenterFor(language: Language): Intl.Segmenter {
  let segmenter = segmenters.get(language);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language, { granularity: "word" });
    segmenters.set(language, segmenter);
  }
  return segmenter;
}

/** The form a word is compared in: compatibility-normalized (full-width Latin), lower case. */
export const normalizeWord = (word: string): string => word.normalize("NFKC").toLowerCase();

/** Whether a text holds Chinese or Japanese characters. */
export const hasCjk = (text: string): boolean => CJK.test(text);

/** The index term of a Latin word: its stem (`pricing` -> `price`); digits stay as they are. */
export function latinTerm(word: string): string {
  return LATIN_WORD.test(word) && word.length > 3 ? stemmer(word) : word;
}

/**
 * The tokens of a text. `keepStopwords` keeps English function words (used when a query is
 * made of nothing else).
 */
export function tokenize(
  text: string,
  language: Language,
  { keepStopwords = false }: { keepStopwords?: boolean } = {},
): Token[] {
  const tokens: Token[] = [];
  for (const { segment, index, isWordLike } of segmenterFor(language).segment(text)) {
    if (!isWordLike) continue;
    const word = normalizeWord(segment);
    if (!hasCjk(word)) {
      if (!keepStopwords && STOPWORDS.has(word)) continue;
      tokens.push({
        term: latinTerm(word),
        surface: word,
        start: index,
        end: index + segment.length,
        bigram: false,
      });
      continue;
    }
    // A lone kana is a particle or an ending, never what someone searches for.
    if (HIRAGANA_ONLY.test(word) && word.length === 1) continue;
    tokens.push({
      term: word,
      surface: word,
      start: index,
      end: index + segment.length,
      bigram: false,
    });
    if (word.length !== segment.length) continue; // offsets of the bigrams would not line up
    for (const run of word.matchAll(BIGRAM_RUN)) {
      const chars = run[0];
      // A word that is exactly one two-character run is already its own bigram.
      if (chars.length === 2 && chars === word) continue;
      const at = index + (run.index ?? 0);
      for (let i = 0; i + 2 <= chars.length; i++) {
        tokens.push({
          term: chars.slice(i, i + 2),
          surface: chars.slice(i, i + 2),
          start: at + i,
          end: at + i + 2,
          bigram: true,
        });
      }
    }
  }
  return tokens;
}

/** The character bigrams of a word's Chinese-character and katakana runs. */
export function bigramsOf(word: string): string[] {
  const out: string[] = [];
  for (const run of word.matchAll(BIGRAM_RUN)) {
    const chars = run[0];
    for (let i = 0; i + 2 <= chars.length; i++) out.push(chars.slice(i, i + 2));
  }
  return out;
}
