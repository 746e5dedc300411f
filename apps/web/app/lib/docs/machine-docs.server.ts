// The documentation as machines read it: `/llms.txt` (llmstxt.org), an article as Markdown at its
// URL plus `.md`, and the announcements as an Atom 1.0 feed. Builders only: the routes
// (routes/llms-txt.ts, routes/doc-article-markdown.ts, routes/doc-announce-atom.ts) give them the
// corpus, the provider's answers and the public URLs.

/** What the `.md`, `llms.txt` and feed URLs answer: a CDN keeps them as it keeps the sitemap. */
export const MACHINE_DOCS_CACHE = "public, max-age=0, s-maxage=3600";
/** Announcements in a feed (the newest; the list page pages through the rest). */
export const FEED_ENTRIES = 20;

export const escapeXml = (text: string): string =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c,
  );

/** Characters XML 1.0 does not allow at all (control characters but tab and line breaks). */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const xmlText = (text: string) => escapeXml(text.replace(NOT_XML, ""));

/**
 * Markdown whose site links (`/doc/article/api`, `#refunds`) are made absolute: `toUrl` gives a
 * site path's public URL, `#fragment` links point into `pageUrl`. Links elsewhere stay as written.
 */
export function absoluteLinks(
  markdown: string,
  pageUrl: string,
  toUrl: (path: string) => string,
): string {
  return markdown.replace(/\]\((\/(?!\/)[^)\s]*|#[^)\s]*)/g, (_match, target: string) =>
    target.startsWith("#") ? `](${pageUrl}${target}` : `](${toUrl(target)}`,
  );
}

export interface LlmsLink {
  readonly title: string;
  readonly url: string;
  readonly description: string;
}

export interface LlmsTxt {
  readonly name: string;
  readonly summary: string;
  readonly sections: readonly { readonly name: string; readonly links: readonly LlmsLink[] }[];
}

/** One line: no line breaks, runs of spaces as one. */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();
/** Text in a Markdown link's brackets. */
const linkText = (text: string) => oneLine(text).replace(/[\\[\]]/g, "\\$&");
/** A URL in a Markdown link's parentheses. */
const linkUrl = (url: string) =>
  url.replace(
    /[\s()<>]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`,
  );

/** An llms.txt (https://llmstxt.org): `# name`, `> summary`, then a `## ` list per section. */
export function llmsTxt({ name, summary, sections }: LlmsTxt): string {
  const lines = [`# ${oneLine(name)}`, "", `> ${oneLine(summary)}`];
  for (const section of sections) {
    if (section.links.length === 0) continue;
    lines.push("", `## ${oneLine(section.name)}`, "");
    for (const link of section.links) {
      const description = oneLine(link.description);
      lines.push(
        `- [${linkText(link.title)}](${linkUrl(link.url)})${description ? `: ${description}` : ""}`,
      );
    }
  }
  return `${lines.join("\n")}\n`;
}

export interface FeedEntry {
  readonly title: string;
  readonly summary: string;
  readonly url: string;
  /** RFC 3339. */
  readonly published: string;
  readonly category?: string;
}

export interface AtomFeed {
  readonly title: string;
  readonly subtitle: string;
  readonly language: string;
  /** The feed's own URL (its id and `rel="self"`). */
  readonly self: string;
  /** The page the feed follows (`rel="alternate"`). */
  readonly alternate: string;
  readonly author: string;
  readonly entries: readonly FeedEntry[];
  /** When the feed has no entries: what `updated` says. */
  readonly now: Date;
}

const rfc3339 = (time: string) => new Date(time).toISOString();

/** An Atom 1.0 feed (RFC 4287), newest entry first. */
export function atomFeed(feed: AtomFeed): string {
  const entries = [...feed.entries].sort((a, b) => b.published.localeCompare(a.published));
  const updated = entries[0] ? rfc3339(entries[0].published) : feed.now.toISOString();
  const link = (rel: string, type: string, href: string) =>
    `<link rel="${rel}" type="${type}" href="${xmlText(href)}"/>`;
  return [
    `<?xml version="1.0" encoding="utf-8"?>`,
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xmlText(feed.language)}">`,
    `<id>${xmlText(feed.self)}</id>`,
    `<title>${xmlText(feed.title)}</title>`,
    `<subtitle>${xmlText(feed.subtitle)}</subtitle>`,
    `<updated>${updated}</updated>`,
    link("self", "application/atom+xml", feed.self),
    link("alternate", "text/html", feed.alternate),
    `<author><name>${xmlText(feed.author)}</name></author>`,
    ...entries.map((entry) =>
      [
        "<entry>",
        `<id>${xmlText(entry.url)}</id>`,
        `<title>${xmlText(entry.title)}</title>`,
        `<published>${rfc3339(entry.published)}</published>`,
        `<updated>${rfc3339(entry.published)}</updated>`,
        link("alternate", "text/html", entry.url),
        ...(entry.category ? [`<category term="${xmlText(entry.category)}"/>`] : []),
        `<summary>${xmlText(entry.summary)}</summary>`,
        "</entry>",
      ].join(""),
    ),
    "</feed>",
    "",
  ].join("\n");
}
