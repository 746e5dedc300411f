// The one declaration of what a page's render reads: the page cache's key, what makes an answer
// the visitor's own, its Vary, and the CDN rule printed in the README all come from it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { siteRequest } from "~/test/request";
import * as cookies from "../http/cookies.server";
import { carriesPrivateCookie, cdnRule, PAGE_COOKIES, pageKey, verdictOf } from "./inputs.server";
import { PageWatch } from "./watch.server";

const key = (cookies: Record<string, string> = {}, path = "/zh/doc") =>
  pageKey(siteRequest(path, { cookies }));

const watched = (cookieNames: string[], headerNames: string[] = []) => {
  const watch = new PageWatch(5_000);
  for (const name of cookieNames) watch.cookie(name);
  for (const name of headerNames) watch.header(name);
  return verdictOf(watch);
};

describe("page inputs", () => {
  it("key a page on its URL and the cookies pages differ by, never on analytics or unknown cookies", () => {
    expect(
      key({ _ga: "GA1.1.1.2", _gid: "x", _fbp: "fb.1.2.3", languages: "zh", cookieSelect: "111" }),
    ).toBe(key());
    expect(key({ currency: "JPY" })).not.toBe(key());
    expect(key({ currency: "JPY", _ga: "1" })).toBe(key({ currency: "JPY", _ga: "2" }));
    // Not a currency code: renders as no choice.
    expect(key({ currency: "<script>" })).toBe(key());
    expect(key({}, "/zh/doc?x=1")).not.toBe(key());
  });

  it("knows a request with a session is the visitor's own", () => {
    expect(carriesPrivateCookie(siteRequest("/", { cookies: { token: "abc" } }))).toBe(true);
    expect(carriesPrivateCookie(siteRequest("/", { cookies: { _ga: "abc" } }))).toBe(false);
  });

  it("shares a render that read only what pages differ by, and says so in Vary", () => {
    expect(watched(["currency"])).toEqual({
      personal: null,
      undeclared: false,
      vary: ["Cookie"],
    });
    expect(watched([])).toEqual({ personal: null, undeclared: false, vary: [] });
  });

  it("keeps a render for the visitor when it read a personal, an undeclared or a per-request cookie", () => {
    expect(watched(["currency", "activityOrder"])).toMatchObject({
      undeclared: false,
      personal: expect.stringContaining("activityOrder"),
    });
    expect(watched(["_ga"])).toMatchObject({
      undeclared: true,
      personal: expect.stringContaining("_ga"),
    });
    expect(watched(["languages"])).toMatchObject({ undeclared: true });
    expect(watched([], ["cookie"])).toMatchObject({ undeclared: true });
    expect(watched([], ["accept-language"])).toMatchObject({ undeclared: true });
    expect(watched([], ["user-agent"])).toMatchObject({ undeclared: true });
  });

  it("declares every cookie the server names", () => {
    const named = Object.entries(cookies)
      .filter(([name, value]) => name.endsWith("_COOKIE") && typeof value === "string")
      .map(([, value]) => value as string);
    expect(named.length).toBeGreaterThan(4);
    for (const name of named) expect(PAGE_COOKIES, name).toHaveProperty(name);
  });

  it("gives the CDN rule the README prints", () => {
    const rule = cdnRule();
    expect(rule).toContain("`currency`");
    expect(rule).toContain(
      'proxy_cache_key "$scheme$host$request_uri|$cookie_currency|$cookie_theme|$hostfront_encoding";',
    );
    expect(rule).toMatch(/Bypass.*`token`/);
    const readme = readFileSync(new URL("../../../../../README.md", import.meta.url), "utf8");
    expect(
      readme,
      "the README's CDN rule is cdnRule()'s: run `pnpm --filter @hostfront/web cdn-rule`",
    ).toContain(rule);
  });
});
