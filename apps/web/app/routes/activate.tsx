import { PageHeader } from "~/components/page";
import { pageHeaders } from "~/lib/headers";
import { pageData } from "~/lib/page.server";
import { metaTags } from "~/lib/seo";
import type { Route } from "./+types/activate";

export function loader({ request, context }: Route.LoaderArgs) {
  return pageData(request, context, { page: "activate", noindex: true }, {});
}

export const headers = pageHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Activate() {
  return <PageHeader page="activate" />;
}
