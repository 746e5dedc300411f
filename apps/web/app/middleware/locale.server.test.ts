import { LOCALE_COOKIE_NAME, resources } from "@hostfront/i18n";
import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { languageContext } from "~/context";
import {
  getInstance,
  getLocale,
  i18nextMiddleware,
  renderInstance,
} from "~/lib/texts/translator.server";
import { routeRules } from "~/route-rules";
import {
  argsFor,
  cookieAttribute,
  cookieValue,
  setCookies,
  siteRequest,
  thrownBy,
} from "~/test/request";
import { localeMiddleware } from "./locale.server";

/** SPEC.md section 9: the locale cookie lives 365 days. */
const LOCALE_COOKIE_SECONDS = String(365 * 24 * 60 * 60);

const html = () =>
  new Response("<!doctype html>", { headers: { "content-type": "text/html; charset=utf-8" } });

async function run(request: Request, page: () => Response = html) {
  const context = new RouterContextProvider();
  const next = vi.fn(async () => page());
  const response = await localeMiddleware(argsFor(request, context), next);
  return { response: response as Response, context, next };
}

/** The redirect the middleware throws for `path`, or a failure when it lets the request through. */
async function redirectOf(path: string) {
  const next = vi.fn(async () => html());
  const thrown = await thrownBy(() =>
    localeMiddleware(argsFor(siteRequest(path), new RouterContextProvider()), next),
  );
  expect(next).not.toHaveBeenCalled();
  if (!(thrown instanceof Response)) throw thrown;
  return { status: thrown.status, location: thrown.headers.get("location") };
}

describe("localeMiddleware: redirects", () => {
  it.each([
    ["/en", "/"],
    ["/en/", "/"],
    ["/en/doc", "/doc"],
    ["/en/doc/article/vps?x=1&y=2", "/doc/article/vps?x=1&y=2"],
    ["/en/product/vps?tgcode=abc", "/product/vps?tgcode=abc"],
  ])("answers %s with a permanent redirect to %s", async (from, to) => {
    expect(await redirectOf(from)).toEqual({ status: 301, location: to });
  });

  it.each([
    ["/doc/search?q=vps", "/doc/search/vps"],
    ["/doc/search?q=hello%20world", "/doc/search/hello%20world"],
    ["/doc/search?q=%20%20padded%20", "/doc/search/padded"],
    [
      "/zh/doc/search?q=%E4%BA%91%E6%9C%8D%E5%8A%A1%E5%99%A8",
      "/zh/doc/search/%E4%BA%91%E6%9C%8D%E5%8A%A1%E5%99%A8",
    ],
    ["/ja/doc/search/?q=a%2Fb", "/ja/doc/search/a%2Fb"],
  ])("turns the search form %s into %s", async (from, to) => {
    expect(await redirectOf(from)).toEqual({ status: 301, location: to });
  });

  it.each([
    ["/doc/search?q=", "/doc"],
    ["/doc/search?q=%20%20%20", "/doc"],
    ["/zh/doc/search", "/zh/doc"],
  ])(
    "an empty search (%s) does nothing but show the docs (SPEC.md section 5)",
    async (from, to) => {
      expect(await redirectOf(from)).toEqual({ status: 301, location: to });
    },
  );

  it("caps a very long search query instead of passing it all on", async () => {
    const { location } = await redirectOf(`/doc/search?q=${"a".repeat(5000)}`);
    const query = decodeURIComponent(location?.slice("/doc/search/".length) ?? "");
    expect(query.length).toBeGreaterThan(0);
    expect(query.length).toBeLessThanOrEqual(200);
  });

  it("applies route rules in the page's language, keeping the query", async () => {
    expect(await redirectOf("/pricing")).toEqual({
      status: 301,
      location: routeRules["/pricing"],
    });
    expect(await redirectOf("/zh/pricing?from=mail")).toEqual({
      status: 301,
      location: `/zh${routeRules["/pricing"]}?from=mail`,
    });
    expect(await redirectOf("/ja/help/")).toEqual({ status: 301, location: "/ja/doc" });
  });

  it("puts the query before the #fragment of a rule's target, where the browser keeps it", async () => {
    const { location } = await redirectOf("/zh/product/dedicated?tgcode=abc");
    const target = new URL(location ?? "", "https://site.example");
    expect(target.pathname).toBe("/zh/product/vps");
    expect(target.searchParams.get("tgcode")).toBe("abc");
    expect(target.hash).toBe("#dedicated");
  });

  it("leaves data requests of client navigations alone", async () => {
    for (const path of ["/en/doc.data", "/pricing.data", "/doc/search.data?q=x"]) {
      const { next, response } = await run(siteRequest(path), () => Response.json({}));
      expect(next, path).toHaveBeenCalledTimes(1);
      expect(response.status).toBe(200);
    }
  });

  it("lets pages through", async () => {
    for (const path of ["/", "/zh", "/ja/doc/article/vps", "/doc/search/vps", "/english"]) {
      const { next } = await run(siteRequest(path));
      expect(next, path).toHaveBeenCalledTimes(1);
    }
  });
});

describe("localeMiddleware: language", () => {
  it.each([
    ["/", "en"],
    ["/doc", "en"],
    ["/zh", "zh"],
    ["/zh/doc/announce", "zh"],
    ["/ja.data", "ja"],
    ["/ja/doc.data", "ja"],
    ["/japan", "en"],
    ["/fr/doc", "en"],
  ])("reads %s as %s", async (path, language) => {
    const { context } = await run(siteRequest(path));
    expect(context.get(languageContext)).toBe(language);
  });

  it("keeps the language in the languages cookie for a year", async () => {
    const { response } = await run(siteRequest("/ja/doc"));
    const cookie = setCookies(response).get(LOCALE_COOKIE_NAME);
    expect(cookieValue(cookie)).toBe("ja");
    expect(cookieAttribute(cookie, "Max-Age")).toBe(LOCALE_COOKIE_SECONDS);
    expect(cookieAttribute(cookie, "Path")).toBe("/");
  });

  it("changes the cookie when the visitor switches language", async () => {
    const request = siteRequest("/zh", { cookies: { [LOCALE_COOKIE_NAME]: "en" } });
    const { response } = await run(request);
    expect(cookieValue(setCookies(response).get(LOCALE_COOKIE_NAME))).toBe("zh");
  });

  it("does not set the cookie again when it already says the page's language", async () => {
    const request = siteRequest("/zh/doc", { cookies: { [LOCALE_COOKIE_NAME]: "zh" } });
    const { response } = await run(request);
    expect(setCookies(response).has(LOCALE_COOKIE_NAME)).toBe(false);
  });

  it("sets the cookie for page documents only", async () => {
    const data = await run(siteRequest("/zh/doc"), () => Response.json({}));
    expect(setCookies(data.response).has(LOCALE_COOKIE_NAME)).toBe(false);
    const post = await run(siteRequest("/zh/doc", { method: "POST", body: "a=1" }));
    expect(setCookies(post.response).has(LOCALE_COOKIE_NAME)).toBe(false);
  });
});

describe("i18nextMiddleware", () => {
  it("gives the request an i18next instance in the page's language", async () => {
    for (const [path, language] of [
      ["/", "en"],
      ["/zh/doc", "zh"],
      ["/ja.data", "ja"],
    ] as const) {
      const context = new RouterContextProvider();
      await i18nextMiddleware(argsFor(siteRequest(path), context), async () => new Response());
      expect(getLocale(context)).toBe(language);
      expect(getInstance(context).t("apiErrors.4010")).toBe(
        resources[language].common.apiErrors["4010"],
      );
    }
  });
  it("makes one instance per language, shared by that language's requests (patches/remix-i18next)", async () => {
    const instanceFor = async (path: string) => {
      const context = new RouterContextProvider();
      await i18nextMiddleware(argsFor(siteRequest(path), context), async () => new Response());
      return getInstance(context);
    };
    // Requests of three languages, interleaved and at once.
    const [en, zh, ja, enAgain, zhAgain] = await Promise.all(
      ["/doc", "/zh/doc", "/ja/doc", "/product/vps", "/zh.data"].map(instanceFor),
    );
    expect(enAgain).toBe(en);
    expect(zhAgain).toBe(zh);
    expect(new Set([en, zh, ja]).size).toBe(3);
    for (const [instance, language] of [
      [en, "en"],
      [zh, "zh"],
      [ja, "ja"],
    ] as const) {
      expect(instance?.language).toBe(language);
      expect(instance?.t("apiErrors.4010")).toBe(resources[language].common.apiErrors["4010"]);
    }
  });
});

describe("renderInstance", () => {
  it("is the request's instance, or one in the page's language when the step did not run", async () => {
    const context = new RouterContextProvider();
    await i18nextMiddleware(argsFor(siteRequest("/zh/doc"), context), async () => new Response());
    expect(await renderInstance(context)).toBe(getInstance(context));

    const early = new RouterContextProvider();
    early.set(languageContext, "ja");
    const instance = await renderInstance(early);
    expect(instance.t("apiErrors.4010")).toBe(resources.ja.common.apiErrors["4010"]);
  });
});
