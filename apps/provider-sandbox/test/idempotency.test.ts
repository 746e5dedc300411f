// A duplicate POST with the same Idempotency-Key changes nothing, before and after a restart.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { endpoints } from "@hostfront/api-client";
import { afterEach, describe, expect, it, onTestFinished } from "vitest";
import { type Harness, startSandbox } from "./harness.ts";

let h: Harness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

const raw = async (h: Harness, path: string, body: unknown, headers: Record<string, string>) => {
  const response = await fetch(`${h.baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { code: number; message: { orderId?: string } };
  return {
    status: response.status,
    replayed: response.headers.get("idempotency-replayed"),
    body: json,
  };
};

describe("Idempotency-Key", () => {
  it("replays a coupon receipt instead of taking a second coupon", async () => {
    h = await startSandbox();
    const { token } = await h.newUser();
    const headers = { authorization: `Bearer ${token}`, "idempotency-key": "receive-dedi20-0001" };
    const first = await raw(h, endpoints.couponReceive.path, { couponId: "cp-dedi20" }, headers);
    const second = await raw(h, endpoints.couponReceive.path, { couponId: "cp-dedi20" }, headers);
    expect(first.body.code).toBe(2000);
    expect(second).toEqual({ ...first, replayed: "true" });
    const stock = await h.running.sandbox.db
      .selectFrom("coupon_stock")
      .select("remaining")
      .where("coupon_id", "=", "cp-dedi20")
      .executeTakeFirstOrThrow();
    expect(stock.remaining).toBe(40);
    expect(
      await h.running.sandbox.db.selectFrom("user_coupons").selectAll().execute(),
    ).toHaveLength(1);
  });

  it("creates one order for a double-submitted order form", async () => {
    h = await startSandbox();
    const { token } = await h.newUser();
    const body = {
      planId: "vps-1c1g",
      areaId: "lax",
      imageId: "debian-13",
      period: "month",
      password: h.encrypt("Server2026!"),
    };
    const headers = { authorization: `Bearer ${token}`, "idempotency-key": "order-form-7f3a9c21" };
    const [a, b] = await Promise.all([
      raw(h, endpoints.orderCreate.path, body, headers),
      raw(h, endpoints.orderCreate.path, body, headers),
    ]);
    const statuses = [a.status, b.status].sort();
    // One runs, the other either waits its turn (409, which clients retry) or replays.
    expect(statuses[0]).toBe(200);
    const retry = await raw(h, endpoints.orderCreate.path, body, headers);
    expect(retry.replayed).toBe("true");
    expect(retry.body.message.orderId).toBe((a.status === 200 ? a : b).body.message.orderId);
    expect(await h.running.sandbox.db.selectFrom("orders").selectAll().execute()).toHaveLength(1);
  });

  it("the client's own retry after a lost answer is applied once", async () => {
    h = await startSandbox();
    const { token } = await h.newUser();
    const key = "retry-after-loss-01";
    // The provider applies the request, but the answer is lost on the way back...
    await raw(
      h,
      endpoints.couponReceive.path,
      { couponId: "cp-year10" },
      { authorization: `Bearer ${token}`, "idempotency-key": key },
    );
    // ...so the client sends it again with the same key.
    const again = await h.api.couponReceive(
      { couponId: "cp-year10" },
      { token, idempotencyKey: key },
    );
    expect(again.couponId).toBe("cp-year10");
    expect(
      await h.running.sandbox.db.selectFrom("user_coupons").selectAll().execute(),
    ).toHaveLength(1);
  });

  it("remembers keys across a restart", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "hostfront-idem-"));
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
    h = await startSandbox({ SANDBOX_DATA_DIR: dataDir });
    const { token } = await h.newUser();
    const headers = { authorization: `Bearer ${token}`, "idempotency-key": "survives-restart-1" };
    const first = await raw(h, endpoints.couponReceive.path, { couponId: "cp-new5" }, headers);
    await h.stop();
    h = await startSandbox({ SANDBOX_DATA_DIR: dataDir });
    const second = await raw(h, endpoints.couponReceive.path, { couponId: "cp-new5" }, headers);
    expect(second.body).toEqual(first.body);
    expect(second.replayed).toBe("true");
  });
});
