// Texts of the page `activate` (under `pages.activate` in the `common` namespace).
import type { Shape } from "../../shape.ts";

export const activateEn = {
  title: "Activate your account",
  description: "Activate your Hostfront account with the link from your e-mail.",
  heading: "Activate your account",
  confirmBody: "Press the button to activate your Hostfront account.",
  confirmWhy:
    "We ask for this click so that link checkers in e-mail programs cannot activate an account on their own.",
  confirm: "Activate my account",
  activated: {
    heading: "Your account is activated",
    body: "{{account}} is ready. Log in to the console to order your first server.",
    bodyNoAccount: "Your account is ready. Log in to the console to order your first server.",
  },
  already: {
    heading: "Your account is already activated",
    body: "There is nothing more to do: just log in.",
  },
  expired: {
    heading: "This activation link has expired",
    body: "Activation links work for 24 hours. Sign up again with the same e-mail address or mobile number to get a new link. If the form says the account already exists, write to us with that address and we will send you a new link.",
  },
  invalid: {
    heading: "This activation link is not valid",
    body: "Some e-mail programs break long links in two. Copy the whole link from the message and paste it below, or sign up again if you never received a working link.",
  },
  missing: {
    heading: "Open the link from your activation message",
    body: "We sent it to the e-mail address or mobile number you signed up with. If the link does not open, copy it and paste it below.",
  },
  codeLabel: "Activation link or code",
  codeHint: "Paste the whole link from the message.",
  codeSubmit: "Continue",
  login: "Log in",
  signUp: "Sign up again",
  contact: "Contact us",
} as const;

export const activateZh: Shape<typeof activateEn> = {
  title: "激活账号",
  description: "通过邮件中的链接激活您的 Hostfront 账号。",
  heading: "激活您的账号",
  confirmBody: "点击下方按钮，激活您的 Hostfront 账号。",
  confirmWhy: "之所以需要您手动点击，是为了防止邮件程序中的链接检查工具自行激活账号。",
  confirm: "激活账号",
  activated: {
    heading: "账号已激活",
    body: "{{account}} 已可以使用。请登录控制台，订购您的第一台服务器。",
    bodyNoAccount: "您的账号已可以使用。请登录控制台，订购您的第一台服务器。",
  },
  already: {
    heading: "账号此前已激活",
    body: "无需其他操作，直接登录即可。",
  },
  expired: {
    heading: "激活链接已过期",
    body: "激活链接的有效期为 24 小时。请使用同一邮箱或手机号重新注册以获取新链接；如果提示账号已存在，请联系我们并告知该地址，我们会为您重新发送链接。",
  },
  invalid: {
    heading: "激活链接无效",
    body: "部分邮件程序会把较长的链接截断。请从消息中复制完整链接并粘贴到下方；如果从未收到可用的链接，请重新注册。",
  },
  missing: {
    heading: "请打开激活消息中的链接",
    body: "激活链接已发送至您注册时填写的邮箱或手机号。如果无法直接打开链接，请复制后粘贴到下方。",
  },
  codeLabel: "激活链接或激活码",
  codeHint: "请粘贴消息中的完整链接。",
  codeSubmit: "继续",
  login: "登录",
  signUp: "重新注册",
  contact: "联系我们",
};

export const activateJa: Shape<typeof activateEn> = {
  title: "アカウントの有効化",
  description: "メールに記載されたリンクから、Hostfrontのアカウントを有効化します。",
  heading: "アカウントの有効化",
  confirmBody: "ボタンを押して、Hostfrontのアカウントを有効化してください。",
  confirmWhy:
    "メールソフトのリンクチェック機能が自動でアカウントを有効化してしまわないよう、このボタン操作をお願いしています。",
  confirm: "アカウントを有効化",
  activated: {
    heading: "アカウントを有効化しました",
    body: "{{account}} をご利用いただけます。コンソールにログインして、最初のサーバーをご注文ください。",
    bodyNoAccount:
      "アカウントをご利用いただけます。コンソールにログインして、最初のサーバーをご注文ください。",
  },
  already: {
    heading: "このアカウントは有効化済みです",
    body: "これ以上の手続きは不要です。そのままログインしてください。",
  },
  expired: {
    heading: "有効化リンクの期限が切れています",
    body: "有効化リンクの有効期限は24時間です。同じメールアドレスまたは携帯電話番号でもう一度ご登録いただくと、新しいリンクをお送りします。「すでに登録されています」と表示された場合は、そのアドレスを添えてお問い合わせください。新しいリンクをお送りします。",
  },
  invalid: {
    heading: "この有効化リンクは無効です",
    body: "メールソフトによっては、長いリンクが途中で切れてしまうことがあります。メッセージからリンク全体をコピーして下に貼り付けるか、有効なリンクが届いていない場合はもう一度ご登録ください。",
  },
  missing: {
    heading: "有効化メッセージのリンクを開いてください",
    body: "リンクは、ご登録のメールアドレスまたは携帯電話番号にお送りしています。リンクが開けない場合は、コピーして下に貼り付けてください。",
  },
  codeLabel: "有効化リンクまたはコード",
  codeHint: "メッセージに記載されたリンク全体を貼り付けてください。",
  codeSubmit: "次へ",
  login: "ログイン",
  signUp: "もう一度登録する",
  contact: "お問い合わせ",
};
