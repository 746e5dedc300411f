// Data every page's shell shows, through the cache: currencies, footer links, the latest
// announcements, the review summary, the provider's start-up flags, and the visitor's account. Each part fails alone: a
// provider that is down leaves that part empty (or stale from the cache), never the page.
import { createHash } from "node:crypto";
import {
  type CurrencyRate,
  errorCodes,
  isApiError,
  type ReviewSummary,
} from "@hostfront/api-client";
import {
  ANNOUNCEMENT_PAGE,
  ANNOUNCEMENT_ROWS,
  type Currency,
  maskAccount,
  profileImageNumber,
} from "@hostfront/commerce";
import type { Language } from "@hostfront/i18n";
import type { RouterContextProvider } from "react-router";
import { languageContext, sessionContext } from "~/context";
import { CURRENCY_LIST } from "~/lib/cache/cache.server";
import { callKey, callStrategy } from "../cache/cache.server";
import { api, cache, cachedAnswer, cachedCall, callOptions } from "../cache/upstream.server";
import { orNull } from "../ops/log.server";
import { currencyOf } from "./page.server";

export interface ShellUser {
  /** The account as the header shows it (SPEC.md section 9 mask). */
  readonly maskedAccount: string;
  readonly username: string;
  /** Profile image 0-7. */
  readonly profileImage: number;
  /** A public fingerprint of the session (never the token): what the client keeps as `token`. */
  readonly session: string;
}

/** What the provider's start-up call says the site should do now. */
export interface ShellStatus {
  /** Maintenance under way, with the provider's message when it gave one; null: none. */
  readonly maintenance: { readonly message: string | null } | null;
  readonly chatEnabled: boolean;
  readonly registrationOpen: boolean;
}

/** The review summary, through the cache (the shell and the home page share its entry). */
export const loadReview = (context: Readonly<RouterContextProvider>): Promise<ReviewSummary> =>
  cachedCall(context, "reviewSummary", {});

/**
 * After a rating: the cached summary is dropped and the provider recomputes it from every
 * rating (reviewRefresh); that answer is cached for every page. When the refresh fails, the
 * next page asks for the summary again.
 */
export async function refreshReview(
  context: Readonly<RouterContextProvider>,
): Promise<ReviewSummary | null> {
  // The refreshed summary is the summary: it goes into the summary's entry.
  const key = callKey("reviewSummary", {});
  await cache.invalidate(key);
  return orNull(
    cache.get(key, callStrategy("reviewSummary"), () =>
      api.reviewRefresh({}, callOptions(context)),
    ),
    context,
    "review summary refresh",
  );
}

/** When the provider cannot say (down, nothing cached): everything open, no banner. */
export const OPEN_STATUS: ShellStatus = {
  maintenance: null,
  chatEnabled: true,
  registrationOpen: true,
};

/**
 * The start-up flags in `language` (a provider may word its maintenance message per language),
 * through the cache; stale if the provider fails, and open when nothing is known.
 */
export async function loadStatus(
  context: Readonly<RouterContextProvider>,
  language: Language = context.get(languageContext),
): Promise<ShellStatus> {
  const startup = await orNull(
    cachedCall(context, "startup", { language }),
    context,
    "start-up flags",
  );
  if (!startup) return OPEN_STATUS;
  return {
    maintenance: startup.maintenance.active
      ? { message: startup.maintenance.message?.trim() || null }
      : null,
    chatEnabled: startup.chatEnabled,
    registrationOpen: startup.registrationOpen,
  };
}

export interface Shell {
  readonly currencies: readonly CurrencyRate[] | null;
  /** When the provider gave `currencies` (ms since the epoch): the list's age for the browser. */
  readonly currenciesAt: number | null;
  readonly currency: Currency;
  readonly footLinks: readonly { name: string; link: string }[] | null;
  readonly announcements: readonly { id: string; title: string }[] | null;
  readonly review: { ratingValue: number; reviewCount: number } | null;
  /** null: a visitor; a user: logged in; `unknown`: a token the provider could not check now. */
  readonly user: ShellUser | "unknown" | null;
  readonly status: ShellStatus;
}

const fingerprint = (token: string) => createHash("sha256").update(token).digest("hex");

/** The account behind a token, cached briefly; null when the provider says it is not valid. */
async function userFor(
  context: Readonly<RouterContextProvider>,
  token: string,
): Promise<ShellUser | "unknown" | null> {
  try {
    const profile = await cachedCall(context, "userBrowse", {}, { withToken: true });
    return {
      maskedAccount: maskAccount(profile.userAccount),
      username: profile.username,
      profileImage: profileImageNumber(profile.username),
      session: fingerprint(`session:${token}`).slice(0, 32),
    };
  } catch (error) {
    return isApiError(error, errorCodes.LOGIN_REQUIRED.code) ? null : "unknown";
  }
}

export async function loadShell(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<Shell> {
  const language: Language = context.get(languageContext);
  const { token } = context.get(sessionContext);
  const [currencies, currency, footLinks, announcements, review, user, status] = await Promise.all([
    orNull(
      cachedAnswer(context, "currencies", {}, { keep: CURRENCY_LIST }),
      context,
      "currency list",
    ),
    // Resolved once per request, from the same cached list: the page's loader reads it too.
    currencyOf(request, context),
    orNull(cachedCall(context, "footLinks", {}), context, "footer links"),
    orNull(
      cachedCall(context, "announcements", {
        page: ANNOUNCEMENT_PAGE,
        row: ANNOUNCEMENT_ROWS,
        language,
      }),
      context,
      "announcements",
    ),
    orNull(loadReview(context), context, "review summary"),
    token ? userFor(context, token) : Promise.resolve(null),
    loadStatus(context, language),
  ]);

  return {
    currencies: currencies?.value ?? null,
    currenciesAt: currencies?.storedAt ?? null,
    currency,
    footLinks,
    announcements: announcements?.map(({ id, title }) => ({ id, title })) ?? null,
    review,
    user,
    status,
  };
}

/** Forgets the cached account of a token (after logout). */
export const forgetUser = (token: string) => cache.invalidate(callKey("userBrowse", {}, token));
