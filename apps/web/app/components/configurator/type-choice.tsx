// The configurator's first choice: the product line (VPS, cloud server or dedicated server).
import { useTranslation } from "@hostfront/ui";
import { PRODUCT_TYPES } from "~/lib/configurator/model";
import { ChoiceCard, ChoiceGroup, cardOf, P, type SectionProps } from "./choice";

export function TypeChoice(props: SectionProps) {
  const { t } = useTranslation();
  return (
    <ChoiceGroup
      name="type"
      legend={t(`${P}.type.legend`)}
      error={props.errors.type}
      columns="sm:grid-cols-3"
    >
      {PRODUCT_TYPES.map((type) => (
        <ChoiceCard key={type} {...cardOf(props, "type", type)} title={t(`${P}.type.${type}.name`)}>
          {t(`${P}.type.${type}.description`)}
        </ChoiceCard>
      ))}
    </ChoiceGroup>
  );
}
