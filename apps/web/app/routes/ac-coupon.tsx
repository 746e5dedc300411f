// Coupons: what is on offer (with the visitor's own state when logged in), and claiming one
// (a form per coupon: login required, once per account, the form key as Idempotency-Key).
// `?CouponsCode=<code>` (a referral link, SPEC.md section 2) picks one out.

import { endpoints, errorCodes, isApiError } from "@hostfront/api-client";
import { displayPrice } from "@hostfront/commerce";
import { languageTags } from "@hostfront/i18n";
import { useTranslation } from "@hostfront/ui";
import { useEffect, useRef } from "react";
import { redirect, useRouteLoaderData } from "react-router";
import { z } from "zod";
import { CardProblem, CardSubmit, StockBar, useCardForm } from "~/components/card-parts";
import { FormKey } from "~/components/form";
import { PageHeader, Section, Unavailable } from "~/components/page";
import { languageContext, sessionContext } from "~/context";
import { redirectToLogin, requireSession } from "~/lib/account/login.server";
import { api, callOptions } from "~/lib/cache/upstream.server";
import {
  newFormKey,
  overLimit,
  parseForm,
  providerFailure,
  upstreamKey,
} from "~/lib/forms/forms.server";
import { pageHeaders } from "~/lib/http/headers";
import { requestPath } from "~/lib/http/page-path";
import { currencyOf, dateFormatter, fromProvider, pageData } from "~/lib/page/page.server";
import { metaTags } from "~/lib/page/seo";
import { renderNow } from "~/lib/page-cache/watch.server";
import { numberFormat } from "~/lib/texts/intl";
import type { RootData } from "~/root";
import type { Route } from "./+types/ac-coupon";

/** The referral parameter that picks a coupon out (SPEC.md section 2). */
const COUPON_PARAM = "CouponsCode";
/** Where a claim comes back to: the coupon just received. */
const RECEIVED_PARAM = "received";
/** Envelope code of an expired or unknown token. */
const LOGIN_REQUIRED = errorCodes.LOGIN_REQUIRED.code;
/** Longest coupon code read from a URL or a form. */
const CODE_MAX = 32;

const claimForm = z.object({
  // The contract's own rule, so the form and `/api/ac/coupon/receive` refuse an id alike.
  couponId: endpoints.couponReceive.input.shape.couponId,
  // The code, so that a visitor sent to log in comes back to this coupon.
  code: z
    .string()
    .max(CODE_MAX)
    .regex(/^[A-Za-z0-9_-]*$/)
    .catch(""),
});

type CouponState = "open" | "received" | "soldOut" | "upcoming";

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = context.get(languageContext);
  const params = new URL(request.url).searchParams;
  const date = dateFormatter(context);
  const [coupons, currency] = await Promise.all([
    // With a session, each coupon says whether the visitor holds it: never cached.
    fromProvider(request, context, () =>
      api.couponSearch({ language }, callOptions(context, { withToken: true })),
    ),
    currencyOf(request, context),
  ]);
  const locale = languageTags[language];
  const price = (usd: number) => displayPrice(usd, currency, locale);
  const percent = numberFormat(locale, { style: "percent" });
  const picked = (params.get(COUPON_PARAM) ?? "").slice(0, CODE_MAX).toUpperCase();
  const now = renderNow(context);
  const views =
    coupons?.map((coupon) => {
      const state: CouponState = coupon.received
        ? "received"
        : Date.parse(coupon.validFrom) > now
          ? "upcoming"
          : coupon.remaining === 0
            ? "soldOut"
            : "open";
      const off = coupon.percentOff ?? 0;
      // Chinese shops write what is paid (10% off is 9 折); other languages what is taken off.
      const discount =
        language === "zh"
          ? numberFormat(locale).format((100 - off) / 10)
          : percent.format(off / 100);
      return {
        id: coupon.id,
        code: coupon.code,
        title: coupon.title,
        description: coupon.description,
        kind: coupon.kind,
        amount: coupon.kind === "cash" ? price(coupon.amountUsd ?? 0) : null,
        discount: coupon.kind === "discount" ? discount : null,
        minSpend: coupon.minSpendUsd > 0 ? price(coupon.minSpendUsd) : null,
        productTypes: coupon.productTypes,
        validFrom: date(coupon.validFrom),
        validTo: date(coupon.validTo),
        total: coupon.total,
        remaining: coupon.remaining,
        state,
        picked: picked !== "" && coupon.code.toUpperCase() === picked,
      };
    }) ?? null;
  const receivedId = params.get(RECEIVED_PARAM);
  const received = views?.find((c) => c.id === receivedId && c.state === "received") ?? null;
  return pageData(
    request,
    context,
    { page: "ac-coupon" },
    {
      coupons: views,
      loggedIn: context.get(sessionContext).token !== null,
      received: received ? { id: received.id, code: received.code, until: received.validTo } : null,
      formKey: newFormKey(),
    },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await parseForm(request, context, claimForm);
  if (!form.ok) return form.failure;
  const { couponId, code } = form.data;
  const pathname = requestPath(request);
  const back = code ? `?${COUPON_PARAM}=${encodeURIComponent(code)}` : "";
  // A visitor logs in at the console and comes back to this coupon.
  requireSession(request, context, back);
  const limited = await overLimit(context, "couponReceive", form.values);
  if (limited) return limited;
  try {
    await api.couponReceive(
      { couponId },
      {
        ...callOptions(context, { withToken: true }),
        // One key per coupon of the form: claiming another coupon is another request.
        idempotencyKey: upstreamKey(context, form.key && `${form.key}.${couponId}`),
      },
    );
  } catch (error) {
    // The session ended at the provider: log in again, then come back.
    if (isApiError(error, LOGIN_REQUIRED)) redirectToLogin(request, context, back);
    return providerFailure(context, form.values, error);
  }
  // Post, then redirect: a reload shows the coupon received, it does not claim it again.
  return redirect(
    `${pathname}?${RECEIVED_PARAM}=${encodeURIComponent(couponId)}#coupon-${couponId}`,
    303,
  );
}

export const headers = pageHeaders;
export const meta: Route.MetaFunction = (args) => metaTags(args);

type CouponView = NonNullable<Route.ComponentProps["loaderData"]["coupons"]>[number];

export default function Coupons({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<RootData>("root");
  const prefix = root ? root.siteUrls[root.language] : "";
  const p = (key: string, options?: Record<string, unknown>) =>
    t(`pages.ac-coupon.${key}`, options);
  const banner = useRef<HTMLParagraphElement>(null);
  const { received } = loaderData;
  useEffect(() => {
    if (received) banner.current?.focus();
  }, [received]);
  // Without JavaScript, a refused claim comes back as the page's action data.
  const posted = actionData;
  const postedId = posted?.values?.couponId;
  // A refusal that belongs to no coupon on the page (a stale or hand-made form).
  const stray =
    posted && !loaderData.coupons?.some((c) => c.id === postedId)
      ? (posted.formError ?? Object.values(posted.errors ?? {})[0] ?? null)
      : null;
  return (
    <>
      <PageHeader page="ac-coupon" />
      <Section className="grid gap-8 desk:grid-cols-[minmax(0,1fr)_18rem]">
        <div>
          <h2 className="text-2xl font-bold">{p("listHeading")}</h2>
          {received ? (
            <p
              ref={banner}
              tabIndex={-1}
              role="status"
              className="mt-4 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-900"
              data-testid="coupon-received"
            >
              {p("receivedBanner", { code: received.code, date: received.until })}
            </p>
          ) : null}
          {stray ? (
            <p
              role="alert"
              className="mt-4 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900"
            >
              {stray}
            </p>
          ) : null}
          {!loaderData.loggedIn && loaderData.coupons?.length ? (
            <p className="mt-2 text-sm text-muted">{p("loggedOutNote")}</p>
          ) : null}
          {loaderData.coupons === null ? (
            <div className="mt-4">
              <Unavailable />
            </div>
          ) : loaderData.coupons.length === 0 ? (
            <p className="mt-4 text-muted">{p("empty")}</p>
          ) : (
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {loaderData.coupons.map((coupon) => (
                <CouponCard
                  key={coupon.id}
                  coupon={coupon}
                  loggedIn={loaderData.loggedIn}
                  formKey={loaderData.formKey}
                  posted={postedId === coupon.id ? posted : undefined}
                />
              ))}
            </ul>
          )}
        </div>
        <aside aria-labelledby="coupon-how" className="rounded-xl border border-line bg-mist p-5">
          <h2 id="coupon-how" className="text-lg font-bold">
            {p("howHeading")}
          </h2>
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-muted">
            <li>{p("how.claim")}</li>
            <li>{p("how.use")}</li>
            <li>{p("how.expire")}</li>
          </ol>
          <p className="mt-4">
            <a className="btn-outline" href={`${prefix}/product/vps-buy`}>
              {p("configure")}
            </a>
          </p>
        </aside>
      </Section>
    </>
  );
}

const STATE_STYLE: Record<CouponState, string> = {
  open: "bg-emerald-50 text-emerald-800",
  received: "bg-blue-50 text-brand",
  soldOut: "bg-mist text-muted",
  upcoming: "bg-amber-50 text-amber-900",
};
const STATE_ICON: Record<CouponState, string> = {
  open: "●",
  received: "✓",
  soldOut: "✕",
  upcoming: "◷",
};

function CouponCard({
  coupon,
  loggedIn,
  formKey,
  posted,
}: {
  coupon: CouponView;
  loggedIn: boolean;
  formKey: string;
  posted: Route.ComponentProps["actionData"];
}) {
  const { t } = useTranslation();
  const p = (key: string, options?: Record<string, unknown>) =>
    t(`pages.ac-coupon.${key}`, options);
  // A coupon picked by the link is scrolled to and takes the focus.
  const { fetcher, state, busy, card, button, problem } = useCardForm<
    NonNullable<Route.ComponentProps["actionData"]>
  >(coupon.picked, posted);

  const headingId = `coupon-${coupon.id}-title`;
  const value =
    coupon.kind === "cash"
      ? p("cash", { amount: coupon.amount })
      : p("percent", { discount: coupon.discount });
  return (
    <li
      ref={card}
      id={`coupon-${coupon.id}`}
      tabIndex={-1}
      aria-labelledby={headingId}
      data-testid="coupon"
      data-code={coupon.code}
      data-state={coupon.state}
      className={`flex scroll-mt-24 flex-col rounded-xl border p-5 ${coupon.picked ? "border-brand ring-2 ring-brand" : "border-line"}`}
    >
      {coupon.picked ? (
        <p className="mb-2 text-xs font-bold uppercase tracking-wide text-brand">
          <span aria-hidden="true">★ </span>
          {p("selected")}
        </p>
      ) : null}
      <div className="flex items-start justify-between gap-3">
        <p className="text-3xl font-bold text-accent">{value}</p>
        <p
          className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_STYLE[coupon.state]}`}
          data-testid="coupon-state"
        >
          <span aria-hidden="true">{STATE_ICON[coupon.state]} </span>
          {p(`states.${coupon.state}`)}
        </p>
      </div>
      <h3 id={headingId} className="mt-2 font-semibold">
        {coupon.title}
      </h3>
      <p className="text-sm text-muted">{coupon.description}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">{p("code")}</dt>
        <dd className="font-mono">{coupon.code}</dd>
        <dt className="text-muted">{p("minSpend")}</dt>
        <dd>{coupon.minSpend ?? p("noMinimum")}</dd>
        <dt className="text-muted">{p("products")}</dt>
        <dd>{coupon.productTypes.map((type) => p(`productTypes.${type}`)).join(" · ")}</dd>
        <dt className="text-muted">{p("validity")}</dt>
        <dd>{p("validRange", { from: coupon.validFrom, to: coupon.validTo })}</dd>
      </dl>
      <p className="mt-3 text-sm">{p("stock", { count: coupon.remaining, total: coupon.total })}</p>
      <StockBar left={coupon.remaining} total={coupon.total} />
      <div className="mt-auto pt-4">
        <CardProblem ref={problem} message={state?.formError} testId="coupon-error" />
        {coupon.state === "open" ? (
          <fetcher.Form method="post">
            <FormKey value={state?.formKey ?? formKey} />
            <input type="hidden" name="couponId" value={coupon.id} />
            <input type="hidden" name="code" value={coupon.code} />
            <CardSubmit ref={button} busy={busy} busyLabel={p("claiming")} named={coupon.code}>
              {p(loggedIn ? "claim" : "loginToClaim")}
            </CardSubmit>
          </fetcher.Form>
        ) : (
          <p className="text-sm text-muted">
            {coupon.state === "received"
              ? p("receivedNote")
              : coupon.state === "soldOut"
                ? p("soldOutNote", { count: coupon.total })
                : p("upcomingNote", { date: coupon.validFrom })}
          </p>
        )}
      </div>
    </li>
  );
}
