// Simplified Chinese texts of the pages and of the provider's error codes.
import type { Shape } from "../../shape.ts";
import { aboutZh } from "./about.ts";
import { acCouponZh } from "./ac-coupon.ts";
import { activateZh } from "./activate.ts";
import { activityPintuanVpsZh } from "./activity-pintuan-vps.ts";
import { activityPintuanVpsIdZh } from "./activity-pintuan-vps-id.ts";
import { activityPromotionZh } from "./activity-promotion.ts";
import { activityVpsZh } from "./activity-vps.ts";
import { contactZh } from "./contact.ts";
import { docZh } from "./doc.ts";
import { docAnnounceZh } from "./doc-announce.ts";
import { docAnnounceDetailIdZh } from "./doc-announce-detail-id.ts";
import { docArticleSlugZh } from "./doc-article-slug.ts";
import { docSearchQueryZh } from "./doc-search-query.ts";
import type { apiErrorsEn, pagesEn } from "./en.ts";
import { errorZh } from "./error.ts";
import { homeZh } from "./index.ts";
import { jobsZh } from "./jobs.ts";
import { myProductCvmDiskZh } from "./my-product-cvm-disk.ts";
import { productDomainZh } from "./product-domain.ts";
import { productVpsZh } from "./product-vps.ts";
import { productVpsBuyZh } from "./product-vps-buy.ts";
import { signUpZh } from "./sign-up.ts";
import { userCenterZh } from "./user-center.ts";
import { welcomeSignupZh } from "./welcome-signup.ts";
import { workServerSubmitWorkZh } from "./work-server-submit-work.ts";

export const pagesZh: Shape<typeof pagesEn> = {
  index: homeZh,
  jobs: jobsZh,
  about: aboutZh,
  "product-vps": productVpsZh,
  "product-vps-buy": productVpsBuyZh,
  "product-domain": productDomainZh,
  signUp: signUpZh,
  "welcome-signup": welcomeSignupZh,
  activate: activateZh,
  contact: contactZh,
  "ac-coupon": acCouponZh,
  "activity-vps": activityVpsZh,
  "activity-promotion": activityPromotionZh,
  "activity-pintuan-vps": activityPintuanVpsZh,
  "activity-pintuan-vps-id": activityPintuanVpsIdZh,
  doc: docZh,
  "doc-article-slug": docArticleSlugZh,
  "doc-announce": docAnnounceZh,
  "doc-announce-detail-id": docAnnounceDetailIdZh,
  "doc-search-query": docSearchQueryZh,
  "myProduct-cvm-disk": myProductCvmDiskZh,
  userCenter: userCenterZh,
  "workServer-submitWork": workServerSubmitWorkZh,
  error: errorZh,
};

export const apiErrorsZh: Shape<typeof apiErrorsEn> = {
  "4000": "请检查您输入的内容。",
  "4010": "请先登录。",
  "4030": "不允许执行此操作。",
  "4041": "该地址不存在。",
  "4050": "该地址不支持此请求方式。",
  "4130": "请求内容过大。",
  "4040": "该内容已不存在。",
  "4101": "您已领取过该优惠券。",
  "4102": "该优惠券已领完。",
  "4103": "该优惠券当前不在有效期内。",
  "4104": "该优惠券不适用于此订单。",
  "4201": "该激活链接无效。",
  "4202": "该激活链接已过期，请重新注册以获取新的激活链接。",
  "4203": "您的账号已激活，可直接登录。",
  "4301": "该邮箱地址或手机号码已被注册。",
  "4302": "账号或密码错误。",
  "4303": "您的账号尚未激活，请打开激活邮件中的链接。",
  "4304": "无法读取您的密码，请刷新页面后重试。",
  "4305": "密码不符合要求。",
  "4401": "该团已满员。",
  "4402": "该团已结束。",
  "4403": "您已加入该团。",
  "4404": "该活动暂未开放。",
  "4405": "该活动已售罄。",
  "4406": "您已达到该活动的购买上限。",
  "4502": "暂不支持该域名后缀。",
  "4601": "该服务器配置暂不可用，请重新选择。",
  "4091": "您之前的请求仍在处理中，请稍候。",
  "4220": "此表单已使用其他内容提交过，请刷新页面后重试。",
  "4290": "请求过于频繁，请稍后重试。",
  "5000": "我们的系统出现了问题，您的数据未做任何更改。",
  "5030": "服务暂时不可用，请稍后重试。",
};
