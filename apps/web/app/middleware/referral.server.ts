// Referral codes on any page (SPEC.md sections 2 and 4): tgcode and affid are hex-encoded,
// userCode and CouponsCode passed on. When no user is logged in, the `referrer` cookie keeps
// the code 30 days and the provider is told, once per code. A visitor who refused marketing
// cookies gets neither the cookie nor the call (the consent cookie, ADR 0010).

import { REFERRER_COOKIE_MAX_AGE_SECONDS, readReferral } from "@hostfront/commerce";
import type { MiddlewareFunction } from "react-router";
import { sessionContext } from "~/context";
import { api, callOptions } from "~/lib/cache/upstream.server";
import {
  marketingAllowed,
  REFERRER_COOKIE,
  REFERRER_URL_COOKIE,
  readCookie,
  referrerCookie,
  serializeCookie,
} from "~/lib/http/cookies.server";
import { isDataPath } from "~/lib/http/page-path";

/** Longest referring URL kept. */
const MAX_REFERRER_URL = 200;

export const referralMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const response = await next();
  const url = new URL(request.url);
  if (request.method !== "GET" || isDataPath(url.pathname) || url.search === "") return response;
  const referral = readReferral(url.searchParams);
  if (!referral) return response;
  // What happens to a referral depends on the visitor (consent, session, the code they carry):
  // no shared cache may answer this URL for them.
  response.headers.set("Cache-Control", "private, no-store");
  // Marketing cookies refused: no referral cookie, and the provider is not told either.
  if (!marketingAllowed(request)) return response;
  // A logged-in customer is nobody's referral: nothing is kept or told, so a later visit as a
  // visitor with the same code still is.
  if (context.get(sessionContext).token !== null) return response;
  if (readCookie(request, REFERRER_COOKIE) === referral.referer) return response;

  response.headers.append("Set-Cookie", referrerCookie(referral.referer));
  const from = request.headers.get("referer");
  if (from) {
    try {
      const origin = new URL(from);
      if (origin.host !== url.host) {
        const value = (origin.origin + origin.pathname).slice(0, MAX_REFERRER_URL);
        response.headers.append(
          "Set-Cookie",
          serializeCookie(REFERRER_URL_COOKIE, value, { maxAge: REFERRER_COOKIE_MAX_AGE_SECONDS }),
        );
      }
    } catch {
      // An unreadable Referer header is ignored.
    }
  }
  // Recorded in the background: a slow provider must not slow the page down.
  api
    .referral(
      { referer: referral.referer, param: referral.param, landingPage: url.pathname },
      callOptions(context),
    )
    .catch((error: unknown) => console.warn("referral not recorded", error));
  return response;
};
