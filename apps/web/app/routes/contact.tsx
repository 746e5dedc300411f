import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { PageHeader, Section } from "~/components/page";
import { pageHeaders } from "~/lib/headers";
import { pageData } from "~/lib/page.server";
import { metaTags } from "~/lib/seo";
import type { RootData } from "~/root";
import type { Route } from "./+types/contact";

/** Where each kind of question goes. */
const CHANNELS = [
  { key: "sales", email: "sales@hostfront.example" },
  { key: "support", email: "support@hostfront.example" },
  { key: "abuse", email: "abuse@hostfront.example" },
] as const;

export function loader({ request, context }: Route.LoaderArgs) {
  return pageData(request, context, { page: "contact" }, {});
}

export const headers = pageHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Contact() {
  const { t } = useTranslation();
  const root = useRouteLoaderData<RootData>("root");
  const prefix = root ? root.siteUrls[root.language] : "";
  return (
    <>
      <PageHeader page="contact" />
      <Section className="grid gap-6 desk:grid-cols-3">
        {CHANNELS.map((channel) => (
          <div key={channel.key} className="rounded-xl border border-line p-6">
            <h2 className="text-lg font-bold">{t(`labels.channels.${channel.key}`)}</h2>
            <p className="mt-2">
              <a className="text-brand hover:underline" href={`mailto:${channel.email}`}>
                {channel.email}
              </a>
            </p>
          </div>
        ))}
        <div className="rounded-xl border border-line p-6 desk:col-span-3">
          <a className="text-brand hover:underline" href={`${prefix}/workServer/submitWork`}>
            {t("docSearch.ticket")}
          </a>
        </div>
      </Section>
    </>
  );
}
