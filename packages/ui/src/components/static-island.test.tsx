import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { StaticIsland } from "./static-island.tsx";

const island = (render: () => React.ReactNode, onAction = vi.fn(), id = "island") => (
  <StaticIsland id={id} onAction={onAction}>
    {render}
  </StaticIsland>
);

describe("StaticIsland", () => {
  it("keeps the server's HTML when the page hydrates, without rendering its part again", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      island(() => (
        <p>
          from the server{" "}
          <button type="button" data-action="open">
            Open
          </button>
        </p>
      )),
    );
    document.body.append(container);
    const part = vi.fn(() => <p>rendered in the browser</p>);
    const onAction = vi.fn();
    const errors = vi.spyOn(console, "error");
    await act(async () => {
      hydrateRoot(container, island(part, onAction));
    });
    expect(part).not.toHaveBeenCalled();
    expect(container.textContent).toBe("from the server Open");
    expect(errors).not.toHaveBeenCalled();
    screen.getByRole("button", { name: "Open" }).click();
    expect(onAction).toHaveBeenCalledExactlyOnceWith("open");
    container.remove();
  });

  it("renders its part where the document has no island", () => {
    render(island(() => <p>rendered here</p>, vi.fn(), "elsewhere"));
    expect(screen.getByText("rendered here")).toBeInTheDocument();
  });
});
