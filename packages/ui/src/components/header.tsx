// The top header: logo, the product mega-menu with every header link, the account area, and
// below 960 px a "Menu" button that opens the same links.
import { DROPDOWN_SHOW_DELAY_MS } from "@hostfront/commerce";
import { stripLanguagePrefix } from "@hostfront/i18n";
import { useEffect, useRef, useState } from "react";
import { runCommand } from "../command.ts";
import { HEADER_GROUP_KEYS, siteHref } from "../links.ts";
import { notifyError } from "../notify.ts";
import { useShell, useSite, useSiteHref } from "../shell-context.tsx";
import { useTranslation } from "../translation.ts";
import { Avatar } from "./avatar.tsx";
import { OnIntent, OPENING_KEYS, partLoader, usePart } from "./on-intent.tsx";

// The account menu and the mobile navigation are loaded when reached for (on-intent.tsx).
const accountMenu = partLoader(
  () => import("./header-menus.tsx").then((m) => m.AccountMenu),
  "menus",
);
const megaMenu = partLoader(() => import("./mega-menu.tsx").then((m) => m.MegaMenuOpen), "menus");
const mobileMenu = partLoader(
  () => import("./header-menus.tsx").then((m) => m.MobileMenu),
  "menus",
);

function Logo() {
  const href = useSiteHref();
  const { t } = useTranslation();
  return (
    <a href={href("/")} className="flex items-center gap-2 font-bold text-lg text-ink">
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
        <rect width="28" height="28" rx="7" fill="#1d4ed8" />
        <path d="M8 8v12M8 14h12M20 8v12" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {/* Below 360 px the mark alone leaves the account links room on one line. */}
      <span className="max-[359px]:sr-only">{t("site.name")}</span>
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
      await runCommand(() => services.logout());
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

/**
 * The product menu's triggers as plain buttons until the visitor reaches for one (hover for
 * DROPDOWN_SHOW_DELAY_MS, a press, Enter, Space or an arrow key): then the Radix menu and its
 * panels (mega-menu.tsx, with the links' texts) take their place, open at that group. Focusing
 * or pointing at a trigger starts the fetch, so the menu is usually here before it is asked for.
 */
function MegaMenu() {
  const { t } = useTranslation();
  const [Menu, want] = usePart(megaMenu);
  const [asked, setAsked] = useState<{ group: string; focus: boolean } | null>(null);
  const hover = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(hover.current ?? undefined), []);
  if (Menu && asked) return <Menu initial={asked.group} focusTrigger={asked.focus} />;
  const preload = () => void megaMenu.preload().catch(() => undefined);
  const ask = (group: string, focus: boolean) => {
    setAsked({ group, focus });
    want().catch(() => setAsked(null)); // offline: the buttons stay, and may be pressed again
  };
  return (
    <nav aria-label={t("a11y.mainNavigation")} className="relative hidden desk:block">
      <div style={{ position: "relative" }}>
        <ul className="flex items-center gap-1">
          {HEADER_GROUP_KEYS.map((group) => (
            <li key={group}>
              <button
                type="button"
                className="nav-trigger"
                data-state="closed"
                aria-expanded={false}
                onFocus={preload}
                onPointerEnter={() => {
                  preload();
                  clearTimeout(hover.current ?? undefined);
                  hover.current = setTimeout(() => ask(group, false), DROPDOWN_SHOW_DELAY_MS);
                }}
                onPointerLeave={() => clearTimeout(hover.current ?? undefined)}
                onClick={() => ask(group, true)}
                onKeyDown={(event) => {
                  if (!OPENING_KEYS.has(event.key)) return;
                  event.preventDefault();
                  ask(group, true);
                }}
              >
                {t(`nav.groups.${group}`)}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </nav>
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
