// The shell of every page: skip link, language and currency bar, header, announcement ticker,
// the page, footer, search and support widget, chat panel, cookie panel, promo dialog, coupon
// banner and toasts; plus the client rules: the store, version change, build manifest polling.
import type { Currency } from "@hostfront/commerce";
import { MOBILE_BREAKPOINT_PX } from "@hostfront/commerce";
import type { Language } from "@hostfront/i18n";
import { type ReactNode, type RefObject, useEffect, useMemo, useRef, useState } from "react";
import type { ShellServices } from "../services.ts";
import { ShellContext, type ShellContextValue, type TickerItem } from "../shell-context.tsx";
import { cookieDecided, saveCookieChoice, storedChoice } from "../state/consent.ts";
import {
  type CurrencyEntry,
  createSiteStore,
  type SiteStore,
  storedCurrencyChoice,
} from "../state/store.ts";
import { createToastStore } from "../state/toasts.ts";
import { applyVersionInBrowser } from "../state/version.ts";
import type { Theme } from "../theme.ts";
import { useTranslation } from "../translation.ts";
import { ChatPanel } from "./chat-panel.tsx";
import { Header } from "./header.tsx";
import { LangCurrencyBar } from "./lang-bar.tsx";
import { type Maintenance, MaintenanceBanner } from "./maintenance-banner.tsx";
import { IdlePart, OpenedPart, partLoader, usePart } from "./on-intent.tsx";
import { CouponBanner, PromoDialog } from "./promo.tsx";
import { SearchWidget } from "./search-widget.tsx";
import { StaticIsland } from "./static-island.tsx";
import { AnnouncementTicker } from "./ticker.tsx";
import { Toaster } from "./toaster.tsx";

/** How often the page asks whether a newer build was deployed. */
export const VERSION_POLL_MS = 5 * 60_000;

export interface ShellUser {
  readonly maskedAccount: string;
  readonly username: string;
  readonly profileImage: number;
  /** A public session fingerprint (the store's `token`); never the credential. */
  readonly session: string;
}

export interface ShellProps {
  readonly language: Language;
  readonly siteUrls: { readonly [L in Language]: string };
  readonly mainSiteUrl: string;
  readonly pathname: string;
  readonly search: string;
  /** null for a visitor; "unknown" when a token exists but the provider could not check it. */
  readonly user: ShellUser | "unknown" | null;
  readonly currency: Currency;
  readonly currencies: readonly CurrencyEntry[] | null;
  /**
   * When the provider gave `currencies` (ms since the epoch). With it, a visitor whose stored
   * list is empty or older than 24 hours takes this one (when it is not that old itself)
   * instead of asking for it again; without it, the browser asks.
   */
  readonly currenciesAt?: number | null;
  readonly footLinks: readonly { name: string; link: string }[] | null;
  readonly announcements: readonly TickerItem[] | null;
  readonly promoSuppressed: boolean;
  /** A maintenance the provider announced at start-up; null or absent: none. */
  readonly maintenance?: Maintenance | null;
  /** Whether the provider has the assistant on (start-up); absent: on. */
  readonly chatEnabled?: boolean;
  /** Version of the build that rendered the page. */
  readonly version: string;
  /** The colour theme the visitor chose (its cookie); null or absent: the system's. */
  readonly theme?: Theme | null;
  readonly services: ShellServices;
  readonly children: ReactNode;
}

const storeUser = (user: ShellProps["user"]) =>
  user === null
    ? null
    : user === "unknown"
      ? { userAccount: "", username: "", token: "unknown", profileImage: 0 }
      : {
          userAccount: user.maskedAccount,
          username: user.username,
          token: user.session,
          profileImage: user.profileImage,
        };

export function Shell(props: ShellProps) {
  const { t } = useTranslation();
  const { language, siteUrls, services, version } = props;
  const chatEnabled = props.chatEnabled ?? true;
  // The currency chosen on this device overrides the language's default (SPEC.md section 4),
  // even when the server did not know it (no cookie): read before the store saves over it.
  const chosenCurrency = useRef<Currency | null>(null);
  const [store] = useState<SiteStore>(() => {
    // Version change first: nothing a previous build stored may be read into the new one.
    if (typeof window !== "undefined") {
      applyVersionInBrowser(version, services.clearServerCookies);
      chosenCurrency.current = storedCurrencyChoice();
    }
    return createSiteStore({
      language,
      site_url: siteUrls[language],
      user: storeUser(props.user),
      currency: props.currency,
      served:
        props.currencies && typeof props.currenciesAt === "number"
          ? { list: props.currencies, at: props.currenciesAt }
          : null,
    });
  });
  const [toasts] = useState(createToastStore);
  const [chatOpen, setChatOpen] = useState(false);
  const [chatDraft, setChatDraft] = useState<{ text: string; at: number } | null>(null);
  // The cookie panel keeps its own state: opening it re-renders the panel, not the shell.
  const openCookiePanel = useRef<(() => void) | null>(null);

  // The account comes from the server on every navigation (login at the console, logout
  // here); only a different session is a change, so the effect is keyed by it.
  const userKey =
    props.user === null ? "" : props.user === "unknown" ? "unknown" : props.user.session;
  const latestUser = useRef(props.user);
  latestUser.current = props.user;
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the session, read through a ref
  useEffect(() => {
    store.getState().setUser(storeUser(latestUser.current));
  }, [store, userKey]);

  const started = useRef(false);
  useEffect(() => {
    const chosen = chosenCurrency.current;
    chosenCurrency.current = null;
    const first = !started.current;
    started.current = true;
    // The store starts with the server's currency: one that differs now was chosen on this page
    // before it ran (CurrencyPicker chose it and told the server), newer than the stored one.
    if (first && store.getState().currency?.type !== props.currency.type) return;
    // The server rendered another currency than the one chosen here: tell it, and re-render.
    if (chosen && chosen.type !== props.currency.type) {
      services.chooseCurrency(chosen.type).catch(() => undefined);
      return;
    }
    if (store.getState().currency?.type !== props.currency.type)
      store.getState().showCurrency(props.currency);
  }, [store, props.currency, services]);

  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`);
    const update = () => store.getState().setPhone(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, [store]);

  // Children's effects ran first: the page is interactive now (tests wait for this mark).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);

  const context = useMemo<ShellContextValue>(
    () => ({
      language,
      siteUrls,
      mainSiteUrl: props.mainSiteUrl,
      pathname: props.pathname,
      search: props.search,
      services,
      store,
      toasts,
      chatEnabled,
      chatOpen: chatEnabled && chatOpen,
      setChatOpen,
      openChat: (question?: string) => {
        if (question?.trim()) setChatDraft({ text: question.trim(), at: Date.now() });
        setChatOpen(chatEnabled);
      },
      chatDraft,
      openCookiePanel: () => openCookiePanel.current?.(),
      announcements: props.announcements,
    }),
    [
      language,
      siteUrls,
      props.mainSiteUrl,
      props.pathname,
      props.search,
      services,
      store,
      toasts,
      chatEnabled,
      chatOpen,
      chatDraft,
      props.announcements,
    ],
  );

  return (
    <ShellContext.Provider value={context}>
      {/* First in the page, so the first Tab of a new visitor reaches the cookie choice
          (it is shown fixed at the bottom of the screen). */}
      <CookieConsent opener={openCookiePanel} />
      <a href="#main" className="skip-link">
        {t("a11y.skipToContent")}
      </a>
      <LangCurrencyBar
        serverList={props.currencies}
        serverListAt={props.currenciesAt ?? null}
        theme={props.theme ?? null}
      />
      <Header />
      <MaintenanceBanner maintenance={props.maintenance ?? null} />
      <AnnouncementTicker items={props.announcements} />
      <main id="main" tabIndex={-1} className="shell-block outline-none">
        {props.children}
      </main>
      {/* Rendered by the server only: its texts are not in the page's dictionary, nor its
          code in the page's scripts (loadServerParts). */}
      <StaticIsland
        id="site-footer"
        onAction={(action) => action === "cookie-settings" && openCookiePanel.current?.()}
      >
        {() => (
          // Where the document lacks it: fetched with its texts, shown once here (offline: none).
          <OpenedPart
            part={footer}
            open
            setOpen={() => undefined}
            props={{ partnerLinks: props.footLinks }}
          />
        )}
      </StaticIsland>
      {/* The floating widgets: a bar at the bottom below 960 px, a rail at the right above.
          The bar has a column for each of the three (styles.css, .shell-dock). */}
      <div className="shell-dock">
        <SearchWidget />
        <CouponBanner />
        <ChatPanel />
      </div>
      <PromoDialog suppressed={props.promoSuppressed} />
      <Toaster />
      {/* Asks now and then whether a newer build was deployed, and offers to reload once: the
          first time one interval after the page came (the page is of the build it names). */}
      <IdlePart
        part={versionPoll}
        after={VERSION_POLL_MS}
        props={{ version, every: VERSION_POLL_MS }}
      />
    </ShellContext.Provider>
  );
}

const versionPoll = partLoader(() => import("./idle-queries.tsx").then((m) => m.VersionPoll));

const footer = partLoader(() => import("./footer.tsx").then((m) => m.Footer), "footer");

/**
 * Loads the parts of the shell the browser keeps as the server rendered them (the footer): a
 * server awaits it once before it renders a shell. The browser never needs them for a page
 * document, which has them; where one lacks them (a render without a server), the shell
 * fetches the footer with its texts and shows it when they are here.
 */
export async function loadServerParts(): Promise<void> {
  await footer.preload();
}

const cookiePanel = partLoader(
  () => import("./cookie-panel.tsx").then((m) => m.CookiePanel),
  "cookie",
);

/**
 * The cookie panel and its open state: shown when the visitor has not decided yet, and again
 * when the footer's or the shell's cookie settings ask (through `opener`). Fetched with its
 * texts when it is first to show, then kept (it keeps its own state while closed).
 */
function CookieConsent({ opener }: { opener: RefObject<(() => void) | null> }) {
  const [open, setOpen] = useState(false);
  const [Panel, want] = usePart(cookiePanel);
  useEffect(() => {
    opener.current = () => setOpen(true);
    if (!cookieDecided()) setOpen(true);
    return () => {
      opener.current = null;
    };
  }, [opener]);
  useEffect(() => {
    if (open && !Panel) want().catch(() => setOpen(false)); // offline: nothing to show
  }, [open, Panel, want]);
  return Panel ? (
    <Panel
      open={open}
      onClose={() => setOpen(false)}
      stored={storedChoice}
      save={saveCookieChoice}
    />
  ) : null;
}
