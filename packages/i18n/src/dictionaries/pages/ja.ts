// Japanese texts of the pages and of the provider's error codes.
import type { Shape } from "../../shape.ts";
import { aboutJa } from "./about.ts";
import { acCouponJa } from "./ac-coupon.ts";
import { activateJa } from "./activate.ts";
import { activityPintuanVpsJa } from "./activity-pintuan-vps.ts";
import { activityPintuanVpsIdJa } from "./activity-pintuan-vps-id.ts";
import { activityPromotionJa } from "./activity-promotion.ts";
import { activityVpsJa } from "./activity-vps.ts";
import { contactJa } from "./contact.ts";
import { docJa } from "./doc.ts";
import { docAnnounceJa } from "./doc-announce.ts";
import { docAnnounceDetailIdJa } from "./doc-announce-detail-id.ts";
import { docArticleSlugJa } from "./doc-article-slug.ts";
import { docSearchQueryJa } from "./doc-search-query.ts";
import type { apiErrorsEn, pagesEn } from "./en.ts";
import { errorJa } from "./error.ts";
import { homeJa } from "./index.ts";
import { jobsJa } from "./jobs.ts";
import { myProductCvmDiskJa } from "./my-product-cvm-disk.ts";
import { productDomainJa } from "./product-domain.ts";
import { productVpsJa } from "./product-vps.ts";
import { productVpsBuyJa } from "./product-vps-buy.ts";
import { signUpJa } from "./sign-up.ts";
import { userCenterJa } from "./user-center.ts";
import { welcomeSignupJa } from "./welcome-signup.ts";
import { workServerSubmitWorkJa } from "./work-server-submit-work.ts";

export const pagesJa: Shape<typeof pagesEn> = {
  index: homeJa,
  jobs: jobsJa,
  about: aboutJa,
  "product-vps": productVpsJa,
  "product-vps-buy": productVpsBuyJa,
  "product-domain": productDomainJa,
  signUp: signUpJa,
  "welcome-signup": welcomeSignupJa,
  activate: activateJa,
  contact: contactJa,
  "ac-coupon": acCouponJa,
  "activity-vps": activityVpsJa,
  "activity-promotion": activityPromotionJa,
  "activity-pintuan-vps": activityPintuanVpsJa,
  "activity-pintuan-vps-id": activityPintuanVpsIdJa,
  doc: docJa,
  "doc-article-slug": docArticleSlugJa,
  "doc-announce": docAnnounceJa,
  "doc-announce-detail-id": docAnnounceDetailIdJa,
  "doc-search-query": docSearchQueryJa,
  "myProduct-cvm-disk": myProductCvmDiskJa,
  userCenter: userCenterJa,
  "workServer-submitWork": workServerSubmitWorkJa,
  error: errorJa,
};

export const apiErrorsJa: Shape<typeof apiErrorsEn> = {
  "4000": "入力内容をご確認ください。",
  "4010": "ログインしてください。",
  "4030": "このリクエストは許可されていません。",
  "4041": "このアドレスには何もありません。",
  "4050": "このアドレスはこの種類のリクエストを受け付けません。",
  "4130": "リクエストが大きすぎます。",
  "4040": "対象はすでに存在しません。",
  "4101": "このクーポンはすでに受け取り済みです。",
  "4102": "このクーポンは配布を終了しました。",
  "4103": "このクーポンは現在ご利用いただけません。",
  "4104": "このクーポンはこのご注文には使用できません。",
  "4201": "この有効化リンクは無効です。",
  "4202":
    "この有効化リンクは有効期限が切れています。新しいリンクを受け取るには、もう一度ご登録ください。",
  "4203": "アカウントはすでに有効化されています。ログインしてご利用ください。",
  "4301": "このメールアドレスまたは電話番号のアカウントはすでに登録されています。",
  "4302": "アカウントまたはパスワードが正しくありません。",
  "4303": "アカウントがまだ有効化されていません。有効化メールに記載されたリンクを開いてください。",
  "4304": "パスワードを読み取れませんでした。ページを再読み込みして、もう一度お試しください。",
  "4305": "パスワードが条件を満たしていません。",
  "4401": "このグループはすでに定員に達しています。",
  "4402": "このグループの募集は終了しました。",
  "4403": "すでにこのグループに参加しています。",
  "4404": "このキャンペーンは現在受付期間外です。",
  "4405": "このキャンペーンは完売しました。",
  "4406": "このキャンペーンの購入上限に達しています。",
  "4502": "このトップレベルドメインは現在お取り扱いしていません。",
  "4601": "このサーバー構成はご利用いただけません。選択内容を変更してください。",
  "4091": "前回のリクエストを処理中です。しばらくお待ちください。",
  "4220":
    "このフォームは別の内容ですでに送信されています。ページを再読み込みしてもう一度お試しください。",
  "4290": "リクエストが多すぎます。しばらく待ってから、もう一度お試しください。",
  "5000": "当社側で問題が発生しました。変更は行われていません。",
  "5030": "サービスは一時的にご利用いただけません。しばらくしてからもう一度お試しください。",
};
