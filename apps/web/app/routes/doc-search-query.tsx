import { NoGoodMatch, SearchForm, searchPath, useSiteHref, useTranslation } from "@hostfront/ui";
import { PageHeader, Section } from "~/components/page";
import { Excerpt } from "~/components/search-results";
import { languageContext } from "~/context";
import { searchDocs } from "~/lib/docs/doc-search.server";
import { popularArticles } from "~/lib/docs/docs.server";
import { pageHeaders } from "~/lib/http/headers";
import { pageData } from "~/lib/page/page.server";
import { metaTags } from "~/lib/page/seo";
import type { Route } from "./+types/doc-search-query";

export function loader({ request, context, params }: Route.LoaderArgs) {
  const language = context.get(languageContext);
  const answer = searchDocs(language, params.query);
  return pageData(
    request,
    context,
    { page: "doc-search-query", values: { query: answer.query }, noindex: true },
    {
      ...answer,
      popular:
        answer.hits.length === 0
          ? popularArticles(language).map(({ slug, title, description }) => ({
              slug,
              title,
              description,
            }))
          : [],
    },
  );
}

export const headers = pageHeaders;
export const meta: Route.MetaFunction = (args) => metaTags(args);

export default function DocSearch({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useSiteHref();
  const { query, hits, good, suggestion, popular } = loaderData;
  return (
    <>
      <PageHeader page="doc-search-query" values={{ query }}>
        <div className="mt-6 max-w-xl">
          <SearchForm instant defaultValue={query} />
        </div>
      </PageHeader>
      <Section>
        {hits.length > 0 ? (
          <>
            {good ? null : (
              <div className="mb-8 max-w-3xl">
                <NoGoodMatch query={query} />
              </div>
            )}
            <p role="status" className="text-sm text-muted">
              {t("docs.search.count", { count: hits.length })}
            </p>
            <ol className="mt-4 space-y-6" data-testid="search-results">
              {hits.map((hit) => (
                <li key={hit.slug} className="max-w-3xl">
                  <h2 className="text-lg font-semibold">
                    <a className="text-brand hover:underline" href={href(hit.path)}>
                      {hit.title}
                    </a>
                  </h2>
                  <p className="text-xs text-muted">
                    {t(`docs.categories.${hit.category}.name`)}
                    {hit.section
                      ? ` · ${t("docs.search.inSection", { section: hit.section })}`
                      : ""}
                  </p>
                  <p className="mt-1 text-sm leading-6">
                    <Excerpt segments={hit.excerpt} />
                  </p>
                </li>
              ))}
            </ol>
          </>
        ) : (
          <div className="max-w-3xl" data-testid="search-empty">
            <p role="status" className="text-lg font-semibold">
              {t("docs.search.none", { query })}
            </p>
            {suggestion && (
              <p className="mt-3">
                {t("docs.search.didYouMean")}{" "}
                <a
                  className="font-semibold text-brand hover:underline"
                  href={href(searchPath(suggestion) ?? "/doc")}
                >
                  {suggestion}
                </a>
                {t("docs.search.didYouMeanEnd")}
              </p>
            )}
            <p className="mt-3 text-muted">{t("docs.search.tips")}</p>
            <div className="mt-6">
              <NoGoodMatch query={query} heading={false} />
            </div>
            <h2 className="mt-8 font-semibold">{t("docs.search.tryInstead")}</h2>
            <ul className="mt-3 space-y-3">
              {popular.map((article) => (
                <li key={article.slug}>
                  <a
                    className="text-brand hover:underline"
                    href={href(`/doc/article/${article.slug}`)}
                  >
                    {article.title}
                  </a>
                  <p className="text-sm text-muted">{article.description}</p>
                </li>
              ))}
            </ul>
          </div>
        )}
      </Section>
    </>
  );
}
