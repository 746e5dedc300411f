// What every shell component reads: the page's language and URLs, the services, the stores.
import type { Language } from "@hostfront/i18n";
import { createContext, useContext } from "react";
import { useStore } from "zustand";
import { siteHref } from "./links.ts";
import type { ShellServices } from "./services.ts";
import type { SiteActions, SiteState, SiteStore } from "./state/store.ts";
import type { ToastState, ToastStore } from "./state/toasts.ts";

/** An announcement as the shell shows it (the ticker, the latest news): links to its page. */
export interface TickerItem {
  readonly id: string;
  readonly title: string;
}

export interface ShellContextValue {
  readonly language: Language;
  /** Site URL of each language; header and footer links are prefixed with the page's. */
  readonly siteUrls: { readonly [L in Language]: string };
  /** The provider's console (login `?ope=login`, registration `?ope=reg`). */
  readonly mainSiteUrl: string;
  /** The page's path and query, for the language switch and the login return. */
  readonly pathname: string;
  readonly search: string;
  readonly services: ShellServices;
  readonly store: SiteStore;
  readonly toasts: ToastStore;
  /** Whether the provider has the assistant on (start-up); off, it cannot be opened. */
  readonly chatEnabled: boolean;
  /**
   * Opens the chat panel (the search widget's support channel does); with a question (a search
   * that found no good match), the panel's box holds it, ready to send.
   */
  readonly openChat: (question?: string) => void;
  /** The question `openChat` was last given, for the chat panel's box (`at` tells it anew). */
  readonly chatDraft?: { readonly text: string; readonly at: number } | null;
  readonly chatOpen: boolean;
  readonly setChatOpen: (open: boolean) => void;
  readonly openCookiePanel: () => void;
  /** The announcements the ticker shows (pages list them too); absent: none. */
  readonly announcements?: readonly TickerItem[] | null;
}

export const ShellContext = createContext<ShellContextValue | null>(null);

export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error("Shell components must be rendered inside <Shell>.");
  return value;
}

export function useSite<T>(select: (state: SiteState & SiteActions) => T): T {
  return useStore(useShell().store, select);
}

export function useToasts<T>(select: (state: ToastState) => T): T {
  return useStore(useShell().toasts, select);
}

/** Absolute href of a site path in the page's language. */
export function useSiteHref(): (path: string) => string {
  const { siteUrls, language } = useShell();
  return (path) => siteHref(siteUrls[language], path);
}
