// The business constants and limits of SPEC.md section 9, named. The locale cookie and the
// supported languages live in @hostfront/i18n, the pattern bounds in @hostfront/validators.

const SECOND_MS = 1000;
const HOUR_MS = 60 * 60 * SECOND_MS;
const DAY_SECONDS = 24 * 60 * 60;

/** The currency list is refetched when it is older than this: 24 hours. */
export const CURRENCY_CACHE_TTL_MS: number = 24 * HOUR_MS;

/** Lifetime of the `referrer` cookie: 2592000 seconds (30 days). */
export const REFERRER_COOKIE_MAX_AGE_SECONDS: number = 30 * DAY_SECONDS;

/** The promo dialog appears this long after load: 30 s. */
export const PROMO_DELAY_MS: number = 30 * SECOND_MS;
/** The promo dialog shows again at most this often: 24 h. */
export const PROMO_RESHOW_INTERVAL_MS: number = 24 * HOUR_MS;

/** The announcement list (banner) asks for page 1 ... */
export const ANNOUNCEMENT_PAGE = 1;
/** ... of 3 rows. */
export const ANNOUNCEMENT_ROWS = 3;

/** Below this viewport width (px) the site uses its mobile layout. */
export const MOBILE_BREAKPOINT_PX = 960;

/** Upstream request timeout: 40000 ms. */
export const REQUEST_TIMEOUT_MS = 40_000;

/** How long a toast stays: 3000 ms. */
export const TOAST_DURATION_MS = 3000;
/** Distance of toasts from the viewport edge: 16 px. */
export const TOAST_OFFSET_PX = 16;

/** Dropdown menus open after hovering this long: 150 ms. */
export const DROPDOWN_SHOW_DELAY_MS = 150;
/** Dropdown menus close after the pointer left for this long: 150 ms. */
export const DROPDOWN_HIDE_DELAY_MS = 150;
/** Popovers close after the pointer left for this long: 200 ms. */
export const POPOVER_HIDE_DELAY_MS = 200;
/** Width of a popover: 150 px. */
export const POPOVER_WIDTH_PX = 150;

/** Width of the AI chat panel: 450 px. */
export const CHAT_PANEL_WIDTH_PX = 450;
/** Width of the promo dialog: 880 px. */
export const PROMO_DIALOG_WIDTH_PX = 880;

/** Profile images are numbered 0 to PROFILE_IMAGE_COUNT - 1 (0-7). */
export const PROFILE_IMAGE_COUNT = 8;

/** Account mask: characters of an e-mail local part that stay visible. */
export const EMAIL_MASK_KEEP = 4;
/** Account mask: leading characters of a phone number that stay visible. */
export const PHONE_MASK_HEAD = 2;
/** Account mask: trailing characters of a phone number that stay visible. */
export const PHONE_MASK_TAIL = 3;
/** What stands for the hidden characters of a masked account. */
export const MASK = "****";
