import { describe, expect, it } from "vitest";
import { inOrder } from "./adjacency.ts";
import { buildIndex } from "./build.ts";
import { doc } from "./fixtures.ts";
import { tokenize } from "./tokenize.ts";
import type { SearchDocument } from "./types.ts";

const slugs = (documents: SearchDocument[], language: "en" | "ja", query: string) =>
  buildIndex(documents, language)
    .search(query, { prefix: false })
    .map((result) => result.slug);

describe("inOrder", () => {
  const at = (text: string, terms: string[]) =>
    inOrder(text, tokenize(text, "en", { keepStopwords: true }), terms);

  it("finds words side by side, a function word or two between them", () => {
    expect(at("Past the allowance, the port is slow.", ["past", "allow"])).toBe(true);
    expect(at("A null-route lasts an hour.", ["null", "rout"])).toBe(true);
  });

  it("needs them in order, close, and in one sentence", () => {
    expect(at("The allowance is past.", ["past", "allow"])).toBe(false);
    expect(at("Past attacks were many; a new allowance", ["past", "allow"])).toBe(false);
    expect(at("No charge. Inbound traffic is free.", ["charg", "inbound"])).toBe(false);
  });
});

describe("words side by side in the articles' text", () => {
  it("matches another way to say a word only where its words stand together", () => {
    // Both hold `money` and `back`; only one has them as `money back`, a way to say refund.
    const documents = [
      doc("apart", "Menu", [[null, "Money is charged monthly. Go back to the menu."]]),
      doc("together", "Refunds", [[null, "Get your money back within 7 days."]]),
    ];
    expect(slugs(documents, "en", "refund")).toEqual(["together"]);
  });

  it("favours an article that has the query's words side by side", () => {
    // The first article has more of both words, apart; the second has them as written.
    const documents = [
      doc("apart", "Network", [
        [null, "Null values are logged. Each route is listed; every route has a null check."],
      ]),
      doc("together", "Network", [[null, "An attacked address is null-routed for an hour."]]),
    ];
    expect(slugs(documents, "en", "null route")).toEqual(["together", "apart"]);
  });

  it("finds a Japanese compound where the segmenter cut it, before its words apart", () => {
    // Both hold 逆 and 引き (the kanji of 逆に); only the second writes the compound 逆引き.
    const documents = [
      doc("apart", "手順", [[null, "逆に、ひもを引きます。"]]),
      doc("together", "手順", [[null, "逆引きを設定します。"]]),
    ];
    expect(slugs(documents, "ja", "逆引き")[0]).toBe("together");
  });

  it("finds a word with okurigana however the segmenter cut it (超えたら, 超える)", () => {
    const documents = [
      doc("other", "料金", [[null, "上限は毎月リセットされます。"]]),
      doc("over", "料金", [[null, "上限を超えると速度が制限されます。"]]),
    ];
    const [first] = buildIndex(documents, "ja").search("上限を超えたら", { prefix: false });
    expect(first?.slug).toBe("over");
    expect(first?.terms).toContain("超");
  });
});
