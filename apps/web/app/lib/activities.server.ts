// Activity offers with their prices in the visitor's currency.
import { displayPrice } from "@hostfront/commerce";
import { languageTags } from "@hostfront/i18n";
import type { RouterContextProvider } from "react-router";
import { languageContext } from "~/context";
import { currencyOf, dateFormatter, fromProvider } from "./page.server";
import { api, cache, callOptions } from "./upstream.server";

export async function activitiesOf(
  request: Request,
  context: Readonly<RouterContextProvider>,
  kind: "vps" | "promotion",
) {
  const language = context.get(languageContext);
  const date = dateFormatter(context);
  const [activities, currency] = await Promise.all([
    fromProvider(request, context, () =>
      cache.get(`activities:${kind}:${language}`, "short", () =>
        api.activities({ language, kind }, callOptions(context)),
      ),
    ),
    currencyOf(request, context),
  ]);
  const price = (usd: number) => displayPrice(usd, currency, languageTags[language]);
  return (
    activities?.map((activity) => ({
      id: activity.id,
      title: activity.title,
      subtitle: activity.subtitle,
      description: activity.description,
      endAt: date(activity.endAt),
      offers: activity.offers.map((offer) => ({
        id: offer.id,
        name: offer.plan.name,
        period: offer.period,
        price: price(offer.priceUsd),
        original: price(offer.originalUsd),
        left: Math.max(0, offer.stock - offer.sold),
      })),
    })) ?? null
  );
}

export type ActivityView = NonNullable<Awaited<ReturnType<typeof activitiesOf>>>[number];
