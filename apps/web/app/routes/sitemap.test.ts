import { languages } from "@hostfront/i18n";
import { describe, expect, it } from "vitest";
import { config } from "~/env.server";
import { articleSlugs } from "~/lib/docs/docs.server";
import { pages } from "~/pages";
import { mockProviderApi } from "~/test/provider";
import { pageArgs, publishedAt } from "~/test/request";
import { loader } from "./sitemap";

const upstream = mockProviderApi();

interface Entry {
  loc: string;
  alternates: Map<string, string>;
}

const decodeXml = (text: string) =>
  text.replace(
    /&(lt|gt|amp|apos|quot);/g,
    (_, name: string) => ({ lt: "<", gt: ">", amp: "&", apos: "'", quot: '"' })[name] ?? "",
  );

async function sitemap(): Promise<{ response: Response; entries: Map<string, Entry> }> {
  const response = await loader(await pageArgs("/sitemap.xml"));
  const xml = await response.text();
  const entries = new Map<string, Entry>();
  for (const [, body = ""] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const loc = decodeXml(/<loc>([^<]*)<\/loc>/.exec(body)?.[1] ?? "");
    const alternates = new Map(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]*)"\/>/g)].map(
        ([, lang = "", href = ""]) => [lang, decodeXml(href)],
      ),
    );
    expect(entries.has(loc), `${loc} listed twice`).toBe(false);
    entries.set(loc, { loc, alternates });
  }
  return { response, entries };
}

/** The entry of `path` in every language, each with all its alternates. */
function expectListed(entries: Map<string, Entry>, path: string) {
  for (const language of languages) {
    const entry = entries.get(publishedAt(path, language));
    expect(entry, `${path} in ${language}`).toBeDefined();
    expect(Object.fromEntries(entry?.alternates ?? [])).toEqual({
      en: publishedAt(path, "en"),
      zh: publishedAt(path, "zh"),
      ja: publishedAt(path, "ja"),
      "x-default": publishedAt(path, "en"),
    });
  }
}

describe("sitemap.xml", () => {
  it("is XML a crawler may cache", async () => {
    const { response } = await sitemap();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
  });

  it("lists every indexable page of pages.ts in en, zh and ja with hreflang alternates", async () => {
    const { entries } = await sitemap();
    const indexable = pages.filter((page) => page.sitemap && !page.path.includes(":"));
    expect(indexable.length).toBeGreaterThan(10);
    for (const page of indexable) expectListed(entries, page.path);
  });

  it("lists every documentation article", async () => {
    const { entries } = await sitemap();
    for (const slug of articleSlugs) expectListed(entries, `/doc/article/${slug}`);
  });

  it("lists the provider's announcements and group-buy offers", async () => {
    const { entries } = await sitemap();
    const { announcements, pintuans } = upstream.provider.catalogue;
    expect(announcements.length).toBeGreaterThan(0);
    for (const { id } of announcements) expectListed(entries, `/doc/announce/detail/${id}`);
    for (const { id } of pintuans) expectListed(entries, `/activity/pintuan/part-vps/${id}`);
  });

  it("leaves out member pages, one-off pages and route patterns", async () => {
    const { entries } = await sitemap();
    // Each entry's path without its language's site URL, longest site URL first (/zh is under en).
    const bases = Object.values(config.siteUrls).sort((a, b) => b.length - a.length);
    const paths = [...entries.keys()].map((loc) => {
      const base = bases.find((candidate) => loc.startsWith(candidate)) ?? "";
      return loc.slice(base.length) || "/";
    });
    for (const page of pages.filter((candidate) => !candidate.sitemap)) {
      const prefix = page.path.split(":")[0] ?? page.path;
      const listed = paths.filter((path) =>
        page.path.includes(":") ? path.startsWith(prefix) : path === page.path,
      );
      expect(listed, page.name).toEqual([]);
    }
    expect(paths.some((path) => path.includes(":"))).toBe(false);
  });

  it("still lists the site's own pages when the provider is down", async () => {
    upstream.down();
    const { response, entries } = await sitemap();
    expect(response.status).toBe(200);
    expectListed(entries, "/");
    expectListed(entries, "/doc/article/pricing");
  });
});
