// The plan: its specification and price for the period (with the monthly average for longer
// periods); sold-out plans and plans whose disk is too small for the chosen system say why.
import { PERIOD_MONTHS } from "@hostfront/api-client";
import { useTranslation } from "@hostfront/ui";
import { imageFits, planOrderable } from "~/lib/configurator/model";
import { perMonthUsd } from "~/lib/configurator/price";
import { ChoiceCard, ChoiceGroup, cardOf, P, type SectionProps } from "./choice";

/** How storage media are written. */
const DISK_MEDIA = { nvme: "NVMe", ssd: "SSD", hdd: "HDD" } as const;

export function PlanChoice(props: SectionProps) {
  const { t } = useTranslation();
  const { config, options, write, errors } = props;
  const image = options.images.find((i) => i.id === config.image);
  const months = PERIOD_MONTHS[config.period];
  return (
    <ChoiceGroup
      name="plan"
      legend={t(`${P}.plan.legend`)}
      error={errors.plan}
      columns="sm:grid-cols-2 desk:grid-cols-3"
      cardRem={14.5}
    >
      {options.plans.length === 0 || !options.plans.some(planOrderable) ? (
        <p role="status" className="text-sm text-muted sm:col-span-2 desk:col-span-3">
          {t(`${P}.plan.none`)}
        </p>
      ) : null}
      {options.plans.map((plan) => {
        const soldOut = !planOrderable(plan);
        const fits = !image || imageFits(image, plan);
        const price = plan.prices[config.period];
        return (
          <ChoiceCard
            key={plan.id}
            {...cardOf(props, "plan", plan.id)}
            disabled={soldOut || !fits}
            title={plan.name}
            badge={plan.recommended ? t(`${P}.plan.recommended`) : undefined}
            price={
              soldOut ? (
                t(`${P}.plan.soldOut`)
              ) : (
                <>
                  {write.money(price)}{" "}
                  <span className="font-normal text-muted">
                    {t(`${P}.plan.per.${config.period}`)}
                  </span>
                  {months > 1 ? (
                    <span className="block text-xs font-normal text-muted">
                      {t(`${P}.plan.monthly`, {
                        price: write.money(perMonthUsd(price, config.period)),
                      })}
                    </span>
                  ) : null}
                </>
              )
            }
            reason={
              !soldOut && !fits && image
                ? t(`${P}.plan.tooSmall`, { image: image.name, minGb: image.minDiskGb })
                : undefined
            }
          >
            <span className="block">{plan.cpuModel ?? plan.description}</span>
            <ul className="mt-2 space-y-0.5 text-ink">
              <li>{t(`${P}.plan.cpu`, { count: plan.cpu })}</li>
              <li>{t(`${P}.plan.memory`, { size: write.size(plan.memoryGb) })}</li>
              <li>
                {t(`${P}.plan.disk`, {
                  size: write.size(plan.diskGb),
                  type: DISK_MEDIA[plan.diskType],
                })}
              </li>
              <li>
                {plan.type === "cvm"
                  ? t(`${P}.plan.dedicatedBandwidth`, {
                      speed: write.speed(plan.bandwidthMbps),
                    })
                  : t(`${P}.plan.port`, { speed: write.speed(plan.bandwidthMbps) })}
              </li>
              <li>
                {plan.trafficGb === null
                  ? t(`${P}.plan.unmetered`)
                  : t(`${P}.plan.traffic`, { size: write.size(plan.trafficGb) })}
              </li>
            </ul>
          </ChoiceCard>
        );
      })}
    </ChoiceGroup>
  );
}
