// Public API of @hostfront/commerce.
export { maskAccount, profileImageNumber } from "./account.ts";
export * from "./constants.ts";
export {
  BASE_CURRENCY,
  type Currency,
  type CurrencyCode,
  type CurrencyListFreshnessInput,
  convertPrice,
  DEFAULT_CURRENCY_BY_LANGUAGE,
  defaultCurrency,
  displayPrice,
  formatPrice,
  isCurrencyCode,
  isCurrencyListStale,
  type ResolveCurrencyInput,
  resolveCurrency,
} from "./currency.ts";
export { roundStar } from "./rating.ts";
export {
  MAX_REFERRAL_CODE_LENGTH,
  REFERRAL_QUERY_PARAMS,
  type Referral,
  type ReferralParam,
  readReferral,
  referralHex,
} from "./referral.ts";
