// Catalogue calls: regions, plans, options, hosting plans, currencies, start-up.
import { describe, expect, it } from "vitest";
import type { Suite } from "./target.ts";

export function catalogueCases(s: Suite): void {
  describe("catalogue", () => {
    it("areaSearch lists regions on several continents, in the language asked for", async () => {
      const regions = await s.h.api.areaSearch({ language: "ja", type: "dedicated" });
      expect(regions.map((r) => r.id)).toEqual(["hkg", "tyo", "lax", "fra"]);
      expect(regions[1]?.name).toBe("東京");
    });

    it("plans, images, bandwidths, disks, security groups, snapshot strategies", async () => {
      expect((await s.h.api.plans({ type: "cvm", areaId: "sin" })).map((p) => p.id)).toEqual([
        "cvm-s2",
        "cvm-s4",
        "cvm-m8",
        "cvm-l16",
      ]);
      expect(
        (await s.h.api.images({ type: "dedicated" })).some((i) => i.id === "centos-stream-9"),
      ).toBe(false);
      expect(await s.h.api.bandwidths({ areaId: "hkg" })).toContainEqual(
        expect.objectContaining({ bandwidthMbps: 10, priceUsdPerMonth: 9.6 }),
      );
      await s.expectError("bandwidths", s.h.api.bandwidths({ areaId: "mars" }), "NOT_FOUND");
      expect((await s.h.api.diskProducts({ areaId: "hkg" })).map((d) => d.type)).toEqual([
        "nvme",
        "ssd",
      ]);
      await s.expectError("diskProducts", s.h.api.diskProducts({ areaId: "mars" }), "NOT_FOUND");
      expect((await s.h.api.securityGroups({ language: "zh" }))[0]?.rules[0]).toMatchObject({
        ports: "22/22",
        description: expect.any(String),
      });
      expect(await s.h.api.snapshotStrategies()).toHaveLength(4);
    });

    it("hostingPlans lists PHP hosting and databases, by kind and region, in the language asked for", async () => {
      const all = await s.h.api.hostingPlans({ language: "ja" });
      expect(all.map((p) => `${p.kind}:${p.id}`)).toEqual([
        "php:php-starter",
        "php:php-business",
        "php:php-pro",
        "database:db-1",
        "database:db-2",
        "database:db-4",
      ]);
      const databases = await s.h.api.hostingPlans({ kind: "database", language: "zh" });
      expect(databases.map((p) => p.prices)).toEqual([
        { month: 15, quarter: 42.75, year: 153 },
        { month: 30, quarter: 85.5, year: 306 },
        { month: 60, quarter: 171, year: 612 },
      ]);
      expect(databases[2]).toMatchObject({
        cpu: 4,
        memoryGb: 8,
        storageGb: 120,
        connections: 400,
      });
      expect(databases[0]?.features[0]).toBe("MySQL 8.4 或 PostgreSQL 17");
      const php = await s.h.api.hostingPlans({ kind: "php", areaId: "fra" });
      expect(php.map((p) => p.prices.month)).toEqual([2.99, 7.99, 14.99]);
      expect(php[2]).toMatchObject({ websites: null, trafficGb: null, databases: null });
      expect(await s.h.api.hostingPlans({ kind: "php", areaId: "sin" })).toEqual([]);
    });

    it("currencies, payment currencies, footer links, start-up", async () => {
      const currencies = await s.h.api.currencies();
      for (const type of ["USD", "HKD", "JPY", "CNY", "EUR"])
        expect(currencies.some((c) => c.type === type)).toBe(true);
      expect((await s.h.api.paymentCurrencies()).find((c) => c.type === "CNY")?.methods).toContain(
        "alipay",
      );
      expect((await s.h.api.footLinks()).length).toBeGreaterThan(0);
      expect(await s.h.api.startup()).toMatchObject({
        apiVersion: "1",
        maintenance: { active: false },
        registrationOpen: true,
      });
    });
  });
}
