import type { Language } from "@hostfront/i18n";
import { describe, expect, it } from "vitest";
import { mockProviderApi } from "~/test/provider";
import { pageArgs, unwrap } from "~/test/request";
import { loader as search } from "./doc-search-query";

const _upstream = mockProviderApi();
const _prefix = (language: Language) => (language === "en" ? "" : `/${language}`);
const _LANGUAGES: Language[] = ["en", "zh", "ja"];

describe("doc search", () => {
  const args = (path: string) =>
    pageArgs(path, { params: { query: decodeURIComponent(path.split("/").pop() ?? "") } });

  it.each([
    ["/doc/search/refund", "refund"],
    [`/zh/doc/search/${encodeURIComponent("退款")}`, "refund"],
    [`/ja/doc/search/${encodeURIComponent("返金")}`, "refund"],
    [`/zh/doc/search/${encodeURIComponent("如何申请退款")}`, "refund"],
  ])("finds %s", async (path, slug) => {
    const { data } = unwrap(search(await args(path)));
    expect(data.hits.map((hit) => hit.slug).slice(0, 3)).toContain(slug);
    const first = data.hits[0];
    expect(first?.excerpt.some((segment) => segment.hit)).toBe(true);
    expect(data.seo.noindex).toBe(true);
  });

  it("offers a correction and popular articles when nothing matches", async () => {
    const { data } = unwrap(search(await args("/doc/search/snpashott")));
    expect(data.hits).toEqual([]);
    expect(data.suggestion).toBe("snapshot");
    expect(data.popular.length).toBeGreaterThan(0);
  });

  it.each([
    ["/doc/search/how%20do%20I", "en"],
    [`/zh/doc/search/${encodeURIComponent("的")}`, "zh"],
    [`/ja/doc/search/${encodeURIComponent("の")}`, "ja"],
  ])("finds nothing for %s: stop words alone are no match", async (path) => {
    const { data } = unwrap(search(await args(path)));
    expect(data.hits).toEqual([]);
    expect(data.good).toBe(false);
  });

  it.each([
    ["/doc/search/get%20my%20money%20back", "refund"],
    ["/doc/search/bandwidth%20overage", "network-pricing"],
    [`/zh/doc/search/${encodeURIComponent("退钱")}`, "refund"],
    [`/ja/doc/search/${encodeURIComponent("払い戻し")}`, "refund"],
  ])("finds %s by the product vocabulary, as a good match", async (path, slug) => {
    const { data } = unwrap(search(await args(path)));
    expect(data.hits.map((hit) => hit.slug).slice(0, 3)).toContain(slug);
    expect(data.good).toBe(true);
  });

  it("says when the best article matches less than half of the words", async () => {
    const { data } = unwrap(search(await args("/doc/search/refund%20zebra%20quokka%20narwhal")));
    expect(data.hits[0]?.slug).toBe("refund");
    expect(data.good).toBe(false);
  });

  it("treats markup in the query as text", async () => {
    const query = '<script>alert("x")</script>';
    const { data } = unwrap(search(await args(`/doc/search/${encodeURIComponent(query)}`)));
    expect(data.query).toBe(query);
    expect(data.seo.title).toContain(query);
  });
});
