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
const HAN_CHAR = new RegExp(`^[${HAN}]$`);
const KATAKANA_CHAR = new RegExp(`^[${KATAKANA}]$`);

/**
 * Languages whose compounds also give the bigram across the segmenter's cut between two of
 * their words (逆|引き gives 逆引, 転送|量 gives 送量), so that the index sees the words side by
 * side: Japanese, where a run of kanji or katakana is a compound (kana and punctuation end it).
 * Not Chinese: a Chinese sentence is one run of characters, and the bigram across every cut
 * would be every pair of a sentence's neighbouring words.
 */
const COMPOUND_LANGUAGES: ReadonlySet<Language> = new Set(["ja"]);

const OKURIGANA = new RegExp(`^([${HAN}]+)[\\u3040-\\u309f]+$`);

/**
 * The kanji of a Japanese word written with okurigana (超える, 超え, 払い, 開き: kanji, then
 * the kana of its ending): the segmenter cuts 超えた as 超|え|た in one sentence and keeps
 * 超える whole in another, so the index and the query also keep the kanji alone. null for
 * other words and languages.
 */
export function okuriganaStem(word: string, language: Language): string | null {
  if (language !== "ja") return null;
  return OKURIGANA.exec(word)?.[1] ?? null;
}

const HONORIFIC = new RegExp(`^[おご]([${HAN}].+)$`);

/**
 * A Japanese word without its honorific prefix お or ご (お支払い, ご注文, ご利用: 支払い, 注文, 利用),
 * which articles write and queries often leave out; the word itself otherwise.
 */
export function withoutHonorific(word: string, language: Language): string {
  if (language !== "ja") return word;
  return HONORIFIC.exec(word)?.[1] ?? word;
}

/**
 * Whether two words written side by side make one compound of `language` (see
 * COMPOUND_LANGUAGES): the last character of `left` and the first of `right` both kanji, or
 * both katakana.
 */
export function joinsCompound(language: Language, left: string, right: string): boolean {
  if (!COMPOUND_LANGUAGES.has(language)) return false;
  const last = left.slice(-1);
  const first = right.slice(0, 1);
  return (
    (HAN_CHAR.test(last) && HAN_CHAR.test(first)) ||
    (KATAKANA_CHAR.test(last) && KATAKANA_CHAR.test(first))
  );
}
const LATIN_WORD = /^[a-z]+$/;
/** Letters and then digits (vps1), and a counter of machines or items written right after them. */
const COUNTED_NAME = /^([a-z]{2,})(\d+)$/;
const COUNTER = /^[台个個件枚本つ张套]/;

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

/**
 * Chinese function words and question words: in a question they say nothing about which
 * article answers it (我想退款 is about 退款).
 */
export const CJK_STOPWORDS: ReadonlySet<string> = new Set(
  (
    "我 你 您 他 她 它 我们 你们 他们 的 了 吗 呢 吧 啊 呀 么 是 在 有 和 与 及 或 想 要 会 能 可以 " +
    "怎么 怎样 怎么样 如何 什么 为什么 哪 哪里 哪个 多少 请 请问 一下 这 那 这个 那个 就 都 也 还 " +
    "又 得 地 着 过 被 把 给 让 对 从 到 将 为 以 于 之 其 而 但 如果 因为 所以 没 没有 不 很 样 何"
  ).split(" "),
);

/** A Chinese word made only of one-character function words (我想, 你要) is one too. */
const isCjkStopword = (word: string): boolean =>
  CJK_STOPWORDS.has(word) || [...word].every((char) => CJK_STOPWORDS.has(char));

/**
 * English words of how a question is put rather than what it is about (`what happens if I
 * use`, `does not work anymore`, `I need`): the index keeps them (`acceptable use`), a query
 * drops them when it has other words, and they never make a hit on their own.
 */
export const QUERY_FILLERS: ReadonlySet<string> = new Set(
  (
    "happen happens happened use uses using used need needs want wants wanted make makes work " +
    "works working anymore anyway still just please help thing things way know like let " +
    "go goes going back possible able try tried"
  ).split(" "),
);

const WEAK_TERMS: ReadonlySet<string> = new Set(
  [...STOPWORDS, ...QUERY_FILLERS].flatMap((word) => [word, latinTerm(word)]),
);

/**
 * Whether an index term says nothing on its own about which article answers a query: a stop
 * word or filler, a single letter or digit, a single Chinese character or kana, a word of
 * hiragana, a function word. A result that matched only such terms is not a hit.
 */
export function isWeakTerm(term: string): boolean {
  if (!hasCjk(term)) return term.length < 2 || WEAK_TERMS.has(term);
  return [...term].length < 2 || HIRAGANA_ONLY.test(term) || isCjkStopword(term);
}

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
  // The word-like segment just before, to find the cut inside a compound.
  let previous = null as { segment: string; end: number } | null;
  for (const { segment, index, isWordLike } of segmenterFor(language).segment(text)) {
    if (!isWordLike) continue;
    if (previous?.end === index && joinsCompound(language, previous.segment, segment)) {
      const pair = `${previous.segment.slice(-1)}${segment.slice(0, 1)}`;
      tokens.push({ term: pair, surface: pair, start: index - 1, end: index + 1, bigram: true });
    }
    previous = { segment, end: index + segment.length };
    const word = normalizeWord(segment);
    // A name glued to the count after it (VPS1台, vps2个): the name, and the number it counts.
    const counted = COUNTED_NAME.exec(word);
    if (counted && language !== "en" && COUNTER.test(text.slice(index + segment.length))) {
      const [, name = "", count = ""] = counted;
      tokens.push(
        {
          term: latinTerm(name),
          surface: name,
          start: index,
          end: index + name.length,
          bigram: false,
        },
        {
          term: count,
          surface: count,
          start: index + name.length,
          end: index + segment.length,
          bigram: false,
        },
      );
      continue;
    }
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
    // Words of hiragana alone are particles, endings and auxiliaries (を, です, したい,
    // について): never what someone searches for. Chinese function words likewise.
    if (!keepStopwords && (HIRAGANA_ONLY.test(word) || isCjkStopword(word))) continue;
    tokens.push({
      term: word,
      surface: word,
      start: index,
      end: index + segment.length,
      bigram: false,
    });
    if (word.length !== segment.length) continue; // offsets of the bigrams would not line up
    const first = tokens.length - 1;
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
    // The word without its honorific prefix (お支払い: 支払い), and its kanji (支払): parts of
    // the word, like its bigrams (once each).
    const plain = withoutHonorific(word, language);
    const at = index + word.length - plain.length;
    const stem = okuriganaStem(plain, language);
    for (const part of [plain, stem]) {
      if (!part || tokens.slice(first).some((token) => token.term === part)) continue;
      tokens.push({ term: part, surface: part, start: at, end: at + part.length, bigram: true });
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
