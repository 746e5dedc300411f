// A price question about a configuration no section quotes ("cloud s2 in frankfurt with 50 mbit,
// what's the monthly total") is answered with the sum itself. The configuration is read off the
// question (one plan and how many, the region, the period, Windows, a bandwidth upgrade, data
// disks, coupon codes), checked with the provider's own rule (serverConfig) and priced with the
// contract's quoteServer: the function the configurator and the checkout use, so the
// assistant's sum and the bill cannot differ. A question that names no plan but data disks gets
// the disks' period price (periodPrice, the same rule). The quote is shown as the
// documentation's worked quotes are (Line | Calculation | Price) and cites the section that
// states the period rule.
//
// Nothing is guessed: a question naming two plans (an upgrade), a period the catalogue does not
// sell (two years), a bandwidth it does not offer, or a configuration serverConfig refuses gets
// no quote, and neither does a price another rule decides (a refund, an SLA credit, a
// commission, a sale or group-buy price): the documentation answers those.
import {
  cents,
  PERIOD_DISCOUNT,
  PERIOD_MONTHS,
  type Period,
  periodPrice,
  quoteServer,
} from "@hostfront/api-client/contract";
import {
  type BandwidthDoc,
  type Catalogue,
  type CouponDoc,
  couponView,
  type DiskProductDoc,
  diskProductView,
  type ImageDoc,
  imageView,
  type Language,
  type PlanDoc,
  planView,
  type RegionDoc,
} from "@hostfront/api-client/fixtures";
import { serverConfig } from "@hostfront/api-client/provider-rules";
import { ContractError } from "@hostfront/api-client/server";
import { formatPrice } from "@hostfront/commerce";
import type { BlockIndex } from "./blocks.ts";
import type { Part } from "./grow.ts";
import type { Block, Section } from "./passages.ts";

/** What a quote reads: the documents serverConfig checks, and the coupons. */
export type QuoteCatalogue = Parameters<typeof serverConfig>[0] & Pick<Catalogue, "coupons">;

/** A configuration read off a question. */
export interface Configuration {
  /** Null when the question prices data disks alone. */
  readonly plan: PlanDoc | null;
  /** The region named, if one is. */
  readonly region: RegionDoc | null;
  /** A month when the question states none. */
  readonly period: Period;
  readonly windows: ImageDoc | null;
  readonly bandwidth: BandwidthDoc | null;
  readonly disks: readonly { readonly product: DiskProductDoc; readonly sizeGb: number }[];
  readonly coupons: readonly CouponDoc[];
  /** How many identical servers (one order holds 1 to 10). */
  readonly quantity: number;
}

interface Words {
  /** Asks what something costs ("how much" alone may ask for traffic). */
  readonly price: RegExp;
  /** A price another rule decides: the documentation answers it. */
  readonly elsewhere: RegExp;
  /** The periods by keyword, the longest first. */
  readonly periods: readonly (readonly [Period, RegExp])[];
  /** A number of months or years ("3 months", 两年, 2か月): its number and whether in years. */
  readonly count: RegExp;
  /** The question is about a data disk. */
  readonly disk: RegExp;
  /** A number of servers ("3 vps", 两台, 2台): its number. */
  readonly servers: RegExp;
}

/** Numbers written as words, in the three languages. */
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
  十: 10,
  十二: 12,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
};

/** A number written in digits or as a word (3, three, 三; 0 for neither). */
const numberOf = (text: string) => Number(text) || NUMBER_WORDS[text.toLowerCase()] || 0;

const WORDS: { readonly [L in Language]: Words } = {
  en: {
    price:
      /\bprices?\b|\bpric(?:ed|ing)\b|\bcosts?\b|\bpay\b|\btotal\b|\bquote\b|\bfinal amount\b|\$|\bhow much (?:is|are|does|do|would|will|for|money)\b/i,
    elsewhere:
      /\brefund|\bmoney back\b|\bcredits?\b|\bsla\b|\bcommission|\breferr|\baffiliate|\bgroup[- ]?buy|\bsale\b|\bintro|\boffer\b|\b(?:first|second) month\b|\brenew|\bdowngrad|\bprorat|\bdifference\b|\bleft\b|\bnew customer|\bgroup\b|\bdown\b|\boutage|\buptime|\bavailability|\bcheaper than\b|\bcompared?\b|\bvs\.?\b|\binstead of\b|\bsav(?:e|es|ing|ings)\b|\bresiz|\bgrow|\bincreas|\bexpand|\bextend/i,
    periods: [
      ["year", /\byearly\b|\bannual(?:ly)?\b|\b(?:a|one|per|each|whole|full|the) year\b/i],
      ["quarter", /\bquarter(?:ly)?\b/i],
      ["month", /\bmonthly\b|\b(?:a|one|per|each|the) month\b/i],
    ],
    count: /\b(\d+|one|two|three|four|five|six|twelve) ?(months?|years?)\b/gi,
    disk: /\bdisks?\b|\bvolumes?\b|\bstorage\b|\bdrives?\b/i,
    servers:
      /\b(\d+|two|three|four|five|six|seven|eight|nine|ten) ?(?:x ?)?(?:servers|vpses|vps|machines|boxes|instances|nodes|of them)\b/i,
  },
  zh: {
    price:
      /多少钱|价格|价钱|什么价|费用|收费|花费|总价|总计|一共|总共|合计|实付|付多少|交多少|刀|便宜|划算|贵/,
    elsewhere:
      /退|赔|补偿|佣金|推广|返利|拼团|特惠|秒杀|首月|第一个月|新用户|新人|活动|续费|补差|补多少|剩|降配|省|扩容|扩大|增加到|加到|分到|提成|每续|掉线|宕|可用性|停机|相比|区别|差多少|差价/,
    periods: [
      ["year", /年付|按年|包年|全年|每年|年费/],
      ["quarter", /季付|按季|季度/],
      ["month", /月付|按月|每月|每个月|月费/],
    ],
    count: /(\d+|十二|[一二两三四五六])\s*(个月|年)/g,
    disk: /盘|存储/,
    servers: /(\d+|[两二三四五六七八九十])\s*台/,
  },
  ja: {
    price: /いくら|料金|価格|値段|費用|合計|総額|払う|支払|安い|高い/,
    elsewhere:
      /返金|返って|戻って|クレジット|補償|報酬|紹介|アフィリエイト|共同購入|グループ|セール|初月|初めて|新規|キャンペーン|更新|差額|残|お得|節約|増や|拡張|落ち|停止|ダウン|稼働率|違い|違う|比べ/,
    periods: [
      ["year", /年払い|年額|年契約|年間/],
      ["quarter", /四半期/],
      ["month", /月払い|月額|毎月|ひと月/],
    ],
    count: /(\d+|十二|[一二三四五六])\s*([かヶカケヵ]月|年)/g,
    disk: /ディスク|ストレージ/,
    servers: /(\d+|[二三四五六七八九十])\s*台/,
  },
};

/** The periods the catalogue sells, by their months. */
const PERIOD_OF_MONTHS: Readonly<Record<number, Period>> = { 1: "month", 3: "quarter", 12: "year" };
const PERIOD_ORDER: readonly Period[] = ["year", "quarter", "month"];

/** What a quote says in its own words. */
interface QuoteTexts {
  readonly header: readonly [string, string, string];
  readonly total: string;
  readonly licence: string;
  readonly bandwidth: (mbps: number, region: string) => string;
  readonly disk: (type: string, sizeGb: number) => string;
  readonly intro: (what: string, period: Period, region: string | null) => string;
  readonly withCoupon: (code: string) => string;
  readonly couponProblem: (
    code: string,
    problem: "product" | "min-spend",
    minSpend: string,
  ) => string;
}

const PERIOD_WORDS: { readonly [L in Language]: { readonly [P in Period]: string } } = {
  en: { month: "for a month", quarter: "for a quarter", year: "for a year" },
  zh: { month: "按月付", quarter: "按季付", year: "按年付" },
  ja: { month: "月払い", quarter: "四半期払い", year: "年払い" },
};

const TEXTS: { readonly [L in Language]: QuoteTexts } = {
  en: {
    header: ["Line", "Calculation", "Price"],
    total: "Total",
    licence: "Windows Server licence",
    bandwidth: (mbps, region) => `Bandwidth ${mbps} Mbps (${region})`,
    disk: (type, size) => `${type} data disk, ${size.toLocaleString("en-US")} GB`,
    intro: (what, period, region) =>
      `${what}${region ? ` in ${region}` : ""}, paid ${PERIOD_WORDS.en[period]}, priced line by line as the configurator prices it:`,
    withCoupon: (code) => `With ${code}`,
    couponProblem: (code, problem, minSpend) =>
      problem === "product"
        ? `${code} does not apply to this product.`
        : `${code} needs an order of at least ${minSpend}.`,
  },
  zh: {
    header: ["项目", "计算", "价格"],
    total: "合计",
    licence: "Windows Server 许可证",
    bandwidth: (mbps, region) => `带宽 ${mbps} Mbps（${region}）`,
    disk: (type, size) => `${type} 数据盘 ${size} GB`,
    intro: (what, period, region) =>
      `${what}${region ? `（${region}）` : ""}${PERIOD_WORDS.zh[period]}，按配置页面的计价方式逐项计算：`,
    withCoupon: (code) => `使用 ${code}`,
    couponProblem: (code, problem, minSpend) =>
      problem === "product"
        ? `${code} 不适用于该产品。`
        : `${code} 需要订单满 ${minSpend} 才能使用。`,
  },
  ja: {
    header: ["項目", "計算", "料金"],
    total: "合計",
    licence: "Windows Serverライセンス",
    bandwidth: (mbps, region) => `帯域${mbps} Mbps（${region}）`,
    disk: (type, size) => `${type}データディスク ${size} GB`,
    intro: (what, period, region) =>
      `${what}${region ? `（${region}）` : ""}を${PERIOD_WORDS.ja[period]}にした場合の料金です。構成ページと同じ方法で項目ごとに計算しています。`,
    withCoupon: (code) => `${code}を使う場合`,
    couponProblem: (code, problem, minSpend) =>
      problem === "product"
        ? `${code}はこの製品には使えません。`
        : `${code}は${minSpend}以上のご注文で使えます。`,
  },
};

/** US dollars as the documentation writes them in every language ($1,076.10). */
const usd = (amount: number) => formatPrice(amount, "USD", "en-US");

/** Text matched literally in a pattern (RegExp.escape is Node 24's; the engines allow 22). */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const namePatterns = new Map<string, RegExp>();
/**
 * A name as a pattern, not inside a longer word: any spacing or hyphen where the name has a
 * space or hyphen. Compiled once per name (the names are the catalogue's).
 */
function namePattern(name: string): RegExp {
  let pattern = namePatterns.get(name);
  if (!pattern) {
    pattern = new RegExp(
      `(?<![a-z0-9])${name
        .toLowerCase()
        .split(/[\s-]+/)
        .map(escapeRegExp)
        .join("[\\s-]*")}(?![a-z0-9])`,
      "i",
    );
    namePatterns.set(name, pattern);
  }
  return pattern;
}
/** A region's name without a note ("Sydney (coming soon)"). */
const bareName = (name: string) => name.replace(/\s*[（(].*$/, "").trim();

/**
 * The plans a question names: by a name in any language ("VPS Standard", VPS 标准型), or by the
 * part that tells it from its product's other plans when that part cannot be read otherwise
 * (Cloud "S2", "EPYC 16", 标准型; not "Standard" or "Pro", which other names use too).
 */
function namedPlans(question: string, plans: readonly PlanDoc[]): PlanDoc[] {
  return plans.filter((plan) =>
    Object.values(plan.texts).some(({ name }) => {
      if (namePattern(name).test(question)) return true;
      const own = name.replace(
        /^(?:VPS|Cloud|Dedicated|云服务器|独立服务器|クラウドサーバー|専用サーバー)\s*/,
        "",
      );
      // A model code (S2, M8, EPYC 16, E-2388G) or a Chinese tier (标准型) names one plan.
      return own !== name && (/\d/.test(own) || /型$/.test(own)) && namePattern(own).test(question);
    }),
  );
}

/** The period a question asks for; null when it names one the catalogue does not sell. */
function periodOf(question: string, words: Words): { period: Period; stated: boolean } | null {
  const found = new Set<Period>();
  for (const [, number, unit] of question.matchAll(words.count)) {
    const n = numberOf(number ?? "");
    const months = /year|年/i.test(unit ?? "") ? n * 12 : n;
    const period = PERIOD_OF_MONTHS[months];
    if (!period) return null;
    found.add(period);
  }
  for (const [period, pattern] of words.periods) if (pattern.test(question)) found.add(period);
  const period = PERIOD_ORDER.find((p) => found.has(p));
  return period ? { period, stated: true } : { period: "month", stated: false };
}

/** A size in GB or TB, not part of a model name (E-2388G). */
const DISK_SIZE = /(?<![a-z0-9.-])(\d+(?:[.,]\d+)?)\s*(tb|t|gb|g)(?![a-z])/gi;
const DISK_TYPES: readonly (readonly [DiskProductDoc["type"], RegExp])[] = [
  ["nvme", /nvme/gi],
  ["ssd", /(?<!nvme[\s-]*)ssd|固态/gi],
  ["hdd", /hdd|机械/gi],
];
/** How far (characters) a disk's type may stand from its size ("2tb standard hdd"). */
const DISK_TYPE_REACH = 20;

/**
 * The data disks a question names: a size with the nearest disk type beside it ("a 100gb nvme and
 * a 500gb ssd", 2T的HDD), but not the plan's own system disk ("vps standard with its 80 GB
 * NVMe"). Null when a disk's size is named without its type: it cannot be priced.
 */
function disksOf(
  question: string,
  catalogue: QuoteCatalogue,
  plan: PlanDoc | null,
  words: Words,
): { product: DiskProductDoc; sizeGb: number }[] | null {
  const disks: { product: DiskProductDoc; sizeGb: number }[] = [];
  for (const match of question.matchAll(DISK_SIZE)) {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    const from = Math.max(0, start - DISK_TYPE_REACH);
    const near = question.slice(from, end + DISK_TYPE_REACH);
    let type: DiskProductDoc["type"] | undefined;
    let distance = Number.POSITIVE_INFINITY;
    for (const [candidate, pattern] of DISK_TYPES)
      for (const found of near.matchAll(pattern)) {
        const at = from + (found.index ?? 0);
        const apart = at >= end ? at - end : Math.max(0, start - (at + found[0].length));
        if (apart < distance) [type, distance] = [candidate, apart];
      }
    const product = type && catalogue.diskProducts.find((d) => d.type === type);
    if (!product) {
      if (words.disk.test(near)) return null;
      continue;
    }
    // 2,000 is two thousand; 1,5 (a decimal comma) one and a half.
    const size = Number((match[1] ?? "0").replace(/,(?=\d{3}$)/, "").replace(",", "."));
    const sizeGb = Math.round(/^t/i.test(match[2] ?? "") ? size * 1000 : size);
    if (plan && sizeGb === plan.diskGb && type === plan.diskType) continue;
    disks.push({ product, sizeGb });
  }
  return disks;
}

const BANDWIDTH = /(\d+)\s*(?:mbps|mbit\w*|mb\/s|m(?![a-z])|兆)/gi;

/**
 * The configuration a price question names, or null when it names none this can price: a
 * question about a sum needs one plan and something beyond its list price (a stated period, a
 * licence, a bandwidth, a disk, a coupon), or data disks alone.
 */
export function readConfiguration(
  question: string,
  language: Language,
  catalogue: QuoteCatalogue,
): Configuration | null {
  const words = WORDS[language];
  if (!words.price.test(question)) return null;
  if (words.elsewhere.test(question)) return null;
  const plans = namedPlans(question, catalogue.plans);
  if (plans.length > 1) return null;
  const plan = plans[0] ?? null;
  const when = periodOf(question, words);
  if (!when) return null;
  const regions = catalogue.regions.filter(
    (region) =>
      region.available &&
      Object.values(region.texts).some(({ name }) => namePattern(bareName(name)).test(question)),
  );
  const region = regions.length === 1 ? (regions[0] ?? null) : null;
  const windows =
    plan && /windows/i.test(question)
      ? ([...catalogue.images]
          .reverse()
          .find((image) => image.family === "windows" && image.productTypes.includes(plan.type)) ??
        null)
      : null;
  let bandwidth: BandwidthDoc | null = null;
  if (plan?.type === "cvm") {
    for (const [, mbps] of question.matchAll(BANDWIDTH)) {
      const asked = Number(mbps);
      if (asked <= plan.bandwidthMbps) continue;
      // A bandwidth priced by region needs the region, and one the catalogue sells.
      const option = catalogue.bandwidths.find(
        (b) => b.areaId === region?.id && b.bandwidthMbps === asked,
      );
      if (!option) return null;
      bandwidth = option;
    }
  }
  // Disks priced alone are asked about as disks ("a 2tb hdd disk"), not only named.
  const disks = plan || words.disk.test(question) ? disksOf(question, catalogue, plan, words) : [];
  if (!disks) return null;
  const counted = words.servers.exec(question)?.[1];
  const quantity = counted ? numberOf(counted) : 1;
  // One order holds 1 to 10 identical servers (the contract's orderCreate).
  if (quantity < 1 || quantity > 10) return null;
  const coupons = catalogue.coupons.filter((coupon) => namePattern(coupon.code).test(question));
  const beyondListPrice =
    when.stated ||
    windows !== null ||
    bandwidth !== null ||
    disks.length > 0 ||
    coupons.length > 0 ||
    quantity > 1;
  if (plan ? !beyondListPrice : disks.length === 0) return null;
  // Coupons and a number of servers belong to a server order, not to disks priced alone.
  return {
    plan,
    region,
    period: when.period,
    windows,
    bandwidth,
    disks,
    coupons: plan ? coupons : [],
    quantity: plan ? quantity : 1,
  };
}

/**
 * Whether the provider sells the configuration (serverConfig): in the region named, or else in
 * one of the plan's regions (a server's price is the same in each; a bandwidth needs its region).
 */
function sells(catalogue: QuoteCatalogue, config: Configuration & { plan: PlanDoc }): boolean {
  const linux = catalogue.images.find(
    (image) => image.family !== "windows" && image.productTypes.includes(config.plan.type),
  );
  const imageId = config.windows?.id ?? linux?.id;
  if (!imageId) return false;
  const areas = config.region ? [config.region.id] : config.plan.regions;
  return areas.some((areaId) => {
    try {
      serverConfig(catalogue, {
        planId: config.plan.id,
        areaId,
        imageId,
        bandwidthId: config.bandwidth?.id ?? null,
        disks: config.disks.map((d) => ({ diskProductId: d.product.id, sizeGb: d.sizeGb })),
        securityGroupId: null,
        snapshotStrategyId: null,
      });
      return true;
    } catch (error) {
      if (error instanceof ContractError) return false;
      throw error;
    }
  });
}

/** "$20.00 × 3 × 0.95" for a monthly amount paid for a period ("$20.00" for a month). */
const calculation = (monthlyUsd: number, period: Period) =>
  period === "month"
    ? usd(monthlyUsd)
    : `${usd(monthlyUsd)} × ${PERIOD_MONTHS[period]} × ${PERIOD_DISCOUNT[period]}`;

const diskCalculation = (product: DiskProductDoc, sizeGb: number, period: Period) => {
  const monthly = product.priceUsdPerGbMonth * sizeGb;
  const perGb = `${sizeGb.toLocaleString("en-US")} × ${usd(product.priceUsdPerGbMonth)} = ${usd(monthly)}`;
  return period === "month" ? perGb : `${perGb}; ${calculation(monthly, period)}`;
};

/** The first section of an article that states the period rule (`× months × 0.85`). */
function ruleSection(blocks: BlockIndex, slug: string): Section | undefined {
  return blocks
    .inArticle(slug)
    .find((entry) => entry.block.text.includes("×") && entry.block.text.includes("0.85"))?.section;
}

/** The articles whose sections state how a server and a data disk are priced. */
export const PRICING_ARTICLES = { server: "vps-pricing", disk: "block-storage-volume-pricing" };

/** The quote of a configuration as a part of the answer, citing the section of the rule. */
export function quotePart(
  blocks: BlockIndex,
  catalogue: QuoteCatalogue,
  config: Configuration,
): Part | null {
  const { language } = blocks;
  const texts = TEXTS[language];
  const section = ruleSection(
    blocks,
    config.plan ? PRICING_ARTICLES.server : PRICING_ARTICLES.disk,
  );
  if (!section) return null;
  const { plan, period } = config;
  // Data disks are sold with a VPS or a cloud server: disks priced alone must fit a VPS of the
  // region named (HDD is not sold in Tokyo), with the same rule.
  const server =
    plan ??
    catalogue.plans.find(
      (p) =>
        p.type === "vps" && p.stock > 0 && (!config.region || p.regions.includes(config.region.id)),
    );
  if (!server || !sells(catalogue, { ...config, plan: server })) return null;
  const disks = config.disks.map((disk) => ({
    product: diskProductView(disk.product, language),
    sizeGb: disk.sizeGb,
    doc: disk.product,
  }));
  const rows: string[][] = [];
  let totalUsd: number;
  const messages: string[] = [];
  const regionName = config.region ? bareName(config.region.texts[language].name) : null;
  /** A disk's row; `times` scales its calculation to the servers ordered. */
  const diskRow = (
    disk: (typeof disks)[number],
    amountUsd: number,
    times = (calc: string) => calc,
  ) => [
    texts.disk(disk.product.name, disk.sizeGb),
    times(diskCalculation(disk.doc, disk.sizeGb, period)),
    usd(amountUsd),
  ];
  let what: string;
  if (plan) {
    const view = planView(plan, language);
    const { quantity } = config;
    what = quantity > 1 ? `${quantity} × ${view.name}` : view.name;
    // Each line is one server's price times the quantity.
    const times = (calc: string) => (quantity > 1 ? `${calc} × ${quantity}` : calc);
    const input = {
      plan: view,
      period,
      quantity,
      image: config.windows ? imageView(config.windows) : null,
      bandwidth: config.bandwidth,
      disks,
    };
    const quote = quoteServer(input);
    let disk = 0;
    for (const line of quote.lines) {
      if (line.kind === "plan")
        rows.push([view.name, times(calculation(plan.prices.month, period)), usd(line.amountUsd)]);
      else if (line.kind === "license" && config.windows)
        rows.push([
          texts.licence,
          times(calculation(config.windows.licenseUsdPerMonth, period)),
          usd(line.amountUsd),
        ]);
      else if (line.kind === "bandwidth" && config.bandwidth)
        rows.push([
          texts.bandwidth(config.bandwidth.bandwidthMbps, regionName ?? ""),
          times(calculation(config.bandwidth.priceUsdPerMonth, period)),
          usd(line.amountUsd),
        ]);
      else if (line.kind === "disk") {
        const shown = disks[disk++];
        if (shown) rows.push(diskRow(shown, line.amountUsd, times));
      }
    }
    totalUsd = quote.totalUsd;
    rows.push([texts.total, "", usd(totalUsd)]);
    for (const coupon of config.coupons) {
      // The coupon's terms as the contract shows them (its state does not change a price).
      const terms = couponView(coupon, language, {
        remaining: coupon.remaining,
        received: false,
        userCouponId: null,
      });
      const withCoupon = quoteServer({ ...input, coupon: terms });
      if (withCoupon.couponProblem)
        messages.push(
          texts.couponProblem(coupon.code, withCoupon.couponProblem, usd(coupon.minSpendUsd)),
        );
      else
        rows.push([
          texts.withCoupon(coupon.code),
          `${usd(withCoupon.subtotalUsd)} − ${usd(withCoupon.discountUsd)}`,
          usd(withCoupon.totalUsd),
        ]);
    }
  } else {
    what = disks.map((disk) => texts.disk(disk.product.name, disk.sizeGb)).join(", ");
    totalUsd = 0;
    for (const disk of disks) {
      const amount = periodPrice(disk.product.priceUsdPerGbMonth * disk.sizeGb, period);
      totalUsd = cents(totalUsd + amount);
      rows.push(diskRow(disk, amount));
    }
    if (disks.length > 1) rows.push([texts.total, "", usd(totalUsd)]);
  }
  const group = -1;
  const paragraph = (markdown: string): Block => ({
    kind: "paragraph",
    markdown,
    text: markdown,
    group,
  });
  return {
    section,
    blocks: [
      paragraph(texts.intro(what, period, regionName)),
      ...rows.map(
        (cells): Block => ({
          kind: "row",
          markdown: cells.join(" | "),
          text: cells.join(" "),
          group,
          header: texts.header,
          cells,
        }),
      ),
      ...messages.map(paragraph),
    ],
  };
}
