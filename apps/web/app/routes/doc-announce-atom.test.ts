// The announcements feed (/doc/announce.atom, /zh/..., /ja/...): Atom 1.0 of the language's
// announcements, escaped, linked to itself and to the list; a 503 while the provider is down.
import { localizePath } from "@hostfront/i18n";
import { describe, expect, it, vi } from "vitest";
import { api } from "~/lib/cache/upstream.server";
import { FEED_ENTRIES, MACHINE_DOCS_CACHE } from "~/lib/docs/machine-docs.server";
import { texts } from "~/test/language";
import { mockProviderApi } from "~/test/provider";
import { pageArgs, publishedAt } from "~/test/request";
import { loader } from "./doc-announce-atom";

const upstream = mockProviderApi();

const decodeXml = (text: string) =>
  text.replace(
    /&(lt|gt|amp|apos|quot);/g,
    (_, name: string) => ({ lt: "<", gt: ">", amp: "&", apos: "'", quot: '"' })[name] ?? "",
  );

describe("doc-announce-atom loader", () => {
  it.each(["en", "zh", "ja"] as const)(
    "is the Atom feed of the %s announcements",
    async (language) => {
      const response = await loader(await pageArgs(localizePath("/doc/announce.atom", language)));
      const xml = await response.text();
      const expected = await api.announcements({ language, page: 1, row: FEED_ENTRIES });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe(MACHINE_DOCS_CACHE);
      expect(xml).toContain(`<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${language}">`);
      expect(xml).toContain(`<id>${publishedAt("/doc/announce.atom", language)}</id>`);
      expect(xml).toContain(
        `<link rel="alternate" type="text/html" href="${publishedAt("/doc/announce", language)}"/>`,
      );
      expect(decodeXml(xml)).toContain(texts(language).pages["doc-announce"].title);
      const titles = [...xml.matchAll(/<entry>.*?<title>([^<]*)<\/title>/g)].map((m) =>
        decodeXml(m[1] ?? ""),
      );
      expect(expected.length).toBeGreaterThan(1);
      expect(titles.sort()).toEqual(expected.map((item) => item.title).sort());
      const first = expected.find((item) => xml.includes(`/detail/${item.id}<`));
      expect(first).toBeDefined();
    },
  );

  it("answers 503, not an empty feed, when the provider is down and nothing is cached", async () => {
    vi.resetModules();
    const [fresh, kit] = await Promise.all([
      import("./doc-announce-atom"),
      import("~/test/request"),
    ]);
    upstream.down();
    const response = await fresh.loader(await kit.pageArgs("/ja/doc/announce.atom"));
    expect(response.status).toBe(503);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
  });
});
