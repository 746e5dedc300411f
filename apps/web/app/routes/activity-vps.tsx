import { ActivityList } from "~/components/activities";
import { PageHeader, Section } from "~/components/page";
import { activitiesOf } from "~/lib/activities.server";
import { pageHeaders } from "~/lib/headers";
import { pageData } from "~/lib/page.server";
import { metaTags } from "~/lib/seo";
import type { Route } from "./+types/activity-vps";

export async function loader({ request, context }: Route.LoaderArgs) {
  return pageData(
    request,
    context,
    { page: "activity-vps" },
    { activities: await activitiesOf(request, context, "vps") },
  );
}

export const headers = pageHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function ActivityVps({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader page="activity-vps" />
      <Section>
        <ActivityList activities={loaderData.activities} />
      </Section>
    </>
  );
}
