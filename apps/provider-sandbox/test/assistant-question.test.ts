// How the assistant reads a question: the words of how it is asked apart from its content, what
// it turns away from, the counter a count asks in, the headings that answer a kind of question, the names no
// documentation uses, and section headings weighed by what their article's title does not say.
import { SearchIndex } from "@hostfront/docs/search";
import { describe, expect, it } from "vitest";
import { BlockIndex } from "../src/provider/assistant/blocks.ts";
import { cueFit, cuesOf, frameSpans, headingFit } from "../src/provider/assistant/language.ts";
import { coverage, questionTerms } from "../src/provider/assistant/question.ts";
import { createAssistant, documentation } from "../src/provider/assistant.ts";

const docs = documentation();
const assistant = createAssistant(docs);
const zh = {
  index: SearchIndex.from(docs.indexes.zh),
  blocks: new BlockIndex("zh", docs.passages.zh),
};
const en = {
  index: SearchIndex.from(docs.indexes.en),
  blocks: new BlockIndex("en", docs.passages.en),
};
const english = {
  uses: (term: string) => en.blocks.frequency(term) > 0,
  headingPlaces: (term: string) => en.blocks.headingPlaces(term),
};
const termsOf = (side: typeof zh, question: string, withEnglish?: typeof english) =>
  questionTerms(
    side.index,
    side.blocks,
    question,
    side.blocks.language,
    side.index.search(question, { limit: 5, prefix: false }),
    withEnglish,
  );

describe("how a question is asked", () => {
  it("keeps the words of how it is asked out of its content", () => {
    const question = "提交工单后多久有人回复";
    const [span] = frameSpans(question, "zh");
    expect(question.slice(...(span ?? [0, 0]))).toBe("多久");
    expect([...termsOf(zh, question).own.keys()]).not.toContain("多久");
    const english = "How long does a refund take?";
    expect(frameSpans(english, "en")).toEqual([[0, "How long".length]]);
    expect([...termsOf(en, english).own.keys()]).not.toContain("long");
  });

  it("reads 'how much extra' as asking for an added price, not about extras", () => {
    const question = "how much extra is a windows licence on my vps";
    expect(frameSpans(question, "en")).toEqual([[0, "how much extra".length]]);
    expect([...termsOf(en, question).own.keys()]).not.toContain("extra");
    const answer = assistant.retrieve("how much more for windows on a server");
    expect(answer.parts[0]?.section.heading).toBe("Windows Server licence");
  });

  it("reads the counter of a count and prefers a number written with it", () => {
    const cues = cuesOf("セキュリティグループのルールは何件まで追加できますか", "ja");
    expect(cues.unit).toBe("件");
    expect(cuesOf("一台服务器最多能做几个快照", "zh").unit).toBe("个");
    expect(cueFit({ text: "1グループあたり50件", kind: "item" }, cues)).toBeGreaterThan(
      cueFit({ text: "最大5つまで適用できます", kind: "item" }, cues),
    );
    const many = cuesOf("how many rules can a group have", "en");
    expect(many.unit).toBe("rul");
    const row = (cells: string[]) => ({ text: cells.join(" "), kind: "row", cells });
    expect(cueFit(row(["Custom rules per group", "50"]), many)).toBeGreaterThan(
      cueFit(row(["Source CIDR", "the addresses the rule applies to, from 0 to 32"]), many),
    );
  });

  it("knows the headings that answer how many and how much", () => {
    const many = cuesOf("how many rules can a group have", "en");
    expect(headingFit("Limits", "en", many)).toBe(1);
    expect(headingFit("How security groups work", "en", many)).toBe(0);
    expect(headingFit("使用限制", "zh", cuesOf("最多几条规则", "zh"))).toBe(1);
    expect(headingFit("料金", "ja", cuesOf("いくらですか", "ja"))).toBe(1);
  });
});

describe("what a question turns away from", () => {
  it("weighs the word after 'instead of' or before ではなく less than the rest", () => {
    const english = termsOf(en, "can I log in with a key instead of a password").own;
    expect(english.get("password")).toBeLessThan(english.get("key") ?? 0);
    const ja = new BlockIndex("ja", docs.passages.ja);
    const japanese = questionTerms(
      SearchIndex.from(docs.indexes.ja),
      ja,
      "パスワードではなく鍵でログインしたい",
      "ja",
      [],
    ).own;
    expect(japanese.get("パスワード")).toBeLessThan(japanese.get("鍵") ?? 0);
  });

  it("knows what it turns away from, without the words that say so", () => {
    expect([...termsOf(en, "can I log in with a key instead of a password").away]).toEqual([
      "password",
    ]);
    expect([...termsOf(zh, "用密钥登录而不是密码").away]).toEqual(["密码"]);
  });

  it("does not answer from a section whose heading names what it turns away from", () => {
    // "Turn off password log-in" / パスワードログインを無効にする hold the question's words too.
    const first = (question: string) => assistant.retrieve(question).parts[0]?.section.id;
    expect(first("log in using an ssh key instead of the password")).toBe("ssh-keys");
    expect(first("パスワードじゃなくて鍵でログインする方法")).toBe("ssh鍵");
  });
});

describe("Chinese and Japanese words the segmenter cuts", () => {
  it("also weighs the pairs of characters the documentation writes", () => {
    // 域|名, cut into characters, is read as the word the documentation writes.
    const terms = termsOf(zh, "域名过期了还能续费吗");
    expect(terms.own.has("域名")).toBe(true);
    // Inside a segment the documentation never writes whole (服务器带宽), the pairs it does write weigh.
    expect([...termsOf(zh, "服务器带宽不够用怎么升级").pairs.keys()]).toContain("服务");
    // 续费, a word of the search's vocabulary, is found whole: a word, not a pair.
    expect(terms.own.has("续费")).toBe(true);
    // A pair with a function character (期了, 了还) says nothing.
    expect([...terms.pairs.keys()].some((pair) => pair.includes("了"))).toBe(false);
    expect(assistant.retrieve("域名过期了还能续费吗").parts[0]?.section.slug).toBe(
      "domains-and-dns",
    );
  });

  it("answers from a section holding the question when the search ranks other articles", () => {
    // The search scores this low and ranks another article first; the sections that say
    // 缩容 (不能缩容) answer.
    const parts = assistant.retrieve("云盘买多了，能缩容吗").parts;
    expect(parts.length).toBeGreaterThan(0);
    expect(parts[0]?.blocks.some((block) => block.text.includes("缩容"))).toBe(true);
  });
});

describe("names no documentation uses", () => {
  it("declines a question about a product the documentation does not have", () => {
    expect(assistant.retrieve("Do you offer GPU servers for machine learning?").parts).toEqual([]);
    // Written in mixed case on purpose: not a typo of "panel".
    expect(assistant.retrieve("can you install cPanel on my server for me").parts).toEqual([]);
    expect(termsOf(zh, "有 GPU 服务器吗").unknownNames).toEqual(["gpu"]);
    // A single letter is a unit (多少钱一个G), not a name.
    expect(termsOf(zh, "NVMe 云硬盘多少钱一个G").unknownNames).toEqual([]);
  });

  it("answers a name the search reads through its synonyms", () => {
    expect(termsOf(en, "is there an SLA credit").unknownNames).toEqual([]);
    const parts = assistant.retrieve(
      "what do I get if my server is down for hours? SLA credit",
    ).parts;
    expect(parts[0]?.section.slug).toBe("service-level-agreement");
  });

  it("reads a word one edit from one the documentation writes as that word mistyped", () => {
    const question = "how many days until the website loggs me out";
    const own = [...termsOf(en, question).own.keys()];
    expect(own).not.toContain("logg");
    expect(own.filter((term) => en.blocks.frequency(term) === 0)).toEqual([]);
    expect(assistant.retrieve(question).parts[0]?.section.id).toBe("log-in");
    // Not a quantity (100m) nor a name written as one.
    expect([...termsOf(en, "add 100m of bandwidth").own.keys()]).toContain("100m");
  });

  it("reads the English words of a Chinese question through the translated section", () => {
    const question = "SSH 登录时出现 Permission denied";
    expect(termsOf(zh, question).unknownNames).toEqual(["permiss", "deni"]);
    const terms = termsOf(zh, question, english);
    expect(terms.unknownNames).toEqual([]);
    // The English heading "Permission denied" is at the place of 权限被拒绝.
    const [held] = [...terms.translated].map(([section, words]) => [section.heading, [...words]]);
    expect(held).toEqual(["权限被拒绝", ["permiss", "deni"]]);
    expect(assistant.retrieve(question).parts[0]?.section.heading).toBe("权限被拒绝");
  });
});

describe("section headings", () => {
  it("counts only what a heading says beyond its article's title", () => {
    const section = docs.passages.zh.find(
      (s) => s.slug === "security-groups" && s.heading === "安全组的工作方式",
    );
    if (!section) throw new Error("the security groups article has no such section");
    const heading = { terms: zh.blocks.ownHeadingTerms(section), text: section.heading };
    const question = termsOf(zh, "安全组的规则");
    expect(coverage(zh.blocks, heading, question)).toBeGreaterThan(0);
    expect(coverage(zh.blocks, heading, question, zh.blocks.title(section.slug))).toBe(0);
  });
});
