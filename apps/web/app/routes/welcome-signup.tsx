import { PageHeader } from "~/components/page";
import { pageHeaders } from "~/lib/headers";
import { pageData } from "~/lib/page.server";
import { metaTags } from "~/lib/seo";
import type { Route } from "./+types/welcome-signup";

export function loader({ request, context }: Route.LoaderArgs) {
  return pageData(request, context, { page: "welcome-signup", noindex: true }, {});
}

export const headers = pageHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function WelcomeSignup() {
  return <PageHeader page="welcome-signup" />;
}
