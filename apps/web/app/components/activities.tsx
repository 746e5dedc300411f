// The activity pages (/activity/vps, /activity/promotion): each activity with its time left,
// its offers as cards (specs, usual and sale price, stock, per-account limit) and an order form
// per offer (region and system for the plan). The order placed shows at the top after the
// redirect. Forms post without JavaScript and are enhanced (one fetcher per card) with it.

import type { ActivityPageName } from "~/lib/activities/pages.server";
import type { ActivityView } from "~/lib/activities/views.server";
import type { FormFailure } from "~/lib/forms/forms";
import { OfferCard } from "./activity-offer-card";
import { OrderResult } from "./activity-order-result";
import { type PageData, type Pick, useOfferTexts } from "./activity-texts";
import { PageHeader, Section, Unavailable } from "./page";

export function ActivityPage({
  page,
  loaderData,
  actionData,
}: {
  page: ActivityPageName;
  loaderData: PageData;
  actionData: FormFailure | undefined;
}) {
  const o = useOfferTexts(page);
  // Without JavaScript, a refused order comes back as the page's action data.
  const posted = actionData;
  const postedOffer = posted?.values?.offerId;
  const offers = loaderData.activities?.flatMap((a) => a.offers) ?? [];
  const stray =
    posted && !offers.some((offer) => offer.id === postedOffer)
      ? (posted.formError ?? Object.values(posted.errors ?? {})[0] ?? null)
      : null;
  return (
    <>
      <PageHeader page={page} />
      {loaderData.order ? <OrderResult page={page} order={loaderData.order} /> : null}
      <Section>
        {stray ? (
          <p
            role="alert"
            className="mb-6 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900"
          >
            {stray}
          </p>
        ) : null}
        {loaderData.activities === null ? (
          <Unavailable />
        ) : loaderData.activities.length === 0 ? (
          <p className="text-muted">{o("empty")}</p>
        ) : (
          <div className="space-y-12">
            {loaderData.activities.map((activity) => (
              <ActivitySection
                key={activity.id}
                page={page}
                activity={activity}
                loggedIn={loaderData.loggedIn}
                formKey={loaderData.formKey}
                pick={loaderData.pick}
                posted={posted}
              />
            ))}
          </div>
        )}
      </Section>
    </>
  );
}

function ActivitySection({
  page,
  activity,
  loggedIn,
  formKey,
  pick,
  posted,
}: {
  page: ActivityPageName;
  activity: ActivityView;
  loggedIn: boolean;
  formKey: string;
  pick: Pick;
  posted: FormFailure | undefined;
}) {
  const o = useOfferTexts(page);
  const headingId = `activity-${activity.id}`;
  const when =
    activity.status === "upcoming"
      ? o("startsOn", { date: activity.startAt })
      : activity.status === "ended"
        ? o("endedOn", { date: activity.endAt })
        : activity.daysLeft >= 1
          ? o("endsInDays", { count: activity.daysLeft, date: activity.endAt })
          : o("endsInHours", { count: activity.hoursLeft });
  return (
    <section aria-labelledby={headingId} data-testid="activity">
      <h2 id={headingId} className="text-2xl font-bold">
        {activity.title}
      </h2>
      <p className="text-lg text-accent">{activity.subtitle}</p>
      <p className="mt-2 max-w-3xl text-muted">{activity.description}</p>
      <p className="mt-2 inline-flex items-center gap-2 rounded-full bg-mist px-3 py-1 text-sm font-semibold">
        <span aria-hidden="true">◷</span>
        {activity.status === "open" ? null : <span>{o(`states.${activity.status}`)} · </span>}
        <span data-testid="activity-time">{when}</span>
      </p>
      {!loggedIn && activity.status === "open" ? (
        <p className="mt-2 text-sm text-muted">{o("loginNote")}</p>
      ) : null}
      <h3 className="sr-only">{o("offersOf", { activity: activity.title })}</h3>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 desk:grid-cols-3">
        {activity.offers.map((offer) => (
          <OfferCard
            key={offer.id}
            page={page}
            offer={offer}
            loggedIn={loggedIn}
            formKey={formKey}
            pick={pick?.offerId === offer.id ? pick : null}
            posted={posted?.values?.offerId === offer.id ? posted : undefined}
          />
        ))}
      </ul>
    </section>
  );
}
