// The words visitors type for what the articles say otherwise (`cost` for a price, `money
// back` for a refund, `SLA` for the service level agreement, 退钱 for 退款, 払い戻し for 返金):
// one table per language of general product vocabulary. Each line is a set of words or
// phrases that mean the same in a hosting provider's documentation; a line is never a patch
// for one query of the benchmark (the sets were written from the articles' vocabulary, and the
// benchmark's paraphrases after them; see bench/README.md).
//
// English sets are matched on index terms (stemmed, stop words dropped), so `prices`,
// `pricing` and `priced` are all `price`. Chinese and Japanese sets are matched as written,
// inside the query text (a segmenter cuts 退钱 or 独服 unpredictably).
import { hasCjk, type Language, latinTerm, normalizeWord, STOPWORDS } from "./tokenize.ts";

export const SYNONYMS: Readonly<Record<Language, readonly (readonly string[])[]>> = {
  en: [
    // Money
    ["price", "cost", "fee", "charge", "tariff"],
    [
      "refund",
      "money back",
      "reimburse",
      "reimbursement",
      "repay",
      "repayment",
      "unhappy",
      "dissatisfied",
    ],
    ["coupon", "promo code", "promo", "voucher", "discount code", "coupon code"],
    ["invoice", "receipt"],
    ["month", "monthly"],
    ["quarter", "quarterly"],
    ["year", "yearly", "annual", "annually"],
    ["cancel", "cancellation"],
    ["expire", "expiry", "expiration", "forget to renew", "forgot to renew"],
    ["commission", "earn", "earnings"],
    ["affiliate", "referral", "refer"],
    ["group-buy", "group buy", "group purchase", "buy together", "team purchase"],
    ["does not fill", "unfilled", "fails to fill", "failed to fill"],
    // Network
    ["traffic", "bandwidth", "data transfer", "transfer volume"],
    ["allowance", "quota", "data cap", "traffic cap"],
    ["past the allowance", "overage", "over the allowance", "over quota"],
    ["latency", "ping"],
    ["region", "location", "data center", "data centre", "datacenter"],
    ["security group", "firewall"],
    ["private network", "internal network", "vpc", "lan"],
    // Servers and storage
    ["dedicated server", "bare metal", "bare-metal server", "physical server"],
    ["disk", "drive", "hard drive", "hard disk"],
    ["snapshot", "backup"],
    ["reinstall", "re-install", "reimage"],
    ["boot", "startup"],
    ["upgrade", "resize", "scale up"],
    ["extra", "additional"],
    ["shrink", "smaller", "downsize", "scale down"],
    ["delete", "remove", "destroy", "terminate"],
    ["php hosting", "shared hosting", "web hosting", "website hosting"],
    // Accounts, support, policy
    ["sla", "service level agreement", "uptime guarantee", "availability guarantee"],
    ["uptime", "availability"],
    ["downtime", "outage", "unavailable"],
    ["service credit", "compensation"],
    ["2fa", "two-factor authentication", "two-step verification", "mfa"],
    ["enable", "turn on", "switch on"],
    ["disable", "turn off", "switch off"],
    ["login", "logon", "sign in"],
    ["reset", "forgot", "forgotten", "lost"],
    ["api key", "access token", "token"],
    ["complaint", "report abuse"],
    [
      "copyright",
      "dmca",
      "pirated",
      "piracy",
      "copied without permission",
      "used without permission",
      "takedown",
      "take down",
    ],
    ["malware", "malicious", "virus"],
    ["ticket", "support request"],
    ["terms of service", "tos", "terms and conditions"],
  ],
  zh: [
    ["退款", "退钱", "退费", "退回", "返还", "不满意"],
    ["到期", "忘记续费", "忘了续费", "没续费"],
    ["未成团", "没拼成", "没成团", "拼团失败", "拼不成"],
    ["支付方式", "信用卡", "银行卡"],
    ["价格", "费用", "多少钱", "收费", "价钱", "资费", "报价"],
    ["优惠券", "优惠码", "折扣码", "代金券", "兑换码"],
    ["流量", "带宽"],
    ["超出配额", "超额", "超量", "流量用完", "流量超了", "超出流量"],
    ["升级", "升配", "升级配置"],
    ["删除", "删掉", "销毁"],
    ["虚拟主机", "网站空间", "共享主机"],
    ["独立服务器", "独服", "物理服务器", "裸金属"],
    ["云服务器", "云主机", "CVM"],
    ["数据盘", "云盘", "云硬盘", "硬盘", "磁盘"],
    ["缩容", "缩小", "变小", "减小"],
    ["快照", "备份"],
    ["双因素认证", "二次验证", "两步验证", "双重验证", "二步验证"],
    ["启用", "开启"],
    ["停用", "禁用"],
    ["登录", "登不上", "登陆", "连不上", "无法连接"],
    ["迁移", "换到", "搬到", "转移"],
    ["地域", "机房", "数据中心", "节点"],
    ["安全组", "防火墙"],
    ["服务等级协议", "SLA", "可用性承诺"],
    ["推广", "返利", "邀请", "推荐"],
    ["续费", "续期"],
    ["工单", "客服"],
    ["认证", "鉴权"],
    ["忘记", "忘了"],
    ["回复", "响应", "答复", "回应"],
    ["赔偿", "补偿"],
    ["版权", "盗版", "盗用", "侵权", "抄袭"],
  ],
  ja: [
    ["返金", "払い戻し", "払戻し", "返還", "満足できない", "不満"],
    ["期限切れ", "更新を忘れ", "更新し忘れ", "更新しなかった"],
    ["揃わなかった", "揃わない", "成立しなかった", "成立しない", "不成立"],
    ["お支払い方法", "クレジットカード", "カード"],
    ["料金", "価格", "費用", "値段", "いくら"],
    ["クーポン", "割引コード", "プロモコード"],
    ["転送量", "トラフィック", "帯域"],
    ["超過", "使い切", "オーバー"],
    ["PHPホスティング", "レンタルサーバー", "共用サーバー"],
    ["専用サーバー", "物理サーバー", "ベアメタル"],
    ["データディスク", "ディスク", "ストレージ"],
    ["縮小", "減らし", "減らす", "小さく"],
    ["スナップショット", "バックアップ"],
    ["二段階認証", "二要素認証", "2段階認証"],
    ["有効にする", "オンにする", "有効化"],
    ["無効にする", "オフにする", "無効化"],
    ["作成", "作り方", "作る", "立ち上げ"],
    ["ログイン", "接続"],
    ["リージョン", "地域", "データセンター"],
    ["セキュリティグループ", "ファイアウォール"],
    ["アフィリエイト", "紹介"],
    ["更新", "延長"],
    ["アップグレード", "増強", "プラン変更"],
    ["ヌルルート", "ヌルルーティング"],
    ["回答", "返信", "返答"],
    ["サービスクレジット", "補償", "賠償"],
    ["著作権", "無断転載", "転載", "無断使用", "盗用", "海賊版", "パクリ"],
  ],
};

/**
 * English verbs with a particle that mean a product word (`back up` a backup, `log in`); the
 * particle is a stop word, so a query reads them as that word.
 */
const PHRASAL: readonly (readonly [RegExp, string])[] = [
  [/\bback(?:ed|ing|s)?[\s-]+up\b/g, "backup"],
  [/\blog(?:ged|ging|s)?[\s-]+(?:in|into|on)\b/g, "login"],
  [/\bstart(?:ed|ing|s)?[\s-]+up\b/g, "startup"],
];

/** A query with its phrasal verbs as one word (`back up my server`: `backup my server`). */
export const joinPhrasal = (text: string): string =>
  PHRASAL.reduce((out, [pattern, word]) => out.replace(pattern, word), text);

/** A word or phrase as the index terms it is made of (stop words dropped, words stemmed). */
const termsOf = (text: string): string[] =>
  text
    .split(/[\s-]+/)
    .map(normalizeWord)
    .filter((word) => word && !STOPWORDS.has(word))
    .map(latinTerm);

/** Every entry of every English set, as terms, with the other entries of its set. */
const ENTRIES: readonly { readonly terms: readonly string[]; readonly others: string[][] }[] =
  SYNONYMS.en.flatMap((set) => {
    const all = set.map(termsOf);
    return all
      .map((terms, i) => ({ terms, others: all.filter((_, j) => j !== i) }))
      .filter((entry) => entry.terms.length > 0);
  });

/**
 * The synonym entry that starts at `terms[at]`, longest first: how many terms it covers and
 * the other ways to say it (each a list of terms, all of which should match).
 */
export function synonymsAt(
  terms: readonly string[],
  at: number,
): { readonly length: number; readonly others: readonly (readonly string[])[] } | null {
  let best: (typeof ENTRIES)[number] | null = null;
  for (const entry of ENTRIES) {
    if (best && entry.terms.length <= best.terms.length) continue;
    if (entry.terms.every((term, i) => terms[at + i] === term)) best = entry;
  }
  return best ? { length: best.terms.length, others: best.others } : null;
}

/** A Chinese or Japanese synonym found in a query: where, and the other ways to say it. */
export interface CjkSynonym {
  readonly start: number;
  readonly end: number;
  readonly written: string;
  readonly others: readonly string[];
}

/**
 * The Chinese or Japanese entries of `language`'s table written in `text`, longest first and
 * not overlapping, in the order they appear.
 */
export function cjkSynonymsIn(text: string, language: Language): CjkSynonym[] {
  if (language === "en" || !hasCjk(text)) return [];
  const lower = normalizeWord(text);
  const entries = SYNONYMS[language]
    .flatMap((set) =>
      set.map((written) => ({
        written: normalizeWord(written),
        others: set.filter((other) => other !== written),
      })),
    )
    .filter((entry) => hasCjk(entry.written))
    .sort((a, b) => b.written.length - a.written.length);
  const taken: CjkSynonym[] = [];
  for (const { written, others } of entries) {
    let from = 0;
    for (;;) {
      const start = lower.indexOf(written, from);
      if (start === -1) break;
      const end = start + written.length;
      if (!taken.some((t) => start < t.end && t.start < end))
        taken.push({ start, end, written, others });
      from = end;
    }
  }
  return taken.sort((a, b) => a.start - b.start);
}
