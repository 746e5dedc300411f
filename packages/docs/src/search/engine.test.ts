import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildIndex } from "./build.ts";
import { editDistance } from "./distance.ts";
import { SearchIndex } from "./engine.ts";
import { excerpt } from "./excerpt.ts";
import { doc } from "./fixtures.ts";
import type { SearchDocument } from "./types.ts";

const english = buildIndex(
  [
    doc("body", "Billing", [
      [null, "Invoices and payments. A snapshot is charged monthly. Snapshot prices are low."],
    ]),
    doc("heading", "Storage", [
      [null, "Disks for servers."],
      ["Snapshot schedule", "Nightly."],
    ]),
    doc("title", "Snapshots", [[null, "Take a copy of the system disk at any time."]]),
    doc("refund", "Refund policy", [
      [null, "We refund the first order within 7 days."],
      ["How to ask for a refund", "Open a ticket in the Billing category."],
    ]),
  ],
  "en",
);

const chinese = buildIndex(
  [
    doc("refund", "退款政策", [[null, "本政策说明哪些付款可以退款以及如何退款。"]]),
    doc("disks", "云硬盘", [[null, "数据盘可以扩容，但不能缩小。如需退款，请提交工单。"]]),
    doc("ssh", "使用 SSH 连接", [[null, "在终端中运行 ssh 命令连接服务器。"]]),
  ],
  "zh",
);

const japanese = buildIndex(
  [
    doc("refund", "返金ポリシー", [[null, "初回のご注文から7日以内であれば全額を返金します。"]]),
    doc("snapshots", "スナップショットとISOイメージ", [
      [null, "システムディスクのコピーを作成します。"],
    ]),
    doc("pricing", "料金の概要", [
      [null, "年払いは15%割引です。返金については別の記事をご覧ください。"],
    ]),
  ],
  "ja",
);

const docWithDescription = (
  slug: string,
  title: string,
  description: string,
  sections: [heading: string | null, text: string][],
): SearchDocument => ({ ...doc(slug, title, sections), description });

// A product overview that mentions its price, its pricing article (titled without the
// product's name, which only the slug carries), and a neighbour's pricing article.
const products = buildIndex(
  [
    docWithDescription("vps", "VPS", "Virtual servers: plans, regions and traffic.", [
      [null, "A VPS starts at $5 a month. Each VPS plan has a traffic allowance."],
      ["Plans", "VPS Starter, VPS Basic and VPS Pro, with the price of each VPS."],
      ["Payment", "Pay by the month or the year."],
    ]),
    docWithDescription("vps-pricing", "Server pricing", "Monthly prices of every plan.", [
      [null, "Every plan is priced per month."],
      ["Plans", "VPS Starter $5, VPS Basic $10."],
    ]),
    docWithDescription("network-pricing", "Network pricing", "Bandwidth and traffic prices.", [
      [null, "Traffic past the VPS allowance is slowed, not charged."],
    ]),
    docWithDescription("refund", "Refund policy", "When we refund an order.", [
      [null, "Your first order is refunded in full within 7 days."],
      ["Payment methods", "The refund goes to your balance or your card."],
    ]),
    docWithDescription("sla", "Service level agreement", "Our availability commitment.", [
      [null, "Credits for downtime."],
    ]),
    docWithDescription("billing", "Billing", "Invoices, renewals and coupons.", [
      [null, "Pay with a card or PayPal."],
    ]),
  ],
  "en",
);

const slugs = (index: SearchIndex, query: string, options = {}) =>
  index.search(query, options).map((result) => result.slug);

describe("ranking", () => {
  it("ranks a title match over a heading match over a body match", () => {
    expect(slugs(english, "snapshot", { prefix: false })).toEqual(["title", "heading", "body"]);
  });

  it("prefers articles that match every word", () => {
    expect(slugs(english, "refund ticket")[0]).toBe("refund");
  });

  it("points at the section that matches and marks the hits in its excerpt", () => {
    const [first] = english.search("ticket");
    expect(first?.slug).toBe("refund");
    expect(first?.section).toEqual({ id: "s1", heading: "How to ask for a refund" });
    expect(first?.excerpt.filter((s) => s.hit).map((s) => s.text)).toEqual(["ticket"]);
  });

  it("matches a typo within one edit in English", () => {
    expect(slugs(english, "snapshto", { prefix: false })[0]).toBe("title");
    expect(slugs(english, "refnud")[0]).toBe("refund");
  });

  it("matches the word being typed as a prefix only when asked", () => {
    expect(slugs(english, "snaps", { prefix: true })).toContain("title");
    expect(slugs(english, "snaps", { prefix: false })).toEqual([]);
  });

  it("finds a Chinese word inside sentences (退款)", () => {
    const results = chinese.search("退款");
    expect(results[0]?.slug).toBe("refund");
    expect(results.map((r) => r.slug)).toContain("disks");
    expect(results[1]?.excerpt.some((s) => s.hit && s.text.includes("退款"))).toBe(true);
  });

  it("finds a Chinese compound through its bigrams (退款政策 / 提交工单)", () => {
    expect(slugs(chinese, "退款政策")[0]).toBe("refund");
    expect(slugs(chinese, "提交工单")[0]).toBe("disks");
  });

  it("finds a Japanese word inside sentences (返金)", () => {
    const results = japanese.search("返金");
    expect(results[0]?.slug).toBe("refund");
    expect(results.map((r) => r.slug)).toContain("pricing");
  });

  it("scores a word by itself where an article has it, not by its bigrams", () => {
    // イン and ログ of インストール and ブログ are not the word ログイン.
    const index = buildIndex(
      [
        doc("bigrams", "手順", [
          [
            null,
            "ブログをインストールします。インストール後にログインします。プラグインも入れます。",
          ],
        ]),
        doc("word", "手順", [[null, "管理画面にログインします。"]]),
      ],
      "ja",
    );
    const results = index.search("ログイン", { prefix: false });
    expect(results.map((r) => [r.slug, r.terms])).toEqual([
      ["word", ["ログイン"]],
      ["bigrams", ["ログイン"]],
    ]);
  });

  it("finds part of a katakana compound (スナップ)", () => {
    expect(slugs(japanese, "スナップ")[0]).toBe("snapshots");
  });
});

describe("English ranking of products and prices", () => {
  it("ranks a product's pricing article over its overview (the slug names the product)", () => {
    expect(slugs(products, "vps pricing")[0]).toBe("vps-pricing");
    expect(slugs(products, "vps price per month")[0]).toBe("vps-pricing");
  });

  it("reads cost, price and pricing as the same word", () => {
    expect(slugs(products, "how much does a vps cost")[0]).toBe("vps-pricing");
    expect(slugs(products, "vps pricng")[0]).toBe("vps-pricing");
  });

  it("finds the refund policy for refund and for money back", () => {
    expect(slugs(products, "refund")[0]).toBe("refund");
    expect(slugs(products, "money back")[0]).toBe("refund");
    expect(slugs(products, "can I get my money back")[0]).toBe("refund");
  });

  it("expands an acronym to the words the article uses", () => {
    expect(slugs(products, "SLA")[0]).toBe("sla");
  });

  it("favours the words of a query side by side in a heading", () => {
    // The same words in both; only their order differs, and the later article wins ties.
    const index = buildIndex(
      [
        doc("apart", "Billing", [["Methods of payment", "Card."]]),
        doc("together", "Billing", [["Payment methods", "Card."]]),
      ],
      "en",
    );
    const results = index.search("payment methods");
    expect(results.map((r) => r.slug)).toEqual(["together", "apart"]);
    expect(results[0]?.section?.heading).toBe("Payment methods");
  });

  it("favours an article that has the query's words in one section", () => {
    // The same words in both, in the same fields; only how the sections share them differs,
    // and the earlier article wins ties.
    const index = buildIndex(
      [
        doc("apart", "Guide", [
          ["Alpha", "Kernel notes."],
          ["Beta", "Firmware notes."],
        ]),
        doc("together", "Guide", [
          ["Alpha", "Kernel firmware."],
          ["Beta", "Notes notes."],
        ]),
      ],
      "en",
    );
    expect(index.search("kernel firmware").map((r) => r.slug)).toEqual(["together", "apart"]);
  });

  it("favours an article whose whole title the query names", () => {
    // The guide has more of both words; the article titled by the query's word still leads.
    const index = buildIndex(
      [
        doc("kernel-guide", "Kernel guide", [
          [null, "Load firmware for the kernel. Firmware updates need a new kernel."],
        ]),
        doc("kernel", "Kernel", [[null, "Load firmware."]]),
      ],
      "en",
    );
    expect(index.search("kernel firmware").map((r) => r.slug)).toEqual(["kernel", "kernel-guide"]);
  });

  it("scores a synonym no higher than the rarer word that was typed", () => {
    const [byCost] = products.search("vps cost", { prefix: false });
    const [byPrice] = products.search("vps price", { prefix: false });
    expect(byCost?.slug).toBe(byPrice?.slug);
    expect(byCost?.score ?? 0).toBeLessThanOrEqual(byPrice?.score ?? 0);
  });
});

describe("queries that match nothing", () => {
  it("answers nothing for empty or blank text", () => {
    expect(english.search("")).toEqual([]);
    expect(english.search("   ")).toEqual([]);
  });

  it("suggests the nearest indexed word for a misspelling", () => {
    expect(english.search("snpashott", { prefix: false })).toEqual([]);
    expect(english.suggest("snpashott")).toBe("snapshot");
  });

  it("suggests nothing when every word is indexed or nothing is near", () => {
    expect(english.suggest("refund")).toBeNull();
    expect(english.suggest("zzzzzzzz")).toBeNull();
  });

  it("treats words that name object properties as words", () => {
    for (const query of ["__proto__", "constructor", "toString", "hasOwnProperty"]) {
      expect(() => english.search(query)).not.toThrow();
      expect(english.search(query)).toEqual([]);
    }
  });

  it("never throws, whatever the query", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 300 }), (query) => {
        for (const index of [english, chinese, japanese]) {
          const results = index.search(query);
          expect(Array.isArray(results)).toBe(true);
          index.suggest(query);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("serialization", () => {
  it("answers the same after a JSON round trip", () => {
    const copy = SearchIndex.from(JSON.parse(JSON.stringify(chinese.toJSON())));
    expect(copy.search("退款")).toEqual(chinese.search("退款"));
    expect(copy.size).toBe(3);
  });

  it("refuses an index of another version", () => {
    expect(() => SearchIndex.from({ ...english.toJSON(), version: 1 as 2 })).toThrow(/version/);
  });
});

describe("excerpt", () => {
  it("keeps short text whole, with the hits marked", () => {
    expect(excerpt("Open a ticket now.", "en", new Set(["ticket"]), 180)).toEqual([
      { text: "Open a ", hit: false },
      { text: "ticket", hit: true },
      { text: " now.", hit: false },
    ]);
  });

  it("cuts long text around the hits, on word boundaries", () => {
    const text = `${"lorem ".repeat(60)}the refund arrives in five days ${"ipsum ".repeat(60)}`;
    const parts = excerpt(text, "en", new Set(["refund"]), 80);
    const joined = parts.map((p) => p.text).join("");
    expect(joined.startsWith("… ")).toBe(true);
    expect(joined.endsWith(" …")).toBe(true);
    expect(parts.some((p) => p.hit && p.text === "refund")).toBe(true);
    expect(joined.length).toBeLessThanOrEqual(86);
  });
});

describe("editDistance", () => {
  it("counts insertions, deletions, substitutions and swaps", () => {
    expect(editDistance("refund", "refund", 1)).toBe(0);
    expect(editDistance("refund", "refnud", 1)).toBe(1);
    expect(editDistance("refund", "refunds", 1)).toBe(1);
    expect(editDistance("refund", "rfund", 1)).toBe(1);
    expect(editDistance("refund", "rafund", 1)).toBe(1);
    expect(editDistance("refund", "rafnud", 1)).toBe(2);
  });

  it("is symmetric and never over max + 1", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (a, b) => {
        const d = editDistance(a, b, 2);
        expect(d).toBe(editDistance(b, a, 2));
        expect(d).toBeLessThanOrEqual(3);
      }),
    );
  });
});

describe("hits and synonyms", () => {
  // "back", "how", "my", の and 的 are in many articles: none of them makes a hit alone.
  const everyday = buildIndex(
    [
      doc("refund", "Refund policy", [[null, "We refund the first order within 7 days."]]),
      doc("restore", "Restore", [
        [null, "Go back to an earlier state. How it works for my server."],
      ]),
      doc("backups", "Snapshots", [[null, "Take a copy of the system disk."]]),
    ],
    "en",
  );

  it("does not count a match on stop words or question words as a hit", () => {
    expect(slugs(everyday, "how do I get my money back")).toEqual(["refund"]);
    expect(slugs(everyday, "how")).toEqual([]);
    expect(slugs(everyday, "what happens")).toEqual([]);
    expect(slugs(chinese, "的")).toEqual([]);
    expect(slugs(japanese, "の")).toEqual([]);
    // A lone letter or digit (a stray key) matches "7 days" or "10.x" but says nothing.
    expect(slugs(english, "7")).toEqual([]);
    expect(slugs(english, "a 7")).toEqual([]);
    expect(slugs(english, "7 days")).toEqual(["refund"]);
  });

  it("reads a phrasal verb as its product word", () => {
    expect(slugs(everyday, "back up my server")[0]).toBe("backups");
    expect(slugs(everyday, "back up")).toEqual(["backups"]);
  });

  it("finds an article by another word of the product vocabulary in every language", () => {
    expect(slugs(products, "uptime guarantee")[0]).toBe("sla");
    expect(slugs(products, "promo code")[0]).toBe("billing");
    expect(slugs(products, "bandwidth overage")).toContain("network-pricing");
    expect(slugs(chinese, "退钱")[0]).toBe("refund");
    expect(slugs(japanese, "払い戻し")[0]).toBe("refund");
  });

  it("reads visitors' words for a copyright complaint as copyright in every language", () => {
    const abuse = (language: "en" | "zh" | "ja", title: string, text: string) =>
      buildIndex(
        [
          doc("abuse", title, [[null, text]]),
          doc("refund", "Refund", [[null, "Refund 退款 返金 within 7 days"]]),
        ],
        language,
      );
    const en = abuse("en", "Abuse policy", "Send copyright notices to abuse@hostfront.example.");
    expect(slugs(en, "pirated copy of my film")[0]).toBe("abuse");
    expect(slugs(en, "dmca takedown")[0]).toBe("abuse");
    const zh = abuse("zh", "滥用政策", "版权侵权通知请发送至 abuse@hostfront.example。");
    expect(slugs(zh, "照片被盗用")[0]).toBe("abuse");
    const ja = abuse("ja", "不正利用ポリシー", "著作権侵害の通知は abuse@hostfront.example へ。");
    expect(slugs(ja, "写真の無断転載")[0]).toBe("abuse");
  });

  it("needs every word of a phrase", () => {
    const results = everyday.search("money back", { prefix: false });
    expect(results.map((r) => r.slug)).toEqual(["refund"]);
    expect(results[0]?.terms).toContain("refund");
  });
});
