// Announcement bodies: a small, safe subset of Markdown (paragraphs, lists, tables, bold,
// italics, inline code) rendered as React elements. No HTML from the text ever reaches the page.
import type { ReactNode } from "react";

function inline(text: string, key: string): ReactNode[] {
  const out: ReactNode[] = [];
  const pattern = /(\*\*[^*]+\*\*|\*[^*]+\*|`[^`]+`)/g;
  let last = 0;
  let index = 0;
  for (const match of text.matchAll(pattern)) {
    const at = match.index ?? 0;
    if (at > last) out.push(text.slice(last, at));
    const token = match[0];
    const id = `${key}-${index++}`;
    if (token.startsWith("**")) out.push(<strong key={id}>{token.slice(2, -2)}</strong>);
    else if (token.startsWith("`")) out.push(<code key={id}>{token.slice(1, -1)}</code>);
    else out.push(<em key={id}>{token.slice(1, -1)}</em>);
    last = at + token.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

const cells = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((cell) => cell.trim());

export function Markdown({ text }: { text: string }) {
  const blocks = text.split(/\n{2,}/);
  return (
    <div className="prose-lite space-y-4">
      {blocks.map((block, b) => {
        const lines = block.split("\n");
        const key = `b${b}`;
        if (lines.every((line) => line.startsWith("- "))) {
          return (
            <ul key={key} className="list-disc space-y-1 pl-6">
              {lines.map((line, i) => (
                <li key={`${key}-${i}`}>{inline(line.slice(2), `${key}-${i}`)}</li>
              ))}
            </ul>
          );
        }
        if (
          lines.length >= 2 &&
          lines.every((line) => line.trim().startsWith("|")) &&
          /^\|?\s*-{3}/.test(lines[1] ?? "")
        ) {
          const [head = "", , ...rows] = lines;
          return (
            <div key={key} className="overflow-x-auto">
              <table className="min-w-full border-collapse text-sm">
                <thead>
                  <tr>
                    {cells(head).map((cell, i) => (
                      <th
                        key={`${key}-h${i}`}
                        scope="col"
                        className="border-b border-line px-3 py-2 text-left font-semibold"
                      >
                        {inline(cell, `${key}-h${i}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row, r) => (
                    <tr key={`${key}-r${r}`}>
                      {cells(row).map((cell, i) => (
                        <td key={`${key}-r${r}-${i}`} className="border-b border-line px-3 py-2">
                          {inline(cell, `${key}-r${r}-${i}`)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          );
        }
        return <p key={key}>{inline(lines.join(" "), key)}</p>;
      })}
    </div>
  );
}
