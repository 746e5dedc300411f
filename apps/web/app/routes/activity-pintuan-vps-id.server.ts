// The group-buy offer page's server side: the offer (shared cache), its open groups, the
// visitor's own group and order (with their token, never cached), and the action that joins a
// group or starts one, once per form key.

import { errorCodes, isApiError } from "@hostfront/api-client";
import { type RouterContextProvider, redirect } from "react-router";
import { z } from "zod";
import { languageContext, sessionContext } from "~/context";
import { requireSession } from "~/lib/account/login.server";
import { JOIN_ANCHOR, YOUR_GROUP_ANCHOR } from "~/lib/activities/pintuan";
import { groupCard, joinChoices, PINTUAN_ID, pintuanViews } from "~/lib/activities/pintuan.server";
import { api, cachedCall, callOptions } from "~/lib/cache/upstream.server";
import {
  formFailure,
  newFormKey,
  parseForm,
  providerFailure,
  upstreamKey,
} from "~/lib/forms/forms.server";
import { requestPath } from "~/lib/http/page-path";
import { orNull } from "~/lib/ops/log.server";
import { fromProvider, notFound, pageData } from "~/lib/page/page.server";
import { publicUrl } from "~/lib/page/seo.server";
import { renderNow } from "~/lib/page-cache/watch.server";
import { translatorOf } from "~/lib/texts/translator.server";
import type { Route } from "./+types/activity-pintuan-vps-id";

/** Most of the visitor's servers looked through for the order just placed (newest first). */
const RECENT_PRODUCTS = 20;

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
  return fromProvider(request, context, () => cachedCall(context, "pintuan", { id, language }));
}

export async function loadOfferPage({ request, context, params }: Route.LoaderArgs) {
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
    orNull(
      token
        ? api.pintuanGroups({ pintuanId: offer.id }, mine)
        : cachedCall(context, "pintuanGroups", { pintuanId: offer.id }),
      context,
      "open groups",
    ),
    groupId
      ? api.pintuanGroup({ groupId }, mine).catch((error: unknown) => {
          if (isApiError(error, errorCodes.NOT_FOUND.code)) return "missing" as const;
          return null;
        })
      : Promise.resolve(null),
    orNull(joinChoices(context, offer), context, "group-buy choices"),
    orderId
      ? orNull(
          api.userProducts({ page: 1, row: RECENT_PRODUCTS, type: "server" }, mine),
          context,
          "recent products",
        )
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
    now: new Date(renderNow(context)).toISOString(),
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

export async function joinGroup({ request, context, params }: Route.ActionArgs) {
  if (!PINTUAN_ID.test(params.id)) notFound(request, context);
  const form = await parseForm(request, context, joinForm);
  if (!form.ok) return form.failure;
  const { areaId, imageId, groupId } = form.data;
  // Visitors log in first and come back with their choices made.
  const back = new URLSearchParams({ area: areaId, image: imageId });
  if (groupId) back.set("group", groupId);
  requireSession(request, context, `?${back}#${JOIN_ANCHOR}`);

  const t = translatorOf(context);
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
