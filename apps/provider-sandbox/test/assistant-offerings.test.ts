// An offering the documentation never mentions is not ours (offerings.ts); a colloquial
// question the search and the ranking agree on is answered (retrieve.ts); a word the segmenter
// cut into characters is read whole (question.ts); "the cheapest" asks for a price (language.ts).
// The questions are paraphrases, none of them in the bench's question sets.
import { tokenize } from "@hostfront/docs/search";
import { describe, expect, it } from "vitest";
import { undocumentedOfferings } from "../src/provider/assistant/offerings.ts";
import { joinSplitWords } from "../src/provider/assistant/question.ts";
import { createAssistant } from "../src/provider/assistant.ts";
import { docs, docsSide } from "./assistant-docs.ts";

const assistant = createAssistant(docs);
const answeredFrom = (question: string) =>
  assistant.retrieve(question).parts.map((part) => `${part.section.slug}#${part.section.heading}`);

describe("offerings the documentation never mentions", () => {
  const en = docsSide("en");
  const zh = docsSide("zh");
  const ja = docsSide("ja");

  it("are named in any language, a Latin name also inside a Chinese or Japanese question", () => {
    expect(
      undocumentedOfferings(en.blocks, "Do you offer managed Redis for session storage?"),
    ).toEqual(["managed redis"]);
    expect(undocumentedOfferings(zh.blocks, "你们能提供托管Kubernetes吗")).not.toEqual([]);
    expect(undocumentedOfferings(ja.blocks, "負荷分散の仕組みは用意されていますか")).not.toEqual(
      [],
    );
  });

  it("leave alone what the documentation writes, in its own words", () => {
    // The docs mention a CDN (looking glass) and write "additional IPv4 addresses" apart.
    expect(undocumentedOfferings(en.blocks, "should I put a CDN in front of my site")).toEqual([]);
    expect(
      undocumentedOfferings(en.blocks, "how many additional IPv4 addresses can a VPS have"),
    ).toEqual([]);
    expect(undocumentedOfferings(zh.blocks, "快照怎么收费")).toEqual([]);
    // レンタルサーバー is PHPホスティング in the search's vocabulary, which the docs write.
    expect(undocumentedOfferings(ja.blocks, "レンタルサーバーの料金はいくら")).toEqual([]);
  });

  it("are not moving a server or a site, which the documentation tells how to do", () => {
    expect(
      undocumentedOfferings(ja.blocks, "サーバー移行の前の日にTTLはどこまで短くできますか"),
    ).toEqual([]);
    expect(undocumentedOfferings(en.blocks, "website migration to another region")).toEqual([]);
    expect(undocumentedOfferings(zh.blocks, "服务器迁移到东京要停机多久")).toEqual([]);
    expect(undocumentedOfferings(en.blocks, "do you have a free migration service")).not.toEqual(
      [],
    );
  });

  it("are not read from words that only stand together by chance", () => {
    // "lose your phone ... write to support@": an address is no phone support.
    expect(undocumentedOfferings(en.blocks, "is there a support hotline i can ring")).not.toEqual(
      [],
    );
    expect(answeredFrom("is there a support hotline i can ring")).toEqual([]);
    // "100 GB" and "renewal" in one block are no "100% renewable".
    expect(undocumentedOfferings(en.blocks, "is the hosting 100% renewable powered")).not.toEqual(
      [],
    );
    // A number beside the name's other words still reads: tickets are answered 24/7.
    expect(undocumentedOfferings(en.blocks, "do you have 24/7 support")).toEqual([]);
  });

  it("are named in Chinese and Japanese with a particle between their words", () => {
    expect(undocumentedOfferings(ja.blocks, "電話でのサポートはありますか")).not.toEqual([]);
    expect(undocumentedOfferings(zh.blocks, "有没有电话的客服可以打")).not.toEqual([]);
    expect(answeredFrom("電話でのサポートはありますか")).toEqual([]);
  });

  it("count a feature of a product as offered, apart from the service of the same name", () => {
    // PHP hosting's daily backups are backups taken for you; a backup service is something else.
    expect(
      undocumentedOfferings(en.blocks, "does the web hosting come with automatic backups"),
    ).toEqual([]);
    expect(
      undocumentedOfferings(ja.blocks, "レンタルサーバーに自動バックアップはついてる？"),
    ).toEqual([]);
    expect(answeredFrom("does the web hosting come with automatic backups")).toContain(
      "php-hosting#What is included",
    );
    expect(undocumentedOfferings(en.blocks, "can i buy an offsite backup service")).not.toEqual([]);
  });

  it("decline the question instead of answering from its other words", () => {
    expect(answeredFrom("Do you offer managed Redis for session storage?")).toEqual([]);
    expect(answeredFrom("負荷分散の仕組みは用意されていますか")).toEqual([]);
    // The same kind of question about what we do offer is answered.
    expect(answeredFrom("do you offer managed databases?")).not.toEqual([]);
  });
});

describe("a word the segmenter cut into characters", () => {
  const zh = docsSide("zh");
  const single = (term: string, start: number) => ({
    term,
    surface: term,
    start,
    end: start + 1,
    bigram: false,
  });

  it("is read whole when the documentation writes it", () => {
    expect(
      joinSplitWords([single("链", 0), single("接", 1)], zh.blocks).map((t) => t.term),
    ).toEqual(["链接"]);
    expect(
      joinSplitWords(tokenize("朋友点了我的推广链接", "zh"), zh.blocks).map((t) => t.term),
    ).toEqual(expect.arrayContaining([expect.stringContaining("链接")]));
  });

  it("stays apart when the documentation never writes the pair, or the two are not neighbours", () => {
    expect(
      joinSplitWords([single("里", 0), single("充", 1)], zh.blocks).map((t) => t.term),
    ).toEqual(["里", "充"]);
    expect(
      joinSplitWords([single("链", 0), single("接", 2)], zh.blocks).map((t) => t.term),
    ).toEqual(["链", "接"]);
  });
});

describe("a colloquial question the search and the ranking agree on", () => {
  it("is answered despite its words no documentation writes", () => {
    expect(
      answeredFrom("我朋友用了我的推广链接，过了好几天才去注册，这种还算我拉来的吗")[0],
    ).toMatch(/^affiliate#/);
  });
});

describe("the cheapest", () => {
  it("asks for the lowest price of what it names", () => {
    // Not the sentence that says a longer period is cheaper per month: the price of the plans.
    const first = assistant.retrieve("最便宜的 PHP 虚拟主机一个月多少钱").parts[0];
    expect(first?.blocks.map((block) => block.text).join(" ")).toContain("$2.99");
  });
});
