// Activation: the link only shows the button (a GET changes nothing, so mail scanners cannot
// activate anyone); the button's post activates once and redirects to the outcome: activated,
// already activated, expired, invalid; the provider down keeps the button. Never a 500.
import { MOCK_BASE_URL } from "@hostfront/api-client/mocks";
import { type Language, resources } from "@hostfront/i18n";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { config } from "~/env.server";
import { LIMITS } from "~/lib/http/rate-limit.server";
import { mockProviderApi } from "~/test/provider";
import { answered, pageArgs, postForm, unwrap } from "~/test/request";
import { action, loader } from "./activate";
import { action as signUp } from "./sign-up";

const upstream = mockProviderApi();
const ACTIVATE = "/api/activate";
const FORM_KEY = "5b0c9d8e-7f6a-4b3c-9d2e-1f0a9b8c7d6e";

const SITE_URLS = config.siteUrls;
const prefix = (language: Language) => (language === "en" ? "" : `/${language}`);

/** Signs up through the sign-up page; answers the account and the code of its activation link. */
async function signedUp(language: Language, account: string) {
  const response = (await signUp(
    await postForm(`${prefix(language)}/signUp`, {
      formKey: `${FORM_KEY.slice(0, -4)}${account.length.toString().padStart(4, "0")}`,
      account,
      username: "Yamada",
      password: "abc12345",
      passwordConfirm: "abc12345",
      terms: "accept",
    }),
  )) as Response;
  expect(response.status).toBe(303);
  const mail = upstream.provider.outbox.find((message) => message.to === account);
  if (!mail) throw new Error(`no activation mail to ${account}`);
  return mail.activationCode;
}

const press = (path: string, code: string, formKey = FORM_KEY, headers = {}) =>
  postForm(path, { formKey, code }, { headers });

const locationOf = (response: unknown) => {
  expect(response).toBeInstanceOf(Response);
  const { status, headers } = response as Response;
  expect(status).toBe(303);
  return headers.get("location");
};

describe("activate loader", () => {
  it("shows the button for the link's code and changes nothing (prefetch-safe)", async () => {
    const code = await signedUp("en", "scanner.test@example.com");
    const { data, headers } = unwrap(await loader(await pageArgs(`/activate?code=${code}`)));
    expect(data.state).toBe("confirm");
    expect(data.code).toBe(code);
    expect(data.seo.noindex).toBe(true);
    expect(headers.get("cache-control")).toBe("private, no-store");
    expect(upstream.to(ACTIVATE)).toEqual([]);
  });

  it("takes a whole pasted link as well as the code", async () => {
    const link = "https://www.hostfront.test/ja/activate?code=Zm9vYmFyYmF6cXV4";
    const { data } = unwrap(
      await loader(await pageArgs(`/ja/activate?code=${encodeURIComponent(link)}`)),
    );
    expect(data).toMatchObject({ state: "confirm", code: "Zm9vYmFyYmF6cXV4" });
  });

  it.each([
    ["/activate", "missing"],
    ["/activate?code=", "invalid"],
    ["/activate?code=short", "invalid"],
    ["/activate?code=%3Cscript%3Ealert(1)%3C%2Fscript%3E", "invalid"],
    [`/activate?code=${"a".repeat(129)}`, "invalid"],
    ["/activate?code=https%3A%2F%2Fx.test%2Factivate", "invalid"],
    ["/activate?status=expired", "expired"],
    ["/activate?status=already", "already"],
    ["/activate?status=invalid", "invalid"],
    ["/activate?status=toString", "missing"],
  ])("%s shows the state %s", async (path, state) => {
    const { data, status } = unwrap(await loader(await pageArgs(path)));
    expect(status).toBe(200);
    expect(data.state).toBe(state);
    expect(upstream.to(ACTIVATE)).toEqual([]);
  });

  it("repeats only a masked account after activation", async () => {
    const masked = unwrap(
      await loader(await pageArgs("/activate?status=activated&account=yama****%40example.com")),
    ).data;
    expect(masked).toMatchObject({ state: "activated", account: "yama****@example.com" });
    const crafted = unwrap(
      await loader(await pageArgs("/activate?status=activated&account=Call%20555-0100")),
    ).data;
    expect(crafted).toMatchObject({ state: "activated", account: null });
  });
});

describe("activate action", () => {
  it.each(["en", "zh", "ja"] as const)(
    "activates the account of the e-mailed link, then says so (%s)",
    async (language) => {
      const account = `yamada.${language}@example.com`;
      const code = await signedUp(language, account);
      const location = locationOf(await action(await press(`${prefix(language)}/activate`, code)));
      expect(location).toBe(
        `${prefix(language)}/activate?status=activated&account=${encodeURIComponent("yama****@example.com")}`,
      );
      const [sent] = upstream.to(ACTIVATE);
      expect(sent?.body).toEqual({ code });
      expect(sent?.headers.get("idempotency-key")).toMatch(/^form-[A-Za-z0-9_-]{43}$/);
      const shown = unwrap(await loader(await pageArgs(location ?? ""))).data;
      expect(shown).toMatchObject({ state: "activated", account: "yama****@example.com" });
    },
  );

  it("answers a second click on the same button with the same success (one form key)", async () => {
    const code = await signedUp("en", "double.click@example.com");
    const first = locationOf(await action(await press("/activate", code)));
    const second = locationOf(await action(await press("/activate", code)));
    expect(second).toBe(first);
    expect(first).toContain("status=activated");
  });

  it("tells a visitor who opens the link again that the account is already active", async () => {
    const code = await signedUp("zh", "again@example.com");
    await action(await press("/zh/activate", code));
    const again = locationOf(
      await action(await press("/zh/activate", code, "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d")),
    );
    expect(again).toBe("/zh/activate?status=already");
  });

  it("says an unknown code is invalid", async () => {
    expect(locationOf(await action(await press("/ja/activate", "mock-activation-999")))).toBe(
      "/ja/activate?status=invalid",
    );
  });

  it("says an expired code has expired", async () => {
    upstream.use(
      http.post(`${MOCK_BASE_URL}${ACTIVATE}`, () =>
        HttpResponse.json(
          { code: 4202, message: "The activation code has expired." },
          { status: 422 },
        ),
      ),
    );
    expect(locationOf(await action(await press("/activate", "expired-code-123")))).toBe(
      "/activate?status=expired",
    );
  });

  it("refuses a malformed code without asking the provider", async () => {
    for (const code of ["", "x", "<script>", "a".repeat(5000)]) {
      expect(locationOf(await action(await press("/activate", code)))).toBe(
        "/activate?status=invalid",
      );
    }
    expect(upstream.to(ACTIVATE)).toEqual([]);
  });

  it.each(["en", "zh", "ja"] as const)(
    "keeps the button and says why when the provider is down (%s)",
    async (language) => {
      upstream.down();
      const { data, status } = answered(
        await action(await press(`${prefix(language)}/activate`, "mock-activation-1")),
      );
      expect(status).toBe(503);
      expect(data.formError).toBe(resources[language].common.errors.unavailable);
    },
  );

  it("passes on a rate limit as a translated message, not a 500", async () => {
    upstream.use(
      http.post(`${MOCK_BASE_URL}${ACTIVATE}`, () =>
        HttpResponse.json(
          { code: 4290, message: "Too many requests." },
          { status: 429, headers: { "retry-after": "0" } },
        ),
      ),
    );
    const { data, status } = answered(await action(await press("/ja/activate", "some-code-1234")));
    expect(status).toBe(429);
    expect(data.formError).toBe(resources.ja.common.apiErrors["4290"]);
  });

  it("holds back a visitor who presses too many codes, before asking the provider", async () => {
    for (let i = 0; i < LIMITS.activate.max; i++)
      await action(
        await press("/activate", `unknown-code-${1000 + i}`, `${FORM_KEY.slice(0, -4)}${1000 + i}`),
      );
    const { data, status, headers } = answered(
      await action(
        await press("/ja/activate", "unknown-code-9999", `${FORM_KEY.slice(0, -4)}9999`),
      ),
    );
    expect(status).toBe(429);
    expect(Number(headers.get("retry-after"))).toBeGreaterThan(0);
    expect(data.formError).toBe(resources.ja.common.errors.status["429"]);
    expect(upstream.to(ACTIVATE)).toHaveLength(LIMITS.activate.max);
  });

  it("refuses a post from another site", async () => {
    const { status } = answered(
      await action(
        await press("/activate", "mock-activation-1", FORM_KEY, {
          origin: "https://evil.example",
        }),
      ),
    );
    expect(status).toBe(403);
    expect(upstream.to(ACTIVATE)).toEqual([]);
  });
});

describe("the page the visitor signed up from", () => {
  const back = "/ja/ac/coupon?CouponsCode=YEAR10";
  const loginBack = (loginUrl: string) => new URL(loginUrl).searchParams.get("redirect");

  it("is where the login link comes back to, through the button's post", async () => {
    const code = await signedUp("ja", "return.ja@example.com");
    const link = `/ja/activate?code=${code}&redirect=${encodeURIComponent(back)}`;
    const shown = unwrap(await loader(await pageArgs(link))).data;
    expect(shown.back).toBe(back);
    const response = await action(
      await postForm("/ja/activate", { formKey: FORM_KEY, code, redirect: back }),
    );
    const location = locationOf(response) ?? "";
    expect(new URL(location, "https://x.test").searchParams.get("redirect")).toBe(back);
    const activated = unwrap(await loader(await pageArgs(location))).data;
    expect(activated.state).toBe("activated");
    expect(loginBack(activated.loginUrl)).toBe(`${SITE_URLS.ja}/ac/coupon?CouponsCode=YEAR10`);
  });

  it("is shown in the page's language, its query kept", async () => {
    const { data } = unwrap(
      await loader(
        await pageArgs(`/zh/activate?status=already&redirect=${encodeURIComponent(back)}`),
      ),
    );
    expect(loginBack(data.loginUrl)).toBe(`${SITE_URLS.zh}/ac/coupon?CouponsCode=YEAR10`);
  });

  it.each([
    "//evil.test/ac/coupon",
    "https://evil.test/",
    "/\\evil.test",
    "javascript:alert(1)",
    "/ac/coupon\nSet-Cookie:x=1",
    `/${"a".repeat(1100)}`,
  ])("ignores %j: the login comes back to the home page", async (target) => {
    const { data } = unwrap(
      await loader(
        await pageArgs(`/activate?status=already&redirect=${encodeURIComponent(target)}`),
      ),
    );
    expect(data.back).toBeNull();
    expect(loginBack(data.loginUrl)).toBe(`${SITE_URLS.en}/`);
  });
});
