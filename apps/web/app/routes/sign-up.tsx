import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/page";
import { config } from "~/env.server";
import { pageHeaders } from "~/lib/headers";
import { pageData } from "~/lib/page.server";
import { metaTags } from "~/lib/seo";
import type { Route } from "./+types/sign-up";

export function loader({ request, context }: Route.LoaderArgs) {
  return pageData(request, context, { page: "signUp" }, { consoleUrl: config.mainSiteUrl });
}

export const headers = pageHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function SignUp({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const register = new URL(`${loaderData.consoleUrl}/`);
  register.searchParams.set("ope", "reg");
  register.searchParams.set("lang", i18n.language);
  return (
    <PageHeader page="signUp">
      <p className="mt-6">
        <a className="btn-primary" href={register.href}>
          {t("account.register")}
        </a>
      </p>
    </PageHeader>
  );
}
