// The names the site keeps things under in the browser (SPEC.md section 3), and the cookie
// clearing modes of SPEC.md section 4.

/** Cookies of SPEC.md section 3. `languages` is the locale cookie. */
export const COOKIES = {
  username: "username",
  referrerUrl: "referrerUrl",
  languages: "languages",
  token: "token",
  lastloginname: "lastloginname",
  email: "email",
  isRedic: "isRedic",
  referrer: "referrer",
} as const;

/** The display currency the visitor chose, sent to the server so prices render in it. */
export const CURRENCY_COOKIE = "currency";

/**
 * The visitor's cookie categories (`cookieSelect1..3`) mirrored for the server, which cannot
 * read local storage: one digit per category, `1` allowed and `0` refused (`100` = only the
 * required ones). Absent until the visitor decides. It records a choice, so it is itself
 * strictly necessary.
 */
export const CONSENT_COOKIE = "cookieSelect";
/** The consent is kept as long as the language choice: a year. */
export const CONSENT_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The colour theme the visitor chose (`light` or `dark`, theme.ts); absent: the system's. */
export const THEME_COOKIE = "theme";
/** A year: a choice of colours is kept like a choice of language. */
export const THEME_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The optional cookie categories; the required one is always on. */
export interface CookieConsent {
  readonly analytics: boolean;
  readonly marketing: boolean;
}

/** The consent cookie's value for a choice. */
export const consentCookieValue = (consent: CookieConsent): string =>
  `1${consent.analytics ? 1 : 0}${consent.marketing ? 1 : 0}`;

/** A consent cookie's value read back; null when absent or not one (the visitor has not decided). */
export function readConsent(value: string | null | undefined): CookieConsent | null {
  if (!value || !/^1[01][01]$/.test(value)) return null;
  return { analytics: value[1] === "1", marketing: value[2] === "1" };
}

/** Local storage keys of SPEC.md section 3. */
export const LOCAL_KEYS = {
  version: "version",
  isSetCurrency: "isSetCurrency",
  currency: "currency",
  currencyData: "currencyData",
  language: "language",
  activeImg: "activeImg",
  cookieConfirm: "cookieConfirm",
  cookieSelect1: "cookieSelect1",
  cookieSelect2: "cookieSelect2",
  cookieSelect3: "cookieSelect3",
} as const;

/** Session storage keys of SPEC.md section 3. */
export const SESSION_KEYS = {
  userAccount: "userAccount",
  username: "username",
  token: "token",
  currencyData: "currencyData",
  currency: "currency",
  openDate: "openDate",
  chatUUID: "chatUUID",
  chatData: "chatData",
} as const;

/** Cookies of a login; mode 1 removes them except `isRedic` and `languages`. */
export const LOGIN_COOKIES: readonly string[] = [
  COOKIES.username,
  COOKIES.token,
  COOKIES.lastloginname,
  COOKIES.email,
  COOKIES.isRedic,
  COOKIES.languages,
];
const KEPT_BY_MODE_1 = new Set<string>([COOKIES.isRedic, COOKIES.languages]);
/**
 * Preferences the "strictly necessary" category covers (and the consent itself), kept by mode
 * 2 like the login cookies.
 */
const PREFERENCE_COOKIES = new Set<string>([
  COOKIES.languages,
  CURRENCY_COOKIE,
  CONSENT_COOKIE,
  THEME_COOKIE,
]);

/** Cookie clearing modes of SPEC.md section 4. */
export type CookieClearMode = 1 | 2 | 3;

/**
 * The cookies a clearing mode removes, of those present. Mode 1 (logout) removes the login
 * cookies except `isRedic` and `languages`; mode 2 (optional cookies refused) removes every
 * other cookie, keeping the login cookies and the language and currency preferences; mode 3
 * removes nothing.
 */
export function cookiesToClear(mode: CookieClearMode, present: readonly string[]): string[] {
  if (mode === 1)
    return present.filter((name) => LOGIN_COOKIES.includes(name) && !KEPT_BY_MODE_1.has(name));
  if (mode === 2)
    return present.filter((name) => !LOGIN_COOKIES.includes(name) && !PREFERENCE_COOKIES.has(name));
  return [];
}

/** Names of the cookies scripts can see. */
export function presentCookies(doc: Document = document): string[] {
  return doc.cookie
    .split(";")
    .map((part) => part.split("=")[0]?.trim() ?? "")
    .filter(Boolean);
}

/** Removes cookies by name, for this path and the site root. */
export function removeCookies(names: readonly string[], doc: Document = document): void {
  for (const name of names) doc.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** Applies a clearing mode to the cookies scripts can reach; answers what it removed. */
export function clearCookies(mode: CookieClearMode, doc: Document = document): string[] {
  const names = cookiesToClear(mode, presentCookies(doc));
  removeCookies(names, doc);
  return names;
}

/** Storage that never throws (private mode, disabled storage, quota): reads fall back to null. */
export function safeStorage(
  kind: "local" | "session",
): Pick<Storage, "getItem" | "setItem" | "removeItem" | "clear"> {
  const get = (): Storage | null => {
    // On the server there is no storage (and no exception to pay for on every read).
    if (typeof window === "undefined") return null;
    try {
      return kind === "local" ? window.localStorage : window.sessionStorage;
    } catch {
      return null;
    }
  };
  return {
    getItem: (key) => {
      try {
        return get()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    setItem: (key, value) => {
      try {
        get()?.setItem(key, value);
      } catch {
        /* storage full or disabled: the value lives in memory only */
      }
    },
    removeItem: (key) => {
      try {
        get()?.removeItem(key);
      } catch {
        /* nothing to remove */
      }
    },
    clear: () => {
      try {
        get()?.clear();
      } catch {
        /* nothing to clear */
      }
    },
  };
}
