// The activity pages' offers as the page shows them: each activity with its status and time
// left, each offer in the visitor's currency with the regions and images its plan can be
// ordered with (as the provider checks them).
import type { Activity, Image, Offer, Region } from "@hostfront/api-client";
import { type Currency, displayPrice } from "@hostfront/commerce";
import { type Language, languageTags } from "@hostfront/i18n";
import type { RouterContextProvider } from "react-router";
import { languageContext } from "~/context";
import { callKey } from "../cache/cache.server";
import { cachedCall } from "../cache/upstream.server";
import { fromProvider } from "../page/page.server";

export type ActivityKind = Activity["kind"];

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The cache key of a kind's activities (an order changes their stock: it is invalidated). */
export const activitiesCacheKey = (kind: ActivityKind, language: Language) =>
  callKey("activities", { language, kind });

/** The activities of a kind, and the regions and images their plans are ordered with. */
export async function catalogue(
  request: Request,
  context: Readonly<RouterContextProvider>,
  kind: ActivityKind,
) {
  const language = context.get(languageContext);
  const [activities, regions, images] = await Promise.all([
    fromProvider(request, context, () => cachedCall(context, "activities", { language, kind })),
    fromProvider(request, context, () => cachedCall(context, "areaSearch", { language })),
    fromProvider(request, context, () => cachedCall(context, "images", {})),
  ]);
  return { activities, regions, images };
}

/** The regions and images an offer's plan can be ordered with (as the provider checks them). */
export function choicesFor(offer: Offer, regions: readonly Region[], images: readonly Image[]) {
  return {
    regions: regions.filter(
      (region) =>
        region.available &&
        offer.regions.includes(region.id) &&
        region.productTypes.includes(offer.plan.type),
    ),
    images: images.filter(
      (image) =>
        image.productTypes.includes(offer.plan.type) && image.minDiskGb <= offer.plan.diskGb,
    ),
  };
}

type Status = "upcoming" | "open" | "ended";

function statusOf(activity: Activity, now: number): Status {
  if (now < Date.parse(activity.startAt)) return "upcoming";
  return now < Date.parse(activity.endAt) ? "open" : "ended";
}

export function activityViews(
  activities: readonly Activity[],
  regions: readonly Region[] | null,
  images: readonly Image[] | null,
  currency: Currency,
  language: Language,
  date: (iso: string) => string,
  /** The render's time (renderNow). */
  now: number,
) {
  const locale = languageTags[language];
  const price = (usd: number) => displayPrice(usd, currency, locale);
  return activities.map((activity) => {
    const status = statusOf(activity, now);
    const left = Math.max(0, Date.parse(activity.endAt) - now);
    return {
      id: activity.id,
      title: activity.title,
      subtitle: activity.subtitle,
      description: activity.description,
      status,
      startAt: date(activity.startAt),
      endAt: date(activity.endAt),
      /** Time left while the activity is open: whole days, and hours on its last day. */
      daysLeft: Math.floor(left / DAY_MS),
      hoursLeft: Math.ceil(left / HOUR_MS),
      offers: activity.offers.map((offer) => {
        const choices = choicesFor(offer, regions ?? [], images ?? []);
        const remaining = Math.max(0, offer.stock - offer.sold);
        return {
          id: offer.id,
          activityId: activity.id,
          name: offer.plan.name,
          type: offer.plan.type,
          cpu: offer.plan.cpu,
          memoryGb: offer.plan.memoryGb,
          diskGb: offer.plan.diskGb,
          diskType: offer.plan.diskType,
          bandwidthMbps: offer.plan.bandwidthMbps,
          trafficGb: offer.plan.trafficGb,
          period: offer.period,
          price: price(offer.priceUsd),
          original: offer.originalUsd > offer.priceUsd ? price(offer.originalUsd) : null,
          savePercent:
            offer.originalUsd > offer.priceUsd
              ? Math.round((1 - offer.priceUsd / offer.originalUsd) * 100)
              : 0,
          stock: offer.stock,
          left: remaining,
          perUserLimit: offer.perUserLimit,
          regions: choices.regions.map((region) => ({ id: region.id, name: region.name })),
          images: choices.images.map((image) => ({
            id: image.id,
            name: image.name,
            family: image.family,
            licence: image.licenseUsdPerMonth > 0 ? price(image.licenseUsdPerMonth) : null,
          })),
          /** Whether the choices could be loaded (regions and images answered). */
          choices: regions !== null && images !== null,
          orderable:
            status === "open" &&
            remaining > 0 &&
            choices.regions.length > 0 &&
            choices.images.length > 0,
        };
      }),
    };
  });
}
export type ActivityView = ReturnType<typeof activityViews>[number];
export type OfferView = ActivityView["offers"][number];
