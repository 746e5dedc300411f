// @vitest-environment happy-dom
// A page island: the server renders it from its values, the browser keeps that HTML on a page
// document and renders it from the loader's data otherwise; its links navigate in the app.
import { act, fireEvent, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { islandMiddleware, islandModule, PageIsland, ServerOnlyValues } from "./server-only";

afterEach(() => {
  document.body.innerHTML = "";
});

function Where() {
  return <output>{useLocation().pathname}</output>;
}

/** The island as a page shows it, inside a router (for its links), at `/`. */
function inRouter(value: string | null) {
  const Page = () => (
    <>
      <PageIsland id="frame" from="frame-data" value={value}>
        {(title) => (
          <a data-link href="/next">
            {title}
          </a>
        )}
      </PageIsland>
      <Where />
    </>
  );
  return createMemoryRouter([{ path: "*", Component: Page }]);
}

describe("PageIsland", () => {
  it("renders on the server from the server's value when the loader left it out", () => {
    const html = renderToString(
      <ServerOnlyValues value={new Map([["frame-data", "From the server"]])}>
        <RouterProvider router={inRouter(null)} />
      </ServerOnlyValues>,
    );
    expect(html).toContain(
      '<div id="frame" class="contents"><a data-link="true" href="/next">From the server</a></div>',
    );
  });

  it("keeps the document's HTML on a page document, and its links navigate in the app", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      <ServerOnlyValues value={new Map([["frame-data", "From the server"]])}>
        <RouterProvider router={inRouter(null)} />
      </ServerOnlyValues>,
    );
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <RouterProvider router={inRouter(null)} />);
    });
    const link = screen.getByRole("link", { name: "From the server" });
    await act(async () => {
      fireEvent.click(link);
    });
    expect(screen.getByRole("status").textContent).toBe("/next");
  });

  it("renders from the loader's data when it sent it (a client navigation, a revalidation)", () => {
    document.body.innerHTML = '<div id="frame">An older page</div>';
    render(<RouterProvider router={inRouter("From the loader")} />);
    expect(screen.getByRole("link", { name: "From the loader" })).toBeTruthy();
  });
});

describe("islandModule", () => {
  it("loads the module once, gives it only once loaded, and tries again after a failure", async () => {
    const module = { Island: () => null };
    const load = vi
      .fn<() => Promise<typeof module>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue(module);
    const island = islandModule(load);
    expect(() => island.get()).toThrow(/before its module was loaded/);
    await expect(island.preload()).rejects.toThrow("offline");
    expect(() => island.get()).toThrow();
    await Promise.all([island.preload(), island.preload()]);
    expect(island.get()).toBe(module);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("has a route's client middleware render the page only once its islands are loaded", async () => {
    const order: string[] = [];
    const island = islandModule(async () => {
      order.push("loaded");
      return {};
    });
    const answer = await islandMiddleware(island)({}, async () => {
      order.push("next");
      return "page";
    });
    expect(answer).toBe("page");
    expect(order).toEqual(["loaded", "next"]);
  });
});
