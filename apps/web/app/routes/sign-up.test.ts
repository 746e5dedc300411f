// Sign-up: the registration form's loader and action against the mock provider: the catalogue's
// rules in three languages, the password never sent back, the referral sent as `referer`.
// One account per form key, the provider's refusals and hostile input: sign-up.guards.test.ts.
import { MOCK_PUBLIC_KEY, mockUser } from "@hostfront/api-client/mocks";
import { referralHex } from "@hostfront/commerce";
import { localizePath } from "@hostfront/i18n";
import { beforeEach, describe, expect, it } from "vitest";
import { encryptPassword } from "~/lib/forms/passwords.server";
import { texts } from "~/test/language";
import { forgetStatus, mockProviderApi } from "~/test/provider";
import { answered, pageArgs, postForm, unwrap } from "~/test/request";
import { action, loader } from "./sign-up";
import { everything, PASSWORD, REGISTER, valid } from "./sign-up.fixtures";

const upstream = mockProviderApi();

beforeEach(async () => {
  await forgetStatus();
});

describe("sign-up loader", () => {
  it("gives a fresh form key, the provider's public key and the console's login", async () => {
    const first = unwrap(await loader(await pageArgs("/signUp")));
    const second = unwrap(await loader(await pageArgs("/signUp")));
    expect(first.data.formKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.data.formKey).not.toBe(second.data.formKey);
    expect(first.data.publicKey).toBe(MOCK_PUBLIC_KEY);
    expect(first.data.loggedIn).toBe(false);
    expect(first.data.referral).toBeNull();
    const login = new URL(first.data.loginUrl);
    expect(login.origin).toBe("https://console.hostfront.test");
    expect(login.searchParams.get("ope")).toBe("login");
    // The form key and the referral are the visitor's own: no shared cache keeps the page.
    expect(first.headers.get("cache-control")).toBe("private, no-store");
  });

  it("shows the referral of the page's own link, decoded back from hex", async () => {
    const { data } = unwrap(await loader(await pageArgs("/zh/signUp?tgcode=partner42")));
    expect(data.referral).toEqual({ shown: "partner42" });
  });

  it("shows the referral kept in the cookie by an earlier page", async () => {
    const fromUserCode = unwrap(
      await loader(await pageArgs("/signUp", { cookies: { referrer: "DEMO2026" } })),
    ).data;
    expect(fromUserCode.referral).toEqual({ shown: "DEMO2026" });
    // A hex code whose text is not a plain code is attached but not shown.
    const unusual = unwrap(
      await loader(
        await pageArgs("/signUp", { cookies: { referrer: referralHex("<b>合作伙伴</b>") } }),
      ),
    ).data;
    expect(unusual.referral).toEqual({ shown: null });
  });

  it("ignores a referrer cookie the site never wrote", async () => {
    for (const referrer of [
      "<script>alert(1)</script>",
      "x".repeat(65),
      `h${"41".repeat(200)}`,
      "a b",
    ]) {
      const { data } = unwrap(await loader(await pageArgs("/signUp", { cookies: { referrer } })));
      expect(data.referral, referrer).toBeNull();
    }
  });

  it("tells a logged-in customer to log out first, with no form to post", async () => {
    const { data } = unwrap(
      await loader(
        await pageArgs("/ja/signUp?userCode=X1", {
          token: mockUser.token,
          cookies: { referrer: "X1" },
        }),
      ),
    );
    expect(data.loggedIn).toBe(true);
    expect(data.publicKey).toBeNull();
    expect(data.referral).toBeNull();
  });

  it("still shows the form when the provider is down", async () => {
    upstream.down();
    const { data, status } = unwrap(await loader(await pageArgs("/signUp")));
    expect(status).toBe(200);
    expect(data.formKey).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("sign-up while the provider has registration closed", () => {
  it.each(["en", "zh", "ja"] as const)(
    "says so in %s and offers no form to fill in",
    async (language) => {
      upstream.provider.flags.registrationOpen = false;
      const { data } = unwrap(await loader(await pageArgs(localizePath("/signUp", language))));
      expect(data.registrationOpen).toBe(false);
      // No password will be taken: the provider's key is not even asked for.
      expect(data.publicKey).toBeNull();
      expect(upstream.to("/api/user-server/publicKey")).toEqual([]);
      expect(texts(language).pages.signUp.closed).not.toBe("");
    },
  );

  it.each(["en", "zh", "ja"] as const)(
    "refuses a form posted anyway (%s): 403, the closed text, what was typed kept, nothing sent",
    async (language) => {
      upstream.provider.flags.registrationOpen = false;
      const fields = valid();
      const { data, status } = answered(
        await action(await postForm(localizePath("/signUp", language), fields)),
      );
      expect(status).toBe(403);
      expect(data.formError).toBe(texts(language).pages.signUp.closed);
      expect(data.values).toMatchObject({ account: fields.account, username: "LiWei" });
      expect(everything(data)).not.toContain(PASSWORD);
      expect(upstream.to(REGISTER)).toEqual([]);
    },
  );

  it("opens again when the provider says so (after the cached flags expire)", async () => {
    upstream.provider.flags.registrationOpen = false;
    expect(unwrap(await loader(await pageArgs("/signUp"))).data.registrationOpen).toBe(false);
    upstream.provider.flags.registrationOpen = true;
    await forgetStatus();
    expect(unwrap(await loader(await pageArgs("/signUp"))).data.registrationOpen).toBe(true);
    const response = (await action(await postForm("/signUp", valid()))) as Response;
    expect(response.status).toBe(303);
  });
});

describe("sign-up action", () => {
  it.each(["en", "zh", "ja"] as const)(
    "registers without JavaScript (%s): the server encrypts, then redirects to the welcome page",
    async (language) => {
      const fields = valid();
      const response = (await action(
        await postForm(localizePath("/signUp", language), fields),
      )) as Response;
      expect(response.status).toBe(303);
      const location = new URL(response.headers.get("location") ?? "", "https://x.test");
      expect(location.pathname).toBe(localizePath("/welcome-signup", language));
      expect([...location.searchParams.keys()]).toEqual(["account"]);
      expect(location.searchParams.get("account")).toBe(
        `${fields.account?.slice(0, 4)}****@example.com`,
      );
      expect(location.href).not.toContain(PASSWORD);

      const [sent] = upstream.to(REGISTER);
      expect(sent?.body).toMatchObject({
        language,
        account: fields.account,
        username: "LiWei",
        referer: null,
      });
      // Encrypted with the provider's key; the plain password never goes upstream.
      expect(sent?.body?.password).toMatch(/^[A-Za-z0-9+/]{300,}={0,2}$/);
      expect(everything(sent?.body)).not.toContain(PASSWORD);
      expect(sent?.headers.get("idempotency-key")).toMatch(/^form-[A-Za-z0-9_-]{43}$/);
      expect(upstream.provider.outbox.map((mail) => mail.to)).toEqual([fields.account]);
    },
  );

  it("sends the browser's ciphertext as it is", async () => {
    const ciphertext = encryptPassword(PASSWORD, MOCK_PUBLIC_KEY);
    const { password: _p, passwordConfirm: _c, ...fields } = valid();
    const response = (await action(
      await postForm("/signUp", { ...fields, passwordEncrypted: ciphertext }),
    )) as Response;
    expect(response.status).toBe(303);
    expect(upstream.to(REGISTER)[0]?.body?.password).toBe(ciphertext);
  });

  it("takes a mainland mobile number as people type it, and masks it on the way out", async () => {
    const response = (await action(
      await postForm("/zh/signUp", valid({ account: "+86 138-1234-5678" })),
    )) as Response;
    expect(upstream.to(REGISTER)[0]?.body?.account).toBe("13812345678");
    expect(new URL(response.headers.get("location") ?? "", "https://x.test").search).toBe(
      `?account=${encodeURIComponent("13****678")}`,
    );
  });

  it("sends the referral of the cookie as `referer`, as the middleware stored it", async () => {
    await action(
      await postForm("/signUp", valid(), { cookies: { referrer: referralHex("aff-7") } }),
    );
    expect(upstream.to(REGISTER)[0]?.body?.referer).toBe(referralHex("aff-7"));
  });

  it("prefers the link the visitor just opened: tgcode and affid in hex, userCode as it is", async () => {
    await action(
      await postForm("/signUp?affid=p%C3%A9", valid(), { cookies: { referrer: "OLDCODE" } }),
    );
    await action(await postForm("/ja/signUp?userCode=DEMO2026", valid()));
    const sent = upstream.to(REGISTER).map((request) => request.body?.referer);
    expect(sent).toEqual([referralHex("pé"), "DEMO2026"]);
  });

  it("drops a referrer cookie it never wrote instead of failing the sign-up", async () => {
    const response = (await action(
      await postForm("/signUp", valid(), { cookies: { referrer: `h${"ab".repeat(200)}` } }),
    )) as Response;
    expect(response.status).toBe(303);
    expect(upstream.to(REGISTER)[0]?.body?.referer).toBeNull();
  });

  it.each(["en", "zh", "ja"] as const)(
    "refuses bad fields with the catalogue's messages in %s, keeps what was typed but never a password",
    async (language) => {
      const bad = valid({
        account: "li.wei@",
        username: "L",
        password: "abcdefgh",
        passwordConfirm: "abcdefgh",
        terms: "",
      });
      const { data, status } = answered(
        await action(await postForm(localizePath("/signUp", language), bad)),
      );
      const v = texts(language).validation;
      expect(status).toBe(400);
      expect(data).toMatchObject({
        errors: {
          account: v.email,
          username: v.name,
          password: v.pass,
          terms: texts(language).pages.signUp.termsRequired,
        },
        values: { account: "li.wei@", username: "L" },
      });
      expect(data.values).not.toHaveProperty("password");
      expect(data.values).not.toHaveProperty("passwordConfirm");
      expect(everything(data)).not.toContain("abcdefgh");
      expect(upstream.to(REGISTER)).toEqual([]);
    },
  );

  it.each(["en", "zh", "ja"] as const)(
    "checks the confirmation of a password posted without JavaScript (%s)",
    async (language) => {
      const { data } = answered(
        await action(
          await postForm(localizePath("/signUp", language), valid({ passwordConfirm: "abc12346" })),
        ),
      );
      expect(data.errors).toEqual({
        passwordConfirm: texts(language).pages.signUp.passwordMismatch,
      });
      expect(everything(data)).not.toContain("abc1234");
      expect(upstream.to(REGISTER)).toEqual([]);
    },
  );

  it("says which kind of account is wrong", async () => {
    const en = texts("en");
    const answer = async (account: string) =>
      answered(await action(await postForm("/signUp", valid({ account })))).data.errors?.account;
    expect(await answer("1234567")).toBe(en.validation.CNphone);
    expect(await answer("12812345678")).toBe(en.validation.CNphone);
    expect(await answer("name@@example")).toBe(en.validation.email);
    expect(await answer("li wei")).toBe(en.pages.signUp.accountInvalid);
    expect(await answer("   ")).toBe(en.validation.required);
  });

  it("asks for every field of an empty form", async () => {
    const { data } = answered(
      await action(
        await postForm("/ja/signUp", { formKey: "3f1c2a9e-4b5d-4e6f-8a7b-9c0d1e2f3a4b" }),
      ),
    );
    const ja = texts("ja");
    expect(data.errors).toEqual({
      account: ja.validation.required,
      username: ja.validation.required,
      password: ja.validation.required,
      passwordConfirm: ja.validation.required,
      terms: ja.pages.signUp.termsRequired,
    });
  });

  it("refuses a ciphertext that is not one", async () => {
    const { password: _p, passwordConfirm: _c, ...fields } = valid();
    const { data } = answered(
      await action(await postForm("/signUp", { ...fields, passwordEncrypted: "not base64!" })),
    );
    expect(data.errors).toEqual({ password: texts("en").validation.invalid });
    expect(upstream.to(REGISTER)).toEqual([]);
  });
});

describe("the page the visitor came from", () => {
  const back = "/product/vps-buy?region=tyo&plan=vps-2c4g&period=year";

  it("goes with the registration (for the activation link) and on to the welcome page", async () => {
    const shown = unwrap(
      await loader(await pageArgs(`/signUp?redirect=${encodeURIComponent(back)}`)),
    );
    expect(shown.data.back).toBe(back);
    expect(new URL(shown.data.loginUrl).searchParams.get("redirect")).toMatch(
      new RegExp(`${back.replace(/[?]/g, "\\?")}$`),
    );
    const response = (await action(
      await postForm("/signUp", { ...valid(), redirect: back }),
    )) as Response;
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("location") ?? "", "https://x.test");
    expect(location.searchParams.get("redirect")).toBe(back);
    expect(upstream.to(REGISTER)[0]?.body?.returnTo).toBe(back);
  });

  it("drops a target off the site instead of refusing the sign-up", async () => {
    const response = (await action(
      await postForm("/signUp", { ...valid(), redirect: "https://evil.test/" }),
    )) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).not.toContain("redirect");
    expect(upstream.to(REGISTER)[0]?.body?.returnTo).toBeNull();
  });
});
