import { describe, expect, it } from "vitest";
import { doc } from "./fixtures.ts";
import { buildIndex, searchSections } from "./index.ts";

const index = buildIndex(
  [
    doc("refund", "Refund policy", [
      [null, "We refund the first order within 7 days."],
      ["How to ask for a refund", "Open a ticket in the Billing category."],
      ["Payment methods", "Pay by card."],
    ]),
    doc("tickets", "Tickets", [
      [null, "Ask support anything."],
      ["Open a ticket", "Write to support; a ticket is answered within a day."],
    ]),
    doc("snapshots", "Snapshots", [[null, "Copies of the system disk."]]),
  ],
  "en",
);

describe("searchSections", () => {
  it("ranks the sections that hold the query across articles", () => {
    const sections = searchSections(index, "refund ticket");
    expect(sections[0]).toMatchObject({ slug: "refund", id: "s1" });
    expect(sections.map((s) => `${s.slug}#${s.id}`)).toContain("tickets#s1");
    // A section that holds none of the query's words is not an answer.
    expect(sections.map((s) => s.id)).not.toContain("s2");
    const scores = sections.map((s) => s.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("gives an article's best section its result's score and section", () => {
    for (const query of ["refund ticket", "ticket", "refund"]) {
      const results = index.search(query, { excerpts: 0 });
      const sections = searchSections(index, query, { limit: 50 });
      for (const result of results) {
        const best = sections.find((s) => s.slug === result.slug);
        expect(best?.score).toBe(result.score);
        expect(best?.id ?? null).toBe(result.section?.id ?? null);
        for (const other of sections.filter((s) => s.slug === result.slug))
          expect(other.score).toBeLessThanOrEqual(result.score);
      }
    }
  });

  it("names the section's heading and the matched terms it holds", () => {
    const [first] = searchSections(index, "ticket");
    expect(first).toMatchObject({ heading: "Open a ticket", terms: ["ticket"], coverage: 1 });
  });

  it("answers the opening of an article matched only in its title", () => {
    expect(searchSections(index, "policy")).toEqual([
      expect.objectContaining({ slug: "refund", id: null, heading: "Refund policy" }),
    ]);
  });

  it("returns at most `limit` sections, and none for a query that matches nothing", () => {
    expect(searchSections(index, "ticket", { limit: 1 })).toHaveLength(1);
    expect(searchSections(index, "kubernetes")).toEqual([]);
    expect(searchSections(index, "")).toEqual([]);
  });
});
