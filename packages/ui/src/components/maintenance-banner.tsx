// The banner of a maintenance the provider announces at start-up: the site's own words in the
// visitor's language, then the provider's message when it gave one.
import { useTranslation } from "../translation.ts";

export interface Maintenance {
  /** The provider's message (in the page's language when the provider words it per language). */
  readonly message: string | null;
}

export function MaintenanceBanner({ maintenance }: { maintenance: Maintenance | null }) {
  const { t } = useTranslation();
  if (!maintenance) return null;
  return (
    <section
      aria-labelledby="maintenance-title"
      className="border-b border-amber-300 bg-amber-50 text-amber-950"
      data-testid="maintenance-banner"
    >
      <div className="mx-auto max-w-7xl px-4 py-3 text-sm">
        <p id="maintenance-title" className="font-semibold">
          {t("maintenance.title")}
        </p>
        <p className="mt-0.5">{t("maintenance.body")}</p>
        {maintenance.message ? (
          <p className="mt-0.5" data-testid="maintenance-message">
            {t("maintenance.message", { message: maintenance.message })}
          </p>
        ) : null}
      </div>
    </section>
  );
}
