// The cookie panel: shown until the visitor decides. Category 1 (required) is always on;
// 2 (analytics) and 3 (marketing) are optional. The shell fetches it, with its texts, when it is
// to show, and hands it the stored choice and the way to save one (state/consent.ts: kept in
// `cookieConfirm` and `cookieSelect1..3`, mirrored in the `cookieSelect` cookie). The
// categories (cookie-settings.tsx) are fetched, with their texts, when the visitor reaches for
// "Customize": most visitors only accept or decline.
import { useId, useState } from "react";
import type { CookieChoice } from "../state/consent.ts";
import { useTranslation } from "../translation.ts";
import { OpenedPart, partLoader } from "./on-intent.tsx";

const cookieSettings = partLoader(
  () => import("./cookie-settings.tsx").then((m) => m.CookieSettings),
  "cookieSettings",
);
const preloadSettings = () => void cookieSettings.preload().catch(() => undefined);

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
      <OpenedPart
        part={cookieSettings}
        open={details}
        setOpen={setDetails}
        props={{ id, choice, setChoice }}
      />
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
            onPointerEnter={preloadSettings}
            onFocus={preloadSettings}
            onClick={() => setDetails(true)}
          >
            {t("cookie.customize")}
          </button>
        )}
      </div>
    </section>
  );
}
