// Display currency: defaults per language, the user's choice, list freshness, conversion
// from catalogue USD, and formatting.
import type { Language } from "@hostfront/i18n";
import { CURRENCY_CACHE_TTL_MS } from "./constants.ts";

/** An ISO 4217 currency code, e.g. `USD`. */
export type CurrencyCode = string;

/** A currency and its rate: units of that currency per 1 US dollar. */
export interface Currency {
  readonly type: CurrencyCode;
  readonly rate: number;
}

/** The catalogue's currency: every price in the provider API is in US dollars. */
export const BASE_CURRENCY: Currency = { type: "USD", rate: 1 };

/** Default display currency per language (SPEC.md section 9). */
export const DEFAULT_CURRENCY_BY_LANGUAGE: { readonly [L in Language]: CurrencyCode } = {
  en: "USD",
  zh: "HKD",
  ja: "JPY",
};

const CURRENCY_CODE = /^[A-Z]{3}$/;

/** Whether `value` is a well-formed ISO 4217 code (three capital letters). */
export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === "string" && CURRENCY_CODE.test(value);
}

function isUsableRate(rate: unknown): rate is number {
  return typeof rate === "number" && Number.isFinite(rate) && rate > 0;
}

/** The default currency of a language: en USD, zh HKD, ja JPY. */
export function defaultCurrency(language: Language): CurrencyCode {
  return DEFAULT_CURRENCY_BY_LANGUAGE[language];
}

export interface ResolveCurrencyInput {
  readonly language: Language;
  /** The stored currency (`currency` in storage), if any. */
  readonly stored?: Partial<Currency> | null | undefined;
  /** Whether the visitor chose a currency (`isSetCurrency` in local storage). */
  readonly isSetCurrency?: boolean | null | undefined;
  /** The fetched currency list (`currencyData`); its rates are the freshest. */
  readonly list?: readonly Partial<Currency>[] | null | undefined;
}

/**
 * The currency to show (SPEC.md section 4, "Default currency"). A currency the visitor
 * chose (`isSetCurrency`) and that has a rate overrides the language default, with the
 * list's fresher rate when the list has one; a chosen currency the list no longer offers
 * falls back to the default. Without any rate for the default currency, prices stay in the
 * catalogue's US dollars rather than be shown under a currency they were not converted to.
 */
export function resolveCurrency({
  language,
  stored,
  isSetCurrency,
  list,
}: ResolveCurrencyInput): Currency {
  const offered = list ?? [];
  const rateInList = (type: CurrencyCode): number | undefined => {
    const rate = offered.find((currency) => currency.type === type)?.rate;
    return isUsableRate(rate) ? rate : undefined;
  };

  if (isSetCurrency && stored && isCurrencyCode(stored.type) && isUsableRate(stored.rate)) {
    if (offered.length === 0) return { type: stored.type, rate: stored.rate };
    const fresh = rateInList(stored.type);
    if (fresh !== undefined) return { type: stored.type, rate: fresh };
  }

  const type = defaultCurrency(language);
  if (type === BASE_CURRENCY.type) return BASE_CURRENCY;
  const rate = rateInList(type);
  return rate === undefined ? BASE_CURRENCY : { type, rate };
}

export interface CurrencyListFreshnessInput {
  /** The stored list (`currencyData`). */
  readonly list?: readonly unknown[] | null | undefined;
  /** When it was fetched (`openDate`), in ms since the epoch. */
  readonly openDate?: number | null | undefined;
  /** The current time in ms since the epoch. */
  readonly now: number;
}

/**
 * Whether the currency list must be fetched again: it is missing or empty, its fetch time
 * is unknown, or it is older than 24 hours. A fetch time in the future (a clock that was
 * wrong) counts as stale too, or the list would never be refreshed.
 */
export function isCurrencyListStale({ list, openDate, now }: CurrencyListFreshnessInput): boolean {
  if (!list || list.length === 0) return true;
  if (typeof openDate !== "number" || !Number.isFinite(openDate)) return true;
  const age = now - openDate;
  return age < 0 || age > CURRENCY_CACHE_TTL_MS;
}

/** Decimal places kept by `convertPrice`: enough for any rate, and no float noise. */
const CONVERSION_SCALE = 1e6;

/**
 * A catalogue price in US dollars converted at `rate` (units per US dollar). The result is
 * rounded to 6 decimals so that the server and the browser get the same number; rounding to
 * the currency's minor unit is `formatPrice`'s job.
 * @throws RangeError for a negative or non-finite amount, or a rate that is not positive.
 */
export function convertPrice(usd: number, rate: number): number {
  if (!Number.isFinite(usd) || usd < 0) throw new RangeError(`Invalid price: ${usd}`);
  if (!isUsableRate(rate)) throw new RangeError(`Invalid currency rate: ${rate}`);
  return Math.round(usd * rate * CONVERSION_SCALE) / CONVERSION_SCALE;
}

const formatters = new Map<string, Intl.NumberFormat>();
/** Bound on cached formatters, in case a caller passes locales it did not check. */
const MAX_FORMATTERS = 64;

/**
 * `amount` in `currency`, formatted for `locale` with `Intl.NumberFormat` (`$12.50`,
 * `HK$97.50`, `￥1,875`): the currency's own minor unit (none for JPY), the locale's
 * grouping and symbol. Formatters are cached, so this is cheap on a hot path.
 * @throws RangeError for a malformed currency code or a non-finite amount.
 */
export function formatPrice(amount: number, currency: CurrencyCode, locale: string): string {
  if (!isCurrencyCode(currency)) throw new RangeError(`Invalid currency code: ${currency}`);
  if (!Number.isFinite(amount)) throw new RangeError(`Invalid amount: ${amount}`);
  const key = `${locale}\u0000${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: "currency", currency });
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}

/** A catalogue price in US dollars, converted to `currency` and formatted for `locale`. */
export function displayPrice(usd: number, currency: Currency, locale: string): string {
  return formatPrice(convertPrice(usd, currency.rate), currency.type, locale);
}
