// A question about one of our products that only another product's article or section answers
// is declined (products.ts); one that names the answer's product too is answered. The questions
// are paraphrases, none of them in the bench's question sets.
import { describe, expect, it } from "vitest";
import { answersAnotherProduct } from "../src/provider/assistant/products.ts";
import { createAssistant } from "../src/provider/assistant.ts";
import { docs, docsSide } from "./assistant-docs.ts";

const assistant = createAssistant(docs);
const answeredFrom = (question: string) =>
  assistant.retrieve(question).parts.map((part) => `${part.section.slug}#${part.section.id}`);

describe("a product asked about that only another product's documentation answers", () => {
  it("is declined, not answered with the other product's facts", () => {
    // The documentation names the dedicated servers' CPUs, not the VPS's.
    expect(answeredFrom("which processor do the vps plans use, intel xeon or amd epyc?")).toEqual(
      [],
    );
    expect(answeredFrom("VPS的处理器是哪家的，英特尔还是AMD")).toEqual([]);
    expect(answeredFrom("VPSのプロセッサーはIntelですか")).toEqual([]);
  });

  it("reads a section headed with another product's name as about that product", () => {
    const en = docsSide("en");
    const pricing = en.blocks.sections.find(
      (s) => s.slug === "vps-pricing" && s.heading === "Dedicated servers",
    );
    if (!pricing) throw new Error("vps-pricing has no section Dedicated servers");
    expect(answersAnotherProduct(en.blocks, "what cpu does a vps have", pricing)).toBe(true);
    expect(answersAnotherProduct(en.blocks, "what cpu does a dedicated server have", pricing)).toBe(
      false,
    );
  });

  it("answers a question that names the answer's product too, or that the section names", () => {
    expect(
      answeredFrom("from my vps, how do i reach my managed db over the private network"),
    ).toContain("managed-databases#connecting-over-the-private-network");
    expect(answeredFrom("VPSからマネージドDBにプライベートネットワークで接続したい")).not.toEqual(
      [],
    );
    // The mining section of the dedicated servers says VPS may not mine.
    expect(answeredFrom("VPS 上能挖矿吗")).not.toEqual([]);
  });
});
