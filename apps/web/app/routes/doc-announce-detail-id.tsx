import { useTranslation } from "@hostfront/ui";
import { useRouteLoaderData } from "react-router";
import { Markdown } from "~/components/markdown";
import { Section, Unavailable } from "~/components/page";
import { languageContext } from "~/context";
import { cachedCall } from "~/lib/cache/upstream.server";
import { pageHeaders } from "~/lib/http/headers";
import { dateFormatter, fromProvider, notFound, pageData } from "~/lib/page/page.server";
import { metaTags } from "~/lib/page/seo";
import type { RootData } from "~/root";
import type { Route } from "./+types/doc-announce-detail-id";

const ID = /^[A-Za-z0-9_-]{1,64}$/;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!ID.test(params.id)) notFound(request, context);
  const language = context.get(languageContext);
  const date = dateFormatter(context);
  const item = await fromProvider(request, context, () =>
    cachedCall(context, "announcementDetail", { id: params.id, language }),
  );
  return pageData(
    request,
    context,
    { page: "doc-announce", title: item?.title, description: item?.summary },
    {
      item: item
        ? {
            title: item.title,
            content: item.content,
            created: date(item.createTime),
            updated: date(item.updateTime),
          }
        : null,
    },
  );
}

export const headers = pageHeaders;
export const meta: Route.MetaFunction = (args) => metaTags(args);

export default function DocAnnounceDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<RootData>("root");
  const prefix = root ? root.siteUrls[root.language] : "";
  const { item } = loaderData;
  return (
    <Section className="max-w-3xl">
      <p>
        <a className="text-sm text-brand hover:underline" href={`${prefix}/doc/announce`}>
          {t("pages.doc-announce-detail-id.back")}
        </a>
      </p>
      {item === null ? (
        <div className="mt-4">
          <Unavailable />
        </div>
      ) : (
        <article>
          <h1 className="mt-2 text-3xl font-bold">{item.title}</h1>
          <p className="mt-2 text-sm text-muted">
            {item.created}
            {item.updated !== item.created &&
              ` · ${t("pages.doc-announce-detail-id.updated", { date: item.updated })}`}
          </p>
          <div className="mt-6">
            <Markdown text={item.content} />
          </div>
        </article>
      )}
    </Section>
  );
}
