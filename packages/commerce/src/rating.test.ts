import { describe, expect, it } from "vitest";
import { roundStar } from "./rating.ts";

describe("roundStar", () => {
  // Each threshold of SPEC.md section 9: the value itself, and just above it.
  it.each([
    [5, 5],
    [4.51, 5],
    [4.5, 4.5],
    [4.01, 4.5],
    [4, 4],
    [3.51, 4],
    [3.5, 3.5],
    [3.01, 3.5],
    [3, 3],
    [2.51, 3],
    [2.5, 2.5],
    [2.01, 2.5],
    [2, 2],
    [1.51, 2],
    [1.5, 1.5],
    [1.01, 1.5],
    [1, 1],
    [0.5, 1],
    [0, 1],
  ])("rounds %d to %d stars", (rating, stars) => {
    expect(roundStar(rating)).toBe(stars);
  });

  it("caps ratings above 5 and shows 1 star for anything that is not a number", () => {
    expect(roundStar(7)).toBe(5);
    expect(roundStar(Number.NaN)).toBe(1);
    expect(roundStar(-3)).toBe(1);
  });
});
