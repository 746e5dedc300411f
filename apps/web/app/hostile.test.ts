// Hostile input against everything a visitor can send: every page's loader (query strings,
// path parameters) and action (form bodies), and every `/api/*` path of the BFF (JSON bodies,
// query strings), with and without a session, in every language. Thousands of generated
// inputs — wrong types, huge strings, unicode, control characters, path traversal, prototype
// keys, markup — must never get a 5xx: every refusal is a clear 4xx (or the page itself).
import { endpointNames, endpoints } from "@hostfront/api-client";
import { mockUser } from "@hostfront/api-client/mocks";
import fc from "fast-check";
import { data, type RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { config } from "./env.server";
import { handleBffGet, handleBffPost } from "./lib/bff/bff.server";
import { type PageName, pageFiles, pages } from "./pages";
import { mockProviderApi } from "./test/provider";
import { argsFor, contextFor, siteRequest } from "./test/request";

mockProviderApi();

type Handler = (args: {
  request: Request;
  params: Record<string, string>;
  context: RouterContextProvider;
}) => unknown;

const modules = import.meta.glob<Record<string, unknown>>(
  ["./routes/*.tsx", "!./routes/*.test.tsx"],
  {
    eager: true,
  },
);
const routeOf = (page: (typeof pages)[number]) => modules[`./${pageFiles(page.name).route}`] ?? {};

/** Strings a careless handler trips over. */
const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "0",
    "-1",
    "1e309",
    "NaN",
    "null",
    "undefined",
    "true",
    "[]",
    "{}",
    "__proto__",
    "constructor",
    "toString",
    "../../etc/passwd",
    "..%2F..%2Fetc%2Fpasswd",
    "%00",
    "\u0000\u0001\u0007",
    "\u202e\u200b\ufeff",
    "😀👩🏽‍💻",
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    "javascript:alert(1)",
    "//evil.example",
    "https://evil.example/",
    "' OR 1=1 --",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection, as typed
    "${7*7}{{7*7}}",
    "a".repeat(5_000),
    "退款".repeat(500),
  ),
);
/** Field names the site's forms use, and some that no form should trust. */
const fieldName = fc.oneof(
  fc.constantFrom(
    "formKey",
    "name",
    "email",
    "phone",
    "topic",
    "message",
    "account",
    "username",
    "password",
    "passwordEncrypted",
    "passwordConfirm",
    "terms",
    "code",
    "couponId",
    "offerId",
    "activityId",
    "pintuanId",
    "groupId",
    "areaId",
    "region",
    "imageId",
    "image",
    "plan",
    "planId",
    "type",
    "period",
    "quantity",
    "disk",
    "disks",
    "bandwidth",
    "securityGroup",
    "snapshot",
    "coupon",
    "hostname",
    "category",
    "product",
    "subject",
    "content",
    "intent",
    "__proto__",
    "constructor",
    "prototype",
  ),
  fc.string({ minLength: 1, maxLength: 20 }),
);
const fields = fc.dictionary(fieldName, nasty, { maxKeys: 12 });

/** The class of `data()`'s answers (React Router exports only its type). */
const DataWithResponseInit = data(null).constructor as new (
  ...args: never[]
) => { init?: { status?: number } | null };

/** The status of what a loader or action answered or threw; an Error is a bug. */
async function statusOf(run: () => unknown): Promise<number> {
  const answer = await Promise.resolve()
    .then(run)
    .then(
      (result: unknown) => ({ result, thrown: false }),
      (error: unknown) => ({ result: error, thrown: true }),
    );
  const { result, thrown } = answer;
  if (result instanceof Response) {
    expectOnSite(result.headers.get("location"));
    return result.status;
  }
  if (result instanceof DataWithResponseInit) return result.init?.status ?? (thrown ? 500 : 200);
  if (thrown) throw result;
  return 200;
}

/** Where the site may send a visitor: its own pages, or the console's login (and back to the site). */
const SITE_ORIGINS = new Set(Object.values(config.siteUrls).map((url) => new URL(url).origin));
const CONSOLE_ORIGIN = new URL(config.mainSiteUrl).origin;

/** Open redirects: a Location, however built from the request, never leaves the site. */
function expectOnSite(location: string | null) {
  if (location === null) return;
  // Resolved as a browser would (a leading "//" or "/\\" would be another host).
  const target = new URL(location, config.siteUrls.en);
  if (target.origin === CONSOLE_ORIGIN) {
    const back = target.searchParams.get("redirect");
    if (back !== null) expectOnSite(back);
    return;
  }
  expect(SITE_ORIGINS.has(target.origin), `redirect to ${location}`).toBe(true);
}

const LANGUAGE_PREFIXES = ["", "/zh", "/ja"] as const;
const RUNS = 60;
const BFF_RUNS = 25;

describe("every page's loader", () => {
  it.each(pages.map((page) => [page.name, page] as const))(
    "%s answers query strings and parameters below 500, never redirecting off the site",
    async (_name: PageName, page) => {
      const loader = routeOf(page).loader as Handler | undefined;
      if (!loader) return;
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...LANGUAGE_PREFIXES),
          fields,
          nasty,
          fc.boolean(),
          async (prefix, query, param, loggedIn) => {
            const path = page.path.replace(/:(\w+)/g, () => encodeURIComponent(param) || "x");
            const search = new URLSearchParams(query).toString();
            const request = siteRequest(`${prefix}${path === "/" ? "" : path}?${search}`);
            const params = Object.fromEntries(
              [...page.path.matchAll(/:(\w+)/g)].map((match) => [match[1] ?? "", param]),
            );
            // The middleware may answer first (a redirect): that is an answer too.
            const status = await statusOf(async () => {
              const context = await contextFor(request, loggedIn ? { token: mockUser.token } : {});
              return loader(argsFor(request, context, params));
            });
            expect(status, `${page.name} ${request.url}`).toBeLessThan(500);
          },
        ),
        { numRuns: RUNS },
      );
    },
  );
});

describe("every page's action", () => {
  const withActions = pages.filter((page) => routeOf(page).action);

  it("there are actions to test", () => {
    expect(withActions.length).toBeGreaterThan(3);
  });

  it.each(withActions.map((page) => [page.name, page] as const))(
    "%s answers hostile form bodies below 500, never redirecting off the site",
    async (_name: PageName, page) => {
      const action = routeOf(page).action as Handler;
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...LANGUAGE_PREFIXES),
          fields,
          fc.constantFrom(
            "application/x-www-form-urlencoded",
            "multipart/form-data; boundary=x",
            "application/json",
            "text/plain",
            "",
          ),
          fc.boolean(),
          async (prefix, body, type, loggedIn) => {
            const path = page.path.replace(/:(\w+)/g, "pt-vps-2c4g");
            const request = siteRequest(`${prefix}${path === "/" ? "" : path}`, {
              method: "POST",
              headers: type ? { "content-type": type } : {},
              body:
                type === "application/json"
                  ? JSON.stringify(body)
                  : new URLSearchParams(body as Record<string, string>).toString(),
            });
            const params = { id: "pt-vps-2c4g" };
            const status = await statusOf(async () => {
              const context = await contextFor(request, loggedIn ? { token: mockUser.token } : {});
              return action(argsFor(request, context, params));
            });
            expect(status, `${page.name} ${type}`).toBeLessThan(500);
          },
        ),
        { numRuns: RUNS },
      );
    },
  );
});

describe("every /api path of the BFF", () => {
  const json = fc.oneof(
    fields,
    fc.jsonValue({ maxDepth: 3 }),
    fc.constantFrom('{"__proto__":{"polluted":1}}', "[", "\u0000", "a".repeat(70_000)),
  );
  const paths = [
    ...endpointNames.map((name) => endpoints[name].path),
    "/api/currency",
    "/api/session/clear",
    "/api/nowhere",
    "/api/../etc/passwd",
  ];

  it.each(paths)("%s answers hostile bodies and queries below 500", async (path) => {
    await fc.assert(
      fc.asyncProperty(json, fields, fc.boolean(), async (body, query, loggedIn) => {
        const search = new URLSearchParams(query).toString();
        const post = siteRequest(`${path}?${search}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: typeof body === "string" ? body : JSON.stringify(body),
        });
        const get = siteRequest(`${path}?${search}`);
        for (const request of [post, get]) {
          const status = await statusOf(async () => {
            const context = await contextFor(request, loggedIn ? { token: mockUser.token } : {});
            const args = argsFor(request, context);
            return request.method === "GET" ? handleBffGet(args) : handleBffPost(args);
          });
          expect(status, `${request.method} ${request.url}`).toBeLessThan(500);
        }
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: BFF_RUNS },
    );
  });
});
