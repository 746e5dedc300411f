// The page cache as the root middleware runs it: the steps before it (the language cookie)
// still apply to an answer from the cache. Without the provider mocks: nothing here calls it.
import { type MiddlewareFunction, RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { clientAddressContext } from "~/lib/http/client-address.server";
import { middleware } from "~/root";
import { argsFor, runMiddleware, siteRequest } from "~/test/request";

describe("the page cache in the root chain", () => {
  const PUBLIC = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
  const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

  it("answers a first-time visitor from the cache; one with the language cookie gets none", async () => {
    let renders = 0;
    const visit = async (cookies: Record<string, string> = {}) => {
      const request = siteRequest("/ja/doc/article/pricing", { cookies });
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
      await settle();
      return response;
    };
    const first = await visit();
    const second = await visit();
    const returning = await visit({ languages: "ja", _ga: "GA1.1.5.6" });
    expect(renders).toBe(1);
    expect(second.headers.get("x-page-cache")).toBe("hit");
    for (const response of [first, second])
      expect(response.headers.get("set-cookie")).toMatch(/^languages=ja;/);
    expect(returning.headers.get("x-page-cache")).toBe("hit");
    expect(returning.headers.get("set-cookie")).toBeNull();
  });
});
