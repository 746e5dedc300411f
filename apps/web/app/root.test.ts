import { mockUser } from "@hostfront/api-client/mocks";
import { describe, expect, it } from "vitest";
import { requestContext } from "~/context";
import { config } from "~/env.server";
import { verdictOf } from "~/lib/page-cache/inputs.server";
import { i18nextMiddleware } from "~/lib/texts/translator.server";
import { encodingMiddleware } from "~/middleware/encoding.server";
import { localeMiddleware } from "~/middleware/locale.server";
import { referralMiddleware } from "~/middleware/referral.server";
import { securityMiddleware } from "~/middleware/security.server";
import { sessionMiddleware } from "~/middleware/session.server";
import { mockProviderApi } from "~/test/provider";
import { pageArgs, unwrap, watched } from "~/test/request";
import { pageCacheStep } from "./middleware/page-cache.server";
import { renderGateStep } from "./middleware/render-gate.server";
import { loader, middleware } from "./root";

const upstream = mockProviderApi();

describe("root loader", () => {
  it("gives every page its language, site URLs, build version, request id and shell", async () => {
    const args = await pageArgs("/ja/doc", { cookies: { currency: "JPY", cookieSelect: "111" } });
    const { result: data, watch } = await watched(args, loader);
    expect(data.language).toBe("ja");
    expect(data.siteUrls).toEqual(config.siteUrls);
    expect(data.mainSiteUrl).toBe(config.mainSiteUrl);
    expect(data.version).toBe(process.env.BUILD_VERSION);
    expect(data.requestId).toBe(args.context.get(requestContext).id);
    expect(data.shell.currency.type).toBe("JPY");
    expect(data.shell.user).toBeNull();
    // The shell differs by the currency cookie: caches must key on it, and on nothing else.
    expect(verdictOf(watch)).toEqual({ personal: null, undeclared: false, vary: ["Cookie"] });
  });

  it("sends the browser only what it uses of the shell's data", async () => {
    const { data } = unwrap(await loader(await pageArgs("/ja/doc")));
    expect(data.shell).not.toHaveProperty("review");
    // The footer and the announcements are in a document's HTML only, not in its data.
    expect(data.shell.footLinks).toBeNull();
    expect(data.shell.announcements).toBeNull();
    const { data: navigated } = unwrap(await loader(await pageArgs("/ja/doc.data")));
    expect(navigated.shell.footLinks?.length).toBeGreaterThan(0);
    expect(navigated.shell.announcements?.items?.length).toBeGreaterThan(0);
    // The picker shows each currency's code and symbol and converts with its rate.
    const yen = data.shell.currencies?.find((currency) => currency.type === "JPY");
    expect(yen).toEqual({ type: "JPY", rate: expect.any(Number), symbol: expect.any(String) });
  });

  it("never puts the token or the chat key in the page's data", async () => {
    const { data } = unwrap(await loader(await pageArgs("/", { token: mockUser.token })));
    const serialized = JSON.stringify(data);
    expect(serialized).not.toContain(mockUser.token);
    expect(serialized).not.toContain(config.chatApiKey);
    expect(data.shell.user).toMatchObject({ username: mockUser.username });
  });

  it("answers with the provider down: the language's default currency, no account", async () => {
    upstream.down();
    // A session the site has not seen yet, so nothing about it is cached.
    const token = "mock-session-token-unchecked";
    const { data } = unwrap(await loader(await pageArgs("/zh", { token })));
    expect(data.language).toBe("zh");
    // Prices still have a currency: the language's default, with a rate.
    expect(data.shell.currency.type).toBe("HKD");
    expect(data.shell.currency.rate).toBeGreaterThan(0);
    // The token could not be checked: the header says so instead of failing the page.
    expect(data.shell.user).toBe("unknown");
  });

  it("runs the encoding, security, language, session, referral, page cache, translator and render gate middleware, in that order", () => {
    // Each step reads what the one before it put in the context (request id, language, session);
    // the steps that read cookies on every request run before the page cache.
    expect(middleware).toEqual([
      encodingMiddleware,
      securityMiddleware,
      localeMiddleware,
      sessionMiddleware,
      referralMiddleware,
      pageCacheStep,
      i18nextMiddleware,
      renderGateStep,
    ]);
  });
});
