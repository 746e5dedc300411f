// Texts of the page `activity-pintuan-vps-id` (under `pages.activity-pintuan-vps-id` in the `common` namespace).
import type { Shape } from "../../dictionary.ts";

export const activityPintuanVpsIdEn = {
  title: "Group-buy: {{title}}",
  description: "{{description}}",
  groupSize: "Groups of {{count}}",
  openGroups: "{{count}} open groups",
  back: "All group-buy offers",
} as const;

export const activityPintuanVpsIdZh: Shape<typeof activityPintuanVpsIdEn> = {
  title: "拼团：{{title}}",
  description: "{{description}}",
  groupSize: "{{count}} 人成团",
  openGroups: "{{count}} 个团进行中",
  back: "全部拼团活动",
};

export const activityPintuanVpsIdJa: Shape<typeof activityPintuanVpsIdEn> = {
  title: "共同購入：{{title}}",
  description: "{{description}}",
  groupSize: "{{count}}人で1グループ",
  openGroups: "募集中のグループ：{{count}}件",
  back: "共同購入キャンペーン一覧",
};
