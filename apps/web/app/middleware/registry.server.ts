// Route middleware pages ask for by name (pages.ts). An unknown name is an error when the
// server starts, not a page that silently skips its check.
import { type MiddlewareFunction, redirect } from "react-router";
import { languageContext, sessionContext } from "~/context";
import { loginUrl, returnUrl } from "~/lib/account/login.server";
import { type Page, type PageName, pages, type RouteMiddlewareName } from "~/pages";

/** Visitors without a session go to the console's login and come back here. */
const login: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (context.get(sessionContext).token === null) {
    const language = context.get(languageContext);
    throw redirect(loginUrl(language, returnUrl(request, context)));
  }
  return next();
};

export const routeMiddleware: {
  readonly [N in RouteMiddlewareName]: MiddlewareFunction<Response>;
} = { login };

/** Throws when a page asks for a route middleware that does not exist. */
export function checkPageMiddleware(
  table: readonly Page[],
  known: Readonly<Record<string, unknown>> = routeMiddleware,
): void {
  for (const page of table) {
    for (const name of page.middleware ?? []) {
      if (!Object.hasOwn(known, name)) {
        throw new Error(
          `Page "${page.name}" asks for route middleware "${name}", which does not exist (known: ${Object.keys(known).join(", ")}).`,
        );
      }
    }
  }
}

/** The middleware a page's table row names, for the page's route module to export. */
export function pageMiddleware(name: PageName): MiddlewareFunction<Response>[] {
  const page: Page | undefined = pages.find((candidate) => candidate.name === name);
  if (!page) throw new Error(`No page named "${name}" in pages.ts.`);
  checkPageMiddleware([page]);
  return (page.middleware ?? []).map((middlewareName) => routeMiddleware[middlewareName]);
}
