// The announcements list (/doc/announce): the provider's announcements in the page's language,
// newest first with the pinned ones on top, a page number that cannot break it, and the page
// still answering while the provider is down.
import { localizePath } from "@hostfront/i18n";
import { describe, expect, it } from "vitest";
import { api } from "~/lib/cache/upstream.server";
import { loadFresh } from "~/test/fresh";
import { texts } from "~/test/language";
import { mockProviderApi } from "~/test/provider";
import { pageArgs, publishedAt, unwrap } from "~/test/request";
import { loader, PAGE_SIZE } from "./doc-announce";

const upstream = mockProviderApi();

const load = async (path: string) => unwrap(await loader(await pageArgs(path)));

describe("doc-announce loader", () => {
  it.each(["en", "zh", "ja"] as const)(
    "lists the announcements in %s as the provider orders them",
    async (language) => {
      const { data, status, headers } = await load(localizePath("/doc/announce", language));
      const expected = await api.announcements({ language, page: 1, row: PAGE_SIZE });
      expect(status).toBe(200);
      expect(headers.get("cache-control")).toMatch(/^public/);
      expect(data.seo.title).toContain(texts(language).pages["doc-announce"].title);
      expect(data.seo.canonical).toBe(publishedAt("/doc/announce", language));
      expect(expected.length).toBeGreaterThan(1);
      expect(data.items?.map((item) => [item.id, item.title])).toEqual(
        expected.map((item) => [item.id, item.title]),
      );
      expect(data.items?.[0]?.pinned).toBe(true);
      expect(data.page).toBe(1);
      expect(data.hasOlder).toBe(false);
    },
  );

  it("shows each language its own titles", async () => {
    const en = (await load("/doc/announce")).data.items?.map((item) => item.title);
    const ja = (await load("/ja/doc/announce")).data.items?.map((item) => item.title);
    expect(ja).toHaveLength(en?.length ?? -1);
    expect(ja).not.toEqual(en);
  });

  it("reads a page number it cannot use as the first page", async () => {
    for (const asked of ["abc", "0", "-3", "1.5", "99999999"]) {
      const { data, status } = await load(`/doc/announce?page=${asked}`);
      expect(status, asked).toBe(200);
      expect(data.page, asked).toBe(1);
    }
  });

  it("answers an empty page past the last announcement, with no older page", async () => {
    const { data } = await load("/doc/announce?page=2");
    expect(data.page).toBe(2);
    expect(data.items).toEqual([]);
    expect(data.hasOlder).toBe(false);
  });

  it("answers the page, marked unavailable, when the provider is down and nothing is cached", async () => {
    upstream.down();
    const { data, status } = await loadFresh(() => import("./doc-announce"), "/zh/doc/announce");
    expect(status).toBe(200);
    expect(data.items).toBeNull();
    expect(data.hasOlder).toBe(false);
  });
});
