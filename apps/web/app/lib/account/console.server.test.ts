import { describe, expect, it } from "vitest";
import { config } from "~/env.server";
import { consoleUrl } from "./console.server";

describe("consoleUrl", () => {
  it("is the console with the query in the order given and an optional section", () => {
    const url = new URL(consoleUrl({ lang: "zh", domain: "例子.com" }, "billing"));
    expect(url.origin).toBe(new URL(config.mainSiteUrl).origin);
    expect([...url.searchParams.keys()]).toEqual(["lang", "domain"]);
    expect(url.searchParams.get("domain")).toBe("例子.com");
    expect(url.hash).toBe("#billing");
    expect(new URL(consoleUrl({ lang: "en" })).hash).toBe("");
  });
});
