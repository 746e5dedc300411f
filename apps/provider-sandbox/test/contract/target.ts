// What the contract suite runs against: a provider API behind the typed client, with the few
// hooks a test needs (the clock, the outbox, what was recorded). The sandbox and the mock
// provider of @hostfront/api-client/mocks are both targets, so both give the same answers.
import type { ApiClient } from "@hostfront/api-client";
import type { Language } from "@hostfront/api-client/fixtures";

/** What a target can model; a case that needs a capability the target lacks is skipped. */
export interface Capabilities {
  /** Decrypts passwords and checks them: a wrong, unreadable or rule-breaking password. */
  readonly passwords: boolean;
  /** Runs requests at the same time: races decided by a database, 4091 for a running key. */
  readonly concurrency: boolean;
  /** Counts attempts per client address and answers 4290 past the limit. */
  readonly attemptLimits: boolean;
  /** The assistant answers from the rendered documentation (@hostfront/docs). */
  readonly documentation: boolean;
}

export interface ContractTarget {
  readonly api: ApiClient;
  /** A raw request to the provider, for what the typed client does not send (two at once). */
  fetch(path: string, init: RequestInit): Promise<Response>;
  /** Moves the provider's clock. */
  advance(ms: number): void;
  /** What a browser sends for a password. */
  encrypt(password: string): string;
  /** Registers, activates (through the outbox) and logs in a new account. */
  newUser(): Promise<{ token: string; account: string; password: string }>;
  /** The newest activation code sent to an address. */
  activationCode(account: string): Promise<string>;
  /** Kinds of what the tracking calls recorded, in the sandbox's event names, sorted. */
  trackedKinds(): Promise<string[]>;
  /** Sets a coupon's remaining stock (only where `concurrency`: the race test needs it). */
  setCouponStock(couponId: string, remaining: number): Promise<void>;
  readonly chatApiKey: string;
  /** The start of the storefront URLs the assistant links to, per language. */
  siteUrl(language: Language): string;
  /** Login attempts allowed per address (where `attemptLimits`). */
  readonly attemptLimit: number;
  stop(): Promise<void>;
}
