import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { DocSearchHit } from "../services.ts";
import {
  fakeServices,
  LANGUAGES,
  renderInContext,
  SITE_URLS,
  setupUser,
  texts,
} from "../test-utils.tsx";
import {
  INSTANT_SEARCH_DEBOUNCE_MS,
  SearchForm,
  SearchWidget,
  searchPath,
} from "./search-widget.tsx";

const searchbox = (language: "en" | "zh" | "ja" = "en") =>
  screen.getByLabelText(texts(language).docSearch.label);

const widget = (language: "en" | "zh" | "ja" = "en") => {
  const details = screen.getByText(texts(language).docSearch.open).closest("details");
  if (!details) throw new Error("no <details>");
  return details;
};

describe("searchPath", () => {
  it("trims and URL-encodes the text", () => {
    expect(searchPath("  退款 政策 ")).toBe("/doc/search/%E9%80%80%E6%AC%BE%20%E6%94%BF%E7%AD%96");
    expect(searchPath("vps")).toBe("/doc/search/vps");
    expect(searchPath("a/b?c#d&e")).toBe("/doc/search/a%2Fb%3Fc%23d%26e");
    expect(searchPath("サーバー")).toBe(`/doc/search/${encodeURIComponent("サーバー")}`);
  });

  it("answers null for blank text", () => {
    expect(searchPath("")).toBeNull();
    expect(searchPath("   ")).toBeNull();
    expect(searchPath("\t\n ")).toBeNull();
  });
});

describe("SearchForm", () => {
  it("has a labelled search input that works without JavaScript", () => {
    renderInContext(<SearchForm />);
    const input = searchbox();
    expect(input).toHaveAttribute("type", "search");
    expect(input).toHaveAttribute("name", "q");
    expect(input).toBeRequired();
    expect(input).toHaveAttribute("placeholder", texts("en").docSearch.placeholder);
    const form = input.closest("form");
    expect(form).toHaveAttribute("method", "get");
    expect(form).toHaveAttribute("action", `${SITE_URLS.en}/doc/search`);
  });

  it("submitting text navigates to the encoded search page under the zh site URL", async () => {
    const user = setupUser();
    const { services } = renderInContext(<SearchForm />, { language: "zh" });
    await user.type(searchbox("zh"), "  退款 政策 ");
    await user.click(screen.getByRole("button", { name: texts("zh").docSearch.submit }));
    expect(services.navigate).toHaveBeenCalledTimes(1);
    expect(services.navigate).toHaveBeenCalledWith(
      "https://site.test/zh/doc/search/%E9%80%80%E6%AC%BE%20%E6%94%BF%E7%AD%96",
    );
  });

  it("Enter submits under the English site URL", async () => {
    const user = setupUser();
    const { services } = renderInContext(<SearchForm />);
    await user.type(searchbox(), "block storage{Enter}");
    expect(services.navigate).toHaveBeenCalledWith("https://site.test/doc/search/block%20storage");
  });

  it("submitting blank text does not navigate", async () => {
    const user = setupUser();
    const { services } = renderInContext(<SearchForm />, { language: "ja" });
    await user.click(screen.getByRole("button", { name: texts("ja").docSearch.submit }));
    await user.type(searchbox("ja"), "    ");
    await user.click(screen.getByRole("button", { name: texts("ja").docSearch.submit }));
    // And when the browser's own check is bypassed, the script refuses too.
    const form = searchbox("ja").closest("form");
    if (!form) throw new Error("no form");
    fireEvent.submit(form);
    expect(services.navigate).not.toHaveBeenCalled();
  });
});

describe("SearchWidget", () => {
  it.each(LANGUAGES)("links the support channels under the %s site URL", (language) => {
    const t = texts(language).docSearch;
    renderInContext(<SearchWidget />, { language });
    expect(screen.getByRole("link", { name: t.ticket })).toHaveAttribute(
      "href",
      `${SITE_URLS[language]}/workServer/submitWork`,
    );
    expect(screen.getByRole("link", { name: t.contact })).toHaveAttribute(
      "href",
      `${SITE_URLS[language]}/contact`,
    );
    expect(screen.getByText(t.supportTitle)).toBeInTheDocument();
  });

  it("the chat button calls openChat from the context", async () => {
    const user = setupUser();
    const { openChat } = renderInContext(<SearchWidget />, { language: "ja" });
    await user.click(screen.getByRole("button", { name: texts("ja").docSearch.chat }));
    expect(openChat).toHaveBeenCalledTimes(1);
  });

  it("Ctrl+K opens the widget and focuses the search input", async () => {
    const user = setupUser();
    renderInContext(<SearchWidget />);
    expect(widget()).not.toHaveAttribute("open");
    expect(searchbox()).not.toHaveFocus();
    await user.keyboard("{Control>}k{/Control}");
    expect(widget()).toHaveAttribute("open");
    expect(searchbox()).toHaveFocus();
  });

  it("Meta+K (Cmd-K) opens it too, also with a capital K", async () => {
    const user = setupUser();
    renderInContext(<SearchWidget />, { language: "zh" });
    await user.keyboard("{Meta>}K{/Meta}");
    expect(widget("zh")).toHaveAttribute("open");
    expect(searchbox("zh")).toHaveFocus();
  });

  it("Escape closes it and gives the focus back to its tab; a click outside closes it too", async () => {
    const user = setupUser();
    renderInContext(
      <>
        <p>Outside</p>
        <SearchWidget />
      </>,
    );
    await user.keyboard("{Control>}k{/Control}");
    expect(widget()).toHaveAttribute("open");
    await user.keyboard("{Escape}");
    expect(widget()).not.toHaveAttribute("open");
    expect(widget().querySelector("summary")).toHaveFocus();

    await user.keyboard("{Control>}k{/Control}");
    expect(widget()).toHaveAttribute("open");
    await user.click(screen.getByText("Outside"));
    expect(widget()).not.toHaveAttribute("open");
  });

  it("K alone, or Ctrl with another key, does not open it", async () => {
    const user = setupUser();
    renderInContext(<SearchWidget />);
    await user.keyboard("k");
    await user.keyboard("{Control>}j{/Control}");
    expect(widget()).not.toHaveAttribute("open");
    expect(searchbox()).not.toHaveFocus();
  });

  it("Ctrl+K prevents the browser's own shortcut", () => {
    renderInContext(<SearchWidget />);
    const event = new KeyboardEvent("keydown", { key: "k", ctrlKey: true, cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it("stops listening for Ctrl+K once unmounted", async () => {
    const user = setupUser();
    const { unmount } = renderInContext(<SearchWidget />);
    const details = widget();
    unmount();
    await user.keyboard("{Control>}k{/Control}");
    expect(details).not.toHaveAttribute("open");
  });

  it("searches from inside the widget", async () => {
    const user = setupUser();
    const { services } = renderInContext(<SearchWidget />, { language: "ja" });
    await user.keyboard("{Control>}k{/Control}");
    await user.keyboard("API{Enter}");
    expect(services.navigate).toHaveBeenCalledWith("https://site.test/ja/doc/search/API");
  });
});

describe("instant results", () => {
  const hits: DocSearchHit[] = [
    {
      title: "Refund policy",
      path: "/doc/article/refund",
      section: null,
      excerpt: [
        { text: "We ", hit: false },
        { text: "refund", hit: true },
        { text: " the first order.", hit: false },
      ],
    },
    {
      title: "Group-buy",
      path: "/doc/article/group-buy#if-it-does-not-fill",
      section: "If it does not fill",
      excerpt: [{ text: "Refunded in full.", hit: false }],
    },
  ];

  it("asks for results once the visitor pauses, and shows them with the hits marked", async () => {
    const user = setupUser();
    const searchDocs = vi.fn(async () => hits);
    const { services } = renderInContext(<SearchForm instant />, {
      services: fakeServices({ searchDocs }),
    });
    const input = screen.getByRole("combobox");
    await user.type(input, "refu");
    expect(searchDocs).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(searchDocs).toHaveBeenCalledTimes(1), {
      timeout: INSTANT_SEARCH_DEBOUNCE_MS * 10,
    });
    expect(searchDocs).toHaveBeenCalledWith("refu", expect.any(AbortSignal));
    const options = await screen.findAllByRole("option");
    expect(options).toHaveLength(2);
    expect(input).toHaveAttribute("aria-expanded", "true");
    const mark = options[0]?.querySelector("mark");
    expect(mark?.textContent).toBe("refund");
    expect(screen.getByText("If it does not fill")).toBeInTheDocument();
    expect(services.navigate).not.toHaveBeenCalled();
  });

  it("moves through the results with the arrow keys and opens one with Enter", async () => {
    const user = setupUser();
    const { services } = renderInContext(<SearchForm instant />, {
      language: "zh",
      services: fakeServices({ searchDocs: async () => hits }),
    });
    const input = screen.getByRole("combobox");
    await user.type(input, "退款");
    await screen.findAllByRole("option");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(input).toHaveAttribute("aria-activedescendant", expect.stringMatching(/-1$/));
    expect(screen.getAllByRole("option")[1]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{Enter}");
    expect(services.navigate).toHaveBeenCalledWith(
      "https://site.test/zh/doc/article/group-buy#if-it-does-not-fill",
    );
  });

  it("keeps the results on screen while the next ones load: the arrow keys act on them", async () => {
    const user = setupUser();
    let answerLater: (value: DocSearchHit[]) => void = () => undefined;
    const searchDocs = vi.fn(async (query: string) =>
      query === "refu" ? hits : new Promise<DocSearchHit[]>((resolve) => (answerLater = resolve)),
    );
    const { services } = renderInContext(<SearchForm instant />, {
      services: fakeServices({ searchDocs }),
    });
    const input = screen.getByRole("combobox");
    await user.type(input, "refu");
    await screen.findAllByRole("option");
    await user.type(input, "nd");
    await vi.waitFor(
      () => expect(searchDocs).toHaveBeenCalledWith("refund", expect.any(AbortSignal)),
      {
        timeout: INSTANT_SEARCH_DEBOUNCE_MS * 10,
      },
    );
    expect(screen.getAllByRole("option")).toHaveLength(2);
    await user.keyboard("{ArrowDown}{Enter}");
    expect(services.navigate).toHaveBeenCalledWith("https://site.test/doc/article/refund");
    answerLater([]);
  });

  it("Escape closes the results; Enter without a chosen result searches", async () => {
    const user = setupUser();
    const { services } = renderInContext(<SearchForm instant />, {
      services: fakeServices({ searchDocs: async () => hits }),
    });
    const input = screen.getByRole("combobox");
    await user.type(input, "refund");
    await screen.findAllByRole("option");
    await user.keyboard("{Escape}");
    expect(input).toHaveAttribute("aria-expanded", "false");
    await user.keyboard("{Enter}");
    expect(services.navigate).toHaveBeenCalledWith("https://site.test/doc/search/refund");
  });

  it("asks nothing for blank text", async () => {
    const user = setupUser();
    const searchDocs = vi.fn(async () => hits);
    renderInContext(<SearchForm instant />, {
      services: fakeServices({ searchDocs }),
    });
    await user.type(screen.getByRole("combobox"), "   ");
    await new Promise((resolve) => setTimeout(resolve, INSTANT_SEARCH_DEBOUNCE_MS * 2));
    expect(searchDocs).not.toHaveBeenCalled();
  });

  it("says so when nothing matches", async () => {
    const user = setupUser();
    renderInContext(<SearchForm instant />, {
      language: "ja",
      services: fakeServices({ searchDocs: async () => [] }),
    });
    await user.type(screen.getByRole("combobox"), "zzz");
    expect(await screen.findAllByText(texts("ja").docs.search.instantEmpty)).not.toHaveLength(0);
  });

  it("offers the assistant with the query, and a ticket about it, when nothing matches", async () => {
    const user = setupUser();
    const t = texts("zh").docs.search;
    const { openChat } = renderInContext(<SearchForm instant />, {
      language: "zh",
      services: fakeServices({ searchDocs: async () => [] }),
    });
    await user.type(screen.getByRole("combobox"), "退钱 怎么办");
    const ticket = await screen.findByRole("link", { name: t.openTicket });
    const subject = encodeURIComponent("退钱 怎么办");
    expect(ticket).toHaveAttribute(
      "href",
      `${SITE_URLS.zh}/workServer/submitWork?subject=${subject}`,
    );
    const ask = screen.getByRole("link", { name: t.askAssistant });
    // Without JavaScript the link still leads somewhere a person answers: the ticket page.
    expect(ask).toHaveAttribute("href", ticket.getAttribute("href"));
    await user.click(ask);
    expect(openChat).toHaveBeenCalledWith("退钱 怎么办");
  });

  it("offers only the ticket when the assistant is off", async () => {
    const user = setupUser();
    const t = texts("en").docs.search;
    renderInContext(<SearchForm instant />, {
      chatEnabled: false,
      services: fakeServices({ searchDocs: async () => [] }),
    });
    await user.type(screen.getByRole("combobox"), "zzz");
    expect(await screen.findByRole("link", { name: t.openTicket })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: t.askAssistant })).toBeNull();
  });
});
