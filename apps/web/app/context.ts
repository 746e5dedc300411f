// Values middleware puts in the request context for loaders, actions and entry.server.
import type { Currency } from "@hostfront/commerce";
import type { Language } from "@hostfront/i18n";
import { createContext } from "react-router";

export interface RequestInfo {
  /** Id of this request, also sent upstream as X-Request-Id and shown on error pages. */
  readonly id: string;
  /** The CSP nonce of this response's scripts. */
  readonly nonce: string;
  /** The visitor's address (from the server), forwarded upstream for rate limits. */
  readonly clientAddress: string;
  /** A page document (not a `.data` request of a client-side navigation). */
  readonly document: boolean;
  /** Origins this page's scripts may also connect to (added to CSP `connect-src`). */
  readonly connectSources: Set<string>;
}

export interface Session {
  /** The provider token from the HttpOnly `token` cookie, or null for a visitor. */
  readonly token: string | null;
}

export const requestContext = createContext<RequestInfo>();
export const sessionContext = createContext<Session>({ token: null });
/** The display currency of the request, resolved once by its first reader (`currencyOf`). */
export const currencyContext = createContext<Promise<Currency> | null>(null);
/** The language of the page, from its path prefix. */
export const languageContext = createContext<Language>("en");

/**
 * Data a page renders on the server but leaves out of the hydration payload, because the
 * browser reads it back from the rendered HTML (e.g. an article's body): each datum is sent
 * once. Keyed by what the page names it.
 */
export const serverOnlyContext = createContext<Map<string, unknown>>();
