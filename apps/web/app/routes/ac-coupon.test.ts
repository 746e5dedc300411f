// The coupons page: the coupons with their state (and the visitor's own when logged in),
// claiming one (login first, once per account, once per form key), and the CouponsCode link.
import { mockUser } from "@hostfront/api-client/mocks";
import { displayPrice } from "@hostfront/commerce";
import { type Language, languageTags, resources } from "@hostfront/i18n";
import { describe, expect, it } from "vitest";
import { api } from "~/lib/cache/upstream.server";
import { LIMITS } from "~/lib/http/rate-limit.server";
import { mockProviderApi } from "~/test/provider";
import { answered, atFreshRateWindow, pageArgs, postForm, unwrap } from "~/test/request";
import { action, loader } from "./ac-coupon";

const upstream = mockProviderApi();

const PREFIX = { en: "", zh: "/zh", ja: "/ja" } as const;
const DEFAULT_CURRENCY = { en: "USD", zh: "HKD", ja: "JPY" } as const;
const SEARCH = "/api/ac/coupon/search";
const RECEIVE = "/api/ac/coupon/receive";
const token = mockUser.token;
const formKey = "0b5e7c1a-2d3f-4a6b-9c8d-7e6f5a4b3c2d";
const claim = (couponId: string, code: string, key = formKey) => ({ formKey: key, couponId, code });
const apiErrors = (language: Language) => resources[language].common.apiErrors;

const load = async (path: string, init: Parameters<typeof pageArgs>[1] = {}) =>
  unwrap(await loader(await pageArgs(path, init)));

/** What the provider says is left of a coupon, asked directly. */
const remaining = async (id: string) =>
  (await api.couponSearch({ language: "en" })).find((c) => c.id === id)?.remaining;

describe("coupons loader", () => {
  it.each(["en", "zh", "ja"] as const)(
    "lists the coupons in %s with values in the language's currency and their state",
    async (language) => {
      const { data, status, headers } = await load(`${PREFIX[language]}/ac/coupon`);
      expect(status).toBe(200);
      expect(headers.get("cache-control")).toMatch(/^public/);
      expect(data.loggedIn).toBe(false);
      expect(data.formKey).toMatch(/^[0-9a-f-]{36}$/);
      const rate = (await api.currencies({})).find(
        (c) => c.type === DEFAULT_CURRENCY[language],
      )?.rate;
      const currency = { type: DEFAULT_CURRENCY[language], rate: rate ?? Number.NaN };
      const byCode = new Map(data.coupons?.map((c) => [c.code, c]));
      expect(byCode.get("NEW5")).toMatchObject({
        kind: "cash",
        amount: displayPrice(5, currency, languageTags[language]),
        minSpend: displayPrice(10, currency, languageTags[language]),
        productTypes: ["vps", "cvm"],
        state: "open",
        picked: false,
      });
      expect(byCode.get("YEAR10")).toMatchObject({
        kind: "discount",
        discount: language === "zh" ? "9" : "10%",
      });
      expect(byCode.get("FLASH50")).toMatchObject({ state: "soldOut", remaining: 0 });
      expect(byCode.get("WINTER20")?.state).toBe("upcoming");
      expect(upstream.to(SEARCH)[0]?.headers.get("authorization")).toBeNull();
      expect(upstream.to(SEARCH)[0]?.body).toEqual({ language });
    },
  );

  it("asks with the visitor's token, keeps the page private and shows what they hold", async () => {
    await action(await postForm("/ac/coupon", claim("cp-new5", "NEW5"), { token }));
    upstream.requests.length = 0;
    const { data, headers } = await load("/ac/coupon?received=cp-new5", { token });
    expect(headers.get("cache-control")).toMatch(/private/);
    expect(upstream.to(SEARCH)[0]?.headers.get("authorization")).toBe(`Bearer ${token}`);
    expect(data.loggedIn).toBe(true);
    expect(data.coupons?.find((c) => c.code === "NEW5")?.state).toBe("received");
    expect(data.received).toMatchObject({ id: "cp-new5", code: "NEW5" });
  });

  it("shows no receipt for a coupon the visitor does not hold", async () => {
    const { data } = await load("/ac/coupon?received=cp-year10", { token });
    expect(data.received).toBeNull();
  });

  it("picks out the coupon of a CouponsCode link, whatever its case", async () => {
    const { data } = await load("/ja/ac/coupon?CouponsCode=year10");
    expect(data.coupons?.filter((c) => c.picked).map((c) => c.code)).toEqual(["YEAR10"]);
    const none = await load("/ac/coupon?CouponsCode=%3Cscript%3E");
    expect(none.data.coupons?.some((c) => c.picked)).toBe(false);
  });

  it("answers the page, marked unavailable, when the provider is down", async () => {
    upstream.down();
    const { data, status } = await load("/zh/ac/coupon");
    expect(status).toBe(200);
    expect(data.coupons).toBeNull();
  });
});

describe("claiming a coupon", () => {
  it.each(["en", "zh", "ja"] as const)(
    "sends a visitor (%s) to log in, coming back with the coupon picked",
    async (language) => {
      const result = await action(
        await postForm(`${PREFIX[language]}/ac/coupon`, claim("cp-new5", "NEW5")),
      ).catch((error: unknown) => error);
      expect(result).toBeInstanceOf(Response);
      const location = new URL((result as Response).headers.get("location") ?? "");
      expect((result as Response).status).toBe(303);
      expect(location.origin).toBe("https://console.hostfront.test");
      expect(location.searchParams.get("ope")).toBe("login");
      expect(location.searchParams.get("lang")).toBe(language);
      const back = new URL(location.searchParams.get("redirect") ?? "");
      expect(back.pathname.endsWith("/ac/coupon")).toBe(true);
      expect(back.searchParams.get("CouponsCode")).toBe("NEW5");
      expect(upstream.to(RECEIVE)).toEqual([]);
    },
  );

  it("claims the coupon, then redirects to the receipt", async () => {
    const response = (await action(
      await postForm("/ja/ac/coupon", claim("cp-new5", "NEW5"), { token }),
    )) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/ja/ac/coupon?received=cp-new5#coupon-cp-new5");
    const [sent] = upstream.to(RECEIVE);
    expect(sent?.body).toEqual({ couponId: "cp-new5" });
    expect(sent?.headers.get("authorization")).toBe(`Bearer ${token}`);
    expect(sent?.headers.get("idempotency-key")).toMatch(/^form-[A-Za-z0-9_-]{43}$/);
    expect(await remaining("cp-new5")).toBe(811);
  });

  it("claims once for the same form key: a double click is one receipt", async () => {
    const first = (await action(
      await postForm("/ac/coupon", claim("cp-new5", "NEW5"), { token }),
    )) as Response;
    const second = (await action(
      await postForm("/ac/coupon", claim("cp-new5", "NEW5"), { token }),
    )) as Response;
    expect([first.status, second.status]).toEqual([303, 303]);
    const keys = upstream.to(RECEIVE).map((r) => r.headers.get("idempotency-key"));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(await remaining("cp-new5")).toBe(811);
  });

  it("holds back a visitor claiming too fast: 429, translated, the provider not asked", async () => {
    atFreshRateWindow();
    for (let i = 0; i < LIMITS.couponReceive.max; i++)
      await action(await postForm("/ac/coupon", claim("cp-new5", "NEW5"), { token }));
    const { data, status, headers } = answered(
      await action(await postForm("/zh/ac/coupon", claim("cp-new5", "NEW5"), { token })),
    );
    expect(status).toBe(429);
    expect(Number(headers.get("retry-after"))).toBeGreaterThan(0);
    expect(data.formError).toBe(resources.zh.common.errors.status["429"]);
    expect(upstream.to(RECEIVE)).toHaveLength(LIMITS.couponReceive.max);
  });

  it("sends another key for another coupon claimed from the same page", async () => {
    await action(await postForm("/ac/coupon", claim("cp-new5", "NEW5"), { token }));
    const other = (await action(
      await postForm("/ac/coupon", claim("cp-year10", "YEAR10"), { token }),
    )) as Response;
    expect(other.status).toBe(303);
    const keys = upstream.to(RECEIVE).map((r) => r.headers.get("idempotency-key"));
    expect(keys[0]).not.toBe(keys[1]);
  });

  it.each(["en", "zh", "ja"] as const)(
    "refuses a second claim with the translated message (%s), and no second receipt",
    async (language) => {
      const path = `${PREFIX[language]}/ac/coupon`;
      await action(await postForm(path, claim("cp-new5", "NEW5"), { token }));
      const other = "7d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a";
      const { data, status } = answered(
        await action(await postForm(path, claim("cp-new5", "NEW5", other), { token })),
      );
      expect(status).toBe(422);
      expect(data).toMatchObject({
        formError: apiErrors(language)["4101"],
        values: { couponId: "cp-new5" },
      });
      expect(data.formKey).toMatch(/^[0-9a-f-]{36}$/);
      expect(await remaining("cp-new5")).toBe(811);
    },
  );

  it("says when a coupon is sold out, not open yet, or gone", async () => {
    const cases = [
      ["cp-flash50", "FLASH50", "4102", 422],
      ["cp-winter20", "WINTER20", "4103", 422],
      ["cp-nope", "NOPE", "4040", 404],
    ] as const;
    for (const [id, code, error, expected] of cases) {
      const { data, status } = answered(
        await action(await postForm("/zh/ac/coupon", claim(id, code), { token })),
      );
      expect(status).toBe(expected);
      expect(data.formError).toBe(apiErrors("zh")[error]);
    }
  });

  it.each(["en", "zh", "ja"] as const)(
    "refuses a form without a valid coupon id (%s)",
    async (language) => {
      const v = resources[language].common.validation;
      const path = `${PREFIX[language]}/ac/coupon`;
      const missing = answered(await action(await postForm(path, { formKey }, { token })));
      expect(missing.status).toBe(400);
      expect(missing.data.errors).toEqual({ couponId: v.required });
      const bad = answered(await action(await postForm(path, claim("<script>", "x"), { token })));
      expect(bad.data.errors).toEqual({ couponId: v.invalid });
      expect(upstream.to(RECEIVE)).toEqual([]);
    },
  );

  it("sends a visitor whose session ended to log in again", async () => {
    const result = await action(
      await postForm("/ac/coupon", claim("cp-new5", "NEW5"), { token: "expired-token-123" }),
    ).catch((error: unknown) => error);
    expect(result).toBeInstanceOf(Response);
    const location = new URL((result as Response).headers.get("location") ?? "");
    expect(location.searchParams.get("ope")).toBe("login");
    expect(new URL(location.searchParams.get("redirect") ?? "").search).toBe("?CouponsCode=NEW5");
  });

  it("refuses a post from another site", async () => {
    const { status } = answered(
      await action(
        await postForm("/ac/coupon", claim("cp-new5", "NEW5"), {
          token,
          headers: { origin: "https://evil.example" },
        }),
      ),
    );
    expect(status).toBe(403);
    expect(upstream.to(RECEIVE)).toEqual([]);
  });

  it("keeps the page and says so when the provider is down", async () => {
    upstream.down();
    const { data, status } = answered(
      await action(await postForm("/ja/ac/coupon", claim("cp-new5", "NEW5"), { token })),
    );
    expect(status).toBe(503);
    expect(data.formError).toBe(resources.ja.common.errors.unavailable);
  });

  it("never answers a 500 to hostile fields", async () => {
    for (const fields of [
      { __proto__: "x", constructor: "y", ...claim("cp-new5", "NEW5") },
      claim("cp-new5", "NEW5\r\nSet-Cookie: x=1"),
      claim("a".repeat(65), "x".repeat(1000)),
      { formKey: "../../etc", couponId: "toString", code: "" },
    ]) {
      const result = await action(
        await postForm("/ac/coupon", fields as Record<string, string>, { token }),
      ).catch((error: unknown) => error);
      const status = result instanceof Response ? result.status : answered(result).status;
      expect(status).toBeLessThan(500);
    }
  });
});
