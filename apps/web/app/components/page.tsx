// Pieces every page uses: its heading and introduction, and the notice for data that is
// unavailable right now.

import { useTranslation } from "@hostfront/ui";
import type { ReactNode } from "react";

export function PageHeader({
  page,
  values,
  children,
}: {
  page: string;
  values?: Record<string, string>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const intro = t(`pages.${page}.intro`, { ...values, defaultValue: "" });
  return (
    <header className="full-bleed border-b border-line bg-mist">
      <div className="mx-auto max-w-7xl px-4 py-10">
        <h1 className="text-3xl font-bold tracking-tight text-ink desk:text-4xl">
          {t(`pages.${page}.heading`, values)}
        </h1>
        {intro && <p className="mt-3 max-w-3xl text-lg text-muted">{intro}</p>}
        {children}
      </div>
    </header>
  );
}

export function Unavailable() {
  const { t } = useTranslation();
  return (
    <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
      {t("errors.unavailable")}
    </p>
  );
}

// The home page's and the docs home's latest announcements: with the pieces every page uses,
// so they load with them, not as a chunk of their own (one more file for both pages).
export { LatestAnnouncements } from "./latest-announcements";
export { renderNear, renderNearNow, Section } from "./section";
// The pieces for what the server renders once (islands, values read back from the page): with
// the other pieces every page uses, so they load with them, not as a chunk of their own.
export { PageIsland, useServerOnly } from "./server-only";
