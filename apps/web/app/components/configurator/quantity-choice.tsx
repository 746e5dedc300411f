// How many servers of this configuration one order makes.
import { useTranslation } from "@hostfront/ui";
import { SelectField } from "~/components/form";
import { MAX_QUANTITY, MIN_QUANTITY, QUANTITIES } from "~/lib/configurator/options";
import { P, type SectionProps } from "./choice";

export function QuantityChoice({ config, change, errors }: SectionProps) {
  const { t } = useTranslation();
  return (
    <div className="max-w-xs">
      <SelectField
        label={t(`${P}.quantity.label`)}
        name="quantity"
        value={String(config.quantity)}
        onChange={(event) => change({ quantity: event.target.value })}
        hint={t(`${P}.quantity.hint`, { min: MIN_QUANTITY, max: MAX_QUANTITY })}
        error={errors.quantity}
      >
        {QUANTITIES.map((count) => (
          <option key={count} value={count}>
            {count}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
