// The operating system: the images of the product line, those too large for the plan's disk
// marked, with their licence price.
import { useTranslation } from "@hostfront/ui";
import { imageFits } from "~/lib/configurator";
import { ChoiceCard, ChoiceGroup, cardOf, P, type SectionProps } from "./choice";

export function ImageChoice(props: SectionProps) {
  const { t } = useTranslation();
  const { config, options, write, errors } = props;
  const plan = options.plans.find((p) => p.id === config.plan);
  const images = options.images.filter((image) =>
    (image.productTypes as readonly string[]).includes(config.type),
  );
  return (
    <ChoiceGroup
      name="image"
      legend={t(`${P}.image.legend`)}
      error={errors.image}
      columns="grid-cols-2 sm:grid-cols-3"
    >
      {images.map((image) => {
        const fits = imageFits(image, plan);
        const tooSmall =
          fits || !plan
            ? undefined
            : t(`${P}.image.tooSmall`, {
                minGb: image.minDiskGb,
                plan: plan.name,
                diskGb: plan.diskGb,
              });
        return (
          <ChoiceCard
            key={image.id}
            {...cardOf(props, "image", image.id)}
            disabled={!fits}
            title={image.name}
            reason={tooSmall}
          >
            {image.licenseUsdPerMonth > 0
              ? t(`${P}.image.licence`, { price: write.money(image.licenseUsdPerMonth) })
              : t(`${P}.image.free`)}
          </ChoiceCard>
        );
      })}
    </ChoiceGroup>
  );
}
