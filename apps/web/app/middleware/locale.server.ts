// The page's language from its path prefix (also for `.data` requests), the i18next instance
// of the request (one per language, shared: patches/remix-i18next, ADR 0015), the `languages` cookie, `/en/...` -> unprefixed, and the route rules.

import {
  defaultNamespace,
  LOCALE_COOKIE_NAME,
  languageFromPath,
  languages,
  localizePath,
  resources,
  stripLanguagePrefix,
} from "@hostfront/i18n";
import { createInstance, type i18n as I18n, type InitOptions } from "i18next";
import { initReactI18next } from "react-i18next";
import { type MiddlewareFunction, type RouterContextProvider, redirect } from "react-router";
import { createI18nextMiddleware } from "remix-i18next";
import { languageContext } from "~/context";
import { localeCookie, readCookie } from "~/lib/cookies.server";
import { isDataPath } from "~/lib/page-path";
import { ruleFor } from "~/route-rules";

const i18nextOptions: InitOptions = {
  resources,
  defaultNS: defaultNamespace,
  fallbackLng: false,
  interpolation: { escapeValue: false },
};

export const [i18nextMiddleware, getLocale, getInstance] = createI18nextMiddleware({
  detection: {
    supportedLanguages: [...languages],
    fallbackLanguage: "en",
    async findLocale({ request }) {
      return languageFromPath(new URL(request.url).pathname);
    },
  },
  i18next: i18nextOptions,
  plugins: [initReactI18next],
});

/**
 * The i18next instance a document renders with: the request's. The root middleware gives it
 * after the page cache (a cached answer needs none); a page rendered before that step ran (a
 * step before it failed) gets one of its own, in the page's language.
 */
export async function renderInstance(context: Readonly<RouterContextProvider>): Promise<I18n> {
  try {
    return getInstance(context);
  } catch {
    const instance = createInstance(i18nextOptions).use(initReactI18next);
    await instance.init({ lng: context.get(languageContext) });
    return instance;
  }
}

/** The translator of this request's language (texts made on the server: errors, meta, JSON-LD). */
export function translatorOf(context: Readonly<RouterContextProvider>) {
  return getInstance(context).getFixedT(context.get(languageContext));
}

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
