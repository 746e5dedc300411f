// The home page: the promise, every product line with a real "from" price in the visitor's
// currency, the regions, the offers running now, the review summary (stars and schema.org
// AggregateRating) with the form that rates the site, the latest announcements. Everything
// comes from the loader (index.server.ts); what never changes in the browser but with the
// currency is an island (components/home.island.tsx).
// A rating (stars and an optional comment) posts without JavaScript.

import { Stars, useShell, useTranslation } from "@hostfront/ui";
import { useEffect } from "react";
import { Form } from "react-router";
import { ErrorSummary, FormKey, SubmitButton, TextArea } from "~/components/form";
import { HomeCallToAction, HomeCatalogueParts } from "~/components/home.island";
import { LatestAnnouncements } from "~/components/latest-announcements";
import { Section } from "~/components/section";
import { PageIsland, useServerOnly } from "~/components/server-only";
import { pageHeaders } from "~/lib/http/headers";
import { metaTags } from "~/lib/page/seo";
import { CATALOGUE_KEY, FORM_KEY_KEY } from "~/lib/page-values/home";
import { COMMENT_MAX, RATE_ANCHOR, RATINGS } from "~/lib/page-values/rating";
import type { Route } from "./+types/index";
import { loadHome, rateSite } from "./index.server";

export async function loader(args: Route.LoaderArgs) {
  return loadHome(args);
}

export async function action(args: Route.ActionArgs) {
  return rateSite(args);
}

export const headers = pageHeaders;
export const meta: Route.MetaFunction = (args) => metaTags(args);

/** The form that rates the site; its answers also come as toasts once the page's script runs. */
function RateForm({
  formKey,
  thanks,
  state,
}: {
  formKey: string;
  /** The thanks after a rating, in the page's language (from the loader). */
  thanks: string | null;
  state: Route.ComponentProps["actionData"];
}) {
  const { t } = useTranslation();
  const { toasts } = useShell();
  const values = state?.values ?? {};
  const errors = state?.errors ?? {};
  const failure = state
    ? (state.formError ?? Object.values(errors)[0] ?? t("pages.index.rate.failed"))
    : null;
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
      <h2 className="text-xl font-bold">{t("pages.index.rate.heading")}</h2>
      <p className="mt-1 text-sm text-muted">{t("pages.index.rate.intro")}</p>
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
        <ErrorSummary
          state={state}
          labels={{ rating: t("pages.index.rate.stars"), comment: t("pages.index.rate.comment") }}
        />
        <fieldset
          aria-invalid={ratingError ? true : undefined}
          aria-describedby={ratingError ? "field-rating-error" : undefined}
        >
          <legend className="text-sm font-semibold text-ink">{t("pages.index.rate.stars")}</legend>
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
                <span className="sr-only">{t("pages.index.rate.star", { count: stars })}</span>
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
          label={t("pages.index.rate.comment")}
          name="comment"
          optional
          rows={3}
          maxLength={COMMENT_MAX}
          hint={t("pages.index.rate.commentHint", { max: COMMENT_MAX })}
          defaultValue={values.comment}
          error={errors.comment}
        />
        <SubmitButton>{t("pages.index.rate.submit")}</SubmitButton>
      </Form>
    </div>
  );
}

/** The form key the page's HTML carries (the loader leaves it out of a document's data). */
const formKeyInPage = () =>
  document.querySelector<HTMLInputElement>(`#${RATE_ANCHOR} input[name="formKey"]`)?.value ?? "";

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { review, catalogue } = loaderData;
  const formKey = useServerOnly(FORM_KEY_KEY, loaderData.formKey, formKeyInPage);
  return (
    <>
      <PageIsland id="home-catalogue" from={CATALOGUE_KEY} value={catalogue}>
        {(data) => <HomeCatalogueParts catalogue={data} />}
      </PageIsland>

      {/* Six screens down on a phone: the rating, the form to rate and the announcements. */}
      <Section className="grid gap-10 desk:grid-cols-2" renderNearEstimate="56rem">
        <div className="space-y-10">
          {review ? (
            <div>
              <h2 className="text-xl font-bold">{t("pages.index.rating")}</h2>
              <p className="mt-1 text-sm text-muted">{t("pages.index.ratingIntro")}</p>
              <p className="mt-4 flex flex-wrap items-center gap-3" data-testid="review-summary">
                <Stars ratingValue={review.ratingValue} reviewCount={review.reviewCount} />
                <span className="text-muted">
                  {t("review.rating", { value: review.ratingValue, count: review.reviewCount })}
                </span>
              </p>
            </div>
          ) : null}
          <RateForm formKey={formKey} thanks={loaderData.thanks} state={actionData} />
        </div>
        <LatestAnnouncements
          heading={t("docs.latestAnnouncements")}
          allLabel={t("announcements.viewAll")}
          headingClassName="text-xl font-bold"
          listClassName="mt-4 space-y-2"
          allClassName="mt-3 text-sm"
        />
      </Section>

      {/* Sent again with the page's data (a revalidation: after a logout), it renders again. */}
      <PageIsland id="home-cta" from={CATALOGUE_KEY} value={catalogue}>
        {() => <HomeCallToAction />}
      </PageIsland>
    </>
  );
}
