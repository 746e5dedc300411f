// Texts of the page `signUp` (under `pages.signUp` in the `common` namespace).
import type { Shape } from "../../shape.ts";

export const signUpEn = {
  title: "Sign up",
  description: "Create a Hostfront account with your e-mail address or mobile number.",
  heading: "Create your account",
  intro:
    "Sign up with your e-mail address or a mainland China mobile number. We will send you a link to activate your account.",
  formHeading: "Your account",
  account: "E-mail address or mobile number",
  accountHint:
    "An e-mail address, or an 11-digit mainland China mobile number. The activation link is sent there.",
  accountKinds: {
    email: "E-mail address: we will send the activation link by e-mail.",
    phone: "Mainland China mobile number: we will send the activation link by text message.",
  },
  accountInvalid:
    "Enter an e-mail address (for example name@example.com) or an 11-digit mainland China mobile number.",
  username: "User name",
  password: "Password",
  passwordConfirm: "Confirm password",
  passwordMismatch: "The two passwords are not the same.",
  terms: "I am 18 or older and agree to the <terms>terms of service and privacy policy</terms>.",
  termsLabel: "Terms of service",
  termsRequired: "Please agree to the terms of service to create an account.",
  referral: "Referred by {{code}}",
  referralPartner: "You came through a partner's referral link",
  referralBody: "The referral is saved with your new account. It does not change what you pay.",
  closed:
    "Registration is closed for now. Please come back later; existing customers can still log in.",
  submit: "Create account",
  haveAccount: "Already have an account?",
  loggedIn: "You are logged in. To create another account, log out first.",
  toConsole: "Go to the console",
  alreadySent:
    "This form was already sent. If your account was created, check your inbox for the activation link; otherwise, please send the form again.",
  stepsHeading: "How it works",
  steps: {
    create: "Create your account with an e-mail address or a mainland China mobile number.",
    activate: "Open the activation link we send you within 24 hours.",
    order:
      "Log in to the console and order a server: it is ready about a minute after payment. Your first VPS or cloud server order can be refunded in full within 7 days.",
  },
} as const;

export const signUpZh: Shape<typeof signUpEn> = {
  title: "注册",
  description: "使用邮箱地址或手机号码注册 Hostfront 账号。",
  heading: "创建您的账号",
  intro: "您可以使用邮箱地址或中国大陆手机号码注册，我们将向您发送账号激活链接。",
  formHeading: "账号信息",
  account: "邮箱或手机号",
  accountHint: "请填写邮箱地址，或 11 位中国大陆手机号码。激活链接将发送至此。",
  accountKinds: {
    email: "邮箱地址：激活链接将通过邮件发送。",
    phone: "中国大陆手机号码：激活链接将通过短信发送。",
  },
  accountInvalid: "请输入邮箱地址（例如 name@example.com）或 11 位中国大陆手机号码。",
  username: "用户名",
  password: "密码",
  passwordConfirm: "确认密码",
  passwordMismatch: "两次输入的密码不一致。",
  terms: "我已年满 18 周岁，并同意<terms>服务条款和隐私政策</terms>。",
  termsLabel: "服务条款",
  termsRequired: "请先同意服务条款，再创建账号。",
  referral: "推荐码：{{code}}",
  referralPartner: "您通过合作伙伴的推荐链接访问本站",
  referralBody: "推荐关系将与您的新账号一并保存，不会影响您支付的价格。",
  closed: "暂时停止注册，请稍后再来。已有账户的用户仍可登录。",
  submit: "创建账号",
  haveAccount: "已有账号？",
  loggedIn: "您已登录。如需创建另一个账号，请先退出登录。",
  toConsole: "前往控制台",
  alreadySent: "该表单已提交过。如果账号已创建，请查收激活链接；如果没有，请重新提交表单。",
  stepsHeading: "注册流程",
  steps: {
    create: "使用邮箱地址或中国大陆手机号码创建账号。",
    activate: "在 24 小时内打开我们发送的激活链接。",
    order:
      "登录控制台订购服务器，付款后约 1 分钟即可开通。首次购买 VPS 或云服务器的订单 7 天内可全额退款。",
  },
};

export const signUpJa: Shape<typeof signUpEn> = {
  title: "新規登録",
  description: "メールアドレスまたは携帯電話番号で、Hostfrontのアカウントを作成します。",
  heading: "アカウントを作成",
  intro:
    "メールアドレス、または中国本土の携帯電話番号でご登録いただけます。アカウントを有効化するためのリンクをお送りします。",
  formHeading: "アカウント情報",
  account: "メールアドレスまたは携帯電話番号",
  accountHint:
    "メールアドレス、または11桁の中国本土の携帯電話番号を入力してください。有効化リンクはこちらにお送りします。",
  accountKinds: {
    email: "メールアドレス：有効化リンクをメールでお送りします。",
    phone: "中国本土の携帯電話番号：有効化リンクをSMSでお送りします。",
  },
  accountInvalid:
    "メールアドレス（例：name@example.com）、または11桁の中国本土の携帯電話番号を入力してください。",
  username: "ユーザー名",
  password: "パスワード",
  passwordConfirm: "パスワード（確認）",
  passwordMismatch: "2つのパスワードが一致しません。",
  terms: "18歳以上であり、<terms>利用規約とプライバシーポリシー</terms>に同意します。",
  termsLabel: "利用規約",
  termsRequired: "アカウントを作成するには、利用規約に同意してください。",
  referral: "紹介コード：{{code}}",
  referralPartner: "パートナーの紹介リンクからアクセスされています",
  referralBody:
    "紹介情報は新しいアカウントとともに保存されます。お支払いいただく料金は変わりません。",
  closed:
    "現在、新規登録を受け付けていません。後ほどお試しください。既にアカウントをお持ちの方はログインできます。",
  submit: "アカウントを作成",
  haveAccount: "すでにアカウントをお持ちですか？",
  loggedIn: "ログイン中です。別のアカウントを作成するには、先にログアウトしてください。",
  toConsole: "コンソールへ",
  alreadySent:
    "このフォームはすでに送信されています。アカウントが作成されている場合は、有効化リンクが届いていないかご確認ください。作成されていない場合は、もう一度送信してください。",
  stepsHeading: "ご利用までの流れ",
  steps: {
    create: "メールアドレス、または中国本土の携帯電話番号でアカウントを作成します。",
    activate: "お送りする有効化リンクを24時間以内に開きます。",
    order:
      "コンソールにログインしてサーバーを注文します。お支払いから約1分でご利用いただけます。VPSまたはクラウドサーバーの初回注文は、7日以内なら全額返金できます。",
  },
};
