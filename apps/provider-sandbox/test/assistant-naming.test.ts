// The one section of an article whose heading names a name the question writes (VPS, FTP)
// answers it in that article, above sections of it whose bodies hold more of the other words.
import { describe, expect, it } from "vitest";
import { namedBy } from "../src/provider/assistant/naming.ts";
import { rankBlocks } from "../src/provider/assistant/retrieve.ts";
import { type DocsSide, docsSide, termsOf } from "./assistant-docs.ts";

const en = docsSide("en");
const ja = docsSide("ja");
const named = (at: DocsSide, question: string, slug: string) =>
  new Map(
    [...namedBy(at.blocks, question, termsOf(at, question), slug)].map(([section, words]) => [
      section.heading,
      words,
    ]),
  );
/** The article's sections in the order the assistant ranks them for a question. */
const sectionsRanked = (at: DocsSide, question: string, slug: string) => [
  ...new Set(
    rankBlocks(at.index, at.blocks, question, at.language)
      .filter((r) => r.section.slug === slug)
      .map((r) => r.section.heading),
  ),
];

describe("a heading naming the question's name", () => {
  it("finds the one heading of the article that holds a name the question writes", () => {
    expect(named(en, "I ordered a VPS, can I cancel it and get a refund", "refund")).toEqual(
      new Map([["VPS and cloud servers", ["vps"]]]),
    );
    expect(named(ja, "FTPで接続できますか", "php-hosting")).toEqual(
      new Map([["FTP・SFTPアカウント", ["ftp"]]]),
    );
  });

  it("leaves out words that are no names, the title's words and words of several headings", () => {
    // "refund" is the title's word; "servers" is in two headings and not written as a name.
    expect(named(en, "can I cancel my servers and get a refund", "refund").size).toBe(0);
    // "one" is in a heading (Example: port 8080 for one office) but is no name.
    expect(named(en, "how many rules can one security group have", "security-groups").size).toBe(0);
  });

  it("ranks the naming section first in its article, above a body with more of the question", () => {
    const question = "I ordered a VPS, can I cancel it and get a refund";
    expect(sectionsRanked(en, question, "refund")[0]).toBe("VPS and cloud servers");
    const japanese = "VPSを解約してキャンセル分を返金してもらえますか";
    expect(sectionsRanked(ja, japanese, "refund")[0]).toBe("VPS・クラウドサーバー");
  });
});
