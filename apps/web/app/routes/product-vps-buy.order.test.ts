// The server configurator's order action: login first, the order the provider made shown after
// the redirect, the browser's ciphertext sent as it is, and one order per form key; then the
// receipt the redirect carries.
import { randomUUID } from "node:crypto";
import { mockUser } from "@hostfront/api-client/mocks";
import { displayPrice } from "@hostfront/commerce";
import { languageTags } from "@hostfront/i18n";
import { describe, expect, it } from "vitest";
import { PLAIN_OPTIONS, plainText } from "~/lib/configurator/options";
import { rateOf } from "~/test/language";
import { mockProviderApi } from "~/test/provider";
import { answered, publishedAt, SITE, thrownResponse } from "~/test/request";
import { action } from "./product-vps-buy";
import { load, ORDER_PATH, order, page, post } from "./product-vps-buy.fixtures";
import { readReceipt, receiptCookie } from "./product-vps-buy.server";

const upstream = mockProviderApi();

describe("product-vps-buy action", () => {
  it("sends a visitor to the console's login and back to the same configuration", async () => {
    const response = await thrownResponse(action(await post("/ja/product/vps-buy", order, {})));
    expect(response.status).toBe(303);
    const login = new URL(response.headers.get("location") ?? "");
    expect(login.searchParams.get("ope")).toBe("login");
    expect(login.searchParams.get("lang")).toBe("ja");
    const back = new URL(login.searchParams.get("redirect") ?? "");
    expect(`${back.origin}${back.pathname}`).toBe(publishedAt("/product/vps-buy", "ja"));
    expect(Object.fromEntries(back.searchParams)).toMatchObject({
      type: "vps",
      region: "tyo",
      image: "debian-13",
      plan: "vps-2c4g",
      period: "year",
      quantity: "2",
      disk: "disk-nvme:100",
    });
    // Never the password.
    expect(response.headers.get("location")).not.toContain("Harbour");
    expect(upstream.to(ORDER_PATH)).toEqual([]);
  });

  it("orders the configuration, then shows the order the provider made", async () => {
    const response = (await action(await post("/zh/product/vps-buy", order))) as Response;
    expect(response.status).toBe(303);
    const location = response.headers.get("location") ?? "";
    expect(location).toMatch(/^\/zh\/product\/vps-buy\?order=ord-[0-9a-z]+$/);
    const [sent] = upstream.to(ORDER_PATH);
    expect(sent?.headers.get("authorization")).toBe(`Bearer ${mockUser.token}`);
    expect(sent?.headers.get("idempotency-key")).toMatch(/^form-[A-Za-z0-9_-]{43}$/);
    expect(sent?.body).toMatchObject({
      language: "zh",
      planId: "vps-2c4g",
      areaId: "tyo",
      imageId: "debian-13",
      bandwidthId: null,
      disks: [{ diskProductId: "disk-nvme", sizeGb: 100 }],
      securityGroupId: "sg-web",
      snapshotStrategyId: "snap-daily-7",
      period: "year",
      quantity: 2,
      hostname: "web-tokyo",
      userCouponId: null,
    });
    // Encrypted here (the form came without JavaScript), never sent as typed.
    expect(sent?.body?.password).toMatch(/^[A-Za-z0-9+/]{300,}={0,2}$/);

    // The receipt: a cookie for this page, signed for this session.
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(
      /^vpsOrder=[^;]+; Path=\/zh\/product\/; SameSite=Lax; Max-Age=3600; HttpOnly/,
    );
    const placed = upstream.provider.orders[0];
    const value = cookie.slice("vpsOrder=".length, cookie.indexOf(";"));
    const { data } = await load(location, {
      token: mockUser.token,
      cookies: { vpsOrder: value },
    });
    if (data.view !== "receipt") throw new Error("expected the receipt");
    const hkd = await rateOf("HKD");
    expect(data.order).toMatchObject({
      orderNo: placed?.orderNo,
      status: "unpaid",
      total: displayPrice(placed?.totalUsd ?? Number.NaN, hkd, languageTags.zh),
      totalUsd: displayPrice(placed?.totalUsd ?? Number.NaN, { type: "USD", rate: 1 }, "zh-Hans"),
    });
    expect(data.order?.items).toHaveLength(placed?.items.length ?? -1);
    expect(data.payment?.map((p) => p.type)).toEqual(["USD", "CNY", "HKD", "JPY", "EUR"]);
    expect(data.payment?.find((p) => p.type === "JPY")?.methods).toEqual(["card"]);
    // Another session (or no session) cannot read it.
    const other = await load(location, {
      token: "another-token",
      cookies: { vpsOrder: value },
    });
    expect(other.data.view === "receipt" && other.data.order).toBeNull();
  });

  it.each(PLAIN_OPTIONS.map((option) => [option.name, option] as const))(
    "orders each value of the option %s as chosen",
    async (name, option) => {
      for (const value of option.values as readonly unknown[]) {
        const fields = { ...order, formKey: randomUUID(), [name]: plainText(option, value) };
        expect((await action(await post("/product/vps-buy", fields))) as Response).toMatchObject({
          status: 303,
        });
        expect(upstream.to(ORDER_PATH).at(-1)?.body?.[name]).toEqual(value);
      }
    },
  );

  it("sends the browser's ciphertext as it is", async () => {
    const ciphertext = Buffer.alloc(256, 7).toString("base64");
    const { password: _plain, ...rest } = order;
    await action(await post("/product/vps-buy", { ...rest, passwordEncrypted: ciphertext }));
    expect(upstream.to(ORDER_PATH)[0]?.body?.password).toBe(ciphertext);
  });

  it("orders with no coupon when 'no coupon' was chosen", async () => {
    const response = (await action(
      await post("/product/vps-buy", { ...order, coupon: "none" }),
    )) as Response;
    expect(response.status).toBe(303);
    expect(upstream.to(ORDER_PATH)[0]?.body).toMatchObject({ userCouponId: null });
  });

  it("places one order for a resubmitted form: the same form key is the same Idempotency-Key", async () => {
    const first = (await action(await post("/product/vps-buy", order))) as Response;
    const again = (await action(await post("/product/vps-buy", order))) as Response;
    const sent = upstream.to(ORDER_PATH);
    expect(sent).toHaveLength(2);
    expect(sent[0]?.headers.get("idempotency-key")).toBe(sent[1]?.headers.get("idempotency-key"));
    // The password, encrypted here, is encrypted the same way for the same form: the same request.
    expect(sent[0]?.body).toEqual(sent[1]?.body);
    expect(upstream.provider.orders).toHaveLength(1);
    const only = `/product/vps-buy?order=${upstream.provider.orders[0]?.orderId}`;
    expect(first.headers.get("location")).toBe(only);
    expect(again.headers.get("location")).toBe(only);
  });

  it("places one order for a double click, whichever request arrives first", async () => {
    const results = await Promise.all([
      action(await post("/product/vps-buy", order)),
      action(await post("/product/vps-buy", order)),
    ]);
    expect(upstream.provider.orders).toHaveLength(1);
    const only = `/product/vps-buy?order=${upstream.provider.orders[0]?.orderId}`;
    for (const result of results) {
      // The other click finds the order made, or still being made (the same key, kept).
      if (result instanceof Response) expect(result.headers.get("location")).toBe(only);
      else {
        const { data, status } = answered(result);
        expect([status, data.formKey]).toEqual([409, null]);
      }
    }
  });

  it("keeps a form sent again with other details from making a second order", async () => {
    await action(await post("/product/vps-buy", order));
    const changed = answered(
      await action(await post("/product/vps-buy", { ...order, hostname: "web-osaka" })),
    );
    expect(changed.status).toBe(422);
    expect(changed.data.formError).toBe(page("en").errors.alreadyUsed);
    expect(changed.data.formKey).toBeNull();
    expect(upstream.provider.orders).toHaveLength(1);
  });

  it("makes another order for another form key", async () => {
    await action(await post("/product/vps-buy", order));
    await action(
      await post("/product/vps-buy", { ...order, formKey: "a1b2c3d4-e5f6-4789-8abc-def012345678" }),
    );
    expect(upstream.provider.orders).toHaveLength(2);
  });
});

describe("the order receipt", () => {
  const placed = {
    orderId: "ord-0042",
    orderNo: "HF20261122000042",
    status: "unpaid" as const,
    items: [{ description: "VPS Standard", amountUsd: 20 }],
    subtotalUsd: 20,
    discountUsd: 0,
    totalUsd: 20,
    createdAt: "2026-11-22T08:00:00.000Z",
  };
  const requestWith = (cookie: string) =>
    new Request(`${SITE}/product/vps-buy?order=ord-0042`, {
      headers: { cookie: cookie.slice(0, cookie.indexOf(";")) },
    });

  it("is read back by the session that placed the order, for that order only", () => {
    const cookie = receiptCookie(placed, "token-a", "/product/vps-buy");
    expect(readReceipt(requestWith(cookie), "token-a", "ord-0042")).toEqual({
      order: placed,
      server: null,
    });
    expect(readReceipt(requestWith(cookie), "token-b", "ord-0042")).toBeNull();
    expect(readReceipt(requestWith(cookie), "token-a", "ord-0043")).toBeNull();
  });

  it("carries where the servers run, their system and name", () => {
    const server = { region: "Tokyo", image: "Debian 13", hostname: "web-tokyo" };
    const cookie = receiptCookie(placed, "token-a", "/product/vps-buy", Date.now(), server);
    expect(readReceipt(requestWith(cookie), "token-a", "ord-0042")?.server).toEqual(server);
  });

  it("is refused once expired or changed", () => {
    const old = receiptCookie(placed, "token-a", "/product/vps-buy", Date.now() - 2 * 3600_000);
    expect(readReceipt(requestWith(old), "token-a", "ord-0042")).toBeNull();
    const cookie = receiptCookie(placed, "token-a", "/product/vps-buy");
    const [payload, signature] = cookie.slice("vpsOrder=".length, cookie.indexOf(";")).split(".");
    const forged = Buffer.from(
      JSON.stringify({ order: { ...placed, totalUsd: 0.01 }, expiresAt: Date.now() + 3600_000 }),
    ).toString("base64url");
    expect(
      readReceipt(requestWith(`vpsOrder=${forged}.${signature};`), "token-a", "ord-0042"),
    ).toBeNull();
    expect(readReceipt(requestWith(`vpsOrder=${payload}.x;`), "token-a", "ord-0042")).toBeNull();
    expect(readReceipt(requestWith("vpsOrder=garbage;"), "token-a", "ord-0042")).toBeNull();
  });
});
