// Texts of the page `product-vps-buy` (under `pages.product-vps-buy` in the `common` namespace).
import type { Shape } from "../../dictionary.ts";

export const productVpsBuyEn = {
  title: "Configure a server",
  description:
    "Choose a region, an operating system, a plan and options, and see the price as you go.",
  heading: "Configure your server",
  intro:
    "Choose a region, an operating system image, a plan and the options you need. The price updates as you choose.",
} as const;

export const productVpsBuyZh: Shape<typeof productVpsBuyEn> = {
  title: "配置服务器",
  description: "选择地域、操作系统、套餐和配置选项，价格实时显示。",
  heading: "配置您的服务器",
  intro: "请选择地域、操作系统镜像、套餐及所需选项，价格将随您的选择实时更新。",
};

export const productVpsBuyJa: Shape<typeof productVpsBuyEn> = {
  title: "サーバー構成・お申し込み",
  description: "リージョン、OS、プラン、オプションを選ぶと、その場で料金を確認できます。",
  heading: "サーバーの構成を選ぶ",
  intro:
    "リージョン、OSイメージ、プラン、必要なオプションをお選びください。選択内容に合わせて料金がその場で更新されます。",
};
