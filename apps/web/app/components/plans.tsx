// A table of server plans with their monthly price in the visitor's currency.
import { useTranslation } from "react-i18next";

export interface PlanRow {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly cpu: number;
  readonly cpuModel: string | null;
  readonly memoryGb: number;
  readonly diskGb: number;
  readonly diskType: string;
  readonly bandwidthMbps: number;
  readonly trafficGb: number | null;
  readonly monthly: string;
  readonly soldOut: boolean;
}

const size = (gb: number) =>
  gb >= 1000 ? `${(gb / 1000).toLocaleString("en", { maximumFractionDigits: 2 })} TB` : `${gb} GB`;
const speed = (mbps: number) => (mbps >= 1000 ? `${mbps / 1000} Gbps` : `${mbps} Mbps`);

export function PlanTable({ plans, caption }: { plans: readonly PlanRow[]; caption: string }) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto rounded-xl border border-line">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-mist">
          <tr>
            <th scope="col" className="px-4 py-3">
              {t("plans.plan")}
            </th>
            <th scope="col" className="px-4 py-3">
              {t("plans.cpu")}
            </th>
            <th scope="col" className="px-4 py-3">
              {t("plans.memory")}
            </th>
            <th scope="col" className="px-4 py-3">
              {t("plans.storage")}
            </th>
            <th scope="col" className="px-4 py-3">
              {t("plans.bandwidth")}
            </th>
            <th scope="col" className="px-4 py-3">
              {t("plans.traffic")}
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              {t("plans.monthly")}
            </th>
          </tr>
        </thead>
        <tbody>
          {plans.map((plan) => (
            <tr key={plan.id} className="border-t border-line">
              <th scope="row" className="px-4 py-3 font-semibold">
                {plan.name}
                <span className="block text-xs font-normal text-muted">
                  {plan.cpuModel ?? plan.description}
                </span>
              </th>
              <td className="px-4 py-3">{t("plans.cores", { count: plan.cpu })}</td>
              <td className="px-4 py-3">{size(plan.memoryGb)}</td>
              <td className="px-4 py-3">
                {size(plan.diskGb)} {plan.diskType.toUpperCase()}
              </td>
              <td className="px-4 py-3">{speed(plan.bandwidthMbps)}</td>
              <td className="px-4 py-3">
                {plan.trafficGb === null ? t("plans.unmetered") : size(plan.trafficGb)}
              </td>
              <td className="px-4 py-3 text-right font-semibold">
                {plan.soldOut ? (
                  <span className="text-muted">{t("plans.soldOut")}</span>
                ) : (
                  plan.monthly
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
