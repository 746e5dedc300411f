// Which section of the right article answers: question words the documentation writes in the
// same sections (two regions) weigh as one, so what the question does with them decides; a
// section that states the count a question asks for answers "how many"; a heading that names one
// topic of its article's title ("Coupons" of "Billing and coupons") counts that word; a question
// saying something does not work prefers the troubleshooting section; a heading naming more than
// the question asks for is a weaker sign of its section; a question naming nothing but its
// article's topic is answered from the article's first section; an article's opening, which
// states its main facts, answers too; a question asking two things gets a part for the second.
import { SearchIndex } from "@hostfront/docs/search";
import { describe, expect, it } from "vitest";
import { BlockIndex } from "../src/provider/assistant/blocks.ts";
import { headingAsked, sharedWithTitle } from "../src/provider/assistant/headings.ts";
import { kinFamilies, weighKin } from "../src/provider/assistant/kin.ts";
import { countsAskedUnit, cuesOf, headingFit } from "../src/provider/assistant/language.ts";
import { questionTerms } from "../src/provider/assistant/question.ts";
import { rankBlocks } from "../src/provider/assistant/retrieve.ts";
import { createAssistant, documentation } from "../src/provider/assistant.ts";

const docs = documentation();
const assistant = createAssistant(docs);
const side = (language: "en" | "ja") => ({
  index: SearchIndex.from(docs.indexes[language]),
  blocks: new BlockIndex(language, docs.passages[language]),
});
const ja = side("ja");
const en = side("en");
const section = (language: "en" | "ja", slug: string, heading: string) => {
  const found = docs.passages[language].find((s) => s.slug === slug && s.heading === heading);
  if (!found) throw new Error(`${slug} has no section ${heading}`);
  return found;
};
const termsOf = (question: string) =>
  questionTerms(
    ja.index,
    ja.blocks,
    question,
    "ja",
    ja.index.search(question, { limit: 5, prefix: false }),
  );

describe("words the documentation writes together", () => {
  it("finds two regions kin, and not the words of one name written side by side", () => {
    const question = "香港からシンガポールにサーバーを移したい";
    expect(kinFamilies(ja.blocks, question, termsOf(question).places)).toEqual([
      ["香港", "シンガポール"],
    ]);
    // セキュリティ and グループ are always together too, but they are one name.
    const name = "セキュリティグループで許可したのにポートにつながらない";
    expect(kinFamilies(ja.blocks, name, termsOf(name).places)).toEqual([]);
  });

  it("weighs a family of kin as its heaviest word, pieces and all", () => {
    const question = "香港からシンガポールにサーバーを移したい";
    const terms = termsOf(question);
    const weighed = weighKin(ja.blocks, question, terms);
    const weight = (of: typeof terms, kept: (term: string) => boolean) =>
      [...of.own, ...of.pairs]
        .filter(([term]) => kept(term))
        .reduce((sum, [term, w]) => sum + ja.blocks.idf(term) * w, 0);
    const family = (term: string) => "香港シンガポール".includes(term);
    expect(weight(terms, family)).toBeGreaterThan(ja.blocks.idf("シンガポール") * 1.5);
    expect(weight(weighed, family)).toBeCloseTo(
      Math.max(ja.blocks.idf("香港"), ja.blocks.idf("シンガポール")),
    );
    expect(weighed.own.get("移")).toBe(terms.own.get("移"));
  });

  it("answers moving between two regions from the section about moving", () => {
    const parts = assistant.retrieve("香港のサーバーをフランクフルトに移せますか").parts;
    expect(parts[0]?.section.slug).toBe("regions-and-data-centers");
    expect(parts[0]?.blocks.some((block) => block.text.includes("rsync"))).toBe(true);
  });
});

describe("a count the question asks for", () => {
  it("reads the thing counted past the words before it", () => {
    expect(cuesOf("how many custom ISO images can I upload", "en").unit).toBe("imag");
    expect(cuesOf("how many rules fit in one security group", "en").unit).toBe("rul");
  });

  it("prefers the section that states the count to the one that explains the thing", () => {
    const cues = cuesOf("how many rules fit in one security group", "en");
    const limits = section("en", "security-groups", "Limits");
    const rules = section("en", "security-groups", "Write your own rules");
    expect(countsAskedUnit(limits, cues)).toBe(true);
    expect(countsAskedUnit(rules, cues)).toBe(false);
    const ranked = rankBlocks(
      en.index,
      en.blocks,
      "how many rules fit in one security group",
      "en",
    ).map((r) => r.section);
    expect(ranked.indexOf(limits)).toBeLessThan(ranked.indexOf(rules));
  });

  it('reads "the number of" as a count too', () => {
    expect(cuesOf("is there a cap on the number of data disks per server", "en").unit).toBe("disk");
    const question =
      "our team works from 60 branch offices, is there a max number of rules in one security group?";
    expect(assistant.retrieve(question).parts[0]?.section).toBe(
      section("en", "security-groups", "Limits"),
    );
  });
});

describe("a heading that names one topic of its title", () => {
  it("keeps the title's word when the heading is nothing but part of the title", () => {
    const coupons = section("en", "billing-and-coupons", "Coupons");
    expect(sharedWithTitle(en.blocks, coupons).terms.size).toBe(0);
    // "SSH keys" says more than the title's SSH; a heading repeating the whole title says nothing.
    const keys = section("en", "connect-with-ssh", "SSH keys");
    expect(sharedWithTitle(en.blocks, keys)).toBe(en.blocks.title("connect-with-ssh"));
    const how = section("ja", "security-groups", "セキュリティグループのしくみ");
    expect(sharedWithTitle(ja.blocks, how)).toBe(ja.blocks.title("security-groups"));
  });

  it("answers how to use a coupon from the coupons section", () => {
    const part = assistant.retrieve("クーポンはどうやって使いますか").parts[0];
    expect([part?.section.slug, part?.section.heading]).toEqual([
      "billing-and-coupons",
      "クーポン",
    ]);
  });
});

describe("a heading that names more than the question asks for", () => {
  const enTerms = (question: string) =>
    questionTerms(
      en.index,
      en.blocks,
      question,
      "en",
      en.index.search(question, { limit: 5, prefix: false }),
    );
  const nothing = { terms: new Set<string>(), text: "" };

  it("counts the share of the heading the question names", () => {
    const windows = section("en", "connect-with-ssh", "Windows servers");
    const asked = headingAsked(en.blocks, windows, enTerms("how do i ssh into my server"), nothing);
    expect(asked).toBeGreaterThan(0);
    expect(asked).toBeLessThan(1);
    expect(
      headingAsked(en.blocks, windows, enTerms("connecting to windows servers"), nothing),
    ).toBeCloseTo(1);
  });

  it("does not show a worked example with Windows to a question without it", () => {
    const parts = assistant
      .retrieve("is there still an autumn promotion on vps standard for a year")
      .parts.map((part) => `${part.section.slug}#${part.section.id}`);
    expect(parts).toContain("billing-and-coupons#activities");
    expect(parts).not.toContain("vps-pricing#vps-standard-for-a-year-with-windows");
  });
});

describe("a question about nothing but its article's topic", () => {
  const first = (question: string) => {
    const part = assistant.retrieve(question).parts[0];
    return part && `${part.section.slug}#${part.section.id}`;
  };

  it("answers from the article's main path, its first section", () => {
    expect(first("how do i ssh into my server")).toBe("connect-with-ssh#linux-and-macos");
    expect(first("用ssh怎么连服务器")).toBe("connect-with-ssh#linux-和-macos");
    // "する方法" says how it is asked ("how to connect"), not what about.
    expect(first("SSHでサーバーに接続する方法")).toBe("connect-with-ssh#linuxとmacos");
  });

  it("leaves a question naming more to the section that says it", () => {
    expect(first("ssh connection refused")).toBe("connect-with-ssh#connection-refused");
  });
});

describe("something that does not work", () => {
  it("reads the cue and knows the troubleshooting headings", () => {
    const en = cuesOf("I allowed the port but it still can't be reached", "en");
    expect(en.trouble).toBe(true);
    expect(cuesOf("how do I open a port", "en").trouble).toBe(false);
    expect(headingFit("Troubleshooting a closed port", "en", en)).toBe(1);
    expect(headingFit("Write your own rules", "en", en)).toBe(0);
    const ja = cuesOf("ポートを許可したのにつながらない", "ja");
    expect(headingFit("ポートが開かないときの確認方法", "ja", ja)).toBe(1);
    expect(headingFit("端口无法访问的排查", "zh", cuesOf("端口还是连不上", "zh"))).toBe(1);
  });

  it("answers from the troubleshooting section", () => {
    for (const question of [
      "I allowed port 3000 in my security group but it still can't be reached",
      "ポートを許可したのに外からつながらない",
    ]) {
      const part = assistant.retrieve(question).parts[0];
      expect(part?.section.id, question).toMatch(/troubleshooting|確認方法/);
    }
  });
});

describe("an article's opening", () => {
  it.each([
    ["do i need two different logins for my domains and my cloud servers", "account-and-tickets"],
    ["我的域名和云服务器需要注册两个不同的账号吗", "account-and-tickets"],
    ["PHP 虚拟主机的系统和 PHP 版本谁来负责升级", "php-hosting"],
    ["マネージドデータベースのサーバーOSの面倒は誰が見るの？", "managed-databases"],
  ])("answers with its main facts: %s", (question, slug) => {
    const parts = assistant.retrieve(question).parts.map((p) => [p.section.slug, p.section.id]);
    expect(parts).toContainEqual([slug, null]);
  });
});

describe("a question asking two things", () => {
  it.each([
    ["is the nvme disk price per gb with vat included or not", "Prices exclude tax"],
    ["数据盘每 GB $0.12 是含税价吗，按月还是按小时", "不含税"],
  ])("gets a part for what the parts shown do not hold: %s", (question, fact) => {
    const shown = assistant
      .retrieve(question)
      .parts.flatMap((p) => p.blocks.map((b) => b.text))
      .join(" ");
    expect(shown).toContain("$0.12");
    expect(shown).toContain(fact);
  });
});
