// The operating system: the images of the product line with their licence price. An image the
// plan's disk cannot hold says which plan choosing it moves to (or, when no plan holds it, why
// it cannot be chosen); the section says how the chosen system is reached and which firewall
// lets that in, so a change of system never leaves a server nobody can log in to.
import { useTranslation } from "@hostfront/ui";
import { accessOf, imageFits, planFor } from "~/lib/configurator/model";
import { ChoiceCard, ChoiceGroup, cardOf, P, type SectionProps } from "./choice";

export function ImageChoice(props: SectionProps) {
  const { t } = useTranslation();
  const { config, options, write, errors } = props;
  const plan = options.plans.find((p) => p.id === config.plan);
  const images = options.images.filter((image) =>
    (image.productTypes as readonly string[]).includes(config.type),
  );
  const chosen = images.find((image) => image.id === config.image);
  const group = options.securityGroups.find((g) => g.id === config.securityGroup);
  const access = chosen ? accessOf(chosen) : null;
  return (
    <ChoiceGroup
      name="image"
      legend={t(`${P}.image.legend`)}
      hint={
        chosen && access && group
          ? t(`${P}.image.access`, {
              image: chosen.name,
              access: t(`${P}.access.${access.name}`),
              port: access.port,
              group: group.name,
            })
          : undefined
      }
      error={errors.image}
      columns="grid-cols-2 sm:grid-cols-3"
    >
      {images.map((image) => {
        const fits = imageFits(image, plan);
        const larger = fits ? undefined : planFor(image, options.plans);
        const reason =
          fits || !plan
            ? undefined
            : larger
              ? t(`${P}.image.movesPlan`, {
                  minGb: image.minDiskGb,
                  plan: larger.name,
                  diskGb: larger.diskGb,
                })
              : t(`${P}.image.tooSmall`, {
                  minGb: image.minDiskGb,
                  plan: plan.name,
                  diskGb: plan.diskGb,
                });
        return (
          <ChoiceCard
            key={image.id}
            {...cardOf(props, "image", image.id)}
            disabled={!fits && !larger}
            title={image.name}
            reason={reason}
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
