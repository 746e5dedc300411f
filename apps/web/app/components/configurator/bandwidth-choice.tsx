// Extra bandwidth of a cloud server: the plan's own, or an upgrade (options below it say why).
import { useTranslation } from "@hostfront/ui";
import { bandwidthUpgrades, hasBandwidthUpgrade } from "~/lib/configurator/model";
import { ChoiceCard, ChoiceGroup, cardOf, P, type SectionProps } from "./choice";

export function BandwidthChoice(props: SectionProps) {
  const { t } = useTranslation();
  const { config, options, write, errors } = props;
  const plan = options.plans.find((p) => p.id === config.plan);
  if (!hasBandwidthUpgrade(config.type) || !plan || options.bandwidths.length === 0) return null;
  const included = write.speed(plan.bandwidthMbps);
  return (
    <ChoiceGroup
      name="bandwidth"
      legend={t(`${P}.bandwidth.legend`)}
      hint={t(`${P}.bandwidth.hint`)}
      error={errors.bandwidth}
      columns="grid-cols-2 sm:grid-cols-3"
      cardRem={3.5}
    >
      <ChoiceCard
        {...cardOf(props, "bandwidth", "")}
        title={t(`${P}.bandwidth.included`, { speed: included })}
      >
        {t(`${P}.bandwidth.includedDescription`)}
      </ChoiceCard>
      {options.bandwidths.map((option) => {
        const upgrade = bandwidthUpgrades(option, plan);
        return (
          <ChoiceCard
            key={option.id}
            {...cardOf(props, "bandwidth", option.id)}
            disabled={!upgrade}
            title={write.speed(option.bandwidthMbps)}
            price={t(`${P}.bandwidth.price`, { price: write.money(option.priceUsdPerMonth) })}
            reason={upgrade ? undefined : t(`${P}.bandwidth.notUpgrade`, { speed: included })}
          />
        );
      })}
    </ChoiceGroup>
  );
}
