// The parts of the home page that never change in the browser but with the currency (a
// revalidation brings them again) or the account: the promise with the first price, the
// product lines, the offers running now, the regions, and the closing call to action.
// Rendered by the server and kept by the browser (server-only.tsx), so neither the catalogue
// nor its texts travel twice.
import { consoleUrl, useTranslation } from "@hostfront/ui";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/root";
import type { FromPrice, HomeCatalogue } from "~/routes/index.server";
import { Section } from "./section";

function usePrefix() {
  const root = useRouteLoaderData<RootData>("root");
  return { root, prefix: root ? root.siteUrls[root.language] : "" };
}

function FromLine({ from }: { from: FromPrice | null }) {
  const { t } = useTranslation();
  if (from === null) return <span className="text-muted">{t("pages.index.priceLater")}</span>;
  if (from.unit === "free") return <span>{t("pages.index.from.free")}</span>;
  return <span>{t(`pages.index.from.${from.unit}`, { ...from })}</span>;
}

function Products({ products, prefix }: { products: HomeCatalogue["products"]; prefix: string }) {
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
            <a className="after:absolute after:inset-0" href={`${prefix}${line.path}`}>
              {t(`pages.index.products.${line.key}.name`)}
            </a>
          </h3>
          <p className="mt-1 flex-1 text-sm text-muted">
            {t(`pages.index.products.${line.key}.description`)}
          </p>
          <p className="mt-3 font-semibold text-ink" data-testid="from-price">
            <FromLine from={line.from} />
          </p>
          {line.action ? (
            // Above the card's own link (which covers the card).
            <p className="relative z-10 mt-2 text-sm">
              <a
                className="font-semibold text-brand hover:underline"
                href={`${prefix}${line.action.path}`}
                data-testid="product-action"
              >
                {t(`nav.productActions.${line.action.key}`)}
              </a>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function Offers({ data, prefix }: { data: HomeCatalogue; prefix: string }) {
  const { t } = useTranslation();
  const p = (key: string, values?: Record<string, unknown>) => t(`pages.index.${key}`, values);
  const activities = data.activities ?? [];
  const groupBuys = data.groupBuys ?? [];
  if (data.activities === null && data.groupBuys === null) return null;
  return (
    // Two screens down on a phone, where an offer's card is about 15.5 rem high.
    <Section renderNearEstimate={`${10.5 + 15.5 * (activities.length + groupBuys.length)}rem`}>
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

/**
 * From the schema.org rating to the regions: the promise with the first price, the product
 * lines, the offers and the regions.
 */
export function HomeCatalogueParts({ catalogue }: { catalogue: HomeCatalogue }) {
  const { t } = useTranslation();
  const { prefix } = usePrefix();
  const p = (key: string, values?: Record<string, unknown>) => t(`pages.index.${key}`, values);
  return (
    <>
      {catalogue.jsonLd ? (
        <script
          type="application/ld+json"
          // Escaped by embedJson: no `<`, `>` or `&` can end the script element.
          dangerouslySetInnerHTML={{ __html: catalogue.jsonLd }}
        />
      ) : null}
      <section className="full-bleed bg-gradient-to-br from-blue-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-16 desk:py-24">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-ink desk:text-5xl">
            {p("heading")}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-muted">{p("intro")}</p>
          {catalogue.heroPrice ? (
            <p className="mt-4 text-xl font-semibold text-ink" data-testid="hero-price">
              {p("heroPrice", { price: catalogue.heroPrice })}
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
        <Products products={catalogue.products} prefix={prefix} />
      </Section>

      <Offers data={catalogue} prefix={prefix} />

      {catalogue.regions && catalogue.regions.length > 0 ? (
        // Four screens down on a phone, two regions a row of about 10 rem.
        <Section renderNearEstimate={`${13 + 10 * Math.ceil(catalogue.regions.length / 2)}rem`}>
          <h2 className="text-2xl font-bold">{p("regionsHeading")}</h2>
          <p className="mt-1 text-muted">{p("regionsIntro")}</p>
          <ul className="mt-6 grid grid-cols-2 gap-3 desk:grid-cols-4" data-testid="regions">
            {catalogue.regions.map((region) => (
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
    </>
  );
}

/** The closing call to action: sign up, or configure a server when logged in. */
export function HomeCallToAction() {
  const { t } = useTranslation();
  const { root, prefix } = usePrefix();
  const p = (key: string) => t(`pages.index.${key}`);
  const loggedIn = root?.shell.user != null;
  return (
    <section className="full-bleed bg-ink text-white">
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
              href={consoleUrl(root.mainSiteUrl, "reg", root.language, `${prefix}/`)}
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
  );
}
