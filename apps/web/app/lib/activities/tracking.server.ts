// The tracking the provider asks of the activity pages: visits (actPage) and offer clicks
// (promotionClick), sent in the background so a slow or failing provider never slows or breaks
// the page.
import type { Activity } from "@hostfront/api-client";
import type { RouterContextProvider } from "react-router";
import { languageContext } from "~/context";
import { api, callOptions } from "../cache/upstream.server";
import { upstreamKey } from "../forms/forms.server";
import { REFERRER_COOKIE, readCookie } from "../http/cookies.server";
import { requestPath } from "../http/page-path";
import { onEveryVisit } from "../page-cache/watch.server";

/** Longest a tracking call may take: it runs in the background and must not pile up. */
const TRACKING_TIMEOUT_MS = 5_000;
/** Longest referral code passed on with tracking calls (the contract's bound). */
const REFERER_MAX = 256;

/** The referral code the visitor came with (kept in the `referrer` cookie), for tracking. */
function refererOf(request: Request): string | undefined {
  const code = readCookie(request, REFERRER_COOKIE);
  return code && code.length <= REFERER_MAX ? code : undefined;
}

/**
 * Tells the provider about a visit to an activity page, in the background: for every visit,
 * also those the page cache answers (onEveryVisit), with that visit's referral code.
 */
export function recordVisit(
  request: Request,
  context: Readonly<RouterContextProvider>,
  activities: readonly Activity[],
) {
  const only = activities.length === 1 ? activities[0] : undefined;
  onEveryVisit(request, context, (visit, visitContext) => {
    const referer = refererOf(visit);
    api
      .actPage(
        {
          language: visitContext.get(languageContext),
          page: requestPath(visit),
          ...(only ? { activityId: only.id } : {}),
          ...(referer ? { referer } : {}),
        },
        {
          ...callOptions(visitContext, { withToken: true }),
          signal: AbortSignal.timeout(TRACKING_TIMEOUT_MS),
        },
      )
      .catch((error: unknown) => console.warn("activity visit not recorded", error));
  });
}

/**
 * Tells the provider an offer card was clicked (its order button), in the background. The form
 * key makes a double click one click.
 */
export function recordClick(
  request: Request,
  context: Readonly<RouterContextProvider>,
  activityId: string,
  offerId: string,
  formKey: string | undefined,
) {
  const referer = refererOf(request);
  api
    .promotionClick(
      {
        language: context.get(languageContext),
        position: "activity-card",
        activityId,
        ...(referer ? { referer } : {}),
      },
      {
        ...callOptions(context, { withToken: true }),
        idempotencyKey: upstreamKey(context, formKey && `${formKey}.click.${offerId}`),
        signal: AbortSignal.timeout(TRACKING_TIMEOUT_MS),
      },
    )
    .catch((error: unknown) => console.warn("activity click not recorded", error));
}
