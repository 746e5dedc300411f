// Simplified Chinese texts of the pages and of the provider's error codes.
import type { Shape } from "../../dictionary.ts";
import type { apiErrorsEn, pagesEn } from "./en.ts";

export const pagesZh: Shape<typeof pagesEn> = {
  index: {
    title: "Hostfront：亚洲、欧洲和北美的云服务器、域名与主机服务",
    description:
      "VPS、独立服务器和云服务器均采用 NVMe 存储，覆盖 7 个地域，每月 $5 起，支持 IPv6，同时提供域名服务及中文、英文和日文文档。",
    heading: "高速云服务器，离您的客户更近",
    intro:
      "云服务器和独立服务器部署于香港、东京、新加坡、洛杉矶、纽约、法兰克福和伦敦，采用 NVMe 存储，约 1 分钟即可开通。按月计费，价格清晰透明，并默认提供 IPv6。",
    primaryCta: "查看服务器套餐",
    secondaryCta: "阅读文档",
    latest: "最新公告",
    rating: "用户评价",
  },
  jobs: {
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
  },
  about: {
    title: "关于我们",
    description: "了解 Hostfront 的团队、服务器所在地，以及我们自 2016 年以来的发展历程。",
    heading: "关于 Hostfront",
    intro:
      "Hostfront 于 2016 年在香港成立，创立之初只有三名工程师和一个机柜。如今，我们在 7 个地域运营 VPS、独立服务器和云服务器，工单依然由我们的工程师亲自回复。",
    history: "发展历程",
  },
  "product-vps": {
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
  },
  "product-vps-buy": {
    title: "配置服务器",
    description: "选择地域、操作系统、套餐和配置选项，价格实时显示。",
    heading: "配置您的服务器",
    intro: "请选择地域、操作系统镜像、套餐及所需选项，价格将随您的选择实时更新。",
  },
  "product-domain": {
    title: "域名",
    description: "支持 20 余种后缀的域名查询、注册与转入，首年 $1.49 起。",
    heading: "查找您的域名",
    intro: "一次即可查询同一名称在多个后缀下的注册情况，并查看各后缀的首年注册、续费和转入价格。",
  },
  signUp: {
    title: "注册",
    description: "使用邮箱地址或手机号码注册 Hostfront 账号。",
    heading: "创建您的账号",
    intro: "您可以使用邮箱地址或中国大陆手机号码注册，我们将向您发送账号激活链接。",
  },
  "welcome-signup": {
    title: "欢迎",
    description: "您的 Hostfront 账号已创建。",
    heading: "欢迎使用 Hostfront",
    intro: "我们已向您的邮箱发送激活链接。请在 24 小时内打开该链接激活账号，然后登录。",
  },
  activate: {
    title: "激活账号",
    description: "通过邮件中的链接激活您的 Hostfront 账号。",
    heading: "激活您的账号",
    intro: "请打开激活邮件中的链接，完成账号创建。",
  },
  contact: {
    title: "联系我们",
    description: "通过工单、邮件或在线咨询联系 Hostfront 的销售、技术支持和商务合作团队。",
    heading: "联系我们",
    intro:
      "已购买服务的客户在控制台提交工单，可获得最快回复。售前咨询、商务合作及其他问题，请通过本页联系我们，我们将在一个工作日内回复。",
  },
  "ac-coupon": {
    title: "优惠券",
    description: "领取优惠券，下次购买服务器时使用。",
    heading: "优惠券",
    intro:
      "优惠券数量有限，领完即止，下单时选择使用即可。每个账号每种优惠券限领一张，每笔订单限用一张。",
    minSpend: "满 {{amount}} 可用",
    remaining: "剩余 {{count}} 张",
    validUntil: "有效期至 {{date}}",
  },
  "activity-vps": {
    title: "云服务器特惠",
    description: "当前云服务器优惠活动，年付享折扣，数量有限，售完即止。",
    heading: "云服务器特惠",
    intro: "云服务器套餐限时优惠，所有地域均可选购，售完即止。",
  },
  "activity-promotion": {
    title: "优惠活动",
    description: "Hostfront 当前面向新老用户的优惠活动。",
    heading: "优惠活动",
    intro: "当前面向新老用户的各项优惠。",
  },
  "activity-pintuan-vps": {
    title: "拼团优惠",
    description: "与其他用户一起拼团，以拼团价购买服务器。",
    heading: "一起拼团更优惠",
    intro:
      "您可以发起拼团，也可以加入进行中的团。在截止前成团，所有成员均可享受拼团价；如未能按时成团，订单款项将全额退还。",
  },
  "activity-pintuan-vps-id": {
    title: "拼团：{{title}}",
    description: "{{description}}",
    groupSize: "{{count}} 人成团",
    openGroups: "{{count}} 个团进行中",
    back: "全部拼团活动",
  },
  doc: {
    title: "文档中心",
    description: "Hostfront 服务器、存储、网络、域名、计费与账号使用指南。",
    heading: "文档中心",
    intro: "涵盖服务器、存储、网络、域名、计费与账号的使用指南，提供中文、英文和日文版本。",
  },
  "doc-article-slug": {
    back: "文档中心",
  },
  articles: {
    pricing: { title: "价格总览", description: "Hostfront 各产品的价格，以及计费周期和折扣说明。" },
    "legal-and-terms": { title: "法律条款", description: "服务条款、隐私政策与可接受使用政策。" },
    vps: { title: "云服务器指南", description: "创建、连接和维护您的云服务器。" },
    api: { title: "API", description: "通过 Hostfront API 自动化管理服务器、云硬盘、快照和域名。" },
    refund: { title: "退款政策", description: "服务器的退款条件与方式，以及不予退款的情形。" },
    affiliate: {
      title: "推广联盟",
      description: "推荐新用户，即可获得其前 12 个月消费金额 15% 的佣金。",
    },
    abuse: {
      title: "滥用举报",
      description: "如何举报垃圾邮件、网络钓鱼、恶意软件和版权侵权，以及后续处理流程。",
    },
    "vps-pricing": {
      title: "云服务器价格",
      description: "VPS、独立服务器和云服务器各套餐在不同计费周期下的价格。",
    },
    "block-storage-volume-pricing": {
      title: "云硬盘价格",
      description: "云硬盘和快照每 GB 每月的价格。",
    },
    "network-pricing": {
      title: "网络价格",
      description: "端口速率、流量配额、带宽升级及额外 IP 地址。",
    },
    "looking-glass-test-latency-network-speed": {
      title: "Looking Glass 网络测试：测试延迟与网速",
      description: "测量从您的浏览器到各地域的网络延迟，并下载测试文件。",
    },
  },
  "doc-announce": {
    title: "公告",
    description: "Hostfront 的维护通知、新地域上线、版本发布及服务动态。",
    heading: "公告",
    intro: "维护时间窗口、新地域与新功能上线，以及其他服务动态。",
    empty: "暂无公告。",
    newer: "较新公告",
    older: "较早公告",
    pinned: "置顶",
    categories: {
      maintenance: "维护",
      release: "版本发布",
      promotion: "优惠活动",
      notice: "通知",
    },
  },
  "doc-announce-detail-id": {
    back: "全部公告",
    updated: "更新于 {{date}}",
  },
  "doc-search-query": {
    title: "搜索：{{query}}",
    description: "“{{query}}”的文档搜索结果。",
    heading: "“{{query}}”的搜索结果",
    again: "重新搜索",
  },
  "myProduct-cvm-disk": {
    title: "我的云硬盘",
    description: "您的云硬盘及其容量、状态和使用情况。",
    heading: "我的云硬盘",
    intro: "查看您在各地域的云硬盘、所挂载的服务器及每日读写量。",
    empty: "您还没有云硬盘。",
    columns: {
      name: "名称",
      size: "容量",
      type: "类型",
      region: "地域",
      status: "状态",
      attachedTo: "挂载服务器",
      expires: "到期时间",
    },
    notAttached: "未挂载",
  },
  userCenter: {
    title: "用户中心",
    description: "您的 Hostfront 账号信息。",
    heading: "用户中心",
    intro: "您的账号信息。如需修改信息，或管理支付方式、安全设置和 API 密钥，请前往控制台。",
    fields: {
      account: "账号",
      username: "用户名",
      email: "邮箱",
      phone: "手机号码",
      userCode: "推荐码",
      balance: "账户余额",
      createdAt: "注册时间",
    },
    notSet: "未设置",
    openConsole: "前往控制台",
  },
  "workServer-submitWork": {
    title: "提交工单",
    description: "就服务器、计费或账号问题向 Hostfront 技术支持寻求帮助。",
    heading: "提交工单",
    intro: "请描述您遇到的问题及涉及的服务器。技术类工单全天候受理，通常在 1 小时内回复。",
  },
  error: {
    title: "错误 {{status}}",
  },
};

export const apiErrorsZh: Shape<typeof apiErrorsEn> = {
  "4000": "请检查您输入的内容。",
  "4010": "请先登录。",
  "4030": "不允许执行此操作。",
  "4041": "该地址不存在。",
  "4050": "该地址不支持此请求方式。",
  "4130": "请求内容过大。",
  "4040": "该内容已不存在。",
  "4101": "您已领取过该优惠券。",
  "4102": "该优惠券已领完。",
  "4103": "该优惠券当前不在有效期内。",
  "4104": "该优惠券不适用于此订单。",
  "4201": "该激活链接无效。",
  "4202": "该激活链接已过期，请重新注册以获取新的激活链接。",
  "4203": "您的账号已激活，可直接登录。",
  "4301": "该邮箱地址或手机号码已被注册。",
  "4302": "账号或密码错误。",
  "4303": "您的账号尚未激活，请打开激活邮件中的链接。",
  "4304": "无法读取您的密码，请刷新页面后重试。",
  "4305": "密码不符合要求。",
  "4401": "该团已满员。",
  "4402": "该团已结束。",
  "4403": "您已加入该团。",
  "4404": "该活动暂未开放。",
  "4405": "该活动已售罄。",
  "4406": "您已达到该活动的购买上限。",
  "4502": "暂不支持该域名后缀。",
  "4601": "该服务器配置暂不可用，请重新选择。",
  "4290": "请求过于频繁，请稍后重试。",
  "5000": "我们的系统出现了问题，您的数据未做任何更改。",
  "5030": "服务暂时不可用，请稍后重试。",
};
