// The activity pages (/activity/vps, /activity/promotion): each activity with its time left,
// its offers as cards (specs, usual and sale price, stock, per-account limit) and an order form
// per offer (region and system for the plan). The order placed shows at the top after the
// redirect. Forms post without JavaScript and are enhanced (one fetcher per card) with it.

import { useTranslation } from "@hostfront/ui";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { CardProblem, StockBar } from "~/components/card-parts";
import type {
  ActivityPageName,
  ActivityView,
  loadActivityPage,
  OfferView,
} from "~/lib/activities.server";
import type { FormFailure } from "~/lib/forms";
import { FormKey, SubmitButton, useFormErrorToast } from "./form";
import { PageHeader, Section, Unavailable } from "./page";

type PageData = Awaited<ReturnType<typeof loadActivityPage>>["data"];
type Order = NonNullable<PageData["order"]>;
type Pick = PageData["pick"];

const GB_PER_TB = 1000;
const MBPS_PER_GBPS = 1000;
const size = (gb: number) => (gb >= GB_PER_TB ? `${gb / GB_PER_TB} TB` : `${gb} GB`);
const speed = (mbps: number) =>
  mbps >= MBPS_PER_GBPS ? `${mbps / MBPS_PER_GBPS} Gbps` : `${mbps} Mbps`;

/** The texts of the page's offers. */
function useOfferTexts(page: ActivityPageName) {
  const { t } = useTranslation();
  return (key: string, options?: Record<string, unknown>) =>
    t(`pages.${page}.offers.${key}`, options);
}

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

function OrderResult({ page, order }: { page: ActivityPageName; order: Order }) {
  const o = useOfferTexts(page);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Section>
      <section
        ref={ref}
        id="order-result"
        tabIndex={-1}
        aria-labelledby="order-result-heading"
        className="scroll-mt-24 rounded-xl border border-emerald-300 bg-emerald-50 p-6 text-emerald-950"
        data-testid="order-result"
      >
        <h2 id="order-result-heading" className="text-xl font-bold">
          <span aria-hidden="true">✓ </span>
          {o("result.heading")}
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">{o("result.number")}</dt>
          <dd className="font-mono" data-testid="order-number">
            {order.orderNo}
          </dd>
          {order.offer ? (
            <>
              <dt className="font-semibold">{o("result.item")}</dt>
              <dd>
                {o("result.itemValue", {
                  name: order.offer.name,
                  period: o(`periods.${order.offer.period}`),
                })}
              </dd>
            </>
          ) : null}
          <dt className="font-semibold">{o("result.total")}</dt>
          <dd className="text-lg font-bold" data-testid="order-total">
            {order.total}
          </dd>
          {order.discount ? (
            <>
              <dt className="font-semibold">{o("result.discount")}</dt>
              <dd>{order.discount}</dd>
            </>
          ) : null}
          <dt className="font-semibold">{o("result.status")}</dt>
          <dd data-testid="order-status">{o(`result.statuses.${order.status}`)}</dd>
          <dt className="font-semibold">{o("result.placed")}</dt>
          <dd>{order.placedAt}</dd>
        </dl>
        {order.status === "unpaid" ? (
          <>
            <p className="mt-4 text-sm">{o("result.next")}</p>
            <p className="mt-3">
              <a className="btn-primary" href={order.payUrl}>
                {o("result.pay")}
              </a>
            </p>
          </>
        ) : null}
      </section>
    </Section>
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

function OfferCard({
  page,
  offer,
  loggedIn,
  formKey,
  pick,
  posted,
}: {
  page: ActivityPageName;
  offer: OfferView;
  loggedIn: boolean;
  formKey: string;
  pick: Pick;
  posted: FormFailure | undefined;
}) {
  const o = useOfferTexts(page);
  const fetcher = useFetcher<FormFailure>();
  const state = fetcher.data ?? posted;
  const busy = fetcher.state !== "idle";
  const card = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const problem = useRef<HTMLParagraphElement>(null);

  // The offer chosen before logging in is scrolled to and takes the focus.
  useEffect(() => {
    if (!pick) return;
    card.current?.scrollIntoView({ block: "center" });
    (button.current ?? card.current)?.focus();
  }, [pick]);
  useEffect(() => {
    if (state?.formError) problem.current?.focus();
  }, [state]);
  useFormErrorToast(state);

  const id = `offer-${offer.id}`;
  const errors = state?.errors ?? {};
  const values = state?.values ?? {};
  const soldOut = offer.left === 0;
  const region = values.areaId ?? pick?.regionId ?? offer.regions[0]?.id ?? "";
  const image =
    values.imageId ??
    pick?.imageId ??
    (offer.images.find((i) => i.family === "linux") ?? offer.images[0])?.id ??
    "";
  const families = [...new Set(offer.images.map((i) => i.family))];
  const describe = (field: string, hint?: string) =>
    [hint, errors[field] ? `${id}-${field}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <li
      ref={card}
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-name`}
      data-testid="offer"
      data-offer={offer.id}
      className={`flex scroll-mt-24 flex-col rounded-xl border p-5 ${pick ? "border-brand ring-2 ring-brand" : "border-line"}`}
    >
      {pick ? (
        <p className="mb-2 text-xs font-bold uppercase tracking-wide text-brand">
          <span aria-hidden="true">★ </span>
          {o("picked")}
        </p>
      ) : null}
      <div className="flex items-start justify-between gap-3">
        <h4 id={`${id}-name`} className="text-lg font-semibold">
          {offer.name}
        </h4>
        {soldOut ? (
          <p className="shrink-0 rounded-full bg-mist px-2 py-0.5 text-xs font-semibold text-muted">
            <span aria-hidden="true">✕ </span>
            {o("states.soldOut")}
          </p>
        ) : offer.savePercent > 0 ? (
          <p className="shrink-0 rounded-full bg-orange-50 px-2 py-0.5 text-xs font-semibold text-accent">
            {o("save", { percent: offer.savePercent })}
          </p>
        ) : null}
      </div>
      <ul aria-label={o("specs.label")} className="mt-2 space-y-0.5 text-sm text-muted">
        <li>{o("specs.cpu", { count: offer.cpu })}</li>
        <li>{o("specs.memory", { value: offer.memoryGb })}</li>
        <li>{o("specs.disk", { value: offer.diskGb, type: o(`diskTypes.${offer.diskType}`) })}</li>
        <li>{o("specs.port", { value: speed(offer.bandwidthMbps) })}</li>
        <li>
          {offer.trafficGb === null
            ? o("specs.unmetered")
            : o("specs.traffic", { value: size(offer.trafficGb) })}
        </li>
      </ul>
      <p className="mt-4">
        <span className="text-3xl font-bold text-ink" data-testid="offer-price">
          {offer.price}
        </span>{" "}
        <span className="text-sm text-muted">{o(`perPeriod.${offer.period}`)}</span>
      </p>
      {offer.original ? (
        <p className="text-sm text-muted">{o("usually", { price: offer.original })}</p>
      ) : null}
      <p className="mt-2 text-sm" data-testid="offer-stock">
        {soldOut ? o("states.soldOut") : o("left", { count: offer.left, total: offer.stock })}
        {" · "}
        {o("limit", { count: offer.perUserLimit })}
      </p>
      <StockBar left={offer.left} total={offer.stock} />

      <div className="mt-auto pt-4">
        <CardProblem ref={problem} message={state?.formError} testId="offer-error" />
        {!offer.choices ? (
          <p className="text-sm text-muted">{o("choicesUnavailable")}</p>
        ) : offer.regions.length === 0 ? (
          <p className="text-sm text-muted">{o("noRegion")}</p>
        ) : offer.orderable ? (
          <fetcher.Form method="post" className="space-y-3">
            <FormKey value={state?.formKey ?? formKey} />
            <input type="hidden" name="activityId" value={offer.activityId} />
            <input type="hidden" name="offerId" value={offer.id} />
            <div>
              <label htmlFor={`${id}-region`} className="block text-sm font-semibold">
                {o("region")}
              </label>
              <select
                id={`${id}-region`}
                name="areaId"
                required
                defaultValue={region}
                aria-invalid={errors.areaId ? true : undefined}
                aria-describedby={describe("areaId")}
                className={`mt-1 block w-full rounded-md border bg-white px-3 py-2 ${errors.areaId ? "border-red-600" : "border-line"}`}
              >
                {offer.regions.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.name}
                  </option>
                ))}
              </select>
              {errors.areaId ? (
                <p id={`${id}-areaId-error`} className="mt-1 text-sm font-medium text-red-700">
                  {errors.areaId}
                </p>
              ) : null}
            </div>
            <div>
              <label htmlFor={`${id}-image`} className="block text-sm font-semibold">
                {o("image")}
              </label>
              <select
                id={`${id}-image`}
                name="imageId"
                required
                defaultValue={image}
                aria-invalid={errors.imageId ? true : undefined}
                aria-describedby={describe("imageId")}
                className={`mt-1 block w-full rounded-md border bg-white px-3 py-2 ${errors.imageId ? "border-red-600" : "border-line"}`}
              >
                {families.map((family) => (
                  <optgroup key={family} label={o(`families.${family}`)}>
                    {offer.images
                      .filter((i) => i.family === family)
                      .map((i) => (
                        <option key={i.id} value={i.id}>
                          {i.licence ? o("licence", { name: i.name, price: i.licence }) : i.name}
                        </option>
                      ))}
                  </optgroup>
                ))}
              </select>
              {errors.imageId ? (
                <p id={`${id}-imageId-error`} className="mt-1 text-sm font-medium text-red-700">
                  {errors.imageId}
                </p>
              ) : null}
            </div>
            {/* Which offer: the visible text starts the button's name, as it must. */}
            <SubmitButton
              ref={button}
              className="btn-primary w-full"
              busy={busy}
              busyLabel={o("ordering")}
              named={offer.name}
            >
              {o(loggedIn ? "order" : "loginToOrder")}
            </SubmitButton>
          </fetcher.Form>
        ) : null}
      </div>
    </li>
  );
}
