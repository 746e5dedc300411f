import { describe, expect, it } from "vitest";
import { absoluteLinks, atomFeed, escapeXml, llmsTxt } from "./machine-docs.server";

describe("absoluteLinks", () => {
  const toUrl = (path: string) => `https://ja.example.test${path}`;
  it("makes site links and fragments absolute and leaves the rest", () => {
    const markdown = [
      "See [refunds](/doc/article/refund) and [a part](/doc/article/api#keys).",
      'Jump to [the table](#prices), ![a map](/map.png "map").',
      "Elsewhere: [docs](https://other.test/doc), [//cdn](//cdn.test/x), [mail](mailto:a@b.test).",
    ].join("\n");
    expect(absoluteLinks(markdown, "https://ja.example.test/doc/article/vps", toUrl)).toBe(
      [
        "See [refunds](https://ja.example.test/doc/article/refund) and [a part](https://ja.example.test/doc/article/api#keys).",
        'Jump to [the table](https://ja.example.test/doc/article/vps#prices), ![a map](https://ja.example.test/map.png "map").',
        "Elsewhere: [docs](https://other.test/doc), [//cdn](//cdn.test/x), [mail](mailto:a@b.test).",
      ].join("\n"),
    );
  });
});

describe("llmsTxt", () => {
  it("writes llmstxt.org's format: name, summary, sections of one-line links", () => {
    const text = llmsTxt({
      name: "Hostfront · Docs",
      summary: "Guides\nfor   servers.",
      sections: [
        {
          name: "Billing",
          links: [
            {
              title: "Refunds [policy]",
              url: "https://example.test/doc/article/refund.md",
              description: "When a payment\nis refunded.",
            },
            { title: "Odd (url)", url: "https://example.test/a b(c).md", description: "" },
          ],
        },
        { name: "Empty", links: [] },
      ],
    });
    expect(text).toBe(
      [
        "# Hostfront · Docs",
        "",
        "> Guides for servers.",
        "",
        "## Billing",
        "",
        "- [Refunds \\[policy\\]](https://example.test/doc/article/refund.md): When a payment is refunded.",
        "- [Odd (url)](https://example.test/a%20b%28c%29.md)",
        "",
      ].join("\n"),
    );
  });
});

describe("atomFeed", () => {
  const feed = atomFeed({
    title: "News & <notes>",
    subtitle: "What's new",
    language: "ja",
    self: "https://example.test/doc/announce.atom?a=1&b=2",
    alternate: "https://example.test/doc/announce",
    author: "Hostfront",
    now: new Date("2026-01-01T00:00:00Z"),
    entries: [
      {
        title: "Old",
        summary: "An older one",
        url: "https://example.test/doc/announce/detail/old",
        published: "2026-10-01T00:00:00.000Z",
        category: "release",
      },
      {
        title: 'Tokyo <"maintenance"> & more\u0001',
        summary: "Reboots at 02:00 < 03:00",
        url: "https://example.test/doc/announce/detail/new",
        published: "2026-11-18T02:00:00.000Z",
      },
    ],
  });

  it("is an Atom 1.0 feed with the elements RFC 4287 requires, newest entry first", () => {
    expect(
      feed.startsWith(
        '<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="ja">',
      ),
    ).toBe(true);
    expect(feed).toContain("<id>https://example.test/doc/announce.atom?a=1&amp;b=2</id>");
    expect(feed).toContain("<updated>2026-11-18T02:00:00.000Z</updated>");
    expect(feed).toContain(
      '<link rel="self" type="application/atom+xml" href="https://example.test/doc/announce.atom?a=1&amp;b=2"/>',
    );
    expect(feed).toContain(
      '<link rel="alternate" type="text/html" href="https://example.test/doc/announce"/>',
    );
    expect(feed).toContain("<author><name>Hostfront</name></author>");
    const entries = [...feed.matchAll(/<entry>(.*?)<\/entry>/g)].map((m) => m[1] ?? "");
    expect(entries).toHaveLength(2);
    expect(entries[0]).toContain("<id>https://example.test/doc/announce/detail/new</id>");
    expect(entries[1]).toContain('<category term="release"/>');
    for (const entry of entries)
      for (const element of ["id", "title", "updated", "summary"])
        expect(entry).toMatch(new RegExp(`<${element}>[^<]+</${element}>`));
  });

  it("escapes text and drops what XML cannot carry", () => {
    expect(feed).toContain("<title>News &amp; &lt;notes&gt;</title>");
    expect(feed).toContain("<title>Tokyo &lt;&quot;maintenance&quot;&gt; &amp; more</title>");
    expect(feed).toContain("<summary>Reboots at 02:00 &lt; 03:00</summary>");
    expect(feed).toContain("<subtitle>What&apos;s new</subtitle>");
    expect(feed).not.toContain("\u0001");
  });

  it("says when it was updated even with no entries", () => {
    const empty = atomFeed({
      title: "t",
      subtitle: "s",
      language: "en",
      self: "https://example.test/f",
      alternate: "https://example.test/",
      author: "a",
      now: new Date("2026-01-01T00:00:00Z"),
      entries: [],
    });
    expect(empty).toContain("<updated>2026-01-01T00:00:00.000Z</updated>");
    expect(empty).not.toContain("<entry>");
  });

  it("escapes the five XML characters", () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;",
    );
  });
});
