import { endpoints } from "@hostfront/api-client";
import { mockUser } from "@hostfront/api-client/mocks";
import { referralHex } from "@hostfront/commerce";
import { describe, expect, it, vi } from "vitest";
import { api } from "~/lib/cache/upstream.server";
import { mockProviderApi } from "~/test/provider";
import {
  argsFor,
  CLIENT_ADDRESS,
  type ContextOptions,
  contextFor,
  cookieAttribute,
  cookieValue,
  type SiteRequestInit,
  setCookies,
  siteRequest,
} from "~/test/request";
import { referralMiddleware } from "./referral.server";

/** SPEC.md section 9: the referrer cookie lives 2592000 seconds. */
const REFERRER_COOKIE_SECONDS = "2592000";
const REFERRAL_PATH = endpoints.referral.path;

const upstream = mockProviderApi();

const PUBLIC = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

async function visit(path: string, init: SiteRequestInit & ContextOptions = {}) {
  const { token, ...requestInit } = init;
  const request = siteRequest(path, requestInit);
  const context = await contextFor(request, token === undefined ? {} : { token });
  const page = new Response("<!doctype html>", {
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": PUBLIC },
  });
  lastPage = page;
  const next = vi.fn(async () => page);
  const response = await referralMiddleware(argsFor(request, context), next);
  expect(response).toBe(page);
  expect(next).toHaveBeenCalledTimes(1);
  return setCookies(page);
}

let lastPage: Response | undefined;

/** Waits until the provider has recorded `count` referral calls. */
const referralsRecorded = (count: number) =>
  vi.waitFor(() => {
    const records = upstream.provider.records.filter((r) => r.kind === "referral");
    expect(records).toHaveLength(count);
    return records;
  });

describe("referralMiddleware", () => {
  it.each([
    ["tgcode", "PARTNER42"],
    ["affid", "推广-7"],
  ])("hex-encodes %s, keeps it 30 days and tells the provider once", async (param, code) => {
    const referral = vi.spyOn(api, "referral");
    const cookies = await visit(`/zh/product/vps?${param}=${encodeURIComponent(code)}`);

    const cookie = cookies.get("referrer");
    expect(cookieValue(cookie)).toBe(referralHex(code));
    expect(cookieValue(cookie)).toMatch(/^h[0-9a-f]+$/);
    expect(cookieAttribute(cookie, "Max-Age")).toBe(REFERRER_COOKIE_SECONDS);

    expect(referral).toHaveBeenCalledTimes(1);
    const [record] = await referralsRecorded(1);
    expect(record?.data).toMatchObject({
      referer: referralHex(code),
      param,
      landingPage: "/zh/product/vps",
    });
    // Sent as the visitor's request: their address, no token.
    const [sent] = upstream.to(REFERRAL_PATH);
    expect(sent?.headers.get("x-forwarded-for")).toBe(CLIENT_ADDRESS);
    expect(sent?.headers.get("authorization")).toBeNull();
  });

  it.each([
    ["userCode", "DEMO2026"],
    ["CouponsCode", "SPRING-10"],
  ])("passes %s on as it is", async (param, code) => {
    const cookies = await visit(`/?${param}=${code}`);
    expect(cookieValue(cookies.get("referrer"))).toBe(code);
    const [record] = await referralsRecorded(1);
    expect(record?.data).toMatchObject({ referer: code, param });
  });

  it.each([
    ["a first visit", {}],
    ["a visitor who refused marketing cookies", { cookies: { cookieSelect: "110" } }],
    ["a visitor who carries the code already", { cookies: { referrer: referralHex("P1") } }],
    ["a logged-in user", { token: mockUser.token }],
  ] as const)(
    "keeps every answer to a referral URL out of shared caches: %s",
    async (_name, init) => {
      await visit("/doc?tgcode=P1", init);
      expect(lastPage?.headers.get("cache-control")).toBe("private, no-store");
      await visit("/doc?utm_source=newsletter", init);
      expect(lastPage?.headers.get("cache-control")).toBe(PUBLIC);
    },
  );

  it("does not tell the provider again for the code the visitor already carries", async () => {
    const referral = vi.spyOn(api, "referral");
    const code = "PARTNER42";
    const cookies = await visit(`/doc?tgcode=${code}`, {
      cookies: { referrer: referralHex(code) },
    });
    expect(cookies.has("referrer")).toBe(false);
    expect(referral).not.toHaveBeenCalled();
  });

  it("records a new code that replaces an older one", async () => {
    const cookies = await visit("/doc?tgcode=NEW", { cookies: { referrer: referralHex("OLD") } });
    expect(cookieValue(cookies.get("referrer"))).toBe(referralHex("NEW"));
    await referralsRecorded(1);
  });

  it("neither keeps the code nor calls for a logged-in user, so a later visit still counts", async () => {
    const referral = vi.spyOn(api, "referral");
    const cookies = await visit("/?tgcode=PARTNER42", { token: mockUser.token });
    expect(cookies.has("referrer")).toBe(false);
    expect(referral).not.toHaveBeenCalled();
    expect(upstream.to(REFERRAL_PATH)).toEqual([]);

    // Logged out later, the same link is a referral.
    const later = await visit("/?tgcode=PARTNER42");
    expect(cookieValue(later.get("referrer"))).toBe(referralHex("PARTNER42"));
    await referralsRecorded(1);
  });

  it.each([
    ["refused marketing", "100", false],
    ["refused marketing, allowed analytics", "110", false],
    ["allowed marketing", "101", true],
    ["not decided yet", undefined, true],
    ["an unreadable consent", "yes", true],
  ] as const)("with %s (cookieSelect=%s) keeps the referral: %s", async (_, consent, kept) => {
    const referral = vi.spyOn(api, "referral");
    const cookies = await visit("/ja/product/vps?tgcode=PARTNER42", {
      headers: { referer: "https://blog.example/post/1" },
      ...(consent === undefined ? {} : { cookies: { cookieSelect: consent } }),
    });
    expect(cookies.has("referrer")).toBe(kept);
    expect(cookies.has("referrerUrl")).toBe(kept);
    if (kept) await referralsRecorded(1);
    else {
      expect(referral).not.toHaveBeenCalled();
      expect(upstream.to(REFERRAL_PATH)).toEqual([]);
    }
  });

  it("keeps the referring site (origin and path only) when it is another site", async () => {
    const cookies = await visit("/?tgcode=abc", {
      headers: { referer: "https://blog.example/post/1?utm=x#top" },
    });
    const cookie = cookies.get("referrerUrl");
    expect(cookieValue(cookie)).toBe("https://blog.example/post/1");
    expect(cookieAttribute(cookie, "Max-Age")).toBe(REFERRER_COOKIE_SECONDS);
  });

  it("ignores the site's own pages and unreadable Referer headers", async () => {
    const own = await visit("/?tgcode=abc", { headers: { referer: `${siteRequest("/").url}doc` } });
    expect(own.has("referrerUrl")).toBe(false);
    const garbage = await visit("/?tgcode=abd", { headers: { referer: "::not a url::" } });
    expect(garbage.has("referrerUrl")).toBe(false);
    expect(garbage.has("referrer")).toBe(true);
  });

  it.each([
    ["no query", "/doc", {}],
    ["no referral parameter", "/doc?utm_source=x", {}],
    ["a blank code", "/doc?tgcode=%20%20", {}],
    ["an over-long code", `/doc?tgcode=${"x".repeat(500)}`, {}],
    ["a userCode that is not a plain token", "/doc?userCode=%3Cscript%3E", {}],
    ["a data request", "/doc.data?tgcode=abc", {}],
    ["a form post", "/doc?tgcode=abc", { method: "POST", body: "x=1" }],
  ])("does nothing for %s", async (_, path, init: SiteRequestInit) => {
    const referral = vi.spyOn(api, "referral");
    const cookies = await visit(path, init);
    expect(cookies.has("referrer")).toBe(false);
    expect(referral).not.toHaveBeenCalled();
  });

  it("answers the page even when the provider is down", async () => {
    upstream.down();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const cookies = await visit("/?tgcode=abc");
    expect(cookieValue(cookies.get("referrer"))).toBe(referralHex("abc"));
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
  });
});
