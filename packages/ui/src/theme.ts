// The colour theme: the system's (light or dark, `prefers-color-scheme`) unless the visitor
// chose one with the switch of the language and currency bar. The choice is a cookie, so the
// server writes it on `<html data-theme>` and the first paint has the right colours (a script
// before the paint would need an inline script, which the site's CSP does not allow). A
// preference: the cookie clearing of mode 2 keeps it, like the language and the currency.
import { removeCookies, THEME_COOKIE, THEME_COOKIE_MAX_AGE_SECONDS } from "./state/storage.ts";

export const THEMES = ["light", "dark"] as const;
export type Theme = (typeof THEMES)[number];

/** The theme a cookie's value chooses, or null (the system's) for anything else. */
export const themeOf = (value: string | null | undefined): Theme | null =>
  THEMES.find((theme) => theme === value) ?? null;

/** The switch's order: the system's, then light, then dark, then the system's again. */
export function nextTheme(current: Theme | null): Theme | null {
  if (current === null) return "light";
  return current === "light" ? "dark" : null;
}

/** Applies a choice at once: the page's attribute and the cookie the server reads. */
export function applyTheme(theme: Theme | null, doc: Document = document): void {
  if (theme === null) {
    delete doc.documentElement.dataset.theme;
    removeCookies([THEME_COOKIE], doc);
  } else {
    doc.documentElement.dataset.theme = theme;
    const secure = doc.location?.protocol === "https:" ? "; Secure" : "";
    doc.cookie = `${THEME_COOKIE}=${theme}; Path=/; Max-Age=${THEME_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  }
}
