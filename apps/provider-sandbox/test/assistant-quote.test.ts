// A price question naming a configuration gets the sum, computed with the contract's
// quoteServer from the catalogue the assistant is given (quote.ts), in the question's language;
// a question it cannot price exactly gets no sum. The questions are paraphrases, none of them in
// the bench's question sets.
import { quoteServer } from "@hostfront/api-client/contract";
import { buildCatalogue, type Language, planView } from "@hostfront/api-client/fixtures";
import { describe, expect, it } from "vitest";
import { composeAnswer } from "../src/provider/assistant/compose.ts";
import { PRICING_ARTICLES, quotePart, readConfiguration } from "../src/provider/assistant/quote.ts";
import { createAssistant } from "../src/provider/assistant.ts";
import { docs, docsSide } from "./assistant-docs.ts";

const catalogue = buildCatalogue();
const assistant = createAssistant(docs, catalogue);
const site = { base: "https://example.test" };

/** The quote a question gets, as a part of the answer (null when it gets none). */
function quotePartOf(question: string, language: Language, from = catalogue) {
  const config = readConfiguration(question, language, from);
  return config && quotePart(docsSide(language).blocks, from, config);
}

/** The quote's cells, as one line per row ("" when the question gets no quote). */
function quoteOf(question: string, language: Language, from = catalogue): string {
  const part = quotePartOf(question, language, from);
  if (!part) return "";
  return part.blocks
    .filter((block) => block.kind === "row")
    .map((block) => block.cells?.join(" | "))
    .join("\n");
}

describe("a price question naming a configuration", () => {
  it("reads the plan, region, period, licence, bandwidth, disks and coupons in three languages", () => {
    const en = readConfiguration(
      "price check: cloud s4 in singapore, 20 mbps, plus a 300gb ssd volume, billed quarterly, with NEW5",
      "en",
      catalogue,
    );
    expect(en?.plan?.id).toBe("cvm-s4");
    expect(en?.region?.id).toBe("sin");
    expect(en?.period).toBe("quarter");
    expect(en?.bandwidth?.bandwidthMbps).toBe(20);
    expect(en?.disks.map((d) => [d.product.type, d.sizeGb])).toEqual([["ssd", 300]]);
    expect(en?.coupons.map((c) => c.code)).toEqual(["NEW5"]);

    const zh = readConfiguration("洛杉矶的VPS专业型装Windows，年付总共多少钱", "zh", catalogue);
    expect([zh?.plan?.id, zh?.region?.id, zh?.period, zh?.windows?.family]).toEqual([
      "vps-4c8g",
      "lax",
      "year",
      "windows",
    ]);

    const ja = readConfiguration(
      "専用サーバー E-2388Gを3ヶ月で、NVMe 200GBとHDD 1TBのディスクも付けたらいくら？",
      "ja",
      catalogue,
    );
    expect(ja?.plan?.id).toBe("ded-e2388g");
    expect(ja?.period).toBe("quarter");
    expect(ja?.disks.map((d) => [d.product.type, d.sizeGb])).toEqual([
      ["nvme", 200],
      ["hdd", 1000],
    ]);
  });

  it("answers with the sum quoteServer computes, line by line, and cites the period rule", () => {
    const question = "vps pro in new york with windows, paid for a year: what's the total?";
    const answer = composeAnswer(assistant.retrieve(question), site);
    const plan = catalogue.plans.find((p) => p.id === "vps-4c8g");
    const windows = catalogue.images.find((i) => i.id === "windows-2025");
    if (!plan || !windows) throw new Error("the sample catalogue changed");
    const quote = quoteServer({
      plan: planView(plan, "en"),
      period: "year",
      quantity: 1,
      image: windows,
    });
    // $408.00 + $153.00, as the checkout charges it.
    expect(quote.totalUsd).toBe(561);
    expect(answer.answer).toContain("| VPS Pro | $40.00 × 12 × 0.85 | $408.00 |");
    expect(answer.answer).toContain("| Windows Server licence | $15.00 × 12 × 0.85 | $153.00 |");
    expect(answer.answer).toContain("| Total |  | $561.00 |");
    expect(answer.sources[0]?.url).toContain(`/doc/article/${PRICING_ARTICLES.server}`);
  });

  it("prices bandwidth by the region named, in Chinese and Japanese too", () => {
    expect(quoteOf("新加坡的云服务器 S2 带宽要 20M，月付一共多少钱", "zh")).toBe(
      [
        "云服务器 S2 | $12.00 | $12.00",
        "带宽 20 Mbps（新加坡） | $22.00 | $22.00",
        "合计 |  | $34.00",
      ].join("\n"),
    );
    expect(
      quoteOf("ロサンゼルスのクラウドサーバー M8を100Mbpsにして年払いだと合計いくら？", "ja"),
    ).toContain("合計 |  | $1,683.00");
  });

  it("applies each coupon named, and says when one does not apply", () => {
    const quote = quoteOf("vps basic for a year with the YEAR10 code, how much do i pay", "en");
    expect(quote).toContain("With YEAR10 | $102.00 − $10.20 | $91.80");
    const part = quotePartOf("VPS 基础型月付用 DEDI20 实付多少", "zh");
    expect(part?.blocks.at(-1)?.text).toBe("DEDI20 不适用于该产品。");
  });

  it("prices several identical servers, as one order holds up to ten", () => {
    expect(quoteOf("3 vps basic for a quarter with windows on each, total?", "en")).toBe(
      [
        "VPS Basic | $10.00 × 3 × 0.95 × 3 | $85.50",
        "Windows Server licence | $15.00 × 3 × 0.95 × 3 | $128.25",
        "Total |  | $213.75",
      ].join("\n"),
    );
    expect(quoteOf("两台 VPS 标准型年付一共多少钱", "zh")).toContain("合计 |  | $408.00");
    expect(quoteOf("VPS Standardを3台、年払いで合計いくら？", "ja")).toContain("合計 |  | $612.00");
  });

  it("prices data disks asked about alone", () => {
    expect(quoteOf("what would a 400gb nvme disk cost me per quarter", "en")).toBe(
      "NVMe SSD data disk, 400 GB | 400 × $0.12 = $48.00; $48.00 × 3 × 0.95 | $136.80",
    );
    // A thousands separator is no decimal point.
    expect(quoteOf("price of a 2,000 gb hdd disk for one month", "en")).toBe(
      "Standard HDD data disk, 2,000 GB | 2,000 × $0.03 = $60.00 | $60.00",
    );
  });

  it("reads the prices of the catalogue it is given, not fixed figures", () => {
    const dearer = buildCatalogue();
    const plan = dearer.plans.find((p) => p.id === "vps-1c2g");
    if (!plan) throw new Error("the sample catalogue changed");
    Object.assign(plan, { prices: { month: 11, quarter: 31.35, year: 112.2 } });
    expect(quoteOf("vps basic paid quarterly, total please", "en", dearer)).toContain(
      "VPS Basic | $11.00 × 3 × 0.95 | $31.35",
    );
  });
});

describe("a question the quote cannot price exactly", () => {
  const none: [string, Language][] = [
    // Two plans: an upgrade, priced for the days left.
    ["moving from vps basic to vps standard mid-year, what do i pay", "en"],
    // A period the catalogue does not sell.
    ["vps standard for 2 years, how much in total", "en"],
    ["VPS 标准型一次买两年多少钱", "zh"],
    // Prices another rule decides.
    ["vps standard yearly was down 2 hours, how much credit do i get", "en"],
    ["VPS Standardを年払いで買って5日で返金したらいくら戻る？", "ja"],
    // A bandwidth not sold, a plan not sold in the region, a disk not sold there, a disk's type unnamed.
    ["cloud s2 in tokyo with 30 mbps, monthly price", "en"],
    ["cloud s4 in london for a year, how much", "en"],
    ["a 500gb hdd disk for my tokyo vps, price per month", "en"],
    ["VPS StandardにWindowsと200GBのディスクを付けて年払いだといくら？", "ja"],
    // More servers than one order holds.
    ["15 vps standard servers for a year, total price", "en"],
    // Not a price question.
    ["vps pro in london: how much outgoing data per month do i get", "en"],
    // A configuration beyond the plan's list price is not named.
    ["how much is vps starter", "en"],
  ];
  it.each(none)("%s", (question, language) => {
    expect(quoteOf(question, language)).toBe("");
  });
});

describe("the sections a quote cites", () => {
  it("state the period rule in every language", () => {
    for (const language of ["en", "zh", "ja"] as const) {
      const blocks = docsSide(language).blocks;
      for (const slug of Object.values(PRICING_ARTICLES))
        expect(
          blocks.inArticle(slug).some(({ block }) => /×.*0\.85/.test(block.text)),
          `${language} ${slug}`,
        ).toBe(true);
    }
  });
});
