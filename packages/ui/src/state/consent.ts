// The visitor's cookie choice on this device: whether it was made, what it was, and storing a
// new one (with the cookie the server reads and the clearing it implies). The shell reads it;
// the cookie panel (fetched when it is to show) is handed what it needs.
import {
  CONSENT_COOKIE,
  CONSENT_COOKIE_MAX_AGE_SECONDS,
  type CookieClearMode,
  type CookieConsent,
  clearCookies,
  consentCookieValue,
  LOCAL_KEYS,
  safeStorage,
} from "./storage.ts";

export type CookieChoice = CookieConsent;

/** Whether the visitor already decided. */
export const cookieDecided = (): boolean =>
  safeStorage("local").getItem(LOCAL_KEYS.cookieConfirm) === "1";

/** Stores a choice and applies its clearing mode; answers the mode. */
export function saveCookieChoice(choice: CookieChoice): CookieClearMode {
  const local = safeStorage("local");
  local.setItem(LOCAL_KEYS.cookieConfirm, "1");
  local.setItem(LOCAL_KEYS.cookieSelect1, "1");
  local.setItem(LOCAL_KEYS.cookieSelect2, choice.analytics ? "1" : "0");
  local.setItem(LOCAL_KEYS.cookieSelect3, choice.marketing ? "1" : "0");
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: a first-party cookie the server reads; no other API reaches it
  document.cookie = `${CONSENT_COOKIE}=${consentCookieValue(choice)}; Path=/; Max-Age=${CONSENT_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  const mode: CookieClearMode = choice.marketing ? 3 : 2;
  clearCookies(mode);
  return mode;
}

/** The choice stored on this device (the optional categories off when there is none). */
export function storedChoice(): CookieChoice {
  const local = safeStorage("local");
  return {
    analytics: local.getItem(LOCAL_KEYS.cookieSelect2) === "1",
    marketing: local.getItem(LOCAL_KEYS.cookieSelect3) === "1",
  };
}
