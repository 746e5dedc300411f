import { isApiError } from "@hostfront/api-client";
import { mockUser } from "@hostfront/api-client/mocks";
import { LOGIN_COOKIES } from "@hostfront/ui";
import { describe, expect, it } from "vitest";
import { LANGUAGE_HEADER } from "~/lib/page/services";
import { apiErrors, bffPost, pathOf, readEnvelope } from "~/test/bff";
import { mockProviderApi } from "~/test/provider";
import { cookieAttribute, cookieValue, pageArgs, SITE, setCookies } from "~/test/request";
import { api } from "../cache/upstream.server";
import { loadShell } from "../page/shell.server";
import { handleBffPost } from "./bff.server";

const upstream = mockProviderApi();

describe("/api/logout", () => {
  /** SPEC.md section 4, clearing mode 1: the login cookies go, isRedic and languages stay. */
  const KEPT = ["isRedic", "languages"];
  const CLEARED = LOGIN_COOKIES.filter((name) => !KEPT.includes(name));

  it("clears the login cookies and ends the session at the provider", async () => {
    const { status, body, response } = await bffPost(
      "/api/logout",
      {},
      { token: mockUser.token, cookies: { languages: "zh", isRedic: "1", username: "Demo" } },
    );
    expect(status).toBe(200);
    expect(body.code).toBe(2000);
    const cookies = setCookies(response);
    expect(CLEARED).toContain("token");
    for (const name of CLEARED) {
      expect(cookieValue(cookies.get(name)), name).toBe("");
      expect(cookieAttribute(cookies.get(name), "Max-Age"), name).toBe("0");
    }
    for (const name of KEPT) expect(cookies.has(name), name).toBe(false);

    const [sent] = upstream.to(pathOf("logout"));
    expect(sent?.headers.get("authorization")).toBe(`Bearer ${mockUser.token}`);
    const revoked = await api.userBrowse({}, { token: mockUser.token }).catch((e: unknown) => e);
    expect(isApiError(revoked, 4010)).toBe(true);
  });

  it("forgets the cached account, so the header shows a visitor afterwards", async () => {
    const loggedIn = await pageArgs("/", { token: mockUser.token });
    const before = await loadShell(loggedIn.request, loggedIn.context);
    expect(before.user).toMatchObject({ username: mockUser.username });

    await bffPost("/api/logout", {}, { token: mockUser.token });

    const after = await loadShell(loggedIn.request, loggedIn.context);
    expect(after.user).toBeNull();
  });

  it("clears the cookies of a visitor without calling the provider", async () => {
    const { status, response } = await bffPost("/api/logout");
    expect(status).toBe(200);
    expect(cookieAttribute(setCookies(response).get("token"), "Max-Age")).toBe("0");
    expect(upstream.requests).toEqual([]);
  });

  it("refuses a cross-site logout and clears nothing", async () => {
    const { status, response } = await bffPost(
      "/api/logout",
      {},
      { token: mockUser.token, headers: { origin: "https://evil.example" } },
    );
    expect(status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(upstream.requests).toEqual([]);
  });
});

describe("/api/currency", () => {
  it("keeps a currency of the provider's list in the currency cookie", async () => {
    const { status, body, response } = await bffPost("/api/currency", { currency: "JPY" });
    expect(status).toBe(200);
    expect(body).toEqual({ code: 2000, message: { currency: "JPY" } });
    const cookie = setCookies(response).get("currency");
    expect(cookieValue(cookie)).toBe("JPY");
    expect(Number(cookieAttribute(cookie, "Max-Age"))).toBeGreaterThan(0);
    expect(cookieAttribute(cookie, "Path")).toBe("/");
  });

  it.each([
    ["an unknown code", { currency: "XYZ" }],
    ["a lowercase code", { currency: "usd" }],
    ["an empty code", { currency: "" }],
    ["a number", { currency: 840 }],
    ["no currency", {}],
  ])("refuses %s with a translated validation error", async (_, json) => {
    for (const language of ["en", "zh", "ja"] as const) {
      const { status, body, response } = await bffPost("/api/currency", json, {
        headers: { [LANGUAGE_HEADER]: language },
      });
      expect(status).toBe(400);
      expect(body.code).toBe(4000);
      expect(body.message).toBe(apiErrors(language)["4000"]);
      expect(body.fields).toHaveProperty("currency");
      expect(setCookies(response).has("currency")).toBe(false);
    }
  });

  it("sends a form (no JavaScript) back to the page it came from", async () => {
    const form = new URLSearchParams({ currency: "HKD", returnTo: "/zh/product/vps?x=1" });
    const args = await pageArgs("/api/currency", {
      body: form,
      headers: { origin: SITE },
    });
    const response = await handleBffPost(args);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/zh/product/vps?x=1");
    expect(cookieValue(setCookies(response).get("currency"))).toBe("HKD");
  });

  it.each(["//evil.example/", "https://evil.example/", "/\\evil.example", "javascript:alert(1)"])(
    "never sends the form to another site (returnTo=%s)",
    async (returnTo) => {
      const args = await pageArgs("/api/currency", {
        body: new URLSearchParams({ currency: "USD", returnTo }),
        headers: { origin: SITE },
      });
      const response = await handleBffPost(args);
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/");
    },
  );

  it.each([
    ["CR/LF", "/doc\r\nSet-Cookie: x=1", "/"],
    ["a tab", "/doc\tx", "/"],
    ["characters above U+00FF", "/ja/doc/search/返金", "/ja/doc/search/%E8%BF%94%E9%87%91"],
    ["Latin-1 characters", "/doc/search/café", "/doc/search/caf%C3%A9"],
    ["a lone surrogate", "/doc/search/\uD800x", "/doc/search/%EF%BF%BDx"],
  ])("sends a form back safely whatever returnTo holds (%s)", async (_name, returnTo, location) => {
    const args = await pageArgs("/api/currency", {
      body: new URLSearchParams({ currency: "USD", returnTo }),
      headers: { origin: SITE },
    });
    const response = await handleBffPost(args);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(location);
  });

  it("sends a form whose bytes are not UTF-8 back to a safe page", async () => {
    // %FF%FE is no UTF-8: the form decodes it as U+FFFD, percent-encoded again in Location.
    const args = await pageArgs("/api/currency", {
      body: "currency=USD&returnTo=%2Fdoc%2F%FF%FE",
      headers: { origin: SITE, "content-type": "application/x-www-form-urlencoded" },
    });
    const response = await handleBffPost(args);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/doc/%EF%BF%BD%EF%BF%BD");
  });

  it("refuses a body that is neither JSON nor a form with a 400 envelope", async () => {
    const args = await pageArgs("/api/currency", {
      body: "currency=JPY",
      headers: { origin: SITE, "content-type": "text/plain" },
    });
    const { status, body } = await readEnvelope(await handleBffPost(args));
    expect(status).toBe(400);
    expect(body.code).toBe(4000);
  });

  it("refuses a form body larger than 64 KB with a translated 413 envelope", async () => {
    const args = await pageArgs("/api/currency", {
      body: `currency=JPY&pad=${"x".repeat(70 * 1024)}`,
      headers: {
        origin: SITE,
        "content-type": "application/x-www-form-urlencoded",
        "x-site-language": "zh",
      },
    });
    const { status, body } = await readEnvelope(await handleBffPost(args));
    expect(status).toBe(413);
    expect(body.message).toBe(apiErrors("zh")["4130"]);
  });

  it("checks the choice against the cached list while the provider is down", async () => {
    expect((await bffPost("/api/currency", { currency: "USD" })).status).toBe(200);
    upstream.down();
    const { status, response } = await bffPost("/api/currency", { currency: "HKD" });
    expect(status).toBe(200);
    expect(cookieValue(setCookies(response).get("currency"))).toBe("HKD");
  });

  it("refuses a cross-site currency change", async () => {
    const { status } = await bffPost(
      "/api/currency",
      { currency: "JPY" },
      { headers: { origin: "https://evil.example" } },
    );
    expect(status).toBe(403);
  });
});
