// What the activity page's parts share: the page's data (as its loader answers it) and the
// texts of its offers.
import { useTranslation } from "@hostfront/ui";
import type { ActivityPageName, loadActivityPage } from "~/lib/activities/pages.server";

export type PageData = Awaited<ReturnType<typeof loadActivityPage>>["data"];
export type PlacedOrder = NonNullable<PageData["order"]>;
/** The offer and choices brought back from the login, if any. */
export type Pick = PageData["pick"];

/** The texts of the page's offers. */
export function useOfferTexts(page: ActivityPageName) {
  const { t } = useTranslation();
  return (key: string, options?: Record<string, unknown>) =>
    t(`pages.${page}.offers.${key}`, options);
}
