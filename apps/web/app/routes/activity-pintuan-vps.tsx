// /activity/pintuan/vps: the group-buy offers with their group price against the usual price
// in the visitor's currency, how many groups are open to join, and how a group-buy works.
import { useTranslation } from "@hostfront/ui";
import { useRouteLoaderData } from "react-router";
import { GroupBuySpecs } from "~/components/group-buy-specs";
import { PageHeader, Section, Unavailable } from "~/components/page";
import { languageContext } from "~/context";
import { pintuanViews } from "~/lib/activities/pintuan.server";
import { cachedCall } from "~/lib/cache/upstream.server";
import { pageHeaders } from "~/lib/http/headers";
import { fromProvider, pageData } from "~/lib/page/page.server";
import { metaTags } from "~/lib/page/seo";
import type { RootData } from "~/root";
import type { Route } from "./+types/activity-pintuan-vps";

const STEPS = ["choose", "group", "fill"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = context.get(languageContext);
  const offers = await fromProvider(request, context, () =>
    cachedCall(context, "pintuans", { language }),
  );
  // The number of groups open to join, asked per offer (it changes as people join); the
  // offer's own count stands in when the provider cannot answer.
  const counts = await Promise.all(
    (offers ?? []).map((offer) =>
      cachedCall(context, "pintuanGroupCount", { pintuanId: offer.id }).catch(
        () => offer.openGroups,
      ),
    ),
  );
  const views = offers ? await pintuanViews(context, request, offers) : null;
  return pageData(
    request,
    context,
    { page: "activity-pintuan-vps" },
    {
      offers:
        views
          ?.map((view, index) => ({ ...view, openGroups: counts[index] ?? view.openGroups }))
          .filter((view) => view.state !== "ended") ?? null,
    },
  );
}

export const headers = pageHeaders;
export const meta: Route.MetaFunction = (args) => metaTags(args);

export default function Pintuan({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<RootData>("root");
  const prefix = root ? root.siteUrls[root.language] : "";
  const p = (key: string, values?: Record<string, unknown>) =>
    t(`pages.activity-pintuan-vps.${key}`, values);
  const d = (key: string, values?: Record<string, unknown>) =>
    t(`pages.activity-pintuan-vps-id.${key}`, values);
  return (
    <>
      <PageHeader page="activity-pintuan-vps" />
      <Section>
        <h2 className="text-2xl font-bold">{p("offersHeading")}</h2>
        {loaderData.offers === null ? (
          <div className="mt-6">
            <Unavailable />
          </div>
        ) : loaderData.offers.length === 0 ? (
          <p className="mt-6 text-muted">{p("empty")}</p>
        ) : (
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 desk:grid-cols-3" data-testid="offers">
            {loaderData.offers.map((offer) => (
              <li
                key={offer.id}
                data-offer={offer.id}
                className="flex flex-col rounded-xl border border-line p-5"
              >
                <h3 className="text-lg font-semibold">{offer.title}</h3>
                <p className="mt-1 text-sm text-muted">{offer.description}</p>
                <GroupBuySpecs
                  offer={offer}
                  className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-sm"
                />
                <p className="mt-4">
                  <span className="block text-xs font-semibold uppercase tracking-wide text-accent">
                    {d("groupPrice", { term: d(`term.${offer.period}`) })}
                  </span>
                  <span className="text-3xl font-bold text-ink">{offer.price}</span>
                  <span className="ml-2 text-sm text-muted">
                    {p("usualPrice")} <s>{offer.original}</s>
                  </span>
                </p>
                <p className="mt-1 text-sm font-semibold text-emerald-800">
                  {p("save", { percent: offer.savePercent })}
                </p>
                <ul className="mt-3 flex-1 space-y-1 text-sm text-muted">
                  <li>{p("groupOf", { count: offer.groupSize })}</li>
                  <li>{p("groupHours", { count: offer.groupHours })}</li>
                  <li data-testid="open-groups">
                    {offer.openGroups > 0
                      ? p("openGroups", { count: offer.openGroups })
                      : p("noOpenGroups")}
                  </li>
                  <li>
                    {offer.state === "upcoming"
                      ? p("startsOn", { date: offer.startAt })
                      : p("endsOn", { date: offer.endAt })}
                  </li>
                </ul>
                <p className="mt-4">
                  <a
                    className="btn-primary w-full"
                    href={`${prefix}/activity/pintuan/part-vps/${encodeURIComponent(offer.id)}`}
                    aria-label={p("viewLabel", { title: offer.title })}
                  >
                    {p("view")}
                  </a>
                </p>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section>
        <h2 className="text-2xl font-bold">{p("howHeading")}</h2>
        <ol className="mt-6 grid gap-5 desk:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step} className="rounded-xl bg-mist p-5">
              <p className="text-sm font-semibold text-brand" aria-hidden="true">
                {index + 1}
              </p>
              <h3 className="font-semibold">{p(`steps.${step}.title`)}</h3>
              <p className="mt-1 text-sm text-muted">{p(`steps.${step}.body`)}</p>
            </li>
          ))}
        </ol>
        <p className="mt-6">
          <a className="text-brand hover:underline" href={`${prefix}/doc/article/group-buy`}>
            {p("rules")}
          </a>
        </p>
      </Section>
    </>
  );
}
