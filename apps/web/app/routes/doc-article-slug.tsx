import type { TocEntry } from "@hostfront/docs";
import { languages, languageTags } from "@hostfront/i18n";
import { siteHref, useShell, useSiteHref, useTranslation } from "@hostfront/ui";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { ArticleBody } from "~/components/article-body";
import { languageContext } from "~/context";
import { findArticle, neighbours } from "~/lib/docs.server";
import { pageHeaders } from "~/lib/headers";
import { lookingGlassRegions } from "~/lib/looking-glass.server";
import { dateFormatter, notFound, pageData } from "~/lib/page.server";
import { metaTags } from "~/lib/seo";
import { serverOnly } from "~/lib/server-only.server";
import type { Route } from "./+types/doc-article-slug";

/**
 * The looking glass (one article shows it) comes with its own code, loaded only by that
 * article. In the browser, until its code is in, the server's HTML of it stays (a Suspense
 * boundary waiting to hydrate) and what the visitor does there is replayed once it is.
 */
const LookingGlass = lazy(() =>
  import("~/components/looking-glass").then((m) => ({ default: m.LookingGlass })),
);

/** The key under which the article body travels outside the hydration payload. */
export const BODY_KEY = "doc-article-body";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const language = context.get(languageContext);
  const article = findArticle(language, params.slug);
  if (!article) notFound(request, context);
  const date = dateFormatter(context);
  const lookingGlass = article.body.some(
    (part) => part.kind === "widget" && part.name === "looking-glass",
  );
  const regions = lookingGlass ? await lookingGlassRegions(context) : null;
  return pageData(
    request,
    context,
    { page: "doc", title: article.title, description: article.description },
    {
      slug: article.slug,
      title: article.title,
      description: article.description,
      category: article.category,
      updated: date(`${article.updated}T00:00:00Z`),
      updatedIso: article.updated,
      toc: article.toc,
      // The body is in the page's HTML already; the browser reads it back from there.
      body: serverOnly(context, BODY_KEY, article.body),
      regions,
      ...neighbours(language, article.slug),
    },
  );
}

export const headers = pageHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...metaTags(loaderData?.seo),
  ...(loaderData ? [{ property: "og:type", content: "article" }] : []),
];

function TocLinks({ toc }: { toc: readonly TocEntry[] }) {
  return (
    <ol className="mt-3 space-y-2 border-l border-line">
      {toc.map((entry) => (
        <li key={entry.id} className={entry.depth === 3 ? "pl-7" : "pl-4"}>
          <a className="text-muted hover:text-brand" href={`#${entry.id}`}>
            {entry.text}
          </a>
        </li>
      ))}
    </ol>
  );
}

/** Copies a code block when its button is pressed (the buttons are in the rendered HTML). */
function useCopyButtons() {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => {
    setEnhanced(true);
    const element = ref.current;
    element?.addEventListener("click", onClick);
    return () => element?.removeEventListener("click", onClick);
  });
  function onClick(event: MouseEvent) {
    const button = (event.target as Element).closest<HTMLButtonElement>("button[data-copy]");
    const code = button?.parentElement?.querySelector("pre")?.textContent;
    if (!button || code === undefined || code === null) return;
    const label = t("docs.copyCode");
    const show = (text: string) => {
      button.textContent = text;
      window.setTimeout(() => {
        button.textContent = label;
      }, 2000);
    };
    navigator.clipboard.writeText(code).then(
      () => show(t("docs.copied")),
      () => show(t("docs.copyFailed")),
    );
  }
  return { ref, enhanced };
}

export default function DocArticle({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useSiteHref();
  const { language, siteUrls } = useShell();
  const copy = useCopyButtons();
  const { previous, next } = loaderData;
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-8 desk:grid-cols-[minmax(0,1fr)_15rem]">
      <article className="min-w-0">
        <nav aria-label={t("a11y.breadcrumbs")} className="text-sm">
          <ol className="flex flex-wrap gap-2 text-muted">
            <li>
              <a className="text-brand hover:underline" href={href("/doc")}>
                {t("docs.home")}
              </a>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <a
                className="text-brand hover:underline"
                href={`${href("/doc")}#${loaderData.category}`}
              >
                {t(`docs.categories.${loaderData.category}.name`)}
              </a>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page">{loaderData.title}</li>
          </ol>
        </nav>
        <h1 className="mt-4 text-3xl font-bold tracking-tight desk:text-4xl">{loaderData.title}</h1>
        <p className="mt-3 text-lg text-muted">{loaderData.description}</p>
        <p className="mt-2 text-sm text-muted">
          <time dateTime={loaderData.updatedIso}>
            {t("docs.updated", { date: loaderData.updated })}
          </time>
        </p>
        {loaderData.toc.length > 0 && (
          <details className="mt-6 rounded-lg border border-line p-4 desk:hidden">
            <summary className="cursor-pointer font-semibold">{t("docs.toc")}</summary>
            <TocLinks toc={loaderData.toc} />
          </details>
        )}
        <div
          ref={copy.ref}
          className="doc-prose mt-8"
          data-enhanced={copy.enhanced ? "" : undefined}
        >
          <ArticleBody
            id={BODY_KEY}
            parts={loaderData.body}
            widget={(name) =>
              name === "looking-glass" ? (
                <Suspense fallback={null}>
                  <LookingGlass regions={loaderData.regions ?? null} />
                </Suspense>
              ) : null
            }
          />
        </div>
        <p className="render-near mt-10 flex flex-wrap gap-3 text-sm text-muted">
          <span>{t("docs.readIn")}:</span>
          {languages
            .filter((other) => other !== language)
            .map((other) => (
              <a
                key={other}
                className="text-brand hover:underline"
                href={siteHref(siteUrls[other], `/doc/article/${loaderData.slug}`)}
                hrefLang={other}
                lang={languageTags[other]}
              >
                {t(`languageNames.${other}`)}
              </a>
            ))}
        </p>
        {/* Reading on: the next article comes as a client navigation (its data and, the first
            time, its texts), or a plain page load without JavaScript. */}
        {(previous || next) && (
          <nav
            aria-label={t("docs.moreArticles")}
            className="mt-8 grid gap-4 border-t border-line pt-6 sm:grid-cols-2"
          >
            {previous ? (
              <Link
                rel="prev"
                className="rounded-lg border border-line p-4 hover:border-brand"
                to={href(`/doc/article/${previous.slug}`)}
              >
                <span className="block text-xs text-muted">{t("docs.previous")}</span>
                <span className="font-semibold text-brand">{previous.title}</span>
              </Link>
            ) : (
              <span />
            )}
            {next && (
              <Link
                rel="next"
                className="rounded-lg border border-line p-4 text-right hover:border-brand"
                to={href(`/doc/article/${next.slug}`)}
              >
                <span className="block text-xs text-muted">{t("docs.next")}</span>
                <span className="font-semibold text-brand">{next.title}</span>
              </Link>
            )}
          </nav>
        )}
      </article>
      {loaderData.toc.length > 0 && (
        <aside className="hidden desk:block" aria-labelledby="toc-heading">
          <nav className="sticky top-24 text-sm" aria-labelledby="toc-heading">
            <h2 id="toc-heading" className="font-semibold text-ink">
              {t("docs.toc")}
            </h2>
            <TocLinks toc={loaderData.toc} />
          </nav>
        </aside>
      )}
    </div>
  );
}
