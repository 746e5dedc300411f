import { describe, expect, it, vi } from "vitest";
import { config } from "~/env.server";
import { loginUrl } from "~/lib/account/login.server";
import { type Page, pages } from "~/pages";
import { argsFor, contextFor, siteRequest, thrownBy } from "~/test/request";
import { checkPageMiddleware, pageMiddleware } from "./registry.server";

/** SPEC.md section 2: the member centre pages. */
const MEMBER_PATHS = ["/myProduct/cvm/disk", "/userCenter", "/workServer/submitWork"];

const page = (middleware: string[]): Page =>
  ({
    name: "test-page",
    path: "/test",
    file: "routes/test.tsx",
    middleware,
    sitemap: false,
  }) as unknown as Page;

describe("checkPageMiddleware", () => {
  it("accepts the page table", () => {
    expect(() => checkPageMiddleware(pages)).not.toThrow();
  });

  it("throws for an unknown middleware name, naming the page and the name", () => {
    expect(() => checkPageMiddleware([page(["admin"])])).toThrow(/test-page.*admin/);
  });

  it("does not take inherited object keys for middleware", () => {
    for (const name of ["toString", "constructor", "__proto__", "hasOwnProperty"])
      expect(() => checkPageMiddleware([page([name])]), name).toThrow(name);
  });

  it("checks against the registry it is given", () => {
    expect(() => checkPageMiddleware([page(["login"])], {})).toThrow(/login/);
    expect(() => checkPageMiddleware([page(["audit"])], { audit: () => null })).not.toThrow();
  });
});

describe("loginUrl", () => {
  it("is the console with ope=login (SPEC.md section 2), the language and the way back", () => {
    const url = new URL(loginUrl("ja", "https://ja.hostfront.test/userCenter?tab=2"));
    expect(url.origin).toBe(new URL(config.mainSiteUrl).origin);
    expect(url.searchParams.get("ope")).toBe("login");
    expect(url.searchParams.get("lang")).toBe("ja");
    expect(url.searchParams.get("redirect")).toBe("https://ja.hostfront.test/userCenter?tab=2");
  });
});

describe("pageMiddleware", () => {
  it("puts the login check on exactly the member centre pages", () => {
    const guarded = pages
      .filter((candidate) => pageMiddleware(candidate.name).length > 0)
      .map((candidate) => candidate.path);
    expect(guarded.sort()).toEqual([...MEMBER_PATHS].sort());
  });

  it("gives public pages no middleware", () => {
    expect(pageMiddleware("doc")).toEqual([]);
    expect(pageMiddleware("index")).toEqual([]);
  });

  it("refuses a page that is not in the table", () => {
    expect(() => pageMiddleware("no-such-page" as never)).toThrow(/no-such-page/);
  });

  const [login] = pageMiddleware("userCenter");

  it.each([
    ["en", "/userCenter?tab=orders", `${config.siteUrls.en}/userCenter?tab=orders`],
    ["zh", "/zh/userCenter", `${config.siteUrls.zh}/userCenter`],
    ["ja", "/ja/myProduct/cvm/disk", `${config.siteUrls.ja}/myProduct/cvm/disk`],
    // A client navigation asks for the page's data; the way back is the page itself.
    ["ja", "/ja/workServer/submitWork.data", `${config.siteUrls.ja}/workServer/submitWork`],
  ])("sends a visitor (%s) on %s to the console login and back", async (language, path, back) => {
    if (!login) throw new Error("userCenter has no middleware");
    const request = siteRequest(path);
    const context = await contextFor(request);
    const next = vi.fn(async () => new Response("page"));
    const thrown = await thrownBy(() => login(argsFor(request, context), next));
    expect(next).not.toHaveBeenCalled();
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBeGreaterThanOrEqual(300);
    expect(response.status).toBeLessThan(400);
    expect(response.headers.get("location")).toBe(loginUrl(language, back));
  });

  it("lets a logged-in user through to the page", async () => {
    if (!login) throw new Error("userCenter has no middleware");
    const request = siteRequest("/zh/userCenter");
    const context = await contextFor(request, { token: "a-valid-looking-token-0123456789" });
    const page = new Response("the page");
    const next = vi.fn(async () => page);
    expect(await login(argsFor(request, context), next)).toBe(page);
    expect(next).toHaveBeenCalledTimes(1);
  });

  it("treats a token cookie the session middleware refuses as a visitor", async () => {
    if (!login) throw new Error("userCenter has no middleware");
    const request = siteRequest("/userCenter", { cookies: { token: "bad token!" } });
    const context = await contextFor(request);
    const thrown = await thrownBy(() =>
      login(argsFor(request, context), async () => new Response()),
    );
    expect((thrown as Response).headers.get("location")).toMatch(/ope=login/);
  });

  it("reads a well-formed token cookie as a session", async () => {
    if (!login) throw new Error("userCenter has no middleware");
    const request = siteRequest("/userCenter", {
      cookies: { token: "AbCdEf0123456789.-_~+/=" },
    });
    const context = await contextFor(request);
    const page = new Response("ok");
    expect(await login(argsFor(request, context), async () => page)).toBe(page);
  });
});
