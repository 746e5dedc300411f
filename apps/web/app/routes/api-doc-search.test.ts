import type { Language } from "@hostfront/i18n";
import { describe, expect, it } from "vitest";
import { mockProviderApi } from "~/test/provider";
import { siteRequest } from "~/test/request";
import { loader as searchApi } from "./api-doc-search";

const _upstream = mockProviderApi();
const _prefix = (language: Language) => (language === "en" ? "" : `/${language}`);
const _LANGUAGES: Language[] = ["en", "zh", "ja"];

describe("instant search API", () => {
  it("answers hits in the asked language as an envelope", async () => {
    const response = searchApi({
      request: siteRequest(`/api/doc-search?q=${encodeURIComponent("スナップ")}&language=ja`),
    } as never);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { code: number; message: { path: string }[] };
    expect(body.code).toBe(2000);
    expect(body.message[0]?.path).toMatch(/^\/doc\/article\//);
    expect(response.headers.get("cache-control")).toContain("max-age");
  });

  it("answers an empty list for an empty query and English for an unknown language", async () => {
    const empty = searchApi({ request: siteRequest("/api/doc-search?q=%20%20") } as never);
    expect(((await empty.json()) as { message: unknown[] }).message).toEqual([]);
    const odd = searchApi({
      request: siteRequest("/api/doc-search?q=refund&language=xx"),
    } as never);
    const body = (await odd.json()) as { message: { slug: string }[] };
    expect(body.message[0]?.slug).toBe("refund");
  });

  it("answers an empty list when no article matches well (the box then offers help)", async () => {
    const weak = searchApi({
      request: siteRequest("/api/doc-search?q=refund%20zebra%20quokka%20narwhal&language=en"),
    } as never);
    expect(((await weak.json()) as { message: unknown[] }).message).toEqual([]);
  });
});
