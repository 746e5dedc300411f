// A group-buy offer's server, item by item: the list page shows the core, the offer's page
// adds its port and traffic.
import { useTranslation } from "@hostfront/ui";
import { diskLabel, useLocale } from "~/components/plans";
import { formatSize, formatSpeed } from "~/lib/intl";

export interface GroupBuyPlan {
  readonly cpu: number;
  readonly memoryGb: number;
  readonly diskGb: number;
  readonly diskType: string;
  readonly bandwidthMbps: number;
  readonly trafficGb: number | null;
}

export function GroupBuySpecs({
  plan,
  full = false,
  className,
}: {
  plan: GroupBuyPlan;
  /** With the port speed and the traffic. */
  full?: boolean;
  className: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const size = (gb: number) => formatSize(gb, locale);
  const d = (key: string, values?: Record<string, unknown>) =>
    t(`pages.activity-pintuan-vps-id.specs.${key}`, values);
  return (
    <ul className={className}>
      <li>{d("cpu", { count: plan.cpu })}</li>
      <li>{d("memory", { size: size(plan.memoryGb) })}</li>
      <li>{d("disk", { size: size(plan.diskGb), type: diskLabel(plan.diskType) })}</li>
      {full ? (
        <>
          <li>{d("port", { speed: formatSpeed(plan.bandwidthMbps, locale) })}</li>
          <li>
            {plan.trafficGb === null
              ? d("unmetered")
              : d("traffic", { size: size(plan.trafficGb) })}
          </li>
        </>
      ) : null}
    </ul>
  );
}
