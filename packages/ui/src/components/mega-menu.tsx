// The product menu once the visitor reaches for it (header.tsx shows its triggers until then):
// Radix's navigation menu with a panel of links per group, opened at the group reached for.
import { DROPDOWN_SHOW_DELAY_MS } from "@hostfront/commerce";
import { NavigationMenu } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { headerGroups } from "../menu-links.ts";
import { useSiteHref } from "../shell-context.tsx";
import { useTranslation } from "../translation.ts";

export function MegaMenuOpen({
  initial,
  focusTrigger,
}: {
  /** The group the visitor reached for: open from the start. */
  initial: string;
  /** Whether the keyboard reached for it: its trigger takes the focus the stand-in had. */
  focusTrigger: boolean;
}) {
  const [value, setValue] = useState(initial);
  const triggers = useRef(new Map<string, HTMLButtonElement>());
  useEffect(() => {
    if (focusTrigger) triggers.current.get(initial)?.focus();
  }, [focusTrigger, initial]);
  const { t } = useTranslation();
  const href = useSiteHref();
  return (
    // Opens after DROPDOWN_SHOW_DELAY_MS of hover; Radix closes 150 ms (DROPDOWN_HIDE_DELAY_MS) after leaving.
    <NavigationMenu.Root
      aria-label={t("a11y.mainNavigation")}
      delayDuration={DROPDOWN_SHOW_DELAY_MS}
      value={value}
      onValueChange={setValue}
      className="relative hidden desk:block"
    >
      <NavigationMenu.List className="flex items-center gap-1">
        {headerGroups.map((group) => (
          <NavigationMenu.Item key={group.key} value={group.key}>
            <NavigationMenu.Trigger
              className="nav-trigger"
              ref={(element) => {
                if (element) triggers.current.set(group.key, element);
              }}
            >
              {t(`nav.groups.${group.key}`)}
            </NavigationMenu.Trigger>
            <NavigationMenu.Content className="absolute left-0 top-full mt-2 w-[36rem] rounded-xl border border-line bg-white p-4 shadow-lg">
              <ul className="grid grid-cols-2 gap-2">
                {group.links.map((link) => (
                  <li key={link.key}>
                    <NavigationMenu.Link asChild>
                      <a
                        href={href(link.path)}
                        className="block rounded-lg p-3 hover:bg-mist focus-visible:bg-mist"
                      >
                        <span className="block font-semibold text-ink">
                          {t(`nav.links.${link.key}.title`)}
                        </span>
                        <span className="block text-sm text-muted">
                          {t(`nav.links.${link.key}.description`)}
                        </span>
                      </a>
                    </NavigationMenu.Link>
                  </li>
                ))}
              </ul>
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
