// Texts of the page `welcome-signup` (under `pages.welcome-signup` in the `common` namespace).
import type { Shape } from "../../shape.ts";

export const welcomeSignupEn = {
  title: "Check your inbox",
  description: "Your Hostfront account has been created: activate it with the link we sent you.",
  heading: "Check your inbox",
  intro: "Your account has been created. One step is left: activate it.",
  sentEmail: "We sent an activation link by e-mail to {{account}}.",
  sentPhone: "We sent an activation link by text message to {{account}}.",
  sentUnknown:
    "We sent an activation link to the e-mail address or mobile number you signed up with.",
  nextHeading: "What happens next",
  next: {
    open: "Open the link in the message. It works for 24 hours.",
    confirm: "On the page that opens, press “{{button}}”.",
    login: "Log in to the console with your account and password, and order your first server.",
  },
  expiry:
    "After 24 hours the link expires. Sign up again with the same address to get a new one; if the form says the account already exists, write to us and we will send you a new link.",
  noMessageHeading: "No message yet?",
  noEmail: {
    wait: "Wait a few minutes: messages sometimes take a little while to arrive.",
    spam: "Look in your spam or junk folder, and in tabs such as Promotions or Updates.",
    address: "Check the address shown above. If it is wrong, sign up again with the right address.",
  },
  noText: {
    wait: "Wait a few minutes: text messages sometimes take a little while to arrive.",
    spam: "Check whether your phone filters messages from unknown senders.",
    address: "Check the number shown above. If it is wrong, sign up again with the right number.",
  },
  stillNothing: "Still nothing after an hour?",
  contact: "Contact us",
  signUpAgain: "Sign up again",
  loginHeading: "Already activated?",
  login: "Log in",
} as const;

export const welcomeSignupZh: Shape<typeof welcomeSignupEn> = {
  title: "请查收激活链接",
  description: "您的 Hostfront 账号已创建，请通过我们发送的链接激活账号。",
  heading: "请查收激活链接",
  intro: "您的账号已创建，只差最后一步：激活账号。",
  sentEmail: "我们已向 {{account}} 发送激活邮件。",
  sentPhone: "我们已通过短信向 {{account}} 发送激活链接。",
  sentUnknown: "我们已向您注册时填写的邮箱或手机号发送激活链接。",
  nextHeading: "接下来",
  next: {
    open: "打开消息中的链接，链接 24 小时内有效。",
    confirm: "在打开的页面上点击“{{button}}”。",
    login: "使用账号和密码登录控制台，订购您的第一台服务器。",
  },
  expiry:
    "链接超过 24 小时即失效。请使用同一邮箱或手机号重新注册以获取新链接；如果提示账号已存在，请联系我们，我们会为您重新发送链接。",
  noMessageHeading: "没有收到？",
  noEmail: {
    wait: "请稍等几分钟，邮件有时会稍有延迟。",
    spam: "请检查垃圾邮件文件夹，以及“推广”“更新”等分类标签。",
    address: "请核对上方显示的邮箱地址。如有错误，请使用正确的地址重新注册。",
  },
  noText: {
    wait: "请稍等几分钟，短信有时会稍有延迟。",
    spam: "请检查手机是否拦截了陌生号码发送的短信。",
    address: "请核对上方显示的手机号码。如有错误，请使用正确的号码重新注册。",
  },
  stillNothing: "超过一小时仍未收到？",
  contact: "联系我们",
  signUpAgain: "重新注册",
  loginHeading: "已经激活？",
  login: "登录",
};

export const welcomeSignupJa: Shape<typeof welcomeSignupEn> = {
  title: "メールをご確認ください",
  description: "Hostfrontのアカウントを作成しました。お送りしたリンクから有効化してください。",
  heading: "メールをご確認ください",
  intro: "アカウントを作成しました。残りは有効化の手続きだけです。",
  sentEmail: "{{account}} 宛てに、有効化リンクをメールでお送りしました。",
  sentPhone: "{{account}} 宛てに、有効化リンクをSMSでお送りしました。",
  sentUnknown: "ご登録のメールアドレスまたは携帯電話番号に、有効化リンクをお送りしました。",
  nextHeading: "この後の流れ",
  next: {
    open: "メッセージに記載されたリンクを開いてください。リンクの有効期限は24時間です。",
    confirm: "開いたページで「{{button}}」を押してください。",
    login: "アカウントとパスワードでコンソールにログインし、最初のサーバーをご注文ください。",
  },
  expiry:
    "24時間を過ぎるとリンクは無効になります。同じアドレスでもう一度ご登録いただくと、新しいリンクをお送りします。「すでに登録されています」と表示された場合は、お問い合わせください。新しいリンクをお送りします。",
  noMessageHeading: "メッセージが届かない場合",
  noEmail: {
    wait: "数分お待ちください。メールの到着に時間がかかる場合があります。",
    spam: "迷惑メールフォルダや、「プロモーション」などのタブもご確認ください。",
    address:
      "上に表示されたアドレスをご確認ください。誤りがある場合は、正しいアドレスでもう一度ご登録ください。",
  },
  noText: {
    wait: "数分お待ちください。SMSの到着に時間がかかる場合があります。",
    spam: "知らない送信元からのSMSを拒否する設定になっていないかご確認ください。",
    address:
      "上に表示された番号をご確認ください。誤りがある場合は、正しい番号でもう一度ご登録ください。",
  },
  stillNothing: "1時間たっても届かない場合",
  contact: "お問い合わせ",
  signUpAgain: "もう一度登録する",
  loginHeading: "有効化が済んだら",
  login: "ログイン",
};
