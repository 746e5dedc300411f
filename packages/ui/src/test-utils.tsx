// Test helpers: a real i18next instance with the real dictionaries, fake services, and
// renderers that put a component inside the shell's providers (a full <Shell> or a bare
// ShellContext built from the real stores).
import type { Currency } from "@hostfront/commerce";
import { type Language, resources } from "@hostfront/i18n";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, type RenderResult, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next, { type i18n } from "i18next";
import { type ReactElement, type ReactNode, useMemo, useState } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { onTestFinished, vi } from "vitest";
import { Shell, type ShellProps } from "./components/shell.tsx";
import type { ShellServices } from "./services.ts";
import { ShellContext, type ShellContextValue } from "./shell-context.tsx";
import { presentCookies } from "./state/storage.ts";
import { createSiteStore, type SiteStore, type StoreInit } from "./state/store.ts";
import { createToastStore, type ToastStore } from "./state/toasts.ts";

export const SITE_URLS = {
  en: "https://site.test",
  zh: "https://site.test/zh",
  ja: "https://site.test/ja",
} as const satisfies { readonly [L in Language]: string };
export const MAIN_SITE_URL = "https://console.test";
export const LANGUAGES: readonly Language[] = ["en", "zh", "ja"];

/** The 16 paths the header links to (the mega-menu and the mobile menu). */
export const HEADER_PATHS = [
  "/product/vps",
  "/product/vps#dedicated",
  "/product/domain",
  "/doc/article/pricing",
  "/doc",
  "/doc/article/legal-and-terms",
  "/doc/article/vps",
  "/doc/article/api",
  "/doc/announce",
  "/contact",
  "/doc/article/looking-glass-test-latency-network-speed",
  "/doc/article/abuse",
  "/about",
  "/doc/article/vps-pricing",
  "/doc/article/block-storage-volume-pricing",
  "/doc/article/network-pricing",
];

/** The `common` dictionary of a language, to assert against. */
export const texts = (language: Language) => resources[language].common;

/** Fills `{{name}}` placeholders the way i18next does (escaping is off). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The visitor has already answered the cookie panel, so it stays closed. */
export const decided = () => localStorage.setItem("cookieConfirm", "1");

/** Lets a query's answer reach the page (TanStack Query notifies on a timeout). */
export const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });

/** A fresh i18next instance in `language`, initialised synchronously (inline resources). */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    resources,
    defaultNS: "common",
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

export type FakeServices = {
  [K in keyof ShellServices]: ReturnType<typeof vi.fn<ShellServices[K]>>;
};

/** A `vi.fn()` for every service, answering harmlessly unless overridden. */
export function fakeServices(overrides: Partial<ShellServices> = {}): FakeServices {
  const services: FakeServices = {
    chat: vi.fn<ShellServices["chat"]>(async () => ({ answer: "", sources: [] })),
    searchDocs: vi.fn<ShellServices["searchDocs"]>(async () => []),
    fetchCurrencies: vi.fn<ShellServices["fetchCurrencies"]>(async () => null),
    chooseCurrency: vi.fn<ShellServices["chooseCurrency"]>(async () => undefined),
    logout: vi.fn<ShellServices["logout"]>(async () => undefined),
    clearServerCookies: vi.fn<ShellServices["clearServerCookies"]>(async () => undefined),
    promotionClick: vi.fn<ShellServices["promotionClick"]>(),
    latestVersion: vi.fn<ShellServices["latestVersion"]>(async () => null),
    navigate: vi.fn<ShellServices["navigate"]>(),
  };
  for (const [name, implementation] of Object.entries(overrides)) {
    // biome-ignore lint/suspicious/noExplicitAny: each override matches its own service's type
    (services[name as keyof ShellServices] as any).mockImplementation(implementation);
  }
  return services;
}

/**
 * The sorted names of the cookies present. happy-dom keeps a cookie removed with `Max-Age=0`
 * until its clock has passed the millisecond of the removal (browsers drop it at once), so
 * let one millisecond pass first.
 */
export function cookieNames(): string[] {
  const start = Date.now();
  if (vi.isFakeTimers()) vi.setSystemTime(start + 1);
  else
    while (Date.now() <= start) {
      /* wait for the next millisecond */
    }
  return presentCookies().sort();
}

/** Sets a cookie for the whole site, as the server or another script would have. */
export function setCookie(name: string, value = "x"): void {
  // biome-ignore lint/suspicious/noDocumentCookie: tests put the cookies a page would have
  document.cookie = `${name}=${value}; Path=/`;
}

/**
 * userEvent that cooperates with fake timers when they are on. Testing Library's async
 * wrapper waits for a `setTimeout(0)` that it advances only through a global `jest`, so
 * under Vitest's fake timers give it one (the shared config unstubs globals after each test).
 */
export function setupUser() {
  if (!vi.isFakeTimers()) return userEvent.setup();
  vi.stubGlobal("jest", { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

/**
 * Anchors navigate happy-dom's window when clicked; keep every test on the same page. The
 * listener runs after React's (it sits on the document), so onClick handlers still run.
 */
function stayOnPage(): void {
  const prevent = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest("a[href]")) event.preventDefault();
  };
  document.addEventListener("click", prevent);
  onTestFinished(() => document.removeEventListener("click", prevent));
}

const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

export interface ContextOptions {
  readonly language?: Language;
  readonly pathname?: string;
  readonly search?: string;
  readonly user?: StoreInit["user"];
  readonly currency?: Currency;
  readonly services?: FakeServices;
  readonly chatOpen?: boolean;
  /** Whether the provider has the assistant on (default on). */
  readonly chatEnabled?: boolean;
}

export interface ContextRender extends RenderResult {
  readonly store: SiteStore;
  readonly toasts: ToastStore;
  readonly services: FakeServices;
  readonly i18n: i18n;
  /** Called by the context's `openChat` (which also opens the chat). */
  readonly openChat: ReturnType<typeof vi.fn<(question?: string) => void>>;
  readonly openCookiePanel: ReturnType<typeof vi.fn<() => void>>;
}

export const LOGGED_IN: NonNullable<StoreInit["user"]> = {
  userAccount: "ali****@example.com",
  username: "alice",
  token: "session-fingerprint",
  profileImage: 3,
};

/** What the context harness holds for one render; the chat's open state lives in it. */
interface Harness {
  readonly base: Omit<ShellContextValue, "chatOpen" | "setChatOpen" | "openChat">;
  readonly initialChatOpen: boolean;
  readonly openChat: (question?: string) => void;
  readonly client: QueryClient;
  readonly i18n: i18n;
}

function ContextHarness({ harness, children }: { harness: Harness; children: ReactNode }) {
  const [chatOpen, setChatOpen] = useState(harness.initialChatOpen);
  const value = useMemo<ShellContextValue>(
    () => ({
      ...harness.base,
      chatOpen,
      setChatOpen,
      openChat: (question?: string) => {
        if (question === undefined) harness.openChat();
        else harness.openChat(question);
        setChatOpen(true);
      },
    }),
    [harness, chatOpen],
  );
  return (
    <QueryClientProvider client={harness.client}>
      <I18nextProvider i18n={harness.i18n}>
        <ShellContext.Provider value={value}>{children}</ShellContext.Provider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

/** Renders `ui` inside a ShellContext built from the real stores and fake services. */
export function renderInContext(ui: ReactElement, options: ContextOptions = {}): ContextRender {
  stayOnPage();
  const language = options.language ?? "en";
  const services = options.services ?? fakeServices();
  const store = createSiteStore({
    language,
    site_url: SITE_URLS[language],
    user: options.user ?? null,
    currency: options.currency ?? { type: "USD", rate: 1 },
  });
  const toasts = createToastStore();
  const openChat = vi.fn<(question?: string) => void>();
  const openCookiePanel = vi.fn<() => void>();
  const harness: Harness = {
    base: {
      language,
      siteUrls: SITE_URLS,
      mainSiteUrl: MAIN_SITE_URL,
      pathname: options.pathname ?? (language === "en" ? "/" : `/${language}`),
      search: options.search ?? "",
      services,
      store,
      toasts,
      openCookiePanel,
      chatEnabled: options.chatEnabled ?? true,
    },
    initialChatOpen: options.chatOpen ?? false,
    openChat,
    client: newQueryClient(),
    i18n: createI18n(language),
  };
  const result = render(ui, {
    wrapper: ({ children }) => <ContextHarness harness={harness}>{children}</ContextHarness>,
  });
  return { ...result, store, toasts, services, i18n: harness.i18n, openChat, openCookiePanel };
}

/**
 * The HTML React renders for `ui` in a context whose chat is open or closed, parsed into a
 * detached element. For what happy-dom cannot hold: it drops inline styles it cannot parse
 * (CSS `min()`), which the browser keeps.
 */
export function renderToMarkup(
  ui: ReactElement,
  options: ContextOptions = {},
): { html: string; root: HTMLElement } {
  const language = options.language ?? "en";
  const value: ShellContextValue = {
    language,
    siteUrls: SITE_URLS,
    mainSiteUrl: MAIN_SITE_URL,
    pathname: options.pathname ?? "/",
    search: options.search ?? "",
    services: options.services ?? fakeServices(),
    store: createSiteStore({
      language,
      site_url: SITE_URLS[language],
      user: options.user ?? null,
      currency: options.currency ?? { type: "USD", rate: 1 },
    }),
    toasts: createToastStore(),
    chatEnabled: options.chatEnabled ?? true,
    chatOpen: options.chatOpen ?? false,
    setChatOpen: () => undefined,
    openChat: () => undefined,
    openCookiePanel: () => undefined,
  };
  const html = renderToStaticMarkup(
    <QueryClientProvider client={newQueryClient()}>
      <I18nextProvider i18n={createI18n(language)}>
        <ShellContext.Provider value={value}>{ui}</ShellContext.Provider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  const root = document.createElement("div");
  root.innerHTML = html;
  return { html, root };
}

export type ShellOptions = Partial<Omit<ShellProps, "services">> & {
  readonly services?: FakeServices;
  /** The i18n instance to render with (default: i18next's, createI18n). */
  readonly i18n?: i18n;
};

export interface ShellRender extends RenderResult {
  readonly services: FakeServices;
  readonly props: ShellProps;
  /** Renders the shell again with some props changed. */
  readonly update: (changes: Partial<Omit<ShellProps, "services">>) => void;
}

/** Renders a full <Shell> with its providers; every prop can be overridden. */
export function renderShell(options: ShellOptions = {}): ShellRender {
  stayOnPage();
  const language = options.language ?? "en";
  const { i18n: given, ...shellOptions } = options;
  const services = options.services ?? fakeServices();
  const props: ShellProps = {
    language,
    siteUrls: SITE_URLS,
    mainSiteUrl: MAIN_SITE_URL,
    pathname: language === "en" ? "/" : `/${language}`,
    search: "",
    user: null,
    currency: { type: "USD", rate: 1 },
    currencies: null,
    footLinks: null,
    announcements: null,
    promoSuppressed: false,
    version: "build-1",
    children: <p>Page content</p>,
    ...shellOptions,
    services,
  };
  const instance = given ?? createI18n(language);
  const client = newQueryClient();
  const tree = (current: ShellProps) => (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={instance}>
        <Shell {...current} />
      </I18nextProvider>
    </QueryClientProvider>
  );
  const result = render(tree(props));
  let current = props;
  return {
    ...result,
    services,
    props,
    update: (changes) => {
      current = { ...current, ...changes };
      result.rerender(tree(current));
    },
  };
}
