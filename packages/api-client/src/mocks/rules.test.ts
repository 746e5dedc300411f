// The mock provider keeps the contract's rules, and the contract handler answers its errors.
// (The sandbox's contract suite runs against this provider too: apps/provider-sandbox/test.)

import { describe, expect, it } from "vitest";
import { endpoints } from "../contract/endpoints.ts";
import { errorCodes } from "../contract/envelope.ts";
import { ApiError } from "../errors.ts";
import { MOCK_BASE_URL, MOCK_CHAT_API_KEY } from "./index.ts";
import { mockProviderPerTest, password, token } from "./test-kit.ts";

const mock = mockProviderPerTest();

describe("the mock provider keeps the rules", () => {
  it("gives a coupon once per user", async () => {
    await mock.api.couponReceive({ couponId: "cp-new5" }, { token });
    const again = await mock.api
      .couponReceive({ couponId: "cp-new5" }, { token })
      .catch((e: unknown) => e);
    expect(again).toBeInstanceOf(ApiError);
    expect(again).toMatchObject({ code: errorCodes.COUPON_ALREADY_RECEIVED.code, status: 422 });
    const coupons = await mock.api.couponSearch({}, { token });
    expect(coupons.find((c) => c.id === "cp-new5")).toMatchObject({
      received: true,
      remaining: 811,
    });
  });

  it("refuses a sold-out coupon and one not yet valid", async () => {
    await expect(
      mock.api.couponReceive({ couponId: "cp-flash50" }, { token }),
    ).rejects.toMatchObject({
      code: 4102,
    });
    await expect(
      mock.api.couponReceive({ couponId: "cp-winter20" }, { token }),
    ).rejects.toMatchObject({
      code: 4103,
    });
  });

  it("needs a token for user calls", async () => {
    await expect(mock.api.userBrowse()).rejects.toMatchObject({ code: 4010, status: 401 });
    await expect(mock.api.userBrowse({}, { token: "nope" })).rejects.toMatchObject({ code: 4010 });
  });

  it("registers, activates from the outbox, and logs in", async () => {
    await mock.api.register({
      account: "ren@example.jp",
      password,
      username: "Ren",
      language: "ja",
    });
    await expect(mock.api.login({ account: "ren@example.jp", password })).rejects.toMatchObject({
      code: 4303,
    });
    const mail = mock.provider.outbox.find((m) => m.to === "ren@example.jp");
    await mock.api.activate({ code: mail?.activationCode ?? "" });
    const session = await mock.api.login({ account: "ren@example.jp", password });
    await expect(mock.api.userBrowse({}, { token: session.token })).resolves.toMatchObject({
      userAccount: "ren@example.jp",
      language: "ja",
    });
    await mock.api.logout({}, { token: session.token });
    await expect(mock.api.userBrowse({}, { token: session.token })).rejects.toMatchObject({
      code: 4010,
    });
  });

  it("fills a group-buy group and then refuses the next member", async () => {
    const joined = await mock.api.activityCreate(
      {
        kind: "pintuan",
        pintuanId: "pt-vps-2c4g",
        groupId: "grp-2c4g-a",
        areaId: "hkg",
        imageId: "debian-13",
      },
      { token },
    );
    expect(joined.group).toMatchObject({ members: 3, status: "complete", joined: true });
    expect(joined.order.totalUsd).toBe(139);
    const { list } = await mock.api.userProducts({ page: 1, row: 10, type: "server" }, { token });
    expect(list[0]).toMatchObject({
      orderId: joined.order.orderId,
      status: "pending",
      planId: "vps-2c4g",
      areaId: "hkg",
    });
  });

  it("answers domain availability, reserved and premium names", async () => {
    const [taken, free] = await mock.api
      .domainCheck({ name: "google", suffixes: [".com"] })
      .then(async (a) => [
        a[0],
        (await mock.api.domainCheck({ name: "quiet-harbour-77", suffixes: [".com"] }))[0],
      ]);
    expect(taken).toMatchObject({ available: false, reason: "registered" });
    expect(free).toMatchObject({ available: true, registerUsd: 8.88, premium: false });
    await expect(mock.api.domainCheck({ name: "abc", suffixes: ["nope"] })).rejects.toMatchObject({
      code: 4000,
    });
    await expect(
      mock.api.domainCheck({ name: "abc", suffixes: [".museum"] }),
    ).rejects.toMatchObject({
      code: 4502,
    });
  });

  it("answers the chat in the question's language, with a source link", async () => {
    const uuid = "0b7e0a4e-8c47-4f4e-9e0a-2f4a1c2b3d4e";
    const ja = await mock.api.chat({
      api_key: MOCK_CHAT_API_KEY,
      question: "返金はできますか？",
      uuid,
    });
    expect(ja.language).toBe("ja");
    expect(ja.sources[0]?.url).toBe("/ja/doc/article/refund");
    await expect(mock.api.chat({ api_key: "wrong", question: "hi", uuid })).rejects.toMatchObject({
      code: 4030,
      status: 403,
    });
  });
});

describe("the contract handler", () => {
  const raw = async (path: string, init?: RequestInit) => {
    const response = await fetch(`${MOCK_BASE_URL}${path}`, init);
    const body = (await response.json()) as { code: number; fields?: Record<string, string> };
    return { status: response.status, body, headers: response.headers };
  };

  it("answers 4000 with the fields that do not match", async () => {
    const { status, body } = await raw(endpoints.couponReceive.path, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify({ couponId: "../etc/passwd" }),
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 4000, fields: { couponId: expect.any(String) } });
  });

  it("answers 4000 for a body that is not JSON, 413 for one too large", async () => {
    expect((await raw(endpoints.jobs.path, { method: "POST", body: "{oops" })).body.code).toBe(
      4000,
    );
    const huge = JSON.stringify({ language: "en", pad: "x".repeat(70_000) });
    expect((await raw(endpoints.jobs.path, { method: "POST", body: huge })).status).toBe(413);
  });

  it("answers 404 for an unknown path and 405 for the wrong method", async () => {
    expect((await raw("/api/nope")).body).toMatchObject({ code: 4041 });
    const wrong = await raw(endpoints.jobs.path);
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get("allow")).toBe("POST");
  });

  it("replays the first answer for a repeated Idempotency-Key and changes nothing", async () => {
    const headers = { authorization: `Bearer ${token}`, "idempotency-key": "key-0000000001" };
    const first = await raw(endpoints.couponReceive.path, {
      method: "POST",
      headers,
      body: JSON.stringify({ couponId: "cp-year10" }),
    });
    const second = await raw(endpoints.couponReceive.path, {
      method: "POST",
      headers,
      body: JSON.stringify({ couponId: "cp-year10" }),
    });
    expect(second.body).toEqual(first.body);
    expect(second.headers.get("idempotency-replayed")).toBe("true");
    const coupons = await mock.api.couponSearch({}, { token });
    expect(coupons.find((c) => c.id === "cp-year10")?.remaining).toBe(339);
    const other = await raw(endpoints.couponReceive.path, {
      method: "POST",
      headers,
      body: JSON.stringify({ couponId: "cp-new5" }),
    });
    expect(other.body).toMatchObject({ code: 4220 });
  });
});
