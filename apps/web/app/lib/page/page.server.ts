// Loading a page's own data from the provider: an outage makes that part "unavailable" (the
// page still answers 200 in its shell), an unknown id makes the page a 404.

import { errorCodes, isApiError } from "@hostfront/api-client";
import { type Currency, isCurrencyCode, resolveCurrency } from "@hostfront/commerce";
import { languageTags } from "@hostfront/i18n";
import { data, type RouterContextProvider } from "react-router";
import { currencyContext, languageContext } from "~/context";
import { translatorOf } from "~/lib/texts/translator.server";
import { cachedCall } from "../cache/upstream.server";
import { CURRENCY_COOKIE, readCookie } from "../http/cookies.server";
import { requestPath } from "../http/page-path";
import { orNull } from "../ops/log.server";
import { mediumDate } from "../texts/intl";

/** Throws the 404 page of SPEC.md section 8 for this request's path. */
export function notFound(request: Request, context: Readonly<RouterContextProvider>): never {
  const path = requestPath(request);
  throw data({ message: translatorOf(context)("errors.notFound", { path }) }, { status: 404 });
}

/**
 * The provider's answer, or null when it cannot give one now (down, slow, failing). A 4040
 * (the id does not exist) is the page's 404.
 */
export async function fromProvider<T>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  load: () => Promise<T>,
): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (isApiError(error, errorCodes.NOT_FOUND.code)) notFound(request, context);
    if (isApiError(error) && error.status < 500 && error.status !== 429) throw error;
    return null;
  }
}

/**
 * The display currency of this request: the visitor's choice (cookie) or the language default.
 * Resolved once per request: the first reader (the root loader or a page's, which run side by
 * side) stores it in the request context and every other reads it from there.
 */
export function currencyOf(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<Currency> {
  const known = context.get(currencyContext);
  if (known) return known;
  const resolving = resolveCurrencyOf(request, context);
  context.set(currencyContext, resolving);
  return resolving;
}

async function resolveCurrencyOf(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<Currency> {
  const list = await orNull(
    cachedCall(context, "currencies", {}, { keep: CURRENCY_LIST }),
    context,
    "currency list",
  );
  const chosen = readCookie(request, CURRENCY_COOKIE);
  const stored = isCurrencyCode(chosen) ? list?.find((c) => c.type === chosen) : undefined;
  return resolveCurrency({
    language: context.get(languageContext),
    stored,
    isSetCurrency: stored !== undefined,
    list,
  });
}

/** Dates as the page's language writes them, in UTC so server and browser agree. */
export function dateFormatter(context: Readonly<RouterContextProvider>): (iso: string) => string {
  return mediumDate(languageTags[context.get(languageContext)]);
}

import { CURRENCY_LIST } from "~/lib/cache/cache.server";
import { cacheHeaders } from "../http/headers.server";
import { type SeoOptions, seoFor } from "./seo.server";

/** A page loader's answer: its Seo and data, with its Cache-Control. */
export function pageData<T extends object>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  seo: SeoOptions,
  payload: T,
  options: { private?: boolean } = {},
) {
  return data(
    { seo: seoFor(request, context, seo), ...payload },
    { headers: cacheHeaders(context, options) },
  );
}
