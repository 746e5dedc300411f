// Texts of the page `activity-vps` (under `pages.activity-vps` in the `common` namespace).
import type { Shape } from "../../dictionary.ts";

export const activityVpsEn = {
  title: "VPS sale",
  description: "Current VPS offers with yearly discounts, while stock lasts.",
  heading: "VPS sale",
  intro: "Limited offers on VPS plans, in any region while stock lasts.",
} as const;

export const activityVpsZh: Shape<typeof activityVpsEn> = {
  title: "云服务器特惠",
  description: "当前云服务器优惠活动，年付享折扣，数量有限，售完即止。",
  heading: "云服务器特惠",
  intro: "云服务器套餐限时优惠，所有地域均可选购，售完即止。",
};

export const activityVpsJa: Shape<typeof activityVpsEn> = {
  title: "VPSセール",
  description: "年払い割引付きのVPSキャンペーンを実施中です。なくなり次第終了します。",
  heading: "VPSセール",
  intro: "VPSプランの期間限定キャンペーンです。全リージョンが対象で、なくなり次第終了します。",
};
