import { describe, expect, it } from "vitest";
import { bigramsOf, hasCjk, tokenize } from "./tokenize.ts";

const terms = (text: string, language: "en" | "zh" | "ja") =>
  tokenize(text, language).map((token) => token.term);

describe("tokenize", () => {
  it("lower-cases and stems English words and drops function words", () => {
    expect(terms("The Pricing of Snapshots", "en")).toEqual(["price", "snapshot"]);
    expect(terms("How do I reset my password?", "en")).toEqual(["reset", "password"]);
  });

  it("keeps digits and short words as they are", () => {
    expect(terms("IPv6 on 2 vCPU", "en")).toEqual(["ipv6", "2", "vcpu"]);
  });

  it("reads full-width Latin as Latin", () => {
    expect(terms("ＶＰＳ", "en")).toEqual(["vps"]);
  });

  it("cuts Chinese into words and adds the bigrams of longer runs", () => {
    const out = terms("申请退款政策", "zh");
    expect(out).toContain("退款");
    expect(out).toContain("政策");
    // The bigrams cover a word the segmenter may have glued to its neighbours.
    expect(bigramsOf("申请退款政策")).toEqual(["申请", "请退", "退款", "款政", "政策"]);
  });

  it("finds a Chinese word inside a sentence", () => {
    expect(terms("如需退款，请在七天内提交工单。", "zh")).toContain("退款");
  });

  it("finds a Japanese word inside a sentence, without lone kana", () => {
    const out = terms("ご注文から7日以内であれば返金を受け付けます。", "ja");
    expect(out).toContain("返金");
    expect(out).not.toContain("を");
    expect(out).not.toContain("で");
  });

  it("makes bigrams of katakana runs, not of hiragana", () => {
    expect(bigramsOf("スナップショット")).toContain("ショ");
    expect(bigramsOf("ですます")).toEqual([]);
  });

  it("gives offsets into the original text", () => {
    const text = "退款（refund）政策";
    for (const token of tokenize(text, "zh")) {
      const slice = text.slice(token.start, token.end).normalize("NFKC").toLowerCase();
      if (token.bigram) expect(slice).toBe(token.term);
      else expect(slice).toBe(token.surface);
    }
  });

  it("keeps function words when asked (a query of nothing else)", () => {
    expect(terms("the", "en")).toEqual([]);
    expect(tokenize("the", "en", { keepStopwords: true }).map((t) => t.term)).toEqual(["the"]);
  });

  it("knows CJK text", () => {
    expect(hasCjk("退款")).toBe(true);
    expect(hasCjk("ポート")).toBe(true);
    expect(hasCjk("port")).toBe(false);
  });
});
