// The home page's product lines with their "from" prices, and the offers running now.
import { useTranslation } from "@hostfront/ui";
import type { FromPrice, loadHome } from "~/routes/index.server";
import { Section } from "./page";

type HomeData = Awaited<ReturnType<typeof loadHome>>["data"];

function FromLine({ from }: { from: FromPrice | null }) {
  const { t } = useTranslation();
  if (from === null) return <span className="text-muted">{t("pages.index.priceLater")}</span>;
  if (from.unit === "free") return <span>{t("pages.index.from.free")}</span>;
  return <span>{t(`pages.index.from.${from.unit}`, { ...from })}</span>;
}

export function Products({ products, prefix }: { products: HomeData["products"]; prefix: string }) {
  const { t } = useTranslation();
  return (
    <ul className="mt-8 grid gap-4 sm:grid-cols-2 desk:grid-cols-3" data-testid="product-lines">
      {products.map((line) => (
        <li
          key={line.key}
          data-line={line.key}
          className="relative flex flex-col rounded-xl border border-line p-5 focus-within:ring-2 focus-within:ring-brand hover:border-brand"
        >
          <h3 className="text-lg font-semibold">
            <a className="after:absolute after:inset-0" href={`${prefix}${line.href}`}>
              {t(`pages.index.products.${line.key}.name`)}
            </a>
          </h3>
          <p className="mt-1 flex-1 text-sm text-muted">
            {t(`pages.index.products.${line.key}.description`)}
          </p>
          <p className="mt-3 font-semibold text-ink" data-testid="from-price">
            <FromLine from={line.from} />
          </p>
        </li>
      ))}
    </ul>
  );
}

export function Offers({ data, prefix }: { data: HomeData; prefix: string }) {
  const { t } = useTranslation();
  const p = (key: string, values?: Record<string, unknown>) => t(`pages.index.${key}`, values);
  const activities = data.activities ?? [];
  const groupBuys = data.groupBuys ?? [];
  if (data.activities === null && data.groupBuys === null) return null;
  return (
    <Section>
      <h2 className="text-2xl font-bold">{p("activitiesHeading")}</h2>
      <p className="mt-1 text-muted">{p("activitiesIntro")}</p>
      {activities.length === 0 && groupBuys.length === 0 ? (
        <p className="mt-6 text-muted">{p("noActivities")}</p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 desk:grid-cols-3" data-testid="offers">
          {activities.map((activity) => (
            <li key={activity.id} className="flex flex-col rounded-xl border border-line p-5">
              <h3 className="font-semibold">{activity.title}</h3>
              <p className="text-sm text-accent">{activity.subtitle}</p>
              {activity.from ? (
                <p className="mt-3">
                  <span className="text-2xl font-bold">
                    {p("offerFrom", { price: activity.from })}
                  </span>
                  {activity.period ? (
                    <span className="ml-1 text-sm text-muted">
                      {t(`labels.periods.${activity.period}`)}
                    </span>
                  ) : null}
                  {activity.original ? (
                    <span className="block text-sm text-muted">
                      {p("usualPrice")} <s>{activity.original}</s>
                    </span>
                  ) : null}
                </p>
              ) : null}
              <p className="mt-2 flex-1 text-sm text-muted">
                {p("endsOn", { date: activity.endAt })}
              </p>
              <p className="mt-3">
                <a className="btn-outline" href={`${prefix}${activity.href}`}>
                  {p("seeOffer")}
                  <span className="sr-only">: {activity.title}</span>
                </a>
              </p>
            </li>
          ))}
          {groupBuys.map((offer) => (
            <li key={offer.id} className="flex flex-col rounded-xl border border-line p-5">
              <p className="text-xs font-semibold uppercase tracking-wide text-accent">
                {p("groupBuy")}
              </p>
              <h3 className="font-semibold">{offer.title}</h3>
              <p className="mt-3">
                <span className="text-2xl font-bold">{offer.price}</span>
                <span className="ml-1 text-sm text-muted">
                  {t(`labels.periods.${offer.period}`)}
                </span>
                <span className="block text-sm text-muted">
                  {p("usualPrice")} <s>{offer.original}</s>
                </span>
              </p>
              <p className="mt-2 flex-1 text-sm text-muted">
                {p("groupOf", { count: offer.groupSize })} · {p("endsOn", { date: offer.endAt })}
              </p>
              <p className="mt-3">
                <a className="btn-outline" href={`${prefix}${offer.href}`}>
                  {p("seeGroupBuy")}
                  <span className="sr-only">: {offer.title}</span>
                </a>
              </p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
