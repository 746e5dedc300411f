// Group-buy offers with their prices in the visitor's currency.
import type { PintuanOffer } from "@hostfront/api-client";
import { displayPrice } from "@hostfront/commerce";
import { languageTags } from "@hostfront/i18n";
import type { RouterContextProvider } from "react-router";
import { languageContext } from "~/context";
import { currencyOf, dateFormatter } from "./page.server";

export async function pintuanViews(
  context: Readonly<RouterContextProvider>,
  request: Request,
  offers: readonly PintuanOffer[],
) {
  const language = context.get(languageContext);
  const currency = await currencyOf(request, context);
  const date = dateFormatter(context);
  const price = (usd: number) => displayPrice(usd, currency, languageTags[language]);
  return offers.map((offer) => ({
    id: offer.id,
    title: offer.title,
    description: offer.description,
    plan: offer.plan.name,
    period: offer.period,
    groupSize: offer.groupSize,
    openGroups: offer.openGroups,
    price: price(offer.priceUsd),
    original: price(offer.originalUsd),
    endAt: date(offer.endAt),
  }));
}

export type PintuanView = Awaited<ReturnType<typeof pintuanViews>>[number];
