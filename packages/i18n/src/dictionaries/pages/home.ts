// Texts of the page `index` (under `pages.index` in the `common` namespace).
import type { Shape } from "../../dictionary.ts";

export const homeEn = {
  title: "Hostfront: cloud servers, domains and hosting in Asia, Europe and North America",
  description:
    "Virtual, dedicated and cloud servers on NVMe storage in 7 regions, from $5 a month, with IPv6, domains and documentation in English, Chinese and Japanese.",
  heading: "Fast cloud servers close to your customers",
  intro:
    "Virtual and dedicated servers in Hong Kong, Tokyo, Singapore, Los Angeles, New York, Frankfurt and London, on NVMe storage and ready in about a minute. Clear monthly prices, IPv6 included.",
  primaryCta: "See server plans",
  secondaryCta: "Read the docs",
  latest: "Latest announcements",
  rating: "What our customers say",
} as const;

export const homeZh: Shape<typeof homeEn> = {
  title: "Hostfront：亚洲、欧洲和北美的云服务器、域名与主机服务",
  description:
    "VPS、独立服务器和云服务器均采用 NVMe 存储，覆盖 7 个地域，每月 $5 起，支持 IPv6，同时提供域名服务及中文、英文和日文文档。",
  heading: "高速云服务器，离您的客户更近",
  intro:
    "云服务器和独立服务器部署于香港、东京、新加坡、洛杉矶、纽约、法兰克福和伦敦，采用 NVMe 存储，约 1 分钟即可开通。按月计费，价格清晰透明，并默认提供 IPv6。",
  primaryCta: "查看服务器套餐",
  secondaryCta: "阅读文档",
  latest: "最新公告",
  rating: "用户评价",
};

export const homeJa: Shape<typeof homeEn> = {
  title: "Hostfront｜アジア・ヨーロッパ・北米のクラウドサーバー、ドメイン、ホスティング",
  description:
    "NVMeストレージ搭載の仮想サーバー・専用サーバー・クラウドサーバーを7リージョンで月額$5から。IPv6に対応し、ドメインも取得できます。ドキュメントは英語・中国語・日本語でご用意しています。",
  heading: "お客様の近くで動く、高速クラウドサーバー",
  intro:
    "香港・東京・シンガポール・ロサンゼルス・ニューヨーク・フランクフルト・ロンドンで、NVMeストレージ搭載の仮想サーバーと専用サーバーを提供しています。約1分でご利用を開始でき、料金はわかりやすい月額制、IPv6も標準で対応しています。",
  primaryCta: "サーバープランを見る",
  secondaryCta: "ドキュメントを読む",
  latest: "最新のお知らせ",
  rating: "お客様の声",
};
