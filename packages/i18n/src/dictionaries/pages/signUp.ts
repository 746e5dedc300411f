// Texts of the page `signUp` (under `pages.signUp` in the `common` namespace).
import type { Shape } from "../../dictionary.ts";

export const signUpEn = {
  title: "Sign up",
  description: "Create a Hostfront account with your e-mail address or mobile number.",
  heading: "Create your account",
  intro:
    "Sign up with your e-mail address or a mainland China mobile number. We will send you a link to activate your account.",
} as const;

export const signUpZh: Shape<typeof signUpEn> = {
  title: "注册",
  description: "使用邮箱地址或手机号码注册 Hostfront 账号。",
  heading: "创建您的账号",
  intro: "您可以使用邮箱地址或中国大陆手机号码注册，我们将向您发送账号激活链接。",
};

export const signUpJa: Shape<typeof signUpEn> = {
  title: "新規登録",
  description: "メールアドレスまたは携帯電話番号で、Hostfrontのアカウントを作成します。",
  heading: "アカウントを作成",
  intro:
    "メールアドレス、または中国本土の携帯電話番号でご登録いただけます。アカウントを有効化するためのリンクをお送りします。",
};
