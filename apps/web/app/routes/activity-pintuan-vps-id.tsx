// /activity/pintuan/part-vps/{id}: one group-buy offer, its open groups, and the form that
// joins a group or starts one (a plain POST without JavaScript). A share link `?group=<id>`
// shows that group first; after joining, `?group=<id>&order=<id>` shows the visitor's group,
// its order and the link to share.

import { errorCodes, isApiError } from "@hostfront/api-client";
import { useTranslation } from "@hostfront/ui";
import { useEffect, useState } from "react";
import { Form, type RouterContextProvider, redirect, useRouteLoaderData } from "react-router";
import { z } from "zod";
import {
  ErrorSummary,
  FormKey,
  type FormState,
  SelectField,
  SubmitButton,
} from "~/components/form";
import { GroupBuySpecs } from "~/components/group-buy-specs";
import { Section, Unavailable } from "~/components/page";
import { languageContext, sessionContext } from "~/context";
import {
  formFailure,
  newFormKey,
  parseForm,
  providerFailure,
  upstreamKey,
} from "~/lib/forms.server";
import { pageHeaders } from "~/lib/headers";
import { fromProvider, notFound, pageData } from "~/lib/page.server";
import { requestPath } from "~/lib/page-path";
import {
  type GroupCard,
  groupCard,
  joinChoices,
  PINTUAN_ID,
  pintuanViews,
} from "~/lib/pintuan.server";
import { metaTags } from "~/lib/seo";
import { publicUrl } from "~/lib/seo.server";
import { api, cache, callOptions } from "~/lib/upstream.server";
import { getInstance } from "~/middleware/locale.server";
import { requireSession } from "~/middleware/registry.server";
import type { RootData } from "~/root";
import type { Route } from "./+types/activity-pintuan-vps-id";

/** Most of the visitor's servers looked through for the order just placed (newest first). */
const RECENT_PRODUCTS = 20;
const MINUTE_MS = 60_000;
const MINUTES_PER_HOUR = 60;
/** How often the time left is counted again on the page. */
const TICK_MS = 30_000;
/** Where a join or start lands on the page, and where the login brings the visitor back. */
const JOIN_ANCHOR = "join";
const YOUR_GROUP_ANCHOR = "your-group";

const idField = z.string().trim().regex(PINTUAN_ID, { message: "validation.required" });
const joinForm = z.object({
  areaId: idField,
  imageId: idField,
  /** The group to join; empty (the "start" button) starts a new group. */
  groupId: z.union([z.literal(""), z.string().trim().regex(PINTUAN_ID)]).default(""),
});

const idParam = (search: URLSearchParams, name: string) => {
  const value = search.get(name);
  return value !== null && PINTUAN_ID.test(value) ? value : null;
};

const offerPath = (id: string) => `/activity/pintuan/part-vps/${encodeURIComponent(id)}`;

/** The offer, through the cache every visitor shares; a 4040 makes the page a 404. */
function loadOffer(request: Request, context: Readonly<RouterContextProvider>, id: string) {
  const language = context.get(languageContext);
  return fromProvider(request, context, () =>
    cache.get(`pintuan:${id}:${language}`, "short", () =>
      api.pintuan({ id, language }, callOptions(context)),
    ),
  );
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!PINTUAN_ID.test(params.id)) notFound(request, context);
  const language = context.get(languageContext);
  const { token } = context.get(sessionContext);
  const search = new URL(request.url).searchParams;
  const offer = await loadOffer(request, context, params.id);
  const seo = {
    page: "activity-pintuan-vps-id",
    values: { title: offer?.title ?? params.id, description: offer?.description ?? "" },
  };
  if (!offer) return pageData(request, context, seo, { offer: null });

  // A visitor's own state (joined, their order) is asked with their token and never cached.
  const mine = callOptions(context, { withToken: true });
  const groupId = idParam(search, "group");
  const orderId = token ? idParam(search, "order") : null;
  const [views, groups, shared, choices, products] = await Promise.all([
    pintuanViews(context, request, [offer]),
    (token
      ? api.pintuanGroups({ pintuanId: offer.id }, mine)
      : cache.get(`pintuanGroups:${offer.id}`, "short", () =>
          api.pintuanGroups({ pintuanId: offer.id }, mine),
        )
    ).catch(() => null),
    groupId
      ? api.pintuanGroup({ groupId }, mine).catch((error: unknown) => {
          if (isApiError(error, errorCodes.NOT_FOUND.code)) return "missing" as const;
          return null;
        })
      : Promise.resolve(null),
    joinChoices(context, offer).catch(() => null),
    orderId
      ? api.userProducts({ page: 1, row: RECENT_PRODUCTS, type: "server" }, mine).catch(() => null)
      : Promise.resolve(null),
  ]);
  const view = views[0];
  if (!view) return pageData(request, context, seo, { offer: null });
  // A share link of another offer's group: show that group on its own offer's page.
  if (shared !== null && shared !== "missing" && shared.pintuanId !== offer.id) {
    const path = publicUrl(offerPath(shared.pintuanId), language);
    throw redirect(`${path}?group=${encodeURIComponent(shared.groupId)}`);
  }
  const sharedGroup = shared !== null && shared !== "missing" ? groupCard(shared) : null;
  const product = orderId ? products?.list.find((item) => item.orderId === orderId) : undefined;
  const regionName = (id: string) =>
    choices?.regions.find((region) => region.id === id)?.name ?? id;
  const shareUrl = sharedGroup?.joined
    ? `${publicUrl(offerPath(offer.id), language)}?group=${encodeURIComponent(sharedGroup.groupId)}`
    : null;

  return pageData(request, context, seo, {
    offer: view,
    formKey: newFormKey(),
    loggedIn: token !== null,
    now: new Date().toISOString(),
    groups:
      groups
        ?.filter((group) => group.groupId !== sharedGroup?.groupId)
        .map((group) => ({
          ...groupCard(group),
          shareUrl: group.joined
            ? `${publicUrl(offerPath(offer.id), language)}?group=${encodeURIComponent(group.groupId)}`
            : null,
        })) ?? null,
    shared: sharedGroup,
    sharedMissing: shared === "missing",
    shareUrl,
    order: product
      ? {
          orderId: product.orderId,
          status: product.status,
          region: regionName(product.areaId),
          price: view.price,
        }
      : null,
    choices,
    // The choices a visitor made before logging in come back in the query.
    selected: { areaId: idParam(search, "area"), imageId: idParam(search, "image") },
  });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  if (!PINTUAN_ID.test(params.id)) notFound(request, context);
  const form = await parseForm(request, context, joinForm);
  if (!form.ok) return form.failure;
  const { areaId, imageId, groupId } = form.data;
  // Visitors log in first and come back with their choices made.
  const back = new URLSearchParams({ area: areaId, image: imageId });
  if (groupId) back.set("group", groupId);
  requireSession(request, context, `?${back}#${JOIN_ANCHOR}`);

  const t = getInstance(context).getFixedT(context.get(languageContext));
  // An offer that does not exist is the 404 page; one the provider cannot give now, a 503.
  const offer = await loadOffer(request, context, params.id);
  if (!offer) return providerFailure(context, form.values, null);
  let choices: Awaited<ReturnType<typeof joinChoices>>;
  try {
    choices = await joinChoices(context, offer);
  } catch (error) {
    return providerFailure(context, form.values, error);
  }
  const errors: Record<string, string> = {};
  if (!choices.regions.some((region) => region.id === areaId))
    errors.areaId = t("pages.activity-pintuan-vps-id.regionInvalid");
  if (!choices.images.some((image) => image.id === imageId))
    errors.imageId = t("pages.activity-pintuan-vps-id.imageInvalid");
  if (Object.keys(errors).length > 0) return formFailure(form.values, errors);

  let created: Awaited<ReturnType<typeof api.activityCreate>>;
  try {
    created = await api.activityCreate(
      {
        kind: "pintuan",
        pintuanId: params.id,
        ...(groupId ? { groupId } : {}),
        areaId,
        imageId,
      },
      {
        ...callOptions(context, { withToken: true }),
        idempotencyKey: upstreamKey(context, form.key),
      },
    );
  } catch (error) {
    return providerFailure(context, form.values, error);
  }
  // Post, then redirect: a reload shows the group and the order, it does not join again.
  const path = requestPath(request);
  const result = new URLSearchParams({ order: created.order.orderId });
  if (created.group) result.set("group", created.group.groupId);
  return redirect(`${path}?${result}#${YOUR_GROUP_ANCHOR}`, 303);
}

export const headers = pageHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

/** The time a group has left, counted from the server's clock first, then the browser's. */
function TimeLeft({ expiresAt, serverNow }: { expiresAt: string; serverNow: string }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.parse(serverNow));
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const minutesLeft = Math.max(0, Math.floor((Date.parse(expiresAt) - now) / MINUTE_MS));
  const hours = Math.floor(minutesLeft / MINUTES_PER_HOUR);
  const minutes = minutesLeft % MINUTES_PER_HOUR;
  return (
    <time dateTime={expiresAt}>
      {hours > 0
        ? t("pages.activity-pintuan-vps-id.timeLeft", { hours, minutes })
        : t("pages.activity-pintuan-vps-id.timeLeftMinutes", { minutes })}
    </time>
  );
}

/** The link to a group: a field to select and copy by hand, and a copy button with JavaScript. */
function ShareLink({ url }: { url: string }) {
  const { t } = useTranslation();
  const [scripted, setScripted] = useState(false);
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  useEffect(() => setScripted(true), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied("yes");
    } catch {
      setCopied("failed");
    }
  };
  return (
    <div className="mt-3">
      <label htmlFor="share-link" className="block text-sm font-semibold">
        {t("pages.activity-pintuan-vps-id.shareLabel")}
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          id="share-link"
          readOnly
          value={url}
          className="min-w-0 flex-1 rounded-md border border-line bg-white px-3 py-2 text-sm"
          onFocus={(event) => event.currentTarget.select()}
        />
        {scripted ? (
          <button type="button" className="btn-outline" onClick={copy}>
            {t("pages.activity-pintuan-vps-id.copy")}
          </button>
        ) : null}
      </div>
      <p className="mt-1 text-sm" role="status">
        {copied === "yes" ? t("pages.activity-pintuan-vps-id.copied") : null}
        {copied === "failed" ? t("pages.activity-pintuan-vps-id.copyFailed") : null}
      </p>
      <p className="mt-1 text-sm">
        <a className="break-all text-brand hover:underline" href={url}>
          {url}
        </a>
      </p>
    </div>
  );
}

function GroupSummary({ group, serverNow }: { group: GroupCard; serverNow: string }) {
  const { t } = useTranslation();
  const d = (key: string, values?: Record<string, unknown>) =>
    t(`pages.activity-pintuan-vps-id.${key}`, values);
  return (
    <div>
      <p className="flex flex-wrap items-center gap-2">
        <span
          className={`rounded px-2 py-0.5 text-xs font-semibold ${
            group.status === "open"
              ? "bg-emerald-100 text-emerald-900"
              : group.status === "complete"
                ? "bg-blue-100 text-blue-900"
                : "bg-gray-200 text-gray-800"
          }`}
          data-testid="group-status"
        >
          {d(`status.${group.status}`)}
        </span>
        <span className="text-sm text-muted">{d("leader", { leader: group.leader })}</span>
      </p>
      <p className="mt-2 font-semibold" data-testid="group-members">
        {d("members", { count: group.members, size: group.groupSize })}
      </p>
      <progress
        className="mt-1 h-2 w-full max-w-xs"
        max={group.groupSize}
        value={group.members}
        aria-label={d("members", { count: group.members, size: group.groupSize })}
      />
      {group.status === "open" ? (
        <p className="mt-1 text-sm text-muted">
          <TimeLeft expiresAt={group.expiresAt} serverNow={serverNow} />
        </p>
      ) : (
        <p className="mt-1 text-sm text-muted">{d(`statusNote.${group.status}`)}</p>
      )}
    </div>
  );
}

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
  const state = actionData as FormState | undefined;
  const values = state?.values ?? {};
  const errors = state?.errors ?? {};
  const term = d(`term.${offer.period}`);
  const yours = data.shared?.joined ? data.shared : null;
  const canJoin = offer.state === "open" && data.choices !== null;
  const defaultArea = values.areaId ?? data.selected.areaId ?? data.choices?.regions[0]?.id;
  const defaultImage = values.imageId ?? data.selected.imageId ?? data.choices?.images[0]?.id;

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
      <header className="border-b border-line bg-mist">
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
          <GroupBuySpecs
            plan={offer.plan}
            full
            className="mt-2 grid gap-1 text-sm sm:grid-cols-2"
          />
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
                  <SelectField
                    label={d("region")}
                    name="areaId"
                    defaultValue={defaultArea}
                    error={errors.areaId}
                  >
                    {data.choices.regions.map((region) => (
                      <option key={region.id} value={region.id}>
                        {region.name}
                      </option>
                    ))}
                  </SelectField>
                  <SelectField
                    label={d("image")}
                    name="imageId"
                    defaultValue={defaultImage}
                    error={errors.imageId}
                  >
                    {data.choices.images.map((image) => (
                      <option key={image.id} value={image.id}>
                        {image.name}
                      </option>
                    ))}
                  </SelectField>
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
