// The VPS sale (/activity/vps): its offers in the visitor's currency with the choices of their
// plan, ordering one (login first, once per form key, translated refusals, the order shown after
// the redirect), and the tracking of visits and offer clicks. The same loader and action serve
// /activity/promotion (activity-promotion.test.ts).
import { MOCK_BASE_URL, mockUser } from "@hostfront/api-client/mocks";
import { type Language, localizePath } from "@hostfront/i18n";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { ORDER_COOKIE } from "~/lib/http/cookies.server";
import { priceIn, texts } from "~/test/language";
import { mockProviderApi } from "~/test/provider";
import { answered, cookieValue, pageArgs, postForm, setCookies, unwrap } from "~/test/request";
import * as vps from "./activity-vps";

const upstream = mockProviderApi();

const ACT_PAGE = "/api/user/behavior/actPage";
const CLICK = "/api/user-server/user/promotionClick";
const CREATE = "/api/activity/create";
const token = mockUser.token;
/** VPS Basic for a year in the autumn sale: 143 left, one per account. */
const basic = {
  formKey: "5c2d9e1f-3a4b-4c5d-8e6f-7a8b9c0d1e2f",
  activityId: "act-autumn-vps",
  offerId: "off-autumn-1c2g",
  areaId: "tyo",
  imageId: "ubuntu-2404",
};
const pagePath = (language: Language) => localizePath("/activity/vps", language);

const loadVps = async (path: string, init: Parameters<typeof pageArgs>[1] = {}) =>
  unwrap(await vps.loader(await pageArgs(path, init)));

/** Places an order as the demo user; answers the redirect and the cookie it set. */
async function order(path = "/activity/vps", fields: Record<string, string> = basic) {
  const response = (await vps.action(await postForm(path, fields, { token }))) as Response;
  return { response, cookie: cookieValue(setCookies(response).get(ORDER_COOKIE)) ?? "" };
}

describe("the VPS sale: its offers", () => {
  it.each(["en", "zh", "ja"] as const)(
    "lists the VPS sale in %s with prices in the language's currency",
    async (language) => {
      const { data, status, headers } = await loadVps(pagePath(language));
      expect(status).toBe(200);
      expect(headers.get("cache-control")).toMatch(/^public/);
      expect(data.seo.title).toContain(texts(language).pages["activity-vps"].title);
      const [activity] = data.activities ?? [];
      expect(activity).toMatchObject({ id: "act-autumn-vps", status: "open" });
      expect(activity?.daysLeft).toBeGreaterThanOrEqual(48);
      const offer = activity?.offers.find((o) => o.id === "off-autumn-1c2g");
      expect(offer).toMatchObject({
        period: "year",
        price: await priceIn(language, 79),
        original: await priceIn(language, 102),
        savePercent: 23,
        left: 143,
        stock: 200,
        perUserLimit: 1,
        cpu: 1,
        memoryGb: 2,
        orderable: true,
        choices: true,
      });
      // Sold out: shown, not orderable.
      expect(activity?.offers.find((o) => o.id === "off-autumn-4c8g")).toMatchObject({
        left: 0,
        orderable: false,
      });
      // Open regions that sell the plan (Sydney is not open yet).
      expect(offer?.regions.map((r) => r.id)).toEqual(
        expect.arrayContaining(["hkg", "tyo", "sin", "lax", "nyc", "fra", "lon"]),
      );
      expect(offer?.regions.some((r) => r.id === "syd")).toBe(false);
      expect(upstream.to("/api/home/activity/cvm/search")[0]?.body).toMatchObject({
        language,
        kind: "vps",
      });
    },
  );
});

describe("the VPS sale: tracking", () => {
  it("records the visit in the background, with the referral code", async () => {
    await loadVps("/zh/activity/vps", { cookies: { referrer: "h616263" } });
    await expect.poll(() => upstream.to(ACT_PAGE).length).toBe(1);
    const [visit] = upstream.to(ACT_PAGE);
    expect(visit?.body).toEqual({
      language: "zh",
      page: "/zh/activity/vps",
      activityId: "act-autumn-vps",
      referer: "h616263",
    });
    expect(visit?.headers.get("authorization")).toBeNull();
  });

  it("records a logged-in visit with the token", async () => {
    await loadVps("/activity/vps", { token });
    await expect.poll(() => upstream.to(ACT_PAGE).length).toBe(1);
    expect(upstream.to(ACT_PAGE)[0]?.headers.get("authorization")).toBe(`Bearer ${token}`);
  });

  it("never waits for the tracking call", async () => {
    // The provider holds the tracking call until the page has answered: a loader that waited
    // for it would never answer.
    let reached = false;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    upstream.use(
      http.post(`${MOCK_BASE_URL}${ACT_PAGE}`, async () => {
        reached = true;
        await held;
        return HttpResponse.json({ code: 2000, message: { recorded: true } });
      }),
    );
    const { status } = await loadVps("/activity/vps");
    expect(status).toBe(200);
    await expect.poll(() => reached).toBe(true);
    release();
  });

  it("still answers the page when the tracking call fails", async () => {
    upstream.use(http.post(`${MOCK_BASE_URL}${ACT_PAGE}`, () => HttpResponse.error()));
    const { data, status } = await loadVps("/ja/activity/vps");
    expect(status).toBe(200);
    expect(data.activities?.length).toBe(1);
  });

  it("records a click on the offer card when it is ordered, once per form key", async () => {
    await order();
    await order();
    await expect.poll(() => upstream.to(CLICK).length).toBe(2);
    const clicks = upstream.to(CLICK);
    expect(clicks[0]?.body).toEqual({
      language: "en",
      position: "activity-card",
      activityId: "act-autumn-vps",
    });
    expect(clicks[0]?.headers.get("idempotency-key")).toBe(
      clicks[1]?.headers.get("idempotency-key"),
    );
    expect(upstream.provider.records.filter((r) => r.kind === "promotionClick")).toHaveLength(1);
  });
});

describe("the VPS sale: ordering an offer", () => {
  it.each(["en", "zh", "ja"] as const)(
    "sends a visitor (%s) to log in, back to the offer with the same choices",
    async (language) => {
      const path = pagePath(language);
      const result = await vps.action(await postForm(path, basic)).catch((error: unknown) => error);
      expect(result).toBeInstanceOf(Response);
      const location = new URL((result as Response).headers.get("location") ?? "");
      expect((result as Response).status).toBe(303);
      expect(location.origin).toBe("https://console.hostfront.test");
      expect(location.searchParams.get("ope")).toBe("login");
      expect(location.searchParams.get("lang")).toBe(language);
      const back = new URL(location.searchParams.get("redirect") ?? "");
      expect(back.pathname.endsWith("/activity/vps")).toBe(true);
      expect(Object.fromEntries(back.searchParams)).toEqual({
        offer: "off-autumn-1c2g",
        region: "tyo",
        image: "ubuntu-2404",
      });
      expect(upstream.to(CREATE)).toEqual([]);
      // The choice comes back picked.
      const { data } = await loadVps(`${back.pathname}${back.search}`, { token });
      expect(data.pick).toEqual({
        offerId: "off-autumn-1c2g",
        regionId: "tyo",
        imageId: "ubuntu-2404",
      });
    },
  );

  it("orders the offer, then shows the order after the redirect", async () => {
    const { response, cookie } = await order("/ja/activity/vps");
    expect(response.status).toBe(303);
    const location = response.headers.get("location") ?? "";
    expect(location).toMatch(/^\/ja\/activity\/vps\?ordered=[A-Za-z0-9_-]+#order-result$/);
    expect(setCookies(response).get(ORDER_COOKIE)).toMatch(/HttpOnly/);
    const [sent] = upstream.to(CREATE);
    expect(sent?.body).toEqual({
      kind: "offer",
      activityId: "act-autumn-vps",
      offerId: "off-autumn-1c2g",
      areaId: "tyo",
      imageId: "ubuntu-2404",
    });
    expect(sent?.headers.get("authorization")).toBe(`Bearer ${token}`);
    expect(sent?.headers.get("idempotency-key")).toMatch(/^form-[A-Za-z0-9_-]{43}$/);
    const placed = upstream.provider.orders[0];

    upstream.requests.length = 0;
    const { data, headers } = await loadVps(location.replace(/#.*$/, ""), {
      token,
      cookies: { [ORDER_COOKIE]: cookie },
    });
    expect(headers.get("cache-control")).toMatch(/private/);
    expect(data.order).toMatchObject({
      orderId: placed?.orderId,
      orderNo: placed?.orderNo,
      status: "unpaid",
      total: await priceIn("ja", 79),
      discount: await priceIn("ja", 23),
      offer: { period: "year" },
    });
    const pay = new URL(data.order?.payUrl ?? "");
    expect(pay.origin).toBe("https://console.hostfront.test");
    expect(pay.searchParams.get("lang")).toBe("ja");
    // The page after an order is not a new visit.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(upstream.to(ACT_PAGE)).toEqual([]);
  });

  it("shows no order for another order id, or a cookie that was tampered with", async () => {
    const { cookie } = await order();
    const other = await loadVps("/activity/vps?ordered=ord-other", {
      token,
      cookies: { [ORDER_COOKIE]: cookie },
    });
    expect(other.data.order).toBeNull();
    const forged = await loadVps("/activity/vps?ordered=x", {
      token,
      cookies: { [ORDER_COOKIE]: '{"orderId":"x","totalUsd":-1}' },
    });
    expect(forged.data.order).toBeNull();
    const garbage = await loadVps("/activity/vps?ordered=x", {
      cookies: { [ORDER_COOKIE]: "{not json" },
    });
    expect(garbage.data.order).toBeNull();
  });

  it("places one order for the same form key: a double click is one order", async () => {
    const first = await order();
    const second = await order();
    expect([first.response.status, second.response.status]).toEqual([303, 303]);
    const keys = upstream.to(CREATE).map((r) => r.headers.get("idempotency-key"));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(upstream.provider.orders).toHaveLength(1);
    expect(first.response.headers.get("location")).toBe(second.response.headers.get("location"));
  });

  it.each(["en", "zh", "ja"] as const)(
    "refuses a sold-out offer with the translated message (%s)",
    async (language) => {
      const { data, status } = answered(
        await vps.action(
          await postForm(pagePath(language), { ...basic, offerId: "off-autumn-4c8g" }, { token }),
        ),
      );
      expect(status).toBe(422);
      expect(data.formError).toBe(texts(language).apiErrors["4405"]);
      expect(data.values).toMatchObject({ offerId: "off-autumn-4c8g" });
      expect(data.formKey).toMatch(/^[0-9a-f-]{36}$/);
      expect(upstream.provider.orders).toEqual([]);
    },
  );

  it.each([
    ["LIMIT_REACHED", 4406],
    ["ACTIVITY_NOT_OPEN", 4404],
  ] as const)("says so when the provider answers %s", async (_name, code) => {
    upstream.use(
      http.post(`${MOCK_BASE_URL}${CREATE}`, () =>
        HttpResponse.json({ code, message: "refused" }, { status: 422 }),
      ),
    );
    for (const language of ["en", "zh", "ja"] as const) {
      const { data, status } = answered(
        await vps.action(await postForm(pagePath(language), basic, { token })),
      );
      expect(status).toBe(422);
      expect(data.formError).toBe(
        texts(language).apiErrors[String(code) as keyof ReturnType<typeof texts>["apiErrors"]],
      );
    }
  });

  it("sends a visitor whose session ended to log in again", async () => {
    const result = await vps
      .action(await postForm("/activity/vps", basic, { token: "expired-token-123" }))
      .catch((error: unknown) => error);
    expect(result).toBeInstanceOf(Response);
    const location = new URL((result as Response).headers.get("location") ?? "");
    expect(location.searchParams.get("ope")).toBe("login");
    expect(new URL(location.searchParams.get("redirect") ?? "").searchParams.get("offer")).toBe(
      "off-autumn-1c2g",
    );
  });

  it("refuses a post from another site", async () => {
    const { status } = answered(
      await vps.action(
        await postForm("/activity/vps", basic, {
          token,
          headers: { origin: "https://evil.example" },
        }),
      ),
    );
    expect(status).toBe(403);
    expect(upstream.to(CREATE)).toEqual([]);
    expect(upstream.to(CLICK)).toEqual([]);
  });

  it("keeps the form and says so when the provider is down", async () => {
    await loadVps("/ja/activity/vps");
    upstream.down();
    const { data, status } = answered(
      await vps.action(await postForm("/ja/activity/vps", basic, { token })),
    );
    expect(status).toBe(503);
    expect(data.formError).toBe(texts("ja").errors.unavailable);
    expect(data.values).toMatchObject({ areaId: "tyo" });
  });

  it("never answers a 500 to hostile fields", async () => {
    for (const fields of [
      { __proto__: "x", constructor: "y", ...basic },
      { ...basic, areaId: "tyo\r\nX: y", imageId: "<img>" },
      { ...basic, offerId: "a".repeat(65) },
      { ...basic, activityId: "toString", offerId: "valueOf" },
      { formKey: "../../", activityId: "", offerId: "", areaId: "", imageId: "" },
    ]) {
      const result = await vps
        .action(await postForm("/activity/vps", fields as Record<string, string>, { token }))
        .catch((error: unknown) => error);
      const status = result instanceof Response ? result.status : answered(result).status;
      expect(status).toBeLessThan(500);
    }
  });
});
