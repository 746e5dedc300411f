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
}

const CUE_PATTERNS: { readonly [L in Language]: { readonly [K in keyof Cues]: RegExp } } = {
  en: {
    steps:
      /\bhow (?:do|can|to|should|would)\b|\bsteps?\b|\bset ?up\b|\b(?:enable|turn on|install|connect|configure)\b/i,
    price: /\bprice\b|\bcosts?\b|\bhow much\b|\bcheap|\bexpensive\b|\bfees?\b|\$|\bpay\b/i,
    time: /\bhow (?:long|fast|soon|quickly)\b|\bwhen\b|\bdays?\b|\bhours?\b|\bminutes?\b|\bweeks?\b/i,
    amount:
      /\bhow (?:many|much|big|large)\b|\bmax(?:imum)?\b|\bmin(?:imum)?\b|\blimits?\b|\bup to\b|\bmost\b/i,
  },
  zh: {
    steps: /怎么|怎样|如何|步骤|设置|开启|启用|安装|连接|配置|操作/,
    price: /多少钱|价格|价钱|价|费用|收费|便宜|贵|花费|月付|年付/,
    time: /多久|多长时间|几天|几个小时|什么时候|何时|多快|时间/,
    amount: /多少|几个|几台|几条|最多|最少|上限|限制|多大/,
  },
  ja: {
    steps: /方法|どうやって|どうすれば|どのように|手順|したい|するには|設定|有効|接続|インストール/,
    price: /いくら|料金|価格|値段|費用|安い|高い|月額|年額/,
    time: /どのくらい|どれくらい|何日|何時間|何分|いつ|期間|時間/,
    amount: /何個|何件|何台|いくつ|何回|上限|最大|最小|まで|制限/,
  },
};

export function cuesOf(question: string, language: Language): Cues {
  const patterns = CUE_PATTERNS[language];
  return {
    steps: patterns.steps.test(question),
    price: patterns.price.test(question),
    time: patterns.time.test(question),
    amount: patterns.amount.test(question),
  };
}

const MONEY = /[$€¥£]\s?\d|\d\s?(?:usd|cny|元|円|ドル|美元)/i;
const DURATION =
  /\d\s?(?:days?|hours?|minutes?|business days?|weeks?|months?|years?|seconds?|天|小时|分钟|个?工作日|周|个月|年|秒|日|時間|分|週間|か月|ヶ月|年|秒)/i;
const NUMBER = /\d/;

/** Whether a text states an amount: money, a duration or a percentage. */
export const statesQuantity = (text: string): boolean =>
  MONEY.test(text) || DURATION.test(text) || /\d\s?%/.test(text);

/** How well a block's text fits the cues (0 when it fits none of them). */
export function cueFit(text: string, kind: string, cues: Cues): number {
  let fit = 0;
  if (cues.steps && (kind === "step" || kind === "code")) fit += 1;
  if (cues.price && MONEY.test(text)) fit += 1;
  if (cues.time && DURATION.test(text)) fit += 1;
  if (cues.amount && NUMBER.test(text)) fit += 0.5;
  return fit;
}
