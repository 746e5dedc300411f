import { describe, expect, it } from "vitest";
import { articleSlugs } from "./lib/docs/docs.server";
import { pages } from "./pages";
import { checkRouteRules, routeRules, ruleFor } from "./route-rules";

/** Whether `path` (no query, no hash) is a page of pages.ts, with real values for its parameters. */
function isPage(path: string): boolean {
  return pages.some((page) => {
    const pattern = page.path.replace(/:(\w+)/g, "(?<$1>[^/]+)");
    const match = new RegExp(`^${pattern}$`).exec(path);
    if (!match) return false;
    const slug = match.groups?.slug;
    return slug === undefined || articleSlugs.includes(slug);
  });
}

describe("ruleFor", () => {
  it.each(Object.entries(routeRules))("redirects %s to %s", (from, to) => {
    expect(ruleFor(from)).toBe(to);
    expect(ruleFor(`${from}/`)).toBe(to);
  });

  it("sends every rule to a page that exists", () => {
    for (const target of Object.values(routeRules)) {
      const pathname = target.replace(/[?#].*$/, "");
      expect(isPage(pathname), target).toBe(true);
    }
  });

  it("never sends a page elsewhere, and never chains rules", () => {
    for (const [from, to] of Object.entries(routeRules)) {
      expect(isPage(from), `${from} is a page`).toBe(false);
      expect(ruleFor(to.replace(/[?#].*$/, "")), `${to} is itself redirected`).toBeNull();
    }
  });

  it("answers null for pages and unknown paths", () => {
    for (const path of ["/", "/doc", "/product/vps", "/doc/article/pricing", "/nothing-here"])
      expect(ruleFor(path)).toBeNull();
  });

  it("does not match on prefixes or inherited object keys", () => {
    expect(ruleFor("/pricing/extra")).toBeNull();
    expect(ruleFor("/docsx")).toBeNull();
    expect(ruleFor("/constructor")).toBeNull();
    expect(ruleFor("/__proto__")).toBeNull();
    expect(ruleFor("/toString")).toBeNull();
  });

  it("the table passes its own check", () => {
    expect(() => checkRouteRules(routeRules)).not.toThrow();
  });
});

describe("checkRouteRules", () => {
  it.each([
    ["protocol-relative", "//evil.example/x"],
    ["absolute https", "https://evil.example/"],
    ["absolute http", "http://evil.example"],
    ["backslash", "/\\evil.example"],
    ["backslash twice", "/\\\\evil.example"],
    ["scheme", "javascript:alert(1)"],
    ["bare host", "evil.example"],
    ["relative", "doc"],
    ["empty", ""],
    ["whitespace", "/doc article"],
    ["tab", "/\t/evil.example"],
    ["newline", "/\n/evil.example"],
  ])("rejects a target that is not a site path (%s)", (_, target) => {
    expect(() => checkRouteRules({ "/old": target })).toThrow(/site paths/);
  });

  it.each([
    ["absolute", "https://evil.example/old"],
    ["protocol-relative", "//evil.example"],
    ["relative", "old"],
  ])("rejects a source that is not a site path (%s)", (_, source) => {
    expect(() => checkRouteRules({ [source]: "/doc" })).toThrow(/site paths/);
  });

  it("names the offending rule", () => {
    expect(() => checkRouteRules({ "/ok": "/doc", "/bad": "//evil.example" })).toThrow(
      "/bad -> //evil.example",
    );
  });

  it("accepts site paths, with a query or a hash", () => {
    expect(() =>
      checkRouteRules({ "/a": "/", "/b": "/product/vps#dedicated", "/c": "/doc?x=1" }),
    ).not.toThrow();
  });
});
