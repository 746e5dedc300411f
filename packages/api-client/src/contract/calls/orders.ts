// Calls of orders: currencies and their rates, payment methods, and ordering a server.

import { messageKeys, rules, schemaPatterns } from "@hostfront/validators";
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
      planId: idSchema.describe("The plan (`Plan.id`); it must be in stock."),
      areaId: idSchema.describe("The region (`Region.id`), one of the plan's `regions`."),
      imageId: idSchema.describe(
        "The system to install (`Image.id`): offered for the plan's type and fitting its disk.",
      ),
      bandwidthId: idSchema
        .nullable()
        .default(null)
        .describe(
          "A bandwidth option of the region (`BandwidthOption.id`); null keeps the plan's.",
        ),
      disks: z
        .array(
          z.object({
            diskProductId: idSchema.describe("The disk product (`DiskProduct.id`) of the region."),
            sizeGb: z
              .number()
              .int()
              .positive()
              .describe("Size in GB: from the product's `minGb` to `maxGb`, in steps of `stepGb`."),
          }),
        )
        .max(8)
        .default([])
        .describe("Data disks to add, at most `maxPerServer` of each product."),
      securityGroupId: idSchema
        .nullable()
        .default(null)
        .describe("A security group (`SecurityGroup.id`); null for the provider's default."),
      snapshotStrategyId: idSchema
        .nullable()
        .default(null)
        .describe("An automatic snapshot strategy (`SnapshotStrategy.id`); null for none."),
      period: periodSchema,
      quantity: z
        .number()
        .int()
        .min(1)
        .max(10)
        .default(1)
        .describe("How many identical servers to order; their names are numbered."),
      hostname: z
        .string()
        .trim()
        .regex(schemaPatterns.typeMarkOrEmpty, messageKeys.typeMark)
        .default("")
        .describe(
          "The servers' name: empty (the plan's id is used), or the `typeMark` rule: 1-30 letters, digits, `_`, `.` and `-`. Several servers get `-1`, `-2`, ... appended.",
        ),
      password: encryptedPasswordSchema.describe(
        `The system (root or Administrator) password, encrypted (see \`EncryptedPassword\`). Decrypted, it must satisfy \`vpsSystemPass\` for VPS and dedicated plans (${rules.vpsSystemPass.description}) or \`cvmSystemPass\` for CVM plans (${rules.cvmSystemPass.description}); otherwise PASSWORD_RULE.`,
      ),
      userCouponId: idSchema
        .nullable()
        .default(null)
        .describe("A received coupon to use (`userCouponId` of `couponReceive`); null for none."),
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
