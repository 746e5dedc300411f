// The footer: the fixed links of SPEC.md section 2, the link lists from the translations, the
// partner links from the provider, and the cookie settings. Rendered on the server only
// (components/static-island.tsx), so it reads its texts there.

import { footerFixedLinks } from "../links.ts";
import { useSiteHref } from "../shell-context.tsx";
import { useTranslation } from "../translation.ts";

interface Column {
  readonly title: string;
  readonly links: readonly { readonly name: string; readonly link: string }[];
}

export function Footer({
  partnerLinks,
}: {
  partnerLinks: readonly { name: string; link: string }[] | null;
}) {
  const { t } = useTranslation();
  const href = useSiteHref();
  const value: unknown = t("footer.columns", { returnObjects: true });
  const columns: readonly Column[] = Array.isArray(value) ? (value as Column[]) : [];
  return (
    // Its place until it is rendered (render-near): its height on a phone, a tablet, a desktop
    // (.shell-footer in styles.css).
    <footer className="shell-block render-near shell-footer">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 desk:grid-cols-4">
        {columns.map((column) => (
          <section key={column.title}>
            <h2 className="mb-3 font-semibold text-white">{column.title}</h2>
            <ul className="space-y-2">
              {column.links.map((link) => (
                <li key={link.link}>
                  <a href={href(link.link)}>{link.name}</a>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section>
          <h2 className="mb-3 font-semibold text-white">{t("footer.partnerLinks")}</h2>
          <ul className="space-y-2">
            {(partnerLinks ?? []).map((link) => (
              <li key={link.link}>
                <a href={link.link} rel="noopener">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-4">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {footerFixedLinks.map((link) => (
              <li key={link.key}>
                <a href={href(link.path)}>{t(`footer.fixedLinks.${link.key}`)}</a>
              </li>
            ))}
            <li>
              {/* The footer is static in the browser (StaticIsland): the click is handled by
                  the island around it, by this data-action. */}
              <button type="button" data-action="cookie-settings">
                {t("footer.cookieSettings")}
              </button>
            </li>
          </ul>
          <p>{t("footer.copyright", { year: new Date().getUTCFullYear() })}</p>
        </div>
      </div>
    </footer>
  );
}
