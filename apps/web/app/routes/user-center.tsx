import { isApiError } from "@hostfront/api-client";
import { displayPrice, maskAccount } from "@hostfront/commerce";
import { languageTags } from "@hostfront/i18n";
import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import { PageHeader, Section, Unavailable } from "~/components/page";
import { languageContext } from "~/context";
import { config } from "~/env.server";
import { pageHeaders } from "~/lib/headers";
import { currencyOf, dateFormatter, pageData } from "~/lib/page.server";
import { metaTags } from "~/lib/seo";
import { api, callOptions } from "~/lib/upstream.server";
import { loginUrl, pageMiddleware } from "~/middleware/registry.server";
import type { Route } from "./+types/user-center";

export const middleware = pageMiddleware("userCenter");

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = context.get(languageContext);
  const date = dateFormatter(context);
  let profile = null;
  try {
    const [me, currency] = await Promise.all([
      api.userBrowse({}, callOptions(context, { withToken: true })),
      currencyOf(request, context),
    ]);
    profile = {
      account: maskAccount(me.userAccount),
      username: me.username,
      email: me.email ? maskAccount(me.email) : null,
      phone: me.phone ? maskAccount(me.phone) : null,
      userCode: me.userCode,
      balance: displayPrice(me.balanceUsd, currency, languageTags[language]),
      createdAt: date(me.createdAt),
    };
  } catch (error) {
    if (isApiError(error, 4010)) throw redirect(loginUrl(language, request.url));
  }
  return pageData(
    request,
    context,
    { page: "userCenter", noindex: true },
    { profile, consoleUrl: config.mainSiteUrl },
    { private: true },
  );
}

export const headers = pageHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function UserCenter({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { profile } = loaderData;
  const fields = profile
    ? ([
        ["account", profile.account],
        ["username", profile.username],
        ["email", profile.email],
        ["phone", profile.phone],
        ["userCode", profile.userCode],
        ["balance", profile.balance],
        ["createdAt", profile.createdAt],
      ] as const)
    : [];
  return (
    <>
      <PageHeader page="userCenter" />
      <Section className="max-w-3xl">
        {profile === null ? (
          <Unavailable />
        ) : (
          <dl className="divide-y divide-line rounded-xl border border-line">
            {fields.map(([key, value]) => (
              <div key={key} className="grid grid-cols-3 gap-4 px-5 py-3">
                <dt className="font-semibold">{t(`pages.userCenter.fields.${key}`)}</dt>
                <dd className="col-span-2">
                  {value ?? <span className="text-muted">{t("pages.userCenter.notSet")}</span>}
                </dd>
              </div>
            ))}
          </dl>
        )}
        <p className="mt-6">
          <a className="btn-primary" href={loaderData.consoleUrl}>
            {t("pages.userCenter.openConsole")}
          </a>
        </p>
      </Section>
    </>
  );
}
