// The answer as the chat shows it, in the small Markdown subset the chat renders (paragraphs,
// `-` and `1.` lists, pipe tables, fenced code, `[text](url)` links to the site): each part of
// the documentation that answers, kept in its shape, followed by a numbered link to its
// section; the sources are those sections, in the same order. When nothing answers, the
// answer says so and offers the ticket page and the closest articles.
import type { Language } from "@hostfront/api-client/fixtures";
import type { Block } from "./passages.ts";
import type { Part, Retrieval } from "./retrieve.ts";

export interface Source {
  readonly title: string;
  readonly url: string;
}

export interface Answer {
  readonly answer: string;
  readonly language: Language;
  readonly sources: readonly Source[];
}

/** Where the answer points: the site of the question's language. */
export interface Site {
  /** The site's base URL in the language (`https://example.com/zh`). */
  readonly base: string;
}

/** What the answer says in its own words, per language. */
export interface AssistantTexts {
  /** "Not covered", with the offer of a ticket (the catalogue's text). */
  readonly noAnswer: string;
}

const DECLINE_LINKS: {
  readonly [L in Language]: { readonly ticket: string; readonly closest: string };
} = {
  en: {
    ticket: "Submit a ticket",
    closest: "These articles may be close to what you are looking for:",
  },
  zh: { ticket: "提交工单", closest: "以下文章可能与您的问题相关：" },
  ja: { ticket: "チケットを作成", closest: "次の記事が参考になるかもしれません。" },
};

/** SPEC.md's ticket page. */
export const TICKET_PATH = "/workServer/submitWork";

export const articleUrl = (site: Site, slug: string, sectionId: string | null = null): string =>
  `${site.base}/doc/article/${slug}${sectionId ? `#${encodeURIComponent(sectionId)}` : ""}`;

/** Links to other articles made absolute on the site; any other link becomes its text. */
function inline(markdown: string, site: Site): string {
  return markdown
    .replace(/\*\*|__/g, "")
    .replace(/!?\[([^\]]*)\]\(([^)\s]*)\)/g, (_, text: string, url: string) => {
      const article = /^\/doc\/article\/([a-z0-9-]+)(?:#(.*))?$/.exec(url);
      if (!article) return text;
      return `[${text}](${site.base}/doc/article/${article[1]}${article[2] ? `#${article[2]}` : ""})`;
    })
    .trim();
}

const escapeCell = (cell: string) => cell.replace(/\|/g, "\\|");

function table(blocks: readonly Block[], site: Site): string {
  const header = blocks[0]?.header ?? [];
  const lines = [
    `| ${header.map(escapeCell).join(" | ")} |`,
    `|${header.map(() => "---").join("|")}|`,
    ...blocks.map((b) => `| ${(b.cells ?? []).map((c) => inline(c, site)).join(" | ")} |`),
  ];
  return lines.join("\n");
}

/** A part's Markdown, its blocks in their shape. */
function partMarkdown(part: Part, site: Site): string {
  const out: string[] = [];
  let i = 0;
  const { blocks } = part;
  while (i < blocks.length) {
    const block = blocks[i] as Block;
    const run: Block[] = [];
    while (i < blocks.length && blocks[i]?.kind === block.kind && blocks[i]?.group === block.group)
      run.push(blocks[i++] as Block);
    if (block.kind === "row") out.push(table(run, site));
    else if (block.kind === "step")
      out.push(run.map((b, n) => `${n + 1}. ${inline(b.markdown, site)}`).join("\n"));
    else if (block.kind === "item")
      out.push(run.map((b) => `- ${inline(b.markdown, site)}`).join("\n"));
    else if (block.kind === "code") out.push(...run.map((b) => b.markdown));
    else out.push(...run.map((b) => inline(b.markdown, site)));
  }
  return out.join("\n\n");
}

/** The parts as the answer, each followed by `[n](url)` of its section. */
export function composeAnswer(retrieval: Retrieval, site: Site): Answer {
  const sources: Source[] = [];
  const numbers = new Map<string, number>();
  const pieces: string[] = [];
  for (const part of retrieval.parts) {
    const { slug, id, title, heading } = part.section;
    const url = articleUrl(site, slug, id);
    let number = numbers.get(url);
    if (number === undefined) {
      sources.push({ title: id ? `${title} — ${heading}` : title, url });
      number = sources.length;
      numbers.set(url, number);
    }
    const markdown = partMarkdown(part, site);
    const cite = `[${number}](${url})`;
    const last = part.blocks[part.blocks.length - 1];
    // After a paragraph the link ends its sentence; after a list, table or code, its own line.
    pieces.push(
      last?.kind === "paragraph" || last?.kind === "note"
        ? `${markdown} ${cite}`
        : `${markdown}\n\n${cite}`,
    );
  }
  return { answer: pieces.join("\n\n"), language: retrieval.language, sources };
}

/** "Not covered", the ticket page, and the closest articles (as the sources too). */
export function composeDecline(retrieval: Retrieval, site: Site, texts: AssistantTexts): Answer {
  const links = DECLINE_LINKS[retrieval.language];
  const sources = retrieval.closest.map(({ slug, title }) => ({
    title,
    url: articleUrl(site, slug),
  }));
  const lines = [texts.noAnswer, `[${links.ticket}](${site.base}${TICKET_PATH})`];
  if (sources.length > 0)
    lines.push(`${links.closest}\n\n${sources.map((s) => `- [${s.title}](${s.url})`).join("\n")}`);
  return { answer: lines.join("\n\n"), language: retrieval.language, sources };
}
