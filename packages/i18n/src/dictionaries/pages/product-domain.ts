// Texts of the page `product-domain` (under `pages.product-domain` in the `common` namespace).
import type { Shape } from "../../dictionary.ts";

export const productDomainEn = {
  title: "Domains",
  description:
    "Search, register and transfer domain names under more than 20 extensions, from $1.49 for the first year.",
  heading: "Find your domain",
  intro:
    "Check one name under many extensions at once, with the first-year, renewal and transfer price of each.",
} as const;

export const productDomainZh: Shape<typeof productDomainEn> = {
  title: "域名",
  description: "支持 20 余种后缀的域名查询、注册与转入，首年 $1.49 起。",
  heading: "查找您的域名",
  intro: "一次即可查询同一名称在多个后缀下的注册情况，并查看各后缀的首年注册、续费和转入价格。",
};

export const productDomainJa: Shape<typeof productDomainEn> = {
  title: "ドメイン",
  description: "20種類以上のドメインの検索・登録・移管に対応。初年度$1.49からご利用いただけます。",
  heading: "ドメインを探す",
  intro:
    "1つの名前を複数のトップレベルドメインでまとめて検索し、それぞれの初年度・更新・移管の料金を確認できます。",
};
