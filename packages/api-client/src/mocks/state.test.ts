// The mock provider's start-up flags, clock and state, and a client made before msw.
import { setupServer } from "msw/node";
import { describe, expect, it } from "vitest";
import { createApiClient } from "../client.ts";
import { errorCodes } from "../contract/envelope.ts";
import { createHandlers, createMockProvider, MOCK_BASE_URL, MOCK_CHAT_API_KEY } from "./index.ts";
import { mockProviderPerTest, password, token } from "./test-kit.ts";

const mock = mockProviderPerTest();

describe("start-up flags", () => {
  it("are open with no maintenance by default, and switch during a test", async () => {
    await expect(mock.api.startup()).resolves.toMatchObject({
      maintenance: { active: false, message: null },
      chatEnabled: true,
      registrationOpen: true,
    });
    mock.provider.flags.maintenanceMessage = "Upgrade.";
    mock.provider.flags.chatEnabled = false;
    mock.provider.flags.registrationOpen = false;
    await expect(mock.api.startup({ language: "ja" })).resolves.toMatchObject({
      maintenance: { active: true, message: "Upgrade." },
      chatEnabled: false,
      registrationOpen: false,
    });
    await expect(
      mock.api.chat({
        api_key: MOCK_CHAT_API_KEY,
        question: "refund?",
        uuid: "0b7e0a4e-8c47-4f4e-9e0a-2f4a1c2b3d4e",
      }),
    ).rejects.toMatchObject({ code: errorCodes.UNAVAILABLE.code });
    await expect(
      mock.api.register({ account: "new@example.com", password, username: "NewUser" }),
    ).rejects.toMatchObject({
      code: errorCodes.UNAVAILABLE.code,
    });
  });

  it("can be given when the provider is made", async () => {
    mock.server.resetHandlers(
      ...createHandlers({ provider: createMockProvider({ flags: { chatEnabled: false } }) }),
    );
    await expect(mock.api.startup()).resolves.toMatchObject({
      chatEnabled: false,
      registrationOpen: true,
    });
  });
});

describe("the mock provider's clock and state", () => {
  // Far from the real clock on purpose: every check must use `now`, not Date.now().
  const now = new Date("2031-02-03T04:05:06.000Z");

  it("lays out coupons around `now` and checks their validity against it", async () => {
    mock.server.resetHandlers(...createHandlers({ now }));
    const coupons = await mock.api.couponSearch();
    expect(coupons.length).toBeGreaterThan(0);
    const received = await mock.api.couponReceive({ couponId: "cp-new5" }, { token });
    expect(received).toBeDefined();
  });

  it("stamps what it creates with `now`", async () => {
    mock.server.resetHandlers(...createHandlers({ now }));
    const ticket = await mock.api.ticketSubmit(
      {
        category: "billing",
        subject: "Invoice address",
        content: "Please change the invoice address.",
      },
      { token },
    );
    expect(ticket.createdAt).toBe(now.toISOString());
  });

  it("follows a clock function, so a test can move time on", async () => {
    let moment = new Date(now);
    const timed = createMockProvider({ now: () => moment });
    mock.server.resetHandlers(...createHandlers({ provider: timed }));
    expect((await mock.api.couponSearch()).length).toBeGreaterThan(0);
    moment = new Date(now.getTime() + 5 * 365 * 86_400_000);
    expect(timed.now()).toEqual(moment);
    expect(await mock.api.couponSearch()).toEqual([]);
  });

  it("forgets what calls changed on reset, keeping the arrays a test holds", async () => {
    const { records } = mock.provider;
    await mock.api.couponReceive({ couponId: "cp-new5" }, { token });
    await mock.api.actPage({ page: "/pricing" });
    expect(records).toHaveLength(1);
    mock.provider.reset();
    expect(records).toHaveLength(0);
    expect(mock.provider.records).toBe(records);
    const coupons = await mock.api.couponSearch({}, { token });
    expect(coupons.find((c) => c.id === "cp-new5")).toMatchObject({
      received: false,
      remaining: 812,
    });
    await expect(mock.api.couponReceive({ couponId: "cp-new5" }, { token })).resolves.toBeDefined();
  });
});

describe("a client made before msw patched fetch", () => {
  it("looks fetch up at each request, so it reaches the handlers", async () => {
    const early = setupServer();
    mock.server.close();
    const before = createApiClient({ baseUrl: MOCK_BASE_URL });
    early.listen({ onUnhandledFrame: "error" });
    try {
      early.use(...createHandlers());
      await expect(before.footLinks()).resolves.toBeInstanceOf(Array);
    } finally {
      early.close();
      mock.server.listen({ onUnhandledFrame: "error" });
    }
  });
});
