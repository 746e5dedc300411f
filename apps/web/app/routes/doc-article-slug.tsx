import { useTranslation } from "@hostfront/ui";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { ArticleBody } from "~/components/article-body";
import type { ArticleFrame } from "~/components/doc-article.island";
import { islandMiddleware, islandModule, PageIsland } from "~/components/server-only";
import { languageContext } from "~/context";
import { findArticle, neighbours } from "~/lib/docs/docs.server";
import { pageHeaders } from "~/lib/http/headers";
import { dateFormatter, notFound, pageData } from "~/lib/page/page.server";
import { markdownUrl, metaTags } from "~/lib/page/seo";
import { lookingGlassRegions } from "~/lib/page-values/looking-glass.server";
import { serverOnly } from "~/lib/page-weight/server-only.server";
import type { AskedTexts } from "~/lib/texts/dictionary";
import type { Route } from "./+types/doc-article-slug";

/**
 * The looking glass (one article shows it) comes with its own code, loaded only by that
 * article. In the browser, until its code is in, the server's HTML of it stays (a Suspense
 * boundary waiting to hydrate) and what the visitor does there is replayed once it is.
 */
const LookingGlass = lazy(() =>
  import("~/components/looking-glass").then((m) => ({ default: m.LookingGlass })),
);

/** The islands' components: the server's loader and the browser's client navigations load them. */
const island = islandModule(() => import("~/components/doc-article.island"));

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [islandMiddleware(island)];

/** The key under which the article body travels outside the hydration payload. */
export const BODY_KEY = "doc-article-body";
/** The key under which what the article's islands show travels outside it. */
export const FRAME_KEY = "doc-article-frame";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  // Started first and awaited last; a loader that ends before (an unknown slug, a failing
  // provider call) leaves its failure handled, not an unhandled rejection.
  const islands = island.preload();
  islands.catch(() => undefined);
  const language = context.get(languageContext);
  const article = findArticle(language, params.slug);
  if (!article) notFound(request, context);
  const date = dateFormatter(context);
  const lookingGlass = article.body.some(
    (part) => part.kind === "widget" && part.name === "looking-glass",
  );
  const regions = lookingGlass ? await lookingGlassRegions(context) : null;
  const { previous, next } = neighbours(language, article.slug);
  await islands;
  const frame: ArticleFrame = {
    slug: article.slug,
    title: article.title,
    description: article.description,
    category: article.category,
    updated: date(`${article.updated}T00:00:00Z`),
    updatedIso: article.updated,
    toc: article.toc,
    previous: previous && { slug: previous.slug, title: previous.title },
    next: next && { slug: next.slug, title: next.title },
  };
  return pageData(
    request,
    context,
    { page: "doc", title: article.title, description: article.description },
    {
      // The body and the islands around it are in the page's HTML already; the browser reads
      // them back from there.
      frame: serverOnly(context, FRAME_KEY, frame),
      body: serverOnly(context, BODY_KEY, article.body),
      regions,
      // The latency test's texts come with the document that shows it.
      ...(lookingGlass ? ({ texts: ["looking-glass"] } satisfies AskedTexts) : {}),
    },
  );
}

export const headers = pageHeaders;
export const meta: Route.MetaFunction = (args) => [
  ...metaTags(args),
  ...(args.loaderData
    ? [
        { property: "og:type", content: "article" },
        // The article's Markdown (routes/doc-article-markdown.ts), for machines.
        {
          tagName: "link",
          rel: "alternate",
          type: "text/markdown",
          href: markdownUrl(args.loaderData.seo.canonical),
        },
      ]
    : []),
];

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

/**
 * Marks the contents' link to the section being read. Until the reader scrolls there is none
 * to mark, so its code (lib/page-values/toc-marks.ts) comes with the first scroll, or at once on a page
 * opened scrolled (an anchor, a reload); the contents work as plain links without it.
 */
function useTocMarks(slug: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: each article (a client navigation) has its own contents and headings
  useEffect(() => {
    const ended = new AbortController();
    const start = () =>
      void import("~/lib/page-values/toc-marks").then(
        (marks) => marks.markToc(ended.signal),
        () => undefined, // offline: the contents stay plain links
      );
    if (window.scrollY > 0) start();
    else window.addEventListener("scroll", start, { once: true, signal: ended.signal });
    return () => ended.abort();
  }, [slug]);
}

export default function DocArticle({ loaderData, params }: Route.ComponentProps) {
  const copy = useCopyButtons();
  useTocMarks(params.slug);
  const { frame } = loaderData;
  return (
    <div className="doc-page">
      <article className="min-w-0">
        <PageIsland id="doc-article-head" from={FRAME_KEY} value={frame}>
          {(article) => {
            const { ArticleHead } = island.get();
            return <ArticleHead article={article} />;
          }}
        </PageIsland>
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
        <PageIsland id="doc-article-more" from={FRAME_KEY} value={frame}>
          {(article) => {
            const { ArticleMore } = island.get();
            return <ArticleMore article={article} />;
          }}
        </PageIsland>
      </article>
      <PageIsland id="doc-article-toc" from={FRAME_KEY} value={frame}>
        {(article) => {
          const { ArticleToc } = island.get();
          return <ArticleToc article={article} />;
        }}
      </PageIsland>
    </div>
  );
}
