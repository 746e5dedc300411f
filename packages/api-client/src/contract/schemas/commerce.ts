// Money and what it buys: currencies, payment methods, coupons, activities, group-buys,
// domains and orders.
import { z } from "zod";
import { planSummarySchema } from "./catalogue.ts";
import { idSchema, periodSchema, productTypeSchema, timestampSchema, usdSchema } from "./shared.ts";

// --- money ------------------------------------------------------------------------------

/** An ISO 4217 currency code. */
const currencyCode = z
  .string()
  .regex(/^[A-Z]{3}$/)
  .describe("The currency's ISO 4217 code, e.g. `CNY`.");

export const currencySchema = z
  .object({
    type: currencyCode,
    rate: z
      .number()
      .positive()
      .describe("Units of this currency per 1 US dollar; a price shown is `usd * rate`."),
    symbol: z.string().describe("The symbol shown before amounts, e.g. `¥`."),
    name: z.string().describe("The currency's name, in the language asked for."),
  })
  .meta({
    id: "CurrencyRate",
    description:
      "A currency prices can be shown in, with its rate to the US dollar (`currencies`).",
  });
export type CurrencyRate = z.infer<typeof currencySchema>;

export const paymentMethodSchema = z
  .enum(["card", "paypal", "alipay", "wechatpay", "usdt", "balance"])
  .meta({
    id: "PaymentMethod",
    description:
      "A way to pay an order: bank card, PayPal, Alipay, WeChat Pay, USDT, or the account's prepaid balance.",
  });

export const paymentCurrencySchema = z
  .object({
    type: currencyCode,
    methods: z
      .array(paymentMethodSchema)
      .describe("The methods an order in this currency can be paid with."),
  })
  .meta({
    id: "PaymentCurrency",
    description:
      "A currency an order can be paid in, with its payment methods (`paymentCurrencies`).",
  });
export type PaymentCurrency = z.infer<typeof paymentCurrencySchema>;

// --- coupons, activities, group-buys ------------------------------------------------------

export const couponSchema = z
  .object({
    id: idSchema.describe("The coupon's id: the `couponId` `couponReceive` takes."),
    code: z
      .string()
      .describe("The code printed on banners; links carry it as `?CouponsCode=<code>`."),
    title: z.string().describe("The coupon's title, in the language asked for."),
    description: z.string().describe("Its terms in a sentence, in the language asked for."),
    kind: z
      .enum(["cash", "discount"])
      .describe("`cash` takes `amountUsd` off, `discount` takes `percentOff` percent off."),
    amountUsd: usdSchema
      .nullable()
      .describe("For a cash coupon: the amount taken off, in US dollars; null otherwise."),
    percentOff: z
      .number()
      .int()
      .min(1)
      .max(100)
      .nullable()
      .describe("For a discount coupon: the percentage taken off the subtotal; null otherwise."),
    minSpendUsd: usdSchema.describe("The smallest order subtotal it applies to, in US dollars."),
    productTypes: z.array(productTypeSchema).describe("The product lines it applies to."),
    validFrom: timestampSchema.describe("From when it can be received and used."),
    validTo: timestampSchema.describe("Until when it can be received and used (exclusive)."),
    total: z.number().int().nonnegative().describe("How many were issued."),
    remaining: z
      .number()
      .int()
      .nonnegative()
      .describe("How many can still be received; 0 means sold out."),
    received: z.boolean().describe("Whether the calling user holds one; false without a token."),
    userCouponId: idSchema
      .nullable()
      .describe(
        "The user's own coupon, the `userCouponId` an order takes, while received and unused; null otherwise.",
      ),
  })
  .meta({
    id: "Coupon",
    description:
      "A coupon on offer (`couponSearch`): received once per user, then used in an order.",
  });
export type Coupon = z.infer<typeof couponSchema>;

export const offerSchema = z
  .object({
    id: idSchema.describe("The offer's id: the `offerId` `activityCreate` takes."),
    plan: planSummarySchema,
    period: periodSchema,
    originalUsd: usdSchema.describe("The plan's usual price for the period, in US dollars."),
    priceUsd: usdSchema.describe("The activity's price for the period, in US dollars."),
    stock: z.number().int().nonnegative().describe("How many are left to sell."),
    sold: z.number().int().nonnegative().describe("How many were sold so far."),
    perUserLimit: z
      .number()
      .int()
      .positive()
      .describe("How many one user may buy; more answers LIMIT_REACHED."),
    regions: z.array(idSchema).describe("The regions it can be ordered in (`Region.id`)."),
  })
  .meta({ id: "Offer", description: "A discounted server of an activity." });
export type Offer = z.infer<typeof offerSchema>;

export const activitySchema = z
  .object({
    id: idSchema.describe("The activity's id: the `activityId` `activityCreate` takes."),
    kind: z
      .enum(["vps", "promotion"])
      .describe("`vps` a server sale, `promotion` a seasonal promotion."),
    title: z.string().describe("The activity's title, in the language asked for."),
    subtitle: z.string().describe("A line under the title, in the language asked for."),
    description: z.string().describe("Its terms, in the language asked for."),
    startAt: timestampSchema.describe("When it opens."),
    endAt: timestampSchema.describe("When it closes (exclusive)."),
    offers: z.array(offerSchema).describe("The servers on sale in it."),
  })
  .meta({ id: "Activity", description: "A sale with discounted servers (`activities`)." });
export type Activity = z.infer<typeof activitySchema>;

export const pintuanOfferSchema = z
  .object({
    id: idSchema.describe("The offer's id: the `pintuanId` of the group-buy calls."),
    title: z.string().describe("The offer's title, in the language asked for."),
    description: z.string().describe("Its terms, in the language asked for."),
    plan: planSummarySchema,
    regions: z.array(idSchema).describe("The regions it can be ordered in (`Region.id`)."),
    period: periodSchema,
    groupSize: z
      .number()
      .int()
      .min(2)
      .max(20)
      .describe("How many members complete a group (the starter included)."),
    originalUsd: usdSchema.describe("The plan's usual price for the period, in US dollars."),
    priceUsd: usdSchema.describe("The group price for the period, in US dollars."),
    startAt: timestampSchema.describe("When groups can first be started."),
    endAt: timestampSchema.describe("When the offer closes (exclusive)."),
    groupHours: z
      .number()
      .int()
      .positive()
      .describe("Hours a new group stays open for others to join."),
    openGroups: z.number().int().nonnegative().describe("Groups that can still be joined."),
    joinedCount: z.number().int().nonnegative().describe("Members of all its groups so far."),
  })
  .meta({
    id: "PintuanOffer",
    description:
      "A group-buy (pintuan) offer: a server sold at `priceUsd` when `groupSize` buyers join one group in time.",
  });
export type PintuanOffer = z.infer<typeof pintuanOfferSchema>;

export const pintuanGroupSchema = z
  .object({
    groupId: idSchema.describe("The group's id: the `groupId` to join it with `activityCreate`."),
    pintuanId: idSchema.describe("The offer it belongs to (`PintuanOffer.id`)."),
    leader: z
      .string()
      .describe(
        "The account of the member who started it, masked, e.g. `li****@hostfront.example` or `13****512`.",
      ),
    members: z.number().int().nonnegative().describe("Members so far, the starter included."),
    groupSize: z.number().int().min(2).describe("Members that complete the group."),
    expiresAt: timestampSchema.describe("When an incomplete group closes."),
    status: z
      .enum(["open", "complete", "expired"])
      .describe("`open` can be joined, `complete` is full, `expired` closed before filling."),
    joined: z.boolean().describe("Whether the calling user is a member; false without a token."),
  })
  .meta({ id: "PintuanGroup", description: "A group of a group-buy offer." });
export type PintuanGroup = z.infer<typeof pintuanGroupSchema>;

// --- domains --------------------------------------------------------------------------------

/** A domain suffix with its leading dot, e.g. `.com`, `.co.uk`. */
export const suffixSchema = z
  .string()
  .min(2)
  .max(32)
  .regex(/^(\.[a-z0-9-]+)+$/, "a suffix such as .com")
  .meta({
    id: "Suffix",
    description: "A domain suffix with its leading dot, lower case, e.g. `.com` or `.co.uk`.",
  });

export const domainSuffixSchema = z
  .object({
    suffix: suffixSchema,
    category: z
      .enum(["generic", "country", "new"])
      .describe("`generic` (.com), `country` code (.jp) or `new` generic (.shop)."),
    description: z.string().describe("Who the suffix suits, in the language asked for."),
    registerUsd: usdSchema.describe("Price of the first year, in US dollars."),
    renewUsd: usdSchema.describe("Price of each further year, in US dollars."),
    transferUsd: usdSchema.describe("Price of a transfer in (one year included), in US dollars."),
    promoRegisterUsd: usdSchema
      .nullable()
      .describe("A promotional first-year price replacing `registerUsd`; null when none."),
    minYears: z.number().int().positive().describe("Fewest years a registration is for."),
    maxYears: z.number().int().positive().describe("Most years a registration is for."),
    featured: z.boolean().describe("Whether the site shows it first."),
  })
  .meta({
    id: "DomainSuffix",
    description: "A domain suffix on sale with its prices (`domainSuffixes`).",
  });
export type DomainSuffix = z.infer<typeof domainSuffixSchema>;

export const domainCheckResultSchema = z
  .object({
    domain: z.string().describe("The name with the suffix, e.g. `my-shop.com`."),
    suffix: suffixSchema,
    available: z.boolean().describe("Whether it can be registered now."),
    reason: z
      .enum(["registered", "reserved"])
      .nullable()
      .describe(
        "Why it is not available: someone holds it, or the registry keeps it; null when available.",
      ),
    premium: z
      .boolean()
      .describe("Whether it is a short premium name, priced higher than the suffix's usual price."),
    registerUsd: usdSchema.describe("Price of the first year for this name, in US dollars."),
    renewUsd: usdSchema.describe("Price of each further year for this name, in US dollars."),
  })
  .meta({
    id: "DomainCheckResult",
    description:
      "Whether one name is available under one suffix, and at what price (`domainCheck`).",
  });
export type DomainCheckResult = z.infer<typeof domainCheckResultSchema>;

export const orderSchema = z
  .object({
    orderId: idSchema.describe("The order's id, which the user's products refer to."),
    orderNo: z
      .string()
      .describe(
        "The order number shown to the user and quoted to support, `HF`, the date `YYYYMMDD` and a sequence, e.g. `HF2026112200000001`.",
      ),
    status: z
      .enum(["unpaid", "paid", "cancelled"])
      .describe(
        "`unpaid` until paid at the provider's console, then `paid`; `cancelled` when withdrawn.",
      ),
    items: z
      .array(
        z.object({
          description: z
            .string()
            .describe(
              "What the line is for: the plan and period, the image licence, the bandwidth or a disk.",
            ),
          amountUsd: usdSchema.describe("The line's amount in US dollars."),
        }),
      )
      .describe(
        "The order's lines: plan, image licence, bandwidth, disks; they add up to `subtotalUsd`.",
      ),
    subtotalUsd: usdSchema.describe("Sum of the lines, in US dollars."),
    discountUsd: usdSchema.describe(
      "What the coupon or the activity takes off, in US dollars (0 without one).",
    ),
    totalUsd: usdSchema.describe("What is to be paid: `subtotalUsd - discountUsd`, in US dollars."),
    createdAt: timestampSchema.describe("When the order was placed."),
  })
  .meta({
    id: "Order",
    description: "An order placed by `orderCreate` or `activityCreate`, waiting for payment.",
  });
export type Order = z.infer<typeof orderSchema>;
