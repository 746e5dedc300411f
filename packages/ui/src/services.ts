// What the shell needs from the site: calls through the BFF and navigation. The site passes
// an implementation; tests pass fakes.
import type { CurrencyEntry } from "./state/store.ts";

export interface ChatAnswer {
  readonly answer: string;
  readonly sources: readonly { readonly title: string; readonly url: string }[];
}

/** One instant search result: where it links and the excerpt, hits marked (plain text). */
export interface DocSearchHit {
  readonly title: string;
  /** Site path without a language prefix, e.g. `/doc/article/refund#how-to-ask`. */
  readonly path: string;
  readonly section: string | null;
  readonly excerpt: readonly { readonly text: string; readonly hit: boolean }[];
}

/** A call that failed: an envelope error (code not 2000) or no answer at all. */
export class ServiceError extends Error {
  override readonly name = "ServiceError";
  readonly kind: "envelope" | "network";
  /** The (already translated) message of the answer, when there was one. */
  readonly serverMessage: string | null;
  constructor(
    kind: "envelope" | "network",
    serverMessage: string | null,
    message = serverMessage ?? kind,
  ) {
    super(message);
    this.kind = kind;
    this.serverMessage = serverMessage;
  }
}

export interface ShellServices {
  chat(question: string, uuid: string): Promise<ChatAnswer>;
  /** Documentation articles matching what the visitor is typing. */
  searchDocs(query: string, signal?: AbortSignal): Promise<readonly DocSearchHit[]>;
  /** The currency list, or null when the provider answered a code other than 2000. */
  fetchCurrencies(): Promise<readonly CurrencyEntry[] | null>;
  /** Saves the chosen currency for the server (cookie) and re-renders prices. */
  chooseCurrency(type: string): Promise<void>;
  logout(): Promise<void>;
  /** Asks the server to remove the cookies scripts cannot (HttpOnly). */
  clearServerCookies(): Promise<void>;
  promotionClick(position: "promo-dialog" | "coupon-banner"): void;
  /** The version of the latest build, from its manifest. */
  latestVersion(): Promise<string | null>;
  navigate(to: string): void;
}
