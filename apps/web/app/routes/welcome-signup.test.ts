// The page after signing up (/welcome-signup): in three languages, private and not indexed, it
// repeats the masked account the sign-up redirected with (and nothing else), and links to the
// console's login.
import { localizePath } from "@hostfront/i18n";
import { describe, expect, it } from "vitest";
import { config } from "~/env.server";
import { texts } from "~/test/language";
import { mockProviderApi } from "~/test/provider";
import { pageArgs, publishedAt, unwrap } from "~/test/request";
import { loader as welcomeLoader } from "./welcome-signup";

mockProviderApi();

describe("welcome-signup: the page", () => {
  it.each(["en", "zh", "ja"] as const)(
    "answers in %s: its title, not indexed, never cached for others, the way to log in",
    async (language) => {
      const { data, status, headers } = unwrap(
        await welcomeLoader(await pageArgs(localizePath("/welcome-signup", language))),
      );
      expect(status).toBe(200);
      expect(data.seo.title).toContain(texts(language).pages["welcome-signup"].title);
      expect(data.seo.noindex).toBe(true);
      expect(headers.get("cache-control")).toMatch(/private/);
      // Opened without the sign-up's redirect: the page says the link went to the account given.
      expect(data.sent).toBeNull();
      const login = new URL(data.loginUrl);
      expect(`${login.origin}/`).toBe(`${new URL(config.mainSiteUrl).origin}/`);
      expect(login.searchParams.get("ope")).toBe("login");
      expect(login.searchParams.get("lang")).toBe(language);
      expect(login.searchParams.get("redirect")).toBe(publishedAt("/", language));
    },
  );
});

describe("welcome-signup: where the link went", () => {
  it("says where the link went, by e-mail or by text message", async () => {
    const email = unwrap(
      await welcomeLoader(await pageArgs("/welcome-signup?account=li.w****%40example.com")),
    ).data;
    expect(email.sent).toEqual({ account: "li.w****@example.com", kind: "email" });
    expect(email.seo.noindex).toBe(true);
    const phone = unwrap(
      await welcomeLoader(await pageArgs("/zh/welcome-signup?account=13****678")),
    ).data;
    expect(phone.sent).toEqual({ account: "13****678", kind: "phone" });
  });

  it("shows nothing of a crafted account: only a masked one is repeated", async () => {
    for (const account of [
      "Call+us+at+555-0100",
      "li.wei@example.com",
      "13812345678",
      "abcde****@example.com",
      "<b>x</b>****@example.com",
    ]) {
      const { data } = unwrap(
        await welcomeLoader(
          await pageArgs(`/welcome-signup?account=${encodeURIComponent(account)}`),
        ),
      );
      expect(data.sent, account).toBeNull();
    }
  });
});
