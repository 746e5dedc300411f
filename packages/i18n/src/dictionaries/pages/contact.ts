// Texts of the page `contact` (under `pages.contact` in the `common` namespace).
import type { Shape } from "../../shape.ts";

export const contactEn = {
  title: "Contact us",
  description: "Reach Hostfront sales, support and partnerships by ticket, e-mail or chat.",
  heading: "Contact us",
  intro:
    "Existing customers get the fastest answer with a ticket from the console. For sales questions, partnerships and anything else, write to us here; we reply within one business day.",
  channelsHeading: "Ways to reach us",
  ticketTitle: "Support tickets",
  ticketBody:
    "Around the clock, in English, Chinese and Japanese. First answer within 30 minutes for an outage, 4 hours for other technical questions.",
  ticketLink: "Open a ticket",
  chatTitle: "Chat",
  chatBody:
    "The AI assistant answers from our documentation at any hour. People answer live chat from 09:00 to 21:00 Hong Kong time on business days.",
  chatButton: "Ask the assistant",
  emailTitle: "E-mail",
  formHeading: "Send us a message",
  formIntro: "We answer within one business day, in the language you write in.",
  name: "Your name",
  email: "E-mail address",
  phone: "Phone number",
  phoneHint: "Digits only, 6 to 13 of them, if you would like a call back.",
  topic: "Topic",
  topics: {
    sales: "Sales and pricing",
    support: "Technical question",
    partnership: "Partnership or reseller",
    press: "Press",
    other: "Something else",
  },
  message: "Message",
  messageHint: "At least 10 characters. Please do not include passwords.",
  send: "Send message",
  sent: "Thank you. Your message has been sent; we will answer within one business day.",
} as const;

export const contactZh: Shape<typeof contactEn> = {
  title: "联系我们",
  description: "通过工单、邮件或在线咨询联系 Hostfront 的销售、技术支持和商务合作团队。",
  heading: "联系我们",
  intro:
    "已购买服务的客户在控制台提交工单，可获得最快回复。售前咨询、商务合作及其他问题，请通过本页联系我们，我们将在一个工作日内回复。",
  channelsHeading: "联系方式",
  ticketTitle: "技术支持工单",
  ticketBody:
    "7×24 小时受理，支持中文、英文和日文。故障类工单 30 分钟内首次响应，其他技术问题 4 小时内响应。",
  ticketLink: "提交工单",
  chatTitle: "在线咨询",
  chatBody:
    "AI 助手随时根据帮助文档回答问题。人工在线客服服务时间为工作日 09:00–21:00（香港时间）。",
  chatButton: "咨询 AI 助手",
  emailTitle: "电子邮件",
  formHeading: "给我们留言",
  formIntro: "我们将在一个工作日内，以您使用的语言回复。",
  name: "您的姓名",
  email: "电子邮箱",
  phone: "电话号码",
  phoneHint: "如需回电，请填写 6–13 位数字。",
  topic: "咨询类型",
  topics: {
    sales: "售前与价格",
    support: "技术问题",
    partnership: "商务合作或代理",
    press: "媒体采访",
    other: "其他",
  },
  message: "留言内容",
  messageHint: "至少 10 个字。请勿在留言中填写密码。",
  send: "发送留言",
  sent: "感谢您的留言，我们已收到，将在一个工作日内回复。",
};

export const contactJa: Shape<typeof contactEn> = {
  title: "お問い合わせ",
  description:
    "Hostfrontの営業・サポート・提携の窓口へ、チケット、メール、チャットでお問い合わせいただけます。",
  heading: "お問い合わせ",
  intro:
    "ご利用中のお客様は、コンソールからチケットを送信いただくと最も早くご回答できます。ご購入前のご相談、提携のご提案、その他のお問い合わせはこちらからどうぞ。1営業日以内にご返信します。",
  channelsHeading: "お問い合わせ窓口",
  ticketTitle: "サポートチケット",
  ticketBody:
    "24時間365日、日本語・英語・中国語で受け付けています。障害は30分以内、その他の技術的なご質問は4時間以内に一次回答します。",
  ticketLink: "チケットを送信",
  chatTitle: "チャット",
  chatBody:
    "AIアシスタントがドキュメントをもとにいつでもお答えします。スタッフによるライブチャットは平日9:00〜21:00（香港時間）です。",
  chatButton: "アシスタントに質問",
  emailTitle: "メール",
  formHeading: "メッセージを送る",
  formIntro: "1営業日以内に、お問い合わせいただいた言語でご返信します。",
  name: "お名前",
  email: "メールアドレス",
  phone: "電話番号",
  phoneHint: "折り返しのお電話をご希望の場合は、6〜13桁の数字でご入力ください。",
  topic: "お問い合わせの種類",
  topics: {
    sales: "ご購入・料金について",
    support: "技術的なご質問",
    partnership: "提携・再販について",
    press: "報道関係",
    other: "その他",
  },
  message: "お問い合わせ内容",
  messageHint: "10文字以上でご入力ください。パスワードは記載しないでください。",
  send: "送信する",
  sent: "お問い合わせありがとうございます。メッセージを送信しました。1営業日以内にご返信します。",
};
