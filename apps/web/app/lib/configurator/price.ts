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
import type { Currency } from "@hostfront/commerce";
import type { Configuration, ConfiguratorOptions } from "~/lib/configurator/model";
import { moneyFormatter, type ShownNumbers } from "~/lib/texts/intl";

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

/**
 * The numbers the choice sections (components/configurator) show for a configuration, by
 * kind: every option's, not only those of the sections a configuration shows.
 */
export function shownNumbers(config: Configuration, options: ConfiguratorOptions): ShownNumbers {
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
 * The configuration with the visitor's coupon that takes the most off it, of those that apply
 * to it (product line, minimum spend): what a visitor who holds a coupon arrives with. The same
 * configuration when none applies.
 */
export function withBestCoupon(config: Configuration, options: ConfiguratorOptions): Configuration {
  let best: { coupon: string; discountUsd: number } | null = null;
  for (const coupon of options.coupons) {
    const quote = quoteOf({ ...config, coupon: coupon.userCouponId }, options);
    if (!quote || quote.couponProblem || quote.discountUsd <= 0) continue;
    if (!best || quote.discountUsd > best.discountUsd)
      best = { coupon: coupon.userCouponId, discountUsd: quote.discountUsd };
  }
  return best ? { ...config, coupon: best.coupon } : config;
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
