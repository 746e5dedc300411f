import { describe, expect, it } from "vitest";
import { markdownSource } from "./markdown.ts";

describe("markdownSource", () => {
  it("puts the title where the front matter was", () => {
    const source =
      "---\ntitle: Refunds\nupdated: 2026-11-01\n---\n\nBody with [a link](/doc/article/api).\n";
    expect(markdownSource(source, "Refunds")).toBe(
      "# Refunds\n\nBody with [a link](/doc/article/api).\n",
    );
  });

  it("reads CRLF files and a byte order mark", () => {
    expect(markdownSource("\uFEFF---\r\ntitle: 返金\r\n---\r\n本文\r\n", "返金")).toBe(
      "# 返金\n\n本文\n",
    );
  });

  it("keeps a rule in the body", () => {
    expect(markdownSource("---\ntitle: T\n---\nA\n\n---\n\nB\n", "T")).toBe(
      "# T\n\nA\n\n---\n\nB\n",
    );
  });
});
