// Texts of the page `activity-promotion` (under `pages.activity-promotion` in the `common`
// namespace). Its offers read as the VPS sale's do (`activityOffers*` in activity-vps.ts).
import type { Shape } from "../../shape.ts";
import { activityOffersEn, activityOffersJa, activityOffersZh } from "./activity-vps.ts";

export const activityPromotionEn = {
  title: "Promotions",
  description: "Current Hostfront promotions for new and existing customers.",
  heading: "Promotions",
  intro: "Our current offers for new and existing customers.",
  offers: activityOffersEn as typeof activityOffersEn,
} as const;

export const activityPromotionZh: Shape<typeof activityPromotionEn> = {
  title: "优惠活动",
  description: "Hostfront 当前面向新老用户的优惠活动。",
  heading: "优惠活动",
  intro: "当前面向新老用户的各项优惠。",
  offers: activityOffersZh,
};

export const activityPromotionJa: Shape<typeof activityPromotionEn> = {
  title: "キャンペーン",
  description: "新規・既存のお客様向けに実施中の、Hostfrontのキャンペーンです。",
  heading: "キャンペーン",
  intro: "新規・既存のお客様向けに実施中のキャンペーンをご紹介します。",
  offers: activityOffersJa,
};
