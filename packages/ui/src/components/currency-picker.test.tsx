// The currency picker of the language bar (lang-bar.tsx): the list, its 24-hour clock, a choice.
import { CURRENCY_CACHE_TTL_MS } from "@hostfront/commerce";
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { whenIdle } from "../idle.ts";
import { ServiceError } from "../services.ts";
import type { CurrencyEntry } from "../state/store.ts";
import { fakeServices, fill, renderInContext, settle, setupUser, texts } from "../test-utils.tsx";
import { CurrencyPicker } from "./lang-bar.tsx";
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

function PickerWithToasts({ serverList = null }: { serverList?: readonly CurrencyEntry[] | null }) {
  return (
    <>
      <CurrencyPicker serverList={serverList} />
      <Toaster />
    </>
  );
}

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
