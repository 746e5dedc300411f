// A database seeded by an older sandbox (a developer's `.data`) gets the kinds of catalogue
// documents added since, and keeps everything it already had, edits included.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { addMissingKinds } from "../src/catalogue.ts";
import { startSandbox } from "./harness.ts";

const dataDir = mkdtempSync(join(tmpdir(), "hostfront-upgrade-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("a database seeded before hosting plans existed", () => {
  it("gets the hosting plans on its next start, and keeps its own catalogue", async () => {
    const env = { SANDBOX_DATA_DIR: dataDir };
    const first = await startSandbox(env);
    const { db } = first.running.sandbox;
    // Make it look like an old database: no hosting plans, and an operator's own edit.
    await db.deleteFrom("catalogue_items").where("kind", "=", "hostingPlans").execute();
    const row = await db
      .selectFrom("catalogue_items")
      .select("data")
      .where("kind", "=", "plans")
      .where("id", "=", "vps-1c1g")
      .executeTakeFirstOrThrow();
    const edited = { ...(JSON.parse(row.data) as Record<string, unknown>), stock: 7 };
    await db
      .updateTable("catalogue_items")
      .set({ data: JSON.stringify(edited) })
      .where("kind", "=", "plans")
      .where("id", "=", "vps-1c1g")
      .execute();
    const { token, account } = await first.newUser();
    await first.stop();

    const second = await startSandbox(env);
    try {
      const hosting = await second.api.hostingPlans({ kind: "php" });
      expect(hosting.map((p) => p.id)).toEqual(["php-starter", "php-business", "php-pro"]);
      expect(
        (await second.api.plans({ type: "vps" })).find((p) => p.id === "vps-1c1g")?.stock,
      ).toBe(7);
      // Nothing else was seeded again: the account made before the restart still logs in.
      await expect(second.api.userBrowse({}, { token })).resolves.toMatchObject({
        userAccount: account,
      });
      const counts = await second.running.sandbox.db
        .selectFrom("catalogue_items")
        .select(["kind", (eb) => eb.fn.countAll<number>().as("count")])
        .groupBy("kind")
        .execute();
      expect(Number(counts.find((c) => c.kind === "hostingPlans")?.count)).toBe(6);
      expect(Number(counts.find((c) => c.kind === "plans")?.count)).toBe(13);
      // Once every kind is there, there is nothing more to add.
      expect(await addMissingKinds(second.running.sandbox.db, new Date())).toEqual([]);
    } finally {
      await second.stop();
    }
  });
});
