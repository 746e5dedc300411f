import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TickerItem } from "../shell-context.tsx";
import { renderInContext, SITE_URLS, setupUser, texts } from "../test-utils.tsx";
import { AnnouncementTicker, TICKER_STEP_MS, tickerItemsInPage } from "./ticker.tsx";

const ITEMS: TickerItem[] = [
  { id: "101", title: "Maintenance in Tokyo" },
  { id: "102", title: "New region: Frankfurt" },
  { id: "a b/c", title: "Price changes" },
];

describe("AnnouncementTicker", () => {
  it("links each announcement to its page under the English site URL", () => {
    renderInContext(<AnnouncementTicker items={ITEMS} />);
    const region = screen.getByRole("region", { name: texts("en").announcements.label });
    const list = region.querySelector("ul");
    expect(list?.querySelectorAll("li:not(.ticker-copy)")).toHaveLength(3);
    // The copy of the first, which keeps the loop seamless, is neither read out nor reached with Tab.
    const copies = [...(list?.querySelectorAll(".ticker-copy a") ?? [])];
    expect(copies.map((copy) => copy.textContent)).toEqual(["Maintenance in Tokyo"]);
    for (const copy of copies) {
      expect(copy).toHaveAttribute("aria-hidden", "true");
      expect(copy).toHaveAttribute("tabindex", "-1");
    }
    expect(screen.getByRole("link", { name: "Maintenance in Tokyo" })).toHaveAttribute(
      "href",
      `${SITE_URLS.en}/doc/announce/detail/101`,
    );
    expect(screen.getByRole("link", { name: "New region: Frankfurt" })).toHaveAttribute(
      "href",
      `${SITE_URLS.en}/doc/announce/detail/102`,
    );
  });

  it("reads back from the page the items it shows, once each", () => {
    expect(tickerItemsInPage()).toEqual([]);
    renderInContext(<AnnouncementTicker items={ITEMS} />);
    expect(tickerItemsInPage()).toEqual(ITEMS);
  });

  it("encodes the id in the link", () => {
    renderInContext(<AnnouncementTicker items={ITEMS} />);
    expect(screen.getByRole("link", { name: "Price changes" })).toHaveAttribute(
      "href",
      `${SITE_URLS.en}/doc/announce/detail/a%20b%2Fc`,
    );
  });

  it("renders only the items it is given", () => {
    renderInContext(<AnnouncementTicker items={ITEMS.slice(0, 1)} />);
    expect(screen.getAllByRole("link", { name: /Tokyo|Frankfurt|Price/ })).toHaveLength(1);
  });

  it.each(["zh", "ja"] as const)("uses the %s site URL and texts", (language) => {
    const t = texts(language).announcements;
    renderInContext(<AnnouncementTicker items={ITEMS} />, { language });
    expect(screen.getByRole("region", { name: t.label })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Maintenance in Tokyo" })).toHaveAttribute(
      "href",
      `${SITE_URLS[language]}/doc/announce/detail/101`,
    );
    expect(screen.getByRole("link", { name: t.viewAll })).toHaveAttribute(
      "href",
      `${SITE_URLS[language]}/doc/announce`,
    );
    expect(screen.getByRole("button", { name: t.pause })).toHaveAttribute("aria-pressed", "false");
  });

  it("pauses and resumes with a toggle button", async () => {
    const user = setupUser();
    const t = texts("en").announcements;
    renderInContext(<AnnouncementTicker items={ITEMS} />);
    const list = screen.getByRole("link", { name: "Maintenance in Tokyo" }).closest("ul");
    const pause = screen.getByRole("button", { name: t.pause });
    expect(pause).toHaveAttribute("aria-pressed", "false");
    expect(list).toHaveAttribute("data-paused", "false");

    await user.click(pause);
    const resume = screen.getByRole("button", { name: t.resume });
    expect(resume).toHaveAttribute("aria-pressed", "true");
    expect(list).toHaveAttribute("data-paused", "true");
    expect(screen.queryByRole("button", { name: t.pause })).not.toBeInTheDocument();

    await user.click(resume);
    expect(screen.getByRole("button", { name: t.pause })).toHaveAttribute("aria-pressed", "false");
    expect(list).toHaveAttribute("data-paused", "false");
  });

  it("renders nothing for null or an empty list", () => {
    const { container, rerender } = renderInContext(<AnnouncementTicker items={null} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<AnnouncementTicker items={[]} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
  });

  describe("scrolling", () => {
    afterEach(() => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    });
    const index = (list: HTMLElement) => list.style.getPropertyValue("--ticker-index") || "0";
    const listOf = () =>
      screen.getByRole("link", { name: "Maintenance in Tokyo" }).closest("ul") as HTMLElement;

    it("shows the next announcement every step, then the first again without a jump back", () => {
      vi.useFakeTimers();
      renderInContext(<AnnouncementTicker items={ITEMS} />);
      const list = listOf();
      expect(index(list)).toBe("0");
      act(() => vi.advanceTimersByTime(TICKER_STEP_MS));
      expect(index(list)).toBe("1");
      act(() => vi.advanceTimersByTime(2 * TICKER_STEP_MS));
      // The copy of the first has scrolled in; when it is there, the list is back at the first.
      expect(index(list)).toBe("3");
      fireEvent.transitionEnd(list);
      expect(index(list)).toBe("0");
      expect(list).not.toHaveAttribute("data-jump");
    });

    it("stands while paused, and moves again when resumed", async () => {
      vi.useFakeTimers();
      renderInContext(<AnnouncementTicker items={ITEMS} />);
      const list = listOf();
      fireEvent.click(screen.getByRole("button", { name: texts("en").announcements.pause }));
      act(() => vi.advanceTimersByTime(3 * TICKER_STEP_MS));
      expect(index(list)).toBe("0");
      fireEvent.click(screen.getByRole("button", { name: texts("en").announcements.resume }));
      act(() => vi.advanceTimersByTime(TICKER_STEP_MS));
      expect(index(list)).toBe("1");
    });

    it("stands for visitors who ask for reduced motion", () => {
      vi.useFakeTimers();
      vi.stubGlobal("matchMedia", (query: string) => ({
        matches: query.includes("reduce"),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }));
      renderInContext(<AnnouncementTicker items={ITEMS} />);
      act(() => vi.advanceTimersByTime(3 * TICKER_STEP_MS));
      expect(index(listOf())).toBe("0");
    });

    it("shows the announcement that takes the focus", () => {
      renderInContext(<AnnouncementTicker items={ITEMS} />);
      const list = listOf();
      fireEvent.focusIn(screen.getByRole("link", { name: "Price changes" }));
      expect(index(list)).toBe("2");
    });

    it("does not move a single announcement", () => {
      vi.useFakeTimers();
      renderInContext(<AnnouncementTicker items={ITEMS.slice(0, 1)} />);
      act(() => vi.advanceTimersByTime(3 * TICKER_STEP_MS));
      expect(index(listOf())).toBe("0");
      expect(listOf().querySelector(".ticker-copy")).toBeNull();
    });
  });
});
