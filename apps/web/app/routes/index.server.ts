// The home page's server side: every product line's "from" price in the visitor's currency,
// the regions, the offers running now and the review summary, all through the cache shared
// with the pages that show the same catalogue; and the rating form's action (checked,
// rate-limited, once per visitor per day, sent once per form key; then the summary is
// recomputed).

import type {
  Activity,
  EndpointInput,
  EndpointName,
  PintuanOffer,
  Plan,
  ReviewSummary,
} from "@hostfront/api-client";
import { displayPrice, roundStar } from "@hostfront/commerce";
import { type Language, languageTags, localizePath } from "@hostfront/i18n";
import { type ProductLine, type ProductLineKey, productLines } from "@hostfront/ui";
import type { RouterContextProvider } from "react-router";
import { redirect } from "react-router";
import { z } from "zod";
import { languageContext } from "~/context";
import { api, cachedCall, callOptions } from "~/lib/cache/upstream.server";
import {
  formFailure,
  newFormKey,
  overLimit,
  parseForm,
  providerFailure,
  text,
  upstreamKey,
} from "~/lib/forms/forms.server";
import { done, usedUp } from "~/lib/http/rate-limit.server";
import { orNull } from "~/lib/ops/log.server";
import { currencyOf, dateFormatter, pageData } from "~/lib/page/page.server";
import { publicUrl } from "~/lib/page/seo.server";
import { loadReview, refreshReview } from "~/lib/page/shell.server";
import { renderNow } from "~/lib/page-cache/watch.server";
import { CATALOGUE_KEY, FORM_KEY_KEY } from "~/lib/page-values/home";
import { COMMENT_MAX, RATE_ANCHOR, RATED_PARAM } from "~/lib/page-values/rating";
import { serverOnly } from "~/lib/page-weight/server-only.server";
import { embedJson } from "~/lib/texts/dictionary";
import { displayNames } from "~/lib/texts/intl";
import { translatorOf } from "~/lib/texts/translator.server";
import type { Route } from "./+types/index";

/** The suffix whose first-year price the domain line quotes. */
const HEADLINE_SUFFIX = ".com";
/** schema.org ratings are out of 5 here (SPEC.md section 9 stars). */
const BEST_RATING = 5;
const WORST_RATING = 1;

/** How a line's "from" price reads. */
export type FromPrice =
  | { readonly unit: "month" | "gbMonth"; readonly price: string }
  | { readonly unit: "firstYear"; readonly price: string; readonly suffix: string }
  | { readonly unit: "free" };

/** An offer running now, as its card shows it. */
export interface ActivityCard {
  readonly id: string;
  readonly title: string;
  readonly subtitle: string;
  readonly endAt: string;
  readonly href: string;
  readonly from: string | null;
  readonly original: string | null;
  readonly period: Activity["offers"][number]["period"] | null;
}

/** A group-buy running now, as its card shows it. */
export interface GroupBuyCard {
  readonly id: string;
  readonly title: string;
  readonly plan: string;
  readonly period: PintuanOffer["period"];
  readonly groupSize: number;
  readonly price: string;
  readonly original: string;
  readonly endAt: string;
  readonly href: string;
}

/** What the page's islands show (components/home.island.tsx): the catalogue and its prices. */
export interface HomeCatalogue {
  readonly heroPrice: string | null;
  /** The product lines (`productLines` of @hostfront/ui) with their "from" prices. */
  readonly products: readonly (ProductLine & {
    readonly key: ProductLineKey;
    readonly from: FromPrice | null;
  })[];
  readonly regions:
    | readonly {
        readonly id: string;
        readonly city: string;
        readonly country: string;
        readonly available: boolean;
        readonly products: readonly string[];
      }[]
    | null;
  readonly activities: readonly ActivityCard[] | null;
  readonly groupBuys: readonly GroupBuyCard[] | null;
  /** The Organization and its rating as schema.org JSON-LD, escaped for a script element. */
  readonly jsonLd: string | null;
}

const rateForm = z.object({
  rating: z
    .string({ message: "pages.index.rate.required" })
    .regex(/^[1-5]$/, { message: "pages.index.rate.required" })
    .transform(Number),
  comment: text({ max: COMMENT_MAX, optional: true }),
});

const ACTIVITY_PAGES = { vps: "/activity/vps", promotion: "/activity/promotion" } as const;

/** A part of the page: its data, or null when the provider cannot give it now (the page still shows). */
const part = <T>(context: Readonly<RouterContextProvider>, what: string, load: () => Promise<T>) =>
  orNull(load(), context, what);

const cheapest = (values: readonly number[]): number | null =>
  values.length === 0 ? null : Math.min(...values);

/** The cheapest monthly price of a product line, in stock first. */
function cheapestPlan(plans: readonly Plan[] | null, type: Plan["type"]): number | null {
  const line = (plans ?? []).filter((plan) => plan.type === type);
  const inStock = line.filter((plan) => plan.stock > 0);
  return cheapest((inStock.length > 0 ? inStock : line).map((plan) => plan.prices.month));
}

/** The Organization with its AggregateRating, as schema.org JSON-LD safe inside a script tag. */
export function ratingJsonLd(review: ReviewSummary, name: string, url: string): string {
  return embedJson({
    "@context": "https://schema.org",
    "@type": "Organization",
    name,
    url,
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: review.ratingValue,
      reviewCount: review.reviewCount,
      bestRating: BEST_RATING,
      worstRating: WORST_RATING,
    },
  });
}

const isCurrent = (window: { startAt: string; endAt: string }, now: number) =>
  Date.parse(window.startAt) <= now && now < Date.parse(window.endAt);

export async function loadHome({ request, context }: Route.LoaderArgs) {
  const language: Language = context.get(languageContext);
  const cached = <K extends EndpointName>(name: K, input: EndpointInput<K>) =>
    part(context, name, () => cachedCall(context, name, input));

  const regionsLoad = cached("areaSearch", { language });
  const disksLoad = regionsLoad.then((regions) =>
    Promise.all(
      (regions ?? [])
        .filter((region) => region.available)
        .map((region) => cached("diskProducts", { language, areaId: region.id })),
    ),
  );
  const [
    currency,
    plans,
    regions,
    disks,
    snapshots,
    hosting,
    suffixes,
    vpsActivities,
    promotions,
    pintuans,
    review,
  ] = await Promise.all([
    currencyOf(request, context),
    cached("plans", { language }),
    regionsLoad,
    disksLoad,
    cached("snapshotStrategies", { language }),
    cached("hostingPlans", { language }),
    cached("domainSuffixes", { language }),
    cached("activities", { language, kind: "vps" }),
    cached("activities", { language, kind: "promotion" }),
    cached("pintuans", { language }),
    // The shell shows the same summary: one cache entry serves both.
    part(context, "review summary", () => loadReview(context)),
  ]);

  const price = (usd: number) => displayPrice(usd, currency, languageTags[language]);
  const monthly = (usd: number | null): FromPrice | null =>
    usd === null ? null : { unit: "month", price: price(usd) };
  const perGb = (usd: number | null): FromPrice | null =>
    usd === null ? null : { unit: "gbMonth", price: price(usd) };
  const com = suffixes?.find((suffix) => suffix.suffix === HEADLINE_SUFFIX);
  const diskPrices = disks.flatMap((list) => (list ?? []).map((disk) => disk.priceUsdPerGbMonth));
  const hostingOf = (kind: "php" | "database") =>
    cheapest((hosting ?? []).filter((plan) => plan.kind === kind).map((plan) => plan.prices.month));

  const from: { readonly [K in ProductLineKey]: FromPrice | null } = {
    vps: monthly(cheapestPlan(plans, "vps")),
    dedicated: monthly(cheapestPlan(plans, "dedicated")),
    cvm: monthly(cheapestPlan(plans, "cvm")),
    disks: perGb(cheapest(diskPrices)),
    snapshots: perGb(cheapest((snapshots ?? []).map((s) => s.priceUsdPerGbMonth))),
    // Custom ISO images are stored at no charge (FACTS.md); there is nothing to price.
    iso: { unit: "free" },
    databases: monthly(hostingOf("database")),
    domains: com
      ? {
          unit: "firstYear",
          suffix: com.suffix,
          price: price(com.promoRegisterUsd ?? com.registerUsd),
        }
      : null,
    php: monthly(hostingOf("php")),
  };

  const now = renderNow(context);
  const date = dateFormatter(context);
  const countries = displayNames(languageTags[language], { type: "region" });
  const activityCard = (activity: Activity): ActivityCard => {
    const best = [...activity.offers].sort((a, b) => a.priceUsd - b.priceUsd)[0];
    return {
      id: activity.id,
      title: activity.title,
      subtitle: activity.subtitle,
      endAt: date(activity.endAt),
      href: ACTIVITY_PAGES[activity.kind],
      from: best ? price(best.priceUsd) : null,
      original: best ? price(best.originalUsd) : null,
      period: best?.period ?? null,
    };
  };
  const groupBuyCard = (offer: PintuanOffer): GroupBuyCard => ({
    id: offer.id,
    title: offer.title,
    plan: offer.plan.name,
    period: offer.period,
    groupSize: offer.groupSize,
    price: price(offer.priceUsd),
    original: price(offer.originalUsd),
    endAt: date(offer.endAt),
    href: `/activity/pintuan/part-vps/${encodeURIComponent(offer.id)}`,
  });

  const t = translatorOf(context);
  const rated = new URL(request.url).searchParams.get(RATED_PARAM);
  const stars = rated !== null && /^[1-5]$/.test(rated) ? Number(rated) : null;
  const catalogue: HomeCatalogue = {
    heroPrice: from.vps?.unit === "month" ? from.vps.price : null,
    products: productLines.map((line) => ({ ...line, from: from[line.key] })),
    regions:
      regions?.map((region) => ({
        id: region.id,
        city: region.city,
        country: countries.of(region.country) ?? region.country,
        available: region.available,
        products: region.productTypes,
      })) ?? null,
    activities:
      vpsActivities === null && promotions === null
        ? null
        : [...(vpsActivities ?? []), ...(promotions ?? [])]
            .filter((activity) => isCurrent(activity, now))
            .map(activityCard),
    groupBuys: pintuans?.filter((offer) => isCurrent(offer, now)).map(groupBuyCard) ?? null,
    jsonLd: review ? ratingJsonLd(review, t("site.name"), publicUrl("/", language)) : null,
  };
  return pageData(
    request,
    context,
    { page: "index" },
    {
      // Shown by the page's islands (components/home.island.tsx): in the document's HTML only.
      catalogue: serverOnly(context, CATALOGUE_KEY, catalogue),
      review: review ? { ...review, stars: roundStar(review.ratingValue) } : null,
      // A public page carries one form key for every visitor; upstreamKey binds it to each.
      formKey: serverOnly(context, FORM_KEY_KEY, newFormKey()),
      rated: stars,
      // The thanks after a rating, in the page's language (the document that shows it
      // embeds no thanks text of its own).
      thanks: stars === null ? null : t("pages.index.rate.thanks", { stars }),
    },
  );
}

export async function rateSite({ request, context }: Route.ActionArgs) {
  const form = await parseForm(request, context, rateForm);
  if (!form.ok) return form.failure;
  const { values } = form;
  const language: Language = context.get(languageContext);
  const t = translatorOf(context);
  const today = await usedUp(context, "ratingDaily");
  if (!today.allowed)
    return formFailure(values, {}, t("pages.index.rate.already"), 429, {
      headers: { "Retry-After": String(today.retryAfterSeconds) },
    });
  // Counted once the form is right, like sign-up: a visitor fixing a mistake is not held back.
  const limited = await overLimit(context, "rating", values);
  if (limited) return limited;
  const { rating, comment } = form.data;
  try {
    await api.footerComment(
      { language, rating, content: comment },
      {
        ...callOptions(context, { withToken: true }),
        idempotencyKey: upstreamKey(context, form.key),
      },
    );
  } catch (error) {
    return providerFailure(context, values, error);
  }
  // Counted only once the provider has the rating: a failed try does not use up the day.
  await done(context, "ratingDaily");
  await refreshReview(context);
  // Post, then redirect: a reload shows the thanks, it does not rate again.
  // The home page of the language (a script's post arrives at `/_.data`, not at `/`).
  return redirect(`${localizePath("/", language)}?${RATED_PARAM}=${rating}#${RATE_ANCHOR}`, 303);
}
