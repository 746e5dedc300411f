// Sign-up: the registration form's loader and action against the mock provider: the catalogue's
// rules in three languages, the password never sent back, the referral sent as `referer`,
// one account per form key, the provider's refusals, and hostile input never a 5xx.

import { MOCK_PUBLIC_KEY, mockUser } from "@hostfront/api-client/mocks";
import { referralHex } from "@hostfront/commerce";
import { type Language, resources } from "@hostfront/i18n";
import { beforeEach, describe, expect, it } from "vitest";
import { encryptPassword } from "~/lib/passwords.server";
import { LIMITS } from "~/lib/rate-limit.server";
import { forgetStatus } from "~/lib/shell.server";
import { mockProviderApi } from "~/test/provider";
import { answered, pageArgs, postForm, unwrap } from "~/test/request";
import { action, loader } from "./sign-up";
import { forgetSignUps } from "./sign-up.server";
import { loader as welcomeLoader } from "./welcome-signup";

const upstream = mockProviderApi();
const REGISTER = "/api/user-server/user/register";
const PASSWORD = "abc12345";

const prefix = (language: Language) => (language === "en" ? "" : `/${language}`);
const texts = (language: Language) => resources[language].common;

let counter = 0;
/** A form as a visitor without JavaScript posts it: both passwords as typed. */
function valid(overrides: Record<string, string> = {}): Record<string, string> {
  counter += 1;
  return {
    formKey: `7d3e1f20-5a4b-4c6d-8e9f-0a1b2c3d4e${String(counter).padStart(2, "0")}`,
    account: `li.wei.${counter}@example.com`,
    username: "LiWei",
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    terms: "accept",
    ...overrides,
  };
}

const post = (
  path: string,
  fields: Record<string, string>,
  init: { cookies?: Record<string, string>; headers?: Record<string, string> } = {},
) => postForm(path, fields, init);

/** Everything an answer carries, as text: a password must not be anywhere in it. */
const everything = (value: unknown) => JSON.stringify(value);

beforeEach(async () => {
  forgetSignUps();
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
      const { data } = unwrap(await loader(await pageArgs(`${prefix(language)}/signUp`)));
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
        await action(await post(`${prefix(language)}/signUp`, fields)),
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
    const response = (await action(await post("/signUp", valid()))) as Response;
    expect(response.status).toBe(303);
  });
});

describe("sign-up action", () => {
  it.each(["en", "zh", "ja"] as const)(
    "registers without JavaScript (%s): the server encrypts, then redirects to the welcome page",
    async (language) => {
      const fields = valid();
      const response = (await action(await post(`${prefix(language)}/signUp`, fields))) as Response;
      expect(response.status).toBe(303);
      const location = new URL(response.headers.get("location") ?? "", "https://x.test");
      expect(location.pathname).toBe(`${prefix(language)}/welcome-signup`);
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
      await post("/signUp", { ...fields, passwordEncrypted: ciphertext }),
    )) as Response;
    expect(response.status).toBe(303);
    expect(upstream.to(REGISTER)[0]?.body?.password).toBe(ciphertext);
  });

  it("takes a mainland mobile number as people type it, and masks it on the way out", async () => {
    const response = (await action(
      await post("/zh/signUp", valid({ account: "+86 138-1234-5678" })),
    )) as Response;
    expect(upstream.to(REGISTER)[0]?.body?.account).toBe("13812345678");
    expect(new URL(response.headers.get("location") ?? "", "https://x.test").search).toBe(
      `?account=${encodeURIComponent("13****678")}`,
    );
  });

  it("sends the referral of the cookie as `referer`, as the middleware stored it", async () => {
    await action(await post("/signUp", valid(), { cookies: { referrer: referralHex("aff-7") } }));
    expect(upstream.to(REGISTER)[0]?.body?.referer).toBe(referralHex("aff-7"));
  });

  it("prefers the link the visitor just opened: tgcode and affid in hex, userCode as it is", async () => {
    await action(
      await post("/signUp?affid=p%C3%A9", valid(), { cookies: { referrer: "OLDCODE" } }),
    );
    await action(await post("/ja/signUp?userCode=DEMO2026", valid()));
    const sent = upstream.to(REGISTER).map((request) => request.body?.referer);
    expect(sent).toEqual([referralHex("pé"), "DEMO2026"]);
  });

  it("drops a referrer cookie it never wrote instead of failing the sign-up", async () => {
    const response = (await action(
      await post("/signUp", valid(), { cookies: { referrer: `h${"ab".repeat(200)}` } }),
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
        await action(await post(`${prefix(language)}/signUp`, bad)),
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
          await post(`${prefix(language)}/signUp`, valid({ passwordConfirm: "abc12346" })),
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
      answered(await action(await post("/signUp", valid({ account })))).data.errors?.account;
    expect(await answer("1234567")).toBe(en.validation.CNphone);
    expect(await answer("12812345678")).toBe(en.validation.CNphone);
    expect(await answer("name@@example")).toBe(en.validation.email);
    expect(await answer("li wei")).toBe(en.pages.signUp.accountInvalid);
    expect(await answer("   ")).toBe(en.validation.required);
  });

  it("asks for every field of an empty form", async () => {
    const { data } = answered(
      await action(await post("/ja/signUp", { formKey: "3f1c2a9e-4b5d-4e6f-8a7b-9c0d1e2f3a4b" })),
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
      await action(await post("/signUp", { ...fields, passwordEncrypted: "not base64!" })),
    );
    expect(data.errors).toEqual({ password: texts("en").validation.invalid });
    expect(upstream.to(REGISTER)).toEqual([]);
  });

  it("answers an existing account with the translated ACCOUNT_EXISTS and a new form key", async () => {
    const fields = valid({ account: mockUser.userAccount });
    const { data, status } = answered(await action(await post("/zh/signUp", fields)));
    expect(status).toBe(422);
    expect(data.errors).toEqual({ account: texts("zh").apiErrors["4301"] });
    expect(data.formKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.formKey).not.toBe(fields.formKey);
    expect(data.values).toMatchObject({ account: mockUser.userAccount });
    expect(everything(data)).not.toContain(PASSWORD);
  });

  it("creates one account for a form sent twice (double click, resubmitted page)", async () => {
    const fields = valid();
    const [first, second] = (await Promise.all([
      action(await post("/signUp", fields)),
      action(await post("/signUp", fields)),
    ])) as Response[];
    const third = (await action(await post("/signUp", fields))) as Response;
    for (const response of [first, second, third]) {
      expect(response?.status).toBe(303);
      expect(response?.headers.get("location")).toBe(first?.headers.get("location"));
    }
    expect(upstream.to(REGISTER)).toHaveLength(1);
    expect(upstream.provider.outbox).toHaveLength(1);
  });

  it("sends the same form key as the same Idempotency-Key: the provider creates one account", async () => {
    const fields = valid();
    const first = (await action(await post("/signUp", fields))) as Response;
    // Another instance of the site (or a restart) gets the same form again: the password is
    // encrypted the same way for the same form, so the provider answers with its first result.
    forgetSignUps();
    const second = (await action(await post("/signUp", fields))) as Response;
    const keys = upstream.to(REGISTER).map((request) => request.headers.get("idempotency-key"));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    const bodies = upstream.to(REGISTER).map((request) => request.body?.password);
    expect(bodies[0]).toBe(bodies[1]);
    expect(upstream.provider.outbox).toHaveLength(1);
    expect(second.status).toBe(303);
    expect(second.headers.get("location")).toBe(first.headers.get("location"));
  });

  it("does not answer a changed form with the first form's result", async () => {
    const fields = valid();
    await action(await post("/signUp", fields));
    const changed = { ...fields, account: "someone.else@example.com" };
    const { data } = answered(await action(await post("/signUp", changed)));
    expect(data.formError).toBe(texts("en").pages.signUp.alreadySent);
    expect(upstream.provider.outbox.map((mail) => mail.to)).toEqual([fields.account]);
  });

  it("keeps the form and says so when the provider is down", async () => {
    upstream.down();
    const { data, status } = answered(await action(await post("/ja/signUp", valid())));
    expect(status).toBe(503);
    expect(data).toMatchObject({
      formError: texts("ja").errors.unavailable,
      values: { username: "LiWei" },
    });
    expect(everything(data)).not.toContain(PASSWORD);
  });

  it("holds back a visitor over the sign-up limit: 429, translated, nothing sent", async () => {
    for (let i = 0; i < LIMITS.signUp.max; i++)
      expect(((await action(await post("/signUp", valid()))) as Response).status).toBe(303);
    const { data, status, headers } = answered(await action(await post("/zh/signUp", valid())));
    expect(status).toBe(429);
    expect(Number(headers.get("retry-after"))).toBeGreaterThan(0);
    expect(data.formError).toBe(texts("zh").errors.status["429"]);
    expect(data.values.username).toBe("LiWei");
    expect(everything(data)).not.toContain(PASSWORD);
    expect(upstream.to(REGISTER)).toHaveLength(LIMITS.signUp.max);
  });

  it("does not count a form refused for its fields against the limit", async () => {
    for (let i = 0; i < LIMITS.signUp.max + 2; i++)
      expect(answered(await action(await post("/signUp", valid({ account: "nope" })))).status).toBe(
        400,
      );
    expect(((await action(await post("/signUp", valid()))) as Response).status).toBe(303);
  });

  it("refuses a post from another site", async () => {
    const { data, status } = answered(
      await action(await post("/signUp", valid(), { headers: { origin: "https://evil.example" } })),
    );
    expect(status).toBe(403);
    expect(data.formError).toBe(texts("en").errors.crossSite);
    expect(upstream.to(REGISTER)).toEqual([]);
  });

  it("never answers a 500 to hostile input", async () => {
    const hostile: Record<string, string>[] = [
      { ...valid(), account: "\u0000\u202e@example.com", username: "<img src=x>" },
      { ...valid(), account: `${"a".repeat(300)}@example.com` },
      { ...valid(), username: "x".repeat(5000), terms: "toString" },
      { ...valid(), passwordEncrypted: "A".repeat(5000) },
      { __proto__: "x", constructor: "y", ...valid() } as Record<string, string>,
    ];
    for (const fields of hostile) {
      const result = await action(await post("/signUp", fields)).catch((error: unknown) => error);
      const status = result instanceof Response ? result.status : answered(result).status;
      expect(status).toBeLessThan(500);
    }
    const json = await pageArgs("/signUp", { method: "POST", json: valid() });
    expect(answered(await action(json)).status).toBe(415);
    expect(
      answered(await action(await post("/signUp", { ...valid(), username: "x".repeat(70_000) })))
        .status,
    ).toBe(413);
  });
});

describe("welcome page", () => {
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
