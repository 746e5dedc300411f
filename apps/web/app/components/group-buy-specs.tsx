// A group-buy offer's server, item by item: the list page shows the core, the offer's page
// adds its port and traffic. Sizes and speed come written by the loader (lib/activities/pintuan.server.ts
// `offerView`): the page hydrates without an Intl formatter.
import { useTranslation } from "@hostfront/ui";
import { diskLabel } from "~/components/plans";
import type { PintuanView } from "~/lib/activities/pintuan.server";

export function GroupBuySpecs({
  offer,
  full = false,
  className,
}: {
  offer: Pick<PintuanView, "plan" | "specs">;
  /** With the port speed and the traffic. */
  full?: boolean;
  className: string;
}) {
  const { t } = useTranslation();
  const { plan, specs } = offer;
  const d = (key: string, values?: Record<string, unknown>) =>
    t(`pages.activity-pintuan-vps-id.specs.${key}`, values);
  return (
    <ul className={className}>
      <li>{d("cpu", { count: plan.cpu })}</li>
      <li>{d("memory", { size: specs.memory })}</li>
      <li>{d("disk", { size: specs.disk, type: diskLabel(plan.diskType) })}</li>
      {full ? (
        <>
          <li>{d("port", { speed: specs.port })}</li>
          <li>{specs.traffic === null ? d("unmetered") : d("traffic", { size: specs.traffic })}</li>
        </>
      ) : null}
    </ul>
  );
}
