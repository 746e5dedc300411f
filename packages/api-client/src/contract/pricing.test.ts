import { describe, expect, it } from "vitest";
import { cents, periodPrice } from "./pricing.ts";

describe("cents", () => {
  it.each([
    [12.344, 12.34],
    [12.345000001, 12.35],
    [0.1 + 0.2, 0.3],
    [7, 7],
  ])("rounds %s US dollars to %s", (usd, rounded) => {
    expect(cents(usd)).toBe(rounded);
  });

  it("is how a period's price is rounded", () => {
    // 3 months at 9.99 with 5% off is 28.4715: charged as 28.47.
    expect(periodPrice(9.99, "quarter")).toBe(28.47);
  });
});
