// The home page: the promise, every product line with a real "from" price in the visitor's
// currency, the regions, the offers running now, the review summary (stars and schema.org
// AggregateRating) with the form that rates the site, the latest announcements. Everything
// comes from the loader, through the cache shared with the pages that show the same catalogue.
// A rating (stars and an optional comment) posts without JavaScript: checked, rate-limited,
// once per visitor per day, sent once per form key; then the summary is recomputed.

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
import { consoleUrl, Stars, useShell, useTranslation } from "@hostfront/ui";
import { useEffect } from "react";
import { Form, type RouterContextProvider, redirect, useRouteLoaderData } from "react-router";
import { z } from "zod";
import { ErrorSummary, FormKey, SubmitButton, TextArea } from "~/components/form";
import { Section } from "~/components/page";
import { languageContext } from "~/context";
import { embedJson } from "~/lib/dictionary";
import {
  formFailure,
  newFormKey,
  overLimit,
  parseForm,
  providerFailure,
  text,
  upstreamKey,
} from "~/lib/forms.server";
import { pageHeaders } from "~/lib/headers";
import { displayNames } from "~/lib/intl";
import { orNull } from "~/lib/log.server";
import { currencyOf, dateFormatter, pageData } from "~/lib/page.server";
import { done, usedUp } from "~/lib/rate-limit.server";
import { metaTags } from "~/lib/seo";
import { publicUrl } from "~/lib/seo.server";
import { loadReview, refreshReview } from "~/lib/shell.server";
import { api, cachedCall, callOptions } from "~/lib/upstream.server";
import { getInstance } from "~/middleware/locale.server";
import type { RootData } from "~/root";
import type { Route } from "./+types/index";

/** The product lines, in the order the page shows them, and where each is explained or sold. */
export const PRODUCT_LINES = [
  { key: "vps", href: "/product/vps" },
  { key: "dedicated", href: "/product/vps#dedicated" },
  { key: "cvm", href: "/product/vps-buy?type=cvm" },
  { key: "disks", href: "/doc/article/cloud-disks" },
  { key: "snapshots", href: "/doc/article/snapshots-and-iso-images" },
  { key: "iso", href: "/doc/article/snapshots-and-iso-images" },
  { key: "databases", href: "/doc/article/managed-databases" },
  { key: "domains", href: "/product/domain" },
  { key: "php", href: "/doc/article/php-hosting" },
] as const;
export type ProductLineKey = (typeof PRODUCT_LINES)[number]["key"];

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

/** The stars a rating gives (the contract's 1-5). */
export const RATINGS = [1, 2, 3, 4, 5] as const;
/** Longest comment the provider takes with a rating. */
export const COMMENT_MAX = 500;
/** Where a rating comes back to: the stars just given. */
const RATED_PARAM = "rated";
/** The rating form's anchor. */
const RATE_ANCHOR = "rate";

const rateForm = z.object({
  rating: z
    .string({ message: "pages.index.rate.required" })
    .regex(/^[1-5]$/, { message: "pages.index.rate.required" })
    .transform(Number),
  comment: text({ max: COMMENT_MAX, optional: true }),
});

const ACTIVITY_PAGES = { vps: "/activity/vps", promotion: "/activity/promotion" } as const;

/** A part of the page: its data, or null when the provider cannot give it now (the page still shows). */
const part = <T,>(context: Readonly<RouterContextProvider>, what: string, load: () => Promise<T>) =>
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

export async function loader({ request, context }: Route.LoaderArgs) {
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

  const now = Date.now();
  const date = dateFormatter(context);
  const countries = displayNames(languageTags[language], { type: "region" });
  const activityCard = (activity: Activity) => {
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
  const groupBuyCard = (offer: PintuanOffer) => ({
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

  const t = getInstance(context).getFixedT(language);
  const rated = new URL(request.url).searchParams.get(RATED_PARAM);
  return pageData(
    request,
    context,
    { page: "index" },
    {
      heroPrice: from.vps?.unit === "month" ? from.vps.price : null,
      products: PRODUCT_LINES.map((line) => ({ ...line, from: from[line.key] })),
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
      review: review ? { ...review, stars: roundStar(review.ratingValue) } : null,
      jsonLd: review ? ratingJsonLd(review, t("site.name"), publicUrl("/", language)) : null,
      // A public page carries one form key for every visitor; upstreamKey binds it to each.
      formKey: newFormKey(),
      rated: rated !== null && /^[1-5]$/.test(rated) ? Number(rated) : null,
    },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await parseForm(request, context, rateForm);
  if (!form.ok) return form.failure;
  const { values } = form;
  const language: Language = context.get(languageContext);
  const t = getInstance(context).getFixedT(language);
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

export const headers = pageHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

type HomeData = Route.ComponentProps["loaderData"];

function FromLine({ from }: { from: FromPrice | null }) {
  const { t } = useTranslation();
  if (from === null) return <span className="text-muted">{t("pages.index.priceLater")}</span>;
  if (from.unit === "free") return <span>{t("pages.index.from.free")}</span>;
  return <span>{t(`pages.index.from.${from.unit}`, { ...from })}</span>;
}

function Products({ products, prefix }: { products: HomeData["products"]; prefix: string }) {
  const { t } = useTranslation();
  return (
    <ul className="mt-8 grid gap-4 sm:grid-cols-2 desk:grid-cols-3" data-testid="product-lines">
      {products.map((line) => (
        <li
          key={line.key}
          data-line={line.key}
          className="relative flex flex-col rounded-xl border border-line p-5 focus-within:ring-2 focus-within:ring-brand hover:border-brand"
        >
          <h3 className="text-lg font-semibold">
            <a className="after:absolute after:inset-0" href={`${prefix}${line.href}`}>
              {t(`pages.index.products.${line.key}.name`)}
            </a>
          </h3>
          <p className="mt-1 flex-1 text-sm text-muted">
            {t(`pages.index.products.${line.key}.description`)}
          </p>
          <p className="mt-3 font-semibold text-ink" data-testid="from-price">
            <FromLine from={line.from} />
          </p>
        </li>
      ))}
    </ul>
  );
}

function Offers({ data, prefix }: { data: HomeData; prefix: string }) {
  const { t } = useTranslation();
  const p = (key: string, values?: Record<string, unknown>) => t(`pages.index.${key}`, values);
  const activities = data.activities ?? [];
  const groupBuys = data.groupBuys ?? [];
  if (data.activities === null && data.groupBuys === null) return null;
  return (
    <Section>
      <h2 className="text-2xl font-bold">{p("activitiesHeading")}</h2>
      <p className="mt-1 text-muted">{p("activitiesIntro")}</p>
      {activities.length === 0 && groupBuys.length === 0 ? (
        <p className="mt-6 text-muted">{p("noActivities")}</p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 desk:grid-cols-3" data-testid="offers">
          {activities.map((activity) => (
            <li key={activity.id} className="flex flex-col rounded-xl border border-line p-5">
              <h3 className="font-semibold">{activity.title}</h3>
              <p className="text-sm text-accent">{activity.subtitle}</p>
              {activity.from ? (
                <p className="mt-3">
                  <span className="text-2xl font-bold">
                    {p("offerFrom", { price: activity.from })}
                  </span>
                  {activity.period ? (
                    <span className="ml-1 text-sm text-muted">
                      {t(`labels.periods.${activity.period}`)}
                    </span>
                  ) : null}
                  {activity.original ? (
                    <span className="block text-sm text-muted">
                      {p("usualPrice")} <s>{activity.original}</s>
                    </span>
                  ) : null}
                </p>
              ) : null}
              <p className="mt-2 flex-1 text-sm text-muted">
                {p("endsOn", { date: activity.endAt })}
              </p>
              <p className="mt-3">
                <a className="btn-outline" href={`${prefix}${activity.href}`}>
                  {p("seeOffer")}
                  <span className="sr-only">: {activity.title}</span>
                </a>
              </p>
            </li>
          ))}
          {groupBuys.map((offer) => (
            <li key={offer.id} className="flex flex-col rounded-xl border border-line p-5">
              <p className="text-xs font-semibold uppercase tracking-wide text-accent">
                {p("groupBuy")}
              </p>
              <h3 className="font-semibold">{offer.title}</h3>
              <p className="mt-3">
                <span className="text-2xl font-bold">{offer.price}</span>
                <span className="ml-1 text-sm text-muted">
                  {t(`labels.periods.${offer.period}`)}
                </span>
                <span className="block text-sm text-muted">
                  {p("usualPrice")} <s>{offer.original}</s>
                </span>
              </p>
              <p className="mt-2 flex-1 text-sm text-muted">
                {p("groupOf", { count: offer.groupSize })} · {p("endsOn", { date: offer.endAt })}
              </p>
              <p className="mt-3">
                <a className="btn-outline" href={`${prefix}${offer.href}`}>
                  {p("seeGroupBuy")}
                  <span className="sr-only">: {offer.title}</span>
                </a>
              </p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** The form that rates the site; its answers also come as toasts once the page's script runs. */
function RateForm({
  formKey,
  rated,
  state,
}: {
  formKey: string;
  rated: number | null;
  state: Route.ComponentProps["actionData"];
}) {
  const { t } = useTranslation();
  const { toasts } = useShell();
  const p = (key: string, values?: Record<string, unknown>) => t(`pages.index.rate.${key}`, values);
  const values = state?.values ?? {};
  const errors = state?.errors ?? {};
  const failure = state ? (state.formError ?? Object.values(errors)[0] ?? p("failed")) : null;
  const thanks = rated !== null ? p("thanks", { stars: rated }) : null;
  useEffect(() => {
    if (thanks) toasts.getState().show("success", thanks);
  }, [thanks, toasts]);
  // Each answer is a new object: a second failure with the same text shows (and groups) again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the answer, not its text
  useEffect(() => {
    if (failure) toasts.getState().show("error", failure);
  }, [state, toasts]);
  const ratingError = errors.rating;
  return (
    <div id={RATE_ANCHOR} className="scroll-mt-24">
      <h2 className="text-xl font-bold">{p("heading")}</h2>
      <p className="mt-1 text-sm text-muted">{p("intro")}</p>
      {thanks && !state ? (
        <p
          role="status"
          className="mt-4 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-900"
          data-testid="rating-thanks"
        >
          {thanks}
        </p>
      ) : null}
      <Form method="post" action="?index" className="mt-4 space-y-4" preventScrollReset>
        <FormKey value={state?.formKey ?? formKey} />
        <ErrorSummary state={state} labels={{ rating: p("stars"), comment: p("comment") }} />
        <fieldset
          aria-invalid={ratingError ? true : undefined}
          aria-describedby={ratingError ? "field-rating-error" : undefined}
        >
          <legend className="text-sm font-semibold text-ink">{p("stars")}</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {RATINGS.map((stars) => (
              <label
                key={stars}
                className="flex cursor-pointer items-center gap-1 rounded-md border border-line px-3 py-2 has-[:checked]:border-brand has-[:checked]:bg-brand/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand"
              >
                <input
                  id={stars === 1 ? "field-rating" : undefined}
                  type="radio"
                  name="rating"
                  value={stars}
                  required
                  defaultChecked={values.rating === String(stars)}
                  className="size-4 accent-brand"
                />
                <span aria-hidden="true" className="text-amber-500">
                  {"★".repeat(stars)}
                </span>
                <span className="sr-only">{p("star", { count: stars })}</span>
              </label>
            ))}
          </div>
          {ratingError ? (
            <p id="field-rating-error" className="mt-1 text-sm font-medium text-red-700">
              {ratingError}
            </p>
          ) : null}
        </fieldset>
        <TextArea
          label={p("comment")}
          name="comment"
          optional
          rows={3}
          maxLength={COMMENT_MAX}
          hint={p("commentHint", { max: COMMENT_MAX })}
          defaultValue={values.comment}
          error={errors.comment}
        />
        <SubmitButton>{p("submit")}</SubmitButton>
      </Form>
    </div>
  );
}

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<RootData>("root");
  const language = root?.language ?? "en";
  const prefix = root ? root.siteUrls[language] : "";
  const announcements = root?.shell.announcements ?? null;
  const loggedIn = root?.shell.user != null;
  const p = (key: string, values?: Record<string, unknown>) => t(`pages.index.${key}`, values);
  const { review } = loaderData;
  return (
    <>
      {loaderData.jsonLd ? (
        <script
          type="application/ld+json"
          // Escaped by embedJson: no `<`, `>` or `&` can end the script element.
          dangerouslySetInnerHTML={{ __html: loaderData.jsonLd }}
        />
      ) : null}
      <section className="bg-gradient-to-br from-blue-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-16 desk:py-24">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-ink desk:text-5xl">
            {p("heading")}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-muted">{p("intro")}</p>
          {loaderData.heroPrice ? (
            <p className="mt-4 text-xl font-semibold text-ink" data-testid="hero-price">
              {p("heroPrice", { price: loaderData.heroPrice })}
            </p>
          ) : null}
          <ul className="mt-6 grid max-w-3xl gap-2 text-sm text-ink sm:grid-cols-2">
            {(["ready", "nvme", "refund", "sla"] as const).map((key) => (
              <li key={key} className="flex items-start gap-2">
                <span aria-hidden="true" className="font-bold text-brand">
                  ✓
                </span>
                {p(`promises.${key}`)}
              </li>
            ))}
          </ul>
          <p className="mt-8 flex flex-wrap gap-3">
            <a className="btn-primary px-6 py-3 text-base" href={`${prefix}/product/vps`}>
              {p("primaryCta")}
            </a>
            <a className="btn-outline px-6 py-3 text-base" href={`${prefix}/product/vps-buy`}>
              {p("configureCta")}
            </a>
            <a className="btn-quiet px-6 py-3 text-base" href={`${prefix}/doc`}>
              {p("secondaryCta")}
            </a>
          </p>
        </div>
      </section>

      <Section>
        <h2 className="text-2xl font-bold">{p("productsHeading")}</h2>
        <p className="mt-1 text-muted">{p("productsIntro")}</p>
        <Products products={loaderData.products} prefix={prefix} />
      </Section>

      <Offers data={loaderData} prefix={prefix} />

      {loaderData.regions && loaderData.regions.length > 0 ? (
        <Section>
          <h2 className="text-2xl font-bold">{p("regionsHeading")}</h2>
          <p className="mt-1 text-muted">{p("regionsIntro")}</p>
          <ul className="mt-6 grid grid-cols-2 gap-3 desk:grid-cols-4" data-testid="regions">
            {loaderData.regions.map((region) => (
              <li
                key={region.id}
                data-region={region.id}
                className={`rounded-xl border p-4 ${region.available ? "border-line" : "border-dashed border-line bg-mist"}`}
              >
                <h3 className="font-semibold">{region.city}</h3>
                <p className="text-sm text-muted">{region.country}</p>
                {region.available ? (
                  <p className="mt-2 text-sm">
                    <span className="sr-only">{p("regionProducts")}: </span>
                    {region.products.map((type) => p(`productTypes.${type}`)).join(" · ")}
                  </p>
                ) : (
                  <p className="mt-2 inline-block rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                    {p("comingSoon")}
                  </p>
                )}
              </li>
            ))}
          </ul>
          <p className="mt-4">
            <a
              className="text-brand hover:underline"
              href={`${prefix}/doc/article/looking-glass-test-latency-network-speed`}
            >
              {p("lookingGlass")}
            </a>
          </p>
        </Section>
      ) : null}

      <Section className="grid gap-10 desk:grid-cols-2">
        <div className="space-y-10">
          {review ? (
            <div>
              <h2 className="text-xl font-bold">{p("rating")}</h2>
              <p className="mt-1 text-sm text-muted">{p("ratingIntro")}</p>
              <p className="mt-4 flex flex-wrap items-center gap-3" data-testid="review-summary">
                <Stars ratingValue={review.ratingValue} reviewCount={review.reviewCount} />
                <span className="text-muted">
                  {t("review.rating", { value: review.ratingValue, count: review.reviewCount })}
                </span>
              </p>
            </div>
          ) : null}
          <RateForm formKey={loaderData.formKey} rated={loaderData.rated} state={actionData} />
        </div>
        {announcements && announcements.length > 0 ? (
          <div>
            <h2 className="text-xl font-bold">{p("latest")}</h2>
            <ul className="mt-4 space-y-2">
              {announcements.map((item) => (
                <li key={item.id}>
                  <a
                    className="text-brand hover:underline"
                    href={`${prefix}/doc/announce/detail/${encodeURIComponent(item.id)}`}
                  >
                    {item.title}
                  </a>
                </li>
              ))}
            </ul>
            <p className="mt-3 text-sm">
              <a className="text-brand hover:underline" href={`${prefix}/doc/announce`}>
                {p("allAnnouncements")}
              </a>
            </p>
          </div>
        ) : null}
      </Section>

      <section className="bg-ink text-white">
        <div className="mx-auto max-w-7xl px-4 py-14">
          <h2 className="text-2xl font-bold">{p("ctaHeading")}</h2>
          <p className="mt-2 max-w-2xl text-white/80">{p("ctaBody")}</p>
          <p className="mt-6 flex flex-wrap gap-3">
            {loggedIn || !root ? (
              <a className="btn-primary" href={`${prefix}/product/vps-buy`}>
                {p("configureCta")}
              </a>
            ) : (
              <a
                className="btn-primary"
                href={consoleUrl(root.mainSiteUrl, "reg", language, `${prefix}/`)}
              >
                {p("ctaRegister")}
              </a>
            )}
            <a className="btn-outline" href={`${prefix}/contact`}>
              {p("ctaContact")}
            </a>
          </p>
        </div>
      </section>
    </>
  );
}
