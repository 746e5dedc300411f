import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { PageHeader, Section, Unavailable } from "~/components/page";
import { languageContext } from "~/context";
import { pageHeaders } from "~/lib/headers";
import { dateFormatter, fromProvider, pageData } from "~/lib/page.server";
import { metaTags } from "~/lib/seo";
import { api, cache, callOptions } from "~/lib/upstream.server";
import type { RootData } from "~/root";
import type { Route } from "./+types/jobs";

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = context.get(languageContext);
  const date = dateFormatter(context);
  const jobs = await fromProvider(request, context, () =>
    cache.get(`jobs:${language}`, "short", () => api.jobs({ language }, callOptions(context))),
  );
  return pageData(
    request,
    context,
    { page: "jobs" },
    { jobs: jobs?.map((job) => ({ ...job, posted: date(`${job.postedAt}T00:00:00Z`) })) ?? null },
  );
}

export const headers = pageHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Jobs({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<RootData>("root");
  const prefix = root ? root.siteUrls[root.language] : "";
  const { jobs } = loaderData;
  return (
    <>
      <PageHeader page="jobs" />
      <Section>
        {jobs === null && <Unavailable />}
        {jobs?.length === 0 && <p>{t("pages.jobs.empty")}</p>}
        <div className="space-y-6">
          {jobs?.map((job) => (
            <article key={job.id} className="rounded-xl border border-line p-6">
              <h2 className="text-xl font-bold">{job.title}</h2>
              <p className="mt-1 text-sm text-muted">
                {job.department} · {job.location}
                {job.remote ? ` · ${t("pages.jobs.remote")}` : ""} ·{" "}
                {t("pages.jobs.posted", { date: job.posted })}
              </p>
              <p className="mt-3">{job.summary}</p>
              <div className="mt-4 grid gap-6 desk:grid-cols-2">
                <div>
                  <h3 className="font-semibold">{t("pages.jobs.responsibilities")}</h3>
                  <ul className="mt-2 list-disc space-y-1 pl-5">
                    {job.responsibilities.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </div>
                <div>
                  <h3 className="font-semibold">{t("pages.jobs.requirements")}</h3>
                  <ul className="mt-2 list-disc space-y-1 pl-5">
                    {job.requirements.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </div>
              </div>
              <p className="mt-4">
                <a className="text-brand hover:underline" href={`${prefix}/contact`}>
                  {t("pages.jobs.apply")}
                </a>
              </p>
            </article>
          ))}
        </div>
      </Section>
    </>
  );
}
