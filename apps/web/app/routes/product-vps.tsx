import { displayPrice } from "@hostfront/commerce";
import { languageTags } from "@hostfront/i18n";
import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { PageHeader, Section, Unavailable } from "~/components/page";
import { type PlanRow, PlanTable } from "~/components/plans";
import { languageContext } from "~/context";
import { pageHeaders } from "~/lib/headers";
import { currencyOf, fromProvider, pageData } from "~/lib/page.server";
import { metaTags } from "~/lib/seo";
import { api, cache, callOptions } from "~/lib/upstream.server";
import type { RootData } from "~/root";
import type { Route } from "./+types/product-vps";

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = context.get(languageContext);
  const [plans, currency] = await Promise.all([
    fromProvider(request, context, () =>
      cache.get(`plans:${language}`, "long", () => api.plans({ language }, callOptions(context))),
    ),
    currencyOf(request, context),
  ]);
  const rows = (type: string): PlanRow[] =>
    (plans ?? [])
      .filter((plan) => plan.type === type)
      .map((plan) => ({
        id: plan.id,
        name: plan.name,
        description: plan.description,
        cpu: plan.cpu,
        cpuModel: plan.cpuModel,
        memoryGb: plan.memoryGb,
        diskGb: plan.diskGb,
        diskType: plan.diskType,
        bandwidthMbps: plan.bandwidthMbps,
        trafficGb: plan.trafficGb,
        monthly: displayPrice(plan.prices.month, currency, languageTags[language]),
        soldOut: plan.stock === 0,
      }));
  return pageData(
    request,
    context,
    { page: "product-vps" },
    {
      available: plans !== null,
      vps: rows("vps"),
      cvm: rows("cvm"),
      dedicated: rows("dedicated"),
    },
  );
}

export const headers = pageHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function ProductVps({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<RootData>("root");
  const prefix = root ? root.siteUrls[root.language] : "";
  return (
    <>
      <PageHeader page="product-vps">
        <p className="mt-6">
          <a className="btn-primary" href={`${prefix}/product/vps-buy`}>
            {t("pages.product-vps.configure")}
          </a>
        </p>
      </PageHeader>
      <Section className="space-y-8">
        {!loaderData.available && <Unavailable />}
        {loaderData.vps.length > 0 && (
          <PlanTable plans={loaderData.vps} caption={t("pages.product-vps.heading")} />
        )}
        {loaderData.cvm.length > 0 && (
          <div>
            <h2 className="mb-4 text-2xl font-bold">{t("plans.cloudHeading")}</h2>
            <PlanTable plans={loaderData.cvm} caption={t("plans.cloudHeading")} />
          </div>
        )}
      </Section>
      <Section>
        <h2 id="dedicated" className="scroll-mt-24 text-2xl font-bold">
          {t("pages.product-vps.dedicatedHeading")}
        </h2>
        <p className="mb-6 mt-2 max-w-3xl text-muted">{t("pages.product-vps.dedicatedIntro")}</p>
        {loaderData.dedicated.length > 0 && (
          <PlanTable
            plans={loaderData.dedicated}
            caption={t("pages.product-vps.dedicatedHeading")}
          />
        )}
      </Section>
    </>
  );
}
