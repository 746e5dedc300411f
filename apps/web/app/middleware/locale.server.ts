// The page's language from its path prefix (also for `.data` requests), the `languages` cookie,
// `/en/...` -> unprefixed, and the route rules. The request's i18next instance: lib/texts/translator.server.

import {
  LOCALE_COOKIE_NAME,
  languageFromPath,
  localizePath,
  stripLanguagePrefix,
} from "@hostfront/i18n";
import { type MiddlewareFunction, redirect } from "react-router";
import { languageContext } from "~/context";
import { localeCookie, readCookie } from "~/lib/http/cookies.server";
import { isDataPath } from "~/lib/http/page-path";
import { ruleFor } from "~/route-rules";

/** `/en/doc?x` -> `/doc?x`; route rules; otherwise nothing. */
function redirectFor(url: URL): string | null {
  // Client navigations follow the document's redirect.
  if (isDataPath(url.pathname)) return null;
  const { pathname } = url;
  if (pathname === "/en" || pathname.startsWith("/en/"))
    return stripLanguagePrefix(pathname) + url.search;
  const language = languageFromPath(pathname);
  const bare = stripLanguagePrefix(pathname).replace(/\/+$/, "");
  // The search form without JavaScript: /doc/search?q=... -> /doc/search/{query}.
  if (bare === "/doc/search") {
    const query = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
    return localizePath(query ? `/doc/search/${encodeURIComponent(query)}` : "/doc", language);
  }
  const target = ruleFor(bare || "/");
  if (!target) return null;
  // The visitor's query goes before the target's #fragment, or the browser drops it.
  const hash = target.indexOf("#");
  const fragment = hash === -1 ? "" : target.slice(hash);
  return (
    localizePath(target.slice(0, target.length - fragment.length), language) + url.search + fragment
  );
}

export const localeMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const url = new URL(request.url);
  const target = redirectFor(url);
  if (target) throw redirect(target, 301);

  const language = languageFromPath(url.pathname);
  context.set(languageContext, language);
  const response = await next();
  // The choice is kept for a year; only page documents say which page the visitor is reading.
  if (
    request.method === "GET" &&
    (response.headers.get("content-type") ?? "").startsWith("text/html")
  ) {
    if (readCookie(request, LOCALE_COOKIE_NAME) !== language)
      response.headers.append("Set-Cookie", localeCookie(language));
  }
  return response;
};
