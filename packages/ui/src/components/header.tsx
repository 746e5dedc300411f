// The top header: logo, the product mega-menu with every header link, the account area, and
// below 960 px a "Menu" button that opens the same links.
import { DROPDOWN_SHOW_DELAY_MS } from "@hostfront/commerce";
import { stripLanguagePrefix } from "@hostfront/i18n";
import { useMutation } from "@tanstack/react-query";
import { NavigationMenu } from "radix-ui";
import { headerGroups, siteHref } from "../links.ts";
import { notifyError } from "../notify.ts";
import { useShell, useSite, useSiteHref } from "../shell-context.tsx";
import { useTranslation } from "../translation.ts";
import { Avatar } from "./avatar.tsx";
import { OnIntent, partLoader } from "./on-intent.tsx";

// The account menu and the mobile navigation are loaded when reached for (on-intent.tsx).
const accountMenu = partLoader(() => import("./header-menus.tsx").then((m) => m.AccountMenu));
const mobileMenu = partLoader(() => import("./header-menus.tsx").then((m) => m.MobileMenu));

function Logo() {
  const href = useSiteHref();
  const { t } = useTranslation();
  return (
    <a href={href("/")} className="flex items-center gap-2 font-bold text-lg text-ink">
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
        <rect width="28" height="28" rx="7" fill="#1d4ed8" />
        <path d="M8 8v12M8 14h12M20 8v12" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {/* Below 420 px the mark alone leaves the account links room on one line. */}
      <span className="max-[419px]:sr-only">{t("site.name")}</span>
      {/* The link's name starts with what it shows (WCAG 2.5.3), then says where it goes. */}
      <span className="sr-only"> – {t("nav.home")}</span>
    </a>
  );
}

/** Login and register go to the console with `ope=login` / `ope=reg`, and come back here. */
export function consoleUrl(
  mainSiteUrl: string,
  ope: "login" | "reg",
  language: string,
  returnTo: string,
): string {
  const url = new URL(mainSiteUrl.endsWith("/") ? mainSiteUrl : `${mainSiteUrl}/`);
  url.searchParams.set("ope", ope);
  url.searchParams.set("lang", language);
  url.searchParams.set("redirect", returnTo);
  return url.href;
}

export function AccountArea() {
  const { t } = useTranslation();
  const { mainSiteUrl, language, siteUrls, pathname, search, services, toasts } = useShell();
  const href = useSiteHref();
  const userAccount = useSite((s) => s.userAccount);
  const token = useSite((s) => s.token);
  const profileImage = useSite((s) => s.profileImage);
  const logout = useSite((s) => s.logout);
  const logoutCall = useMutation({ mutationFn: () => services.logout() });
  const returnTo = siteHref(siteUrls[language], stripLanguagePrefix(pathname)) + search;

  if (token === null) {
    return (
      <div className="flex items-center gap-2">
        <a
          className="btn-quiet whitespace-nowrap px-2"
          href={consoleUrl(mainSiteUrl, "login", language, returnTo)}
        >
          {t("account.login")}
        </a>
        <a
          className="btn-primary whitespace-nowrap px-3"
          href={consoleUrl(mainSiteUrl, "reg", language, returnTo)}
        >
          {t("account.register")}
        </a>
      </div>
    );
  }

  // An account the provider could not name right now ("unknown") still gets a readable label.
  const label = userAccount || t("account.userCenter");
  const onLogout = async () => {
    try {
      await logoutCall.mutateAsync();
    } catch (error) {
      notifyError(toasts, error, t("toast.requestFailed"));
      return;
    }
    logout();
    toasts.getState().show("success", t("account.loggedOut"));
    services.navigate(href("/"));
  };
  return (
    <OnIntent
      part={accountMenu}
      props={{ onLogout: () => void onLogout() }}
      trigger={{
        className: "flex items-center gap-2 rounded-full px-2 py-1 hover:bg-mist",
        "aria-label": t("account.menuLabel", { account: label }),
        "aria-haspopup": "menu",
        children: (
          <>
            <Avatar image={profileImage ?? 0} />
            <span className="hidden text-sm desk:inline" data-testid="masked-account">
              {label}
            </span>
          </>
        ),
      }}
    />
  );
}

function MegaMenu() {
  const { t } = useTranslation();
  const href = useSiteHref();
  return (
    // Opens after DROPDOWN_SHOW_DELAY_MS of hover; Radix closes 150 ms (DROPDOWN_HIDE_DELAY_MS) after leaving.
    <NavigationMenu.Root
      delayDuration={DROPDOWN_SHOW_DELAY_MS}
      className="relative hidden desk:block"
    >
      <NavigationMenu.List className="flex items-center gap-1">
        {headerGroups.map((group) => (
          <NavigationMenu.Item key={group.key}>
            <NavigationMenu.Trigger className="nav-trigger">
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

function MobileMenuButton() {
  const { t } = useTranslation();
  return (
    <OnIntent
      part={mobileMenu}
      props={{}}
      trigger={{
        // An icon named "Menu": the word does not fit beside the account links in every language.
        className: "btn-quiet size-11 shrink-0 p-0 desk:hidden",
        "aria-label": t("nav.menu"),
        "aria-haspopup": "dialog",
        children: (
          <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true">
            <path
              d="M3 5h16M3 11h16M3 17h16"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        ),
      }}
    />
  );
}

export function Header() {
  return (
    <header className="shell-block border-b border-line bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 desk:gap-4">
        <div className="flex min-w-0 items-center gap-6">
          <Logo />
          <MegaMenu />
        </div>
        <div className="flex items-center gap-2">
          <AccountArea />
          <MobileMenuButton />
        </div>
      </div>
    </header>
  );
}
