import { ActivityList } from "~/components/activities";
import { PageHeader, Section } from "~/components/page";
import { activitiesOf } from "~/lib/activities.server";
import { pageHeaders } from "~/lib/headers";
import { pageData } from "~/lib/page.server";
import { metaTags } from "~/lib/seo";
import type { Route } from "./+types/activity-promotion";

export async function loader({ request, context }: Route.LoaderArgs) {
  return pageData(
    request,
    context,
    { page: "activity-promotion" },
    { activities: await activitiesOf(request, context, "promotion") },
  );
}

export const headers = pageHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function ActivityPromotion({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader page="activity-promotion" />
      <Section>
        <ActivityList activities={loaderData.activities} />
      </Section>
    </>
  );
}
