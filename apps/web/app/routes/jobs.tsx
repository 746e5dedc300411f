// Open positions from the provider, each with its schema.org JobPosting, and how to apply
// (through the contact page).
import type { Job } from "@hostfront/api-client";
import { useSiteHref, useTranslation } from "@hostfront/ui";
import { JsonLd } from "~/components/company-json-ld";
import { PageHeader, Section, Unavailable } from "~/components/page";
import { languageContext } from "~/context";
import { cachedCall } from "~/lib/cache/upstream.server";
import { pageHeaders } from "~/lib/http/headers";
import { dateFormatter, fromProvider, pageData } from "~/lib/page/page.server";
import { metaTags } from "~/lib/page/seo";
import { publicUrl } from "~/lib/page/seo.server";
import type { Route } from "./+types/jobs";

/** The legal name of the company (FACTS.md "Company"), the hiring organization of every posting. */
const COMPANY = "Hostfront Limited";

/** schema.org employmentType of each kind of employment. */
const EMPLOYMENT_TYPES: Readonly<Record<Job["employment"], string>> = {
  "full-time": "FULL_TIME",
  "part-time": "PART_TIME",
  contract: "CONTRACTOR",
  internship: "INTERN",
};

/** The anchor of a position on the page (ids come from the provider: only safe characters). */
const anchorOf = (id: string) => `position-${id.replace(/[^A-Za-z0-9_-]/g, "-")}`;

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = context.get(languageContext);
  const date = dateFormatter(context);
  const jobs = await fromProvider(request, context, () =>
    cachedCall(context, "jobs", { language }),
  );
  return pageData(
    request,
    context,
    { page: "jobs" },
    {
      jobs:
        jobs?.map((job) => ({
          ...job,
          anchor: anchorOf(job.id),
          posted: date(`${job.postedAt}T00:00:00Z`),
        })) ?? null,
      pageUrl: publicUrl("/jobs", language),
      homeUrl: publicUrl("/", language),
    },
  );
}

export const headers = pageHeaders;
export const meta: Route.MetaFunction = (args) => metaTags(args);

type Position = NonNullable<Route.ComponentProps["loaderData"]["jobs"]>[number];

/** The posting as search engines read it (Google's JobPosting). */
export function jobPosting(job: Position, pageUrl: string, homeUrl: string) {
  return {
    "@type": "JobPosting",
    title: job.title,
    description: [job.summary, ...job.responsibilities, ...job.requirements].join("\n"),
    datePosted: job.postedAt,
    employmentType: EMPLOYMENT_TYPES[job.employment],
    identifier: { "@type": "PropertyValue", name: COMPANY, value: job.id },
    hiringOrganization: { "@type": "Organization", name: COMPANY, sameAs: homeUrl },
    jobLocation: {
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: job.location },
    },
    ...(job.remote ? { jobLocationType: "TELECOMMUTE" } : {}),
    directApply: false,
    url: `${pageUrl}#${job.anchor}`,
  };
}

export default function Jobs({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useSiteHref();
  const { jobs, pageUrl, homeUrl } = loaderData;
  const p = (key: string, options?: Record<string, unknown>) => t(`pages.jobs.${key}`, options);
  const contact = `${href("/contact")}#contact-form`;
  return (
    <>
      <PageHeader page="jobs">
        {jobs && jobs.length > 0 ? (
          <p className="mt-4 font-semibold text-brand">{p("openings", { count: jobs.length })}</p>
        ) : null}
      </PageHeader>
      <Section>
        {jobs === null ? <Unavailable /> : null}
        {jobs?.length === 0 ? (
          <div className="max-w-2xl rounded-xl border border-line p-6" data-testid="no-jobs">
            <h2 className="text-xl font-bold">{p("empty")}</h2>
            <p className="mt-2 text-muted">{p("emptyBody")}</p>
            <p className="mt-4">
              <a className="btn-primary" href={contact}>
                {p("contact")}
              </a>
            </p>
          </div>
        ) : null}
        {jobs && jobs.length > 0 ? (
          <div className="grid gap-10 desk:grid-cols-[16rem_minmax(0,1fr)]">
            <nav
              aria-labelledby="positions-heading"
              className="desk:sticky desk:top-24 desk:self-start"
            >
              <h2 id="positions-heading" className="text-sm font-semibold uppercase text-muted">
                {p("overview")}
              </h2>
              <ul className="mt-3 space-y-3">
                {jobs.map((job) => (
                  <li key={job.id}>
                    <a className="font-semibold text-brand hover:underline" href={`#${job.anchor}`}>
                      {job.title}
                    </a>
                    <span className="block text-sm text-muted">
                      {job.department} · {job.location}
                    </span>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="space-y-8">
              {jobs.map((job) => (
                <article
                  key={job.id}
                  id={job.anchor}
                  aria-labelledby={`${job.anchor}-title`}
                  className="scroll-mt-24 rounded-xl border border-line p-6"
                  data-testid="job"
                >
                  <h2 id={`${job.anchor}-title`} className="text-xl font-bold">
                    {job.title}
                  </h2>
                  <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3 desk:grid-cols-5">
                    <div>
                      <dt className="text-muted">{p("department")}</dt>
                      <dd className="font-medium">{job.department}</dd>
                    </div>
                    <div>
                      <dt className="text-muted">{p("location")}</dt>
                      <dd className="font-medium">{job.location}</dd>
                    </div>
                    <div>
                      <dt className="text-muted">{p("workplace")}</dt>
                      <dd className="font-medium">{job.remote ? p("remote") : p("onSite")}</dd>
                    </div>
                    <div>
                      <dt className="text-muted">{p("employment")}</dt>
                      <dd className="font-medium">{p(`employmentTypes.${job.employment}`)}</dd>
                    </div>
                    <div>
                      <dt className="text-muted">{p("posted")}</dt>
                      <dd className="font-medium">
                        <time dateTime={job.postedAt}>{job.posted}</time>
                      </dd>
                    </div>
                  </dl>
                  <h3 className="sr-only">{p("summary")}</h3>
                  <p className="mt-4 text-lg">{job.summary}</p>
                  <div className="mt-4 grid gap-6 desk:grid-cols-2">
                    <div>
                      <h3 className="font-semibold">{p("responsibilities")}</h3>
                      <ul className="mt-2 list-disc space-y-1 pl-5">
                        {job.responsibilities.map((item) => (
                          <li key={item}>{item}</li>
                        ))}
                      </ul>
                    </div>
                    <div>
                      <h3 className="font-semibold">{p("requirements")}</h3>
                      <ul className="mt-2 list-disc space-y-1 pl-5">
                        {job.requirements.map((item) => (
                          <li key={item}>{item}</li>
                        ))}
                      </ul>
                    </div>
                  </div>
                  <p className="mt-6">
                    <a className="btn-primary" href={contact}>
                      {p("apply")}
                      {/* Each link names its position for those who list the links alone. */}
                      <span className="sr-only">{p("applyFor", { title: job.title })}</span>
                    </a>
                  </p>
                  <JsonLd data={jobPosting(job, pageUrl, homeUrl)} />
                </article>
              ))}
              <section
                aria-labelledby="how-heading"
                className="rounded-xl border border-line bg-mist p-6"
              >
                <h2 id="how-heading" className="text-xl font-bold">
                  {p("howHeading")}
                </h2>
                <ol className="mt-3 list-decimal space-y-2 pl-5">
                  <li>{p("howSteps.write", { topic: t("pages.contact.topics.other") })}</li>
                  <li>{p("howSteps.about")}</li>
                  <li>{p("howSteps.answer")}</li>
                </ol>
                <p className="mt-4">
                  <a className="btn-outline" href={contact}>
                    {p("contact")}
                  </a>
                </p>
              </section>
            </div>
          </div>
        ) : null}
      </Section>
    </>
  );
}
