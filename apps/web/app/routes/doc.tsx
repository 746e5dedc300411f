import { SearchForm, useSiteHref, useTranslation } from "@hostfront/ui";
import { LatestAnnouncements } from "~/components/latest-announcements";
import { PageHeader, Section } from "~/components/page";
import { languageContext } from "~/context";
import { categoriesOf } from "~/lib/docs/docs.server";
import { pageHeaders } from "~/lib/http/headers";
import { dateFormatter, pageData } from "~/lib/page/page.server";
import { metaTags } from "~/lib/page/seo";
import type { Route } from "./+types/doc";

export function loader({ request, context }: Route.LoaderArgs) {
  const language = context.get(languageContext);
  const date = dateFormatter(context);
  const categories = categoriesOf(language).map(({ category, articles }) => ({
    category,
    articles: articles.map((article) => ({
      slug: article.slug,
      title: article.title,
      description: article.description,
      updated: date(`${article.updated}T00:00:00Z`),
    })),
  }));
  return pageData(request, context, { page: "doc" }, { categories });
}

export const headers = pageHeaders;
export const meta: Route.MetaFunction = (args) => metaTags(args);

export default function Doc({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useSiteHref();
  return (
    <>
      <PageHeader page="doc">
        <div className="mt-6 max-w-xl">
          <SearchForm instant />
        </div>
        <nav aria-label={t("docs.home")} className="mt-6">
          <ul className="flex flex-wrap gap-2 text-sm">
            {loaderData.categories.map(({ category }) => (
              <li key={category}>
                <a className="btn-outline" href={`#${category}`}>
                  {t(`docs.categories.${category}.name`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>
      <Section className="grid gap-12 desk:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="space-y-12">
          {loaderData.categories.map(({ category, articles }) => (
            <section
              key={category}
              id={category}
              aria-labelledby={`${category}-heading`}
              className="scroll-mt-24"
            >
              <h2 id={`${category}-heading`} className="text-2xl font-bold">
                {t(`docs.categories.${category}.name`)}
              </h2>
              <p className="mt-1 text-muted">
                {t(`docs.categories.${category}.description`)}{" "}
                <span className="text-sm">
                  ({t("docs.articleCount", { count: articles.length })})
                </span>
              </p>
              <ul className="mt-4 grid gap-4 sm:grid-cols-2">
                {articles.map((article) => (
                  <li
                    key={article.slug}
                    className="rounded-xl border border-line p-5 hover:border-brand"
                  >
                    <h3 className="font-semibold">
                      <a
                        className="text-ink hover:text-brand hover:underline"
                        href={href(`/doc/article/${article.slug}`)}
                      >
                        {article.title}
                      </a>
                    </h3>
                    <p className="mt-1 text-sm text-muted">{article.description}</p>
                    <p className="mt-2 text-xs text-muted">
                      {t("docs.updated", { date: article.updated })}
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <LatestAnnouncements
          heading={t("docs.latestAnnouncements")}
          headingId="latest-announcements"
          allLabel={t("announcements.viewAll")}
          headingClassName="font-semibold"
          listClassName="mt-3 space-y-3 text-sm"
          allClassName="mt-4 text-sm"
        />
      </Section>
    </>
  );
}
