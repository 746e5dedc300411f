import { SearchForm } from "@hostfront/ui";
import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { PageHeader, Section } from "~/components/page";
import { pageHeaders } from "~/lib/headers";
import { pageData } from "~/lib/page.server";
import { metaTags } from "~/lib/seo";
import { ARTICLE_SLUGS } from "~/pages";
import type { RootData } from "~/root";
import type { Route } from "./+types/doc";

export function loader({ request, context }: Route.LoaderArgs) {
  return pageData(request, context, { page: "doc" }, {});
}

export const headers = pageHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Doc() {
  const { t } = useTranslation();
  const root = useRouteLoaderData<RootData>("root");
  const prefix = root ? root.siteUrls[root.language] : "";
  const announcements = root?.shell.announcements ?? [];
  return (
    <>
      <PageHeader page="doc">
        <div className="mt-6 max-w-xl">
          <SearchForm />
        </div>
      </PageHeader>
      <Section className="grid gap-10 desk:grid-cols-3">
        <ul className="grid gap-4 sm:grid-cols-2 desk:col-span-2">
          {ARTICLE_SLUGS.map((slug) => (
            <li key={slug} className="rounded-xl border border-line p-5">
              <h2 className="font-semibold">
                <a className="hover:underline" href={`${prefix}/doc/article/${slug}`}>
                  {t(`pages.articles.${slug}.title`)}
                </a>
              </h2>
              <p className="mt-1 text-sm text-muted">{t(`pages.articles.${slug}.description`)}</p>
            </li>
          ))}
        </ul>
        <aside>
          <h2 className="font-semibold">{t("announcements.label")}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {announcements.map((item) => (
              <li key={item.id}>
                <a
                  className="text-brand hover:underline"
                  href={`${prefix}/doc/announce/detail/${encodeURIComponent(item.id)}`}
                >
                  {item.title}
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm">
            <a className="text-brand hover:underline" href={`${prefix}/doc/announce`}>
              {t("announcements.viewAll")}
            </a>
          </p>
        </aside>
      </Section>
    </>
  );
}
