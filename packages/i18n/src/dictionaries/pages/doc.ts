// Texts of the page `doc` (under `pages.doc` in the `common` namespace).
import type { Shape } from "../../shape.ts";

export const docEn = {
  title: "Documentation",
  description:
    "Guides for Hostfront servers, storage, networking, domains, billing and your account.",
  heading: "Documentation",
  intro:
    "Guides for servers, storage, networking, domains, billing and your account, in English, Chinese and Japanese.",
} as const;

export const docZh: Shape<typeof docEn> = {
  title: "文档中心",
  description: "Hostfront 服务器、存储、网络、域名、计费与账号使用指南。",
  heading: "文档中心",
  intro: "涵盖服务器、存储、网络、域名、计费与账号的使用指南，提供中文、英文和日文版本。",
};

export const docJa: Shape<typeof docEn> = {
  title: "ドキュメント",
  description:
    "Hostfrontのサーバー、ストレージ、ネットワーク、ドメイン、お支払い、アカウントに関するガイドです。",
  heading: "ドキュメント",
  intro:
    "サーバー、ストレージ、ネットワーク、ドメイン、お支払い、アカウントに関するガイドを、英語・中国語・日本語でご用意しています。",
};
