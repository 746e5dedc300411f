// The site's languages, their tags, and the locale cookie.

/** Supported languages: English (unprefixed URLs), Chinese (`/zh`), Japanese (`/ja`). */
export const languages = ["en", "zh", "ja"] as const;

/** A supported language. */
export type Language = (typeof languages)[number];

/** The language of unprefixed URLs. */
export const defaultLanguage: Language = "en";

/** Whether `value` is a supported language code. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/**
 * BCP 47 tag of each language, for `<html lang>`, `hreflang` and `Intl` formatting.
 * The Chinese pages are written in Simplified Chinese.
 */
export const languageTags: { readonly [L in Language]: string } = {
  en: "en",
  zh: "zh-Hans",
  ja: "ja",
};

/** Name of the cookie that keeps the visitor's language (SPEC.md section 3: `languages`). */
export const LOCALE_COOKIE_NAME = "languages";
/** Lifetime of the locale cookie: 365 days (SPEC.md section 9). */
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;
/** Lifetime of the locale cookie in seconds, for `Max-Age`. */
export const LOCALE_COOKIE_MAX_AGE_SECONDS: number = LOCALE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;
/** Local storage key that also keeps the language (SPEC.md section 3). */
export const LANGUAGE_STORAGE_KEY = "language";
