// Texts of the page `about` (under `pages.about` in the `common` namespace). The facts are
// those of packages/docs/FACTS.md.
import type { Shape } from "../../shape.ts";

export const aboutEn = {
  title: "About us",
  description: "Who runs Hostfront, where our servers are, and how we got here since 2016.",
  heading: "About Hostfront",
  intro:
    "Hostfront started in Hong Kong in 2016 with three engineers and one rack. Today we run virtual, dedicated and cloud servers in seven regions, and we still answer tickets ourselves.",
  whoHeading: "Who we are",
  who: [
    "Hostfront Limited is a hosting provider registered in Hong Kong. We sell virtual private servers, cloud servers with dedicated bandwidth, dedicated servers, block storage and snapshots, managed MySQL and PostgreSQL databases, PHP hosting and domain names.",
    "Our customers are developers, online shops and companies across Asia, Europe and North America. They manage everything in our console or through our REST API, and they get help around the clock in English, Chinese and Japanese from the engineers who run the platform.",
  ],
  factsHeading: "At a glance",
  facts: {
    founded: "Founded",
    foundedValue: "March 2016, Hong Kong",
    company: "Company",
    companyValue: "Hostfront Limited, registered office in Hong Kong",
    regions: "Regions",
    regionsValue: "7 open on three continents, Sydney coming",
    support: "Support",
    supportValue: "24/7 tickets in English, Chinese and Japanese",
    availability: "Availability",
    availabilityValue: "99.95% a month, with credits when we miss it",
  },
  regionsHeading: "Where our servers are",
  regionsIntro:
    "Every open region has NVMe storage and IPv6, in Tier III data centres or better with N+1 power and cooling. Your servers and their data stay in the region you choose.",
  continents: {
    asia: "Asia",
    europe: "Europe",
    "north-america": "North America",
    oceania: "Oceania",
  },
  products: {
    vps: "VPS",
    cvm: "Cloud",
    dedicated: "Dedicated",
  },
  productsLabel: "Products",
  ddos: "DDoS protection",
  comingSoon: "Coming soon",
  valuesHeading: "What we stand for",
  values: {
    prices: {
      title: "Prices you can read",
      body: "One price list in US dollars, the same in every region, shown in your currency. Quarterly and yearly periods are simply 5% and 15% cheaper.",
    },
    people: {
      title: "People who answer",
      body: "Tickets are answered around the clock, within 30 minutes for an outage, by engineers who run the platform.",
    },
    data: {
      title: "Your data stays where you put it",
      body: "Server data is kept only in the region you chose. A deleted server is erased and cannot be recovered.",
    },
    plain: {
      title: "Nothing added",
      body: "Our Linux and BSD images are the distributions' official cloud images with our network settings and nothing else.",
    },
    fair: {
      title: "Fair when things go wrong",
      body: "Your first VPS or cloud server order is refunded in full within 7 days, and a month below 99.95% availability earns you a credit on your balance.",
    },
  },
  history: "Our history",
  historyIntro: "From one rack in Hong Kong to seven regions on three continents.",
  nextHeading: "Get to know us better",
  jobsLink: "Open positions",
  contactLink: "Contact us",
  docsLink: "Read the documentation",
} as const;

export const aboutZh: Shape<typeof aboutEn> = {
  title: "关于我们",
  description: "了解 Hostfront 的团队、服务器所在地，以及我们自 2016 年以来的发展历程。",
  heading: "关于 Hostfront",
  intro:
    "Hostfront 于 2016 年在香港成立，创立之初只有三名工程师和一个机柜。如今，我们在 7 个地域运营 VPS、独立服务器和云服务器，工单依然由我们的工程师亲自回复。",
  whoHeading: "我们是谁",
  who: [
    "Hostfront Limited 是一家在香港注册的主机服务商，提供 VPS、独享带宽的云服务器、独立服务器、云硬盘与快照、托管 MySQL 和 PostgreSQL 数据库、PHP 虚拟主机以及域名注册服务。",
    "我们的客户包括开发者、网店和企业，遍布亚洲、欧洲和北美。客户可以在控制台或通过 REST API 管理所有资源，并随时获得平台运维工程师以中文、英文和日文提供的 7×24 小时支持。",
  ],
  factsHeading: "概览",
  facts: {
    founded: "成立时间",
    foundedValue: "2016 年 3 月，香港",
    company: "公司",
    companyValue: "Hostfront Limited，注册地址位于香港",
    regions: "地域",
    regionsValue: "已在三大洲开放 7 个地域，悉尼即将开放",
    support: "技术支持",
    supportValue: "7×24 小时工单，支持中文、英文和日文",
    availability: "可用性",
    availabilityValue: "每月 99.95%，未达标时按比例补偿",
  },
  regionsHeading: "服务器所在地",
  regionsIntro:
    "所有已开放地域均提供 NVMe 存储和 IPv6，数据中心达到 Tier III 或以上标准，电力与制冷均为 N+1 冗余。您的服务器及数据只保存在您选择的地域。",
  continents: {
    asia: "亚洲",
    europe: "欧洲",
    "north-america": "北美洲",
    oceania: "大洋洲",
  },
  products: {
    vps: "VPS",
    cvm: "云服务器",
    dedicated: "独立服务器",
  },
  productsLabel: "可用产品",
  ddos: "DDoS 防护",
  comingSoon: "即将开放",
  valuesHeading: "我们的理念",
  values: {
    prices: {
      title: "价格一目了然",
      body: "统一的美元价目表，各地域同价，并以您选择的货币显示。按季付费优惠 5%，按年付费优惠 15%，仅此而已。",
    },
    people: {
      title: "有人及时回应",
      body: "工单 7×24 小时受理，故障类工单 30 分钟内响应，回复您的是负责运维平台的工程师。",
    },
    data: {
      title: "数据留在您选择的地方",
      body: "服务器数据只保存在您选择的地域。服务器删除后，数据将被彻底清除且无法恢复。",
    },
    plain: {
      title: "不做多余的添加",
      body: "我们的 Linux 和 BSD 镜像均为各发行版的官方云镜像，仅加入网络配置，别无其他。",
    },
    fair: {
      title: "出了问题，公平处理",
      body: "首次购买 VPS 或云服务器的订单 7 天内可全额退款；月可用性低于 99.95% 时，您可获得补偿并计入账户余额。",
    },
  },
  history: "发展历程",
  historyIntro: "从香港的一个机柜，到遍布三大洲的 7 个地域。",
  nextHeading: "进一步了解我们",
  jobsLink: "在招职位",
  contactLink: "联系我们",
  docsLink: "阅读帮助文档",
};

export const aboutJa: Shape<typeof aboutEn> = {
  title: "会社概要",
  description: "Hostfrontの運営チーム、サーバーの設置拠点、2016年からの歩みをご紹介します。",
  heading: "Hostfrontについて",
  intro:
    "Hostfrontは2016年、3人のエンジニアと1台のラックで香港からスタートしました。現在は7リージョンで仮想サーバー、専用サーバー、クラウドサーバーを運用していますが、今もチケットには私たち自身がお答えしています。",
  whoHeading: "私たちについて",
  who: [
    "Hostfront Limitedは香港で登記されたホスティング事業者です。VPS、専有帯域のクラウドサーバー、専用サーバー、ブロックストレージとスナップショット、マネージドMySQL・PostgreSQLデータベース、PHPホスティング、ドメインを提供しています。",
    "お客様はアジア、ヨーロッパ、北米の開発者やオンラインショップ、企業の皆さまです。すべてをコンソールまたはREST APIで管理でき、プラットフォームを運用するエンジニアが24時間365日、日本語・英語・中国語でサポートします。",
  ],
  factsHeading: "概要",
  facts: {
    founded: "設立",
    foundedValue: "2016年3月、香港",
    company: "会社名",
    companyValue: "Hostfront Limited（登記上の本店所在地：香港）",
    regions: "リージョン",
    regionsValue: "3大陸で7リージョンを運用中、シドニーを準備中",
    support: "サポート",
    supportValue: "24時間365日のチケット対応（日本語・英語・中国語）",
    availability: "可用性",
    availabilityValue: "月間99.95%、下回った場合は返金クレジットを付与",
  },
  regionsHeading: "サーバーの設置拠点",
  regionsIntro:
    "すべての稼働中リージョンでNVMeストレージとIPv6をご利用いただけます。データセンターはTier III以上で、電源と冷却はN+1の冗長構成です。サーバーとデータは、お客様が選んだリージョンから移動しません。",
  continents: {
    asia: "アジア",
    europe: "ヨーロッパ",
    "north-america": "北米",
    oceania: "オセアニア",
  },
  products: {
    vps: "VPS",
    cvm: "クラウド",
    dedicated: "専用サーバー",
  },
  productsLabel: "提供サービス",
  ddos: "DDoS対策",
  comingSoon: "開設予定",
  valuesHeading: "私たちが大切にしていること",
  values: {
    prices: {
      title: "わかりやすい料金",
      body: "料金表は米ドル建ての1つだけで、どのリージョンでも同じ価格です。表示はお客様の通貨で行います。四半期払いは5%、年払いは15%お得になります。",
    },
    people: {
      title: "人が応える",
      body: "チケットは24時間365日受け付け、障害は30分以内に、プラットフォームを運用するエンジニアがお答えします。",
    },
    data: {
      title: "データは選んだ場所に",
      body: "サーバーのデータは、お客様が選んだリージョンにのみ保存します。削除したサーバーのデータは消去され、復元できません。",
    },
    plain: {
      title: "余計なものは入れません",
      body: "LinuxとBSDのイメージは各ディストリビューション公式のクラウドイメージで、追加するのはネットワーク設定だけです。",
    },
    fair: {
      title: "もしものときも誠実に",
      body: "VPSまたはクラウドサーバーの初回注文は、7日以内なら全額返金します。月間可用性が99.95%を下回った場合は、残高にクレジットを付与します。",
    },
  },
  history: "沿革",
  historyIntro: "香港の1台のラックから、3大陸の7リージョンへ。",
  nextHeading: "Hostfrontをもっと知る",
  jobsLink: "採用情報",
  contactLink: "お問い合わせ",
  docsLink: "ドキュメントを読む",
};
