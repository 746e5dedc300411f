// Texts of the page `jobs` (under `pages.jobs` in the `common` namespace).
import type { Shape } from "../../dictionary.ts";

export const jobsEn = {
  title: "Jobs",
  description: "Open positions at Hostfront in Hong Kong, Tokyo, Singapore and Frankfurt.",
  heading: "Work with us",
  intro:
    "We are a small team running servers on three continents. If you care about fast, honest infrastructure and clear writing, we would like to hear from you.",
  empty:
    "There are no open positions right now. You are welcome to write to us through the contact page.",
  remote: "Remote possible",
  posted: "Posted {{date}}",
  responsibilities: "What you will do",
  requirements: "What you bring",
  apply: "Apply through the contact page",
} as const;

export const jobsZh: Shape<typeof jobsEn> = {
  title: "加入我们",
  description: "Hostfront 在香港、东京、新加坡和法兰克福的招聘职位。",
  heading: "与我们共事",
  intro:
    "我们是一支小团队，在三大洲运营服务器。如果您看重快速、可靠的基础设施，也注重清晰的文字表达，欢迎与我们联系。",
  empty: "目前暂无招聘职位。欢迎通过联系页面给我们留言。",
  remote: "可远程办公",
  posted: "发布于 {{date}}",
  responsibilities: "工作职责",
  requirements: "任职要求",
  apply: "通过联系页面申请",
};

export const jobsJa: Shape<typeof jobsEn> = {
  title: "採用情報",
  description: "香港・東京・シンガポール・フランクフルトでのHostfrontの募集職種です。",
  heading: "一緒に働きませんか",
  intro:
    "私たちは3大陸でサーバーを運用する小さなチームです。速くて誠実なインフラと、わかりやすい文章を大切にしたい方からのご連絡をお待ちしています。",
  empty: "現在募集中の職種はありません。お問い合わせページからお気軽にご連絡ください。",
  remote: "リモート勤務可",
  posted: "掲載日：{{date}}",
  responsibilities: "仕事内容",
  requirements: "求めるスキル・経験",
  apply: "お問い合わせページから応募する",
};
