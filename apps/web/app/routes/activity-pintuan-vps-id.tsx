// /activity/pintuan/part-vps/{id}: one group-buy offer, its open groups, and the form that
// joins a group or starts one (a plain POST without JavaScript). A share link `?group=<id>`
// shows that group first; after joining, `?group=<id>&order=<id>` shows the visitor's group,
// its order and the link to share.

import { useTranslation } from "@hostfront/ui";
import { Form, useRouteLoaderData } from "react-router";
import { ErrorSummary, FormKey, SelectField, SubmitButton } from "~/components/form";
import { GroupSummary, ShareLink } from "~/components/group-buy-group";
import { GroupBuySpecs } from "~/components/group-buy-specs";
import { Section, Unavailable } from "~/components/page";
import { JOIN_ANCHOR, YOUR_GROUP_ANCHOR } from "~/lib/activities/pintuan";
import type { GroupCard } from "~/lib/activities/pintuan.server";
import { pageHeaders } from "~/lib/http/headers";
import { metaTags } from "~/lib/page/seo";
import type { RootData } from "~/root";
import type { Route } from "./+types/activity-pintuan-vps-id";
import { joinGroup, loadOfferPage } from "./activity-pintuan-vps-id.server";

export async function loader(args: Route.LoaderArgs) {
  return loadOfferPage(args);
}

export async function action(args: Route.ActionArgs) {
  return joinGroup(args);
}

export const headers = pageHeaders;
export const meta: Route.MetaFunction = (args) => metaTags(args);

export default function PintuanDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<RootData>("root");
  const prefix = root ? root.siteUrls[root.language] : "";
  const d = (key: string, values?: Record<string, unknown>) =>
    t(`pages.activity-pintuan-vps-id.${key}`, values);
  if (!loaderData.offer) {
    return (
      <Section>
        <Unavailable />
      </Section>
    );
  }
  const data = loaderData as Extract<typeof loaderData, { formKey: string }>;
  const offer = data.offer;
  const state = actionData;
  const values = state?.values ?? {};
  const errors = state?.errors ?? {};
  const term = d(`term.${offer.period}`);
  const yours = data.shared?.joined ? data.shared : null;
  const canJoin = offer.state === "open" && data.choices !== null;

  const joinButton = (group: GroupCard) =>
    group.joined ? (
      <span className="text-sm font-semibold text-emerald-800">{d("youAreIn")}</span>
    ) : canJoin && group.status === "open" ? (
      <SubmitButton name="groupId" value={group.groupId}>
        {d("join")}
        {/* Which group, for a screen reader going through the buttons. */}
        <span className="sr-only"> ({d("leader", { leader: group.leader })})</span>
      </SubmitButton>
    ) : null;

  return (
    <>
      <header className="full-bleed border-b border-line bg-mist">
        <div className="mx-auto max-w-7xl px-4 py-10">
          <p>
            <a
              className="text-sm text-brand hover:underline"
              href={`${prefix}/activity/pintuan/vps`}
            >
              {d("back")}
            </a>
          </p>
          <h1 className="mt-2 text-3xl font-bold">{offer.title}</h1>
          <p className="mt-3 max-w-3xl text-lg text-muted">{offer.description}</p>
        </div>
      </header>

      <Section className="grid gap-8 desk:grid-cols-[2fr_3fr]">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-accent">
            {d("groupPrice", { term })}
          </p>
          <p className="mt-1">
            <span className="text-4xl font-bold text-ink" data-testid="group-price">
              {offer.price}
            </span>
            <span className="ml-2 text-muted">
              {d("usualPrice")} <s data-testid="usual-price">{offer.original}</s>
            </span>
          </p>
          <p className="mt-1 font-semibold text-emerald-800">
            {d("save", { percent: offer.savePercent })}
          </p>
          <ul className="mt-4 space-y-1 text-sm text-muted">
            <li>{d("groupSize", { count: offer.groupSize })}</li>
            <li>{d("groupHours", { count: offer.groupHours })}</li>
            <li>{d("endsOn", { date: offer.endAt })}</li>
          </ul>
        </div>
        <div>
          <h2 className="text-lg font-semibold">
            {d("specsHeading")}: {offer.plan.name}
          </h2>
          <GroupBuySpecs offer={offer} full className="mt-2 grid gap-1 text-sm sm:grid-cols-2" />
        </div>
      </Section>

      {yours ? (
        <Section>
          <div
            id={YOUR_GROUP_ANCHOR}
            className="scroll-mt-24 rounded-xl border-2 border-emerald-600 p-6"
            data-testid="your-group"
          >
            <h2 className="text-2xl font-bold">{d("yourGroupHeading")}</h2>
            <div className="mt-4 grid gap-6 desk:grid-cols-2">
              <GroupSummary group={yours} serverNow={data.now} />
              {data.order ? (
                <div data-testid="your-order">
                  <h3 className="font-semibold">{d("orderHeading")}</h3>
                  <p className="mt-1 text-sm">{d("orderId", { id: data.order.orderId })}</p>
                  <p className="text-sm">
                    {d("orderSummary", { plan: offer.plan.name, term, region: data.order.region })}
                  </p>
                  <p className="text-sm font-semibold">
                    {d("orderPrice", { price: data.order.price })} ·{" "}
                    {t(`labels.productStatus.${data.order.status}`)}
                  </p>
                  {root ? (
                    <p className="mt-3">
                      <a className="btn-primary" href={root.mainSiteUrl}>
                        {d("payInConsole")}
                      </a>
                    </p>
                  ) : null}
                </div>
              ) : null}
            </div>
            {data.shareUrl && yours.status === "open" ? (
              <div className="mt-6 border-t border-line pt-4" data-testid="share">
                <h3 className="font-semibold">{d("shareHeading")}</h3>
                <p className="text-sm text-muted">{d("shareIntro")}</p>
                <ShareLink url={data.shareUrl} />
              </div>
            ) : null}
          </div>
        </Section>
      ) : null}

      <Section>
        <div id={JOIN_ANCHOR} className="scroll-mt-24">
          <h2 className="text-2xl font-bold">{d("joinHeading")}</h2>
          {offer.state !== "open" ? (
            <p className="mt-4 rounded-lg border border-line bg-mist p-4">
              {offer.state === "upcoming"
                ? d("notOpen.upcoming", { date: offer.startAt })
                : d("notOpen.ended")}
            </p>
          ) : data.choices === null ? (
            <div className="mt-4">
              <Unavailable />
            </div>
          ) : null}
          <Form method="post" className="mt-6 space-y-8" preventScrollReset>
            <FormKey value={state?.formKey ?? data.formKey} />
            <ErrorSummary
              state={state}
              labels={{ areaId: d("region"), imageId: d("image"), groupId: d("groupsHeading") }}
            />
            {canJoin && data.choices ? (
              <fieldset className="rounded-xl border border-line p-5">
                <legend className="px-1 text-lg font-semibold">{d("serverHeading")}</legend>
                <div className="grid gap-5 sm:grid-cols-2">
                  {(
                    [
                      ["areaId", "region", data.choices.regions],
                      ["imageId", "image", data.choices.images],
                    ] as const
                  ).map(([name, label, options]) => (
                    <SelectField
                      key={name}
                      label={d(label)}
                      name={name}
                      defaultValue={values[name] ?? data.selected[name] ?? options[0]?.id}
                      error={errors[name]}
                    >
                      {options.map((option) => (
                        <option key={option.id} value={option.id}>
                          {option.name}
                        </option>
                      ))}
                    </SelectField>
                  ))}
                </div>
                {data.loggedIn ? null : <p className="mt-4 text-sm text-muted">{d("loginNote")}</p>}
              </fieldset>
            ) : null}

            {data.sharedMissing ? (
              <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-4">
                {d("groupMissing")}
              </p>
            ) : null}
            {data.shared && !data.shared.joined ? (
              <section
                aria-labelledby="shared-heading"
                className="rounded-xl border-2 border-brand p-5"
                data-testid="shared-group"
              >
                <h3 id="shared-heading" className="text-lg font-semibold">
                  {d("sharedHeading")}
                </h3>
                <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
                  <GroupSummary group={data.shared} serverNow={data.now} />
                  {joinButton(data.shared)}
                </div>
              </section>
            ) : null}

            <section aria-labelledby="groups-heading">
              <h3 id="groups-heading" className="text-lg font-semibold">
                {d("groupsHeading")}
              </h3>
              {data.groups === null ? (
                <div className="mt-3">
                  <Unavailable />
                </div>
              ) : data.groups.length === 0 ? (
                <p className="mt-3 text-muted">{d("noGroups")}</p>
              ) : (
                <ul
                  className="mt-3 divide-y divide-line rounded-xl border border-line"
                  data-testid="groups"
                >
                  {data.groups.map((group) => (
                    <li
                      key={group.groupId}
                      data-group={group.groupId}
                      className="flex flex-wrap items-end justify-between gap-4 p-4"
                    >
                      <GroupSummary group={group} serverNow={data.now} />
                      <div className="flex flex-col items-end gap-1">
                        {joinButton(group)}
                        {group.shareUrl ? (
                          <a className="text-sm text-brand hover:underline" href={group.shareUrl}>
                            {d("shareShort")}
                          </a>
                        ) : null}
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </section>

            {canJoin ? (
              <div className="rounded-xl bg-mist p-5">
                <SubmitButton name="groupId" value="" className="btn-outline">
                  {d("start")}
                </SubmitButton>
                <p className="mt-2 text-sm text-muted">
                  {d("startNote", { count: offer.groupHours, size: offer.groupSize })}
                </p>
              </div>
            ) : null}
          </Form>
        </div>
      </Section>
    </>
  );
}
