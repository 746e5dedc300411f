// Activities and their offers.
import { useTranslation } from "react-i18next";
import type { ActivityView } from "~/lib/activities.server";
import { Unavailable } from "./page";

export function ActivityList({ activities }: { activities: readonly ActivityView[] | null }) {
  const { t } = useTranslation();
  if (activities === null) return <Unavailable />;
  return (
    <div className="space-y-10">
      {activities.map((activity) => (
        <article key={activity.id}>
          <h2 className="text-2xl font-bold">{activity.title}</h2>
          <p className="text-lg text-accent">{activity.subtitle}</p>
          <p className="mt-2 max-w-3xl text-muted">{activity.description}</p>
          <p className="mt-1 text-sm text-muted">{t("labels.endsOn", { date: activity.endAt })}</p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 desk:grid-cols-3">
            {activity.offers.map((offer) => (
              <li key={offer.id} className="rounded-xl border border-line p-5">
                <h3 className="font-semibold">{offer.name}</h3>
                <p className="text-sm text-muted">{t(`labels.periods.${offer.period}`)}</p>
                <p className="mt-3">
                  <span className="text-2xl font-bold text-ink">{offer.price}</span>
                  <s className="ml-2 text-muted">{offer.original}</s>
                </p>
                <p className="mt-2 text-sm text-muted">
                  {offer.left > 0 ? t("labels.left", { count: offer.left }) : t("plans.soldOut")}
                </p>
              </li>
            ))}
          </ul>
        </article>
      ))}
    </div>
  );
}
