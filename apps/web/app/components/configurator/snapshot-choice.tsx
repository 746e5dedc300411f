// Automatic snapshots: none, or one of the provider's strategies (priced per GB and month).
import { useTranslation } from "@hostfront/ui";
import { hasSnapshots } from "~/lib/configurator/model";
import { ChoiceCard, ChoiceGroup, cardOf, P, type SectionProps } from "./choice";

export function SnapshotChoice(props: SectionProps) {
  const { t } = useTranslation();
  const { config, options, write, errors } = props;
  if (!hasSnapshots(config.type) || options.snapshotStrategies.length === 0) return null;
  const price = options.snapshotStrategies[0]?.priceUsdPerGbMonth ?? 0;
  return (
    <ChoiceGroup
      name="snapshot"
      legend={t(`${P}.snapshot.legend`)}
      hint={t(`${P}.snapshot.hint`, { price: write.money(price) })}
      error={errors.snapshot}
      columns="sm:grid-cols-2 desk:grid-cols-3"
      cardRem={6}
    >
      <ChoiceCard {...cardOf(props, "snapshot", "")} title={t(`${P}.snapshot.none`)}>
        {t(`${P}.snapshot.noneDescription`)}
      </ChoiceCard>
      {options.snapshotStrategies.map((strategy) => (
        <ChoiceCard
          key={strategy.id}
          {...cardOf(props, "snapshot", strategy.id)}
          title={strategy.name}
        >
          {strategy.description}
        </ChoiceCard>
      ))}
    </ChoiceGroup>
  );
}
