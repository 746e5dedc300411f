// Content calls: announcements, jobs, history, reviews, tracking, contact messages.
import { describe, expect, it } from "vitest";
import type { Suite } from "./target.ts";

export function contentCases(s: Suite): void {
  describe("content", () => {
    it("announcements page by page, pinned first; details; unknown ids", async () => {
      const first = await s.h.api.announcements({ page: 1, row: 3, language: "zh" });
      const second = await s.h.api.announcements({ page: 2, row: 3, language: "zh" });
      expect(first).toHaveLength(3);
      expect(first[0]?.pinned).toBe(true);
      expect(second.map((a) => a.id)).not.toContain(first[0]?.id);
      const detail = await s.h.api.announcementDetail({ id: first[0]?.id ?? "", language: "ja" });
      expect(detail.content).toContain("**");
      await s.expectError(
        "announcementDetail",
        s.h.api.announcementDetail({ id: "no-such-announcement" }),
        "NOT_FOUND",
      );
    });

    it("jobs, history, reviews", async () => {
      expect((await s.h.api.jobs({ language: "ja" })).length).toBeGreaterThan(0);
      expect((await s.h.api.aboutHistory()).map((e) => e.year)).toEqual(
        [...(await s.h.api.aboutHistory()).map((e) => e.year)].sort(),
      );
      const before = await s.h.api.reviewSummary();
      const after = await s.h.api.footerComment({ rating: 1, content: "Too slow for me." });
      expect(after.reviewCount).toBe(before.reviewCount + 1);
      expect(await s.h.api.reviewRefresh()).toEqual(after);
      expect(await s.h.api.reviewSummary()).toEqual(after);
    });

    it("tracking calls are recorded", async () => {
      await expect(s.h.api.promotionClick({ position: "coupon-banner" })).resolves.toEqual({
        recorded: true,
      });
      await expect(
        s.h.api.actPage({ page: "/activity/vps", activityId: "act-autumn-vps" }),
      ).resolves.toEqual({ recorded: true });
      await expect(
        s.h.api.referral({ referer: "h616263", param: "tgcode", landingPage: "/zh" }),
      ).resolves.toEqual({ recorded: true });
      expect(await s.h.trackedKinds()).toEqual(["activity-page", "promotion-click", "referral"]);
    });

    it("contact messages are validated and kept", async () => {
      await expect(
        s.h.api.contactMessage({
          name: "Ada Lovelace",
          email: "ada@example.com",
          topic: "sales",
          message: "Twenty servers in Tokyo, please.",
        }),
      ).resolves.toMatchObject({ messageId: expect.stringMatching(/^msg-/) });
      const bad = await s.h.api
        .contactMessage({
          name: "Ada",
          email: "not-an-email",
          phone: "12",
          topic: "sales",
          message: "Twenty servers in Tokyo.",
        })
        .catch((e: unknown) => e);
      expect(bad).toMatchObject({
        code: 4000,
        fields: { email: "validation.email", phone: "validation.phone" },
      });
    });
  });
}
