// One article from Markdown to what the site shows: sanitized HTML (headings with anchors,
// tables, highlighted code with a copy button, admonitions), its table of contents, and its
// sections as plain text for the search index. Runs at build time, never per request.
import { type Language, localizePath } from "@hostfront/i18n";
import type { Element, ElementContent, Root as HastRoot, Properties } from "hast";
import { all } from "lowlight";
import type { Root as MdastRoot, Paragraph, PhrasingContent, RootContent } from "mdast";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import rehypeHighlight from "rehype-highlight";
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkCjkFriendly from "remark-cjk-friendly";
import remarkDirective from "remark-directive";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { VFile } from "vfile";
import { ContentError } from "./errors.ts";
import { type FrontMatter, parseFrontMatter } from "./front-matter.ts";
import type { SearchSection } from "./search/types.ts";
import { type BodyPart, WIDGETS, type WidgetName } from "./widgets.ts";

/** Admonition kinds (`:::note` ... `:::`). */
export const ADMONITIONS = ["note", "tip", "warning", "danger"] as const;
export type AdmonitionKind = (typeof ADMONITIONS)[number];

export interface TocEntry {
  readonly depth: 2 | 3;
  readonly id: string;
  readonly text: string;
}

export interface RenderedArticle extends FrontMatter {
  readonly slug: string;
  readonly language: Language;
  readonly body: readonly BodyPart[];
  readonly toc: readonly TocEntry[];
  readonly sections: readonly SearchSection[];
  /** Site paths the article links to (without the language prefix), for link checking. */
  readonly links: readonly string[];
}

/** Texts the rendered HTML carries (the build renders each language with its own). */
export interface RenderLabels {
  readonly admonitions: { readonly [K in AdmonitionKind]: string };
  readonly copyCode: string;
  readonly headingAnchor: string;
}

const WIDGET_ATTRIBUTE = "dataWidget";

// Only what the pipeline itself produces survives; Markdown cannot smuggle in anything else.
const schema: SanitizeSchema = {
  ...defaultSchema,
  clobberPrefix: "",
  clobber: [],
  tagNames: [...(defaultSchema.tagNames ?? []), "aside", "button"],
  attributes: {
    ...defaultSchema.attributes,
    "*": [...(defaultSchema.attributes?.["*"] ?? []).filter((a) => a !== "id")],
    a: [
      ...(defaultSchema.attributes?.a ?? []).filter(
        (a) => !(Array.isArray(a) && a[0] === "className"),
      ),
      ["className", "heading-anchor"],
      "ariaLabel",
      "rel",
    ],
    aside: [["className", /^admonition(-[a-z]+)?$/], "role", "ariaLabel"],
    button: [["type", "button"], ["className", "copy-code"], "dataCopy"],
    code: [["className", /^(hljs|language-[\w-]+)$/]],
    div: [
      ["className", "code-block", "table-wrap"],
      [WIDGET_ATTRIBUTE, ...WIDGETS],
    ],
    h2: ["id"],
    h3: ["id"],
    h4: ["id"],
    p: [["className", "admonition-title"]],
    pre: [["tabIndex", 0]],
    span: [["className", /^hljs-[\w-]+$/, "heading-anchor-mark"], "ariaHidden"],
    td: [...(defaultSchema.attributes?.td ?? [])],
    th: [...(defaultSchema.attributes?.th ?? [])],
  },
  protocols: { href: ["http", "https", "mailto"] },
};

const element = (
  tagName: string,
  properties: Properties,
  children: ElementContent[] = [],
): Element => ({ type: "element", tagName, properties, children });

/** remark: admonitions, widgets, and text directives put back as the text they were. */
function remarkBlocks(labels: RenderLabels, problems: string[]) {
  return (tree: MdastRoot) => {
    visit(tree, (node, index, parent) => {
      if (node.type === "text" && node.value.includes("**")) {
        problems.push(`unclosed bold near "${node.value.slice(0, 40)}"`);
        return;
      }
      if (node.type === "textDirective" && parent && index !== undefined) {
        // `10:30` is not a directive, but `note:this` would parse as one: keep it as text.
        const text: PhrasingContent = { type: "text", value: `:${node.name}` };
        parent.children.splice(index, 1, text, ...(node.children as PhrasingContent[]));
        return index + 1;
      }
      if (node.type === "leafDirective") {
        if (!(WIDGETS as readonly string[]).includes(node.name)) {
          problems.push(`unknown widget ::${node.name}`);
          return;
        }
        node.data = { hName: "div", hProperties: { [WIDGET_ATTRIBUTE]: node.name } };
        node.children = [];
        return;
      }
      if (node.type === "containerDirective") {
        const kind = node.name as AdmonitionKind;
        if (!(ADMONITIONS as readonly string[]).includes(kind)) {
          problems.push(`unknown admonition :::${node.name}`);
          return;
        }
        const first = node.children[0];
        const labelled =
          first?.type === "paragraph" &&
          (first.data as { directiveLabel?: boolean })?.directiveLabel;
        const title: Paragraph = labelled
          ? (first as Paragraph)
          : { type: "paragraph", children: [{ type: "text", value: labels.admonitions[kind] }] };
        title.data = { hProperties: { className: ["admonition-title"] } };
        node.children = [
          title,
          ...(labelled ? node.children.slice(1) : node.children),
        ] as typeof node.children;
        node.data = {
          hName: "aside",
          hProperties: { className: ["admonition", `admonition-${kind}`], role: "note" },
        };
      }
      return;
    });
  };
}

/** rehype: language prefixes on site links, code blocks with a copy button, scrollable tables. */
function rehypeSiteStructure(language: Language, labels: RenderLabels, links: string[]) {
  return (tree: HastRoot) => {
    visit(tree, "element", (node, index, parent) => {
      if (node.tagName === "a") {
        const href = String(node.properties.href ?? "");
        if (href.startsWith("/") && !href.startsWith("//")) {
          const [path = "", hash = ""] = href.split("#", 2);
          links.push(path);
          node.properties.href = localizePath(path, language) + (hash ? `#${hash}` : "");
        } else if (/^https?:/i.test(href)) {
          node.properties.rel = ["noopener", "noreferrer"];
        }
        return;
      }
      if (!parent || index === undefined) return;
      if (node.tagName === "pre") {
        const button = element(
          "button",
          { type: "button", className: ["copy-code"], dataCopy: "" },
          [{ type: "text", value: labels.copyCode }],
        );
        // A long line scrolls: the keyboard reaches it too (WCAG 2.1.1).
        node.properties.tabIndex = 0;
        parent.children[index] = element("div", { className: ["code-block"] }, [button, node]);
        return "skip";
      }
      if (node.tagName === "table") {
        parent.children[index] = element("div", { className: ["table-wrap"] }, [node]);
        return "skip";
      }
      return;
    });
  };
}

const textOf = (node: RootContent | ElementContent): string => {
  if (node.type !== "element") return "value" in node ? String(node.value) : "";
  // The heading's anchor mark and the copy button are not part of the text.
  const className = node.properties.className;
  if (
    Array.isArray(className) &&
    (className.includes("heading-anchor") || className.includes("copy-code"))
  )
    return "";
  return node.children.map((child) => textOf(child)).join("");
};

const BLOCK = new Set(["p", "li", "pre", "tr", "h4", "blockquote", "aside", "div", "table"]);
/** Plain text of a block, with blocks (paragraphs, list items, rows) separated by spaces. */
function plainText(node: ElementContent): string {
  if (node.type !== "element") return "value" in node ? String(node.value) : "";
  if (node.tagName === "pre") return `${textOf(node).trim()} `;
  const className = node.properties.className;
  if (
    Array.isArray(className) &&
    (className.includes("heading-anchor") || className.includes("copy-code"))
  )
    return "";
  if (node.tagName === "td" || node.tagName === "th") return `${textOf(node).trim()} `;
  const inner = node.children.map((child) => plainText(child)).join("");
  return BLOCK.has(node.tagName) ? `${inner.trim()} ` : inner;
}

/** Renders one article; throws ContentError when it breaks a rule. */
export function renderArticle(
  source: string,
  {
    slug,
    language,
    labels,
    highlight = true,
  }: {
    slug: string;
    language: Language;
    labels: RenderLabels;
    /** Highlight code (the site's HTML); the search text is the same either way. */
    highlight?: boolean;
  },
): RenderedArticle {
  const problems: string[] = [];
  const links: string[] = [];
  let frontMatter: FrontMatter | null = null;

  const processor = unified()
    .use(remarkParse)
    .use(remarkFrontmatter, ["yaml"])
    .use(() => (tree: MdastRoot) => {
      const yaml = tree.children.find((node) => node.type === "yaml");
      if (!yaml) throw new ContentError(`${language}/${slug}.md: no front matter`);
      frontMatter = parseFrontMatter(yaml.value, `${language}/${slug}.md`);
    })
    .use(remarkGfm)
    // CommonMark does not close `**粗体：**后文`; this extension does (CJK punctuation).
    .use(remarkCjkFriendly)
    .use(remarkDirective)
    .use(remarkBlocks, labels, problems)
    .use(remarkRehype)
    .use(rehypeSlug)
    .use(rehypeAutolinkHeadings, {
      behavior: "append",
      test: ["h2", "h3"],
      properties: { className: ["heading-anchor"], ariaLabel: labels.headingAnchor },
      content: element("span", { className: ["heading-anchor-mark"], ariaHidden: "true" }, [
        { type: "text", value: "#" },
      ]),
    })
    .use(highlight ? rehypeHighlight : () => undefined, { languages: all })
    .use(rehypeSiteStructure, language, labels, links)
    .use(rehypeSanitize, schema);

  const file = new VFile({ value: source, path: `${language}/${slug}.md` });
  const mdast = processor.parse(file);
  const hast = processor.runSync(mdast, file) as HastRoot;
  for (const message of file.messages) problems.push(message.reason);
  if (problems.length > 0) throw new ContentError(`${language}/${slug}.md: ${problems.join("; ")}`);
  if (!frontMatter) throw new ContentError(`${language}/${slug}.md: no front matter`);
  const meta: FrontMatter = frontMatter;

  const toc: TocEntry[] = [];
  const sections: { id: string | null; heading: string; text: string }[] = [
    { id: null, heading: meta.title, text: "" },
  ];
  const body: BodyPart[] = [];
  let chunk: ElementContent[] = [];
  const stringify = unified().use(rehypeStringify);
  const flush = () => {
    if (chunk.length === 0) return;
    const html = stringify.stringify({ type: "root", children: chunk });
    if (html.trim()) body.push({ kind: "html", html });
    chunk = [];
  };

  for (const node of hast.children) {
    if (node.type === "doctype" || node.type === "comment") continue;
    if (node.type === "element") {
      if (node.tagName === "h1")
        throw new ContentError(`${language}/${slug}.md: use ## for sections, not #`);
      if (node.tagName === "h2" || node.tagName === "h3") {
        const id = String(node.properties.id ?? "");
        const text = textOf(node).trim();
        toc.push({ depth: node.tagName === "h2" ? 2 : 3, id, text });
        sections.push({ id, heading: text, text: "" });
      } else {
        const current = sections[sections.length - 1];
        if (current) current.text += plainText(node);
      }
      const widget = node.properties[WIDGET_ATTRIBUTE];
      if (typeof widget === "string") {
        flush();
        body.push({ kind: "widget", name: widget as WidgetName });
        continue;
      }
    }
    chunk.push(node as ElementContent);
  }
  flush();

  return {
    ...meta,
    slug,
    language,
    body,
    toc,
    sections: sections
      .map((section) => ({ ...section, text: section.text.replace(/\s+/g, " ").trim() }))
      .filter((section) => section.id !== null || section.text !== ""),
    links,
  };
}
