// The page cache: only what a page declares shareable is kept, keyed by URL and cookies, and
// a hit carries the new response's nonce and request id, never the first visitor's.
import fc from "fast-check";
import { type MiddlewareFunction, RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { requestContext } from "~/context";
import { clientAddressContext } from "~/lib/client-address.server";
import { argsFor, runMiddleware, siteRequest } from "~/test/request";
import {
  cutPage,
  fillPage,
  PageCache,
  pageCacheMiddleware,
  shareable,
  skipPageCache,
} from "./page-cache.server";
import { securityMiddleware } from "./security.server";

const PUBLIC = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

interface PageOptions {
  readonly cacheControl?: string;
  readonly status?: number;
  readonly headers?: Record<string, string>;
  readonly contentType?: string;
  /** What the loader does to the context while rendering. */
  readonly during?: (context: RouterContextProvider) => void;
}

/** A site whose one page counts its renders and prints its nonce and request id. */
function site(cache = new PageCache(5_000), options: PageOptions = {}) {
  let renders = 0;
  const chain: MiddlewareFunction<Response>[] = [securityMiddleware, pageCacheMiddleware(cache)];
  const visit = async (
    path = "/doc/article/refund",
    init: Parameters<typeof siteRequest>[1] = {},
  ) => {
    const request = siteRequest(path, init);
    const context = new RouterContextProvider();
    context.set(clientAddressContext, "198.51.100.7");
    const response = await runMiddleware(chain, argsFor(request, context), () => {
      renders++;
      options.during?.(context);
      const { nonce, id } = context.get(requestContext);
      return new Response(
        `<html><script nonce="${nonce}">1</script><p>render ${renders}</p><script>{"requestId":"${id}"}</script></html>`,
        {
          status: options.status ?? 200,
          headers: {
            "content-type": options.contentType ?? "text/html; charset=utf-8",
            "cache-control": options.cacheControl ?? PUBLIC,
            vary: "Cookie",
            ...options.headers,
          },
        },
      );
    });
    const body = await response.text();
    // The copy for the cache is read beside the visitor's; let it finish.
    await new Promise((resolve) => setImmediate(resolve));
    const { nonce, id } = context.get(requestContext);
    return { response, body, nonce, id };
  };
  return { visit, renders: () => renders, cache };
}

describe("page cache", () => {
  it("renders a public page once, then answers it with this response's nonce and id", async () => {
    const { visit, renders } = site();
    const first = await visit();
    const second = await visit();
    expect(renders()).toBe(1);
    expect(first.response.headers.get("x-page-cache")).toBe("miss");
    expect(second.response.headers.get("x-page-cache")).toBe("hit");
    expect(second.body).toContain("render 1");
    expect(second.body).toContain(`nonce="${second.nonce}"`);
    expect(second.body).toContain(`"requestId":"${second.id}"`);
    expect(second.body).not.toContain(first.nonce);
    expect(second.body).not.toContain(first.id);
    expect(second.response.headers.get("content-security-policy")).toContain(
      `'nonce-${second.nonce}'`,
    );
    expect(second.response.headers.get("x-request-id")).toBe(second.id);
    expect(second.response.headers.get("cache-control")).toBe(PUBLIC);
    expect(second.response.headers.get("vary")).toBe("Cookie");
  });

  it("streams the kept bytes to every hit without changing them", async () => {
    const { visit, renders } = site();
    await visit();
    const hits = [await visit(), await visit(), await visit()];
    expect(renders()).toBe(1);
    // Each answer is the kept page with its own nonce and id: the parts sent before did not
    // alter the pieces the next answer sends.
    const normal = ({ body, nonce, id }: (typeof hits)[number]) =>
      body.replaceAll(nonce, "NONCE").replaceAll(id, "ID");
    expect(new Set(hits.map(normal)).size).toBe(1);
    for (const hit of hits) expect(hit.body).toContain(`nonce="${hit.nonce}"`);
  });

  it("keeps one page per URL and per Cookie header, as Vary: Cookie asks", async () => {
    const { visit, renders } = site();
    await visit("/doc/article/refund");
    await visit("/doc/article/refund?x=1");
    await visit("/doc/article/refund", { cookies: { currency: "CNY" } });
    await visit("/doc/article/refund", { cookies: { currency: "CNY" } });
    expect(renders()).toBe(3);
  });

  it.each([
    ["private", { cacheControl: "private, no-store" }],
    ["no Cache-Control", { cacheControl: "" }],
    ["a cookie set", { headers: { "set-cookie": "referrer=abc; Path=/" } }],
    ["not found", { status: 404 }],
    ["not HTML", { contentType: "application/json" }],
    ["a tracked visit", { during: (context: RouterContextProvider) => skipPageCache(context) }],
  ] as const)("renders every time a page with %s", async (_name, options) => {
    const { visit, renders } = site(new PageCache(5_000), options);
    await visit();
    await visit();
    expect(renders()).toBe(2);
  });

  it("renders afresh for a visitor asking for it (Cache-Control: no-cache)", async () => {
    const { visit, renders } = site();
    await visit();
    const fresh = await visit("/doc/article/refund", { headers: { "cache-control": "no-cache" } });
    expect(fresh.response.headers.get("x-page-cache")).toBe("bypass");
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

  it("forgets a page when its time is up, and the oldest page when full", async () => {
    const short = site(new PageCache(1));
    await short.visit();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await short.visit();
    expect(short.renders()).toBe(2);

    const small = site(new PageCache(5_000, 2));
    await small.visit("/a");
    await small.visit("/b");
    await small.visit("/c");
    expect(small.cache.size).toBe(2);
    await small.visit("/a");
    expect(small.renders()).toBe(4);
  });

  it("forgets pages whose time is up when it keeps another, and holds at most its bytes", () => {
    const entry = (size: number, expiresAt: number) => ({
      ...cutPage(Buffer.from("x".repeat(size)), "nonce", null),
      status: 200,
      headers: [],
      connectSources: [],
      expiresAt,
    });
    const cache = new PageCache(5_000, 10, 1_000);
    cache.set("/old", entry(100, 1_000), 0);
    cache.set("/new", entry(100, 9_000), 2_000);
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(100);
    for (const path of ["/a", "/b", "/c", "/d"]) cache.set(path, entry(300, 9_000), 2_000);
    expect(cache.bytes).toBeLessThanOrEqual(1_000);
    expect(cache.get("/d", 2_000)).toBeDefined();
    expect(cache.get("/new", 2_000)).toBeUndefined();
  });

  it("is off with PAGE_CACHE_SECONDS=0", async () => {
    const { visit, renders } = site(new PageCache(0));
    await visit();
    await visit();
    expect(renders()).toBe(2);
  });

  it("reads shareability as a shared cache would", () => {
    const page = (control: string) =>
      new Response("<p>", { headers: { "content-type": "text/html", "cache-control": control } });
    expect(shareable(page(PUBLIC))).toBe(true);
    expect(shareable(page("public, no-cache"))).toBe(false);
    expect(shareable(page("private"))).toBe(false);
    expect(shareable(page("max-age=60"))).toBe(false);
  });

  it("in the root chain, a first-time visitor is answered from the cache and still gets the language cookie", async () => {
    const { middleware } = await import("~/root");
    let renders = 0;
    const visit = async () => {
      const request = siteRequest("/ja/doc/article/pricing");
      const context = new RouterContextProvider();
      context.set(clientAddressContext, "198.51.100.7");
      const response = await runMiddleware(
        middleware as MiddlewareFunction<Response>[],
        argsFor(request, context),
        () => {
          renders++;
          return new Response("<p>pricing</p>", {
            headers: { "content-type": "text/html", "cache-control": PUBLIC },
          });
        },
      );
      await response.text();
      await new Promise((resolve) => setImmediate(resolve));
      return response;
    };
    const first = await visit();
    const second = await visit();
    expect(renders).toBe(1);
    expect(second.headers.get("x-page-cache")).toBe("hit");
    for (const response of [first, second])
      expect(response.headers.get("set-cookie")).toMatch(/^languages=ja;/);
  });
});

describe("a kept page", () => {
  it("is the page with another response's nonce and id where the first one's were", () => {
    // Old values in lower case, new ones in upper case: a new value never makes an old one.
    const word = (chars: string) =>
      fc.array(fc.constantFrom(...chars), { minLength: 4, maxLength: 12 }).map((a) => a.join(""));
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom("<p>", "日本語", "😀", " ", "n", "="), word("abc")), {
          maxLength: 40,
        }),
        word("abcdef"),
        word("ghijk"),
        word("ABC+/="),
        word("ABC-0"),
        fc.boolean(),
        (parts, nonce, id, newNonce, newId, withId) => {
          fc.pre(nonce !== id && !nonce.includes(id) && !id.includes(nonce));
          const body = parts
            .flatMap((part, index) => [part, [nonce, id][index % 2] as string])
            .join("");
          const expected = withId
            ? body.replaceAll(nonce, newNonce).replaceAll(id, newId)
            : body.replaceAll(nonce, newNonce);
          const page = cutPage(Buffer.from(body), nonce, withId ? id : null);
          expect(page.size).toBe(Buffer.byteLength(body));
          expect(Buffer.concat(fillPage(page, newNonce, newId)).toString()).toBe(expected);
        },
      ),
    );
  });
});
