// Texts of the page `myProduct-cvm-disk` (under `pages.myProduct-cvm-disk` in the `common` namespace).
import type { Shape } from "../../dictionary.ts";

export const myProductCvmDiskEn = {
  title: "My cloud disks",
  description: "Your data disks, their size, state and usage.",
  heading: "My cloud disks",
  intro:
    "Your data disks in every region, the server each is attached to, and its daily reads and writes.",
  empty: "You have no cloud disks yet.",
  columns: {
    name: "Name",
    size: "Size",
    type: "Type",
    region: "Region",
    status: "Status",
    attachedTo: "Attached to",
    expires: "Expires",
  },
  notAttached: "Not attached",
} as const;

export const myProductCvmDiskZh: Shape<typeof myProductCvmDiskEn> = {
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
};

export const myProductCvmDiskJa: Shape<typeof myProductCvmDiskEn> = {
  title: "ご利用中のクラウドディスク",
  description: "ご利用中のクラウドディスクの容量、状態、使用状況です。",
  heading: "ご利用中のクラウドディスク",
  intro:
    "全リージョンのクラウドディスクと、それぞれの接続先サーバー、1日あたりの読み取り・書き込み量を確認できます。",
  empty: "クラウドディスクはまだありません。",
  columns: {
    name: "名前",
    size: "容量",
    type: "種類",
    region: "リージョン",
    status: "ステータス",
    attachedTo: "接続先サーバー",
    expires: "有効期限",
  },
  notAttached: "未接続",
};
