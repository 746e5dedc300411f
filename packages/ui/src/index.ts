// Public API of @hostfront/ui: the shell and the pieces pages reuse.

export { type BrowserI18nOptions, createBrowserI18n, type Texts } from "./browser-i18n.ts";
export { Avatar } from "./components/avatar.tsx";
export { ChatPanel } from "./components/chat-panel.tsx";
export { CookiePanel } from "./components/cookie-panel.tsx";
export { Footer } from "./components/footer.tsx";
export { AccountArea, consoleUrl, Header } from "./components/header.tsx";
export {
  CurrencyPicker,
  LangCurrencyBar,
  LanguageLinks,
  ThemeSwitch,
} from "./components/lang-bar.tsx";
export { type Maintenance, MaintenanceBanner } from "./components/maintenance-banner.tsx";
export { NoGoodMatch, ticketPath } from "./components/no-good-match.tsx";
export { loadOnce, type ShellPart, setPartTextsLoader } from "./components/on-intent.tsx";
export { CouponBanner, PromoDialog, promoDue } from "./components/promo.tsx";
export {
  INSTANT_RESULTS,
  INSTANT_SEARCH_DEBOUNCE_MS,
  SearchForm,
  SearchWidget,
  searchPath,
} from "./components/search-widget.tsx";
export {
  loadServerParts,
  Shell,
  type ShellProps,
  type ShellUser,
  VERSION_POLL_MS,
} from "./components/shell.tsx";
export { Stars } from "./components/stars.tsx";
export { StaticIsland } from "./components/static-island.tsx";
export { AnnouncementTicker, tickerItemsInPage } from "./components/ticker.tsx";
export { Toaster } from "./components/toaster.tsx";
export { useHydrated } from "./hydration.ts";
export { IDLE_TIMEOUT_MS, useIdle, whenIdle } from "./idle.ts";
export {
  announcementPath,
  footerFixedLinks,
  HEADER_GROUP_KEYS,
  type HeaderGroupKey,
  LOOKING_GLASS_PATH,
  type NavGroup,
  type NavLink,
  siteHref,
} from "./links.ts";
export {
  headerGroups,
  type ProductLine,
  type ProductLineKey,
  productLineOfArticle,
  productLines,
} from "./menu-links.ts";
export { errorText, notifyError } from "./notify.ts";
export {
  type ChatAnswer,
  type DocSearchHit,
  ServiceError,
  type ShellServices,
} from "./services.ts";
export {
  type TickerItem,
  useShell,
  useSite,
  useSiteHref,
  useToasts,
} from "./shell-context.tsx";
export { type ChatMessage, loadChat, newChatId, saveChat } from "./state/chat.ts";
export {
  type CookieChoice,
  cookieDecided,
  saveCookieChoice,
  storedChoice,
} from "./state/consent.ts";
export {
  CONSENT_COOKIE,
  COOKIES,
  type CookieClearMode,
  type CookieConsent,
  CURRENCY_COOKIE,
  clearCookies,
  consentCookieValue,
  cookiesToClear,
  LOCAL_KEYS,
  LOGIN_COOKIES,
  presentCookies,
  readConsent,
  removeCookies,
  SESSION_KEYS,
  safeStorage,
  THEME_COOKIE,
  THEME_COOKIE_MAX_AGE_SECONDS,
} from "./state/storage.ts";
export {
  type CurrencyEntry,
  createSiteStore,
  type SiteActions,
  type SiteState,
  type SiteStore,
} from "./state/store.ts";
export { createToastStore, type Toast, type ToastStore, type ToastType } from "./state/toasts.ts";
export {
  applyVersion,
  applyVersionInBrowser,
  type VersionCheckEnvironment,
} from "./state/version.ts";
export {
  applyTheme,
  nextTheme,
  THEMES,
  type Theme,
  themeOf,
} from "./theme.ts";
export { useTranslation } from "./translation.ts";
