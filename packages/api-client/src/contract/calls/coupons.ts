// Calls of coupons: the list (with the user's own state) and receiving one.
import { z } from "zod";
import { endpoint, read } from "../endpoint.ts";
import { couponSchema, idSchema, timestampSchema } from "../schemas.ts";

export const couponCalls = {
  couponSearch: read("couponSearch", {
    summary: "Coupons on offer; with a token, whether the user holds each.",
    output: z.array(couponSchema),
    access: "optional",
  }),
  couponReceive: endpoint("couponReceive", {
    summary: "Receive a coupon: once per user, while stock lasts.",
    input: z.object({ couponId: idSchema.describe("The coupon to receive (`Coupon.id`).") }),
    output: z.object({
      couponId: idSchema.describe("The coupon received (`Coupon.id`)."),
      userCouponId: idSchema.describe(
        "The user's own coupon: the `userCouponId` to pass to `orderCreate`.",
      ),
      receivedAt: timestampSchema.describe("When it was received."),
      expiresAt: timestampSchema.describe("Until when it can be used (the coupon's `validTo`)."),
    }),
    access: "user",
    mutating: true,
    errors: ["NOT_FOUND", "COUPON_ALREADY_RECEIVED", "COUPON_SOLD_OUT", "COUPON_NOT_ACTIVE"],
    inSpec: true,
  }),
};
