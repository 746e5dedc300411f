// The language a question is written in, and what kind of answer it asks for. Kana means
// Japanese; a question of Chinese characters alone is Japanese when more of its characters and
// character pairs are written only in the Japanese documentation than only in the Chinese one
// (払, 円, 返金 against 费, 么, 退款), so "返金条件" is read as Japanese and "退款多久" as Chinese.
import type { Language } from "@hostfront/api-client/fixtures";

const KANA = /[\u3040-\u30ff]/;
const HAN = /[\u3400-\u9fff\uf900-\ufaff]/;

/**
 * The Chinese characters, and pairs of them, each CJK documentation uses: the evidence for a
 * kanji-only question (返金 is Japanese, 退款 Chinese, though each character is in both).
 */
export interface ScriptEvidence {
  readonly zh: ReadonlySet<string>;
  readonly ja: ReadonlySet<string>;
}

const HAN_RUN = /[\u3400-\u9fff\uf900-\ufaff]+/g;

/** A text's Chinese characters and the pairs of neighbouring ones. */
function hanUnits(text: string): string[] {
  const units: string[] = [];
  for (const run of text.match(HAN_RUN) ?? []) {
    units.push(...run);
    for (let i = 0; i + 2 <= run.length; i++) units.push(run.slice(i, i + 2));
  }
  return units;
}

export function scriptEvidence(texts: {
  zh: Iterable<string>;
  ja: Iterable<string>;
}): ScriptEvidence {
  const units = (all: Iterable<string>) => {
    const set = new Set<string>();
    for (const text of all) for (const unit of hanUnits(text)) set.add(unit);
    return set;
  };
  return { zh: units(texts.zh), ja: units(texts.ja) };
}

/** The language of `text`: en unless it has CJK; ja with kana or Japanese-only characters. */
export function detectLanguage(text: string, evidence?: ScriptEvidence): Language {
  if (KANA.test(text)) return "ja";
  if (!HAN.test(text)) return "en";
  if (!evidence) return "zh";
  let zhOnly = 0;
  let jaOnly = 0;
  for (const unit of hanUnits(text)) {
    const inZh = evidence.zh.has(unit);
    const inJa = evidence.ja.has(unit);
    if (inZh && !inJa) zhOnly++;
    if (inJa && !inZh) jaOnly++;
  }
  return jaOnly > zhOnly ? "ja" : "zh";
}

/** What a question asks for, from its wording: it decides which blocks answer best. */
export interface Cues {
  /** How to do something: steps and commands. */
  readonly steps: boolean;
  /** A price: money amounts. */
  readonly price: boolean;
  /** A duration or a time: numbers with time units. */
  readonly time: boolean;
  /** A count or a limit: numbers. */
  readonly amount: boolean;
  /** Something does not work: a troubleshooting section. */
  readonly trouble: boolean;
  /** The counter a count asks in (件 of 何件, 个 of 几个): the answer writes a number with it. */
  readonly unit: string | null;
}

/** "How many" with its counter word, in the languages that count with one. */
const COUNTERS: { readonly [L in Language]: RegExp } = {
  // English counts things by name: "how many snapshots" is answered by "10 manual snapshots".
  // The first plural of the next three words is the thing counted ("how many custom ISO images");
  // "the number of" counts the same way ("a max number of rules").
  en: /\b(?:how many|number of)\s+(?:(?:[a-z]+\s+){0,2}?([a-z]+?)e?s\b|([a-z]+)\b)/i,
  zh: /(?:几|多少)\s?(个|条|台|次|天|小时|分钟|张|块|G|GB)/i,
  ja: /何\s?(個|件|台|回|日|時間|分|枚|人|つ)/,
};

const CUE_PATTERNS: {
  readonly [L in Language]: { readonly [K in Exclude<keyof Cues, "unit">]: RegExp };
} = {
  en: {
    steps:
      /\bhow (?:do|can|to|should|would)\b|\bsteps?\b|\bset ?up\b|\b(?:enable|turn on|install|connect|configure)\b/i,
    price: /\bprice\b|\bcosts?\b|\bhow much\b|\bcheap|\bexpensive\b|\bfees?\b|\$|\bpay\b/i,
    time: /\bhow (?:long|fast|soon|quickly)\b|\bwhen\b|\bdays?\b|\bhours?\b|\bminutes?\b|\bweeks?\b/i,
    amount:
      /\bhow (?:many|much|big|large)\b|\bmax(?:imum)?\b|\bmin(?:imum)?\b|\blimits?\b|\bup to\b|\bmost\b|\bper ?cent(?:age)?\b/i,
    trouble: /\b(?:can'?t|cannot|won'?t|doesn'?t|isn'?t|not working|still|fails?|error)\b/i,
  },
  zh: {
    steps: /怎么|怎样|如何|步骤|设置|开启|启用|安装|连接|配置|操作/,
    price: /多少钱|价格|价钱|价|费用|收费|便宜|贵|花费|月付|年付/,
    time: /多久|多长时间|几天|几个小时|什么时候|何时|多快|时间/,
    amount: /多少|几个|几台|几条|最多|最少|上限|限制|多大|比例|百分之/,
    trouble: /不了|不上|无法|失败|报错|还是/,
  },
  ja: {
    steps: /方法|どうやって|どうすれば|どのように|手順|したい|するには|設定|有効|接続|インストール/,
    price: /いくら|料金|価格|値段|費用|安い|高い|月額|年額/,
    time: /どのくらい|どれくらい|何日|何時間|何分|いつ|期間|時間/,
    amount: /何個|何件|何台|いくつ|何回|上限|最大|最小|まで|制限|パーセント|割合/,
    trouble: /(?:でき|つながら|開か|届か)ない|エラー|失敗/,
  },
};

const firstGroup = (match: RegExpExecArray | null) => match?.slice(1).find((g) => g !== undefined);

export function cuesOf(question: string, language: Language): Cues {
  const patterns = CUE_PATTERNS[language];
  return {
    steps: patterns.steps.test(question),
    price: patterns.price.test(question),
    time: patterns.time.test(question),
    amount: patterns.amount.test(question),
    trouble: patterns.trouble.test(question),
    unit: firstGroup(COUNTERS[language].exec(question))?.toLowerCase() ?? null,
  };
}

const MONEY = /[$€¥£]\s?\d|\d\s?(?:usd|cny|元|円|ドル|美元)/i;
const DURATION =
  /\d\s?(?:days?|hours?|minutes?|business days?|weeks?|months?|years?|seconds?|天|小时|分钟|个?工作日|周|个月|年|秒|日|時間|分|週間|か月|ヶ月|年|秒)/i;
const NUMBER = /\d/;

/** Whether a text states an amount: money, a duration or a percentage. */
export const statesQuantity = (text: string): boolean =>
  MONEY.test(text) || DURATION.test(text) || /\d\s?%/.test(text);

/** A number written with a counter (50件, 10 个) or before a thing counted (10 manual snapshots). */
const countsIn = (unit: string) =>
  /^[a-z]+$/.test(unit)
    ? new RegExp(`\\d[\\d,]*\\s+(?:[a-z-]+\\s+)?${unit}`, "i")
    : new RegExp(`\\d\\s?${unit}`, "i");

/** How well a block fits the cues (0 when it fits none of them). */
export function cueFit(
  block: { readonly text: string; readonly kind: string; readonly cells?: readonly string[] },
  cues: Cues,
): number {
  const { text, kind } = block;
  let fit = 0;
  if (cues.steps && (kind === "step" || kind === "code")) fit += 1;
  if (cues.price && MONEY.test(text)) fit += 1;
  if (cues.time && DURATION.test(text)) fit += 1;
  if (cues.amount && NUMBER.test(text)) fit += 0.5;
  if (cues.unit && counts(block, cues.unit)) fit += 1;
  return fit;
}

/**
 * Whether a section gives the count a question asks for (its unit: 件, rules): the section that
 * states "Custom rules per group | 50" answers "how many rules", not the one that explains rules.
 */
export const countsAskedUnit = (
  section: {
    readonly blocks: readonly { readonly text: string; readonly cells?: readonly string[] }[];
  },
  cues: Cues,
): boolean =>
  cues.unit !== null && section.blocks.some((block) => counts(block, cues.unit as string));

/** Whether a block gives a count of `unit`: in its text, or a table row naming it first. */
function counts(
  block: { readonly text: string; readonly cells?: readonly string[] },
  unit: string,
) {
  if (countsIn(unit).test(block.text)) return true;
  // A row names the thing in its first cell and the number in another ("Custom rules per group | 50").
  const [first, ...rest] = block.cells ?? [];
  return (
    (first?.toLowerCase().includes(unit.toLowerCase()) ?? false) &&
    rest.some((cell) => NUMBER.test(cell))
  );
}

/**
 * Words that say how a question is asked, not what it is about (多久, 多少钱, 怎么办, どれくらい,
 * 何パーセント; "the cheapest", 最便宜, 一番安い ask for the lowest price of what they name, and
 * 返金条件 for the conditions of a refund): the answer's kind is read from them (the cues above),
 * its topic from the rest.
 */
const FRAME_PATTERNS: { readonly [L in Language]: RegExp | null } = {
  en: /\bhow (?:many|much(?: (?:extra|more))?|long|often)\b|\bcheap(?:est|er)?\b/gi,
  zh: /条件|多久|多长时间|(?:一个?月|每月)?多少钱(?:一个?月)?|多少|最便宜|便宜|最低价|几天|几个|怎么办|怎么样|怎么|怎样|如何|什么时候|为什么|算不算|是不是|能不能|可不可以|有没有|行不行|吗|呢/g,
  ja: /する方法|条件|一番安い|最も安い|最安値?|安い|どれくらい|どのくらい|どうすれば|どうなりますか|どうやって|どのように|何パーセント|何日|何時間|何分|何個|何件|何台|何回|いくら|いくつ|できますか|ありますか|ですか|ますか/g,
};

/** Where the question says how it is asked: [start, end) spans. */
export function frameSpans(question: string, language: Language): [number, number][] {
  const pattern = FRAME_PATTERNS[language];
  if (!pattern) return [];
  return [...question.matchAll(pattern)].map((m) => [m.index, m.index + m[0].length]);
}

/**
 * The headings of sections that answer a kind of question as a whole: "Limits" for how many,
 * "Prices" for how much. A cue of the question makes such a section of the right article likelier.
 */
const CUE_HEADINGS: {
  readonly [L in Language]: { readonly [K in "price" | "amount" | "trouble"]: RegExp };
} = {
  en: {
    price: /\bprices?\b|\bpricing\b|\bcosts?\b|\bfees?\b/i,
    amount: /\blimits?\b|\bquotas?\b/i,
    trouble: /\btroubleshoot/i,
  },
  zh: { price: /价格|费用|收费|计费/, amount: /限制|上限|配额/, trouble: /排查|常见问题/ },
  ja: { price: /料金|価格|費用/, amount: /制限|上限/, trouble: /トラブル|うまくいかない|確認方法/ },
};

/** How well a section's heading fits the cues (0 or 1). */
export function headingFit(heading: string, language: Language, cues: Cues): number {
  const patterns = CUE_HEADINGS[language];
  return (cues.price && patterns.price.test(heading)) ||
    (cues.amount && patterns.amount.test(heading)) ||
    (cues.trouble && patterns.trouble.test(heading))
    ? 1
    : 0;
}

/**
 * What a question turns away from ("a key instead of a password", 鍵ではなく: パスワードではなく
 * 鍵で): the words it does not want weigh less than those it asks about.
 */
const NEGATED_PATTERNS: { readonly [L in Language]: RegExp } = {
  en: /\b(?:instead of|rather than|other than|without)\s+(?:(?:a|an|the|my|your)\s+)?([\w-]+)/dgi,
  zh: /(?:而不是|不是用|不用|不要)\s?([\u3400-\u9fffA-Za-z]{1,6})|([\u3400-\u9fffA-Za-z]{1,6})(?=以外)/dg,
  ja: /([\u30a0-\u30ff\u3400-\u9fffA-Za-z]+)(?:ではなく|じゃなくて|以外)/dg,
};

/** Where the question names what it does not want: [start, end) spans. */
export function negatedSpans(question: string, language: Language): [number, number][] {
  return [...question.matchAll(NEGATED_PATTERNS[language])].map((m) => [
    m.index,
    m.index + m[0].length,
  ]);
}

/** Where the question names the thing it turns away from, without "instead of" / ではなく. */
export function turnedAwaySpans(question: string, language: Language): [number, number][] {
  return [...question.matchAll(NEGATED_PATTERNS[language])].flatMap(
    (m) => m.indices?.slice(1).filter((span) => span !== undefined) ?? [],
  );
}
