import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { CurrencyEntry } from "../state/store.ts";
import { fill, LANGUAGES, renderInContext, SITE_URLS, setupUser, texts } from "../test-utils.tsx";
import { applyTheme } from "../theme.ts";
import { LangCurrencyBar, LanguageLinks, ThemeSwitch } from "./lang-bar.tsx";

const LIST: CurrencyEntry[] = [
  { type: "USD", rate: 1, symbol: "$" },
  { type: "JPY", rate: 150, symbol: "¥" },
  { type: "HKD", rate: 7.8 },
];

const currencySelect = (language: "en" | "zh" | "ja" = "en") =>
  screen.getByRole("combobox", { name: texts(language).langBar.currency });

/** The language menu's summary, found by its accessible name ("Language: English"). */
const languageSummary = (language: "en" | "zh" | "ja" = "en") =>
  screen.getByLabelText(
    fill(texts(language).langBar.languageMenu, {
      language: texts(language).languageNames[language],
    }),
  );

/** The language menu (a native <details>) around its summary. */
function languageMenu(language: "en" | "zh" | "ja" = "en"): HTMLDetailsElement {
  const details = languageSummary(language).closest("details");
  if (!details) throw new Error("no <details>");
  return details;
}

describe("LanguageLinks", () => {
  it("keeps the current page and query in every language", () => {
    renderInContext(<LanguageLinks />, {
      language: "zh",
      pathname: "/zh/doc/announce",
      search: "?page=2",
    });
    const names = texts("zh").languageNames;
    expect(screen.getByRole("link", { name: names.en })).toHaveAttribute(
      "href",
      "https://site.test/doc/announce?page=2",
    );
    expect(screen.getByRole("link", { name: names.zh })).toHaveAttribute(
      "href",
      "https://site.test/zh/doc/announce?page=2",
    );
    expect(screen.getByRole("link", { name: names.ja })).toHaveAttribute(
      "href",
      "https://site.test/ja/doc/announce?page=2",
    );
  });

  it("links the home page of each language from the home page", () => {
    renderInContext(<LanguageLinks />, { language: "ja", pathname: "/ja", search: "" });
    const names = texts("ja").languageNames;
    expect(screen.getByRole("link", { name: names.en })).toHaveAttribute(
      "href",
      "https://site.test/",
    );
    expect(screen.getByRole("link", { name: names.zh })).toHaveAttribute(
      "href",
      "https://site.test/zh/",
    );
  });

  it.each(LANGUAGES)("marks %s as the current language, and only it", async (language) => {
    const user = setupUser();
    renderInContext(<LanguageLinks />, { language });
    const names = texts(language).languageNames;
    // The closed menu shows the page's language; its list is behind the summary.
    expect(languageSummary(language)).toHaveTextContent(names[language]);
    await user.click(languageSummary(language));
    for (const other of LANGUAGES) {
      const link = screen.getByRole("link", { name: names[other] });
      if (other === language) expect(link).toHaveAttribute("aria-current", "true");
      else expect(link).not.toHaveAttribute("aria-current");
    }
    expect(screen.getByRole("list", { name: texts(language).langBar.language })).toBeVisible();
  });

  it("tags each link with its language", () => {
    renderInContext(<LanguageLinks />);
    const names = texts("en").languageNames;
    expect(screen.getByRole("link", { name: names.zh })).toHaveAttribute("hreflang", "zh-Hans");
    expect(screen.getByRole("link", { name: names.ja })).toHaveAttribute("lang", "ja");
  });

  it("clicking a language stores it under `language` in local storage", async () => {
    const user = setupUser();
    renderInContext(<LanguageLinks />, { language: "zh", pathname: "/zh/doc" });
    expect(localStorage.getItem("language")).toBe("zh");
    await user.click(languageSummary("zh"));
    await user.click(screen.getByRole("link", { name: texts("zh").languageNames.ja }));
    expect(localStorage.getItem("language")).toBe("ja");
    await user.click(screen.getByRole("link", { name: texts("zh").languageNames.en }));
    expect(localStorage.getItem("language")).toBe("en");
  });
});

/** The language menu with something outside it to click or focus. */
function MenuAndPage() {
  return (
    <>
      <LanguageLinks />
      <button type="button">Elsewhere</button>
    </>
  );
}

describe("LanguageLinks menu", () => {
  it.each(LANGUAGES)("starts closed, naming the page's language (%s)", (language) => {
    renderInContext(<LanguageLinks />, { language });
    const names = texts(language).languageNames;
    const summary = languageSummary(language);
    expect(summary.localName).toBe("summary");
    expect(summary).toHaveAccessibleName(
      fill(texts(language).langBar.languageMenu, { language: names[language] }),
    );
    expect(languageMenu(language)).not.toHaveAttribute("open");
    expect(screen.getByRole("list", { hidden: true })).not.toBeVisible();
  });

  it("the summary opens and closes it", async () => {
    const user = setupUser();
    renderInContext(<LanguageLinks />);
    await user.click(languageSummary());
    expect(languageMenu()).toHaveAttribute("open");
    const list = screen.getByRole("list", { name: texts("en").langBar.language });
    expect(list).toBeVisible();
    for (const link of within(list).getAllByRole("link")) expect(link).toBeVisible();
    await user.click(languageSummary());
    expect(languageMenu()).not.toHaveAttribute("open");
    expect(list).not.toBeVisible();
  });

  it("Escape closes it and gives the focus back to the summary", async () => {
    const user = setupUser();
    renderInContext(<LanguageLinks />, { language: "zh" });
    await user.click(languageSummary("zh"));
    const link = screen.getByRole("link", { name: texts("zh").languageNames.ja });
    link.focus();
    expect(link).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(languageMenu("zh")).not.toHaveAttribute("open");
    expect(languageSummary("zh")).toHaveFocus();
  });

  it("other keys leave it open", async () => {
    const user = setupUser();
    renderInContext(<LanguageLinks />);
    await user.click(languageSummary());
    await user.keyboard("a{ArrowDown}");
    expect(languageMenu()).toHaveAttribute("open");
  });

  it("a pointerdown outside closes it; one inside does not", async () => {
    const user = setupUser();
    renderInContext(<MenuAndPage />);
    await user.click(languageSummary());
    await user.pointer({
      keys: "[MouseLeft>]",
      target: screen.getByRole("link", { name: texts("en").languageNames.ja }),
    });
    await user.pointer({ keys: "[/MouseLeft]" });
    expect(languageMenu()).toHaveAttribute("open");
    await user.pointer({
      keys: "[MouseLeft>]",
      target: screen.getByRole("button", { name: "Elsewhere" }),
    });
    expect(languageMenu()).not.toHaveAttribute("open");
  });

  it("once closed, it stops listening: Escape and outside clicks do nothing more", async () => {
    const user = setupUser();
    renderInContext(<MenuAndPage />);
    await user.click(languageSummary());
    await user.click(languageSummary());
    expect(languageMenu()).not.toHaveAttribute("open");
    const elsewhere = screen.getByRole("button", { name: "Elsewhere" });
    elsewhere.focus();
    await user.keyboard("{Escape}");
    // The focus stays where the visitor put it.
    expect(elsewhere).toHaveFocus();
    await user.click(elsewhere);
    expect(languageMenu()).not.toHaveAttribute("open");
  });

  it("Escape with the focus elsewhere leaves the menu and the focus alone", async () => {
    const user = setupUser();
    renderInContext(<MenuAndPage />);
    await user.click(languageSummary());
    const elsewhere = screen.getByRole("button", { name: "Elsewhere" });
    elsewhere.focus();
    // The focus left the menu, which closed it; Escape is the page's, not the menu's.
    await user.keyboard("{Escape}");
    expect(elsewhere).toHaveFocus();
  });

  it("closes when the focus leaves it", async () => {
    const user = setupUser();
    renderInContext(<MenuAndPage />);
    await user.click(languageSummary());
    screen.getByRole("link", { name: texts("en").languageNames.ja }).focus();
    screen.getByRole("button", { name: "Elsewhere" }).focus();
    expect(languageMenu()).not.toHaveAttribute("open");
  });

  it("closes with Escape when it was opened before the page's script ran", async () => {
    const user = setupUser();
    const { container } = renderInContext(<LanguageLinks />);
    // As if opened by the visitor while the page was plain HTML: no toggle event reached React.
    const details = container.querySelector("details") as HTMLDetailsElement;
    details.setAttribute("open", "");
    screen.getByRole("link", { name: texts("en").languageNames.zh }).focus();
    await user.keyboard("{Escape}");
    expect(languageMenu()).not.toHaveAttribute("open");
  });

  it("can be opened again after Escape, and Escape closes it again", async () => {
    const user = setupUser();
    renderInContext(<LanguageLinks />);
    await user.click(languageSummary());
    await user.keyboard("{Escape}");
    expect(languageMenu()).not.toHaveAttribute("open");
    await user.click(languageSummary());
    expect(languageMenu()).toHaveAttribute("open");
    await user.keyboard("{Escape}");
    expect(languageMenu()).not.toHaveAttribute("open");
  });
});

describe("LangCurrencyBar", () => {
  it("holds the language links and the currency picker in a labelled region (zh)", () => {
    renderInContext(<LangCurrencyBar serverList={LIST} />, { language: "zh" });
    const region = screen.getByRole("region", { name: texts("zh").langBar.label });
    expect(within(region).getAllByRole("link")).toHaveLength(3);
    expect(within(region).getByRole("combobox", { name: texts("zh").langBar.currency })).toBe(
      currencySelect("zh"),
    );
    expect(
      within(region).getByRole("link", { name: texts("zh").languageNames.ja }),
    ).toHaveAttribute("href", `${SITE_URLS.ja}/`);
  });
});

describe("ThemeSwitch", () => {
  afterEach(() => applyTheme(null));

  it("goes from the system's theme to light, dark and back, on the page and in the cookie", async () => {
    const user = setupUser();
    renderInContext(<ThemeSwitch theme={null} />);
    const button = screen.getByTestId("theme-switch");
    expect(button).toHaveAccessibleName(/Automatic/);
    await user.click(button);
    expect(document.documentElement.dataset.theme).toBe("light");
    expect(document.cookie).toContain("theme=light");
    expect(button).toHaveAccessibleName(/Light/);
    await user.click(button);
    expect(document.documentElement.dataset.theme).toBe("dark");
    expect(document.cookie).toContain("theme=dark");
    await user.click(button);
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(document.cookie).not.toContain("theme=");
    expect(button).toHaveAttribute("data-theme-choice", "system");
  });

  it("starts from the theme the server read", () => {
    renderInContext(<ThemeSwitch theme="dark" />, { language: "ja" });
    expect(screen.getByTestId("theme-switch")).toHaveAccessibleName(/ダーク/);
  });
});
