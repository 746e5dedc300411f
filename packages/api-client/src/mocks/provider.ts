// An in-memory provider for tests: every call of the contract, answered from the sample
// catalogue through the same contract handler and the same selling rules as the sandbox. It
// keeps just enough state to behave like the real thing within a test (receive a coupon once,
// log in and out, join a group, place orders); passwords are not decrypted, and the demo user
// is always there. The sandbox's contract suite runs against it, so the two cannot drift.
import type { Language } from "../fixtures/documents.ts";
import { catalogueReads } from "../fixtures/reads.ts";
import { planSummaryView } from "../fixtures/views.ts";
import { createContractHandler } from "../server/handler.ts";
import { accountCalls } from "./account-calls.ts";
import { activityCalls } from "./activity-calls.ts";
import { commerceCalls } from "./commerce-calls.ts";
import { contentCalls } from "./content-calls.ts";
import { createMockState, type MockAccount, type MockProviderOptions } from "./state.ts";

export { MOCK_CHAT_API_KEY } from "./content-calls.ts";
export { MOCK_PUBLIC_KEY } from "./public-key.ts";
export { type MockFlags, type MockProviderOptions, mockUser } from "./state.ts";

/** Creates an in-memory provider; `handle` answers any `Request` to `/api/...`. */
export function createMockProvider(options: MockProviderOptions = {}) {
  const state = createMockState(options);
  const handle = createContractHandler<MockAccount>({
    authenticate: (token) => {
      const userAccount = state.tokens.get(token);
      return userAccount ? (state.accounts.get(userAccount) ?? null) : null;
    },
    userId: (user) => user.userAccount,
    idempotency: {
      get: async (key) => state.answers.get(key) ?? null,
      put: async (key, answer) => void state.answers.set(key, answer),
    },
    implementations: {
      ...catalogueReads<MockAccount>(state),
      ...accountCalls(state),
      ...contentCalls(state),
      ...commerceCalls(state),
      ...activityCalls(state),
    },
  });

  state.seed();

  return {
    handle,
    catalogue: state.catalogue,
    /** The provider's clock (the `now` option). */
    now: state.clock,
    /**
     * Forgets everything calls changed (accounts, sessions, coupons received, offers sold,
     * groups, orders, products, records, idempotency keys): back to the state it was created
     * in. msw's `server.resetHandlers()` does not reach this state; call it in `afterEach`.
     */
    reset: state.seed,
    /** What the provider was told: promotion clicks, page visits, referrals, tickets, messages. */
    records: state.records,
    /** Activation e-mails "sent" by register. */
    outbox: state.outbox,
    /** The start-up flags, switchable while the provider runs. */
    flags: state.flags,
    orders: state.orders,
    /** Plan summary helper for tests. */
    planSummary: (id: string, language: Language = "en") =>
      planSummaryView(state.planOf(id), language),
  };
}

export type MockProvider = ReturnType<typeof createMockProvider>;
