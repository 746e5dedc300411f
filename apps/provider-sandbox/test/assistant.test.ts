import { buildCatalogue } from "@hostfront/api-client/fixtures";
import { describe, expect, it } from "vitest";
import { createAssistant, detectLanguage, MIN_SCORE, terms } from "../src/provider/assistant.ts";

const assistant = createAssistant(buildCatalogue().faq);
const best = (question: string) => {
  const top = assistant.rank(question)[0];
  return top && top.score >= MIN_SCORE ? top.entry.id : null;
};

describe("language detection", () => {
  it.each([
    ["How do I get a refund?", "en"],
    ["怎么申请退款？", "zh"],
    ["返金はできますか？", "ja"],
    ["サーバー", "ja"],
  ])("%s is %s", (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });
});

describe("terms", () => {
  it("drops English stop words and keeps the rest, lowercased", () => {
    expect(terms("How do I connect to my Server with SSH?", "en")).toEqual([
      "connect",
      "server",
      "ssh",
    ]);
  });

  it("cuts Chinese and Japanese into words and character bigrams", () => {
    expect(terms("退款政策", "zh")).toEqual(expect.arrayContaining(["退款", "政策"]));
    expect(terms("返金について", "ja")).toEqual(expect.arrayContaining(["返金"]));
  });
});

describe("ranking", () => {
  it.each([
    ["How do I get a refund?", "refund"],
    ["Can I pay with Alipay?", "payment"],
    ["How do I connect over SSH?", "connect-ssh"],
    ["How much do snapshots cost?", "snapshots"],
    ["我想退款", "refund"],
    ["怎么连接服务器", "connect-ssh"],
    ["拼团怎么玩", "group-buy"],
    ["返金したい", "refund"],
    ["クーポンの使い方", "coupons"],
    ["APIキーの作り方", "api"],
  ])("answers %s from %s", (question, entry) => {
    expect(best(question)).toBe(entry);
  });

  it.each(["Who won the football world cup in 1954?", "今天天气怎么样", "おすすめのラーメン屋"])(
    "does not pretend to know about %s",
    (question) => {
      expect(best(question)).toBeNull();
    },
  );
});
