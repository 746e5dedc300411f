import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Avatar } from "./avatar.tsx";

const imageOf = (image: number) => {
  const { container, unmount } = render(<Avatar image={image} />);
  const value = container.querySelector("svg")?.getAttribute("data-profile-image");
  unmount();
  return value;
};

describe("Avatar", () => {
  it("shows profile images 0 to 7 as they are", () => {
    for (const image of [0, 1, 2, 3, 4, 5, 6, 7]) expect(imageOf(image)).toBe(String(image));
  });

  it.each([
    [8, "0"],
    [15, "7"],
    [-1, "7"],
    [-8, "0"],
    [-9, "7"],
    [1_000_003, "3"],
    [Number.MAX_SAFE_INTEGER, "7"],
    [Number.MIN_SAFE_INTEGER, "1"],
  ])("maps %s into 0-7 (%s)", (image, expected) => {
    expect(imageOf(image)).toBe(expected);
  });

  it("is in 0-7 for every integer in a wide range", () => {
    for (let image = -50; image <= 50; image++) {
      const value = Number(imageOf(image));
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(7);
    }
  });

  it("is decorative and takes a size", () => {
    const { container } = render(<Avatar image={2} size={48} />);
    const svg = container.querySelector("svg");
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg).toHaveAttribute("width", "48");
    expect(svg).toHaveAttribute("height", "48");
  });
});
