// @vitest-environment happy-dom
// A choice group that starts screens below the first on a phone holds a place for its cards
// until the visitor nears it; the others render as they are.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { renderNearNow } from "~/components/section";
import { ChoiceGroup } from "./choice";

const cards = ["a", "b", "c"].map((value) => (
  <label key={value}>
    <input type="radio" name="plan" value={value} /> {value}
  </label>
));

describe("ChoiceGroup", () => {
  it("holds the place of its cards when it renders near (legend, hint, 3 cards of 4 rem)", () => {
    const html = renderToStaticMarkup(
      <ChoiceGroup name="plan" legend="Plan" hint="Pick one" cardRem={4}>
        {null}
        {cards}
      </ChoiceGroup>,
    );
    expect(html).toContain('class="min-w-0 scroll-mt-24 render-near"');
    expect(html).toContain('style="--render-near-estimate:17rem"');
  });

  it("holds less for a legend alone", () => {
    const html = renderToStaticMarkup(
      <ChoiceGroup name="plan" legend="Plan" cardRem={4}>
        {cards}
      </ChoiceGroup>,
    );
    expect(html).toContain('style="--render-near-estimate:14.5rem"');
  });

  it("renders at once without a card height", () => {
    const html = renderToStaticMarkup(
      <ChoiceGroup name="type" legend="Type">
        {cards}
      </ChoiceGroup>,
    );
    expect(html).not.toContain("render-near");
    expect(html).not.toContain("style=");
  });
});

describe("renderNearNow", () => {
  it("marks the part whose render-near blocks are laid out at once", () => {
    const form = document.createElement("form");
    renderNearNow(form);
    expect(form.getAttribute("data-render-near")).toBe("now");
    expect(() => renderNearNow(null)).not.toThrow();
  });
});
