import { describe, expect, it, vi } from "vitest";
import { LOGGED_IN, SITE_URLS } from "../test-utils.tsx";
import { createSiteStore, type StoreInit } from "./store.ts";

const USD = { type: "USD", rate: 1 };
const LIST = [
  { type: "USD", rate: 1, symbol: "$" },
  { type: "JPY", rate: 150.5, symbol: "¥" },
  { type: "HKD", rate: 7.8 },
];

const init = (overrides: Partial<StoreInit> = {}): StoreInit => ({
  language: "en",
  site_url: SITE_URLS.en,
  user: null,
  currency: USD,
  ...overrides,
});

/** The currency as both storages keep it. */
function expectStoredCurrency(currency: { type: string; rate: number }) {
  expect(JSON.parse(localStorage.getItem("currency") ?? "null")).toEqual(currency);
  expect(JSON.parse(sessionStorage.getItem("currency") ?? "null")).toEqual(currency);
}

describe("createSiteStore", () => {
  it("starts from what the server rendered", () => {
    const state = createSiteStore(init({ language: "ja", user: LOGGED_IN })).getState();
    expect(state).toMatchObject({
      userAccount: LOGGED_IN.userAccount,
      username: LOGGED_IN.username,
      token: LOGGED_IN.token,
      profileImage: LOGGED_IN.profileImage,
      currency: USD,
      currencyData: [],
      openDate: null,
      language: "ja",
      isSetCurrency: false,
    });
  });

  it("persists the account under userAccount, username and token in session storage", () => {
    createSiteStore(init({ user: LOGGED_IN }));
    expect(sessionStorage.getItem("userAccount")).toBe(LOGGED_IN.userAccount);
    expect(sessionStorage.getItem("username")).toBe(LOGGED_IN.username);
    expect(sessionStorage.getItem("token")).toBe(LOGGED_IN.token);
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("persists the language in local storage and the currency in both storages", () => {
    createSiteStore(init({ language: "zh", currency: { type: "HKD", rate: 7.8 } }));
    expect(localStorage.getItem("language")).toBe("zh");
    expectStoredCurrency({ type: "HKD", rate: 7.8 });
    expect(sessionStorage.getItem("language")).toBeNull();
  });

  it("keeps no account keys for a visitor", () => {
    createSiteStore(init());
    for (const key of ["userAccount", "username", "token", "currencyData", "openDate"])
      expect(sessionStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem("isSetCurrency")).toBeNull();
  });

  it("persists the currency list in both storages and openDate in session storage", () => {
    const store = createSiteStore(init());
    store.getState().setCurrencyList(LIST, 1_700_000_000_000);
    expect(JSON.parse(sessionStorage.getItem("currencyData") ?? "null")).toEqual(LIST);
    expect(JSON.parse(localStorage.getItem("currencyData") ?? "null")).toEqual(LIST);
    expect(sessionStorage.getItem("openDate")).toBe("1700000000000");
    expect(localStorage.getItem("openDate")).toBeNull();
    expect(store.getState().currencyData).toEqual(LIST);
    expect(store.getState().openDate).toBe(1_700_000_000_000);
  });

  it("chooseCurrency sets the currency and isSetCurrency ('1' in local storage)", () => {
    const store = createSiteStore(init());
    store.getState().chooseCurrency({ type: "JPY", rate: 150.5 });
    expect(store.getState().currency).toEqual({ type: "JPY", rate: 150.5 });
    expect(store.getState().isSetCurrency).toBe(true);
    expect(localStorage.getItem("isSetCurrency")).toBe("1");
    expectStoredCurrency({ type: "JPY", rate: 150.5 });
  });

  it("showCurrency shows the server's currency without making it a choice", () => {
    const store = createSiteStore(init());
    store.getState().showCurrency({ type: "JPY", rate: 150.5 });
    expect(store.getState().currency).toEqual({ type: "JPY", rate: 150.5 });
    expect(store.getState().isSetCurrency).toBe(false);
    expect(localStorage.getItem("isSetCurrency")).toBeNull();
  });

  it("reads isSetCurrency back from local storage", () => {
    localStorage.setItem("isSetCurrency", "1");
    expect(createSiteStore(init()).getState().isSetCurrency).toBe(true);
  });

  it("logout resets account, token and username and removes their keys", () => {
    const store = createSiteStore(init({ user: LOGGED_IN }));
    store.getState().logout();
    const state = store.getState();
    expect(state.userAccount).toBeNull();
    expect(state.token).toBeNull();
    expect(state.username).toBeNull();
    expect(state.profileImage).toBeNull();
    expect(sessionStorage.getItem("userAccount")).toBeNull();
    expect(sessionStorage.getItem("username")).toBeNull();
    expect(sessionStorage.getItem("token")).toBeNull();
  });

  it("logout keeps the language and the currency", () => {
    const store = createSiteStore(init({ language: "ja", user: LOGGED_IN }));
    store.getState().chooseCurrency({ type: "JPY", rate: 150 });
    store.getState().logout();
    expect(store.getState().language).toBe("ja");
    expect(store.getState().currency).toEqual({ type: "JPY", rate: 150 });
    expect(localStorage.getItem("language")).toBe("ja");
  });

  it("setUser stores a new account", () => {
    const store = createSiteStore(init());
    store.getState().setUser(LOGGED_IN);
    expect(store.getState().token).toBe(LOGGED_IN.token);
    expect(sessionStorage.getItem("userAccount")).toBe(LOGGED_IN.userAccount);
  });

  it("reads currencyData and openDate back from session storage", () => {
    sessionStorage.setItem("currencyData", JSON.stringify(LIST));
    sessionStorage.setItem("openDate", "1700000000000");
    const state = createSiteStore(init()).getState();
    expect(state.currencyData).toEqual(LIST);
    expect(state.openDate).toBe(1_700_000_000_000);
  });

  it("falls back to the currency list in local storage", () => {
    localStorage.setItem("currencyData", JSON.stringify(LIST));
    const state = createSiteStore(init()).getState();
    expect(state.currencyData).toEqual(LIST);
    expect(state.openDate).toBeNull();
  });

  it("ignores a stored list that is not valid JSON or not a currency list", () => {
    sessionStorage.setItem("currencyData", "{not json");
    sessionStorage.setItem("openDate", "1700000000000");
    expect(createSiteStore(init()).getState().currencyData).toEqual([]);
    sessionStorage.setItem("currencyData", JSON.stringify([{ type: "usd", rate: 1 }]));
    const state = createSiteStore(init()).getState();
    expect(state.currencyData).toEqual([]);
    expect(state.openDate).toBeNull();
  });

  it("starts with the server's list when none is stored, or the stored one is over a day old", () => {
    const at = Date.now() - 60_000;
    const state = createSiteStore(init({ served: { list: LIST, at } })).getState();
    expect(state.currencyData).toEqual(LIST);
    expect(state.openDate).toBe(at);
    expect(JSON.parse(sessionStorage.getItem("currencyData") ?? "null")).toEqual(LIST);
    expect(sessionStorage.getItem("openDate")).toBe(String(at));

    sessionStorage.setItem("currencyData", JSON.stringify(LIST.slice(0, 1)));
    sessionStorage.setItem("openDate", String(Date.now() - 25 * 3_600_000));
    expect(createSiteStore(init({ served: { list: LIST, at } })).getState().currencyData).toEqual(
      LIST,
    );
  });

  it("keeps a stored list under a day old, and a server list over a day old is not taken", () => {
    const fresh = Date.now() - 60_000;
    sessionStorage.setItem("currencyData", JSON.stringify(LIST.slice(0, 1)));
    sessionStorage.setItem("openDate", String(fresh));
    const kept = createSiteStore(init({ served: { list: LIST, at: fresh } })).getState();
    expect(kept.currencyData).toEqual(LIST.slice(0, 1));
    expect(kept.openDate).toBe(fresh);

    sessionStorage.clear();
    localStorage.clear();
    const old = Date.now() - 25 * 3_600_000;
    const state = createSiteStore(init({ served: { list: LIST, at: old } })).getState();
    expect(state.currencyData).toEqual([]);
    expect(state.openDate).toBeNull();
  });

  it("a change writes the keys of the fields that changed, and only those", () => {
    const store = createSiteStore(init({ user: LOGGED_IN }));
    const spies = [localStorage, sessionStorage].flatMap((storage) => [
      vi.spyOn(storage, "setItem"),
      vi.spyOn(storage, "removeItem"),
    ]);
    const written = () => spies.flatMap((spy) => spy.mock.calls.map(([key]) => key)).sort();
    try {
      store.getState().setPhone(true);
      store.getState().setUser(LOGGED_IN);
      expect(written()).toEqual([]);
      store.getState().chooseCurrency({ type: "JPY", rate: 150.5 });
      expect(written()).toEqual(["currency", "currency", "isSetCurrency"]);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it("ignores an openDate that is not a number", () => {
    sessionStorage.setItem("currencyData", JSON.stringify(LIST));
    sessionStorage.setItem("openDate", "yesterday");
    expect(createSiteStore(init()).getState().openDate).toBeNull();
  });

  it("setPhone changes isPhone", () => {
    const store = createSiteStore(init());
    store.getState().setPhone(true);
    expect(store.getState().isPhone).toBe(true);
  });
});
