// The assistant's answer, in the small Markdown subset the assistant writes: paragraphs, `-`
// and `1.` lists, pipe tables, fenced code blocks, `inline code`, and `[text](url)` links (bare
// http(s) URLs are links too). Everything is built as React elements from text: nothing in an
// answer is ever parsed as HTML, and a link that is neither a site path nor http(s) stays text.
import type { ReactNode } from "react";

const LINK =
  /\[([^\]\n]{1,200})\]\(([^)\s]{1,500})\)|(https?:\/\/[^\s<>()"'`|]{1,500})|`([^`\n]{1,500})`/g;

/** Whether an answer's link may be followed: a path on this site, or an http(s) URL. */
export function safeHref(url: string): string | null {
  if (url.startsWith("/")) return url.startsWith("//") || url.startsWith("/\\") ? null : url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/** A line's text with its links and inline code as elements. */
function inline(text: string, key: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const at = match.index ?? 0;
    if (at > last) out.push(text.slice(last, at));
    const [whole, label, target, bare, code] = match;
    last = at + whole.length;
    if (code !== undefined) {
      out.push(
        <code key={`${key}-${at}`} className="rounded bg-black/5 px-1 font-mono text-[0.85em]">
          {code}
        </code>,
      );
      continue;
    }
    // A URL's closing punctuation belongs to the sentence, not the link.
    const url = bare ? bare.replace(/[.,;:!?。，、！？]+$/, "") : (target ?? "");
    const href = safeHref(url);
    const external = href !== null && !href.startsWith("/");
    if (href) {
      out.push(
        <a
          key={`${key}-${at}`}
          href={href}
          className="underline"
          {...(external ? { rel: "noopener noreferrer", target: "_blank" } : {})}
        >
          {label ?? url}
        </a>,
      );
      if (bare && url.length < bare.length) out.push(bare.slice(url.length));
    } else {
      out.push(label ?? whole);
    }
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

const BULLET = /^\s*[-*]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const FENCE = /^\s*```/;
const TABLE_ROW = /^\s*\|.*\|\s*$/;
const TABLE_RULE = /^\s*\|?[\s:|-]+\|?\s*$/;

/** A table line's cells; `\|` stays a pipe inside a cell. */
const cells = (line: string) =>
  line
    .trim()
    .replace(/^\|/, "")
    .replace(/\|$/, "")
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, "|"));

type Block =
  | { kind: "p"; lines: string[] }
  | { kind: "ul" | "ol"; items: string[] }
  | { kind: "code"; text: string }
  | { kind: "table"; head: string[]; rows: string[][] };

/** The answer's blocks, read line by line. */
export function answerBlocks(text: string): Block[] {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? "";
    if (line.trim() === "") {
      i++;
    } else if (FENCE.test(line)) {
      const body: string[] = [];
      i++;
      while (i < lines.length && !FENCE.test(lines[i] ?? "")) body.push(lines[i++] ?? "");
      i++;
      blocks.push({ kind: "code", text: body.join("\n") });
    } else if (TABLE_ROW.test(line) && TABLE_RULE.test(lines[i + 1] ?? "")) {
      const head = cells(line);
      i += 2;
      const rows: string[][] = [];
      while (i < lines.length && TABLE_ROW.test(lines[i] ?? "")) rows.push(cells(lines[i++] ?? ""));
      blocks.push({ kind: "table", head, rows });
    } else if (BULLET.test(line) || NUMBERED.test(line)) {
      const pattern = BULLET.test(line) ? BULLET : NUMBERED;
      const items: string[] = [];
      while (i < lines.length && pattern.test(lines[i] ?? ""))
        items.push(pattern.exec(lines[i++] ?? "")?.[1] ?? "");
      blocks.push({ kind: pattern === BULLET ? "ul" : "ol", items });
    } else {
      const paragraph: string[] = [];
      while (i < lines.length) {
        const next = lines[i] ?? "";
        if (next.trim() === "" || FENCE.test(next) || BULLET.test(next) || NUMBERED.test(next))
          break;
        if (TABLE_ROW.test(next) && TABLE_RULE.test(lines[i + 1] ?? "")) break;
        paragraph.push(next);
        i++;
      }
      blocks.push({ kind: "p", lines: paragraph });
    }
  }
  return blocks;
}

function render(block: Block, key: string): ReactNode {
  switch (block.kind) {
    case "p":
      return (
        <p key={key} className="whitespace-pre-line">
          {inline(block.lines.join("\n"), key)}
        </p>
      );
    case "ul":
    case "ol": {
      const List = block.kind;
      return (
        <List key={key} className={`ps-5 ${block.kind === "ul" ? "list-disc" : "list-decimal"}`}>
          {block.items.map((item, n) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an answer's items never reorder
            <li key={n}>{inline(item, `${key}-${n}`)}</li>
          ))}
        </List>
      );
    }
    case "code":
      return (
        <pre key={key} className="overflow-x-auto rounded bg-black/5 p-2 text-xs">
          <code>{block.text}</code>
        </pre>
      );
    case "table":
      return (
        <div key={key} className="overflow-x-auto">
          <table className="text-xs">
            <thead>
              <tr>
                {block.head.map((cell, n) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns never reorder
                  <th key={n} scope="col" className="border-b border-black/10 px-1 text-start">
                    {inline(cell, `${key}-h${n}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, r) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows never reorder
                <tr key={r}>
                  {row.map((cell, n) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: columns never reorder
                    <td key={n} className="border-b border-black/5 px-1 align-top">
                      {inline(cell, `${key}-${r}-${n}`)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

export function AnswerText({ text }: { text: string }) {
  const blocks = answerBlocks(text);
  if (blocks.length === 1 && blocks[0]?.kind === "p") return render(blocks[0], "b0");
  return <div className="space-y-2">{blocks.map((block, n) => render(block, `b${n}`))}</div>;
}
