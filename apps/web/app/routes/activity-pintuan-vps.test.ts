// The group-buy offers page: every offer with its group and usual prices in the language's
// currency and the count of its open groups, and the page still answering while the provider
// is down.
import { languageTags, localizePath } from "@hostfront/i18n";
import { describe, expect, it, vi } from "vitest";
import { formatSize, formatSpeed } from "~/lib/texts/intl";
import { loadFresh } from "~/test/fresh";
import { priceIn } from "~/test/language";
import { mockProviderApi } from "~/test/provider";
import { pageArgs, publishedAt, unwrap } from "~/test/request";
import { loader as listLoader } from "./activity-pintuan-vps";

const upstream = mockProviderApi();

describe("group-buy offers", () => {
  it.each(["en", "zh", "ja"] as const)(
    "lists the offers in %s with group and usual prices in the language's currency",
    async (language) => {
      const { data, status } = unwrap(
        await listLoader(await pageArgs(localizePath("/activity/pintuan/vps", language))),
      );
      expect(status).toBe(200);
      expect(data.seo.canonical).toBe(publishedAt("/activity/pintuan/vps", language));
      const standard = data.offers?.find((offer) => offer.id === "pt-vps-2c4g");
      expect(standard).toMatchObject({
        price: await priceIn(language, 139),
        original: await priceIn(language, 204),
        groupSize: 3,
        groupHours: 24,
        savePercent: 32,
        period: "year",
        state: "open",
        openGroups: 2,
      });
      expect(data.offers?.map((offer) => offer.id)).toEqual([
        "pt-vps-2c4g",
        "pt-vps-4c8g",
        "pt-cvm-s4",
        "pt-ded-e2388g",
      ]);
      expect(data.offers?.find((offer) => offer.id === "pt-ded-e2388g")?.openGroups).toBe(0);
      // Sizes and speed written as the language does, so the page hydrates without Intl.
      const locale = languageTags[language];
      for (const offer of data.offers ?? []) {
        expect(offer.specs).toEqual({
          memory: formatSize(offer.plan.memoryGb, locale),
          disk: formatSize(offer.plan.diskGb, locale),
          port: formatSpeed(offer.plan.bandwidthMbps, locale),
          traffic: offer.plan.trafficGb === null ? null : formatSize(offer.plan.trafficGb, locale),
        });
      }
    },
  );

  it("counts the open groups with getCanJoinCount", async () => {
    vi.resetModules();
    const [fresh, request] = await Promise.all([
      import("./activity-pintuan-vps"),
      import("~/test/request"),
    ]);
    await fresh.loader(await request.pageArgs("/activity/pintuan/vps"));
    expect(
      upstream.to("/api/activity/pintuan/getCanJoinCount").map((r) => r.body?.pintuanId),
    ).toEqual(["pt-vps-2c4g", "pt-vps-4c8g", "pt-cvm-s4", "pt-ded-e2388g"]);
  });

  it("answers the page, marked unavailable, when the provider is down", async () => {
    upstream.down();
    const { data, status } = await loadFresh(
      () => import("./activity-pintuan-vps"),
      "/ja/activity/pintuan/vps",
    );
    expect(status).toBe(200);
    expect(data.offers).toBeNull();
  });
});
