// What the sandbox keeps of a server order: the whole input as the contract read it (each
// field, with the defaults it filled in), never the password. A field added to orderCreate is
// kept without a line more here.
import { endpoints } from "@hostfront/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startSandbox } from "./harness.ts";

let h: Harness;
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.stop());

const storedConfig = async (orderId: string) => {
  const row = await h.running.sandbox.db
    .selectFrom("orders")
    .select("config")
    .where("id", "=", orderId)
    .executeTakeFirstOrThrow();
  return JSON.parse(row.config) as Record<string, unknown>;
};

describe("a server order's stored configuration", () => {
  it("is the whole input as the contract reads it, without the password", async () => {
    const { token } = await h.newUser();
    const orders = [
      {
        planId: "vps-2c4g",
        areaId: "hkg",
        imageId: "ubuntu-2404",
        period: "month" as const,
        password: h.encrypt("Server2026!"),
      },
      {
        language: "ja" as const,
        planId: "vps-2c4g",
        areaId: "tyo",
        imageId: "debian-13",
        disks: [{ diskProductId: "disk-nvme", sizeGb: 100 }],
        securityGroupId: "sg-ssh",
        snapshotStrategyId: "snap-daily-7",
        period: "year" as const,
        quantity: 2,
        hostname: "web-tokyo",
        password: h.encrypt("Server2026!"),
      },
    ];
    for (const order of orders) {
      const { orderId } = await h.api.orderCreate(order, { token });
      const { password: _, ...read } = endpoints.orderCreate.input.parse(order);
      expect(await storedConfig(orderId)).toEqual(read);
    }
  });
});
