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

export const userProfileSchema = z.object({
  userAccount: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The user's own referral code, for `userCode` links. */
  userCode: z.string(),
  language: languageSchema,
  activated: z.boolean(),
  balanceUsd: usdSchema,
  createdAt: timestampSchema,
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const userProductSchema = z.object({
  id: idSchema,
  type: z.enum(["server", "disk"]),
  name: z.string(),
  areaId: idSchema,
  status: z.enum(["pending", "running", "stopped", "attached", "available", "expired"]),
  planId: idSchema.nullable(),
  sizeGb: z.number().int().positive().nullable(),
  diskType: diskTypeSchema.nullable(),
  /** For a disk: the server it is attached to. */
  attachedTo: idSchema.nullable(),
  ipv4: z.string().nullable(),
  orderId: idSchema,
  createdAt: timestampSchema,
  expiresAt: timestampSchema,
});
export type UserProduct = z.infer<typeof userProductSchema>;

export const productFlowSchema = z.object({
  productId: idSchema,
  /** Monthly allowance in GB, `null` when unmetered or not applicable (disks). */
  quotaGb: z.number().nonnegative().nullable(),
  totalInGb: z.number().nonnegative(),
  totalOutGb: z.number().nonnegative(),
  /** Per day: traffic in and out for servers, data written and read for disks. */
  daily: z.array(
    z.object({ date: dateSchema, inGb: z.number().nonnegative(), outGb: z.number().nonnegative() }),
  ),
});
export type ProductFlow = z.infer<typeof productFlowSchema>;
