// Money and what it buys: currencies, payment methods, coupons, activities, group-buys,
// domains and orders.
import { z } from "zod";
import { planSummarySchema } from "./catalogue.ts";
import { idSchema, periodSchema, productTypeSchema, timestampSchema, usdSchema } from "./shared.ts";

// --- money ------------------------------------------------------------------------------

export const currencySchema = z.object({
  type: z.string().regex(/^[A-Z]{3}$/),
  /** Units of this currency per 1 US dollar. */
  rate: z.number().positive(),
  symbol: z.string(),
  name: z.string(),
});
export type CurrencyRate = z.infer<typeof currencySchema>;

export const paymentMethodSchema = z.enum([
  "card",
  "paypal",
  "alipay",
  "wechatpay",
  "usdt",
  "balance",
]);

export const paymentCurrencySchema = z.object({
  type: z.string().regex(/^[A-Z]{3}$/),
  methods: z.array(paymentMethodSchema),
});
export type PaymentCurrency = z.infer<typeof paymentCurrencySchema>;

// --- coupons, activities, group-buys ------------------------------------------------------

export const couponSchema = z.object({
  id: idSchema,
  code: z.string(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(["cash", "discount"]),
  /** Cash coupons: the amount taken off. */
  amountUsd: usdSchema.nullable(),
  /** Discount coupons: the percentage taken off. */
  percentOff: z.number().int().min(1).max(100).nullable(),
  minSpendUsd: usdSchema,
  productTypes: z.array(productTypeSchema),
  validFrom: timestampSchema,
  validTo: timestampSchema,
  total: z.number().int().nonnegative(),
  remaining: z.number().int().nonnegative(),
  /** Whether the calling user holds one (false without a token). */
  received: z.boolean(),
  /** The user's coupon, to use in an order, when received and not yet used. */
  userCouponId: idSchema.nullable(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const offerSchema = z.object({
  id: idSchema,
  plan: planSummarySchema,
  period: periodSchema,
  originalUsd: usdSchema,
  priceUsd: usdSchema,
  stock: z.number().int().nonnegative(),
  sold: z.number().int().nonnegative(),
  perUserLimit: z.number().int().positive(),
  regions: z.array(idSchema),
});
export type Offer = z.infer<typeof offerSchema>;

export const activitySchema = z.object({
  id: idSchema,
  kind: z.enum(["vps", "promotion"]),
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  startAt: timestampSchema,
  endAt: timestampSchema,
  offers: z.array(offerSchema),
});
export type Activity = z.infer<typeof activitySchema>;

export const pintuanOfferSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  plan: planSummarySchema,
  regions: z.array(idSchema),
  period: periodSchema,
  groupSize: z.number().int().min(2).max(20),
  originalUsd: usdSchema,
  priceUsd: usdSchema,
  startAt: timestampSchema,
  endAt: timestampSchema,
  /** Hours a new group stays open for others to join. */
  groupHours: z.number().int().positive(),
  openGroups: z.number().int().nonnegative(),
  joinedCount: z.number().int().nonnegative(),
});
export type PintuanOffer = z.infer<typeof pintuanOfferSchema>;

export const pintuanGroupSchema = z.object({
  groupId: idSchema,
  pintuanId: idSchema,
  /** The masked account of the member who started the group. */
  leader: z.string(),
  members: z.number().int().nonnegative(),
  groupSize: z.number().int().min(2),
  expiresAt: timestampSchema,
  status: z.enum(["open", "complete", "expired"]),
  /** Whether the calling user is a member (false without a token). */
  joined: z.boolean(),
});
export type PintuanGroup = z.infer<typeof pintuanGroupSchema>;

// --- domains --------------------------------------------------------------------------------

/** A domain suffix with its leading dot, e.g. `.com`, `.co.uk`. */
export const suffixSchema = z
  .string()
  .min(2)
  .max(32)
  .regex(/^(\.[a-z0-9-]+)+$/, "a suffix such as .com");

export const domainSuffixSchema = z.object({
  suffix: suffixSchema,
  category: z.enum(["generic", "country", "new"]),
  description: z.string(),
  registerUsd: usdSchema,
  renewUsd: usdSchema,
  transferUsd: usdSchema,
  /** First-year promotional price, if any. */
  promoRegisterUsd: usdSchema.nullable(),
  minYears: z.number().int().positive(),
  maxYears: z.number().int().positive(),
  featured: z.boolean(),
});
export type DomainSuffix = z.infer<typeof domainSuffixSchema>;

export const domainCheckResultSchema = z.object({
  domain: z.string(),
  suffix: suffixSchema,
  available: z.boolean(),
  /** Why a domain is not available. */
  reason: z.enum(["registered", "reserved"]).nullable(),
  premium: z.boolean(),
  registerUsd: usdSchema,
  renewUsd: usdSchema,
});
export type DomainCheckResult = z.infer<typeof domainCheckResultSchema>;

export const orderSchema = z.object({
  orderId: idSchema,
  orderNo: z.string(),
  status: z.enum(["unpaid", "paid", "cancelled"]),
  items: z.array(z.object({ description: z.string(), amountUsd: usdSchema })),
  subtotalUsd: usdSchema,
  discountUsd: usdSchema,
  totalUsd: usdSchema,
  createdAt: timestampSchema,
});
export type Order = z.infer<typeof orderSchema>;
