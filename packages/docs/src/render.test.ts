import { describe, expect, it } from "vitest";
import { renderLabels } from "./corpus.ts";
import { ContentError } from "./errors.ts";
import { renderArticle } from "./render.ts";

const FRONT = `---
title: Test article
description: What the test renders.
category: guides
order: 1
updated: 2026-11-01
---
`;

const render = (body: string, language: "en" | "zh" | "ja" = "en", front = FRONT) =>
  renderArticle(`${front}${body}`, { slug: "test", language, labels: renderLabels(language) });
const html = (body: string, language: "en" | "zh" | "ja" = "en") =>
  render(body, language)
    .body.map((part) => (part.kind === "html" ? part.html : `[widget:${part.name}]`))
    .join("");

describe("renderArticle", () => {
  it("reads the front matter", () => {
    const article = render("Text.");
    expect(article).toMatchObject({
      title: "Test article",
      description: "What the test renders.",
      category: "guides",
      order: 1,
      updated: "2026-11-01",
      slug: "test",
      language: "en",
    });
  });

  it("gives headings anchors and builds the table of contents from ## and ###", () => {
    const article = render("## First part\n\ntext\n\n### Detail\n\nmore\n\n#### Not listed\n");
    expect(article.toc).toEqual([
      { depth: 2, id: "first-part", text: "First part" },
      { depth: 3, id: "detail", text: "Detail" },
    ]);
    const out = html("## First part\n");
    expect(out).toContain('<h2 id="first-part">First part<a class="heading-anchor"');
    expect(out).toContain('href="#first-part"');
    expect(out).toContain('aria-label="Link to this section"');
  });

  it("keeps Chinese and Japanese heading anchors readable", () => {
    expect(render("## 退款流程\n", "zh").toc[0]?.id).toBe("退款流程");
  });

  it("splits the text into sections for the search index", () => {
    const article = render(
      "Intro text.\n\n## Part one\n\n- a point\n- another\n\n| a | b |\n|---|---|\n| 1 | 2 |\n",
    );
    expect(article.sections).toEqual([
      { id: null, heading: "Test article", text: "Intro text." },
      { id: "part-one", heading: "Part one", text: "a point another a b 1 2" },
    ]);
  });

  it("wraps tables so they scroll on phones", () => {
    expect(html("| a | b |\n|---|---|\n| 1 | 2 |\n")).toMatch(/^<div class="table-wrap"><table>/);
  });

  it("highlights code and gives it a copy button in the page's language", () => {
    const out = html('```bash\necho "hi" # greet\n```\n', "ja");
    expect(out).toContain(
      '<div class="code-block"><button type="button" class="copy-code" data-copy="">コピー</button>',
    );
    expect(out).toContain('<code class="hljs language-bash">');
    expect(out).toContain('<span class="hljs-string">');
    expect(out).toContain('<span class="hljs-comment">');
  });

  it("renders admonitions with a translated default title or their own", () => {
    expect(html(":::warning\nCareful.\n:::\n", "zh")).toBe(
      '<aside class="admonition admonition-warning" role="note"><p class="admonition-title">注意</p><p>Careful.</p></aside>',
    );
    expect(html(":::tip[Save money]\nPay yearly.\n:::\n")).toContain(
      '<p class="admonition-title">Save money</p><p>Pay yearly.</p>',
    );
  });

  it("prefixes site links with the language and leaves anchors and external links", () => {
    const out = html(
      "[a](/doc/article/refund) [b](/product/vps#dedicated) [c](#part) [d](https://example.com/x)",
      "ja",
    );
    expect(out).toContain('href="/ja/doc/article/refund"');
    expect(out).toContain('href="/ja/product/vps#dedicated"');
    expect(out).toContain('href="#part"');
    expect(out).toContain('href="https://example.com/x" rel="noopener noreferrer"');
    expect(render("[a](/doc/article/refund)").links).toEqual(["/doc/article/refund"]);
  });

  it("removes raw HTML and script URLs", () => {
    const out = html(
      '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1)) <b onclick="y">bold</b>',
    );
    expect(out).not.toMatch(/<script|onerror|onclick|javascript:|<img|<b/);
  });

  it("places widgets between the HTML parts", () => {
    const parts = render("Before.\n\n::looking-glass\n\nAfter.\n").body;
    expect(parts.map((part) => part.kind)).toEqual(["html", "widget", "html"]);
    expect(parts[1]).toEqual({ kind: "widget", name: "looking-glass" });
  });

  it("keeps times and colons that look like directives as text", () => {
    expect(html("Daily at 03:00 and 10:30:15.")).toBe("<p>Daily at 03:00 and 10:30:15.</p>");
  });

  it("closes bold next to Chinese punctuation", () => {
    expect(html("**数据库：**先停止写入。", "zh")).toBe(
      "<p><strong>数据库：</strong>先停止写入。</p>",
    );
  });

  it.each([
    ["no front matter", "Just text.", "", /no front matter/],
    ["a bad category", "x", FRONT.replace("guides", "misc"), /category/],
    [
      "a long description",
      "x",
      FRONT.replace("What the test renders.", "x".repeat(161)),
      /description/,
    ],
    ["a level-one heading", "# Title again\n", FRONT, /use ## for sections/],
    ["an unknown widget", "::weather\n", FRONT, /unknown widget ::weather/],
    ["an unknown admonition", ":::aside\nx\n:::\n", FRONT, /unknown admonition :::aside/],
    ["an unclosed bold", "a ** b", FRONT, /unclosed bold/],
    ["an unknown code language", "```klingon\nx\n```\n", FRONT, /klingon/],
  ])("refuses %s", (_name, body, front, message) => {
    expect(() => render(body, "en", front)).toThrow(ContentError);
    expect(() => render(body, "en", front)).toThrow(message);
  });
});
