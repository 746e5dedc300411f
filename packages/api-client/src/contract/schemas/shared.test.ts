import { describe, expect, it } from "vitest";
import { isSitePath, SITE_PATH_MAX, sitePathSchema } from "./shared.ts";

describe("isSitePath", () => {
  it.each([
    "/",
    "/ja/ac/coupon?CouponsCode=YEAR10",
    "/product/vps-buy?region=tyo&disk=disk-nvme%3A100#order",
    "/doc/search/%E9%80%80%E6%AC%BE",
  ])("takes %j", (path) => {
    expect(isSitePath(path)).toBe(true);
  });

  it.each([
    "",
    "ac/coupon",
    "//evil.test/",
    "/\\evil.test",
    "\\\\evil.test",
    "https://evil.test/",
    "javascript:alert(1)",
    "/a b",
    "/ac\r\nLocation: https://evil.test",
    "/\t/evil.test",
    "/a\u0000b",
    "/a\u007fb",
    `/${"a".repeat(SITE_PATH_MAX)}`,
  ])("refuses %j", (path) => {
    expect(isSitePath(path)).toBe(false);
  });

  it("is the schema's rule", () => {
    expect(sitePathSchema.safeParse(" /about ").data).toBe("/about");
    expect(sitePathSchema.safeParse("//evil.test").success).toBe(false);
  });
});
