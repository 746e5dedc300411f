// The documentation for machines, in every language: /llms.txt (llmstxt.org) lists every article
// with a link to its Markdown, which answers `text/markdown` starting with the title; the Atom
// feed of announcements parses as XML (the browser's own parser) and carries the language's
// titles; pages link the feed, and an article its Markdown, from their <head>.
import { expect, test } from "@playwright/test";
import { LANGUAGES, provider, SITE } from "../support/site.ts";

/** The refund policy's title per language (its Markdown's first line). */
const REFUND = { en: "Refund policy", zh: "退款政策", ja: "返金ポリシー" } as const;

for (const { code, prefix } of LANGUAGES) {
  test(`llms.txt lists the articles, and a listed .md answers Markdown (${code})`, async ({
    request,
  }) => {
    const response = await request.get(`${prefix}/llms.txt`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=3600");
    const lines = (await response.text()).split("\n");
    expect(lines[0]).toMatch(/^# Hostfront/);
    expect(lines[2]).toMatch(/^> \S/);
    expect(lines.filter((line) => line.startsWith("## ")).length).toBeGreaterThan(2);
    const links = lines
      .map((line) => /^- \[(.+?)\]\((\S+?\.md)\): \S/.exec(line))
      .filter((match) => match !== null);
    expect(links.length).toBeGreaterThanOrEqual(28);
    const refund = links.find(([, , url]) => url?.endsWith("/doc/article/refund.md"));
    expect(refund?.[1]).toBe(REFUND[code]);
    expect(refund?.[2]).toBe(`${SITE}${prefix}/doc/article/refund.md`);

    for (const [, title, url] of [refund, links[0]].filter((match) => match !== undefined)) {
      const markdown = await request.get(url ?? "");
      expect(markdown.status(), url).toBe(200);
      expect(markdown.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
      expect(markdown.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=3600");
      const text = await markdown.text();
      expect(text.split("\n")[0]).toBe(`# ${title}`);
      // Site links are absolute, in the article's language.
      expect(text).not.toMatch(/\]\((\/|#)/);
    }
  });

  test(`an unknown article's .md is a plain-text 404 (${code})`, async ({ request }) => {
    const response = await request.get(`${prefix}/doc/article/no-such-article.md`);
    expect(response.status()).toBe(404);
    expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toContain("/doc/article/no-such-article.md");
  });

  test(`the announcements feed is Atom with the language's titles (${code})`, async ({
    request,
    page,
  }) => {
    const response = await request.get(`${prefix}/doc/announce.atom`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
    const xml = await response.text();
    const expected = await provider.announcements({ language: code, page: 1, row: 20 });
    expect(expected.length).toBeGreaterThan(1);
    await page.goto("about:blank");
    const feed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      const atom = "http://www.w3.org/2005/Atom";
      const root = doc.documentElement;
      const child = (parent: Element, name: string) =>
        [...parent.children].find((el) => el.namespaceURI === atom && el.localName === name);
      return {
        error: doc.getElementsByTagName("parsererror")[0]?.textContent ?? null,
        root: `${root.namespaceURI} ${root.localName}`,
        lang: root.getAttribute("xml:lang"),
        id: child(root, "id")?.textContent,
        updated: child(root, "updated")?.textContent,
        links: [...root.children]
          .filter((el) => el.localName === "link")
          .map((el) => [el.getAttribute("rel"), el.getAttribute("href")]),
        entries: [...root.children]
          .filter((el) => el.localName === "entry")
          .map((entry) => ({
            id: child(entry, "id")?.textContent,
            title: child(entry, "title")?.textContent,
            updated: child(entry, "updated")?.textContent,
            link: child(entry, "link")?.getAttribute("href"),
            summary: child(entry, "summary")?.textContent,
          })),
      };
    }, xml);
    expect(feed.error).toBeNull();
    expect(feed.root).toBe("http://www.w3.org/2005/Atom feed");
    expect(feed.lang).toBe(code);
    expect(feed.id).toBe(`${SITE}${prefix}/doc/announce.atom`);
    expect(Number.isNaN(Date.parse(feed.updated ?? ""))).toBe(false);
    expect(feed.links).toEqual([
      ["self", `${SITE}${prefix}/doc/announce.atom`],
      ["alternate", `${SITE}${prefix}/doc/announce`],
    ]);
    expect(feed.entries.map((entry) => entry.title).sort()).toEqual(
      expected.map((item) => item.title).sort(),
    );
    for (const entry of feed.entries) {
      expect(entry.id).toBe(entry.link);
      expect(entry.link).toMatch(new RegExp(`^${SITE}${prefix}/doc/announce/detail/`));
      expect(Number.isNaN(Date.parse(entry.updated ?? ""))).toBe(false);
      expect(entry.summary).toBeTruthy();
    }
    // An entry's link opens the announcement it names.
    const first = feed.entries[0];
    await page.goto(first?.link ?? "");
    await expect(page.locator("main h1")).toHaveText(first?.title ?? "");
  });

  test(`pages link the feed, and an article its Markdown, from <head> (${code})`, async ({
    page,
    request,
  }) => {
    await page.goto(`${prefix}/doc/article/refund`);
    const feed = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    await expect(feed).toHaveCount(1);
    await expect(feed).toHaveAttribute("href", `${SITE}${prefix}/doc/announce.atom`);
    const markdown = page.locator('head link[rel="alternate"][type="text/markdown"]');
    await expect(markdown).toHaveCount(1);
    const href = (await markdown.getAttribute("href")) ?? "";
    expect(href).toBe(`${SITE}${prefix}/doc/article/refund.md`);
    expect((await (await request.get(href)).text()).split("\n")[0]).toBe(`# ${REFUND[code]}`);

    // Other pages: the feed only.
    await page.goto(`${prefix}/about`);
    await expect(
      page.locator('head link[rel="alternate"][type="application/atom+xml"]'),
    ).toHaveAttribute("href", `${SITE}${prefix}/doc/announce.atom`);
    await expect(page.locator('head link[type="text/markdown"]')).toHaveCount(0);
  });
}
