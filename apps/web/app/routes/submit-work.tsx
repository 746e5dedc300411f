import { PageHeader } from "~/components/page";
import { pageHeaders } from "~/lib/headers";
import { pageData } from "~/lib/page.server";
import { metaTags } from "~/lib/seo";
import { pageMiddleware } from "~/middleware/registry.server";
import type { Route } from "./+types/submit-work";

export const middleware = pageMiddleware("workServer-submitWork");

export function loader({ request, context }: Route.LoaderArgs) {
  return pageData(
    request,
    context,
    { page: "workServer-submitWork", noindex: true },
    {},
    { private: true },
  );
}

export const headers = pageHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function SubmitWork() {
  return <PageHeader page="workServer-submitWork" />;
}
