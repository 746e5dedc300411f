// Texts of the page `activity-pintuan-vps` (under `pages.activity-pintuan-vps` in the `common` namespace).
import type { Shape } from "../../shape.ts";

export const activityPintuanVpsEn = {
  title: "Group-buy offers",
  description: "Team up with other customers and get servers at a group price.",
  heading: "Team up and save",
  intro:
    "Start a group or join an open one. When the group is full before it closes, everyone gets the group price; if it does not fill in time, your order is refunded in full.",
  howHeading: "How a group-buy works",
  steps: {
    choose: {
      title: "Choose an offer",
      body: "Pick one of the offers. The group price is for the whole period shown.",
    },
    group: {
      title: "Start or join a group",
      body: "Join an open group, or start your own and share its link. You pay the group price when you join.",
    },
    fill: {
      title: "Fill it in time",
      body: "When the group is full before it closes, every member's server is created. If not, every order is refunded in full to your balance at once.",
    },
  },
  offersHeading: "Offers open now",
  empty: "No group-buy is running right now. Please look again soon.",
  groupPrice: "Group price",
  usualPrice: "Usual price",
  save: "Save {{percent}}%",
  groupOf_one: "Groups of {{count}}",
  groupOf_other: "Groups of {{count}}",
  openGroups_one: "{{count}} group open to join",
  openGroups_other: "{{count}} groups open to join",
  noOpenGroups: "No open group yet: be the first",
  groupHours_one: "A group has {{count}} hour to fill",
  groupHours_other: "A group has {{count}} hours to fill",
  endsOn: "Offer ends {{date}}",
  startsOn: "Opens {{date}}",
  ended: "Ended",
  view: "Join or start a group",
  viewLabel: "Join or start a group: {{title}}",
  rules: "Read the group-buy rules",
} as const;

export const activityPintuanVpsZh: Shape<typeof activityPintuanVpsEn> = {
  title: "拼团优惠",
  description: "与其他用户一起拼团，以拼团价购买服务器。",
  heading: "一起拼团更优惠",
  intro:
    "您可以发起拼团，也可以加入进行中的团。在截止前成团，所有成员均可享受拼团价；如未能按时成团，订单款项将全额退还。",
  howHeading: "拼团流程",
  steps: {
    choose: {
      title: "选择优惠",
      body: "从拼团优惠中选择一项。拼团价为所示整个周期的价格。",
    },
    group: {
      title: "发起或加入拼团",
      body: "加入进行中的团，或发起新团并分享链接。参团时按拼团价付款。",
    },
    fill: {
      title: "按时成团",
      body: "截止前人数凑齐即成团，为每位成员开通服务器；未能成团时，所有订单款项立即全额退回账户余额。",
    },
  },
  offersHeading: "进行中的拼团",
  empty: "目前没有进行中的拼团活动，请稍后再来看看。",
  groupPrice: "拼团价",
  usualPrice: "原价",
  save: "省 {{percent}}%",
  groupOf_one: "{{count}} 人成团",
  groupOf_other: "{{count}} 人成团",
  openGroups_one: "{{count}} 个团可加入",
  openGroups_other: "{{count}} 个团可加入",
  noOpenGroups: "暂无进行中的团，快来发起第一个",
  groupHours_one: "每个团需在 {{count}} 小时内成团",
  groupHours_other: "每个团需在 {{count}} 小时内成团",
  endsOn: "活动截止：{{date}}",
  startsOn: "开始时间：{{date}}",
  ended: "已结束",
  view: "参团或发起拼团",
  viewLabel: "参团或发起拼团：{{title}}",
  rules: "查看拼团规则",
};

export const activityPintuanVpsJa: Shape<typeof activityPintuanVpsEn> = {
  title: "共同購入キャンペーン",
  description: "ほかのお客様とグループを組んで、共同購入価格でサーバーをご購入いただけます。",
  heading: "みんなで組んでお得に購入",
  intro:
    "グループを作成するか、募集中のグループに参加してください。締め切りまでにグループの人数がそろうと、全員が共同購入価格でご購入いただけます。期限内に人数がそろわなかった場合は、ご注文の代金を全額返金します。",
  howHeading: "共同購入の流れ",
  steps: {
    choose: {
      title: "キャンペーンを選ぶ",
      body: "開催中のキャンペーンからお選びください。共同購入価格は、表示されている期間全体の料金です。",
    },
    group: {
      title: "グループを作成・参加する",
      body: "募集中のグループに参加するか、新しいグループを作成してリンクを共有してください。参加時に共同購入価格でお支払いいただきます。",
    },
    fill: {
      title: "期限内に人数をそろえる",
      body: "締め切りまでに人数がそろうと、メンバー全員のサーバーが作成されます。そろわなかった場合は、すべてのご注文の代金を直ちに残高へ全額返金します。",
    },
  },
  offersHeading: "開催中のキャンペーン",
  empty: "現在開催中の共同購入はありません。またのぞいてみてください。",
  groupPrice: "共同購入価格",
  usualPrice: "通常価格",
  save: "{{percent}}%お得",
  groupOf_one: "{{count}}人で1グループ",
  groupOf_other: "{{count}}人で1グループ",
  openGroups_one: "参加できるグループ：{{count}}件",
  openGroups_other: "参加できるグループ：{{count}}件",
  noOpenGroups: "募集中のグループはまだありません。最初のグループを作成しましょう",
  groupHours_one: "各グループの募集期間は{{count}}時間です",
  groupHours_other: "各グループの募集期間は{{count}}時間です",
  endsOn: "{{date}}まで",
  startsOn: "{{date}}開始",
  ended: "終了しました",
  view: "グループに参加・作成する",
  viewLabel: "グループに参加・作成する：{{title}}",
  rules: "共同購入のルールを読む",
};
