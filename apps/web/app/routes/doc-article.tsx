import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { Section } from "~/components/page";
import { pageHeaders } from "~/lib/headers";
import { notFound, pageData } from "~/lib/page.server";
import { metaTags } from "~/lib/seo";
import { getInstance } from "~/middleware/locale.server";
import { ARTICLE_SLUGS } from "~/pages";
import type { RootData } from "~/root";
import type { Route } from "./+types/doc-article";

const isSlug = (slug: string): slug is (typeof ARTICLE_SLUGS)[number] =>
  (ARTICLE_SLUGS as readonly string[]).includes(slug);

export function loader({ request, context, params }: Route.LoaderArgs) {
  if (!isSlug(params.slug)) notFound(request, context);
  const t = getInstance(context).t;
  const title = t(`pages.articles.${params.slug}.title`);
  const description = t(`pages.articles.${params.slug}.description`);
  return pageData(
    request,
    context,
    { page: "doc", title, description },
    { slug: params.slug, title, description },
  );
}

export const headers = pageHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function DocArticle({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<RootData>("root");
  const prefix = root ? root.siteUrls[root.language] : "";
  return (
    <Section>
      <nav aria-label={t("a11y.breadcrumbs")} className="text-sm">
        <ol className="flex gap-2 text-muted">
          <li>
            <a className="text-brand hover:underline" href={`${prefix}/doc`}>
              {t("pages.doc-article-slug.back")}
            </a>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page">{loaderData.title}</li>
        </ol>
      </nav>
      <h1 className="mt-4 text-3xl font-bold">{loaderData.title}</h1>
      <p className="mt-3 max-w-3xl text-lg text-muted">{loaderData.description}</p>
    </Section>
  );
}
