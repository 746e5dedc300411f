import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { Section, Unavailable } from "~/components/page";
import { languageContext } from "~/context";
import { pageHeaders } from "~/lib/headers";
import { fromProvider, notFound, pageData } from "~/lib/page.server";
import { pintuanViews } from "~/lib/pintuan.server";
import { metaTags } from "~/lib/seo";
import { api, cache, callOptions } from "~/lib/upstream.server";
import type { RootData } from "~/root";
import type { Route } from "./+types/pintuan-detail";

const ID = /^[A-Za-z0-9_-]{1,64}$/;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!ID.test(params.id)) notFound(request, context);
  const language = context.get(languageContext);
  const offer = await fromProvider(request, context, () =>
    cache.get(`pintuan:${params.id}:${language}`, "short", () =>
      api.pintuan({ id: params.id, language }, callOptions(context)),
    ),
  );
  const view = offer ? (await pintuanViews(context, request, [offer]))[0] : undefined;
  return pageData(
    request,
    context,
    {
      page: "activity-pintuan-vps-id",
      values: { title: offer?.title ?? params.id, description: offer?.description ?? "" },
    },
    { offer: view ?? null },
  );
}

export const headers = pageHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function PintuanDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<RootData>("root");
  const prefix = root ? root.siteUrls[root.language] : "";
  const { offer } = loaderData;
  if (!offer) {
    return (
      <Section>
        <Unavailable />
      </Section>
    );
  }
  return (
    <>
      <header className="border-b border-line bg-mist">
        <div className="mx-auto max-w-7xl px-4 py-10">
          <p>
            <a
              className="text-sm text-brand hover:underline"
              href={`${prefix}/activity/pintuan/vps`}
            >
              {t("pages.activity-pintuan-vps-id.back")}
            </a>
          </p>
          <h1 className="mt-2 text-3xl font-bold">{offer.title}</h1>
          <p className="mt-3 max-w-3xl text-lg text-muted">{offer.description}</p>
        </div>
      </header>
      <Section>
        <p className="text-3xl font-bold">
          {offer.price} <s className="text-lg font-normal text-muted">{offer.original}</s>
        </p>
        <p className="mt-2 text-muted">
          {offer.plan} · {t(`labels.periods.${offer.period}`)} ·{" "}
          {t("pages.activity-pintuan-vps-id.groupSize", { count: offer.groupSize })} ·{" "}
          {t("pages.activity-pintuan-vps-id.openGroups", { count: offer.openGroups })} ·{" "}
          {t("labels.endsOn", { date: offer.endAt })}
        </p>
      </Section>
    </>
  );
}
