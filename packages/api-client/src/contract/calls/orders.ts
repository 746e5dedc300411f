// Calls of orders: currencies and their rates, payment methods, and ordering a server.
import { z } from "zod";
import { endpoint, lang, read } from "../endpoint.ts";
import {
  currencySchema,
  emptySchema,
  encryptedPasswordSchema,
  idSchema,
  orderSchema,
  paymentCurrencySchema,
  periodSchema,
} from "../schemas.ts";

export const orderCalls = {
  currencies: read("currencies", {
    summary:
      "Display currencies and their rates (units per US dollar). Asked with an empty body on first load.",
    input: emptySchema,
    output: z.array(currencySchema),
    inSpec: false,
  }),
  paymentCurrencies: read("paymentCurrencies", {
    summary: "Currencies an order can be paid in, and the payment methods of each.",
    input: emptySchema,
    output: z.array(paymentCurrencySchema),
  }),
  orderCreate: endpoint("orderCreate", {
    summary:
      "Order a configured server, optionally with a received coupon. The order waits for payment.",
    input: z.object({
      ...lang,
      planId: idSchema,
      areaId: idSchema,
      imageId: idSchema,
      bandwidthId: idSchema.nullable().default(null),
      disks: z
        .array(z.object({ diskProductId: idSchema, sizeGb: z.number().int().positive() }))
        .max(8)
        .default([]),
      securityGroupId: idSchema.nullable().default(null),
      snapshotStrategyId: idSchema.nullable().default(null),
      period: periodSchema,
      quantity: z.number().int().min(1).max(10).default(1),
      /** Empty, or the `typeMark` rule of @hostfront/validators (1-30 of letters, digits, `_`, `.`, `-`). */
      hostname: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_.-]{0,30}$/, "validation.typeMark")
        .default(""),
      /** System password, encrypted; must satisfy vpsSystemPass (VPS, dedicated) or cvmSystemPass (CVM). */
      password: encryptedPasswordSchema,
      userCouponId: idSchema.nullable().default(null),
    }),
    output: orderSchema,
    access: "user",
    mutating: true,
    errors: [
      "NOT_FOUND",
      "CONFIG_INVALID",
      "PASSWORD_UNREADABLE",
      "PASSWORD_RULE",
      "COUPON_NOT_USABLE",
    ],
    inSpec: true,
  }),
};
