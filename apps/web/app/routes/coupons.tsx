import { displayPrice } from "@hostfront/commerce";
import { languageTags } from "@hostfront/i18n";
import { useTranslation } from "react-i18next";
import { PageHeader, Section, Unavailable } from "~/components/page";
import { languageContext } from "~/context";
import { pageHeaders } from "~/lib/headers";
import { currencyOf, dateFormatter, fromProvider, pageData } from "~/lib/page.server";
import { metaTags } from "~/lib/seo";
import { api, callOptions } from "~/lib/upstream.server";
import type { Route } from "./+types/coupons";

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = context.get(languageContext);
  const date = dateFormatter(context);
  const [coupons, currency] = await Promise.all([
    // With a session, each coupon says whether the visitor holds it: not cached.
    fromProvider(request, context, () =>
      api.couponSearch({ language }, callOptions(context, { withToken: true })),
    ),
    currencyOf(request, context),
  ]);
  const price = (usd: number) => displayPrice(usd, currency, languageTags[language]);
  return pageData(
    request,
    context,
    { page: "ac-coupon" },
    {
      coupons:
        coupons?.map((coupon) => ({
          id: coupon.id,
          code: coupon.code,
          title: coupon.title,
          description: coupon.description,
          value: coupon.kind === "cash" ? price(coupon.amountUsd ?? 0) : `${coupon.percentOff}%`,
          minSpend: price(coupon.minSpendUsd),
          remaining: coupon.remaining,
          validTo: date(coupon.validTo),
          received: coupon.received,
        })) ?? null,
    },
  );
}

export const headers = pageHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Coupons({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader page="ac-coupon" />
      <Section>
        {loaderData.coupons === null ? (
          <Unavailable />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 desk:grid-cols-3">
            {loaderData.coupons.map((coupon) => (
              <li key={coupon.id} className="rounded-xl border border-line p-5">
                <p className="text-3xl font-bold text-accent">{coupon.value}</p>
                <h2 className="mt-2 font-semibold">{coupon.title}</h2>
                <p className="text-sm text-muted">{coupon.description}</p>
                <p className="mt-3 text-xs text-muted">
                  {t("pages.ac-coupon.minSpend", { amount: coupon.minSpend })} ·{" "}
                  {t("pages.ac-coupon.validUntil", { date: coupon.validTo })} ·{" "}
                  {t("pages.ac-coupon.remaining", { count: coupon.remaining })}
                </p>
                <p className="mt-2 font-mono text-sm">{coupon.code}</p>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
