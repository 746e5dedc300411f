// @vitest-environment happy-dom
// The configurator shows the visitor's choices at once and the server's answer for the last of
// them; an answer for an earlier choice, arriving late, does not undo a later one.
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useAnswered } from "./answered";

type Shown = { region: string; plan: string; period: string };
const first: Shown = { region: "hkg", plan: "vps-1c1g", period: "month" };

function configurator() {
  return renderHook(({ answer, search }) => useAnswered<Shown>(answer, search), {
    initialProps: { answer: first, search: "?region=hkg" },
  });
}

describe("useAnswered", () => {
  it("shows the server's first answer, then each choice at once", () => {
    const { result } = configurator();
    expect(result.current[0]).toEqual(first);
    act(() => result.current[1]({ ...first, region: "tyo" }, "?region=tyo"));
    expect(result.current[0].region).toBe("tyo");
  });

  it("keeps a later choice when the answer for an earlier one arrives after it", () => {
    const { result, rerender } = configurator();
    act(() => result.current[1]({ ...first, region: "tyo" }, "?region=tyo"));
    act(() =>
      result.current[1]({ ...first, region: "tyo", plan: "vps-2c4g" }, "?region=tyo&plan=vps-2c4g"),
    );
    // The region's answer arrives now: Tokyo's catalogue, with the plan it chose by default.
    rerender({ answer: { ...first, region: "tyo" }, search: "?region=tyo" });
    expect(result.current[0].plan).toBe("vps-2c4g");
    // The next choice builds on the plan chosen, and the answer for it is shown.
    act(() =>
      result.current[1](
        { region: "tyo", plan: "vps-2c4g", period: "year" },
        "?region=tyo&plan=vps-2c4g&period=year",
      ),
    );
    const answered = { region: "tyo", plan: "vps-2c4g", period: "year" };
    rerender({ answer: answered, search: "?region=tyo&plan=vps-2c4g&period=year" });
    expect(result.current[0]).toBe(answered);
  });

  it("shows a new answer for the same search (after an order)", () => {
    const { result, rerender } = configurator();
    const after = { ...first };
    rerender({ answer: after, search: "?region=hkg" });
    expect(result.current[0]).toBe(after);
  });
});
