// The header's menus that nobody sees at load: the account menu and, below 960 px, the
// navigation dialog. Loaded when the visitor reaches for them (header.tsx), then opened at
// once; their Radix parts (menus, popper, dialogs) stay out of the page's first scripts.
import { Dialog, DropdownMenu } from "radix-ui";
import { headerGroups } from "../menu-links.ts";
import { useShell, useSiteHref } from "../shell-context.tsx";
import { useTranslation } from "../translation.ts";
import type { TriggerProps } from "./on-intent.tsx";

export function AccountMenu({
  trigger,
  onLogout,
}: {
  trigger: TriggerProps;
  onLogout: () => void;
}) {
  const { t } = useTranslation();
  const { mainSiteUrl } = useShell();
  const href = useSiteHref();
  return (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger {...trigger} />
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="menu-panel min-w-48">
          <DropdownMenu.Item asChild className="menu-item">
            <a href={mainSiteUrl}>{t("account.console")}</a>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className="menu-item">
            <a href={href("/userCenter")}>{t("account.userCenter")}</a>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className="menu-item" onSelect={onLogout}>
            {t("account.logout")}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export function MobileMenu({ trigger }: { trigger: TriggerProps }) {
  const { t } = useTranslation();
  const href = useSiteHref();
  return (
    <Dialog.Root defaultOpen>
      <Dialog.Trigger {...trigger} />
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 w-[min(22rem,90vw)] overflow-y-auto bg-white p-5 shadow-xl">
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold">{t("nav.menu")}</Dialog.Title>
            <Dialog.Close className="btn-quiet">{t("nav.closeMenu")}</Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t("a11y.mainNavigation")}</Dialog.Description>
          <nav aria-label={t("a11y.mainNavigation")}>
            {headerGroups.map((group) => (
              <section key={group.key} className="mb-4">
                <h2 className="mb-1 text-sm font-semibold uppercase tracking-wide text-muted">
                  {t(`nav.groups.${group.key}`)}
                </h2>
                <ul>
                  {group.links.map((link) => (
                    <li key={link.key}>
                      <a
                        href={href(link.path)}
                        className="block rounded-md px-2 py-2 hover:bg-mist"
                      >
                        {t(`nav.links.${link.key}.title`)}
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
