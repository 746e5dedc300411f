// The itemised price of a configuration of the server configurator: quoteServer, the function
// the provider charges with, in the page's currency (the same on the server and in the browser).
import {
  cents,
  PERIOD_MONTHS,
  type Period,
  type QuoteLine,
  quoteServer,
  type ServerQuote,
} from "@hostfront/api-client";
import { type Currency, displayPrice } from "@hostfront/commerce";
import type { Configuration, ConfiguratorOptions } from "./configurator";
import {
  formatSize,
  formatSpeed,
  numberFormat,
  type WrittenNumbers,
  writeNumbers,
  writtenFirst,
} from "./intl";

export interface SummaryLine {
  readonly kind: QuoteLine["kind"];
  /** What the provider calls the line (plan name, image, `20 Mbps`, `NVMe SSD 100 GB`). */
  readonly label: string;
  /** One server's price for the period. */
  readonly unit: string;
  /** The line for all servers. */
  readonly amount: string;
}

/** The itemised price of a configuration, formatted in the page's currency. */
export interface PriceSummary {
  readonly period: Period;
  readonly quantity: number;
  readonly lines: readonly SummaryLine[];
  readonly subtotal: string;
  /** The coupon's discount, when one applies. */
  readonly discount: string | null;
  /** Why the chosen coupon does not apply (`product`, `min-spend`), if it does not. */
  readonly couponProblem: "product" | "min-spend" | null;
  /** The chosen coupon's minimum spend, formatted (for the reason it does not apply). */
  readonly couponMinSpend: string | null;
  readonly total: string;
  /** The total spread over the months of the period. */
  readonly monthly: string;
  /** The amounts in US dollars, as the provider charges them. */
  readonly usd: { readonly subtotal: number; readonly discount: number; readonly total: number };
}

/** A price for a period spread over its months, in whole cents. */
export const perMonthUsd = (usd: number, period: Period): number =>
  cents(usd / PERIOD_MONTHS[period]);

/** Formats US dollars in a currency for a locale (`displayPrice`, same on server and browser). */
export const moneyFormatter =
  (currency: Currency, locale: string) =>
  (usd: number): string =>
    displayPrice(usd, currency, locale);

/** How the configurator writes its numbers. */
export interface NumberWriters {
  /** US dollars in the page's currency. */
  readonly money: (usd: number) => string;
  /** Gigabytes: `25 GB`, `1.92 TB`. */
  readonly size: (gb: number) => string;
  /** Megabits a second: `100 Mbps`, `1 Gbps`. */
  readonly speed: (mbps: number) => string;
  /** A count: `25,000`. */
  readonly count: (n: number) => string;
}

/** The numbers of each kind the configuration's sections show, as the server wrote them. */
export type WrittenConfiguratorNumbers = { readonly [K in keyof NumberWriters]: WrittenNumbers };

/**
 * The numbers the choice sections (components/configurator) show for a configuration, by
 * kind: every option's, not only those of the sections a configuration shows.
 */
export function shownNumbers(
  config: Configuration,
  options: ConfiguratorOptions,
): { readonly [K in keyof NumberWriters]: number[] } {
  const planPrices = options.plans.map((plan) => plan.prices[config.period]);
  return {
    money: [
      ...planPrices,
      ...planPrices.map((price) => perMonthUsd(price, config.period)),
      ...options.bandwidths.map((option) => option.priceUsdPerMonth),
      ...options.diskProducts.map((product) => product.priceUsdPerGbMonth),
      ...options.images.map((image) => image.licenseUsdPerMonth),
      ...options.coupons.flatMap((coupon) => [coupon.amountUsd ?? 0, coupon.minSpendUsd]),
      ...options.snapshotStrategies.map((strategy) => strategy.priceUsdPerGbMonth),
    ],
    size: options.plans.flatMap((plan) =>
      plan.trafficGb === null
        ? [plan.memoryGb, plan.diskGb]
        : [plan.memoryGb, plan.diskGb, plan.trafficGb],
    ),
    speed: [
      ...options.plans.map((plan) => plan.bandwidthMbps),
      ...options.bandwidths.map((option) => option.bandwidthMbps),
    ],
    count: options.diskProducts.map((product) => product.iops),
  };
}

/** What the server writes of a configuration's numbers, for the browser's first render. */
export function writeShownNumbers(
  config: Configuration,
  options: ConfiguratorOptions,
  currency: Currency,
  locale: string,
): WrittenConfiguratorNumbers {
  const writers = numberWriters(currency, locale);
  const shown = shownNumbers(config, options);
  return {
    money: writeNumbers(shown.money, writers.money),
    size: writeNumbers(shown.size, writers.size),
    speed: writeNumbers(shown.speed, writers.speed),
    count: writeNumbers(shown.count, writers.count),
  };
}

/**
 * The configurator's writers of numbers in a currency and locale. With what the server wrote,
 * they answer from it first: the page hydrates without an Intl formatter (lib/intl.ts).
 */
export function numberWriters(
  currency: Currency,
  locale: string,
  written?: WrittenConfiguratorNumbers,
): NumberWriters {
  return {
    money: writtenFirst(written?.money, moneyFormatter(currency, locale)),
    size: writtenFirst(written?.size, (gb) => formatSize(gb, locale)),
    speed: writtenFirst(written?.speed, (mbps) => formatSpeed(mbps, locale)),
    count: writtenFirst(written?.count, (n) => numberFormat(locale).format(n)),
  };
}

/** The provider's quote of a configuration (`quoteServer`); null without a plan or an image. */
export function quoteOf(config: Configuration, options: ConfiguratorOptions): ServerQuote | null {
  const plan = options.plans.find((p) => p.id === config.plan);
  const image = options.images.find((i) => i.id === config.image);
  if (!plan || !image) return null;
  return quoteServer({
    plan,
    period: config.period,
    quantity: config.quantity,
    image,
    bandwidth: options.bandwidths.find((b) => b.id === config.bandwidth) ?? null,
    disks: config.disks.flatMap((disk) => {
      const product = options.diskProducts.find((d) => d.id === disk.product);
      return product ? [{ product, sizeGb: disk.sizeGb }] : [];
    }),
    coupon: options.coupons.find((c) => c.userCouponId === config.coupon) ?? null,
  });
}

/**
 * The price of a configuration with `quoteServer`, the provider's own function, converted to
 * `currency` and formatted for `locale`; null when it has no plan or image to price.
 */
export function summarize(
  config: Configuration,
  options: ConfiguratorOptions,
  currency: Currency,
  locale: string,
): PriceSummary | null {
  const quote = quoteOf(config, options);
  if (!quote) return null;
  const money = moneyFormatter(currency, locale);
  const coupon = options.coupons.find((c) => c.userCouponId === config.coupon);
  return {
    period: config.period,
    quantity: config.quantity,
    lines: quote.lines.map((line) => ({
      kind: line.kind,
      label: line.label,
      unit: money(line.unitUsd),
      amount: money(line.amountUsd),
    })),
    subtotal: money(quote.subtotalUsd),
    discount: quote.discountUsd > 0 ? money(quote.discountUsd) : null,
    couponProblem: quote.couponProblem,
    couponMinSpend: coupon ? money(coupon.minSpendUsd) : null,
    total: money(quote.totalUsd),
    monthly: money(perMonthUsd(quote.totalUsd, config.period)),
    usd: { subtotal: quote.subtotalUsd, discount: quote.discountUsd, total: quote.totalUsd },
  };
}
