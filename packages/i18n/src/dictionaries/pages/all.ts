// Every page's dictionary, by page name (its row of the web app's pages.ts), in each language.
// A new page adds one import and one line here; pages/en.ts, zh.ts and ja.ts are made from it.
import type { Shape } from "../../shape.ts";
import { aboutEn, aboutJa, aboutZh } from "./about.ts";
import { acCouponEn, acCouponJa, acCouponZh } from "./ac-coupon.ts";
import { activateEn, activateJa, activateZh } from "./activate.ts";
import {
  activityPintuanVpsEn,
  activityPintuanVpsJa,
  activityPintuanVpsZh,
} from "./activity-pintuan-vps.ts";
import {
  activityPintuanVpsIdEn,
  activityPintuanVpsIdJa,
  activityPintuanVpsIdZh,
} from "./activity-pintuan-vps-id.ts";
import {
  activityPromotionEn,
  activityPromotionJa,
  activityPromotionZh,
} from "./activity-promotion.ts";
import { activityVpsEn, activityVpsJa, activityVpsZh } from "./activity-vps.ts";
import { contactEn, contactJa, contactZh } from "./contact.ts";
import { docEn, docJa, docZh } from "./doc.ts";
import { docAnnounceEn, docAnnounceJa, docAnnounceZh } from "./doc-announce.ts";
import {
  docAnnounceDetailIdEn,
  docAnnounceDetailIdJa,
  docAnnounceDetailIdZh,
} from "./doc-announce-detail-id.ts";
import { docArticleSlugEn, docArticleSlugJa, docArticleSlugZh } from "./doc-article-slug.ts";
import { docSearchQueryEn, docSearchQueryJa, docSearchQueryZh } from "./doc-search-query.ts";
import { errorEn, errorJa, errorZh } from "./error.ts";
import { homeEn, homeJa, homeZh } from "./index.ts";
import { jobsEn, jobsJa, jobsZh } from "./jobs.ts";
import {
  myProductCvmDiskEn,
  myProductCvmDiskJa,
  myProductCvmDiskZh,
} from "./my-product-cvm-disk.ts";
import { productDomainEn, productDomainJa, productDomainZh } from "./product-domain.ts";
import { productVpsEn, productVpsJa, productVpsZh } from "./product-vps.ts";
import { productVpsBuyEn, productVpsBuyJa, productVpsBuyZh } from "./product-vps-buy.ts";
import { signUpEn, signUpJa, signUpZh } from "./sign-up.ts";
import { userCenterEn, userCenterJa, userCenterZh } from "./user-center.ts";
import { welcomeSignupEn, welcomeSignupJa, welcomeSignupZh } from "./welcome-signup.ts";
import {
  workServerSubmitWorkEn,
  workServerSubmitWorkJa,
  workServerSubmitWorkZh,
} from "./work-server-submit-work.ts";

/** A page's texts in each language; Chinese and Japanese have the English texts' shape. */
export interface PageTexts<E> {
  readonly en: E;
  readonly zh: Shape<E>;
  readonly ja: Shape<E>;
}

/** Every page's dictionary, by page name. */
export interface PageDictionaries {
  readonly index: PageTexts<typeof homeEn>;
  readonly jobs: PageTexts<typeof jobsEn>;
  readonly about: PageTexts<typeof aboutEn>;
  readonly "product-vps": PageTexts<typeof productVpsEn>;
  readonly "product-vps-buy": PageTexts<typeof productVpsBuyEn>;
  readonly "product-domain": PageTexts<typeof productDomainEn>;
  readonly signUp: PageTexts<typeof signUpEn>;
  readonly "welcome-signup": PageTexts<typeof welcomeSignupEn>;
  readonly activate: PageTexts<typeof activateEn>;
  readonly contact: PageTexts<typeof contactEn>;
  readonly "ac-coupon": PageTexts<typeof acCouponEn>;
  readonly "activity-vps": PageTexts<typeof activityVpsEn>;
  readonly "activity-promotion": PageTexts<typeof activityPromotionEn>;
  readonly "activity-pintuan-vps": PageTexts<typeof activityPintuanVpsEn>;
  readonly "activity-pintuan-vps-id": PageTexts<typeof activityPintuanVpsIdEn>;
  readonly doc: PageTexts<typeof docEn>;
  readonly "doc-article-slug": PageTexts<typeof docArticleSlugEn>;
  readonly "doc-announce": PageTexts<typeof docAnnounceEn>;
  readonly "doc-announce-detail-id": PageTexts<typeof docAnnounceDetailIdEn>;
  readonly "doc-search-query": PageTexts<typeof docSearchQueryEn>;
  readonly "myProduct-cvm-disk": PageTexts<typeof myProductCvmDiskEn>;
  readonly userCenter: PageTexts<typeof userCenterEn>;
  readonly "workServer-submitWork": PageTexts<typeof workServerSubmitWorkEn>;
  readonly error: PageTexts<typeof errorEn>;
}

/** The texts of each page: English, Chinese, Japanese. */
export const pageDictionaries: PageDictionaries = {
  index: { en: homeEn, zh: homeZh, ja: homeJa },
  jobs: { en: jobsEn, zh: jobsZh, ja: jobsJa },
  about: { en: aboutEn, zh: aboutZh, ja: aboutJa },
  "product-vps": { en: productVpsEn, zh: productVpsZh, ja: productVpsJa },
  "product-vps-buy": { en: productVpsBuyEn, zh: productVpsBuyZh, ja: productVpsBuyJa },
  "product-domain": { en: productDomainEn, zh: productDomainZh, ja: productDomainJa },
  signUp: { en: signUpEn, zh: signUpZh, ja: signUpJa },
  "welcome-signup": { en: welcomeSignupEn, zh: welcomeSignupZh, ja: welcomeSignupJa },
  activate: { en: activateEn, zh: activateZh, ja: activateJa },
  contact: { en: contactEn, zh: contactZh, ja: contactJa },
  "ac-coupon": { en: acCouponEn, zh: acCouponZh, ja: acCouponJa },
  "activity-vps": { en: activityVpsEn, zh: activityVpsZh, ja: activityVpsJa },
  "activity-promotion": {
    en: activityPromotionEn,
    zh: activityPromotionZh,
    ja: activityPromotionJa,
  },
  "activity-pintuan-vps": {
    en: activityPintuanVpsEn,
    zh: activityPintuanVpsZh,
    ja: activityPintuanVpsJa,
  },
  "activity-pintuan-vps-id": {
    en: activityPintuanVpsIdEn,
    zh: activityPintuanVpsIdZh,
    ja: activityPintuanVpsIdJa,
  },
  doc: { en: docEn, zh: docZh, ja: docJa },
  "doc-article-slug": { en: docArticleSlugEn, zh: docArticleSlugZh, ja: docArticleSlugJa },
  "doc-announce": { en: docAnnounceEn, zh: docAnnounceZh, ja: docAnnounceJa },
  "doc-announce-detail-id": {
    en: docAnnounceDetailIdEn,
    zh: docAnnounceDetailIdZh,
    ja: docAnnounceDetailIdJa,
  },
  "doc-search-query": { en: docSearchQueryEn, zh: docSearchQueryZh, ja: docSearchQueryJa },
  "myProduct-cvm-disk": { en: myProductCvmDiskEn, zh: myProductCvmDiskZh, ja: myProductCvmDiskJa },
  userCenter: { en: userCenterEn, zh: userCenterZh, ja: userCenterJa },
  "workServer-submitWork": {
    en: workServerSubmitWorkEn,
    zh: workServerSubmitWorkZh,
    ja: workServerSubmitWorkJa,
  },
  error: { en: errorEn, zh: errorZh, ja: errorJa },
};

export type PageLanguage = "en" | "zh" | "ja";
type Dictionaries = PageDictionaries;

/** Every page's texts in `language`, by page name. */
export type PagesIn<L extends PageLanguage> = {
  readonly [K in keyof Dictionaries]: Dictionaries[K][L];
};

/** Every page's texts in `language`, by page name. */
export function pagesIn<L extends PageLanguage>(language: L): PagesIn<L> {
  return Object.fromEntries(
    Object.entries(pageDictionaries).map(([name, texts]) => [name, texts[language]]),
  ) as PagesIn<L>;
}
