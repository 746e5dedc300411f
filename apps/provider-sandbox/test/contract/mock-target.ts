// The mock provider of @hostfront/api-client/mocks as a contract target: the provider that the
// published msw handlers answer with, called through the typed client's `fetch` option.
import { constants, publicEncrypt } from "node:crypto";
import { createApiClient } from "@hostfront/api-client";
import {
  createMockProvider,
  MOCK_BASE_URL,
  MOCK_CHAT_API_KEY,
  MOCK_PUBLIC_KEY,
} from "@hostfront/api-client/mocks";
import type { Capabilities, ContractTarget } from "./target.ts";

/**
 * What the mock cannot model honestly: it holds no private key, so it cannot read passwords;
 * it answers one request at a time in one thread, so there is no race to win and no request
 * still running; it keeps no attempt counters; its assistant answers from a small FAQ, not
 * from the rendered documentation (which needs @hostfront/docs, not a dependency of the client).
 */
export const mockCapabilities: Capabilities = {
  passwords: false,
  concurrency: false,
  attemptLimits: false,
  documentation: false,
};

/** The mock's record kinds, in the sandbox's event names. */
const EVENT_NAMES: Record<string, string> = {
  promotionClick: "promotion-click",
  actPage: "activity-page",
  referral: "referral",
};

let counter = 0;

export async function mockTarget(): Promise<ContractTarget> {
  let offset = 0;
  const provider = createMockProvider({
    now: () => new Date(Date.now() + offset),
    publicUrl: MOCK_BASE_URL,
  });
  const handle = (input: RequestInfo | URL, init?: RequestInit) =>
    provider.handle(new Request(input, init));
  const api = createApiClient({ baseUrl: MOCK_BASE_URL, fetch: handle, retryDelayMs: 1 });
  // What a browser sends; the mock never reads it.
  const encrypt = (password: string) =>
    publicEncrypt(
      { key: MOCK_PUBLIC_KEY, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
      Buffer.from(password),
    ).toString("base64");
  const activationCode = async (account: string) => {
    const mail = provider.outbox.findLast((m) => m.to === account);
    if (!mail) throw new Error(`no activation mail for ${account}`);
    return mail.activationCode;
  };
  return {
    api,
    fetch: (path, init) => handle(`${MOCK_BASE_URL}${path}`, init),
    advance: (ms) => {
      offset += ms;
    },
    encrypt,
    async newUser() {
      const account = `user${++counter}-${Date.now()}@example.com`;
      const password = "abc12345";
      await api.register({ account, password: encrypt(password), username: `User${counter}` });
      await api.activate({ code: await activationCode(account) });
      const { token } = await api.login({ account, password: encrypt(password) });
      return { token, account, password };
    },
    activationCode,
    trackedKinds: async () =>
      provider.records
        .map((r) => EVENT_NAMES[r.kind])
        .filter((kind) => kind !== undefined)
        .sort(),
    setCouponStock: async () => {
      throw new Error("the mock has no concurrency case that needs this");
    },
    chatApiKey: MOCK_CHAT_API_KEY,
    siteUrl: (language) => (language === "en" ? "" : `/${language}`),
    attemptLimit: 0,
    stop: async () => {},
  };
}
