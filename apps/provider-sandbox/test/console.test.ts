// The console's login loop: forms in three languages, the token cookie, safe redirects.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startSandbox } from "./harness.ts";

let h: Harness;
let account: string;
let password: string;

beforeAll(async () => {
  h = await startSandbox();
  ({ account, password } = await h.newUser());
});
afterAll(() => h.stop());

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe("console", () => {
  it.each([
    ["en", "Log in"],
    ["zh", "登录"],
    ["ja", "ログイン"],
  ])("shows the login form in %s", async (lang, heading) => {
    const response = await fetch(`${h.baseUrl}/?ope=login&lang=${lang}`);
    const page = await response.text();
    expect(response.status).toBe(200);
    expect(page).toContain(`<h1>${heading}</h1>`);
    expect(page).toContain('name="password"');
  });

  it("shows the registration form for ope=reg", async () => {
    const page = await fetch(`${h.baseUrl}/?ope=reg&lang=zh`).then((r) => r.text());
    expect(page).toContain("注册账号");
    expect(page).toContain('name="username"');
  });

  it("logs in, sets an HttpOnly token cookie and goes back to the site", async () => {
    const redirect = "http://localhost:3000/zh/userCenter";
    const response = await fetch(`${h.baseUrl}/console/login`, {
      method: "POST",
      body: form({ account, password, redirect }),
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(redirect);
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^token=[A-Za-z0-9_-]{20,};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const token = /^token=([^;]+)/.exec(cookie)?.[1] ?? "";
    await expect(h.api.userBrowse({}, { token })).resolves.toMatchObject({ userAccount: account });
  });

  it("sets the main site's login cookies with the token's lifetime, readable by the site's scripts", async () => {
    const response = await fetch(`${h.baseUrl}/console/login`, {
      method: "POST",
      body: form({ account, password, redirect: "/" }),
      redirect: "manual",
    });
    const cookies = new Map(
      response.headers.getSetCookie().map((line) => [line.slice(0, line.indexOf("=")), line]),
    );
    const value = (name: string) =>
      decodeURIComponent(/^[^=]+=([^;]*)/.exec(cookies.get(name) ?? "")?.[1] ?? "");
    const profile = await h.api.userBrowse({}, { token: value("token") });
    expect(value("username")).toBe(profile.username);
    expect(value("lastloginname")).toBe(account);
    expect(value("email")).toBe(account);
    expect(value("isRedic")).toBe("1");
    for (const name of ["token", "username", "lastloginname", "email", "isRedic"]) {
      const line = cookies.get(name) ?? "";
      expect(line).toMatch(/Max-Age=2592000/);
      expect(line).toMatch(/Path=\//);
      expect(line).toMatch(/SameSite=Lax/i);
      // Only the token is kept from scripts; the storefront's clearing modes reach the others.
      expect(/HttpOnly/i.test(line)).toBe(name === "token");
    }
  });

  it.each([
    ["en", "Log in"],
    ["zh", "登录"],
    ["ja", "ログイン"],
  ])("pre-fills the login form with lastloginname (%s), escaped", async (lang) => {
    const page = await fetch(`${h.baseUrl}/?ope=login&lang=${lang}`, {
      headers: { cookie: `lastloginname=${encodeURIComponent(`${account}"><b>`)}` },
    }).then((r) => r.text());
    expect(page).toContain(`value="${account}&quot;&gt;&lt;b&gt;"`);
  });

  it("logout removes the session's cookies and keeps lastloginname and isRedic", async () => {
    const response = await fetch(`${h.baseUrl}/console/logout`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: "token=abc; username=x; email=y; lastloginname=z; isRedic=1" },
    });
    const removed = response.headers
      .getSetCookie()
      .filter((line) => /Max-Age=0/.test(line))
      .map((line) => line.slice(0, line.indexOf("=")))
      .sort();
    expect(removed).toEqual(["email", "token", "username"]);
  });

  it.each([
    "https://evil.example/steal",
    "//evil.example",
    "/\\evil.example",
    "javascript:alert(1)",
  ])("never redirects off the site (%s)", async (redirect) => {
    const response = await fetch(`${h.baseUrl}/console/login`, {
      method: "POST",
      body: form({ account, password, redirect }),
      redirect: "manual",
    });
    expect(response.headers.get("location")).toBe("/");
  });

  it("keeps the account and shows a translated error on a wrong password", async () => {
    const response = await fetch(`${h.baseUrl}/console/login?lang=ja`, {
      method: "POST",
      body: form({ account, password: "wrong999" }),
    });
    const page = await response.text();
    expect(response.status).toBe(422);
    expect(page).toContain("アカウントまたはパスワードが正しくありません。");
    expect(page).toContain(`value="${account}"`);
  });

  it("refuses a login form posted from another site", async () => {
    const response = await fetch(`${h.baseUrl}/console/login`, {
      method: "POST",
      headers: { origin: "https://evil.example" },
      body: form({ account, password }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("registers from the console and shows the activation link (sandbox only)", async () => {
    const response = await fetch(`${h.baseUrl}/console/register?lang=en`, {
      method: "POST",
      body: form({
        account: "console-user@example.com",
        password: "abc12345",
        username: "Console",
      }),
    });
    const page = await response.text();
    expect(page).toContain("Check your inbox");
    expect(page).toMatch(/http:\/\/localhost:3000\/activate\?code=[A-Za-z0-9_%-]+/);
  });

  it("puts the storefront page the visitor came from into the activation link, nothing else", async () => {
    const register = async (account: string, redirect: string) => {
      const page = await fetch(`${h.baseUrl}/console/register?lang=ja`, {
        method: "POST",
        body: form({ account, password: "abc12345", username: "Back", redirect }),
      }).then((r) => r.text());
      const link = /<code>([^<]+)<\/code>/.exec(page)?.[1]?.replaceAll("&amp;", "&") ?? "";
      return new URL(link);
    };
    const back = await register(
      "back-user@example.com",
      "http://localhost:3000/ja/ac/coupon?CouponsCode=YEAR10",
    );
    expect(back.pathname).toBe("/ja/activate");
    expect(back.searchParams.get("redirect")).toBe("/ja/ac/coupon?CouponsCode=YEAR10");
    const offSite = await register("off-site-user@example.com", "https://evil.test/ac/coupon");
    expect(offSite.searchParams.has("redirect")).toBe(false);
  });

  it("marks the fields its error is about", async () => {
    const response = await fetch(`${h.baseUrl}/console/register?lang=en`, {
      method: "POST",
      body: form({ account: "not an account", password: "abc12345", username: "Marked" }),
    });
    const page = await response.text();
    expect(response.status).toBe(422);
    expect(page).toContain("Please check the highlighted fields.");
    expect(page).toMatch(
      /<input id="account"[^>]* aria-invalid="true" aria-describedby="form-error">/,
    );
    expect(page).not.toMatch(/<input id="username"[^>]* aria-invalid/);
    const rule = await fetch(`${h.baseUrl}/console/register?lang=en`, {
      method: "POST",
      body: form({ account: "rule-user@example.com", password: "abcdefgh", username: "Rule" }),
    }).then((r) => r.text());
    expect(rule).toMatch(
      /<input id="password"[^>]* aria-invalid="true" aria-describedby="form-error password-hint">/,
    );
  });

  it("records the storefront's referral cookie with the account, and ignores a bad one", async () => {
    const register = (account: string, referrer: string) =>
      fetch(`${h.baseUrl}/console/register?lang=en`, {
        method: "POST",
        headers: { cookie: `referrer=${encodeURIComponent(referrer)}` },
        body: form({ account, password: "abc12345", username: "Referred" }),
      });
    await register("referred-user@example.com", "h616263");
    await register("odd-referral@example.com", "<script>");
    const rows = await h.running.sandbox.db
      .selectFrom("users")
      .select(["account", "referer"])
      .where("account", "in", ["referred-user@example.com", "odd-referral@example.com"])
      .orderBy("account")
      .execute();
    expect(rows).toEqual([
      { account: "odd-referral@example.com", referer: null },
      { account: "referred-user@example.com", referer: "h616263" },
    ]);
  });

  it("escapes what the visitor typed", async () => {
    const response = await fetch(`${h.baseUrl}/console/login`, {
      method: "POST",
      body: form({ account: '"><script>alert(1)</script>', password: "x" }),
    });
    const page = await response.text();
    expect(page).not.toContain("<script>alert(1)</script>");
    expect(page).toContain("&lt;script&gt;");
  });
});
