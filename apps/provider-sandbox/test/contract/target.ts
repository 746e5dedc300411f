// What the contract suite runs against: a provider API behind the typed client, with the few
// hooks a test needs (the clock, the outbox, what was recorded). The sandbox and the mock
// provider of @hostfront/api-client/mocks are both targets, so both give the same answers. Also
// what each case file is given (`Suite`): here rather than in suite.ts, which imports the cases.
import type { ApiClient, EndpointName, ErrorName } from "@hostfront/api-client";
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

/** A well-formed UUID, for the calls that take one (the assistant's chat id). */
export const UUID = "5f1d7c2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f";

/** What every case works with; `h`, `token` and `account` are set before the first case runs. */
export interface Suite {
  h: ContractTarget;
  token: string;
  account: string;
  readonly can: Capabilities;
  /** `call:error` pairs a case has seen answered. */
  readonly covered: Set<string>;
  /** Expects `promise` to reject with the documented error `name`, and records it. */
  expectError(call: EndpointName, promise: Promise<unknown>, name: ErrorName): Promise<void>;
}
