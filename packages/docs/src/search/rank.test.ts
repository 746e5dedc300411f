import { describe, expect, it } from "vitest";
import { buildIndex } from "./build.ts";
import { doc } from "./fixtures.ts";

describe("a heading the query names", () => {
  // The ordering guide has a numbered section on paying; the affiliate article mentions
  // payments more often, in passing.
  const japanese = buildIndex(
    [
      doc("affiliate", "アフィリエイト", [
        [
          null,
          "お支払い額の15%を報酬として受け取れます。どのお支払い方法でも対象です。お支払いのたびに計上されます。お支払い方法は問いません。",
        ],
        ["報酬", "報酬は出金できます。"],
      ]),
      doc("order", "サーバーの注文", [
        [null, "構成ページでサーバーを注文します。"],
        ["11. お支払い", "通貨とお支払い方法を選びます。"],
      ]),
    ],
    "ja",
  );

  it("favours the article with a Japanese section headed by the query's word", () => {
    const slugs = japanese.search("支払い方法は何がありますか").map((result) => result.slug);
    expect(slugs).toEqual(["order", "affiliate"]);
  });

  it("does not count an English heading", () => {
    // A one-word English heading (`PayPal`) is one detail of the article, not its subject.
    const english = buildIndex(
      [
        doc("order", "Ordering", [
          [null, "Pick a plan and pay."],
          ["PayPal", "Pay in USD."],
        ]),
        doc("billing", "Billing", [[null, "Pay with PayPal or a card."]]),
      ],
      "en",
    );
    expect(english.search("pay with paypal")[0]?.slug).toBe("billing");
  });
});
