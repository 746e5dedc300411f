// The user's account, products and their usage.
import { z } from "zod";
import {
  dateSchema,
  diskTypeSchema,
  idSchema,
  languageSchema,
  timestampSchema,
  usdSchema,
} from "./shared.ts";

export const userProfileSchema = z
  .object({
    userAccount: z
      .string()
      .describe(
        "The account the user logs in with: an e-mail address (lower case) or a mobile number.",
      ),
    username: z.string().describe("The name the user chose at registration, shown on the site."),
    email: z.string().nullable().describe("The user's e-mail address; null for a phone account."),
    phone: z
      .string()
      .nullable()
      .describe("The user's mainland China mobile number; null for an e-mail account."),
    userCode: z
      .string()
      .describe(
        "The user's own referral code: links with `?userCode=<it>` credit the user (`referral`).",
      ),
    language: languageSchema,
    activated: z
      .boolean()
      .describe("Whether the activation link was opened; inactive accounts cannot log in."),
    balanceUsd: usdSchema.describe(
      "Prepaid balance in US dollars, usable as payment method `balance`.",
    ),
    createdAt: timestampSchema.describe("When the account was registered."),
  })
  .meta({ id: "UserProfile", description: "The logged-in user's profile (`userBrowse`)." });
export type UserProfile = z.infer<typeof userProfileSchema>;

export const userProductSchema = z
  .object({
    id: idSchema.describe("The product's id: the `productId` of `userFlow` and `ticketSubmit`."),
    type: z.enum(["server", "disk"]).describe("A server, or a data disk."),
    name: z.string().describe("The server's hostname or the disk's name."),
    areaId: idSchema.describe("The region it runs in (`Region.id`)."),
    status: z
      .enum(["pending", "running", "stopped", "attached", "available", "expired"])
      .describe(
        "`pending` until its order is paid; servers are `running` or `stopped`; disks `attached` to a server or `available`; `expired` after `expiresAt`.",
      ),
    planId: idSchema.nullable().describe("A server's plan (`Plan.id`); null for a disk."),
    sizeGb: z
      .number()
      .int()
      .positive()
      .nullable()
      .describe("A disk's size in GB; null for a server."),
    diskType: diskTypeSchema.nullable().describe("A disk's medium; null for a server."),
    attachedTo: idSchema
      .nullable()
      .describe("For a disk: the id of the server it is attached to; null otherwise."),
    ipv4: z
      .string()
      .nullable()
      .describe("A server's public IPv4 address; null for a disk or before it runs."),
    orderId: idSchema.describe("The order that bought it (`Order.orderId`)."),
    createdAt: timestampSchema.describe("When it was created."),
    expiresAt: timestampSchema.describe("When its paid period ends, unless renewed."),
  })
  .meta({
    id: "UserProduct",
    description: "One of the user's servers or data disks (`userProducts`).",
  });
export type UserProduct = z.infer<typeof userProductSchema>;

export const productFlowSchema = z
  .object({
    productId: idSchema.describe("The product the usage is of (`UserProduct.id`)."),
    quotaGb: z
      .number()
      .nonnegative()
      .nullable()
      .describe("Monthly traffic allowance in GB; null when unmetered or for a disk."),
    totalInGb: z.number().nonnegative().describe("Sum of `inGb` over the days answered, in GB."),
    totalOutGb: z.number().nonnegative().describe("Sum of `outGb` over the days answered, in GB."),
    daily: z
      .array(
        z.object({
          date: dateSchema.describe("The day (UTC)."),
          inGb: z
            .number()
            .nonnegative()
            .describe("GB received by a server, or written to a disk, that day."),
          outGb: z
            .number()
            .nonnegative()
            .describe("GB sent by a server, or read from a disk, that day."),
        }),
      )
      .describe("One entry per day, oldest first."),
  })
  .meta({
    id: "ProductFlow",
    description:
      "Daily usage of one product (`userFlow`): traffic for a server, data written and read for a disk.",
  });
export type ProductFlow = z.infer<typeof productFlowSchema>;
