// Texts of the page `index` (under `pages.index` in the `common` namespace).
import type { Shape } from "../../shape.ts";

export const homeEn = {
  title: "Hostfront: cloud servers in Asia, Europe and North America",
  description:
    "Virtual, dedicated and cloud servers on NVMe storage in 7 regions, from $5 a month, with IPv6, domains and documentation in English, Chinese and Japanese.",
  heading: "Fast cloud servers close to your customers",
  intro:
    "Virtual and dedicated servers in Hong Kong, Tokyo, Singapore, Los Angeles, New York, Frankfurt and London, on NVMe storage and ready in about a minute. Clear monthly prices, IPv6 included.",
  heroPrice: "VPS from {{price}} a month",
  promises: {
    ready: "Ready in about a minute",
    nvme: "NVMe storage and IPv6 everywhere",
    refund: "Full refund within 7 days of your first order",
    sla: "99.95% availability, with credits if we miss it",
  },
  primaryCta: "See server plans",
  configureCta: "Configure a server",
  secondaryCta: "Read the docs",
  productsHeading: "Everything to run your project",
  productsIntro:
    "Servers, storage, databases, domains and hosting from one account, billed in your currency.",
  products: {
    vps: {
      name: "VPS",
      description: "KVM servers with NVMe storage and a generous monthly traffic allowance.",
    },
    dedicated: {
      name: "Dedicated servers",
      description: "Whole Intel Xeon and AMD EPYC machines, delivered within hours.",
    },
    cvm: {
      name: "Cloud servers (CVM)",
      description: "Dedicated bandwidth and unmetered traffic for steady services.",
    },
    disks: {
      name: "Cloud disks",
      description: "NVMe, SSD and HDD block storage that grows with your server.",
    },
    snapshots: {
      name: "Snapshots",
      description: "Manual and scheduled copies of a system disk, restored in minutes.",
    },
    iso: {
      name: "ISO images",
      description: "Boot your own installer on a VPS or cloud server, stored at no cost.",
    },
    databases: {
      name: "Managed databases",
      description: "MySQL and PostgreSQL with daily backups and point-in-time recovery.",
    },
    domains: {
      name: "Domains",
      description: "Over 20 extensions, with free DNS hosting and WHOIS privacy.",
    },
    php: {
      name: "PHP hosting",
      description: "Shared hosting with free certificates and one-click WordPress.",
    },
  },
  from: {
    month: "From {{price}} a month",
    gbMonth: "From {{price}} per GB a month",
    firstYear: "{{suffix}} from {{price}} the first year",
    free: "Free",
  },
  priceLater: "Prices on the product page",
  regionsHeading: "Data centres on three continents",
  regionsIntro:
    "Choose the region closest to your visitors. Every open region has NVMe storage and IPv6.",
  lookingGlass: "Test the latency from your browser",
  comingSoon: "Coming soon",
  regionProducts: "Products",
  productTypes: {
    vps: "VPS",
    cvm: "Cloud",
    dedicated: "Dedicated",
  },
  activitiesHeading: "Current offers",
  activitiesIntro: "Sale prices for a limited time, and group-buys that get cheaper together.",
  endsOn: "Until {{date}}",
  offerFrom: "From {{price}}",
  usualPrice: "Usual price",
  groupBuy: "Group-buy",
  groupOf_one: "In groups of {{count}}",
  groupOf_other: "In groups of {{count}}",
  seeOffer: "See the offer",
  seeGroupBuy: "Join or start a group",
  noActivities: "No sale is running right now. Our prices stay the same all year.",
  rating: "What our customers say",
  ratingIntro: "The average of every rating left on this site.",
  rate: {
    heading: "Rate this site",
    intro:
      "How was your visit? Pick one to five stars and, if you like, tell us why. Each visitor can rate once a day.",
    stars: "Your rating",
    star_one: "{{count}} star",
    star_other: "{{count}} stars",
    comment: "Your comment",
    commentHint: "Up to {{max}} characters. It is read by our team and not published.",
    submit: "Send my rating",
    required: "Choose from one to five stars.",
    thanks: "Thank you! Your {{stars}}-star rating was received.",
    already: "You have already rated this site today. Thank you, and come back tomorrow.",
    failed: "Your rating could not be sent. Please try again.",
  },
  ctaHeading: "Ready when you are",
  ctaBody:
    "Create an account in a minute and deploy your first server. Questions first? Our team answers in English, Chinese and Japanese.",
  ctaRegister: "Create an account",
  ctaContact: "Talk to us",
} as const;

export const homeZh: Shape<typeof homeEn> = {
  title: "Hostfront：亚洲、欧洲和北美的云服务器",
  description:
    "VPS、独立服务器和云服务器均采用 NVMe 存储，覆盖 7 个地域，每月 $5 起，支持 IPv6，同时提供域名服务及中文、英文和日文文档。",
  heading: "高速云服务器，离您的客户更近",
  intro:
    "云服务器和独立服务器部署于香港、东京、新加坡、洛杉矶、纽约、法兰克福和伦敦，采用 NVMe 存储，约 1 分钟即可开通。按月计费，价格清晰透明，并默认提供 IPv6。",
  heroPrice: "VPS 每月 {{price}} 起",
  promises: {
    ready: "约 1 分钟即可开通",
    nvme: "全线 NVMe 存储，支持 IPv6",
    refund: "首单 7 天内可全额退款",
    sla: "99.95% 可用性承诺，未达标即赔付",
  },
  primaryCta: "查看服务器套餐",
  configureCta: "配置服务器",
  secondaryCta: "阅读文档",
  productsHeading: "业务上线所需，一应俱全",
  productsIntro: "服务器、存储、数据库、域名和虚拟主机，一个账号即可购买，并以您的币种计价。",
  products: {
    vps: {
      name: "VPS",
      description: "KVM 云服务器，采用 NVMe 存储，每月流量配额充足。",
    },
    dedicated: {
      name: "独立服务器",
      description: "整机独享 Intel Xeon 或 AMD EPYC 服务器，数小时内交付。",
    },
    cvm: {
      name: "云服务器（CVM）",
      description: "独享带宽，流量不限，适合长期稳定运行的服务。",
    },
    disks: {
      name: "云硬盘",
      description: "NVMe、SSD 和 HDD 块存储，可随服务器需求扩容。",
    },
    snapshots: {
      name: "快照",
      description: "手动或定时备份系统盘，几分钟即可恢复。",
    },
    iso: {
      name: "ISO 镜像",
      description: "在 VPS 或云服务器上从您自己的安装镜像启动，免费存储。",
    },
    databases: {
      name: "云数据库",
      description: "MySQL 和 PostgreSQL，每日备份，支持时间点恢复。",
    },
    domains: {
      name: "域名",
      description: "20 多种域名后缀，免费 DNS 解析和 WHOIS 隐私保护。",
    },
    php: {
      name: "PHP 虚拟主机",
      description: "共享虚拟主机，免费 SSL 证书，一键安装 WordPress。",
    },
  },
  from: {
    month: "每月 {{price}} 起",
    gbMonth: "每 GB 每月 {{price}} 起",
    firstYear: "{{suffix}} 首年 {{price}} 起",
    free: "免费",
  },
  priceLater: "价格请见产品页面",
  regionsHeading: "数据中心遍布三大洲",
  regionsIntro: "请选择离访客最近的地域。所有已开放地域均提供 NVMe 存储和 IPv6。",
  lookingGlass: "在浏览器中测试延迟",
  comingSoon: "即将开放",
  regionProducts: "产品",
  productTypes: {
    vps: "VPS",
    cvm: "云服务器",
    dedicated: "独立服务器",
  },
  activitiesHeading: "当前优惠",
  activitiesIntro: "限时特价，以及人越多越划算的拼团活动。",
  endsOn: "截至 {{date}}",
  offerFrom: "{{price}} 起",
  usualPrice: "原价",
  groupBuy: "拼团",
  groupOf_one: "{{count}} 人成团",
  groupOf_other: "{{count}} 人成团",
  seeOffer: "查看优惠",
  seeGroupBuy: "参团或发起拼团",
  noActivities: "目前没有进行中的促销活动。我们的价格全年稳定。",
  rating: "用户评价",
  ratingIntro: "本站所有用户评分的平均值。",
  rate: {
    heading: "为本站评分",
    intro: "这次访问体验如何？请选择 1 到 5 颗星，也可以告诉我们原因。每位访客每天可以评分一次。",
    stars: "您的评分",
    star_one: "{{count}} 颗星",
    star_other: "{{count}} 颗星",
    comment: "您的意见",
    commentHint: "最多 {{max}} 个字。仅供我们的团队阅读，不会公开。",
    submit: "提交评分",
    required: "请选择 1 到 5 颗星。",
    thanks: "谢谢！我们已收到您的 {{stars}} 星评分。",
    already: "您今天已经评过分了。谢谢您，欢迎明天再来。",
    failed: "评分未能提交，请重试。",
  },
  ctaHeading: "随时开始",
  ctaBody: "1 分钟即可注册账号并部署第一台服务器。有疑问？我们的团队可用中文、英文和日文为您解答。",
  ctaRegister: "注册账号",
  ctaContact: "联系我们",
};

export const homeJa: Shape<typeof homeEn> = {
  title: "Hostfront｜アジア・欧州・北米のクラウドサーバー",
  description:
    "NVMeストレージ搭載の仮想サーバー・専用サーバー・クラウドサーバーを7リージョンで月額$5から。IPv6に対応し、ドメインも取得できます。ドキュメントは英語・中国語・日本語でご用意しています。",
  heading: "お客様の近くで動く、高速クラウドサーバー",
  intro:
    "香港・東京・シンガポール・ロサンゼルス・ニューヨーク・フランクフルト・ロンドンで、NVMeストレージ搭載の仮想サーバーと専用サーバーを提供しています。約1分でご利用を開始でき、料金はわかりやすい月額制、IPv6も標準で対応しています。",
  heroPrice: "VPSは月額{{price}}から",
  promises: {
    ready: "約1分でご利用開始",
    nvme: "全リージョンでNVMeストレージとIPv6",
    refund: "初回のご注文から7日以内なら全額返金",
    sla: "稼働率99.95%を保証、未達時は返金クレジット",
  },
  primaryCta: "サーバープランを見る",
  configureCta: "サーバーを構成する",
  secondaryCta: "ドキュメントを読む",
  productsHeading: "サービスの運用に必要なものがそろいます",
  productsIntro:
    "サーバー、ストレージ、データベース、ドメイン、ホスティングを1つのアカウントで。料金はお客様の通貨で表示します。",
  products: {
    vps: {
      name: "VPS",
      description: "NVMeストレージを搭載し、月間転送量もたっぷりのKVMサーバーです。",
    },
    dedicated: {
      name: "専用サーバー",
      description: "Intel XeonやAMD EPYCの物理マシンをまるごと。数時間でお届けします。",
    },
    cvm: {
      name: "クラウドサーバー（CVM）",
      description: "専有帯域で転送量は無制限。安定して動かしたいサービスに。",
    },
    disks: {
      name: "クラウドディスク",
      description: "NVMe・SSD・HDDのブロックストレージを、サーバーに合わせて拡張できます。",
    },
    snapshots: {
      name: "スナップショット",
      description: "システムディスクを手動または定期的に保存し、数分で復元できます。",
    },
    iso: {
      name: "ISOイメージ",
      description: "お手持ちのインストーラーからVPSやクラウドサーバーを起動。保管は無料です。",
    },
    databases: {
      name: "マネージドデータベース",
      description: "毎日のバックアップとポイントインタイムリカバリに対応したMySQLとPostgreSQL。",
    },
    domains: {
      name: "ドメイン",
      description: "20種類以上のドメインを、無料のDNSとWHOIS情報公開代行付きで。",
    },
    php: {
      name: "PHPホスティング",
      description: "無料の証明書とWordPressのワンクリックインストールに対応した共有ホスティング。",
    },
  },
  from: {
    month: "月額{{price}}から",
    gbMonth: "1 GBあたり月額{{price}}から",
    firstYear: "{{suffix}}は初年度{{price}}から",
    free: "無料",
  },
  priceLater: "料金は製品ページでご確認ください",
  regionsHeading: "3大陸のデータセンター",
  regionsIntro:
    "訪問者に最も近いリージョンをお選びください。開設済みのすべてのリージョンでNVMeストレージとIPv6をご利用いただけます。",
  lookingGlass: "ブラウザーで遅延を測定する",
  comingSoon: "近日開設",
  regionProducts: "提供サービス",
  productTypes: {
    vps: "VPS",
    cvm: "クラウド",
    dedicated: "専用",
  },
  activitiesHeading: "開催中のキャンペーン",
  activitiesIntro: "期間限定の特別価格と、みんなで組むほどお得になる共同購入です。",
  endsOn: "{{date}}まで",
  offerFrom: "{{price}}から",
  usualPrice: "通常価格",
  groupBuy: "共同購入",
  groupOf_one: "{{count}}人で1グループ",
  groupOf_other: "{{count}}人で1グループ",
  seeOffer: "キャンペーンを見る",
  seeGroupBuy: "グループに参加・作成する",
  noActivities: "現在開催中のセールはありません。当社の料金は一年中変わりません。",
  rating: "お客様の声",
  ratingIntro: "このサイトでいただいたすべての評価の平均です。",
  rate: {
    heading: "このサイトを評価する",
    intro:
      "ご利用はいかがでしたか。星 1〜5 つで評価し、よろしければ理由もお聞かせください。評価は 1 日に 1 回できます。",
    stars: "あなたの評価",
    star_one: "星 {{count}} つ",
    star_other: "星 {{count}} つ",
    comment: "ご意見",
    commentHint: "{{max}} 文字まで。チーム内で拝見し、公開はしません。",
    submit: "評価を送信",
    required: "星 1〜5 つの中から選んでください。",
    thanks: "ありがとうございます。星 {{stars}} つの評価を受け付けました。",
    already: "本日はすでに評価いただいています。ありがとうございます。また明日お越しください。",
    failed: "評価を送信できませんでした。もう一度お試しください。",
  },
  ctaHeading: "準備ができたら、いつでも",
  ctaBody:
    "アカウントは1分で作成でき、すぐに最初のサーバーを立ち上げられます。ご不明な点は、英語・中国語・日本語でお気軽にお問い合わせください。",
  ctaRegister: "アカウントを作成",
  ctaContact: "お問い合わせ",
};
