import { CURRENCY_CACHE_TTL_MS } from "@hostfront/commerce";
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { whenIdle } from "../idle.ts";
import { ServiceError } from "../services.ts";
import type { CurrencyEntry } from "../state/store.ts";
import {
  fakeServices,
  fill,
  LANGUAGES,
  renderInContext,
  SITE_URLS,
  settle,
  setupUser,
  texts,
} from "../test-utils.tsx";
import { applyTheme } from "../theme.ts";
import { CurrencyPicker, LangCurrencyBar, LanguageLinks, ThemeSwitch } from "./lang-bar.tsx";
import { Toaster } from "./toaster.tsx";

const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);
const HOUR = 60 * 60 * 1000;
const LIST: CurrencyEntry[] = [
  { type: "USD", rate: 1, symbol: "$" },
  { type: "JPY", rate: 150, symbol: "¥" },
  { type: "HKD", rate: 7.8 },
];
const FRESH: CurrencyEntry[] = [
  { type: "USD", rate: 1, symbol: "$" },
  { type: "EUR", rate: 0.9, symbol: "€" },
  { type: "JPY", rate: 151, symbol: "¥" },
];

/**
 * Lets the browser's first idle moment pass (the picker refetches then), and a query's answer
 * reach the page: an idle task asked for after the picker's runs after it.
 */
const afterIdle = () =>
  act(async () => {
    await new Promise<void>((resolve) => whenIdle(resolve));
    await new Promise((resolve) => setTimeout(resolve, 20));
  });

function storeList(list: readonly CurrencyEntry[], openDate: number) {
  sessionStorage.setItem("currencyData", JSON.stringify(list));
  sessionStorage.setItem("openDate", String(openDate));
}

const currencySelect = (language: "en" | "zh" | "ja" = "en") =>
  screen.getByRole("combobox", { name: texts(language).langBar.currency });

const optionValues = (select: HTMLElement) =>
  within(select)
    .getAllByRole("option")
    .map((option) => (option as HTMLOptionElement).value);

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

function PickerWithToasts({ serverList = null }: { serverList?: readonly CurrencyEntry[] | null }) {
  return (
    <>
      <CurrencyPicker serverList={serverList} />
      <Toaster />
    </>
  );
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

describe("CurrencyPicker", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the store's currency", () => {
    storeList(LIST, NOW - HOUR);
    renderInContext(<CurrencyPicker serverList={null} />, {
      currency: { type: "JPY", rate: 150 },
    });
    const select = currencySelect();
    expect(select).toHaveValue("JPY");
    expect(optionValues(select)).toEqual(["USD", "JPY", "HKD"]);
    expect(within(select).getByRole("option", { name: "JPY ¥" })).toBeInTheDocument();
    expect(screen.getByTestId("current-currency")).toHaveTextContent(
      fill(texts("en").langBar.currentCurrency, { currency: "JPY" }),
    );
  });

  it("labels the select and its description in ja", () => {
    storeList(LIST, NOW - HOUR);
    renderInContext(<CurrencyPicker serverList={null} />, {
      language: "ja",
      currency: { type: "JPY", rate: 150 },
    });
    const select = currencySelect("ja");
    expect(select).toHaveValue("JPY");
    expect(select).toHaveAccessibleDescription(
      fill(texts("ja").langBar.currentCurrency, { currency: "JPY" }),
    );
  });

  it("with an empty list fetches the currencies and stores the list and openDate", async () => {
    const services = fakeServices({ fetchCurrencies: async () => FRESH });
    const { store } = renderInContext(<CurrencyPicker serverList={null} />, { services });
    // The fetch waits for the browser to be idle, after the render.
    expect(services.fetchCurrencies).not.toHaveBeenCalled();
    await waitFor(() => expect(services.fetchCurrencies).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(optionValues(currencySelect())).toEqual(["USD", "EUR", "JPY"]));
    expect(store.getState().currencyData).toEqual(FRESH);
    expect(store.getState().openDate).toBe(NOW);
    expect(JSON.parse(sessionStorage.getItem("currencyData") ?? "null")).toEqual(FRESH);
    expect(JSON.parse(localStorage.getItem("currencyData") ?? "null")).toEqual(FRESH);
    expect(sessionStorage.getItem("openDate")).toBe(String(NOW));
    expect(services.fetchCurrencies).toHaveBeenCalledTimes(1);
  });

  it("refetches only once the browser is idle", async () => {
    let idle: IdleRequestCallback | undefined;
    vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => {
      idle = callback;
      return 1;
    });
    vi.stubGlobal("cancelIdleCallback", () => undefined);
    const services = fakeServices({ fetchCurrencies: async () => FRESH });
    const { store } = renderInContext(<CurrencyPicker serverList={LIST} />, { services });
    await settle();
    expect(services.fetchCurrencies).not.toHaveBeenCalled();
    expect(optionValues(currencySelect())).toEqual(["USD", "JPY", "HKD"]);
    act(() => idle?.({ didTimeout: false, timeRemaining: () => 50 }));
    await waitFor(() => expect(store.getState().currencyData).toEqual(FRESH));
    expect(services.fetchCurrencies).toHaveBeenCalledTimes(1);
  });

  it("shows the server's list until the fetched one arrives", async () => {
    const services = fakeServices({ fetchCurrencies: () => new Promise(() => undefined) });
    renderInContext(<CurrencyPicker serverList={LIST} />, { services });
    expect(optionValues(currencySelect())).toEqual(["USD", "JPY", "HKD"]);
    await waitFor(() => expect(services.fetchCurrencies).toHaveBeenCalledTimes(1));
    expect(optionValues(currencySelect())).toEqual(["USD", "JPY", "HKD"]);
  });

  it("with an empty list takes the page's own list and its time, and asks for none", async () => {
    const given = NOW - 3 * HOUR;
    const services = fakeServices({ fetchCurrencies: async () => FRESH });
    const { store } = renderInContext(<CurrencyPicker serverList={LIST} serverListAt={given} />, {
      services,
    });
    await waitFor(() => expect(store.getState().currencyData).toEqual(LIST));
    expect(store.getState().openDate).toBe(given);
    expect(JSON.parse(sessionStorage.getItem("currencyData") ?? "null")).toEqual(LIST);
    expect(sessionStorage.getItem("openDate")).toBe(String(given));
    await afterIdle();
    expect(services.fetchCurrencies).not.toHaveBeenCalled();
    expect(optionValues(currencySelect())).toEqual(["USD", "JPY", "HKD"]);
  });

  it("a stored list older than 24 hours gives way to the page's newer one, unasked", async () => {
    storeList(FRESH, NOW - CURRENCY_CACHE_TTL_MS - 1);
    const services = fakeServices({ fetchCurrencies: async () => FRESH });
    const { store } = renderInContext(<CurrencyPicker serverList={LIST} serverListAt={NOW} />, {
      services,
    });
    await waitFor(() => expect(store.getState().currencyData).toEqual(LIST));
    await afterIdle();
    expect(services.fetchCurrencies).not.toHaveBeenCalled();
  });

  it("asks when the page's own list is older than 24 hours too", async () => {
    const services = fakeServices({ fetchCurrencies: async () => FRESH });
    const { store } = renderInContext(
      <CurrencyPicker serverList={LIST} serverListAt={NOW - CURRENCY_CACHE_TTL_MS - 1} />,
      { services },
    );
    await waitFor(() => expect(services.fetchCurrencies).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(store.getState().currencyData).toEqual(FRESH));
    expect(store.getState().openDate).toBe(NOW);
  });

  it("asks when the page's list is empty, or its time is from the future", async () => {
    const services = fakeServices({ fetchCurrencies: async () => FRESH });
    const empty = renderInContext(<CurrencyPicker serverList={[]} serverListAt={NOW} />, {
      services,
    });
    await waitFor(() => expect(services.fetchCurrencies).toHaveBeenCalledTimes(1));
    empty.unmount();
    sessionStorage.clear();
    localStorage.clear();
    const later = renderInContext(<CurrencyPicker serverList={LIST} serverListAt={NOW + HOUR} />, {
      services,
    });
    await waitFor(() => expect(later.store.getState().currencyData).toEqual(FRESH));
  });

  it("keeps a stored list fetched within 24 hours over the page's own", async () => {
    storeList(FRESH, NOW - 23 * HOUR);
    const { store } = renderInContext(<CurrencyPicker serverList={LIST} serverListAt={NOW} />);
    await afterIdle();
    expect(store.getState().currencyData).toEqual(FRESH);
    expect(store.getState().openDate).toBe(NOW - 23 * HOUR);
  });

  it("refetches a list older than 24 hours", async () => {
    storeList(LIST, NOW - CURRENCY_CACHE_TTL_MS - 1);
    const services = fakeServices({ fetchCurrencies: async () => FRESH });
    const { store } = renderInContext(<CurrencyPicker serverList={null} />, { services });
    await waitFor(() => expect(services.fetchCurrencies).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(store.getState().currencyData).toEqual(FRESH));
    expect(sessionStorage.getItem("openDate")).toBe(String(NOW));
    expect(optionValues(currencySelect())).toEqual(["USD", "EUR", "JPY"]);
  });

  it("does not refetch a list fetched within 24 hours", async () => {
    storeList(LIST, NOW - 23 * HOUR);
    const services = fakeServices({ fetchCurrencies: async () => FRESH });
    const { store } = renderInContext(<CurrencyPicker serverList={null} />, { services });
    await afterIdle();
    expect(services.fetchCurrencies).not.toHaveBeenCalled();
    expect(store.getState().currencyData).toEqual(LIST);
    expect(sessionStorage.getItem("openDate")).toBe(String(NOW - 23 * HOUR));
  });

  it("does not refetch a list exactly 24 hours old", async () => {
    storeList(LIST, NOW - CURRENCY_CACHE_TTL_MS);
    const services = fakeServices({ fetchCurrencies: async () => FRESH });
    renderInContext(<CurrencyPicker serverList={null} />, { services });
    await afterIdle();
    expect(services.fetchCurrencies).not.toHaveBeenCalled();
  });

  it("a null answer (code other than 2000) leaves the stale list unchanged", async () => {
    const stale = NOW - 2 * CURRENCY_CACHE_TTL_MS;
    storeList(LIST, stale);
    const services = fakeServices({ fetchCurrencies: async () => null });
    const { store } = renderInContext(<CurrencyPicker serverList={null} />, { services });
    await waitFor(() => expect(services.fetchCurrencies).toHaveBeenCalledTimes(1));
    await act(async () => undefined);
    expect(store.getState().currencyData).toEqual(LIST);
    expect(store.getState().openDate).toBe(stale);
    expect(JSON.parse(sessionStorage.getItem("currencyData") ?? "null")).toEqual(LIST);
    expect(sessionStorage.getItem("openDate")).toBe(String(stale));
    expect(optionValues(currencySelect())).toEqual(["USD", "JPY", "HKD"]);
    expect(services.fetchCurrencies).toHaveBeenCalledTimes(1);
  });

  it("a null answer with no list keeps the list empty and shows the current currency", async () => {
    const services = fakeServices({ fetchCurrencies: async () => null });
    const { store } = renderInContext(<CurrencyPicker serverList={null} />, {
      services,
      currency: { type: "HKD", rate: 7.8 },
    });
    await afterIdle();
    expect(services.fetchCurrencies).toHaveBeenCalledTimes(1);
    expect(store.getState().currencyData).toEqual([]);
    expect(sessionStorage.getItem("currencyData")).toBeNull();
    expect(sessionStorage.getItem("openDate")).toBeNull();
    expect(optionValues(currencySelect())).toEqual(["HKD"]);
  });

  it("a failing fetch changes nothing", async () => {
    storeList(LIST, NOW - 2 * CURRENCY_CACHE_TTL_MS);
    const services = fakeServices({
      fetchCurrencies: async () => {
        throw new ServiceError("network", null, "HTTP 502");
      },
    });
    const { store } = renderInContext(<CurrencyPicker serverList={null} />, { services });
    await afterIdle();
    expect(services.fetchCurrencies).toHaveBeenCalledTimes(1);
    expect(store.getState().currencyData).toEqual(LIST);
  });

  it("choosing a currency calls services.chooseCurrency(type) and stores the choice", async () => {
    storeList(LIST, NOW - HOUR);
    const user = setupUser();
    const { services, store } = renderInContext(<CurrencyPicker serverList={null} />);
    expect(currencySelect()).toHaveValue("USD");
    await user.selectOptions(currencySelect(), "JPY");
    expect(services.chooseCurrency).toHaveBeenCalledTimes(1);
    expect(services.chooseCurrency).toHaveBeenCalledWith("JPY");
    expect(currencySelect()).toHaveValue("JPY");
    expect(store.getState().currency).toEqual({ type: "JPY", rate: 150 });
    expect(store.getState().isSetCurrency).toBe(true);
    expect(localStorage.getItem("isSetCurrency")).toBe("1");
    expect(JSON.parse(localStorage.getItem("currency") ?? "null")).toEqual({
      type: "JPY",
      rate: 150,
    });
  });

  it("when choosing fails, shows an error toast and restores the previous currency", async () => {
    storeList(LIST, NOW - HOUR);
    const user = setupUser();
    const services = fakeServices({
      chooseCurrency: async () => {
        throw new ServiceError("envelope", "Currency not supported");
      },
    });
    const { store } = renderInContext(<PickerWithToasts />, {
      services,
      currency: { type: "HKD", rate: 7.8 },
    });
    await user.selectOptions(currencySelect(), "JPY");
    expect(services.chooseCurrency).toHaveBeenCalledWith("JPY");
    expect(await screen.findByRole("alert")).toHaveTextContent("Currency not supported");
    expect(currencySelect()).toHaveValue("HKD");
    expect(store.getState().currency).toEqual({ type: "HKD", rate: 7.8 });
    expect(JSON.parse(localStorage.getItem("currency") ?? "null")).toEqual({
      type: "HKD",
      rate: 7.8,
    });
  });

  it("a failing first choice leaves the visitor without a chosen currency", async () => {
    storeList(LIST, NOW - HOUR);
    const user = setupUser();
    const services = fakeServices({
      chooseCurrency: async () => {
        throw new ServiceError("envelope", "Currency not supported");
      },
    });
    const { store } = renderInContext(<PickerWithToasts />, { services });
    expect(store.getState().isSetCurrency).toBe(false);
    await user.selectOptions(currencySelect(), "JPY");
    await screen.findByRole("alert");
    expect(store.getState().isSetCurrency).toBe(false);
    expect(localStorage.getItem("isSetCurrency")).toBeNull();
  });

  it("a failing choice without a message shows the generic zh text", async () => {
    storeList(LIST, NOW - HOUR);
    const user = setupUser();
    const services = fakeServices({
      chooseCurrency: async () => {
        throw new ServiceError("envelope", null);
      },
    });
    const { store } = renderInContext(<PickerWithToasts />, { language: "zh", services });
    await user.selectOptions(currencySelect("zh"), "HKD");
    expect(await screen.findByRole("alert")).toHaveTextContent(texts("zh").toast.requestFailed);
    expect(store.getState().currency).toEqual({ type: "USD", rate: 1 });
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
