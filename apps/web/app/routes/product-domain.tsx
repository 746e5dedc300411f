import { displayPrice } from "@hostfront/commerce";
import { languageTags } from "@hostfront/i18n";
import { useTranslation } from "react-i18next";
import { PageHeader, Section, Unavailable } from "~/components/page";
import { languageContext } from "~/context";
import { pageHeaders } from "~/lib/headers";
import { currencyOf, fromProvider, pageData } from "~/lib/page.server";
import { metaTags } from "~/lib/seo";
import { api, cache, callOptions } from "~/lib/upstream.server";
import type { Route } from "./+types/product-domain";

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = context.get(languageContext);
  const [suffixes, currency] = await Promise.all([
    fromProvider(request, context, () =>
      cache.get(`domainSuffixes:${language}`, "long", () =>
        api.domainSuffixes({ language }, callOptions(context)),
      ),
    ),
    currencyOf(request, context),
  ]);
  const price = (usd: number) => displayPrice(usd, currency, languageTags[language]);
  return pageData(
    request,
    context,
    { page: "product-domain" },
    {
      suffixes:
        suffixes?.map((s) => ({
          suffix: s.suffix,
          description: s.description,
          register: price(s.promoRegisterUsd ?? s.registerUsd),
          regular: s.promoRegisterUsd === null ? null : price(s.registerUsd),
          renew: price(s.renewUsd),
          transfer: price(s.transferUsd),
        })) ?? null,
    },
  );
}

export const headers = pageHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function ProductDomain({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader page="product-domain" />
      <Section>
        {loaderData.suffixes === null ? (
          <Unavailable />
        ) : (
          <div className="overflow-x-auto rounded-xl border border-line">
            <table className="min-w-full text-left text-sm">
              <caption className="sr-only">{t("pages.product-domain.heading")}</caption>
              <thead className="bg-mist">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    {t("labels.extension")}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t("labels.firstYear")}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t("labels.renewal")}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {t("labels.transfer")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {loaderData.suffixes.map((s) => (
                  <tr key={s.suffix} className="border-t border-line">
                    <th scope="row" className="px-4 py-3">
                      <span className="font-semibold">{s.suffix}</span>
                      <span className="block text-xs font-normal text-muted">{s.description}</span>
                    </th>
                    <td className="px-4 py-3 font-semibold">
                      {s.register}
                      {s.regular && <s className="ml-2 font-normal text-muted">{s.regular}</s>}
                    </td>
                    <td className="px-4 py-3">{s.renew}</td>
                    <td className="px-4 py-3">{s.transfer}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>
    </>
  );
}
