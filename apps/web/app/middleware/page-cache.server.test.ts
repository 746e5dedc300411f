import { gunzipSync } from "node:zlib";
import { type MiddlewareFunction, RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { requestContext } from "~/context";
import { strategies } from "~/lib/cache/cache.server";
import { newFormKey } from "~/lib/forms/forms.server";
import { clientAddressContext } from "~/lib/http/client-address.server";
import { readCookie } from "~/lib/http/cookies.server";
import { PageCache } from "~/lib/page-cache/store.server";
import { noteAnswer, noteLive, onEveryVisit, renderNow } from "~/lib/page-cache/watch.server";
import { argsFor, runMiddleware, siteRequest } from "~/test/request";
import { pageCacheMiddleware, shareable } from "./page-cache.server";
import { securityMiddleware } from "./security.server";
import { sessionMiddleware } from "./session.server";

const PUBLIC = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
const TOKEN = "t0ken-of-a-signed-in-visitor";
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

interface PageOptions {
  readonly cacheControl?: string;
  readonly status?: number;
  readonly headers?: Record<string, string>;
  readonly contentType?: string;
  /** What the loader does while rendering (reads the request, notes what it shows). */
  readonly during?: (request: Request, context: RouterContextProvider) => void | Promise<void>;
}

/** A site whose one page counts its renders and prints its nonce and request id. */
function site(cache = new PageCache(5_000), options: PageOptions = {}) {
  let renders = 0;
  const chain: MiddlewareFunction<Response>[] = [
    securityMiddleware,
    sessionMiddleware,
    pageCacheMiddleware(cache),
  ];
  const visit = async (
    path = "/doc/article/refund",
    init: Parameters<typeof siteRequest>[1] = {},
  ) => {
    const request = siteRequest(path, init);
    const context = new RouterContextProvider();
    context.set(clientAddressContext, "198.51.100.7");
    const response = await runMiddleware(chain, argsFor(request, context), async () => {
      renders++;
      await options.during?.(request, context);
      const { nonce, id } = context.get(requestContext);
      const currency = readCookie(request, "currency") ?? "USD";
      return new Response(
        `<html><script nonce="${nonce}">1</script><p>render ${renders} in ${currency}</p><script>{"requestId":"${id}"}</script></html>`,
        {
          status: options.status ?? 200,
          headers: {
            "content-type": options.contentType ?? "text/html; charset=utf-8",
            "cache-control": options.cacheControl ?? PUBLIC,
            ...options.headers,
          },
        },
      );
    });
    const raw = Buffer.from(await response.arrayBuffer());
    const body = (
      response.headers.get("content-encoding") === "gzip" ? gunzipSync(raw) : raw
    ).toString();
    // The copy for the cache is read beside the visitor's; let it finish.
    await settle();
    const { nonce, id } = context.get(requestContext);
    return { response, body, nonce, id, state: response.headers.get("x-page-cache") };
  };
  return { visit, renders: () => renders, cache };
}

/** A page with two forms, the first one's key written twice (a field and the page's data). */
function siteWithForms() {
  const cache = new PageCache(5_000);
  const chain: MiddlewareFunction<Response>[] = [securityMiddleware, pageCacheMiddleware(cache)];
  const visit = async () => {
    const request = siteRequest("/", { headers: { "accept-encoding": "gzip" } });
    const context = new RouterContextProvider();
    context.set(clientAddressContext, "198.51.100.7");
    const response = await runMiddleware(chain, argsFor(request, context), () => {
      const [rating, contact] = [newFormKey(), newFormKey()];
      return new Response(
        `<form><input name="formKey" value="form-key-${rating}"></form><form>form-key-${contact}</form><script>{"formKey":"form-key-${rating}"}</script>`,
        { headers: { "content-type": "text/html", "cache-control": PUBLIC } },
      );
    });
    const raw = Buffer.from(await response.arrayBuffer());
    const body = (
      response.headers.get("content-encoding") === "gzip" ? gunzipSync(raw) : raw
    ).toString();
    await settle();
    return { body, state: response.headers.get("x-page-cache") };
  };
  return { visit };
}

describe("page cache", () => {
  it("renders a public page once, then answers it with this response's nonce and id", async () => {
    const { visit, renders } = site();
    const first = await visit();
    const second = await visit();
    expect(renders()).toBe(1);
    expect(first.state).toBe("miss");
    expect(second.state).toBe("hit");
    expect(second.body).toContain("render 1");
    expect(second.body).toContain(`nonce="${second.nonce}"`);
    expect(second.body).toContain(`"requestId":"${second.id}"`);
    expect(second.body).not.toContain(first.nonce);
    expect(second.body).not.toContain(first.id);
    expect(second.response.headers.get("content-security-policy")).toContain(
      `'nonce-${second.nonce}'`,
    );
    expect(second.response.headers.get("x-request-id")).toBe(second.id);
    expect(second.response.headers.get("vary")).toBe("Cookie");
    expect(second.response.headers.get("content-length")).toBe(
      String(Buffer.byteLength(second.body)),
    );
  });

  it("answers a hit as gzip to a browser that takes it, the same page with its own values", async () => {
    const { visit, cache } = site();
    const first = await visit("/doc/article/refund", { headers: { "accept-encoding": "gzip" } });
    const hits = [];
    for (let i = 0; i < 3; i++)
      hits.push(await visit("/doc/article/refund", { headers: { "accept-encoding": "gzip, br" } }));
    const gzipOnly = cache.bytes;
    const plain = await visit("/doc/article/refund", {
      headers: { "accept-encoding": "gzip;q=0" },
    });
    expect(plain.response.headers.get("content-encoding")).toBeNull();
    // Kept as it is too, once asked for so, and counted.
    expect(cache.bytes).toBeGreaterThan(gzipOnly);
    const normal = ({ body, nonce, id }: typeof first) =>
      body.replaceAll(nonce, "NONCE").replaceAll(id, "ID");
    for (const hit of hits) {
      expect(hit.response.headers.get("content-encoding")).toBe("gzip");
      expect(normal(hit)).toBe(normal(first));
      expect(hit.body).toContain(`nonce="${hit.nonce}"`);
    }
    expect(normal(plain)).toBe(normal(first));
  });

  it("keeps one page per URL and per value of a cookie pages differ by, never per analytics id", async () => {
    const { visit, renders } = site();
    await visit("/doc/article/refund");
    await visit("/doc/article/refund?x=1");
    await visit("/doc/article/refund", { cookies: { currency: "CNY" } });
    const returning = await visit("/doc/article/refund", {
      cookies: { currency: "CNY", _ga: "GA1.1.123.456", _fbp: "fb.1.2.3", languages: "en" },
    });
    const other = await visit("/doc/article/refund", {
      cookies: { _gid: "GA1.1.9.9", cookieSelect: "111", someone: "else" },
    });
    // An unknown code is no choice: the same page as without the cookie.
    const unknown = await visit("/doc/article/refund", { cookies: { currency: "<b>" } });
    expect(renders()).toBe(3);
    expect(returning.body).toContain("in CNY");
    expect(other.body).toContain("in USD");
    expect(unknown.state).toBe("hit");
  });

  it("never answers a signed-in visitor from the cache, nor keeps their page", async () => {
    const { visit, renders } = site();
    await visit();
    const own = await visit("/doc/article/refund", { cookies: { token: TOKEN } });
    expect(own.state).toBeNull();
    expect(renders()).toBe(2);
    const after = await visit();
    expect(after.body).toContain("render 1");
  });

  it.each([
    ["an undeclared cookie", (request: Request) => void readCookie(request, "_ga")],
    ["a personal cookie", (request: Request) => void readCookie(request, "activityOrder")],
    ["the whole Cookie header", (request: Request) => void request.headers.get("cookie")],
    ["an undeclared header", (request: Request) => void request.headers.get("accept-language")],
    ["every header", (request: Request) => void [...request.headers]],
  ])("does not keep a render that reads %s, and marks it private", async (_name, read) => {
    const { visit, renders } = site(new PageCache(5_000), { during: (request) => read(request) });
    const first = await visit();
    await visit();
    expect(renders()).toBe(2);
    expect(first.response.headers.get("cache-control")).toBe("private, no-store");
    expect(first.state).toBeNull();
  });

  it("keeps a render that reads only what is declared (the currency cookie)", async () => {
    const { visit, renders } = site(new PageCache(5_000), {
      during: (request) => void readCookie(request, "currency"),
    });
    await visit();
    expect((await visit()).state).toBe("hit");
    expect(renders()).toBe(1);
  });

  it.each([
    ["private", { cacheControl: "private, no-store" }],
    ["no Cache-Control", { cacheControl: "" }],
    ["a cookie set", { headers: { "set-cookie": "referrer=abc; Path=/" } }],
    ["not found", { status: 404 }],
    ["not HTML", { contentType: "application/json" }],
  ] as const)("renders every time a page with %s", async (_name, options) => {
    const { visit, renders } = site(new PageCache(5_000), options);
    await visit();
    await visit();
    expect(renders()).toBe(2);
  });

  it.each([
    ["text/markdown; charset=utf-8", "/doc/article/refund.md"],
    ["application/atom+xml; charset=utf-8", "/doc/announce.atom"],
    ["text/plain; charset=utf-8", "/llms.txt"],
  ])("leaves a resource route's own Cache-Control (%s) as it says", async (contentType, path) => {
    const cacheControl = "public, max-age=0, s-maxage=3600";
    const { visit, renders } = site(new PageCache(5_000), { contentType, cacheControl });
    const { response } = await visit(path);
    expect(response.headers.get("cache-control")).toBe(cacheControl);
    await visit(path);
    expect(renders()).toBe(2);
  });

  it("lives as long as the answers it shows, says so to CDNs, and is served stale while one render refreshes it", async () => {
    let now = Date.now();
    const storedAt = now;
    const { visit, renders } = site(new PageCache(5_000), {
      during: (_request, context) =>
        noteAnswer(context, "call:announcements", strategies.short, storedAt),
    });
    const first = await visit();
    expect(first.response.headers.get("cache-control")).toMatch(
      /^public, max-age=0, s-maxage=(59|60), stale-while-revalidate=600$/,
    );
    // Within the announcements' minute: kept.
    expect((await visit()).state).toBe("hit");
    expect(renders()).toBe(1);
    // After it, the kept page still answers at once, and a render refreshes it behind.
    const realNow = Date.now;
    try {
      now += 61_000;
      Date.now = () => now;
      const [a, b] = await Promise.all([visit(), visit()]);
      expect([a.state, b.state]).toEqual(["stale", "stale"]);
      await settle();
      expect(renders()).toBe(2);
    } finally {
      Date.now = realNow;
    }
  });

  it("keeps a page showing an answer given for its render alone for PAGE_CACHE_SECONDS only", async () => {
    const { visit, cache } = site(new PageCache(5_000), {
      during: (_request, context) => noteLive(context),
    });
    const first = await visit();
    expect(first.response.headers.get("cache-control")).toMatch(
      /s-maxage=[45], stale-while-revalidate=5$/,
    );
    expect(cache.size).toBe(1);
  });

  it("keeps a page that shows the clock until the next minute, the same for every render in it", async () => {
    const seen: number[] = [];
    const { visit } = site(new PageCache(5_000), {
      during: (_request, context) => void seen.push(renderNow(context)),
    });
    const first = await visit();
    const fresh = Number(
      /s-maxage=(\d+)/.exec(first.response.headers.get("cache-control") ?? "")?.[1],
    );
    expect(fresh).toBeLessThanOrEqual(60);
    expect(first.response.headers.get("cache-control")).toMatch(/stale-while-revalidate=5$/);
    expect((seen[0] ?? 1) % 60_000).toBe(0);
  });

  it("drops the pages that showed an upstream answer when that answer is invalidated", async () => {
    const { visit, renders, cache } = site(new PageCache(5_000), {
      during: (_request, context) =>
        noteAnswer(context, "call:reviewSummary:{}", strategies.short, Date.now()),
    });
    await visit();
    cache.invalidateSource("call:other");
    expect((await visit()).state).toBe("hit");
    cache.invalidateSource("call:reviewSummary:{}");
    expect((await visit()).state).toBe("miss");
    expect(renders()).toBe(2);
  });

  it("renders a page once for visitors who miss it at the same time", async () => {
    const { promise: gate, resolve: release } = Promise.withResolvers<void>();
    const { visit, renders } = site(new PageCache(5_000), { during: () => gate });
    const visits = Array.from({ length: 5 }, () => visit());
    await settle();
    release();
    const answers = await Promise.all(visits);
    expect(renders()).toBe(1);
    expect(answers.filter((a) => a.state === "hit")).toHaveLength(4);
    for (const answer of answers) expect(answer.body).toContain(`nonce="${answer.nonce}"`);
  });

  it("does the work a page asks for on every visit for each answer, cached or not, once", async () => {
    const visits: string[] = [];
    const { visit, renders } = site(new PageCache(5_000), {
      during: (request, context) =>
        onEveryVisit(request, context, (seen) => {
          visits.push(readCookie(seen, "referrer") ?? "none");
        }),
    });
    await visit();
    await visit("/doc/article/refund", { cookies: { referrer: "h616263" } });
    expect(renders()).toBe(1);
    expect(visits).toEqual(["none", "h616263"]);
  });

  it("gives each answer its own form keys: one sending stays one action for every visitor", async () => {
    const keysOf = (body: string) => body.match(/form-key-[0-9a-f-]{36}/g) ?? [];
    const { visit: visitWithKeys } = siteWithForms();
    const first = await visitWithKeys();
    const hits = [await visitWithKeys(), await visitWithKeys()];
    const firstKeys = keysOf(first.body);
    expect(firstKeys).toHaveLength(3);
    for (const hit of hits) {
      expect(hit.state).toBe("hit");
      const keys = keysOf(hit.body);
      expect(keys).toHaveLength(3);
      // The same key where the render had the same key, a new one for each answer.
      expect(keys[0]).toBe(keys[2]);
      expect(keys[0]).not.toBe(keys[1]);
      for (const key of keys) expect(firstKeys).not.toContain(key);
    }
    expect(keysOf(hits[0]?.body ?? "")).not.toEqual(keysOf(hits[1]?.body ?? ""));
  });

  it("renders afresh for a visitor asking for it (Cache-Control: no-cache)", async () => {
    const { visit, renders } = site();
    await visit();
    const fresh = await visit("/doc/article/refund", { headers: { "cache-control": "no-cache" } });
    expect(fresh.state).toBe("bypass");
    expect(renders()).toBe(2);
  });

  it("does not keep a page whose request id, chosen by the caller, is a word of the page", async () => {
    const { visit, renders } = site();
    await visit("/doc/article/refund", { headers: { "x-request-id": "requestId" } });
    await visit();
    expect(renders()).toBe(2);
  });

  it("never serves pages to a form post", async () => {
    const { visit, renders } = site();
    await visit();
    await visit("/doc/article/refund", { method: "POST", body: "a=1" });
    expect(renders()).toBe(2);
  });

  it("forgets the page least recently asked for when full", async () => {
    const small = site(new PageCache(5_000, 2));
    await small.visit("/a");
    await small.visit("/b");
    await small.visit("/a");
    await small.visit("/c");
    expect(small.cache.size).toBe(2);
    expect((await small.visit("/a")).state).toBe("hit");
    expect((await small.visit("/b")).state).toBe("miss");
  });

  it("is off with PAGE_CACHE_SECONDS=0, and still tells shared caches what the page read", async () => {
    const { visit, renders } = site(new PageCache(0));
    const first = await visit();
    await visit();
    expect(renders()).toBe(2);
    expect(first.response.headers.get("vary")).toBe("Cookie");
  });

  it("reads shareability as a shared cache would", () => {
    const page = (control: string) =>
      new Response("<p>", { headers: { "content-type": "text/html", "cache-control": control } });
    expect(shareable(page(PUBLIC))).toBe(true);
    expect(shareable(page("public, no-cache"))).toBe(false);
    expect(shareable(page("private"))).toBe(false);
    expect(shareable(page("max-age=60"))).toBe(false);
  });
});
