import { PageHeader } from "~/components/page";
import { pageHeaders } from "~/lib/headers";
import { pageData } from "~/lib/page.server";
import { metaTags } from "~/lib/seo";
import type { Route } from "./+types/product-vps-buy";

export function loader({ request, context }: Route.LoaderArgs) {
  return pageData(request, context, { page: "product-vps-buy" }, {});
}

export const headers = pageHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function ProductVpsBuy() {
  return <PageHeader page="product-vps-buy" />;
}
