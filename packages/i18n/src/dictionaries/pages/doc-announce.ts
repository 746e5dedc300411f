// Texts of the page `doc-announce` (under `pages.doc-announce` in the `common` namespace).
import type { Shape } from "../../shape.ts";

export const docAnnounceEn = {
  title: "Announcements",
  description: "Maintenance, new regions, releases and service news from Hostfront.",
  heading: "Announcements",
  intro: "Maintenance windows, new regions and features, and other service news.",
  empty: "There are no announcements yet.",
  newer: "Newer",
  older: "Older",
  pinned: "Pinned",
  categories: {
    maintenance: "Maintenance",
    release: "Release",
    promotion: "Promotion",
    notice: "Notice",
  },
} as const;

export const docAnnounceZh: Shape<typeof docAnnounceEn> = {
  title: "公告",
  description: "Hostfront 的维护通知、新地域上线、版本发布及服务动态。",
  heading: "公告",
  intro: "维护时间窗口、新地域与新功能上线，以及其他服务动态。",
  empty: "暂无公告。",
  newer: "较新公告",
  older: "较早公告",
  pinned: "置顶",
  categories: {
    maintenance: "维护",
    release: "版本发布",
    promotion: "优惠活动",
    notice: "通知",
  },
};

export const docAnnounceJa: Shape<typeof docAnnounceEn> = {
  title: "お知らせ",
  description:
    "Hostfrontのメンテナンス情報、新リージョン、リリース、サービスに関する最新情報です。",
  heading: "お知らせ",
  intro:
    "メンテナンスの予定、新リージョンや新機能の追加など、サービスに関する最新情報をお届けします。",
  empty: "お知らせはまだありません。",
  newer: "新しいお知らせ",
  older: "過去のお知らせ",
  pinned: "固定表示",
  categories: {
    maintenance: "メンテナンス",
    release: "リリース",
    promotion: "キャンペーン",
    notice: "お知らせ",
  },
};
