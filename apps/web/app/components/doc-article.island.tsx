// The parts of a documentation article around its body that never change in the browser: the
// breadcrumbs, title and table of contents, the other languages and the neighbouring articles.
// Rendered by the server and kept by the browser (server-only.tsx), so neither their data nor
// their texts travel twice.
import type { TocEntry } from "@hostfront/docs";
import { languages } from "@hostfront/i18n";
import {
  productLineOfArticle,
  siteHref,
  useShell,
  useSiteHref,
  useTranslation,
} from "@hostfront/ui";

/** What the islands of an article show. */
export interface ArticleFrame {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly category: string;
  readonly updated: string;
  readonly updatedIso: string;
  readonly toc: readonly TocEntry[];
  readonly previous: { readonly slug: string; readonly title: string } | null;
  readonly next: { readonly slug: string; readonly title: string } | null;
}

/**
 * Plain links to the headings. Once the reader scrolls, the one to the section in view is
 * marked `aria-current="location"` (lib/page-values/toc-marks.ts, loaded by the page: this HTML is kept).
 */
function TocLinks({ toc }: { toc: readonly TocEntry[] }) {
  return (
    <ol className="doc-toc" data-toc>
      {toc.map((entry) => (
        <li key={entry.id}>
          <a
            className={entry.depth === 3 ? "doc-toc-link doc-toc-sub" : "doc-toc-link"}
            href={`#${entry.id}`}
          >
            {entry.text}
          </a>
        </li>
      ))}
    </ol>
  );
}

/** Breadcrumbs, title, description, date and (below 960 px) the table of contents. */
export function ArticleHead({ article }: { article: ArticleFrame }) {
  const { t } = useTranslation();
  const href = useSiteHref();
  return (
    <>
      <nav aria-label={t("a11y.breadcrumbs")} className="text-sm">
        <ol className="flex flex-wrap gap-2 text-muted">
          <li>
            <a className="text-brand hover:underline" href={href("/doc")}>
              {t("docs.home")}
            </a>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <a className="text-brand hover:underline" href={`${href("/doc")}#${article.category}`}>
              {t(`docs.categories.${article.category}.name`)}
            </a>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page">{article.title}</li>
        </ol>
      </nav>
      <h1 className="doc-title">{article.title}</h1>
      <p className="mt-3 text-lg text-muted">{article.description}</p>
      <p className="mt-2 text-sm text-muted">
        <time dateTime={article.updatedIso}>{t("docs.updated", { date: article.updated })}</time>
      </p>
      {article.toc.length > 0 && (
        <details className="doc-toc-details">
          <summary className="cursor-pointer font-semibold">{t("docs.toc")}</summary>
          <TocLinks toc={article.toc} />
        </details>
      )}
    </>
  );
}

/** The article in the other languages, and the previous and next articles. */
export function ArticleMore({ article }: { article: ArticleFrame }) {
  const { t } = useTranslation();
  const href = useSiteHref();
  const { language, siteUrls } = useShell();
  const { previous, next } = article;
  // An article that explains a product line (managed databases, cloud disks, ...) ends where
  // home's card does: where to buy it, or whom to ask.
  const action = productLineOfArticle(article.slug)?.action;
  return (
    <>
      {action ? (
        <p className="mt-10">
          <a className="btn-primary" href={href(action.path)} data-testid="product-action">
            {t(`nav.productActions.${action.key}`)}
          </a>
        </p>
      ) : null}
      {/* The other languages are named in the page's language ("Japanese" on an English page;
          the header's language menu names each in its own). An English page then has no
          Chinese or Japanese text to lay out: a fresh Chromium on Linux otherwise copies two
          20 MB CJK font files before the page's first layout, whenever a layout runs before
          this paragraph's content-visibility is decided (6 of 10 fresh loads of
          /doc/article/connect-with-ssh, ~70-90 ms; none without the autonyms). */}
      <p className="render-near doc-read-in">
        <span>{t("docs.readIn")}:</span>
        {languages
          .filter((other) => other !== language)
          .map((other) => (
            <a
              key={other}
              className="text-brand hover:underline"
              href={siteHref(siteUrls[other], `/doc/article/${article.slug}`)}
              hrefLang={other}
            >
              {t(`docs.readInLanguage.${other}`)}
            </a>
          ))}
      </p>
      {/* Reading on: the next article comes as a client navigation (data-link: its data and,
          the first time, its texts), or a plain page load without JavaScript. */}
      {(previous || next) && (
        <nav aria-label={t("docs.moreArticles")} className="doc-neighbours">
          {previous ? (
            <a
              rel="prev"
              className="doc-neighbour"
              href={href(`/doc/article/${previous.slug}`)}
              data-link
            >
              <span className="block text-xs text-muted">{t("docs.previous")}</span>
              <span className="font-semibold text-brand">{previous.title}</span>
            </a>
          ) : (
            <span />
          )}
          {next && (
            <a
              rel="next"
              className="doc-neighbour text-right"
              href={href(`/doc/article/${next.slug}`)}
              data-link
            >
              <span className="block text-xs text-muted">{t("docs.next")}</span>
              <span className="font-semibold text-brand">{next.title}</span>
            </a>
          )}
        </nav>
      )}
    </>
  );
}

/** The table of contents beside the article from 960 px. */
export function ArticleToc({ article }: { article: ArticleFrame }) {
  const { t } = useTranslation();
  if (article.toc.length === 0) return null;
  return (
    <aside className="hidden desk:block" aria-labelledby="toc-heading">
      <nav className="sticky top-24 text-sm" aria-labelledby="toc-heading">
        <h2 id="toc-heading" className="font-semibold text-ink">
          {t("docs.toc")}
        </h2>
        <TocLinks toc={article.toc} />
      </nav>
    </aside>
  );
}
