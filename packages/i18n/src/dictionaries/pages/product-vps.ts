// Texts of the page `product-vps` (under `pages.product-vps` in the `common` namespace).
import type { Shape } from "../../dictionary.ts";

export const productVpsEn = {
  title: "Virtual private servers",
  description:
    "KVM virtual servers with NVMe storage and IPv6 in 7 regions, from $5 a month; dedicated servers from $129.",
  heading: "Virtual private servers",
  intro:
    "KVM servers with dedicated vCPU time, NVMe storage and a 1-4 Gbps port, in seven regions. Pay by the month, or save 5% by the quarter and 15% by the year.",
  dedicatedHeading: "Dedicated servers",
  dedicatedIntro:
    "Whole machines with Intel Xeon or AMD EPYC processors and NVMe drives, for steady, heavy workloads.",
  configure: "Configure a server",
} as const;

export const productVpsZh: Shape<typeof productVpsEn> = {
  title: "云服务器",
  description:
    "KVM 云服务器，采用 NVMe 存储并支持 IPv6，覆盖 7 个地域，每月 $5 起；独立服务器 $129 起。",
  heading: "云服务器",
  intro:
    "KVM 云服务器，vCPU 资源独享，采用 NVMe 存储和 1-4 Gbps 端口，覆盖 7 个地域。支持按月付费，按季付费可省 5%，按年付费可省 15%。",
  dedicatedHeading: "独立服务器",
  dedicatedIntro:
    "整机独享，搭载 Intel Xeon 或 AMD EPYC 处理器及 NVMe 硬盘，适合长期稳定运行的高负载业务。",
  configure: "配置服务器",
};

export const productVpsJa: Shape<typeof productVpsEn> = {
  title: "仮想サーバー（VPS）",
  description:
    "NVMeストレージとIPv6に対応したKVM仮想サーバーを7リージョンで月額$5から。専用サーバーは$129からご利用いただけます。",
  heading: "仮想サーバー（VPS）",
  intro:
    "vCPUの処理時間を確保し、NVMeストレージと1-4 Gbpsのポートを備えたKVMサーバーを7リージョンで提供しています。お支払いは月単位のほか、3か月払いなら5%、年払いなら15%お得になります。",
  dedicatedHeading: "専用サーバー",
  dedicatedIntro:
    "Intel XeonまたはAMD EPYCプロセッサーとNVMeドライブを搭載した物理マシンをまるごとご利用いただけます。高負荷の処理を安定して動かしたい場合に最適です。",
  configure: "サーバーを構成する",
};
