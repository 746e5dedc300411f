// An example of every call, for the OpenAPI document: an input as a page of the site sends it,
// and the answer the mock provider (the sample catalogue, the sandbox's selling rules) gives to
// it at a fixed moment. The document's tests check each against the call's schemas.
import { createApiClient } from "../client/index.ts";
import type { EndpointInput, EndpointName, EndpointOutput } from "../contract/endpoints.ts";
import { endpointNames } from "../contract/endpoints.ts";
import { MOCK_BASE_URL } from "./index.ts";
import { createMockProvider, MOCK_CHAT_API_KEY, mockUser } from "./provider.ts";

/**
 * A ciphertext as a browser sends it: `Example-Passw0rd!` encrypted once with RSA-OAEP (SHA-256)
 * under the mock provider's public key, base64 (344 characters for a 2048-bit key).
 */
export const EXAMPLE_PASSWORD =
  "SiIwuYyaVIYzRIcam1fjAt/khUweconP5yOZD5U7rlP+h4cL2TkTY7SSa6PGdhPEo1xusZyAwtpHiJcF7y+wx0ecv6ax6upzCXv+82GehEIKsqQzNAXGVkh2Llul5XZmDP1ztcohwPkKwlKsQ2VotK2tgYDxlzZrP4YEN1VmKwKWNeqb6Rm61PZaOdbS0rakCddflQiuwEKy+yHR+3IZ4TSXSBTycJlCX3KQTL+B7cpuWEYoeY5YHcuPcm+SwqHfJPBBEghjUlQZ5Pgv7sah1ijuNtS6VFlffkm9PGeYrTHKnh8+OFjLFqCULHXZhdWJaWlojReIyUdckoUWcGnzjQ==";

/** The moment the examples are answered at: inside the sample catalogue's activities. */
export const EXAMPLES_AT = new Date("2026-11-22T08:00:00.000Z");

/** Longest list an example answer keeps: the rest of a catalogue says nothing new. */
const EXAMPLE_LIST_LENGTH = 2;

/** A valid input for every call, as a page of the site would send it. */
export const exampleInputs: { readonly [K in EndpointName]: EndpointInput<K> } = {
  footLinks: {},
  userBrowse: {},
  areaSearch: { language: "zh" },
  bandwidths: { areaId: "hkg" },
  images: { type: "cvm" },
  securityGroups: { language: "ja" },
  diskProducts: { areaId: "fra", language: "en" },
  userProducts: { page: 1, row: 10 },
  userFlow: { productId: "srv-demo-1", days: 7 },
  plans: { type: "vps", areaId: "tyo" },
  snapshotStrategies: {},
  hostingPlans: { kind: "database", language: "ja" },
  footerComment: { rating: 5, content: "Fast and cheap." },
  aboutHistory: { language: "ja" },
  couponSearch: { language: "zh" },
  couponReceive: { couponId: "cp-new5" },
  // Replaced by the code of the activation mail `register` sends (see operationExamples).
  activate: { code: "mock-activation-unknown" },
  jobs: {},
  logout: {},
  paymentCurrencies: {},
  promotionClick: { position: "promo-dialog" },
  announcements: { page: 1, row: 3, language: "zh" },
  domainSuffixes: {},
  domainCheck: { name: "my-new-shop", suffixes: [".com", ".io", ".jp"] },
  activities: { kind: "vps" },
  orderCreate: {
    planId: "vps-2c4g",
    areaId: "hkg",
    imageId: "ubuntu-2404",
    period: "year",
    password: EXAMPLE_PASSWORD,
  },
  actPage: { page: "/activity/vps" },
  pintuans: {},
  pintuanGroups: { pintuanId: "pt-vps-2c4g" },
  pintuanGroupCount: { pintuanId: "pt-vps-2c4g" },
  activityCreate: { kind: "pintuan", pintuanId: "pt-cvm-s4", areaId: "hkg", imageId: "debian-13" },
  pintuanGroup: { groupId: "grp-2c4g-a" },
  pintuan: { id: "pt-vps-4c8g", language: "ja" },
  chat: {
    api_key: MOCK_CHAT_API_KEY,
    question: "How do refunds work?",
    uuid: "0b7e0a4e-8c47-4f4e-9e0a-2f4a1c2b3d4e",
  },
  currencies: {},
  reviewSummary: {},
  reviewRefresh: {},
  referral: { referer: "h616263", param: "tgcode" },
  announcementDetail: { id: "an-2026-11-hkg-maintenance" },
  publicKey: {},
  register: { account: "new@hostfront.example", password: EXAMPLE_PASSWORD, username: "NewUser" },
  login: { account: mockUser.userAccount, password: EXAMPLE_PASSWORD },
  startup: {},
  ticketSubmit: {
    category: "technical",
    subject: "Cannot reach port 443",
    content: "Since this morning port 443 times out.",
  },
  contactMessage: {
    name: "Ada",
    email: "ada@hostfront.example",
    topic: "sales",
    message: "We need 20 servers in Tokyo.",
  },
};

/** `value` with every list cut to its first items (an answer's example stays readable). */
function shortened(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, EXAMPLE_LIST_LENGTH).map(shortened);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shortened(item)]));
  return value;
}

/** One call's example: the input sent and the `message` answered. */
export interface CallExample<K extends EndpointName = EndpointName> {
  readonly input: EndpointInput<K>;
  readonly output: EndpointOutput<K>;
}

/**
 * Every call's example, each answered by a new mock provider at `EXAMPLES_AT` (as the demo
 * user where a token is needed), so no example depends on another. Lists in answers keep
 * their first items only.
 */
export async function operationExamples(): Promise<{ [K in EndpointName]: CallExample<K> }> {
  const examples: Record<string, CallExample> = {};
  for (const name of endpointNames) {
    const provider = createMockProvider({ now: EXAMPLES_AT });
    const api = createApiClient({
      baseUrl: MOCK_BASE_URL,
      fetch: async (input, init) => provider.handle(new Request(input, init)),
    });
    let input: unknown = exampleInputs[name];
    if (name === "activate") {
      await api.register(exampleInputs.register);
      const mail = provider.outbox.find((m) => m.to === exampleInputs.register.account);
      input = { code: mail?.activationCode ?? "" };
    }
    const call = api.call as (
      name: EndpointName,
      input: unknown,
      options: { token: string },
    ) => Promise<unknown>;
    const output = await call(name, input, { token: mockUser.token });
    examples[name] = { input, output: shortened(output) } as CallExample;
  }
  return examples as { [K in EndpointName]: CallExample<K> };
}
