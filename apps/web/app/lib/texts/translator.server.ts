// The i18next instance of a request (one per language, shared: patches/remix-i18next, ADR 0015)
// and the translator of the request's language, for texts made on the server. The middleware
// that sets the instance up is `i18nextMiddleware`, run by root.tsx after the page cache.

import { defaultNamespace, languageFromPath, languages, resources } from "@hostfront/i18n";
import { createInstance, type i18n as I18n, type InitOptions } from "i18next";
import { initReactI18next } from "react-i18next";
import type { RouterContextProvider } from "react-router";
import { createI18nextMiddleware } from "remix-i18next";
import { languageContext } from "~/context";

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
