// Group-buys for the pages that sell them: offers priced in the visitor's currency, their open
// groups, and the regions and images a group-buy server can be ordered with.
import type { Image, PintuanGroup, PintuanOffer, Region } from "@hostfront/api-client";
import { type Currency, displayPrice } from "@hostfront/commerce";
import { type Language, languageTags } from "@hostfront/i18n";
import type { RouterContextProvider } from "react-router";
import { languageContext } from "~/context";
import { cachedCall } from "../cache/upstream.server";
import { currencyOf, dateFormatter } from "../page/page.server";
import { renderNow } from "../page-cache/watch.server";
import { formatSize, formatSpeed } from "../texts/intl";

/** Ids of offers, groups and orders as the contract writes them. */
export const PINTUAN_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Where an offer stands now. */
export type OfferState = "open" | "upcoming" | "ended";

export function offerState(
  offer: Pick<PintuanOffer, "startAt" | "endAt">,
  now: number,
): OfferState {
  if (now < Date.parse(offer.startAt)) return "upcoming";
  if (now >= Date.parse(offer.endAt)) return "ended";
  return "open";
}

/**
 * An offer as the pages show it: prices converted and formatted, dates and the server's sizes
 * and speed in the page's language (the browser renders them without an Intl formatter).
 */
export function offerView(
  offer: PintuanOffer,
  currency: Currency,
  language: Language,
  date: (iso: string) => string,
  now: number,
) {
  const locale = languageTags[language];
  const price = (usd: number) => displayPrice(usd, currency, locale);
  const size = (gb: number) => formatSize(gb, locale);
  return {
    id: offer.id,
    title: offer.title,
    description: offer.description,
    plan: offer.plan,
    specs: {
      memory: size(offer.plan.memoryGb),
      disk: size(offer.plan.diskGb),
      port: formatSpeed(offer.plan.bandwidthMbps, locale),
      /** Null when the traffic is unmetered. */
      traffic: offer.plan.trafficGb === null ? null : size(offer.plan.trafficGb),
    },
    period: offer.period,
    groupSize: offer.groupSize,
    groupHours: offer.groupHours,
    openGroups: offer.openGroups,
    price: price(offer.priceUsd),
    original: price(offer.originalUsd),
    savePercent:
      offer.originalUsd > 0 ? Math.round((1 - offer.priceUsd / offer.originalUsd) * 100) : 0,
    startAt: date(offer.startAt),
    endAt: date(offer.endAt),
    state: offerState(offer, now),
  };
}

export type PintuanView = ReturnType<typeof offerView>;

/** The offers of `offers` as the pages show them, in the visitor's currency. */
export async function pintuanViews(
  context: Readonly<RouterContextProvider>,
  request: Request,
  offers: readonly PintuanOffer[],
): Promise<PintuanView[]> {
  const language = context.get(languageContext);
  const currency = await currencyOf(request, context);
  const date = dateFormatter(context);
  const now = renderNow(context);
  return offers.map((offer) => offerView(offer, currency, language, date, now));
}

/** A group as the pages show it; the time left is counted on the page from `expiresAt`. */
export const groupCard = (group: PintuanGroup) => ({
  groupId: group.groupId,
  leader: group.leader,
  members: group.members,
  groupSize: group.groupSize,
  expiresAt: group.expiresAt,
  status: group.status,
  joined: group.joined,
});

export type GroupCard = ReturnType<typeof groupCard>;

/**
 * The regions and operating systems a server of the offer's plan can be ordered with: open
 * regions the plan is sold in, and images made for its product type that fit its disk.
 */
export async function joinChoices(
  context: Readonly<RouterContextProvider>,
  offer: Pick<PintuanOffer, "regions" | "plan">,
): Promise<{ regions: Pick<Region, "id" | "name">[]; images: Pick<Image, "id" | "name">[] }> {
  const language = context.get(languageContext);
  const [regions, images] = await Promise.all([
    cachedCall(context, "areaSearch", { language }),
    cachedCall(context, "images", { type: offer.plan.type }),
  ]);
  return {
    regions: regions
      .filter((region) => region.available && offer.regions.includes(region.id))
      .map(({ id, name }) => ({ id, name })),
    images: images
      .filter(
        (image) =>
          image.productTypes.includes(offer.plan.type) && image.minDiskGb <= offer.plan.diskGb,
      )
      .map(({ id, name }) => ({ id, name })),
  };
}
