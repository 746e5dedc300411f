// Coupons: listed, received once per user, never beyond stock.
import { describe, expect, it } from "vitest";
import type { Suite } from "./target.ts";

export function couponCases(s: Suite): void {
  describe("coupons", () => {
    it("shows coupons, gives one once per user, refuses sold-out and not-yet-valid ones", async () => {
      const before = (await s.h.api.couponSearch({ language: "zh" }, { token: s.token })).find(
        (c) => c.id === "cp-new5",
      );
      expect(before).toMatchObject({ received: false, userCouponId: null });
      const received = await s.h.api.couponReceive({ couponId: "cp-new5" }, { token: s.token });
      const after = (await s.h.api.couponSearch({}, { token: s.token })).find(
        (c) => c.id === "cp-new5",
      );
      expect(after).toMatchObject({
        received: true,
        userCouponId: received.userCouponId,
        remaining: (before?.remaining ?? 0) - 1,
      });
      await s.expectError(
        "couponReceive",
        s.h.api.couponReceive({ couponId: "cp-new5" }, { token: s.token }),
        "COUPON_ALREADY_RECEIVED",
      );
      await s.expectError(
        "couponReceive",
        s.h.api.couponReceive({ couponId: "cp-flash50" }, { token: s.token }),
        "COUPON_SOLD_OUT",
      );
      await s.expectError(
        "couponReceive",
        s.h.api.couponReceive({ couponId: "cp-winter20" }, { token: s.token }),
        "COUPON_NOT_ACTIVE",
      );
      await s.expectError(
        "couponReceive",
        s.h.api.couponReceive({ couponId: "cp-none" }, { token: s.token }),
        "NOT_FOUND",
      );
    });

    it.skipIf(!s.can.concurrency)(
      "never gives more coupons than it has, even to simultaneous requests",
      async () => {
        await s.h.setCouponStock("cp-dedi20", 2);
        const users = await Promise.all([1, 2, 3, 4, 5].map(() => s.h.newUser()));
        const results = await Promise.allSettled(
          users.map((u) => s.h.api.couponReceive({ couponId: "cp-dedi20" }, { token: u.token })),
        );
        expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(2);
        const stock = (await s.h.api.couponSearch({})).find((c) => c.id === "cp-dedi20");
        expect(stock?.remaining).toBe(0);
      },
    );
  });
}
