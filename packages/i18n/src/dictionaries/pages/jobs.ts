// Texts of the page `jobs` (under `pages.jobs` in the `common` namespace).
import type { Shape } from "../../shape.ts";

export const jobsEn = {
  title: "Jobs",
  description: "Open positions at Hostfront in Hong Kong, Tokyo, Singapore and Frankfurt.",
  heading: "Work with us",
  intro:
    "We are a small team running servers on three continents. If you care about fast, honest infrastructure and clear writing, we would like to hear from you.",
  openings_one: "{{count}} open position",
  openings_other: "{{count}} open positions",
  overview: "Open positions",
  empty: "There are no open positions right now.",
  emptyBody:
    "We still read every open application. Tell us what you would like to work on through the contact page.",
  department: "Department",
  location: "Location",
  employment: "Employment",
  workplace: "Workplace",
  posted: "Posted",
  employmentTypes: {
    "full-time": "Full-time",
    "part-time": "Part-time",
    contract: "Contract",
    internship: "Internship",
  },
  remote: "Remote possible",
  onSite: "On site",
  summary: "About the role",
  responsibilities: "What you will do",
  requirements: "What you bring",
  apply: "Apply for this position",
  applyFor: "— {{title}}",
  howHeading: "How to apply",
  howSteps: {
    write:
      "Open the contact page and choose the topic “{{topic}}”. Name the position in your message.",
    about:
      "Tell us in a few lines what you have built or run, and add a link to your CV, GitHub or LinkedIn profile. Please do not send passwords or documents with personal ID numbers.",
    answer:
      "We answer every application within one business day, in the language you write in: English, Chinese or Japanese.",
  },
  contact: "Go to the contact page",
} as const;

export const jobsZh: Shape<typeof jobsEn> = {
  title: "加入我们",
  description: "Hostfront 在香港、东京、新加坡和法兰克福的招聘职位。",
  heading: "与我们共事",
  intro:
    "我们是一支小团队，在三大洲运营服务器。如果您看重快速、可靠的基础设施，也注重清晰的文字表达，欢迎与我们联系。",
  openings_one: "{{count}} 个在招职位",
  openings_other: "{{count}} 个在招职位",
  overview: "在招职位",
  empty: "目前暂无在招职位。",
  emptyBody: "我们依然会认真阅读每一份自荐申请。欢迎通过联系页面告诉我们您希望从事的工作。",
  department: "部门",
  location: "工作地点",
  employment: "用工类型",
  workplace: "办公方式",
  posted: "发布日期",
  employmentTypes: {
    "full-time": "全职",
    "part-time": "兼职",
    contract: "合同制",
    internship: "实习",
  },
  remote: "可远程办公",
  onSite: "现场办公",
  summary: "职位简介",
  responsibilities: "工作职责",
  requirements: "任职要求",
  apply: "申请该职位",
  applyFor: "（{{title}}）",
  howHeading: "如何申请",
  howSteps: {
    write: "打开联系页面，咨询类型选择“{{topic}}”，并在留言中写明申请的职位。",
    about:
      "请用几句话介绍您做过的项目或运维过的系统，并附上简历、GitHub 或 LinkedIn 主页的链接。请勿发送密码或含有身份证号码的文件。",
    answer: "我们会在一个工作日内回复每一份申请，并使用您来信的语言（中文、英文或日文）。",
  },
  contact: "前往联系页面",
};

export const jobsJa: Shape<typeof jobsEn> = {
  title: "採用情報",
  description: "香港・東京・シンガポール・フランクフルトでのHostfrontの募集職種です。",
  heading: "一緒に働きませんか",
  intro:
    "私たちは3大陸でサーバーを運用する小さなチームです。速くて誠実なインフラと、わかりやすい文章を大切にしたい方からのご連絡をお待ちしています。",
  openings_one: "募集中の職種：{{count}}件",
  openings_other: "募集中の職種：{{count}}件",
  overview: "募集中の職種",
  empty: "現在募集中の職種はありません。",
  emptyBody:
    "自主応募はいつでも歓迎しています。取り組みたい仕事について、お問い合わせページからお気軽にお知らせください。",
  department: "部署",
  location: "勤務地",
  employment: "雇用形態",
  workplace: "勤務形態",
  posted: "掲載日",
  employmentTypes: {
    "full-time": "正社員",
    "part-time": "パートタイム",
    contract: "契約社員",
    internship: "インターンシップ",
  },
  remote: "リモート勤務可",
  onSite: "出社勤務",
  summary: "仕事の概要",
  responsibilities: "仕事内容",
  requirements: "求めるスキル・経験",
  apply: "この職種に応募する",
  applyFor: "（{{title}}）",
  howHeading: "応募方法",
  howSteps: {
    write:
      "お問い合わせページを開き、お問い合わせの種類で「{{topic}}」を選んでください。メッセージには応募する職種名をご記入ください。",
    about:
      "これまでに開発・運用したものを数行でご紹介のうえ、履歴書、GitHub、LinkedInなどのリンクを添えてください。パスワードや個人番号が記載された書類は送らないでください。",
    answer:
      "すべてのご応募に1営業日以内に、お問い合わせいただいた言語（日本語・英語・中国語）でご返信します。",
  },
  contact: "お問い合わせページへ",
};
