// The company: who we are (FACTS.md), the regions from the provider's catalogue, what we stand
// for, and the history timeline from the provider, with schema.org Organization data.

import type { Region } from "@hostfront/api-client";
import { languageTags } from "@hostfront/i18n";
import { useSiteHref, useTranslation } from "@hostfront/ui";
import { JsonLd } from "~/components/company-json-ld";
import { PageHeader, Section, Unavailable } from "~/components/page";
import { languageContext } from "~/context";
import { cachedCall } from "~/lib/cache/upstream.server";
import { pageHeaders } from "~/lib/http/headers";
import { fromProvider, pageData } from "~/lib/page/page.server";
import { metaTags } from "~/lib/page/seo";
import { publicUrl } from "~/lib/page/seo.server";
import { dateFormat, displayNames } from "~/lib/texts/intl";
import type { Route } from "./+types/about";

/** The company as FACTS.md "Company" states it. */
const COMPANY = {
  name: "Hostfront",
  legalName: "Hostfront Limited",
  foundingDate: "2016-03",
  country: "HK",
  supportEmail: "support@hostfront.example",
} as const;

/** Continents in the order the page lists them: where the company started first. */
const CONTINENTS: readonly Region["continent"][] = ["asia", "north-america", "europe", "oceania"];
/** Product lines a region can sell, in the order they are named. */
const PRODUCT_TYPES: readonly Region["productTypes"][number][] = ["vps", "cvm", "dedicated"];
/** What the company stands for, in the order the page tells it (texts in `pages.about.values`). */
const VALUES = ["prices", "people", "data", "plain", "fair"] as const;
const FACTS = ["founded", "company", "regions", "support", "availability"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = context.get(languageContext);
  const [history, regions] = await Promise.all([
    fromProvider(request, context, () => cachedCall(context, "aboutHistory", { language })),
    fromProvider(request, context, () => cachedCall(context, "areaSearch", { language })),
  ]);
  const month = dateFormat(languageTags[language], {
    year: "numeric",
    month: "long",
    timeZone: "UTC",
  });
  const country = displayNames(languageTags[language], { type: "region" });
  return pageData(
    request,
    context,
    { page: "about" },
    {
      history:
        history?.map((entry) => ({
          title: entry.title,
          description: entry.description,
          when: month.format(Date.UTC(entry.year, entry.month - 1, 1)),
          dateTime: `${entry.year}-${String(entry.month).padStart(2, "0")}`,
        })) ?? null,
      continents: regions
        ? CONTINENTS.map((continent) => ({
            continent,
            regions: regions
              .filter((region) => region.continent === continent)
              .map((region) => ({
                id: region.id,
                // A region not open yet is named with its state ("Sydney (coming soon)"),
                // which the page shows as a badge of its own: its city alone is its name here.
                name: region.available ? region.name : region.city,
                country: country.of(region.country) ?? region.country,
                available: region.available,
                products: PRODUCT_TYPES.filter((type) => region.productTypes.includes(type)),
                ddos: region.features.includes("ddos-protection"),
              })),
          })).filter((group) => group.regions.length > 0)
        : null,
      homeUrl: publicUrl("/", language),
    },
  );
}

export const headers = pageHeaders;
export const meta: Route.MetaFunction = (args) => metaTags(args);

export default function About({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useSiteHref();
  const { history, continents, homeUrl } = loaderData;
  const p = (key: string) => t(`pages.about.${key}`);
  const who = t("pages.about.who", { returnObjects: true }) as unknown as string[];
  return (
    <>
      <PageHeader page="about" />
      <Section className="grid gap-10 desk:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div>
          <h2 className="text-2xl font-bold">{p("whoHeading")}</h2>
          {who.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg text-muted">
              {paragraph}
            </p>
          ))}
        </div>
        <div className="self-start rounded-xl border border-line p-6">
          <h2 className="text-lg font-bold">{p("factsHeading")}</h2>
          <dl className="mt-4 space-y-3">
            {FACTS.map((fact) => (
              <div key={fact}>
                <dt className="text-sm text-muted">{p(`facts.${fact}`)}</dt>
                <dd className="font-medium">{p(`facts.${fact}Value`)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Section>

      <section aria-labelledby="regions-heading" className="bg-mist">
        <div className="mx-auto max-w-7xl px-4 py-10">
          <h2 id="regions-heading" className="text-2xl font-bold">
            {p("regionsHeading")}
          </h2>
          <p className="mt-2 max-w-3xl text-muted">{p("regionsIntro")}</p>
          {continents === null ? (
            <div className="mt-6">
              <Unavailable />
            </div>
          ) : (
            <div className="mt-6 grid gap-6 sm:grid-cols-2 desk:grid-cols-4">
              {continents.map((group) => (
                <div key={group.continent} className="rounded-xl border border-line bg-white p-5">
                  <h3 className="font-bold">{p(`continents.${group.continent}`)}</h3>
                  <ul className="mt-3 space-y-3" data-testid="regions">
                    {group.regions.map((region) => (
                      <li key={region.id}>
                        <span className="font-semibold">{region.name}</span>
                        <span className="text-sm text-muted"> · {region.country}</span>
                        {region.available ? (
                          <span className="block text-sm text-muted">
                            <span className="sr-only">{p("productsLabel")}: </span>
                            {region.products.map((type) => p(`products.${type}`)).join(" · ")}
                            {region.ddos ? ` · ${p("ddos")}` : ""}
                          </span>
                        ) : (
                          <span className="mt-1 block w-fit rounded border border-amber-300 bg-amber-50 px-2 text-xs font-semibold text-amber-900">
                            {p("comingSoon")}
                          </span>
                        )}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          )}
        </div>
      </section>

      <Section>
        <h2 className="text-2xl font-bold">{p("valuesHeading")}</h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 desk:grid-cols-3">
          {VALUES.map((value) => (
            <li key={value} className="rounded-xl border border-line p-6">
              <h3 className="text-lg font-bold">{p(`values.${value}.title`)}</h3>
              <p className="mt-2 text-muted">{p(`values.${value}.body`)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section>
        <h2 id="history-heading" className="text-2xl font-bold">
          {p("history")}
        </h2>
        <p className="mt-2 text-muted">{p("historyIntro")}</p>
        {history === null ? (
          <div className="mt-4">
            <Unavailable />
          </div>
        ) : (
          <ol
            aria-labelledby="history-heading"
            className="mt-6 space-y-8 border-l-2 border-brand/30 pl-6"
            data-testid="timeline"
          >
            {history.map((entry) => (
              <li key={`${entry.dateTime}-${entry.title}`} className="relative">
                <span
                  aria-hidden="true"
                  className="absolute -left-[33px] top-1.5 size-4 rounded-full border-2 border-white bg-brand"
                />
                <time dateTime={entry.dateTime} className="text-sm font-semibold text-brand">
                  {entry.when}
                </time>
                <h3 className="text-lg font-semibold">{entry.title}</h3>
                <p className="text-muted">{entry.description}</p>
              </li>
            ))}
          </ol>
        )}
      </Section>

      <Section>
        <h2 className="text-2xl font-bold">{p("nextHeading")}</h2>
        <p className="mt-4 flex flex-wrap gap-3">
          <a className="btn-primary" href={href("/jobs")}>
            {p("jobsLink")}
          </a>
          <a className="btn-outline" href={href("/contact")}>
            {p("contactLink")}
          </a>
          <a className="btn-outline" href={href("/doc")}>
            {p("docsLink")}
          </a>
        </p>
      </Section>

      <JsonLd
        data={{
          "@type": "Organization",
          name: COMPANY.name,
          legalName: COMPANY.legalName,
          url: homeUrl,
          foundingDate: COMPANY.foundingDate,
          address: { "@type": "PostalAddress", addressCountry: COMPANY.country },
          contactPoint: {
            "@type": "ContactPoint",
            contactType: "customer support",
            email: COMPANY.supportEmail,
            availableLanguage: ["en", "zh", "ja"],
          },
        }}
      />
    </>
  );
}
