// Texts of the page `activate` (under `pages.activate` in the `common` namespace).
import type { Shape } from "../../dictionary.ts";

export const activateEn = {
  title: "Activate your account",
  description: "Activate your Hostfront account with the link from your e-mail.",
  heading: "Activate your account",
  intro: "Open the link from your activation e-mail to finish creating your account.",
} as const;

export const activateZh: Shape<typeof activateEn> = {
  title: "激活账号",
  description: "通过邮件中的链接激活您的 Hostfront 账号。",
  heading: "激活您的账号",
  intro: "请打开激活邮件中的链接，完成账号创建。",
};

export const activateJa: Shape<typeof activateEn> = {
  title: "アカウントの有効化",
  description: "メールに記載されたリンクから、Hostfrontのアカウントを有効化します。",
  heading: "アカウントの有効化",
  intro: "有効化メールに記載されたリンクを開くと、アカウントの作成が完了します。",
};
