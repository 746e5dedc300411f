// Texts of the page `about` (under `pages.about` in the `common` namespace).
import type { Shape } from "../../dictionary.ts";

export const aboutEn = {
  title: "About us",
  description: "Who runs Hostfront, where our servers are, and how we got here since 2016.",
  heading: "About Hostfront",
  intro:
    "Hostfront started in Hong Kong in 2016 with three engineers and one rack. Today we run virtual, dedicated and cloud servers in seven regions, and we still answer tickets ourselves.",
  history: "Our history",
} as const;

export const aboutZh: Shape<typeof aboutEn> = {
  title: "关于我们",
  description: "了解 Hostfront 的团队、服务器所在地，以及我们自 2016 年以来的发展历程。",
  heading: "关于 Hostfront",
  intro:
    "Hostfront 于 2016 年在香港成立，创立之初只有三名工程师和一个机柜。如今，我们在 7 个地域运营 VPS、独立服务器和云服务器，工单依然由我们的工程师亲自回复。",
  history: "发展历程",
};

export const aboutJa: Shape<typeof aboutEn> = {
  title: "会社概要",
  description: "Hostfrontの運営チーム、サーバーの設置拠点、2016年からの歩みをご紹介します。",
  heading: "Hostfrontについて",
  intro:
    "Hostfrontは2016年、3人のエンジニアと1台のラックで香港からスタートしました。現在は7リージョンで仮想サーバー、専用サーバー、クラウドサーバーを運用していますが、今もチケットには私たち自身がお答えしています。",
  history: "沿革",
};
