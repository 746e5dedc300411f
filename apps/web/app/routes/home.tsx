import { Stars } from "@hostfront/ui";
import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { Section } from "~/components/page";
import { pageHeaders } from "~/lib/headers";
import { pageData } from "~/lib/page.server";
import { metaTags } from "~/lib/seo";
import type { RootData } from "~/root";
import type { Route } from "./+types/home";

export function loader({ request, context }: Route.LoaderArgs) {
  return pageData(request, context, { page: "index" }, {});
}

export const headers = pageHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Home() {
  const { t } = useTranslation();
  const root = useRouteLoaderData<RootData>("root");
  const prefix = root ? root.siteUrls[root.language] : "";
  const { announcements, review } = root?.shell ?? { announcements: null, review: null };
  return (
    <>
      <section className="bg-gradient-to-br from-blue-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-16 desk:py-24">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-ink desk:text-5xl">
            {t("pages.index.heading")}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-muted">{t("pages.index.intro")}</p>
          <p className="mt-8 flex flex-wrap gap-3">
            <a className="btn-primary px-6 py-3 text-base" href={`${prefix}/product/vps`}>
              {t("pages.index.primaryCta")}
            </a>
            <a className="btn-outline px-6 py-3 text-base" href={`${prefix}/doc`}>
              {t("pages.index.secondaryCta")}
            </a>
          </p>
        </div>
      </section>
      <Section className="grid gap-10 desk:grid-cols-2">
        {announcements && announcements.length > 0 && (
          <div>
            <h2 className="text-xl font-bold">{t("pages.index.latest")}</h2>
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
          </div>
        )}
        {review && (
          <div>
            <h2 className="text-xl font-bold">{t("pages.index.rating")}</h2>
            <p className="mt-4 flex items-center gap-3">
              <Stars ratingValue={review.ratingValue} reviewCount={review.reviewCount} />
              <span className="text-muted">
                {t("review.rating", { value: review.ratingValue, count: review.reviewCount })}
              </span>
            </p>
          </div>
        )}
      </Section>
    </>
  );
}
