// The region of the server: those that do not sell the product line now say why.
import { useTranslation } from "@hostfront/ui";
import { regionSells } from "~/lib/configurator/model";
import { ChoiceCard, ChoiceGroup, cardOf, P, type SectionProps } from "./choice";

export function RegionChoice(props: SectionProps) {
  const { t } = useTranslation();
  const { config, options, errors } = props;
  return (
    <ChoiceGroup
      name="region"
      legend={t(`${P}.region.legend`)}
      error={errors.region}
      columns="grid-cols-2 sm:grid-cols-3 desk:grid-cols-4"
    >
      {options.regions.map((region) => {
        const open = regionSells(region, config.type);
        const closed = region.available ? t(`${P}.region.notSold`) : t(`${P}.region.notOpen`);
        return (
          <ChoiceCard
            key={region.id}
            {...cardOf(props, "region", region.id)}
            disabled={!open}
            title={region.name}
            reason={open ? undefined : closed}
          >
            {open ? (
              <span className="flex flex-wrap gap-1">
                {region.features
                  .filter((feature) => feature !== "ipv6" && feature !== "nvme")
                  .map((feature) => (
                    <span key={feature} className="rounded bg-mist px-1.5 py-0.5 text-xs">
                      {t(`${P}.region.features.${feature}`)}
                    </span>
                  ))}
              </span>
            ) : null}
          </ChoiceCard>
        );
      })}
    </ChoiceGroup>
  );
}
