import { announcementPath, useTranslation } from "@hostfront/ui";
import { Link, useRouteLoaderData } from "react-router";
import { PageHeader, Section, Unavailable } from "~/components/page";
import { languageContext } from "~/context";
import { cachedCall } from "~/lib/cache/upstream.server";
import { pageHeaders } from "~/lib/http/headers";
import { dateFormatter, fromProvider, pageData } from "~/lib/page/page.server";
import { metaTags } from "~/lib/page/seo";
import type { RootData } from "~/root";
import type { Route } from "./+types/doc-announce";

/** Announcements per page. */
export const PAGE_SIZE = 10;
const MAX_PAGE = 1_000;

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = context.get(languageContext);
  const date = dateFormatter(context);
  const asked = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const page = Number.isInteger(asked) && asked >= 1 && asked <= MAX_PAGE ? asked : 1;
  // One more than a page tells whether an older page exists (the list has no total).
  const list = await fromProvider(request, context, () =>
    cachedCall(context, "announcements", {
      language,
      page: 1,
      row: Math.min(100, page * PAGE_SIZE + 1),
    }),
  );
  const items = list?.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return pageData(
    request,
    context,
    { page: "doc-announce" },
    {
      page,
      hasOlder: list !== null && list.length > page * PAGE_SIZE,
      items:
        items?.map((a) => ({
          id: a.id,
          title: a.title,
          summary: a.summary,
          category: a.category,
          pinned: a.pinned,
          date: date(a.createTime),
        })) ?? null,
    },
  );
}

export const headers = pageHeaders;
export const meta: Route.MetaFunction = (args) => metaTags(args);

export default function DocAnnounce({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<RootData>("root");
  const prefix = root ? root.siteUrls[root.language] : "";
  const { items, page, hasOlder } = loaderData;
  return (
    <>
      <PageHeader page="doc-announce" />
      <Section>
        {items === null && <Unavailable />}
        {items?.length === 0 && <p>{t("pages.doc-announce.empty")}</p>}
        <ul className="divide-y divide-line">
          {items?.map((item) => (
            <li key={item.id} className="py-5">
              <p className="text-sm text-muted">
                {item.date} · {t(`pages.doc-announce.categories.${item.category}`)}
                {item.pinned && ` · ${t("pages.doc-announce.pinned")}`}
              </p>
              <h2 className="mt-1 text-lg font-semibold">
                <a className="hover:underline" href={`${prefix}${announcementPath(item.id)}`}>
                  {item.title}
                </a>
              </h2>
              <p className="text-muted">{item.summary}</p>
            </li>
          ))}
        </ul>
        <nav className="mt-6 flex justify-between" aria-label={t("pages.doc-announce.heading")}>
          {page > 1 ? (
            <Link className="btn-outline" to={`?page=${page - 1}`}>
              {t("pages.doc-announce.newer")}
            </Link>
          ) : (
            <span />
          )}
          {hasOlder && (
            <Link className="btn-outline" to={`?page=${page + 1}`}>
              {t("pages.doc-announce.older")}
            </Link>
          )}
        </nav>
      </Section>
    </>
  );
}
