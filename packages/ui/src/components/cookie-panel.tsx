// The cookie panel: shown until the visitor decides. Category 1 (required) is always on;
// 2 (analytics) and 3 (marketing) are optional. The shell fetches it, with its texts, when it is
// to show, and hands it the stored choice and the way to save one (state/consent.ts: kept in
// `cookieConfirm` and `cookieSelect1..3`, mirrored in the `cookieSelect` cookie).
import { useId, useState } from "react";
import type { CookieChoice } from "../state/consent.ts";
import { useTranslation } from "../translation.ts";

export function CookiePanel({
  open,
  onClose,
  stored,
  save,
}: {
  open: boolean;
  onClose: () => void;
  /** The choice stored on this device. */
  stored: () => CookieChoice;
  /** Stores a choice (and applies what it implies). */
  save: (choice: CookieChoice) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [choice, setChoice] = useState<CookieChoice>(stored);
  const [details, setDetails] = useState(false);
  if (!open) return null;

  const decide = (next: CookieChoice) => {
    save(next);
    setChoice(next);
    onClose();
  };
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
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      className="fixed inset-x-2 bottom-2 z-40 mx-auto max-w-3xl rounded-xl border border-line bg-white p-5 shadow-2xl"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {t("cookie.title")}
      </h2>
      {/* Two paragraphs, what is always stored and what only with consent: the panel comes
          after the page's first paint, and as one block its text outsized the largest text
          the server drew on a Chinese configurator (a phone's Largest Contentful Paint moved
          from the page's lead paragraph at 1.1 s to the panel at 3.1 s). */}
      <p className="mt-1 text-sm text-muted">{t("cookie.body")}</p>
      <p className="mt-1 text-sm text-muted">{t("cookie.bodyConsent")}</p>
      {details && (
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
                <span className="font-semibold">
                  {t(`cookie.categories.${category.key}.title`)}
                </span>
                {category.disabled && (
                  <span className="ml-2 text-muted">({t("cookie.alwaysOn")})</span>
                )}
                <span className="block text-muted">
                  {t(`cookie.categories.${category.key}.description`)}
                </span>
              </label>
            </div>
          ))}
        </fieldset>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-primary"
          onClick={() => decide({ analytics: true, marketing: true })}
        >
          {t("cookie.acceptAll")}
        </button>
        <button
          type="button"
          className="btn-outline"
          onClick={() => decide({ analytics: false, marketing: false })}
        >
          {t("cookie.necessaryOnly")}
        </button>
        {details ? (
          <button type="button" className="btn-outline" onClick={() => decide(choice)}>
            {t("cookie.save")}
          </button>
        ) : (
          <button
            type="button"
            className="btn-quiet"
            aria-expanded={false}
            onClick={() => setDetails(true)}
          >
            {t("cookie.customize")}
          </button>
        )}
      </div>
    </section>
  );
}
