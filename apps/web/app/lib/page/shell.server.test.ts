// The shell of every page. Each test loads the app's modules afresh, so the process-wide cache
// in front of the provider starts empty.
import { endpoints } from "@hostfront/api-client";
import { MOCK_BASE_URL, mockUser } from "@hostfront/api-client/mocks";
import { profileImageNumber } from "@hostfront/commerce";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockProviderApi } from "~/test/provider";

const upstream = mockProviderApi();

/** SPEC.md section 9: default currency by language. */
const DEFAULT_CURRENCY = { en: "USD", zh: "HKD", ja: "JPY" } as const;
/** SPEC.md section 9: the announcement list asks for page 1, 3 rows. */
const ANNOUNCEMENTS = { page: 1, row: 3 };
const DAY = 24 * 60 * 60_000;

/** The shell paths the provider is asked for. */
const SHELL_PATHS = [
  endpoints.currencies.path,
  endpoints.footLinks.path,
  endpoints.announcements.path,
  endpoints.reviewSummary.path,
  endpoints.startup.path,
];

let app: {
  loadShell: typeof import("./shell.server").loadShell;
  pageArgs: typeof import("~/test/request").pageArgs;
};

/** Loads the app's modules afresh: an empty cache, on the clock of this moment. */
async function load() {
  vi.resetModules();
  const [{ loadShell }, { pageArgs }] = await Promise.all([
    import("./shell.server"),
    import("~/test/request"),
  ]);
  app = { loadShell, pageArgs };
}

beforeEach(load);

afterEach(() => vi.useRealTimers());

async function shell(path: string, init: Parameters<typeof app.pageArgs>[1] = {}) {
  const { request, context } = await app.pageArgs(path, init);
  return app.loadShell(request, context);
}

describe("loadShell", () => {
  it.each([
    ["/", "en"],
    ["/zh/doc", "zh"],
    ["/ja/product/vps", "ja"],
  ] as const)("gives a visitor on %s the shell data in %s", async (path, language) => {
    const result = await shell(path);
    expect(result.user).toBeNull();
    expect(result.currencies?.length).toBeGreaterThan(0);
    expect(result.currency.type).toBe(DEFAULT_CURRENCY[language]);
    const rate = result.currencies?.find((c) => c.type === result.currency.type)?.rate;
    expect(result.currency.rate).toBe(rate);
    expect(result.footLinks?.length).toBeGreaterThan(0);
    expect(result.review?.reviewCount).toBeGreaterThan(0);

    expect(result.announcements?.length).toBeGreaterThan(0);
    expect(result.announcements?.length).toBeLessThanOrEqual(ANNOUNCEMENTS.row);
    for (const item of result.announcements ?? [])
      expect(Object.keys(item).sort()).toEqual(["id", "title"]);
    const [asked] = upstream.to(endpoints.announcements.path);
    expect(asked?.body).toEqual({ ...ANNOUNCEMENTS, language });
  });

  it("shows the currency the visitor chose, with the list's rate", async () => {
    const result = await shell("/", { cookies: { currency: "JPY" } });
    expect(result.currency.type).toBe("JPY");
    expect(result.currency.rate).toBe(result.currencies?.find((c) => c.type === "JPY")?.rate);
  });

  it("ignores a chosen currency the list does not offer", async () => {
    expect((await shell("/zh", { cookies: { currency: "XYZ" } })).currency.type).toBe("HKD");
    expect((await shell("/", { cookies: { currency: "<b>" } })).currency.type).toBe("USD");
  });

  it("answers a warm second request without asking the provider for shell data", async () => {
    const cold = await shell("/");
    expect(SHELL_PATHS.every((p) => upstream.to(p).length === 1)).toBe(true);
    upstream.requests.length = 0;

    const warm = await shell("/doc");
    expect(upstream.requests).toEqual([]);
    expect(warm).toEqual(cold);
  });

  it("shares language-neutral parts between languages and loads announcements per language", async () => {
    await shell("/");
    upstream.requests.length = 0;
    const zh = await shell("/zh");
    // The start-up flags are asked per language too: a provider may word its message per language.
    expect(upstream.requests.map((r) => r.path).sort()).toEqual(
      [endpoints.announcements.path, endpoints.startup.path].sort(),
    );
    expect(upstream.to(endpoints.announcements.path)[0]?.body).toMatchObject({ language: "zh" });
    expect(upstream.to(endpoints.startup.path)[0]?.query.get("language")).toBe("zh");
    const en = await shell("/");
    expect(zh.announcements).not.toEqual(en.announcements);
  });

  it("shows a logged-in user masked, never the token", async () => {
    const result = await shell("/", { token: mockUser.token });
    expect(result.user).toEqual({
      // DESIGN.md: the first 4 characters of the local part, ****, then the domain.
      maskedAccount: "demo****@hostfront.example",
      username: mockUser.username,
      profileImage: profileImageNumber(mockUser.username),
      session: expect.any(String),
    });
    const user = result.user as { profileImage: number; session: string };
    expect(user.profileImage).toBeGreaterThanOrEqual(0);
    expect(user.profileImage).toBeLessThanOrEqual(7);
    expect(user.session).not.toContain(mockUser.token);
    expect(JSON.stringify(result)).not.toContain(mockUser.token);
    expect(upstream.to(endpoints.userBrowse.path)[0]?.headers.get("authorization")).toBe(
      `Bearer ${mockUser.token}`,
    );

    upstream.requests.length = 0;
    await shell("/doc", { token: mockUser.token });
    expect(upstream.requests).toEqual([]);
  });

  it("treats a token the provider refuses as a visitor", async () => {
    const result = await shell("/", { token: "expired-token-0123456789" });
    expect(result.user).toBeNull();
  });

  it("fails each part alone", async () => {
    upstream.use(
      http.get(`${MOCK_BASE_URL}${endpoints.footLinks.path}`, () =>
        HttpResponse.json({ code: 5000, message: "db down" }, { status: 500 }),
      ),
    );
    const result = await shell("/");
    expect(result.footLinks).toBeNull();
    expect(result.currencies).not.toBeNull();
    expect(result.announcements).not.toBeNull();
    expect(result.review).not.toBeNull();
  });

  it.each(["/", "/ja"])(
    "still answers on %s with the provider down and nothing cached",
    async (path) => {
      upstream.down();
      const result = await shell(path, { token: mockUser.token });
      expect(result).toEqual({
        currencies: null,
        currenciesAt: null,
        // No rate is known: prices stay in the catalogue's US dollars.
        currency: { type: "USD", rate: 1 },
        footLinks: null,
        announcements: null,
        review: null,
        // Logged in, but the provider cannot say who: neither a visitor nor a user.
        user: "unknown",
        // Nothing known of the start-up flags: the site stays open, with no banner.
        status: { maintenance: null, chatEnabled: true, registrationOpen: true },
      });
      expect(upstream.requests.length).toBeGreaterThan(0);
    },
  );

  it("serves the last good shell while the provider is down, for days, then gives up", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.UTC(2026, 5, 1);
    vi.setSystemTime(start);
    // The cache takes its clock when it is created.
    await load();
    const good = await shell("/zh", { token: mockUser.token });
    upstream.down();

    // Past every fresh and stale window: the provider is asked, fails, and the last good
    // answer stands in.
    vi.setSystemTime(start + 2 * DAY);
    upstream.requests.length = 0;
    const down = await shell("/zh", { token: mockUser.token });
    expect(down.currencies).toEqual(good.currencies);
    // The list says how old it is: the browser asks for its own when it is over a day old.
    expect(good.currenciesAt).toBe(start);
    expect(down.currenciesAt).toBe(start);
    expect(down.currency).toEqual(good.currency);
    expect(down.footLinks).toEqual(good.footLinks);
    expect(down.announcements).toEqual(good.announcements);
    expect(down.review).toEqual(good.review);
    expect(down.user).toEqual(good.user);
    expect(down.status).toEqual(good.status);
    expect(upstream.requests.length).toBeGreaterThan(0);

    // A month later nothing that old is shown.
    vi.setSystemTime(start + 30 * DAY);
    const stale = await shell("/zh");
    expect(stale.currencies).toBeNull();
    expect(stale.announcements).toBeNull();
  });

  describe("the provider's start-up flags", () => {
    /** Languages the start-up call was asked in. */
    const asked: (string | null)[] = [];
    const startup = (message: Record<string, unknown>) =>
      upstream.use(
        http.get(`${MOCK_BASE_URL}${endpoints.startup.path}`, ({ request }) => {
          asked.push(new URL(request.url).searchParams.get("language"));
          return HttpResponse.json({
            code: 2000,
            message: {
              apiVersion: "1",
              serverTime: "2026-06-01T00:00:00.000Z",
              maintenance: { active: false, message: null },
              registrationOpen: true,
              chatEnabled: true,
              ...message,
            },
          });
        }),
      );

    it.each([
      ["/", "en"],
      ["/zh", "zh"],
      ["/ja/doc", "ja"],
    ] as const)("asks for them on %s in %s and passes them on", async (path, language) => {
      asked.length = 0;
      startup({
        maintenance: { active: true, message: " Upgrade until 04:00 UTC. " },
        registrationOpen: false,
        chatEnabled: false,
      });
      const result = await shell(path);
      expect(result.status).toEqual({
        maintenance: { message: "Upgrade until 04:00 UTC." },
        chatEnabled: false,
        registrationOpen: false,
      });
      expect(asked).toEqual([language]);
    });

    it("shows the banner without a message when the provider gave none, and none when inactive", async () => {
      startup({ maintenance: { active: true, message: null } });
      expect((await shell("/")).status.maintenance).toEqual({ message: null });
      await load();
      startup({ maintenance: { active: false, message: "left over" } });
      expect((await shell("/")).status).toEqual({
        maintenance: null,
        chatEnabled: true,
        registrationOpen: true,
      });
    });

    it("keeps them in the cache: a warm page does not ask again", async () => {
      await shell("/");
      upstream.requests.length = 0;
      await shell("/doc");
      expect(upstream.to(endpoints.startup.path)).toEqual([]);
    });
  });
});
