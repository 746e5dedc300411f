// Every call through the typed client against the msw handlers: each sample answer passes its
// schema (the client checks it), in the language asked for.

import { describe, expect, it } from "vitest";
import { type EndpointName, endpointNames } from "../contract/endpoints.ts";
import { exampleInputs } from "./examples.ts";
import { mockProviderPerTest, token } from "./test-kit.ts";

const mock = mockProviderPerTest();

describe("every call answers its schema", () => {
  it.each(endpointNames.filter((name) => name !== "activate"))("%s", async (name) => {
    const call = mock.api.call as (
      name: EndpointName,
      input: unknown,
      options: { token: string },
    ) => Promise<unknown>;
    await expect(call(name, exampleInputs[name], { token })).resolves.toBeDefined();
  });

  it("has a sample for every call", () => {
    expect(Object.keys(exampleInputs).sort()).toEqual([...endpointNames].sort());
  });
});

describe("texts come in the language asked for", () => {
  it("names regions in zh and ja", async () => {
    const zh = await mock.api.areaSearch({ language: "zh" });
    const ja = await mock.api.areaSearch({ language: "ja" });
    expect(zh.find((r) => r.id === "tyo")?.name).toBe("东京");
    expect(ja.find((r) => r.id === "tyo")?.name).toBe("東京");
  });

  it("lists announcements pinned first and then newest first", async () => {
    const list = await mock.api.announcements({ page: 1, row: 3 });
    expect(list.map((a) => a.id)).toEqual([
      "an-2026-11-hkg-maintenance",
      "an-2026-11-sydney",
      "an-2026-10-autumn-sale",
    ]);
  });
});

describe("hosting plans", () => {
  it("lists PHP hosting then databases, cheapest first, with their texts", async () => {
    const all = await mock.api.hostingPlans({ language: "zh" });
    expect(all.map((p) => p.id)).toEqual([
      "php-starter",
      "php-business",
      "php-pro",
      "db-1",
      "db-2",
      "db-4",
    ]);
    const pro = all.find((p) => p.id === "php-pro");
    expect(pro).toMatchObject({
      kind: "php",
      name: "PHP Pro",
      websites: null,
      trafficGb: null,
      prices: { month: 14.99, quarter: 42.72, year: 152.9 },
      regions: ["hkg", "tyo", "lax", "fra"],
    });
    expect(pro?.features.join(" ")).toContain("WordPress");
    expect(pro?.description).toMatch(/[\u4e00-\u9fff]/);
  });

  it("filters by kind and by region", async () => {
    const databases = await mock.api.hostingPlans({ kind: "database" });
    expect(databases.map((p) => [p.id, p.prices.month])).toEqual([
      ["db-1", 15],
      ["db-2", 30],
      ["db-4", 60],
    ]);
    expect(databases[0]).toMatchObject({ cpu: 1, memoryGb: 2, storageGb: 25, connections: 100 });
    const inSingapore = await mock.api.hostingPlans({ areaId: "sin" });
    expect(new Set(inSingapore.map((p) => p.kind))).toEqual(new Set(["database"]));
    await expect(mock.api.hostingPlans({ kind: "mail" as "php" })).rejects.toMatchObject({
      code: 4000,
    });
  });
});
