// Activity offers and group-buys: per-user limits, stock, groups filling and closing.
import { errorCodes } from "@hostfront/api-client";
import { describe, expect, it } from "vitest";
import type { Suite } from "./target.ts";

export function activityCases(s: Suite): void {
  describe("activities and group-buys", () => {
    const area = { areaId: "tyo", imageId: "debian-13" };

    it("sells an activity offer within its per-user limit and its stock", async () => {
      const activities = await s.h.api.activities({ kind: "vps", language: "zh" });
      expect(activities[0]?.offers).toHaveLength(3);
      const offer = {
        kind: "offer" as const,
        activityId: "act-autumn-vps",
        offerId: "off-autumn-1c2g",
        ...area,
      };
      const bought = await s.h.api.activityCreate(offer, { token: s.token });
      expect(bought).toMatchObject({ order: { totalUsd: 79, subtotalUsd: 102 }, group: null });
      // The lines add up to the subtotal; the offer's saving is the discount.
      expect(bought.order.items.reduce((sum, item) => sum + item.amountUsd, 0)).toBe(102);
      expect(bought.order.discountUsd).toBe(23);
      await s.expectError(
        "activityCreate",
        s.h.api.activityCreate(offer, { token: s.token }),
        "LIMIT_REACHED",
      );
      await s.expectError(
        "activityCreate",
        s.h.api.activityCreate({ ...offer, offerId: "off-autumn-4c8g" }, { token: s.token }),
        "OFFER_SOLD_OUT",
      );
      await s.expectError(
        "activityCreate",
        s.h.api.activityCreate({ ...offer, offerId: "off-nope" }, { token: s.token }),
        "NOT_FOUND",
      );
      await s.expectError(
        "activityCreate",
        s.h.api.activityCreate({ ...offer, areaId: "syd" }, { token: s.token }),
        "CONFIG_INVALID",
      );
      const sold = (await s.h.api.activities({ kind: "vps" }))[0]?.offers.find(
        (o) => o.id === "off-autumn-1c2g",
      )?.sold;
      expect(sold).toBe(58);
    });

    it("lists group-buys and their open groups", async () => {
      const offers = await s.h.api.pintuans({ language: "ja" });
      expect(offers.length).toBeGreaterThanOrEqual(3);
      const groups = await s.h.api.pintuanGroups({ pintuanId: "pt-cvm-s4" });
      expect(groups.map((g) => g.groupId)).toEqual(["grp-cvm-s4-a", "grp-cvm-s4-b"]);
      expect(await s.h.api.pintuanGroupCount({ pintuanId: "pt-cvm-s4" })).toBe(2);
      expect(await s.h.api.pintuan({ id: "pt-cvm-s4" })).toMatchObject({
        groupSize: 2,
        openGroups: 2,
      });
      await s.expectError("pintuan", s.h.api.pintuan({ id: "pt-nope" }), "NOT_FOUND");
      await s.expectError(
        "pintuanGroups",
        s.h.api.pintuanGroups({ pintuanId: "pt-nope" }),
        "NOT_FOUND",
      );
      await s.expectError(
        "pintuanGroupCount",
        s.h.api.pintuanGroupCount({ pintuanId: "pt-nope" }),
        "NOT_FOUND",
      );
      await s.expectError(
        "pintuanGroup",
        s.h.api.pintuanGroup({ groupId: "grp-nope" }),
        "NOT_FOUND",
      );
    });

    it("starts a group, lets others join until it is full, then refuses", async () => {
      const started = await s.h.api.activityCreate(
        { kind: "pintuan", pintuanId: "pt-vps-4c8g", ...area },
        { token: s.token },
      );
      expect(started.group).toMatchObject({
        members: 1,
        groupSize: 5,
        status: "open",
        joined: true,
        leader: expect.stringContaining("****"),
      });
      const groupId = started.group?.groupId ?? "";
      await s.expectError(
        "activityCreate",
        s.h.api.activityCreate(
          { kind: "pintuan", pintuanId: "pt-vps-4c8g", groupId, ...area },
          { token: s.token },
        ),
        "ALREADY_IN_GROUP",
      );
      const others = await Promise.all([1, 2, 3, 4, 5].map(() => s.h.newUser()));
      const joins = await Promise.allSettled(
        others.map((u) =>
          s.h.api.activityCreate(
            { kind: "pintuan", pintuanId: "pt-vps-4c8g", groupId, ...area },
            { token: u.token },
          ),
        ),
      );
      expect(joins.filter((j) => j.status === "fulfilled")).toHaveLength(4);
      const refused = joins.find((j) => j.status === "rejected");
      expect(refused?.status === "rejected" && refused.reason).toMatchObject({
        code: errorCodes.GROUP_FULL.code,
      });
      s.covered.add("activityCreate:GROUP_FULL");
      expect(await s.h.api.pintuanGroup({ groupId }, { token: s.token })).toMatchObject({
        status: "complete",
        members: 5,
        joined: true,
      });
    });

    it("refuses to join an expired group and an offer that has not started", async () => {
      // grp-2c4g-b expires 19 hours after the catalogue was laid out; the offer runs for weeks.
      s.h.advance(20 * 60 * 60 * 1000);
      try {
        await s.expectError(
          "activityCreate",
          s.h.api.activityCreate(
            { kind: "pintuan", pintuanId: "pt-vps-2c4g", groupId: "grp-2c4g-b", ...area },
            { token: s.token },
          ),
          "GROUP_CLOSED",
        );
      } finally {
        s.h.advance(-20 * 60 * 60 * 1000);
      }
      s.h.advance(-30 * 24 * 60 * 60 * 1000);
      try {
        await s.expectError(
          "activityCreate",
          s.h.api.activityCreate(
            { kind: "pintuan", pintuanId: "pt-vps-2c4g", ...area },
            { token: s.token },
          ),
          "ACTIVITY_NOT_OPEN",
        );
      } finally {
        s.h.advance(30 * 24 * 60 * 60 * 1000);
      }
    });
  });
}
