// Texts of the page `ac-coupon` (under `pages.ac-coupon` in the `common` namespace).
import type { Shape } from "../../dictionary.ts";

export const acCouponEn = {
  title: "Coupons",
  description: "Claim coupons for your next server order.",
  heading: "Coupons",
  intro:
    "Claim a coupon while stock lasts, then choose it when you order. One of each coupon per account, one coupon per order.",
  minSpend: "On orders of {{amount}} or more",
  remaining: "{{count}} left",
  validUntil: "Valid until {{date}}",
} as const;

export const acCouponZh: Shape<typeof acCouponEn> = {
  title: "优惠券",
  description: "领取优惠券，下次购买服务器时使用。",
  heading: "优惠券",
  intro:
    "优惠券数量有限，领完即止，下单时选择使用即可。每个账号每种优惠券限领一张，每笔订单限用一张。",
  minSpend: "满 {{amount}} 可用",
  remaining: "剩余 {{count}} 张",
  validUntil: "有效期至 {{date}}",
};

export const acCouponJa: Shape<typeof acCouponEn> = {
  title: "クーポン",
  description: "次回のサーバーのご注文に使えるクーポンを受け取れます。",
  heading: "クーポン",
  intro:
    "クーポンはなくなり次第配布終了です。受け取ったクーポンは、ご注文時に選択してご利用ください。各クーポンは1アカウントにつき1枚、1回のご注文につき1枚までご利用いただけます。",
  minSpend: "{{amount}}以上のご注文で利用可",
  remaining: "残り{{count}}枚",
  validUntil: "{{date}}まで有効",
};
