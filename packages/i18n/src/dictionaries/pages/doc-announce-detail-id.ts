// Texts of the page `doc-announce-detail-id` (under `pages.doc-announce-detail-id` in the `common` namespace).
import type { Shape } from "../../shape.ts";

export const docAnnounceDetailIdEn = {
  back: "All announcements",
  updated: "Updated {{date}}",
} as const;

export const docAnnounceDetailIdZh: Shape<typeof docAnnounceDetailIdEn> = {
  back: "全部公告",
  updated: "更新于 {{date}}",
};

export const docAnnounceDetailIdJa: Shape<typeof docAnnounceDetailIdEn> = {
  back: "すべてのお知らせ",
  updated: "更新日：{{date}}",
};
