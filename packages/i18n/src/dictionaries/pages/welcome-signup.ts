// Texts of the page `welcome-signup` (under `pages.welcome-signup` in the `common` namespace).
import type { Shape } from "../../dictionary.ts";

export const welcomeSignupEn = {
  title: "Welcome",
  description: "Your Hostfront account has been created.",
  heading: "Welcome to Hostfront",
  intro:
    "We have sent an activation link to your e-mail address. Open it within 24 hours to activate your account, then log in.",
} as const;

export const welcomeSignupZh: Shape<typeof welcomeSignupEn> = {
  title: "欢迎",
  description: "您的 Hostfront 账号已创建。",
  heading: "欢迎使用 Hostfront",
  intro: "我们已向您的邮箱发送激活链接。请在 24 小时内打开该链接激活账号，然后登录。",
};

export const welcomeSignupJa: Shape<typeof welcomeSignupEn> = {
  title: "ようこそ",
  description: "Hostfrontのアカウントを作成しました。",
  heading: "Hostfrontへようこそ",
  intro:
    "ご登録のメールアドレスに有効化リンクをお送りしました。24時間以内にリンクを開いてアカウントを有効化し、ログインしてください。",
};
