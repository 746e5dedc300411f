// Texts of the page `activity-pintuan-vps` (under `pages.activity-pintuan-vps` in the `common` namespace).
import type { Shape } from "../../dictionary.ts";

export const activityPintuanVpsEn = {
  title: "Group-buy offers",
  description: "Team up with other customers and get servers at a group price.",
  heading: "Team up and save",
  intro:
    "Start a group or join an open one. When the group is full before it closes, everyone gets the group price; if it does not fill in time, your order is refunded in full.",
} as const;

export const activityPintuanVpsZh: Shape<typeof activityPintuanVpsEn> = {
  title: "拼团优惠",
  description: "与其他用户一起拼团，以拼团价购买服务器。",
  heading: "一起拼团更优惠",
  intro:
    "您可以发起拼团，也可以加入进行中的团。在截止前成团，所有成员均可享受拼团价；如未能按时成团，订单款项将全额退还。",
};

export const activityPintuanVpsJa: Shape<typeof activityPintuanVpsEn> = {
  title: "共同購入キャンペーン",
  description: "ほかのお客様とグループを組んで、共同購入価格でサーバーをご購入いただけます。",
  heading: "みんなで組んでお得に購入",
  intro:
    "グループを作成するか、募集中のグループに参加してください。締め切りまでにグループの人数がそろうと、全員が共同購入価格でご購入いただけます。期限内に人数がそろわなかった場合は、ご注文の代金を全額返金します。",
};
