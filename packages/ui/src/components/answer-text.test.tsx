import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AnswerText, safeHref } from "./answer-text.tsx";

describe("AnswerText", () => {
  it("links Markdown links to site paths and bare http(s) URLs", () => {
    render(
      <AnswerText text="See [the refund policy](/zh/doc/article/refund#how) or https://status.example.com/page." />,
    );
    expect(screen.getByRole("link", { name: "the refund policy" })).toHaveAttribute(
      "href",
      "/zh/doc/article/refund#how",
    );
    const external = screen.getByRole("link", { name: "https://status.example.com/page" });
    expect(external).toHaveAttribute("rel", "noopener noreferrer");
    expect(external.parentElement?.textContent).toMatch(/page\.$/);
  });

  it("keeps HTML and unsafe links as plain text", () => {
    const { container } = render(
      <AnswerText
        text={'<img src=x onerror="alert(1)"> [click](javascript:alert(1)) [x](//evil.example)'}
      />,
    );
    expect(container.querySelector("img")).toBeNull();
    expect(screen.queryAllByRole("link")).toHaveLength(0);
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(container.textContent).toContain("click");
  });

  it.each([
    ["/doc/article/api", "/doc/article/api"],
    ["https://example.com/a", "https://example.com/a"],
    ["//evil.example", null],
    ["/\\evil.example", null],
    ["javascript:alert(1)", null],
    ["data:text/html,x", null],
  ])("safeHref(%s) is %s", (url, expected) => {
    expect(safeHref(url)).toBe(expected);
  });
});
