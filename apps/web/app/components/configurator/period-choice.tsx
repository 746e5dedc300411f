// The billing period, with what a longer one saves.
import { useTranslation } from "@hostfront/ui";
import { periodSavingPercent } from "~/lib/configurator/model";
import { PERIODS } from "~/lib/configurator/options";
import { ChoiceCard, ChoiceGroup, cardOf, P, type SectionProps } from "./choice";

export function PeriodChoice(props: SectionProps) {
  const { t } = useTranslation();
  return (
    <ChoiceGroup
      name="period"
      legend={t(`${P}.period.legend`)}
      error={props.errors.period}
      columns="sm:grid-cols-3"
      cardRem={5}
    >
      {PERIODS.map((period) => {
        const saving = periodSavingPercent(period);
        return (
          <ChoiceCard
            key={period}
            {...cardOf(props, "period", period)}
            title={t(`labels.periods.${period}`)}
          >
            {saving > 0 ? (
              <span className="inline-block whitespace-nowrap rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                {t(`${P}.period.save`, { percent: saving })}
              </span>
            ) : null}
          </ChoiceCard>
        );
      })}
    </ChoiceGroup>
  );
}
