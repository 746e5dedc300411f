// Texts of the page `product-vps` (under `pages.product-vps` in the `common` namespace).
import type { Shape } from "../../shape.ts";

export const productVpsEn = {
  title: "Virtual private servers",
  description:
    "KVM virtual servers with NVMe storage and IPv6 in 7 regions, from $5 a month; dedicated servers from $129.",
  heading: "Virtual private servers",
  intro:
    "KVM servers with dedicated vCPU time, NVMe storage and a 1-4 Gbps port, in seven regions. Pay by the month, or save 5% by the quarter and 15% by the year.",
  vpsHeading: "VPS plans",
  vpsIntro:
    "A shared 1-4 Gbps port with a monthly traffic allowance. Inbound traffic is free; past the allowance the port runs at 10 Mbps until the month ends.",
  cloudHeading: "Cloud servers (CVM)",
  cloudIntro:
    "Dedicated bandwidth with unmetered traffic, and bandwidth upgrades when you need more.",
  dedicatedHeading: "Dedicated servers",
  dedicatedIntro:
    "Whole machines with Intel Xeon or AMD EPYC processors and NVMe drives, for steady, heavy workloads.",
  configure: "Configure a server",
  filters: {
    heading: "Filter the plans",
    region: "Region",
    anyRegion: "All regions",
    cpu: "Minimum vCPU",
    memory: "Minimum memory",
    any: "Any",
    cpuOption_one: "{{count}} or more",
    cpuOption_other: "{{count}} or more",
    memoryOption: "{{size}} or more",
    apply: "Show plans",
    reset: "Clear filters",
    showing_one: "{{count}} plan of {{total}} matches",
    showing_other: "{{count}} plans of {{total}} match",
  },
  noMatch: "No plan in this section matches the filters.",
  columns: {
    regions: "Regions",
    price: "Price",
    order: "Order",
  },
  perMonth: "{{price}} / month",
  perQuarter: "{{price}} / quarter",
  perYear: "{{price}} / year",
  save: "save {{percent}}%",
  regionCount_one: "{{count}} region",
  regionCount_other: "{{count}} regions",
  popular: "Recommended",
  configurePlan: "Configure",
  soldOutNote: "Out of stock for now",
} as const;

export const productVpsZh: Shape<typeof productVpsEn> = {
  title: "云服务器",
  description:
    "KVM 云服务器，采用 NVMe 存储并支持 IPv6，覆盖 7 个地域，每月 $5 起；独立服务器 $129 起。",
  heading: "云服务器",
  intro:
    "KVM 云服务器，vCPU 资源独享，采用 NVMe 存储和 1-4 Gbps 端口，覆盖 7 个地域。支持按月付费，按季付费可省 5%，按年付费可省 15%。",
  vpsHeading: "VPS 套餐",
  vpsIntro:
    "共享 1-4 Gbps 端口，每月含流量配额。入站流量免费；超出配额后，端口限速为 10 Mbps，直至当月结束。",
  cloudHeading: "云服务器（CVM）",
  cloudIntro: "独享带宽，流量不限，需要时可随时升级带宽。",
  dedicatedHeading: "独立服务器",
  dedicatedIntro:
    "整机独享，搭载 Intel Xeon 或 AMD EPYC 处理器及 NVMe 硬盘，适合长期稳定运行的高负载业务。",
  configure: "配置服务器",
  filters: {
    heading: "筛选套餐",
    region: "地域",
    anyRegion: "全部地域",
    cpu: "最少 vCPU",
    memory: "最少内存",
    any: "不限",
    cpuOption_one: "{{count}} 核及以上",
    cpuOption_other: "{{count}} 核及以上",
    memoryOption: "{{size}} 及以上",
    apply: "显示套餐",
    reset: "清除筛选",
    showing_one: "共 {{total}} 个套餐，{{count}} 个符合条件",
    showing_other: "共 {{total}} 个套餐，{{count}} 个符合条件",
  },
  noMatch: "本类别中没有符合筛选条件的套餐。",
  columns: {
    regions: "地域",
    price: "价格",
    order: "购买",
  },
  perMonth: "{{price}} / 月",
  perQuarter: "{{price}} / 季",
  perYear: "{{price}} / 年",
  save: "省 {{percent}}%",
  regionCount_one: "{{count}} 个地域",
  regionCount_other: "{{count}} 个地域",
  popular: "推荐",
  configurePlan: "配置",
  soldOutNote: "暂时缺货",
};

export const productVpsJa: Shape<typeof productVpsEn> = {
  title: "仮想サーバー（VPS）",
  description:
    "NVMeストレージとIPv6に対応したKVM仮想サーバーを7リージョンで月額$5から。専用サーバーは$129からご利用いただけます。",
  heading: "仮想サーバー（VPS）",
  intro:
    "vCPUの処理時間を確保し、NVMeストレージと1-4 Gbpsのポートを備えたKVMサーバーを7リージョンで提供しています。お支払いは月単位のほか、3か月払いなら5%、年払いなら15%お得になります。",
  vpsHeading: "VPSプラン",
  vpsIntro:
    "1-4 Gbpsの共有ポートに、月間の転送量が含まれます。受信は無料です。転送量を超えると、月末までポートの速度が10 Mbpsになります。",
  cloudHeading: "クラウドサーバー（CVM）",
  cloudIntro: "専有帯域で転送量は無制限です。必要に応じて帯域を増やせます。",
  dedicatedHeading: "専用サーバー",
  dedicatedIntro:
    "Intel XeonまたはAMD EPYCプロセッサーとNVMeドライブを搭載した物理マシンをまるごとご利用いただけます。高負荷の処理を安定して動かしたい場合に最適です。",
  configure: "サーバーを構成する",
  filters: {
    heading: "プランを絞り込む",
    region: "リージョン",
    anyRegion: "すべてのリージョン",
    cpu: "vCPU（最小）",
    memory: "メモリ（最小）",
    any: "指定なし",
    cpuOption_one: "{{count}}コア以上",
    cpuOption_other: "{{count}}コア以上",
    memoryOption: "{{size}}以上",
    apply: "プランを表示",
    reset: "絞り込みを解除",
    showing_one: "{{total}}プラン中{{count}}プランが該当します",
    showing_other: "{{total}}プラン中{{count}}プランが該当します",
  },
  noMatch: "この区分には条件に合うプランがありません。",
  columns: {
    regions: "リージョン",
    price: "料金",
    order: "お申し込み",
  },
  perMonth: "{{price}}／月",
  perQuarter: "{{price}}／3か月",
  perYear: "{{price}}／年",
  save: "{{percent}}%お得",
  regionCount_one: "{{count}}リージョン",
  regionCount_other: "{{count}}リージョン",
  popular: "おすすめ",
  configurePlan: "構成する",
  soldOutNote: "現在在庫切れです",
};
