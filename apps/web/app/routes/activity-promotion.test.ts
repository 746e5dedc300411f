// Promotions (/activity/promotion): the page in three languages, its offers with the choices
// their plan allows, the cached offers while the provider is down, and the checks of an order's
// choices. Ordering itself is the VPS sale's (activity-vps.test.ts): the same action serves both.
import { mockUser } from "@hostfront/api-client/mocks";
import { localizePath } from "@hostfront/i18n";
import { describe, expect, it } from "vitest";
import { loadFresh } from "~/test/fresh";
import { texts } from "~/test/language";
import { mockProviderApi } from "~/test/provider";
import { answered, pageArgs, postForm, publishedAt, unwrap } from "~/test/request";
import * as promotion from "./activity-promotion";

const upstream = mockProviderApi();

const CREATE = "/api/activity/create";
const token = mockUser.token;
const formKey = "5c2d9e1f-3a4b-4c5d-8e6f-7a8b9c0d1e2f";
/** The autumn VPS sale's offer: on /activity/vps, not on this page. */
const basic = {
  formKey,
  activityId: "act-autumn-vps",
  offerId: "off-autumn-1c2g",
  areaId: "tyo",
  imageId: "ubuntu-2404",
};

describe("promotions: the page", () => {
  it.each(["en", "zh", "ja"] as const)(
    "answers in %s with its title, canonical URL and the first-month offers",
    async (language) => {
      const { data, status, headers } = unwrap(
        await promotion.loader(await pageArgs(localizePath("/activity/promotion", language))),
      );
      expect(status).toBe(200);
      expect(headers.get("cache-control")).toMatch(/^public/);
      expect(data.seo.title).toContain(texts(language).pages["activity-promotion"].title);
      expect(data.seo.canonical).toBe(publishedAt("/activity/promotion", language));
      expect(data.activities?.map((activity) => activity.id)).toEqual(["act-first-month"]);
      expect(data.order).toBeNull();
      expect(upstream.to("/api/home/activity/cvm/search")[0]?.body).toMatchObject({
        language,
        kind: "promotion",
      });
    },
  );

  it("offers only the systems that fit the plan's disk", async () => {
    const { data } = unwrap(await promotion.loader(await pageArgs("/activity/promotion")));
    const offers = data.activities?.flatMap((a) => a.offers) ?? [];
    const starter = offers.find((o) => o.id === "off-first-1c1g");
    // VPS Starter has 25 GB: no Windows (40 GB at least).
    expect(starter?.images.some((i) => i.family === "windows")).toBe(false);
    expect(starter?.images.some((i) => i.id === "ubuntu-2404")).toBe(true);
    // Cloud S2 is not sold in New York or London.
    const cloud = offers.find((o) => o.id === "off-first-cvm-s2");
    expect(cloud?.regions.map((r) => r.id)).not.toContain("nyc");
  });

  it("keeps showing the cached offers while the provider is down", async () => {
    const before = unwrap(await promotion.loader(await pageArgs("/ja/activity/promotion"))).data;
    upstream.down();
    const during = unwrap(await promotion.loader(await pageArgs("/ja/activity/promotion"))).data;
    expect(during.activities).toEqual(before.activities);
  });

  it("answers the page, marked unavailable, when the provider is down and nothing is cached", async () => {
    upstream.down();
    const { data, status } = await loadFresh(
      () => import("./activity-promotion"),
      "/ja/activity/promotion",
    );
    expect(status).toBe(200);
    expect(data.activities).toBeNull();
    expect(data.order).toBeNull();
  });
});

describe("promotions: the checks of an order", () => {
  it.each(["en", "zh", "ja"] as const)(
    "names a missing or wrong choice next to its field (%s)",
    async (language) => {
      const path = localizePath("/activity/promotion", language);
      const offers = texts(language).pages["activity-promotion"].offers.errors;
      const v = texts(language).validation;
      const missing = answered(
        await promotion.action(
          await postForm(
            path,
            { formKey, activityId: "act-first-month", offerId: "off-first-1c1g" },
            {
              token,
            },
          ),
        ),
      );
      expect(missing.status).toBe(400);
      expect(missing.data.errors).toEqual({ areaId: v.required, imageId: v.required });

      const wrong = answered(
        await promotion.action(
          await postForm(
            path,
            {
              formKey,
              activityId: "act-first-month",
              offerId: "off-first-1c1g",
              areaId: "syd",
              imageId: "windows-2022",
            },
            { token },
          ),
        ),
      );
      expect(wrong.status).toBe(400);
      expect(wrong.data.errors).toEqual({ areaId: offers.region, imageId: offers.image });
      expect(wrong.data.values).toMatchObject({ areaId: "syd" });
      expect(upstream.to(CREATE)).toEqual([]);
    },
  );

  it("refuses an offer that is not on the page", async () => {
    const { data, status } = answered(
      await promotion.action(
        await postForm("/zh/activity/promotion", { ...basic, offerId: "off-nope" }, { token }),
      ),
    );
    expect(status).toBe(404);
    expect(data.formError).toBe(texts("zh").pages["activity-promotion"].offers.errors.offer);
    // The VPS sale's offer is not on the promotion page either.
    const elsewhere = answered(
      await promotion.action(await postForm("/activity/promotion", basic, { token })),
    );
    expect(elsewhere.status).toBe(404);
    expect(upstream.to(CREATE)).toEqual([]);
  });
});
