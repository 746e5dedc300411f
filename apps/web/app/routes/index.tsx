// The home page: the promise, every product line with a real "from" price in the visitor's
// currency, the regions, the offers running now, the review summary (stars and schema.org
// AggregateRating) with the form that rates the site, the latest announcements. Everything
// comes from the loader (index.server.ts).
// A rating (stars and an optional comment) posts without JavaScript.

import { consoleUrl, Stars, useShell, useTranslation } from "@hostfront/ui";
import { useEffect } from "react";
import { Form, useRouteLoaderData } from "react-router";
import { ErrorSummary, FormKey, SubmitButton, TextArea } from "~/components/form";
import { Offers, Products } from "~/components/home-sections";
import { Section } from "~/components/page";
import { pageHeaders } from "~/lib/headers";
import { COMMENT_MAX, RATE_ANCHOR, RATINGS } from "~/lib/rating";
import { metaTags } from "~/lib/seo";
import type { RootData } from "~/root";
import type { Route } from "./+types/index";
import { loadHome, rateSite } from "./index.server";

export async function loader(args: Route.LoaderArgs) {
  return loadHome(args);
}

export async function action(args: Route.ActionArgs) {
  return rateSite(args);
}

export const headers = pageHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

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
