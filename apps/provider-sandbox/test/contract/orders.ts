// Server orders: pricing with every option, coupons, configurations, system passwords.
import { describe, expect, it } from "vitest";
import type { Suite } from "./target.ts";

export function orderCases(s: Suite): void {
  describe("orders", () => {
    const order = (overrides: Record<string, unknown> = {}) => ({
      planId: "vps-2c4g",
      areaId: "hkg",
      imageId: "ubuntu-2404",
      period: "year" as const,
      password: s.h.encrypt("Server2026!"),
      ...overrides,
    });

    it("prices a configured server exactly as quoteServer and records it with its products", async () => {
      const created = await s.h.api.orderCreate(
        order({
          bandwidthId: "hkg-bw-20",
          disks: [{ diskProductId: "disk-ssd", sizeGb: 100 }],
          hostname: "web-01",
          quantity: 2,
        }),
        { token: s.token },
      );
      // plan 204 + bandwidth 24 x 12 x 0.85 = 244.80 + disk 8 x 12 x 0.85 = 81.60, twice
      expect(created).toMatchObject({
        status: "unpaid",
        subtotalUsd: 1060.8,
        discountUsd: 0,
        totalUsd: 1060.8,
      });
      const products = await s.h.api.userProducts({ page: 1, row: 20 }, { token: s.token });
      expect(
        products.list
          .filter((p) => p.orderId === created.orderId)
          .map((p) => p.name)
          .sort(),
      ).toEqual(["web-01-1", "web-01-1-data-1", "web-01-2", "web-01-2-data-1"]);
      const disk = products.list.find((p) => p.type === "disk" && p.orderId === created.orderId);
      expect(disk).toMatchObject({
        sizeGb: 100,
        diskType: "ssd",
        attachedTo: expect.stringMatching(/^srv-/),
      });
      const flow = await s.h.api.userFlow(
        { productId: disk?.id ?? "", days: 7 },
        { token: s.token },
      );
      expect(flow.daily).toHaveLength(7);
      await s.expectError(
        "userFlow",
        s.h.api.userFlow({ productId: "srv-not-mine" }, { token: s.token }),
        "NOT_FOUND",
      );
      expect(
        (await s.h.api.userProducts({ page: 1, row: 1, type: "disk" }, { token: s.token })).list[0]
          ?.type,
      ).toBe("disk");
    });

    it("applies a received coupon once", async () => {
      const coupon = (await s.h.api.couponSearch({}, { token: s.token })).find(
        (c) => c.id === "cp-new5",
      );
      const created = await s.h.api.orderCreate(
        order({ planId: "vps-1c2g", period: "month", userCouponId: coupon?.userCouponId }),
        { token: s.token },
      );
      expect(created).toMatchObject({ subtotalUsd: 10, discountUsd: 5, totalUsd: 5 });
      await s.expectError(
        "orderCreate",
        s.h.api.orderCreate(order({ period: "month", userCouponId: coupon?.userCouponId }), {
          token: s.token,
        }),
        "COUPON_NOT_USABLE",
      );
    });

    it("refuses configurations that do not fit together", async () => {
      await s.expectError(
        "orderCreate",
        s.h.api.orderCreate(order({ areaId: "nyc", planId: "ded-e2388g" }), { token: s.token }),
        "CONFIG_INVALID",
      );
      await s.expectError(
        "orderCreate",
        s.h.api.orderCreate(order({ planId: "vps-1c1g", imageId: "windows-2022" }), {
          token: s.token,
        }),
        "CONFIG_INVALID",
      );
      await s.expectError(
        "orderCreate",
        s.h.api.orderCreate(order({ disks: [{ diskProductId: "disk-ssd", sizeGb: 15 }] }), {
          token: s.token,
        }),
        "CONFIG_INVALID",
      );
      await s.expectError(
        "orderCreate",
        s.h.api.orderCreate(order({ planId: "vps-16c32g" }), { token: s.token }),
        "CONFIG_INVALID",
      );
      await s.expectError(
        "orderCreate",
        s.h.api.orderCreate(order({ planId: "vps-nope" }), { token: s.token }),
        "NOT_FOUND",
      );
    });

    it.skipIf(!s.can.passwords)(
      "decrypts the system password and checks it against the plan's rule",
      async () => {
        await s.expectError(
          "orderCreate",
          s.h.api.orderCreate(order({ password: "bm90IGVuY3J5cHRlZCBhdCBhbGw=" }), {
            token: s.token,
          }),
          "PASSWORD_UNREADABLE",
        );
        await s.expectError(
          "orderCreate",
          s.h.api.orderCreate(order({ password: s.h.encrypt("MyRoot2026!") }), { token: s.token }),
          "PASSWORD_RULE",
        );
        await s.expectError(
          "orderCreate",
          s.h.api.orderCreate(order({ planId: "cvm-s2", password: s.h.encrypt("Server2026!") }), {
            token: s.token,
          }),
          "PASSWORD_RULE",
        );
        await expect(
          s.h.api.orderCreate(
            order({ planId: "cvm-s2", period: "month", password: s.h.encrypt("Cloud-Pass-2026") }),
            { token: s.token },
          ),
        ).resolves.toMatchObject({
          totalUsd: 12,
        });
      },
    );
  });
}
