// The group-buy pages: the offers with their open groups, one offer with its groups and a
// share link, and the action that joins or starts a group (login required, checked against
// the plan, sent once per form key, the provider's refusals translated, never a 5xx).
import { mockUser } from "@hostfront/api-client/mocks";
import { displayPrice } from "@hostfront/commerce";
import { type Language, languageTags } from "@hostfront/i18n";
import type { UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { mockProviderApi } from "~/test/provider";
import { pageArgs, postForm, publishedAt, unwrap } from "~/test/request";
import { loader as listLoader } from "./activity-pintuan-vps";
import { loader } from "./activity-pintuan-vps-id";

const upstream = mockProviderApi();
const _CREATE = "/api/activity/create";
const _token = mockUser.token;
const prefixOf = (language: Language) => (language === "en" ? "" : `/${language}`);
const detail = (id: string, language: Language = "en") =>
  `${prefixOf(language)}/activity/pintuan/part-vps/${id}`;

const RATES = { en: ["USD", 1], zh: ["HKD", 7.78], ja: ["JPY", 151.2] } as const;
const priceIn = (language: Language, usd: number) => {
  const [type, rate] = RATES[language];
  return displayPrice(usd, { type, rate }, languageTags[language]);
};

type Loaded = Awaited<ReturnType<typeof loader>>;
/** The page's data: the offer's, or `offer: null` when the provider is down. */
type DetailData = Loaded extends { data: infer D } ? D : never;
const loadDetail = async (path: string, id: string, init: { token?: string } = {}) =>
  unwrap<DetailData>(
    (await loader(
      await pageArgs(path, { params: { id }, ...init }),
    )) as DataWithResponseInit<DetailData>,
  );
/** The loaded page of an offer that exists (the loader answers `offer: null` only when down). */
async function _offerPage(path: string, id: string, init: { token?: string } = {}) {
  const { data, headers } = await loadDetail(path, id, init);
  if (!("formKey" in data)) throw new Error("the offer did not load");
  return { data, headers };
}

const _join = (fields: Record<string, string> = {}) => ({
  formKey: "6b1f3c2d-9a8e-4f7d-8c6b-5a4e3d2c1b0a",
  areaId: "hkg",
  imageId: "debian-13",
  groupId: "grp-2c4g-b",
  ...fields,
});
const _post = (
  id: string,
  fields: Record<string, string>,
  {
    language = "en",
    ...init
  }: { language?: Language; token?: string; headers?: Record<string, string> } = {},
) => postForm(detail(id, language), fields, { params: { id }, ...init });

describe("group-buy offers", () => {
  it.each(["en", "zh", "ja"] as const)(
    "lists the offers in %s with group and usual prices in the language's currency",
    async (language) => {
      const { data, status } = unwrap(
        await listLoader(await pageArgs(`${prefixOf(language)}/activity/pintuan/vps`)),
      );
      expect(status).toBe(200);
      expect(data.seo.canonical).toBe(publishedAt("/activity/pintuan/vps", language));
      const standard = data.offers?.find((offer) => offer.id === "pt-vps-2c4g");
      expect(standard).toMatchObject({
        price: priceIn(language, 139),
        original: priceIn(language, 204),
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
    vi.resetModules();
    const [fresh, request] = await Promise.all([
      import("./activity-pintuan-vps"),
      import("~/test/request"),
    ]);
    upstream.down();
    const { data, status } = request.unwrap(
      await fresh.loader(await request.pageArgs("/ja/activity/pintuan/vps")),
    );
    expect(status).toBe(200);
    expect(data.offers).toBeNull();
  });
});
