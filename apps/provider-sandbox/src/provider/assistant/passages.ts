// The documentation cut into the units an answer is made of: each section's paragraphs, list
// items (steps when the list is ordered), table rows (with their header), code blocks and
// admonitions, kept as Markdown so an answer can show a table as a table and a step list as
// steps. Built once from the content files, beside the search index, and sent as plain data.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Language } from "@hostfront/api-client/fixtures";
import {
  ASKED_DIR,
  CONTENT_DIR,
  type LanguageCorpus,
  readAsked,
  sectionLabel,
} from "@hostfront/docs";

export type BlockKind = "paragraph" | "item" | "step" | "row" | "code" | "note";

export interface Block {
  readonly kind: BlockKind;
  /** The block as Markdown (a row: its cells, without the pipes). */
  readonly markdown: string;
  /** The block as plain words: what is matched against a question. */
  readonly text: string;
  /** Blocks of one list or one table share a group number (unique in the language). */
  readonly group: number;
  /** A row's table header cells. */
  readonly header?: readonly string[];
  /** A row's cells. */
  readonly cells?: readonly string[];
}

/**
 * One of the questions visitors ask for a section, read as a visitor's question is (asked.ts
 * withAskedWords): its words (a word 1, a pair of characters less) and whether it asks a price.
 * Plain data: it is read where the documentation is rendered (the documentation worker) and sent
 * with the passages.
 */
export interface AskedWords {
  readonly words: readonly (readonly [string, number])[];
  readonly asksPrice: boolean;
}

export interface Section {
  readonly slug: string;
  readonly title: string;
  /** The article's category (`products` for what we sell: VPS, dedicated servers, ...). */
  readonly category?: string;
  /** Heading anchor, or null for the text before the first heading. */
  readonly id: string | null;
  readonly heading: string;
  readonly blocks: readonly Block[];
  /** How visitors ask for this section, in their words (`@hostfront/docs` readAsked). */
  readonly asked?: readonly string[];
  /** The same questions read as a visitor's question is (asked.ts withAskedWords). */
  readonly askedWords?: readonly AskedWords[];
}

/** Every section of a language's articles, in reading order. */
export type LanguagePassages = readonly Section[];

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/;
const HEADING = /^(#{2,3})\s+(.*)$/;
const FENCE = /^(`{3,}|~{3,})/;
const LIST_ITEM = /^(\s*)([-*+]|\d+[.)])\s+(.*)$/;
const ADMONITION = /^:::(\w+)(?:\[(.*)\])?\s*$/;
const LEAF_DIRECTIVE = /^::[a-z][\w-]*/;

/** Inline Markdown as plain words: emphasis and code marks dropped, links as their text. */
export function plainInline(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\*\*|__|`/g, "")
    .replace(/(^|\s)[*_](\S[^*_]*\S|\S)[*_](?=\s|$|[.,;:!?])/g, "$1$2")
    .replace(/\\([\\`*_[\]|])/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
}

/** A table line's cells (`| a | b |` -> ["a", "b"]), escaped pipes kept inside a cell. */
export function tableCells(line: string): string[] {
  const inner = line.trim().replace(/^\|/, "").replace(/\|$/, "");
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim());
}

const isSeparatorRow = (line: string) =>
  /^\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/.test(line);

interface Builder {
  sections: { id: string | null; heading: string; blocks: Block[] }[];
  group: { value: number };
}

function push(builder: Builder, block: Omit<Block, "group"> & { group?: number }): void {
  const current = builder.sections[builder.sections.length - 1];
  if (!current || block.text === "") return;
  current.blocks.push({ ...block, group: block.group ?? builder.group.value++ });
}

/** One article's sections as blocks; `ids` are the rendered headings' anchors, in order. */
export function articleSections(
  source: string,
  article: { slug: string; title: string; headingIds: readonly string[] },
  group: { value: number } = { value: 0 },
): Section[] {
  const lines = source
    .replace(/^\uFEFF/, "")
    .replace(FRONT_MATTER, "")
    .split(/\r?\n/);
  const builder: Builder = { sections: [{ id: null, heading: article.title, blocks: [] }], group };
  let headings = 0;
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? "";
    const heading = HEADING.exec(line);
    if (heading) {
      const id = article.headingIds[headings++] ?? null;
      builder.sections.push({ id, heading: plainInline(heading[2] ?? ""), blocks: [] });
      i++;
      continue;
    }
    // A fence may be indented (a command inside a list item): its lines lose that indentation.
    const fence = FENCE.exec(line.trimStart());
    if (fence) {
      const indentation = new RegExp(`^ {0,${line.length - line.trimStart().length}}`);
      const body: string[] = [];
      i++;
      while (i < lines.length && !(lines[i] ?? "").trimStart().startsWith(fence[1] ?? "```"))
        body.push((lines[i++] ?? "").replace(indentation, ""));
      i++;
      const code = body.join("\n").trim();
      push(builder, { kind: "code", markdown: `\`\`\`\n${code}\n\`\`\``, text: code });
      continue;
    }
    const admonition = ADMONITION.exec(line);
    if (admonition) {
      const body: string[] = [];
      i++;
      while (i < lines.length && (lines[i] ?? "").trim() !== ":::") body.push(lines[i++] ?? "");
      i++;
      // The title leads the note's text, set off as a title (`Title — text`).
      const noteText = body.filter((l) => l.trim() !== "").join(" ");
      const text = admonition[2] ? `${admonition[2]} — ${noteText}` : noteText;
      push(builder, { kind: "note", markdown: text, text: plainInline(text) });
      continue;
    }
    if (line.trim().startsWith("|")) {
      const rows: string[] = [];
      while (i < lines.length && (lines[i] ?? "").trim().startsWith("|"))
        rows.push(lines[i++] ?? "");
      const [head, ...rest] = rows;
      const header = tableCells(head ?? "").map(plainInline);
      const group = builder.group.value++;
      for (const row of rest) {
        if (isSeparatorRow(row)) continue;
        const cells = tableCells(row);
        const text = plainInline(cells.join(" "));
        push(builder, { kind: "row", markdown: cells.join(" | "), text, group, header, cells });
      }
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      const group = builder.group.value++;
      const ordered = /\d/.test(item[2] ?? "");
      while (i < lines.length) {
        const start = LIST_ITEM.exec(lines[i] ?? "");
        if (!start) break;
        const body = [start[3] ?? ""];
        i++;
        // Continuation lines: indented, or plain text directly under the item.
        while (i < lines.length) {
          const next = lines[i] ?? "";
          if (next.trim() === "" || LIST_ITEM.test(next) || HEADING.test(next)) break;
          if (FENCE.test(next.trim()) || next.trim().startsWith("|")) break;
          body.push(next.trim());
          i++;
        }
        const markdown = body.join(" ");
        push(builder, {
          kind: ordered ? "step" : "item",
          markdown,
          text: plainInline(markdown),
          group,
        });
        while (
          i < lines.length &&
          (lines[i] ?? "").trim() === "" &&
          LIST_ITEM.test(lines[i + 1] ?? "")
        )
          i++;
      }
      continue;
    }
    if (line.trim() === "" || LEAF_DIRECTIVE.test(line)) {
      i++;
      continue;
    }
    const body: string[] = [];
    while (i < lines.length) {
      const next = lines[i] ?? "";
      if (
        next.trim() === "" ||
        HEADING.test(next) ||
        FENCE.test(next.trimStart()) ||
        LIST_ITEM.test(next)
      )
        break;
      if (next.trim().startsWith("|") || ADMONITION.test(next)) break;
      body.push(next.trim());
      i++;
    }
    const markdown = body.join(" ");
    push(builder, { kind: "paragraph", markdown, text: plainInline(markdown) });
  }
  return builder.sections
    .filter((section) => section.id !== null || section.blocks.length > 0)
    .map((section) => ({ slug: article.slug, title: article.title, ...section }));
}

/**
 * A language's passages, from the content files of the corpus's articles, each section with how
 * visitors ask for it.
 */
export function languagePassages(
  corpus: LanguageCorpus,
  contentDir: string = CONTENT_DIR,
  askedDir: string = ASKED_DIR,
): LanguagePassages {
  const group = { value: 0 };
  return corpus.articles.flatMap((article) => {
    const source = readFileSync(join(contentDir, corpus.language, `${article.slug}.md`), "utf8");
    const headingIds = article.sections.flatMap((section) => (section.id ? [section.id] : []));
    const asked = readAsked(corpus.language, article.slug, askedDir);
    return articleSections(
      source,
      { slug: article.slug, title: article.title, headingIds },
      group,
    ).map((section) => ({
      ...section,
      category: article.category,
      asked: asked.get(sectionLabel(section.slug, section.id)) ?? [],
    }));
  });
}

/** Each language's passages. */
export type DocumentationPassages = { readonly [L in Language]: LanguagePassages };
