// The answers of `/api/*`: the provider's envelope (`{ code, message }`), never cached, with
// refusals in the visitor's language (problems.server.ts).
import { isLanguage, type Language, LOCALE_COOKIE_NAME } from "@hostfront/i18n";
import type { RouterContextProvider } from "react-router";
import { translateApiError } from "~/lib/forms/problems.server";
import { readCookie } from "~/lib/http/cookies.server";

/** An envelope answer; `extra` adds fields beside code and message (the refused `fields`). */
export function envelope(
  status: number,
  code: number,
  message: unknown,
  extra: Record<string, unknown> = {},
  headers: HeadersInit = {},
): Response {
  const all = new Headers(headers);
  if (!all.has("content-type")) all.set("content-type", "application/json; charset=utf-8");
  if (!all.has("cache-control")) all.set("cache-control", "no-store");
  return new Response(JSON.stringify({ code, message, ...extra }), { status, headers: all });
}

/** What a refusal may add: the refused fields (translated), headers (Retry-After, Allow). */
interface RefusalDetails {
  readonly fields?: Readonly<Record<string, string>>;
  readonly headers?: HeadersInit;
}

/**
 * The refusal with error `code`, its message translated; `providerText` is what is logged when
 * the code has no translation yet.
 */
export function refusal(
  context: Readonly<RouterContextProvider>,
  language: Language,
  [status, code]: readonly [number, number],
  providerText: string,
  { fields, headers }: RefusalDetails = {},
): Response {
  const message = translateApiError(context, language, code, providerText);
  return envelope(status, code, message, fields ? { fields } : {}, headers);
}

/** The visitor's language for a call: the page's header, the query, the cookie, else English. */
export function languageOf(request: Request): Language {
  const asked =
    request.headers.get("x-site-language") ?? new URL(request.url).searchParams.get("language");
  if (isLanguage(asked)) return asked;
  const cookie = readCookie(request, LOCALE_COOKIE_NAME);
  return isLanguage(cookie) ? cookie : "en";
}
