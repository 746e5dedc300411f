// The documentation cut into blocks: sections by heading, paragraphs, list items (ordered ones
// as steps), table rows with their header, code blocks and admonitions.
import { describe, expect, it } from "vitest";
import { grow } from "../src/provider/assistant/grow.ts";
import { articleSections, plainInline, tableCells } from "../src/provider/assistant/passages.ts";

const source = `---
title: Refund policy
---

This policy explains **which** payments we refund.

## How to ask

1. Back up the server.
2. Open a ticket in the **Billing** category,
   within the time limit.

| Refund to | When |
|---|---|
| Balance | At once |
| Card \\| PayPal | 5-10 business days |

:::warning[The server is deleted]
Take what you need off it.
:::

## Commands

Run:

\`\`\`sh
ssh root@203.0.113.25
## not a heading
\`\`\`

- See [the terms](/doc/article/legal-and-terms).

## Databases

For a snapshot you can rely on:

- **Databases:** dump them first:

  \`\`\`bash
  mysqldump --all-databases > /root/all.sql
    # indented inside the command
  \`\`\`

  Or stop the database.
`;

describe("article sections", () => {
  const sections = articleSections(source, {
    slug: "refund",
    title: "Refund policy",
    headingIds: ["how-to-ask", "commands", "databases"],
  });

  it("cuts the article at its headings, with the rendered anchors", () => {
    expect(sections.map((s) => [s.id, s.heading])).toEqual([
      [null, "Refund policy"],
      ["how-to-ask", "How to ask"],
      ["commands", "Commands"],
      ["databases", "Databases"],
    ]);
  });

  it("keeps each block's shape and its plain words", () => {
    const [, ask, commands] = sections;
    expect(ask?.blocks.map((b) => b.kind)).toEqual(["step", "step", "row", "row", "note"]);
    expect(ask?.blocks[1]?.text).toBe(
      "Open a ticket in the Billing category, within the time limit.",
    );
    expect(ask?.blocks[0]?.group).toBe(ask?.blocks[1]?.group);
    expect(ask?.blocks[3]?.header).toEqual(["Refund to", "When"]);
    expect(ask?.blocks[3]?.cells).toEqual(["Card \\| PayPal", "5-10 business days"]);
    expect(ask?.blocks[4]?.text).toBe("The server is deleted — Take what you need off it.");
    expect(commands?.blocks.map((b) => b.kind)).toEqual(["paragraph", "code", "item"]);
    expect(commands?.blocks[1]?.text).toBe("ssh root@203.0.113.25\n## not a heading");
    expect(commands?.blocks[2]?.text).toBe("See the terms.");
  });

  it("reads a command inside a list item as a command, its lines as written", () => {
    const databases = sections[3];
    expect(databases?.blocks.map((b) => b.kind)).toEqual([
      "paragraph",
      "item",
      "code",
      "paragraph",
    ]);
    expect(databases?.blocks[2]?.text).toBe(
      "mysqldump --all-databases > /root/all.sql\n  # indented inside the command",
    );
  });

  /** A section's block as the ranking scores it, for grow(). */
  const scoredBlock = (index: number, position: number, score: number, coverage: number) => {
    const section = sections[index];
    const block = section?.blocks[position];
    if (!section || !block) throw new Error(`section ${index} has no block ${position}`);
    return {
      entry: { section, block, position, terms: new Set<string>(), text: "" },
      score,
      section: coverage,
    };
  };

  it("shows what a sentence ending in a colon introduces, down to the command", () => {
    const best = scoredBlock(3, 0, 1, 1);
    // "For a snapshot you can rely on:" - "Databases: dump them first:" - the command.
    expect(grow(best, [best], "en", false).blocks.map((b) => b.kind)).toEqual([
      "paragraph",
      "item",
      "code",
    ]);
  });

  it("shows a table row that scored below zero (a heading the question turns away from)", () => {
    const best = scoredBlock(1, 3, -0.2, 0.3);
    // The rows shown are those scoring near the best; the best row itself always is one.
    expect(grow(best, [best], "en", false).blocks).toEqual([best.entry.block]);
  });

  it("reads inline Markdown as words and table lines as cells", () => {
    expect(plainInline("Use **`ssh`** and [keys](/doc/article/x) _now_")).toBe(
      "Use ssh and keys now",
    );
    expect(tableCells("| a | b \\| c |")).toEqual(["a", "b \\| c"]);
  });
});
