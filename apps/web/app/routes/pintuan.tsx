import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { PageHeader, Section, Unavailable } from "~/components/page";
import { languageContext } from "~/context";
import { pageHeaders } from "~/lib/headers";
import { fromProvider, pageData } from "~/lib/page.server";
import { pintuanViews } from "~/lib/pintuan.server";
import { metaTags } from "~/lib/seo";
import { api, cache, callOptions } from "~/lib/upstream.server";
import type { RootData } from "~/root";
import type { Route } from "./+types/pintuan";

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = context.get(languageContext);
  const offers = await fromProvider(request, context, () =>
    cache.get(`pintuans:${language}`, "short", () =>
      api.pintuans({ language }, callOptions(context)),
    ),
  );
  return pageData(
    request,
    context,
    { page: "activity-pintuan-vps" },
    { offers: offers ? await pintuanViews(context, request, offers) : null },
  );
}

export const headers = pageHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Pintuan({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<RootData>("root");
  const prefix = root ? root.siteUrls[root.language] : "";
  return (
    <>
      <PageHeader page="activity-pintuan-vps" />
      <Section>
        {loaderData.offers === null ? (
          <Unavailable />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 desk:grid-cols-3">
            {loaderData.offers.map((offer) => (
              <li key={offer.id} className="rounded-xl border border-line p-5">
                <h2 className="font-semibold">
                  <a
                    className="hover:underline"
                    href={`${prefix}/activity/pintuan/part-vps/${encodeURIComponent(offer.id)}`}
                  >
                    {offer.title}
                  </a>
                </h2>
                <p className="text-sm text-muted">{offer.description}</p>
                <p className="mt-3">
                  <span className="text-2xl font-bold">{offer.price}</span>
                  <s className="ml-2 text-muted">{offer.original}</s>
                </p>
                <p className="mt-2 text-sm text-muted">
                  {t("pages.activity-pintuan-vps-id.groupSize", { count: offer.groupSize })} ·{" "}
                  {t("pages.activity-pintuan-vps-id.openGroups", { count: offer.openGroups })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
