import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInContext, SITE_URLS, setupUser, texts } from "../test-utils.tsx";
import { AnnouncementTicker, type TickerItem, tickerItemsInPage } from "./ticker.tsx";

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
    // The copy that keeps the loop seamless is neither read out nor reached with Tab.
    const copies = [...(list?.querySelectorAll(".ticker-copy a") ?? [])];
    expect(copies).toHaveLength(3);
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
});
