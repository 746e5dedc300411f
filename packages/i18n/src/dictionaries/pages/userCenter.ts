// Texts of the page `userCenter` (under `pages.userCenter` in the `common` namespace).
import type { Shape } from "../../dictionary.ts";

export const userCenterEn = {
  title: "User centre",
  description: "Your Hostfront account details.",
  heading: "User centre",
  intro:
    "Your account details. Change them, and manage payment, security and API keys, in the console.",
  fields: {
    account: "Account",
    username: "Name",
    email: "E-mail",
    phone: "Mobile number",
    userCode: "Referral code",
    balance: "Balance",
    createdAt: "Member since",
  },
  notSet: "Not set",
  openConsole: "Open the console",
} as const;

export const userCenterZh: Shape<typeof userCenterEn> = {
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
};

export const userCenterJa: Shape<typeof userCenterEn> = {
  title: "マイページ",
  description: "Hostfrontのアカウント情報です。",
  heading: "マイページ",
  intro:
    "アカウント情報を表示しています。登録内容の変更や、お支払い方法・セキュリティ・APIキーの管理はコンソールで行えます。",
  fields: {
    account: "アカウント",
    username: "お名前",
    email: "メールアドレス",
    phone: "携帯電話番号",
    userCode: "紹介コード",
    balance: "残高",
    createdAt: "登録日",
  },
  notSet: "未設定",
  openConsole: "コンソールを開く",
};
