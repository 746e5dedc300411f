// The calls of `/api/*` that are the site's own, not the provider's: the display currency
// (kept in a cookie), logout, and clearing the cookies of a new version (SPEC.md section 4).
import { isCurrencyCode } from "@hostfront/commerce";
import type { Language } from "@hostfront/i18n";
import type { LoaderFunctionArgs as Args, RouterContextProvider } from "react-router";
import { sessionContext } from "~/context";
import { envelope, languageOf, refusal } from "~/lib/bff/envelope.server";
import { CURRENCY_LIST } from "~/lib/cache/cache.server";
import { api, cachedCall, callOptions } from "~/lib/cache/upstream.server";
import { BodyTooLargeError, readBodyText } from "~/lib/http/body.server";
import {
  CURRENCY_COOKIE,
  expireCookie,
  serializeCookie,
  TOKEN_COOKIE,
} from "~/lib/http/cookies.server";
import { returnPath } from "~/lib/http/return-path";
import { orNull } from "~/lib/ops/log.server";
import { forgetUser } from "~/lib/page/shell.server";
import { getInstance } from "~/lib/texts/translator.server";

/** A chosen currency is kept for a year, like the language. */
const CURRENCY_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The answer that only expires cookies: one Set-Cookie each. */
const clearing = (names: Iterable<string>) =>
  envelope(
    200,
    2000,
    null,
    {},
    [...names].map((name): [string, string] => ["set-cookie", expireCookie(name)]),
  );

/** Whether `currency` is one of the provider's (the cached list, also while it is down). */
async function knownCurrency(context: Readonly<RouterContextProvider>, currency: string) {
  if (!isCurrencyCode(currency)) return false;
  const list = await orNull(
    cachedCall(context, "currencies", {}, { keep: CURRENCY_LIST }),
    context,
    "currency list",
  );
  return (list ?? []).some((c) => c.type === currency);
}

/** POST /api/currency: JSON from the page's script, or the plain form without JavaScript. */
async function chooseCurrency({ request, context }: Args, language: Language) {
  // Any body that is neither reads as an empty choice and is refused below.
  const type = request.headers.get("content-type") ?? "";
  const json = type.includes("application/json");
  const urlEncoded = type.includes("application/x-www-form-urlencoded");
  let text: string;
  try {
    text = await readBodyText(request);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    return refusal(context, language, [413, 4130], "The request is too large.");
  }
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = json
      ? JSON.parse(text)
      : urlEncoded
        ? Object.fromEntries(new URLSearchParams(text))
        : {};
    if (typeof parsed === "object" && parsed !== null) body = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: an empty choice.
  }
  const currency = typeof body.currency === "string" ? body.currency : "";
  if (!(await knownCurrency(context, currency)))
    return refusal(context, language, [400, 4000], "Unknown currency.", {
      fields: { currency: getInstance(context).getFixedT(language)("validation.invalid") },
    });
  const cookie = serializeCookie(CURRENCY_COOKIE, currency, { maxAge: CURRENCY_COOKIE_MAX_AGE });
  if (json) return envelope(200, 2000, { currency }, {}, { "set-cookie": cookie });
  // Without JavaScript the form comes back to the page it was sent from.
  // A site path only, percent-encoded: a header holds no CR/LF and no character above U+00FF.
  const returnTo = returnPath(typeof body.returnTo === "string" ? body.returnTo : null) ?? "/";
  return new Response(null, { status: 303, headers: { location: returnTo, "set-cookie": cookie } });
}

/** POST /api/logout: the session ends at the provider, then clearing mode 1. */
async function logout({ context }: Args) {
  const { token } = context.get(sessionContext);
  if (token) {
    await orNull(api.logout({}, callOptions(context, { withToken: true })), context, "logout");
    await forgetUser(token);
  }
  // Clearing mode 1: the login cookies go, `isRedic` and `languages` stay.
  return clearing([TOKEN_COOKIE, "username", "lastloginname", "email"]);
}

/** POST /api/session/clear: every cookie the browser sent goes (a new version of the site). */
function clearSession({ request }: Args) {
  const names = (request.headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.split("=")[0]?.trim() ?? "");
  return clearing(new Set(names.filter((name) => /^[A-Za-z0-9_-]{1,64}$/.test(name))));
}

/** The site's own call at `path`, or null when the path is not one of them. */
export async function siteCall(path: string, args: Args): Promise<Response | null> {
  switch (path) {
    case "/api/currency":
      return chooseCurrency(args, languageOf(args.request));
    case "/api/logout":
      return logout(args);
    case "/api/session/clear":
      return clearSession(args);
    default:
      return null;
  }
}
