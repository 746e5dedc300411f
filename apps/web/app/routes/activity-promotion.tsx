// Promotions (/activity/promotion): their offers and ordering one (lib/activities/pages.server.ts).
import { ActivityPage } from "~/components/activities";
import { loadActivityPage, orderOffer } from "~/lib/activities/pages.server";
import { pageHeaders } from "~/lib/http/headers";
import { metaTags } from "~/lib/page/seo";
import type { Route } from "./+types/activity-promotion";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadActivityPage(request, context, "promotion", "activity-promotion");
}

export function action({ request, context }: Route.ActionArgs) {
  return orderOffer(request, context, "promotion", "activity-promotion");
}

export const headers = pageHeaders;
export const meta: Route.MetaFunction = (args) => metaTags(args);

export default function ActivityPromotion({ loaderData, actionData }: Route.ComponentProps) {
  return <ActivityPage page="activity-promotion" loaderData={loaderData} actionData={actionData} />;
}
