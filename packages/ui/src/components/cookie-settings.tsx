// The cookie panel's categories (cookie-panel.tsx fetches them, with their texts, when the
// visitor asks to customize): 1 (required) always on, 2 (analytics) and 3 (marketing) to
// choose. The panel keeps the choice; saving it is the panel's button.
import type { CookieChoice } from "../state/consent.ts";
import { useTranslation } from "../translation.ts";

export function CookieSettings({
  id,
  choice,
  setChoice,
}: {
  /** The panel's id, the checkboxes' prefix. */
  id: string;
  choice: CookieChoice;
  setChoice: (choice: CookieChoice) => void;
}) {
  const { t } = useTranslation();
  const categories = [
    { key: "required", checked: true, disabled: true, onChange: () => undefined },
    {
      key: "analytics",
      checked: choice.analytics,
      disabled: false,
      onChange: () => setChoice({ ...choice, analytics: !choice.analytics }),
    },
    {
      key: "marketing",
      checked: choice.marketing,
      disabled: false,
      onChange: () => setChoice({ ...choice, marketing: !choice.marketing }),
    },
  ] as const;
  return (
    <fieldset className="mt-4 space-y-3">
      <legend className="sr-only">{t("cookie.customize")}</legend>
      {categories.map((category, index) => (
        <div key={category.key} className="flex items-start gap-3">
          <input
            id={`${id}-${index + 1}`}
            type="checkbox"
            name={`cookieSelect${index + 1}`}
            checked={category.checked}
            disabled={category.disabled}
            onChange={category.onChange}
            className="mt-1 size-4 accent-brand"
          />
          <label htmlFor={`${id}-${index + 1}`} className="text-sm">
            <span className="font-semibold">{t(`cookie.categories.${category.key}.title`)}</span>
            {category.disabled && <span className="ml-2 text-muted">({t("cookie.alwaysOn")})</span>}
            <span className="block text-muted">
              {t(`cookie.categories.${category.key}.description`)}
            </span>
          </label>
        </div>
      ))}
    </fieldset>
  );
}
