// An offer of an activity as a card: its specs, usual and sale price, stock and per-account
// limit, and its order form (region and system for the plan), enhanced with one fetcher per card.
import type { ActivityPageName } from "~/lib/activities/pages.server";
import type { OfferView } from "~/lib/activities/views.server";
import type { FormFailure } from "~/lib/forms/forms";
import { type Pick, useOfferTexts } from "./activity-texts";
import { CardProblem, CardSubmit, StockBar, useCardForm } from "./card-parts";
import { FormKey, SelectField } from "./form";

const GB_PER_TB = 1000;
const MBPS_PER_GBPS = 1000;
const size = (gb: number) => (gb >= GB_PER_TB ? `${gb / GB_PER_TB} TB` : `${gb} GB`);
const speed = (mbps: number) =>
  mbps >= MBPS_PER_GBPS ? `${mbps / MBPS_PER_GBPS} Gbps` : `${mbps} Mbps`;

export function OfferCard({
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
  // The offer chosen before logging in is scrolled to and takes the focus.
  const { fetcher, state, busy, card, button, problem } = useCardForm<FormFailure>(
    Boolean(pick),
    posted,
  );

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
            <SelectField
              label={o("region")}
              name="areaId"
              id={`${id}-region`}
              defaultValue={region}
              error={errors.areaId}
            >
              {offer.regions.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={o("image")}
              name="imageId"
              id={`${id}-image`}
              defaultValue={image}
              error={errors.imageId}
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
            </SelectField>
            <CardSubmit ref={button} busy={busy} busyLabel={o("ordering")} named={offer.name}>
              {o(loggedIn ? "order" : "loginToOrder")}
            </CardSubmit>
          </fetcher.Form>
        ) : null}
      </div>
    </li>
  );
}
