// The activity pages' server side (/activity/vps, /activity/promotion): the offers in the
// visitor's currency with the regions and images each plan can be ordered with, ordering one
// (login first, the form key as Idempotency-Key, the order shown after the redirect), and the
// page tracking the provider asks for (visits with actPage, offer clicks with promotionClick).

import { isApiError, type Order } from "@hostfront/api-client";
import { type Currency, displayPrice } from "@hostfront/commerce";
import { type Language, languages, languageTags } from "@hostfront/i18n";
import { type RouterContextProvider, redirect } from "react-router";
import { z } from "zod";
import { languageContext, sessionContext } from "~/context";
import { redirectToLogin, requireSession } from "~/lib/account/login.server";
import { translatorOf } from "~/lib/texts/translator.server";
import { consoleUrl } from "../account/console.server";
import { api, cache, callOptions } from "../cache/upstream.server";
import {
  formFailure,
  newFormKey,
  parseForm,
  providerFailure,
  upstreamKey,
} from "../forms/forms.server";
import { ORDER_COOKIE, readCookie, serializeCookie } from "../http/cookies.server";
import { requestPath } from "../http/page-path";
import { currencyOf, dateFormatter, pageData } from "../page/page.server";
import { renderNow } from "../page-cache/watch.server";
import { recordClick, recordVisit } from "./tracking.server";
import {
  type ActivityKind,
  type ActivityView,
  activitiesCacheKey,
  activityViews,
  catalogue,
  choicesFor,
} from "./views.server";

export type ActivityPageName = "activity-vps" | "activity-promotion";

/** How long the result of an order stays showable (a reload within it shows it again). */
const ORDER_COOKIE_MAX_AGE_SECONDS = 10 * 60;
/** Envelope code of an expired or unknown token. */
const LOGIN_REQUIRED = 4010;

/** The query of the page after an order: the order to show. */
export const ORDERED_PARAM = "ordered";
/** The query that brings a visitor's choice back from the console's login. */
export const PICK_PARAMS = { offer: "offer", region: "region", image: "image" } as const;

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const idField = z
  .string({ message: "validation.required" })
  .trim()
  .min(1, { message: "validation.required" })
  .regex(ID, { message: "validation.invalid" });

export const orderForm = z.object({
  activityId: idField,
  offerId: idField,
  areaId: idField,
  imageId: idField,
});

/** The order kept for the page after the redirect. */
const placedSchema = z.object({
  orderId: z.string().regex(ID),
  orderNo: z.string().max(64),
  status: z.enum(["unpaid", "paid", "cancelled"]),
  totalUsd: z.number().nonnegative(),
  discountUsd: z.number().nonnegative(),
  offerId: z.string().max(64),
  createdAt: z.iso.datetime(),
});
type Placed = z.infer<typeof placedSchema>;

/** Where an order is paid: the console, in the page's language. */
export function payUrl(language: Language, orderId: string): string {
  return consoleUrl({ lang: language, order: orderId });
}

/** The order the visitor just placed, when the page is the one its redirect led to. */
function placedOrder(
  request: Request,
  activities: readonly ActivityView[] | null,
  currency: Currency,
  language: Language,
  date: (iso: string) => string,
) {
  const wanted = new URL(request.url).searchParams.get(ORDERED_PARAM);
  if (!wanted) return null;
  let placed: Placed;
  try {
    const parsed = placedSchema.safeParse(JSON.parse(readCookie(request, ORDER_COOKIE) ?? ""));
    if (!parsed.success || parsed.data.orderId !== wanted) return null;
    placed = parsed.data;
  } catch {
    return null;
  }
  const offer = activities?.flatMap((a) => a.offers).find((o) => o.id === placed.offerId);
  const price = (usd: number) => displayPrice(usd, currency, languageTags[language]);
  return {
    orderId: placed.orderId,
    orderNo: placed.orderNo,
    status: placed.status,
    total: price(placed.totalUsd),
    discount: placed.discountUsd > 0 ? price(placed.discountUsd) : null,
    placedAt: date(placed.createdAt),
    offer: offer ? { name: offer.name, period: offer.period } : null,
    payUrl: payUrl(language, placed.orderId),
  };
}

/** A choice brought back from the login (`?offer=&region=&image=`), when it is still valid. */
function pickedChoice(params: URLSearchParams, activities: readonly ActivityView[] | null) {
  const offer = activities
    ?.flatMap((a) => a.offers)
    .find((o) => o.id === params.get(PICK_PARAMS.offer));
  if (!offer) return null;
  const region = params.get(PICK_PARAMS.region);
  const image = params.get(PICK_PARAMS.image);
  return {
    offerId: offer.id,
    regionId: offer.regions.some((r) => r.id === region) ? region : null,
    imageId: offer.images.some((i) => i.id === image) ? image : null,
  };
}

/** The loader of an activity page. */
export async function loadActivityPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  kind: ActivityKind,
  page: ActivityPageName,
) {
  const language = context.get(languageContext);
  const date = dateFormatter(context);
  const [{ activities, regions, images }, currency] = await Promise.all([
    catalogue(request, context, kind),
    currencyOf(request, context),
  ]);
  // The page shown after an order is not a new visit.
  if (activities && !new URL(request.url).searchParams.has(ORDERED_PARAM))
    recordVisit(request, context, activities);
  const views = activities
    ? activityViews(activities, regions, images, currency, language, date, renderNow(context))
    : null;
  const order = placedOrder(request, views, currency, language, date);
  return pageData(
    request,
    context,
    { page },
    {
      activities: views,
      order,
      pick: pickedChoice(new URL(request.url).searchParams, views),
      loggedIn: context.get(sessionContext).token !== null,
      formKey: newFormKey(),
    },
    // An order is the visitor's own.
    { private: order !== null },
  );
}

/** The action of an activity page: order one offer. */
export async function orderOffer(
  request: Request,
  context: Readonly<RouterContextProvider>,
  kind: ActivityKind,
  page: ActivityPageName,
) {
  const form = await parseForm(request, context, orderForm);
  if (!form.ok) return form.failure;
  const { activityId, offerId, areaId, imageId } = form.data;
  const t = translatorOf(context);
  const pathname = requestPath(request);
  recordClick(request, context, activityId, offerId, form.key);

  // A visitor logs in at the console and comes back to this offer, with the same choices.
  const back = `?${new URLSearchParams({
    [PICK_PARAMS.offer]: offerId,
    [PICK_PARAMS.region]: areaId,
    [PICK_PARAMS.image]: imageId,
  })}`;
  requireSession(request, context, back);

  // The choices are checked here first, so a wrong one is named next to its field.
  const { activities, regions, images } = await catalogue(request, context, kind);
  if (activities) {
    const offer = activities.find((a) => a.id === activityId)?.offers.find((o) => o.id === offerId);
    if (!offer)
      return formFailure(form.values, {}, t(`pages.${page}.offers.errors.offer`), 404, {
        renewKey: true,
      });
    const choices = choicesFor(offer, regions ?? [], images ?? []);
    const errors: Record<string, string> = {};
    if (regions && !choices.regions.some((r) => r.id === areaId))
      errors.areaId = t(`pages.${page}.offers.errors.region`);
    if (images && !choices.images.some((i) => i.id === imageId))
      errors.imageId = t(`pages.${page}.offers.errors.image`);
    if (Object.keys(errors).length > 0) return formFailure(form.values, errors);
  }

  let order: Order;
  try {
    ({ order } = await api.activityCreate(
      { kind: "offer", activityId, offerId, areaId, imageId },
      {
        ...callOptions(context, { withToken: true }),
        // The same submission (form, offer and choices) is one order, however often it is sent.
        idempotencyKey: upstreamKey(
          context,
          form.key && `${form.key}.${offerId}.${areaId}.${imageId}`,
        ),
      },
    ));
  } catch (error) {
    // The session ended at the provider: log in again, then come back.
    if (isApiError(error, LOGIN_REQUIRED)) redirectToLogin(request, context, back);
    return providerFailure(context, form.values, error);
  }

  // Stock changed: the next page shows it.
  await Promise.all(languages.map((lang) => cache.invalidate(activitiesCacheKey(kind, lang))));
  const placed: Placed = {
    orderId: order.orderId,
    orderNo: order.orderNo,
    status: order.status,
    totalUsd: order.totalUsd,
    discountUsd: order.discountUsd,
    offerId,
    createdAt: order.createdAt,
  };
  // Post, then redirect: a reload shows the order, it does not place another.
  return redirect(
    `${pathname}?${ORDERED_PARAM}=${encodeURIComponent(order.orderId)}#order-result`,
    {
      status: 303,
      headers: {
        "Set-Cookie": serializeCookie(ORDER_COOKIE, JSON.stringify(placed), {
          maxAge: ORDER_COOKIE_MAX_AGE_SECONDS,
          httpOnly: true,
        }),
      },
    },
  );
}
