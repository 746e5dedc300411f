import { act, render, renderHook, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useHydrated } from "./hydration.ts";

function Mode() {
  return <p>{useHydrated() ? "scripted" : "plain"}</p>;
}

describe("useHydrated", () => {
  it("is false on the server", () => {
    expect(renderToString(<Mode />)).toBe("<p>plain</p>");
  });

  it("is true once the component has mounted in the browser", () => {
    const { result } = renderHook(() => useHydrated());
    expect(result.current).toBe(true);
  });

  it("hydrates with the server's answer first (no mismatch), then turns true", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Mode />);
    document.body.append(container);
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <Mode />, { onRecoverableError: (error) => errors.push(error) }),
    );
    expect(errors).toEqual([]);
    expect(container.textContent).toBe("scripted");
    act(() => root.unmount());
    container.remove();
  });

  it("each component answers for itself: a new one mounted later is true from its effect", () => {
    const { rerender } = render(<Mode />);
    expect(screen.getByText("scripted")).toBeInTheDocument();
    rerender(
      <>
        <Mode />
        <Mode />
      </>,
    );
    expect(screen.getAllByText("scripted")).toHaveLength(2);
  });
});
