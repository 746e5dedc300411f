// Texts of the page `workServer-submitWork` (under `pages.workServer-submitWork` in the `common` namespace).
import type { Shape } from "../../dictionary.ts";

export const workServerSubmitWorkEn = {
  title: "Submit a ticket",
  description: "Ask Hostfront support for help with a server, billing or your account.",
  heading: "Submit a ticket",
  intro:
    "Tell us what happened and which server it concerns. We answer technical tickets around the clock, usually within an hour.",
} as const;

export const workServerSubmitWorkZh: Shape<typeof workServerSubmitWorkEn> = {
  title: "提交工单",
  description: "就服务器、计费或账号问题向 Hostfront 技术支持寻求帮助。",
  heading: "提交工单",
  intro: "请描述您遇到的问题及涉及的服务器。技术类工单全天候受理，通常在 1 小时内回复。",
};

export const workServerSubmitWorkJa: Shape<typeof workServerSubmitWorkEn> = {
  title: "チケットを作成",
  description: "サーバー、お支払い、アカウントについて、Hostfrontのサポートにご相談いただけます。",
  heading: "チケットを作成",
  intro:
    "発生した状況と、対象のサーバーをお知らせください。技術的なお問い合わせには24時間体制で対応しており、通常1時間以内にご回答します。",
};
