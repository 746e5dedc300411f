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

  it("reads a name glued to the count after it as the name and the number", () => {
    expect(terms("VPS1台借りて", "ja")).toEqual(expect.arrayContaining(["vps", "1"]));
    expect(terms("买了vps2个", "zh")).toEqual(expect.arrayContaining(["vps", "2"]));
    // A plan's name before a particle stays whole.
    expect(terms("クラウドサーバーS4を", "ja")).toContain("s4");
    expect(terms("DB2を作る", "ja")).toContain("db2");
  });

  it("knows CJK text", () => {
    expect(hasCjk("退款")).toBe(true);
    expect(hasCjk("ポート")).toBe(true);
    expect(hasCjk("port")).toBe(false);
  });
});

describe("Japanese compounds, okurigana and honorifics", () => {
  it("adds the bigram across the segmenter's cut inside a kanji or katakana compound", () => {
    // The segmenter cuts 逆引き as 逆|引き and 転送量 as 転送|量.
    expect(terms("逆引きを設定します", "ja")).toContain("逆引");
    expect(terms("転送量の上限", "ja")).toContain("送量");
    // Kana or punctuation between two words ends the compound.
    expect(terms("支払い方法", "ja")).not.toContain("い方");
  });

  it("keeps Chinese bigrams inside words (a Chinese sentence is one run of characters)", () => {
    const out = tokenize("服务器价格", "zh");
    for (const token of out.filter((t) => t.bigram))
      expect(out.some((word) => !word.bigram && word.term.includes(token.term))).toBe(true);
  });

  it("keeps the kanji of a word written with okurigana, however it was cut", () => {
    // 超える whole in one sentence, 超|え|た in another: both hold 超.
    expect(terms("転送量を超えると", "ja")).toContain("超");
    expect(terms("上限を超えた場合", "ja")).toContain("超");
    expect(terms("料金を支払います", "ja")).toContain("支払");
  });

  it("keeps a word without its honorific prefix お or ご", () => {
    expect(terms("お支払い方法", "ja")).toContain("支払い");
    expect(terms("ご注文の手順", "ja")).toContain("注文");
    expect(terms("御社", "ja")).toEqual(["御社"]);
  });

  it("gives each part of a word once", () => {
    const out = terms("支払い", "ja");
    expect(out.filter((term) => term === "支払")).toHaveLength(1);
  });

  it("drops the question word 何", () => {
    expect(terms("支払い方法は何がありますか", "ja")).not.toContain("何");
  });
});
