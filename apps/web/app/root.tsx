// The document and the shell around every page; the root middleware chain; the error page.
import { type CommonDictionary, type Language, languageTags } from "@hostfront/i18n";
import { Shell, THEME_COOKIE, themeOf, tickerItemsInPage, useTranslation } from "@hostfront/ui";
import { type ReactNode, useMemo, useState } from "react";
import { getI18n } from "react-i18next";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
  useNavigate,
  useRevalidator,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { ErrorPage } from "./components/error-page";
import { useServerOnly } from "./components/server-only";
import { languageContext, requestContext } from "./context";
import { config } from "./env.server";
import { readCookie } from "./lib/http/cookies.server";
import { createServices } from "./lib/page/services";
import { loadShell } from "./lib/page/shell.server";
import { serverOnly } from "./lib/page-weight/server-only.server";
import {
  type AskedTexts,
  DICTIONARY_ELEMENT_ID,
  embedDictionary,
  embedsWholePage,
  pageNamed,
} from "./lib/texts/dictionary";
import { loadConditionalTexts, loadPageTexts } from "./lib/texts/page-texts.client";
import { i18nextMiddleware } from "./lib/texts/translator.server";
import { encodingMiddleware } from "./middleware/encoding.server";
import { localeMiddleware } from "./middleware/locale.server";
import { pageCacheStep } from "./middleware/page-cache.server";
import { referralMiddleware } from "./middleware/referral.server";
import { renderGateStep } from "./middleware/render-gate.server";
import { securityMiddleware } from "./middleware/security.server";
import { sessionMiddleware } from "./middleware/session.server";
import { baseName, type ConditionalTexts, PROMO_SUPPRESSED } from "./pages";

export const middleware: Route.MiddlewareFunction[] = [
  // Outermost: a rendered document is compressed once it is whole, headers and all.
  encodingMiddleware,
  securityMiddleware,
  localeMiddleware,
  sessionMiddleware,
  referralMiddleware,
  // After the steps that read cookies on every request (the language cookie, the session, a
  // referral code): they stay per request, cached answer or not. The page cache keys on and
  // watches what the render reads (lib/page-cache/inputs.server.ts).
  pageCacheStep,
  // After the page cache: a cached answer needs no translator (making one is a tenth of its
  // cost) and never waits for a turn to render.
  i18nextMiddleware,
  renderGateStep,
];

/**
 * A client navigation renders the next page (or the error page, or a maintenance banner) once
 * its texts are in the dictionary.
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request }, next) => {
    // The error page's and the maintenance banner's texts too: any navigation may show them.
    const i18n = getI18n(); // entry.client.tsx's
    await Promise.all([
      loadPageTexts(i18n, new URL(request.url).pathname),
      loadConditionalTexts(i18n, "error"),
      loadConditionalTexts(i18n, "maintenance"),
    ]);
    return next();
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = context.get(languageContext);
  // What the browser uses of the shell's data: not the review summary (the home page loads
  // its own), nor the currencies' names (the picker shows code and symbol), nor, on a page
  // document, what its HTML already says.
  const {
    review: _review,
    currencies,
    footLinks,
    announcements,
    ...shell
  } = await loadShell(request, context);
  return {
    language,
    // The colour theme the visitor chose (null: the system's), on <html> for the first paint.
    theme: themeOf(readCookie(request, THEME_COOKIE)),
    siteUrls: config.siteUrls,
    mainSiteUrl: config.mainSiteUrl,
    version: __BUILD_VERSION__,
    requestId: context.get(requestContext).id,
    shell: {
      ...shell,
      currencies: currencies?.map(({ type, rate, symbol }) => ({ type, rate, symbol })) ?? null,
      // In the HTML only: the footer is rendered by the server only (its StaticIsland), and
      // the ticker's and the home page's announcements are read back from the page.
      footLinks: serverOnly(context, SHELL_VALUES.footLinks, footLinks),
      announcements: serverOnly(context, SHELL_VALUES.announcements, { items: announcements }),
    },
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

/** The keys of the shell's values a page document carries in its HTML only. */
const SHELL_VALUES = {
  /** The footer's partner links: the footer is the server's HTML (StaticIsland). */
  footLinks: "shell-foot-links",
  /** The announcements: the shell reads the ticker's back from the page. */
  announcements: "shell-announcements",
} as const;

/** The shell's data changes with the language (a new document) or after an action, not per page. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const navigating = currentUrl.href !== nextUrl.href;
  if (navigating && !formMethod) return false;
  return defaultShouldRevalidate;
}

export const links: Route.LinksFunction = () => [
  // With a precedence React 19 sends the stylesheet as a resource: in the head before the
  // scripts' modulepreloads, so the one thing the first paint waits for is first on the wire.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  // A PNG: an SVG icon makes the browser build a whole SVG document for it while the page loads
  // (a long task on a phone in Lighthouse's traces).
  { rel: "icon", href: "/favicon.png", type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

/**
 * The conditions a document shows (CONDITIONAL_TEXTS): the error page, the provider's
 * maintenance, and what the page's loader names in its data (`texts`, see lib/texts/dictionary.ts).
 */
function useConditions(): ConditionalTexts[] {
  // Outside an error, the layout reads null here (not undefined).
  const error = useRouteError();
  const failed = error !== undefined && error !== null;
  const maintenance = useRouteLoaderData<RootData>("root")?.shell.status.maintenance != null;
  const asked = (useMatches().at(-1)?.loaderData as Partial<AskedTexts> | undefined)?.texts ?? [];
  return [
    ...(failed ? (["error"] as const) : []),
    ...(maintenance ? (["maintenance"] as const) : []),
    ...asked,
  ];
}

interface Embedded {
  readonly json: string;
  /** The page, when the document embeds every text of it (client navigations skip its chunk). */
  readonly page: string | undefined;
  readonly conditions: string | undefined;
}

/**
 * The texts the document embeds (lib/texts/dictionary.ts), made on the server; the browser keeps the
 * element as the document arrived with it (its texts are in the i18n instance by then).
 */
function EmbeddedTexts({ language }: { language: Language }) {
  const { i18n } = useTranslation();
  const route = useMatches().at(-1)?.id ?? "";
  const conditions = useConditions();
  const [arrived] = useState<Embedded | null>(() => {
    const element =
      typeof document === "undefined" ? null : document.getElementById(DICTIONARY_ELEMENT_ID);
    return element
      ? {
          json: element.textContent ?? "{}",
          page: element.dataset.page,
          conditions: element.dataset.conditions,
        }
      : null;
  });
  // Made only by the server (the client build drops it, and lib/texts/dictionary.ts's tables with it).
  const page = import.meta.env.SSR ? pageNamed(baseName(route)) : undefined;
  const embedded: Embedded =
    arrived ??
    (import.meta.env.SSR
      ? {
          json: embedDictionary(
            i18n.store?.data?.[language]?.common as CommonDictionary | undefined,
            page,
            conditions,
          ),
          page: page && embedsWholePage(page) ? page.name : undefined,
          conditions: conditions.length > 0 ? conditions.join(" ") : undefined,
        }
      : { json: "{}", page: undefined, conditions: undefined });
  return (
    <script
      type="application/json"
      id={DICTIONARY_ELEMENT_ID}
      data-page={embedded.page}
      data-conditions={embedded.conditions}
      dangerouslySetInnerHTML={{ __html: embedded.json }}
      suppressHydrationWarning
    />
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const root = useRouteLoaderData<RootData>("root");
  const language: Language = root?.language ?? ((i18n.language as Language) || "en");
  return (
    <html
      lang={languageTags[language]}
      data-language={language}
      data-theme={root?.theme ?? undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <EmbeddedTexts language={language} />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** The shell around a page (or the error page), with the site's services. */
function SiteShell({ root, children }: { root: RootData; children: ReactNode }) {
  const location = useLocation();
  const matches = useMatches();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const { t } = useTranslation();
  const services = useMemo(
    () =>
      createServices(
        root.language,
        (to) => {
          const url = new URL(to, window.location.href);
          if (url.origin === window.location.origin)
            void navigate(url.pathname + url.search + url.hash);
          else window.location.assign(url.href);
        },
        () => void revalidate(),
        {
          unreachable: t("toast.networkFailed"),
          status: (status) => t("toast.httpFailed", { status }),
        },
      ),
    [root.language, navigate, revalidate, t],
  );
  const routeName = baseName(matches.at(-1)?.id ?? "");
  const { shell } = root;
  // The browser keeps the footer the document arrived with (StaticIsland): it never renders
  // these links, so none are read back.
  const footLinks = useServerOnly(SHELL_VALUES.footLinks, shell.footLinks, () => []);
  const news = useServerOnly(SHELL_VALUES.announcements, shell.announcements, () => ({
    items: tickerItemsInPage(),
  }));
  return (
    <Shell
      language={root.language}
      siteUrls={root.siteUrls}
      mainSiteUrl={root.mainSiteUrl}
      pathname={location.pathname}
      search={location.search}
      user={shell.user}
      currency={shell.currency}
      currencies={shell.currencies}
      currenciesAt={shell.currenciesAt}
      footLinks={footLinks}
      announcements={news.items}
      promoSuppressed={routeName !== null && PROMO_SUPPRESSED.has(routeName)}
      maintenance={shell.status.maintenance}
      chatEnabled={shell.status.chatEnabled}
      version={root.version}
      theme={root.theme}
      services={services}
    >
      {children}
    </Shell>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <SiteShell root={loaderData}>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<RootData>("root");
  const page = (
    <ErrorPage
      error={error}
      requestId={root?.requestId ?? null}
      home={root ? root.siteUrls[root.language] : "/"}
    />
  );
  return root ? <SiteShell root={root}>{page}</SiteShell> : page;
}
