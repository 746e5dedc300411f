import { act, fireEvent, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { StaticIsland } from "./static-island.tsx";

const island = (render: () => React.ReactNode, onAction = vi.fn(), id = "island") => (
  <StaticIsland id={id} onAction={onAction}>
    {render}
  </StaticIsland>
);

/** A document holding the server's render of `element`, as a page arrives. */
function serverDocument(element: React.ReactElement): HTMLDivElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.append(container);
  return container;
}

/**
 * Clicks `element` as `init` says; whether the island took the click (prevented its default).
 * The document's own listener runs after React's and stops the browser's navigation.
 */
function click(element: Element, init: MouseEventInit = {}): boolean {
  let prevented = false;
  const listener = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener("click", listener);
  fireEvent.click(element, init);
  document.removeEventListener("click", listener);
  return prevented;
}

describe("StaticIsland", () => {
  it("keeps the server's HTML when the page hydrates, without rendering its part again", async () => {
    const container = serverDocument(
      island(() => (
        <p>
          from the server{" "}
          <button type="button" data-action="open">
            Open
          </button>
        </p>
      )),
    );
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

  it("keeps the HTML the document arrived with across a remount", async () => {
    const container = serverDocument(island(() => <p>first render</p>, vi.fn(), "remounted"));
    const root = await act(async () =>
      hydrateRoot(container, island(vi.fn(), vi.fn(), "remounted")),
    );
    act(() => root.unmount());
    container.remove();
    const part = vi.fn(() => <p>rendered in the browser</p>);
    render(island(part, vi.fn(), "remounted"));
    expect(part).not.toHaveBeenCalled();
    expect(screen.getByText("first render")).toBeInTheDocument();
  });

  it("renders its part where the document has no island", () => {
    render(island(() => <p>rendered here</p>, vi.fn(), "elsewhere"));
    expect(screen.getByText("rendered here")).toBeInTheDocument();
  });

  it("renders its part once it is not to keep the document's HTML (its data came again)", async () => {
    const container = serverDocument(island(() => <p>from the server</p>, vi.fn(), "sent-again"));
    const kept = (keep: boolean) => (
      <StaticIsland id="sent-again" keep={keep}>
        {() => <p>from the data</p>}
      </StaticIsland>
    );
    const root = await act(async () => hydrateRoot(container, kept(true)));
    expect(container.textContent).toBe("from the server");
    act(() => root.render(kept(false)));
    expect(container.textContent).toBe("from the data");
    act(() => root.unmount());
    container.remove();
  });
});

describe("StaticIsland's clicks", () => {
  const links = (onLink: (path: string) => void, onAction?: (name: string) => void) =>
    render(
      <StaticIsland id="links" onLink={onLink} onAction={onAction}>
        {() => (
          <nav>
            <a data-link href="/doc/article/next?from=here#top">
              Next
            </a>
            <a data-link href="/doc/article/new" target="_blank" rel="noopener">
              New window
            </a>
            <a data-link href="/doc/article/file" download>
              Download
            </a>
            <a data-link href="https://elsewhere.test/doc">
              Elsewhere
            </a>
            <a href="/doc/article/plain">Plain</a>
            <button type="button" data-action="cookie-settings">
              <span>Cookie settings</span>
            </button>
          </nav>
        )}
      </StaticIsland>,
    );

  it("navigates in the app on a plain left click on a link marked data-link", () => {
    const onLink = vi.fn();
    links(onLink);
    expect(click(screen.getByRole("link", { name: "Next" }))).toBe(true);
    expect(onLink).toHaveBeenCalledExactlyOnceWith("/doc/article/next?from=here#top");
  });

  it("leaves modified and other-button clicks to the browser", () => {
    const onLink = vi.fn();
    links(onLink);
    const next = screen.getByRole("link", { name: "Next" });
    for (const init of [
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
    ])
      expect(click(next, init), JSON.stringify(init)).toBe(false);
    expect(onLink).not.toHaveBeenCalled();
  });

  it("leaves another window, a download, another site and unmarked links to the browser", () => {
    const onLink = vi.fn();
    links(onLink);
    for (const name of ["New window", "Download", "Elsewhere", "Plain"])
      expect(click(screen.getByRole("link", { name })), name).toBe(false);
    expect(onLink).not.toHaveBeenCalled();
  });

  it("calls onAction with the name of the element marked data-action that was clicked", () => {
    const onLink = vi.fn();
    const onAction = vi.fn();
    links(onLink, onAction);
    click(screen.getByText("Cookie settings"));
    expect(onAction).toHaveBeenCalledExactlyOnceWith("cookie-settings");
    click(screen.getByRole("link", { name: "Next" }));
    click(screen.getByRole("navigation"));
    expect(onAction).toHaveBeenCalledOnce();
    expect(onLink).toHaveBeenCalledOnce();
  });
});
