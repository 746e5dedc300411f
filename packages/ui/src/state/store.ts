// The client state of SPEC.md section 3 in a zustand store, each field persisted under its own
// key: session storage for the account and the currency list, local storage for the language
// and the currency choice.
import { type Currency, isCurrencyCode, isCurrencyListStale } from "@hostfront/commerce";
import type { Language } from "@hostfront/i18n";
import { createStore, type StoreApi } from "zustand/vanilla";
import { LOCAL_KEYS, SESSION_KEYS, safeStorage } from "./storage.ts";

/** A currency of the fetched list. */
export interface CurrencyEntry {
  readonly type: string;
  readonly rate: number;
  readonly symbol?: string;
  readonly name?: string;
}

export interface SiteState {
  readonly userAccount: string | null;
  readonly username: string | null;
  /**
   * The session as the page knows it: a public fingerprint, never the credential, which stays
   * in an HttpOnly cookie on the server's side (the BFF pattern of DESIGN.md).
   */
  readonly token: string | null;
  readonly currency: Currency | null;
  readonly currencyData: readonly CurrencyEntry[];
  /** Profile image number 0-7. */
  readonly profileImage: number | null;
  readonly isPhone: boolean;
  /** When the currency list was fetched (ms since the epoch). */
  readonly openDate: number | null;
  readonly language: Language;
  readonly site_url: string;
  /** Whether the visitor chose a currency (`isSetCurrency`). */
  readonly isSetCurrency: boolean;
}

export interface SiteActions {
  setUser(
    user: { userAccount: string; username: string; token: string; profileImage: number } | null,
  ): void;
  /** Logout: resets account, token and username (SPEC.md section 4). */
  logout(): void;
  setCurrencyList(list: readonly CurrencyEntry[], now: number): void;
  /** The visitor's own choice: the only way `isSetCurrency` is set. */
  chooseCurrency(currency: Currency): void;
  /**
   * The currency the server rendered the page in. It is not a choice: a render that fell back
   * (provider down, no rate) must not become a currency the visitor keeps.
   */
  showCurrency(currency: Currency): void;
  setPhone(isPhone: boolean): void;
}

export type SiteStore = StoreApi<SiteState & SiteActions>;

const session = safeStorage("session");
const local = safeStorage("local");

function readJson<T>(raw: string | null, check: (value: unknown) => value is T): T | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return check(value) ? value : null;
  } catch {
    return null;
  }
}

const isCurrency = (value: unknown): value is Currency =>
  typeof value === "object" &&
  value !== null &&
  isCurrencyCode((value as Currency).type) &&
  typeof (value as Currency).rate === "number";
const isCurrencyList = (value: unknown): value is CurrencyEntry[] =>
  Array.isArray(value) && value.every(isCurrency);
const isNumber = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);

export interface StoreInit {
  readonly language: Language;
  readonly site_url: string;
  readonly user: {
    userAccount: string;
    username: string;
    token: string;
    profileImage: number;
  } | null;
  /** The currency the server rendered prices in. */
  readonly currency: Currency;
  /**
   * The currency list the server rendered the page with and when the provider gave it: the
   * store starts with it when the stored list is missing or older than 24 hours and it is not
   * (so the page's first render shows it and nothing changes once the page runs).
   */
  readonly served?: ServedList | null;
}

/** A currency list and when the provider gave it. */
export interface ServedList {
  readonly list: readonly CurrencyEntry[];
  readonly at: number;
}

/**
 * `served`, when it is to replace the list the visitor has: that one is missing or older than
 * 24 hours and `served` is not. The store starts with it; the currency picker takes a newer
 * page's list the same way.
 */
export function servedReplacement(
  current: {
    readonly list: readonly CurrencyEntry[] | undefined;
    readonly openDate: number | null;
  },
  served: ServedList | null | undefined,
  now: number,
): ServedList | null {
  return served &&
    isCurrencyListStale({ list: current.list, openDate: current.openDate, now }) &&
    !isCurrencyListStale({ list: served.list, openDate: served.at, now })
    ? served
    : null;
}

/**
 * Persists the fields of SPEC.md section 3 under their own keys: all of them, or those that
 * changed since `previous` (a change of another field, `isPhone`, writes nothing).
 */
function persist(state: SiteState, previous?: SiteState): void {
  const changed = (field: keyof SiteState) =>
    previous === undefined || state[field] !== previous[field];
  const put = (store: typeof session, key: string, value: string | null) =>
    value === null ? store.removeItem(key) : store.setItem(key, value);
  if (changed("userAccount")) put(session, SESSION_KEYS.userAccount, state.userAccount);
  if (changed("username")) put(session, SESSION_KEYS.username, state.username);
  if (changed("token")) put(session, SESSION_KEYS.token, state.token);
  if (changed("currencyData")) {
    const list = state.currencyData.length ? JSON.stringify(state.currencyData) : null;
    put(session, SESSION_KEYS.currencyData, list);
    put(local, LOCAL_KEYS.currencyData, list);
  }
  if (changed("currency")) {
    const currency = state.currency ? JSON.stringify(state.currency) : null;
    put(session, SESSION_KEYS.currency, currency);
    put(local, LOCAL_KEYS.currency, currency);
  }
  if (changed("openDate"))
    put(session, SESSION_KEYS.openDate, state.openDate === null ? null : String(state.openDate));
  if (changed("language")) put(local, LOCAL_KEYS.language, state.language);
  if (changed("isSetCurrency"))
    put(local, LOCAL_KEYS.isSetCurrency, state.isSetCurrency ? "1" : null);
}

/**
 * The currency the visitor chose on this device (`isSetCurrency` with a stored `currency`), or
 * null. Read it before the store is created: the store saves the server's currency over it.
 */
export function storedCurrencyChoice(): Currency | null {
  if (local.getItem(LOCAL_KEYS.isSetCurrency) !== "1") return null;
  return readJson(local.getItem(LOCAL_KEYS.currency), isCurrency);
}

/** Creates the store from what the server rendered, completed from storage. */
export function createSiteStore(init: StoreInit): SiteStore {
  const storedList =
    readJson(session.getItem(SESSION_KEYS.currencyData), isCurrencyList) ??
    readJson(local.getItem(LOCAL_KEYS.currencyData), isCurrencyList);
  const storedDate = storedList ? readJson(session.getItem(SESSION_KEYS.openDate), isNumber) : null;
  const served = servedReplacement(
    { list: storedList ?? undefined, openDate: storedDate },
    init.served,
    Date.now(),
  );
  const store = createStore<SiteState & SiteActions>()((set) => ({
    userAccount: init.user?.userAccount ?? null,
    username: init.user?.username ?? null,
    token: init.user?.token ?? null,
    profileImage: init.user?.profileImage ?? null,
    currency: init.currency,
    currencyData: served ? [...served.list] : (storedList ?? []),
    openDate: served ? served.at : storedDate,
    isPhone: false,
    language: init.language,
    site_url: init.site_url,
    isSetCurrency: local.getItem(LOCAL_KEYS.isSetCurrency) === "1",
    setUser: (user) =>
      set({
        userAccount: user?.userAccount ?? null,
        username: user?.username ?? null,
        token: user?.token ?? null,
        profileImage: user?.profileImage ?? null,
      }),
    logout: () => set({ userAccount: null, username: null, token: null, profileImage: null }),
    setCurrencyList: (list, now) => set({ currencyData: [...list], openDate: now }),
    chooseCurrency: (currency) => set({ currency, isSetCurrency: true }),
    showCurrency: (currency) => set({ currency }),
    setPhone: (isPhone) => set({ isPhone }),
  }));
  persist(store.getState());
  store.subscribe(persist);
  return store;
}
