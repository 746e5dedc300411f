import { useTranslation } from "react-i18next";
import { PageHeader, Section, Unavailable } from "~/components/page";
import { languageContext } from "~/context";
import { pageHeaders } from "~/lib/headers";
import { fromProvider, pageData } from "~/lib/page.server";
import { metaTags } from "~/lib/seo";
import { api, cache, callOptions } from "~/lib/upstream.server";
import type { Route } from "./+types/about";

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = context.get(languageContext);
  const history = await fromProvider(request, context, () =>
    cache.get(`history:${language}`, "long", () =>
      api.aboutHistory({ language }, callOptions(context)),
    ),
  );
  const month = new Intl.DateTimeFormat(language === "zh" ? "zh-Hans" : language, {
    year: "numeric",
    month: "long",
    timeZone: "UTC",
  });
  return pageData(
    request,
    context,
    { page: "about" },
    {
      history:
        history?.map((entry) => ({
          ...entry,
          when: month.format(Date.UTC(entry.year, entry.month - 1, 1)),
        })) ?? null,
    },
  );
}

export const headers = pageHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function About({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader page="about" />
      <Section>
        <h2 className="text-2xl font-bold">{t("pages.about.history")}</h2>
        {loaderData.history === null ? (
          <div className="mt-4">
            <Unavailable />
          </div>
        ) : (
          <ol className="mt-6 space-y-6 border-l-2 border-brand/30 pl-6">
            {loaderData.history.map((entry) => (
              <li key={`${entry.year}-${entry.month}`}>
                <p className="text-sm font-semibold text-brand">{entry.when}</p>
                <h3 className="text-lg font-semibold">{entry.title}</h3>
                <p className="text-muted">{entry.description}</p>
              </li>
            ))}
          </ol>
        )}
      </Section>
    </>
  );
}
