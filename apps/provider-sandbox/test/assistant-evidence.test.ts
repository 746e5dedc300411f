// Questions written the way visitors write them: a name no documentation uses beside many words
// a section holds answers (a JIS keyboard, an HA standby), a name with little beside it does not
// (a Terraform module); a heading word the whole article uses tells no section apart.
import { describe, expect, it } from "vitest";
import { outweighsUnknown } from "../src/provider/assistant/evidence.ts";
import { sharedWithArticle, sharedWithTitle } from "../src/provider/assistant/headings.ts";
import { createAssistant } from "../src/provider/assistant.ts";
import { docs, docsSide } from "./assistant-docs.ts";

const assistant = createAssistant(docs);
const answeredFrom = (question: string) =>
  assistant.retrieve(question).parts.map((part) => `${part.section.slug}#${part.section.heading}`);

describe("words no documentation writes", () => {
  it("weighs them against what the section holds of the question's known words", () => {
    // Most of the known words held, at several times the weight of the unknown ones: answers.
    expect(outweighsUnknown({ known: 33.5, held: 26.3, unknown: 7.9 })).toBe(true);
    // Held in full but barely more than what the docs lack (terraform beside "provider", "api").
    expect(outweighsUnknown({ known: 9.3, held: 9.3, unknown: 7.9 })).toBe(false);
    // Far more than the unknown word, but a small share of the question's known words.
    expect(outweighsUnknown({ known: 60, held: 25, unknown: 7.9 })).toBe(false);
    // Nothing unknown: the usual coverage rules decide.
    expect(outweighsUnknown({ known: 10, held: 10, unknown: 0 })).toBe(false);
  });

  it("answers a question whose unknown name sits among words a section holds", () => {
    expect(answeredFrom("JISキーボードだとWebコンソールで記号がうまく入力できない")[0]).toBe(
      "reinstall-and-rescue#Webコンソール（VNC）",
    );
    expect(answeredFrom("DB-2にスタンバイ（HA）を追加すると月額はいくら？")[0]).toBe(
      "managed-databases#プラン",
    );
  });

  it("still declines a question about a name the docs lack with little beside it", () => {
    expect(answeredFrom("is there a terraform module for your api")).toEqual([]);
    expect(answeredFrom("Do you have an Ansible collection for the API?")).toEqual([]);
  });
});

describe("a heading word the whole article uses", () => {
  it("counts as the article's, not the section's", () => {
    const ja = docsSide("ja");
    const faq = ja.blocks.sections.find(
      (s) => s.slug === "group-buy" && s.heading.startsWith("グループに参加できない"),
    );
    if (!faq) throw new Error("the group-buy FAQ section is missing");
    expect(sharedWithTitle(ja.blocks, faq).terms.has("グループ")).toBe(false);
    expect(sharedWithArticle(ja.blocks, faq, ["グループ", "作成"]).terms.has("グループ")).toBe(
      true,
    );
    expect(sharedWithArticle(ja.blocks, faq, ["グループ", "作成"]).terms.has("作成")).toBe(false);
  });

  it("answers how to start a group from the flow, not from a FAQ heading saying グループ", () => {
    expect(answeredFrom("共同購入のグループは自分で立ち上げできますか？")[0]).toBe(
      "group-buy#共同購入の流れ",
    );
  });
});
