import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fill, renderInContext, texts } from "../test-utils.tsx";
import { Stars } from "./stars.tsx";

describe("Stars", () => {
  it.each([
    [4.6, 5],
    [5, 5],
    [4.5, 4.5],
    [4.3, 4.5],
    [4, 4],
    [3.7, 4],
    [3.2, 3.5],
    [2.6, 3],
    [2.1, 2.5],
    [1.6, 2],
    [1.2, 1.5],
    [1, 1],
    [0, 1],
  ])("rating %s shows %s stars", (rating, stars) => {
    renderInContext(<Stars ratingValue={rating} reviewCount={10} />);
    expect(screen.getByRole("img")).toHaveAttribute("data-stars", String(stars));
  });

  it("is named by review.rating in English, singular and plural", () => {
    const { rerender } = renderInContext(<Stars ratingValue={4.6} reviewCount={128} />);
    expect(
      screen.getByRole("img", {
        name: fill(texts("en").review.rating_other, { value: 4.6, count: 128 }),
      }),
    ).toBeInTheDocument();
    rerender(<Stars ratingValue={5} reviewCount={1} />);
    expect(
      screen.getByRole("img", {
        name: fill(texts("en").review.rating_one, { value: 5, count: 1 }),
      }),
    ).toHaveAttribute("data-stars", "5");
  });

  it.each(["zh", "ja"] as const)("is named by review.rating in %s", (language) => {
    renderInContext(<Stars ratingValue={4.3} reviewCount={57} />, { language });
    expect(
      screen.getByRole("img", {
        name: fill(texts(language).review.rating_other, { value: 4.3, count: 57 }),
      }),
    ).toHaveAttribute("data-stars", "4.5");
  });

  it("draws five stars, hiding the drawings from assistive technology", () => {
    renderInContext(<Stars ratingValue={3.2} reviewCount={3} />);
    const svgs = screen.getByRole("img").querySelectorAll("svg");
    expect(svgs).toHaveLength(5);
    for (const svg of svgs) expect(svg).toHaveAttribute("aria-hidden", "true");
  });
});
