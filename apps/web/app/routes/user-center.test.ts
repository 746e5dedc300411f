// The member centre's profile: the account partly hidden, the balance in the visitor's currency,
// the referral link the site itself reads back, console links; an outage, an expired token and a
// visitor without a session.
import { MOCK_BASE_URL, mockUser } from "@hostfront/api-client/mocks";
import { displayPrice, readReferral } from "@hostfront/commerce";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { config } from "~/env.server";
import { loginUrl } from "~/lib/account/login.server";
import { referralLink } from "~/lib/account/member.server";
import { mockProviderApi } from "~/test/provider";
import { pageArgs, runMiddleware, thrownBy, unwrap } from "~/test/request";
import { loader, middleware } from "./user-center";

const upstream = mockProviderApi();
const token = mockUser.token;

const load = async (
  path: string,
  init: { token?: string; cookies?: Record<string, string> } = {},
) => unwrap(await loader(await pageArgs(path, { token, ...init })));

/** The mock provider's rate of a currency. */
const rateOf = (type: string) => {
  const found = upstream.provider.catalogue.currencies.find((c) => c.type === type);
  if (!found) throw new Error(`no ${type} in the mock catalogue`);
  return { type, rate: found.rate };
};

describe("user centre", () => {
  it("sends a visitor to the console's login and back", async () => {
    const thrown = await thrownBy(async () =>
      runMiddleware(middleware, await pageArgs("/zh/userCenter")),
    );
    expect((thrown as Response).headers.get("location")).toBe(
      loginUrl("zh", `${config.siteUrls.zh}/userCenter`),
    );
  });

  it("shows the profile with the account, e-mail and balance as they should be shown", async () => {
    const { data, headers } = await load("/userCenter");
    expect(headers.get("cache-control")).toBe("private, no-store");
    expect(data.seo.noindex).toBe(true);
    expect(data.profile).toMatchObject({
      account: "demo****@hostfront.example",
      username: "Demo User",
      email: "demo****@hostfront.example",
      phone: null,
      language: "en",
      activated: true,
      createdAt: { iso: "2025-03-14T08:00:00.000Z", text: "Mar 14, 2025" },
      balance: "$25.00",
      balanceUsd: null,
      userCode: "DEMO2026",
    });
    expect(upstream.to("/api/user-server/user/browse")[0]?.headers.get("authorization")).toBe(
      `Bearer ${token}`,
    );
  });

  it.each([
    ["zh", "HKD", "zh-Hans"],
    ["ja", "JPY", "ja"],
  ] as const)(
    "shows the balance in the %s page's currency, and what it is in dollars",
    async (language, currency, locale) => {
      const { data } = await load(`/${language}/userCenter`);
      expect(data.profile?.balance).toBe(displayPrice(25, rateOf(currency), locale));
      expect(data.profile?.balanceUsd).toMatch(/25\.00/);
    },
  );

  it("follows the visitor's chosen currency", async () => {
    const { data } = await load("/userCenter", { cookies: { currency: "EUR" } });
    expect(data.profile?.balance).toBe(displayPrice(25, rateOf("EUR"), "en"));
  });

  it.each(["en", "zh", "ja"] as const)(
    "builds the %s referral link from the user code, as the site reads it back",
    async (language) => {
      const prefix = language === "en" ? "" : `/${language}`;
      const { data } = await load(`${prefix}/userCenter`);
      const link = data.profile?.referralLink ?? "";
      expect(link).toBe(`${config.siteUrls[language]}/?userCode=DEMO2026`);
      expect(readReferral(new URL(link).searchParams)).toEqual({
        param: "userCode",
        referer: "DEMO2026",
      });
    },
  );

  it("escapes a user code that is not a plain token", () => {
    expect(referralLink("en", "A&B=1 C")).toBe(`${config.siteUrls.en}/?userCode=A%26B%3D1+C`);
  });

  it("links to the console's pages in the page's language", async () => {
    const { data } = await load("/ja/userCenter");
    for (const url of Object.values(data.console)) {
      const parsed = new URL(url);
      expect(parsed.origin).toBe(new URL(config.mainSiteUrl).origin);
      expect(parsed.searchParams.get("lang")).toBe("ja");
    }
    expect(new URL(data.console.security).hash).toBe("#security");
    expect(new URL(data.console.billing).hash).toBe("#billing");
  });

  it("shows a phone account and an account not yet activated as they are", async () => {
    upstream.use(
      http.get(`${MOCK_BASE_URL}/api/user-server/user/browse`, () =>
        HttpResponse.json({
          code: 2000,
          message: {
            userAccount: "13812345678",
            username: "李伟",
            email: null,
            phone: "13812345678",
            userCode: "LW88",
            language: "zh",
            activated: false,
            balanceUsd: 0,
            createdAt: "2026-11-01T00:00:00.000Z",
          },
        }),
      ),
    );
    const { data } = await load("/userCenter");
    expect(data.profile).toMatchObject({
      account: "13****678",
      phone: "13****678",
      email: null,
      language: "zh",
      activated: false,
      balance: "$0.00",
    });
  });

  it("answers 200 with the profile unavailable when the provider is down", async () => {
    upstream.down();
    const { data, status } = await load("/userCenter");
    expect(status).toBe(200);
    expect(data.profile).toBeNull();
    expect(data.console.home).toContain(new URL(config.mainSiteUrl).host);
  });

  it("sends a visitor whose token the provider refuses through the login again", async () => {
    const thrown = await thrownBy(async () =>
      loader(await pageArgs("/userCenter?from=mail", { token: "revoked-token-0123456789" })),
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toBe(
      loginUrl("en", `${config.siteUrls.en}/userCenter?from=mail`),
    );
  });
});
