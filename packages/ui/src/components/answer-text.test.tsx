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

  it("shows steps, lists, tables and code in their shape", () => {
    const { container } = render(
      <AnswerText
        text={[
          "Ask within 7 days [1](/doc/article/refund#vps)",
          "",
          "1. Back up the server.",
          "2. Open a ticket in `Billing`.",
          "",
          "- Domains",
          "- Coupons",
          "",
          "| Refund to | When it arrives |",
          "|---|---|",
          "| Account balance | At once |",
          "| Original payment method | Within 5-10 business days |",
          "",
          "```",
          "ssh root@203.0.113.25",
          "```",
        ].join("\n")}
      />,
    );
    expect(screen.getByRole("link", { name: "1" })).toHaveAttribute(
      "href",
      "/doc/article/refund#vps",
    );
    expect([...container.querySelectorAll("ol > li")].map((li) => li.textContent)).toEqual([
      "Back up the server.",
      "Open a ticket in Billing.",
    ]);
    expect(container.querySelector("ol code")?.textContent).toBe("Billing");
    expect(container.querySelectorAll("ul > li")).toHaveLength(2);
    expect(screen.getAllByRole("columnheader").map((th) => th.textContent)).toEqual([
      "Refund to",
      "When it arrives",
    ]);
    expect(screen.getAllByRole("row")).toHaveLength(3);
    expect(screen.getByRole("cell", { name: "Within 5-10 business days" })).toBeInTheDocument();
    expect(container.querySelector("pre code")?.textContent).toBe("ssh root@203.0.113.25");
  });

  it("keeps HTML inside tables and lists as text", () => {
    const { container } = render(
      <AnswerText text={"- <script>alert(1)</script>\n\n| a |\n|---|\n| <b>x</b> \\| y |"} />,
    );
    expect(container.querySelector("script, b")).toBeNull();
    expect(container.querySelector("li")?.textContent).toBe("<script>alert(1)</script>");
    expect(screen.getByRole("cell").textContent).toBe("<b>x</b> | y");
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
