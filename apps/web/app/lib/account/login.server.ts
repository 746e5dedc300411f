// The console's login and the way back: a page that needs a session sends the visitor there and
// gets them back to the same page (and query) afterwards.
import type { Language } from "@hostfront/i18n";
import { type RouterContextProvider, redirect } from "react-router";
import { languageContext, sessionContext } from "~/context";
import { consoleUrl } from "~/lib/account/console.server";
import { requestPath } from "~/lib/http/page-path";
import { publicUrl } from "~/lib/page/seo.server";

/** The console's login, coming back to `returnTo` afterwards. */
export function loginUrl(language: string, returnTo: string): string {
  return consoleUrl({ ope: "login", lang: language, redirect: returnTo });
}

/** The public URL of a site path in `language` (its language prefix replaced), query kept. */
export function sitePathUrl(path: string, language: Language): string {
  const url = new URL(path, "https://site.invalid");
  return publicUrl(url.pathname, language) + url.search + url.hash;
}

/** The console's login coming back to the site path `back`, or to the home page without one. */
export function loginBackTo(language: Language, back: string | null): string {
  return loginUrl(language, sitePathUrl(back ?? "/", language));
}

/** Where the console's login sends a visitor back to: this page (without `.data`), its query. */
export function returnUrl(
  request: Request,
  context: Readonly<RouterContextProvider>,
  search?: string,
) {
  return sitePathUrl(
    requestPath(request) + (search ?? new URL(request.url).search),
    context.get(languageContext),
  );
}

/**
 * Sends the visitor (303) to the console's login, which brings them back to this page with
 * `search` (the page's own query by default), e.g. a configuration to order once logged in.
 */
export function redirectToLogin(
  request: Request,
  context: Readonly<RouterContextProvider>,
  search?: string,
): never {
  const language = context.get(languageContext);
  throw redirect(loginUrl(language, returnUrl(request, context, search)), 303);
}

/** The visitor's token; a visitor without a session is sent to the console's login. */
export function requireSession(
  request: Request,
  context: Readonly<RouterContextProvider>,
  search?: string,
): string {
  const { token } = context.get(sessionContext);
  if (token !== null) return token;
  return redirectToLogin(request, context, search);
}
