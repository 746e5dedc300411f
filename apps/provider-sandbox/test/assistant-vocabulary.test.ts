// A word or phrase of the search's vocabulary in a Chinese or Japanese question is one term,
// standing for the words of its line the documentation writes: 退钱 is read as 退款 (not as an
// unknown word that declines), 更新を忘れる as 期限切れ, and カード is held, at a discount, by a
// section saying お支払い方法.
import { describe, expect, it } from "vitest";
import { coverage } from "../src/provider/assistant/question.ts";
import { rankBlocks, retrieve } from "../src/provider/assistant/retrieve.ts";
import { docsSide, termsOf } from "./assistant-docs.ts";

const zh = docsSide("zh");
const ja = docsSide("ja");

describe("the search's vocabulary in a question", () => {
  it("reads a word the documentation never writes as the word of its line it does write", () => {
    const terms = termsOf(zh, "买了VPS不满意，能退钱吗");
    expect(terms.own.has("退款")).toBe(true);
    expect(terms.own.has("退钱")).toBe(false);
    expect(terms.unknown).toBe(0);
    // So the question is answered, from the refund policy among others, instead of declined.
    const answer = retrieve(zh.index, zh.blocks, "买了VPS不满意，能退钱吗", "zh");
    expect(answer.parts.map((part) => part.section.slug)).toContain("refund");
  });

  it("reads a phrase as one term: forgetting to renew is the expiry", () => {
    const question = "更新を忘れるとサーバーはどうなりますか";
    const terms = termsOf(ja, question);
    expect(terms.own.has("期限切れ")).toBe(true);
    expect(terms.own.has("忘")).toBe(false);
    expect(rankBlocks(ja.index, ja.blocks, question, "ja")[0]?.section.heading).toBe(
      "お知らせと期限切れ",
    );
  });

  it("answers a colloquial phrase the vocabulary gives the documentation's word for", () => {
    // 没拼成: the group did not fill (未成团); 忘了续费: the expiry (到期).
    const failed = retrieve(zh.index, zh.blocks, "拼团没拼成，钱怎么办", "zh");
    expect(failed.parts[0]?.section.slug).toBe("group-buy");
    const forgot = retrieve(zh.index, zh.blocks, "忘了续费服务器会怎样", "zh");
    expect(forgot.parts[0]?.section.heading).toBe("续费提醒与到期");
  });

  it("reads going over the traffic allowance as the documentation's 超出配额", () => {
    const over = retrieve(zh.index, zh.blocks, "这个月流量用完了还能上网吗", "zh");
    expect(over.parts[0]?.section.heading).toBe("超出配额后");
  });

  it("counts another word of the line at a discount for a word the documentation writes", () => {
    // (The search's own synonym matches, which stand in at a discount too, left out.)
    const terms = { ...termsOf(ja, "カード"), related: new Set<string>() };
    expect(terms.own.has("カード")).toBe(true);
    // A vocabulary word is found whole: its pieces (カー, ード) are no terms of their own.
    expect(terms.pairs.size).toBe(0);
    const share = coverage(ja.blocks, { terms: new Set(), text: "元のお支払い方法" }, terms);
    expect(share).toBeCloseTo(0.6);
    expect(coverage(ja.blocks, { terms: new Set(), text: "カード" }, terms)).toBeCloseTo(1);
  });
});
