// How an order's price is computed from the catalogue. The site previews it live and the
// provider charges it, with this one function, so the two never disagree.
import type { BandwidthOption, Coupon, DiskProduct, Image, Plan } from "./schemas.ts";

export type Period = "month" | "quarter" | "year";

/** Months in a billing period. */
export const PERIOD_MONTHS: { readonly [P in Period]: number } = { month: 1, quarter: 3, year: 12 };
/** Price factor for paying a period at once: a quarter is 5% off, a year 15% off. */
export const PERIOD_DISCOUNT: { readonly [P in Period]: number } = {
  month: 1,
  quarter: 0.95,
  year: 0.85,
};

/** US dollars rounded to whole cents, the way every amount is charged and shown. */
export const cents = (usd: number): number => Math.round(usd * 100) / 100;

/** A monthly price paid for a whole period, with the period's discount, in cents. */
export function periodPrice(monthlyUsd: number, period: Period): number {
  return cents(monthlyUsd * PERIOD_MONTHS[period] * PERIOD_DISCOUNT[period]);
}

export interface ServerQuoteInput {
  readonly plan: Pick<Plan, "type" | "name" | "prices">;
  readonly period: Period;
  readonly quantity: number;
  readonly image?: Pick<Image, "name" | "licenseUsdPerMonth"> | null;
  readonly bandwidth?: Pick<BandwidthOption, "bandwidthMbps" | "priceUsdPerMonth"> | null;
  readonly disks?: readonly {
    readonly product: Pick<DiskProduct, "name" | "priceUsdPerGbMonth">;
    readonly sizeGb: number;
  }[];
  readonly coupon?: Pick<
    Coupon,
    "kind" | "amountUsd" | "percentOff" | "minSpendUsd" | "productTypes"
  > | null;
}

export interface QuoteLine {
  /** What the line is for: `plan`, `license`, `bandwidth`, `disk`. */
  readonly kind: "plan" | "license" | "bandwidth" | "disk";
  readonly label: string;
  /** Price of one server's line for the period. */
  readonly unitUsd: number;
  /** `unitUsd` times the quantity. */
  readonly amountUsd: number;
}

export interface ServerQuote {
  readonly lines: readonly QuoteLine[];
  readonly subtotalUsd: number;
  readonly discountUsd: number;
  readonly totalUsd: number;
  /** Why a coupon given was not applied, if it was not. */
  readonly couponProblem: "product" | "min-spend" | null;
}

/**
 * The price of `quantity` servers for one period: the plan's period price, plus the image
 * licence, bandwidth upgrade and data disks at their monthly prices with the period's
 * discount, then the coupon (cash: its amount; discount: its percentage of the subtotal),
 * if the order reaches its minimum spend and the plan's type is one it covers.
 */
export function quoteServer(input: ServerQuoteInput): ServerQuote {
  const { plan, period, quantity } = input;
  const lines: QuoteLine[] = [];
  const add = (kind: QuoteLine["kind"], label: string, unitUsd: number) => {
    const unit = cents(unitUsd);
    if (unit > 0 || kind === "plan")
      lines.push({ kind, label, unitUsd: unit, amountUsd: cents(unit * quantity) });
  };
  add("plan", plan.name, plan.prices[period]);
  if (input.image)
    add("license", input.image.name, periodPrice(input.image.licenseUsdPerMonth, period));
  if (input.bandwidth) {
    add(
      "bandwidth",
      `${input.bandwidth.bandwidthMbps} Mbps`,
      periodPrice(input.bandwidth.priceUsdPerMonth, period),
    );
  }
  for (const disk of input.disks ?? []) {
    add(
      "disk",
      `${disk.product.name} ${disk.sizeGb} GB`,
      periodPrice(disk.product.priceUsdPerGbMonth * disk.sizeGb, period),
    );
  }
  const subtotalUsd = cents(lines.reduce((sum, line) => sum + line.amountUsd, 0));

  let discountUsd = 0;
  let couponProblem: ServerQuote["couponProblem"] = null;
  const coupon = input.coupon;
  if (coupon) {
    if (!coupon.productTypes.includes(plan.type)) couponProblem = "product";
    else if (subtotalUsd < coupon.minSpendUsd) couponProblem = "min-spend";
    else if (coupon.kind === "cash") discountUsd = Math.min(coupon.amountUsd ?? 0, subtotalUsd);
    else discountUsd = cents((subtotalUsd * (coupon.percentOff ?? 0)) / 100);
  }
  return {
    lines,
    subtotalUsd,
    discountUsd,
    totalUsd: cents(subtotalUsd - discountUsd),
    couponProblem,
  };
}
