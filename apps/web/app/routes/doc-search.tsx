import { SearchForm } from "@hostfront/ui";
import { PageHeader } from "~/components/page";
import { pageHeaders } from "~/lib/headers";
import { pageData } from "~/lib/page.server";
import { metaTags } from "~/lib/seo";
import type { Route } from "./+types/doc-search";

/** Longest query read from the path. */
const MAX_QUERY = 200;

export function loader({ request, context, params }: Route.LoaderArgs) {
  const query = params.query.trim().slice(0, MAX_QUERY);
  return pageData(
    request,
    context,
    { page: "doc-search-query", values: { query }, noindex: true },
    { query },
  );
}

export const headers = pageHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function DocSearch({ loaderData }: Route.ComponentProps) {
  return (
    <PageHeader page="doc-search-query" values={{ query: loaderData.query }}>
      <div className="mt-6 max-w-xl">
        <SearchForm />
      </div>
    </PageHeader>
  );
}
