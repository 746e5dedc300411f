import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CURRENCY_CACHE_TTL_MS } from "./constants.ts";
import {
  BASE_CURRENCY,
  convertPrice,
  defaultCurrency,
  displayPrice,
  formatPrice,
  isCurrencyListStale,
  resolveCurrency,
} from "./currency.ts";

const list = [
  { type: "USD", rate: 1 },
  { type: "HKD", rate: 7.8 },
  { type: "JPY", rate: 150 },
  { type: "EUR", rate: 0.92 },
];

describe("defaultCurrency", () => {
  it("is USD for en, HKD for zh and JPY for ja", () => {
    expect(defaultCurrency("en")).toBe("USD");
    expect(defaultCurrency("zh")).toBe("HKD");
    expect(defaultCurrency("ja")).toBe("JPY");
  });
});

describe("resolveCurrency", () => {
  it("uses the language default on a first visit", () => {
    expect(resolveCurrency({ language: "en", list })).toEqual({ type: "USD", rate: 1 });
    expect(resolveCurrency({ language: "zh", list })).toEqual({ type: "HKD", rate: 7.8 });
    expect(resolveCurrency({ language: "ja", list })).toEqual({ type: "JPY", rate: 150 });
  });

  it("lets a chosen currency override the default", () => {
    const stored = { type: "EUR", rate: 0.9 };
    expect(resolveCurrency({ language: "ja", stored, isSetCurrency: true, list })).toEqual({
      type: "EUR",
      rate: 0.92, // the list's fresher rate
    });
  });

  it("keeps the stored rate of a chosen currency when no list is at hand", () => {
    const stored = { type: "EUR", rate: 0.9 };
    expect(resolveCurrency({ language: "zh", stored, isSetCurrency: true })).toEqual(stored);
  });

  it("ignores a stored currency the visitor did not choose", () => {
    const stored = { type: "EUR", rate: 0.9 };
    expect(resolveCurrency({ language: "zh", stored, isSetCurrency: false, list })).toEqual({
      type: "HKD",
      rate: 7.8,
    });
  });

  it("uses the default when the chosen currency has no rate set", () => {
    expect(
      resolveCurrency({ language: "ja", stored: { type: "EUR" }, isSetCurrency: true, list }),
    ).toEqual({
      type: "JPY",
      rate: 150,
    });
    for (const rate of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(
        resolveCurrency({
          language: "ja",
          stored: { type: "EUR", rate },
          isSetCurrency: true,
          list,
        }).type,
      ).toBe("JPY");
    }
  });

  it("falls back to the default when the chosen currency is no longer offered", () => {
    const stored = { type: "GBP", rate: 0.8 };
    expect(resolveCurrency({ language: "zh", stored, isSetCurrency: true, list })).toEqual({
      type: "HKD",
      rate: 7.8,
    });
  });

  it("stays in US dollars when the default currency has no known rate", () => {
    expect(resolveCurrency({ language: "zh", list: [] })).toEqual(BASE_CURRENCY);
    expect(resolveCurrency({ language: "ja", list: [{ type: "JPY", rate: 0 }] })).toEqual(
      BASE_CURRENCY,
    );
  });
});

describe("isCurrencyListStale", () => {
  const now = Date.UTC(2026, 10, 22, 12);

  it("is stale when the list is missing or empty", () => {
    expect(isCurrencyListStale({ list: undefined, openDate: now, now })).toBe(true);
    expect(isCurrencyListStale({ list: [], openDate: now, now })).toBe(true);
  });

  it("is stale when the fetch time is unknown", () => {
    expect(isCurrencyListStale({ list, openDate: undefined, now })).toBe(true);
    expect(isCurrencyListStale({ list, openDate: Number.NaN, now })).toBe(true);
  });

  it("is fresh up to 24 hours and stale after", () => {
    expect(isCurrencyListStale({ list, openDate: now, now })).toBe(false);
    expect(isCurrencyListStale({ list, openDate: now - CURRENCY_CACHE_TTL_MS, now })).toBe(false);
    expect(isCurrencyListStale({ list, openDate: now - CURRENCY_CACHE_TTL_MS - 1, now })).toBe(
      true,
    );
    expect(CURRENCY_CACHE_TTL_MS).toBe(24 * 60 * 60 * 1000);
  });

  it("is stale when the fetch time lies in the future", () => {
    expect(isCurrencyListStale({ list, openDate: now + 1, now })).toBe(true);
  });
});

describe("convertPrice", () => {
  it("multiplies US dollars by the rate", () => {
    expect(convertPrice(10, 7.8)).toBe(78);
    expect(convertPrice(4.99, 150)).toBe(748.5);
    expect(convertPrice(0.1 * 3, 1)).toBe(0.3); // no float noise
    expect(convertPrice(0, 7.8)).toBe(0);
  });

  it("refuses negative or non-finite prices and rates that are not positive", () => {
    expect(() => convertPrice(-1, 1)).toThrow(RangeError);
    expect(() => convertPrice(Number.NaN, 1)).toThrow(RangeError);
    expect(() => convertPrice(1, 0)).toThrow(RangeError);
    expect(() => convertPrice(1, -7.8)).toThrow(RangeError);
    expect(() => convertPrice(1, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it("gives the same result for the same input on every call", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.double({ min: 1e-3, max: 1e4, noNaN: true }),
        (usd, rate) => {
          const a = convertPrice(usd, rate);
          expect(convertPrice(usd, rate)).toBe(a);
          expect(Math.abs(a - usd * rate)).toBeLessThanOrEqual(5e-7 + Math.abs(usd * rate) * 1e-12);
        },
      ),
    );
  });
});

describe("formatPrice", () => {
  it("formats with the locale's symbol and the currency's minor unit", () => {
    expect(formatPrice(12.5, "USD", "en")).toBe("$12.50");
    expect(formatPrice(97.5, "HKD", "zh-Hans")).toBe("HK$97.50");
    expect(formatPrice(1875, "JPY", "ja")).toBe("￥1,875");
    expect(formatPrice(1234567.891, "USD", "en")).toBe("$1,234,567.89");
  });

  it("shows JPY without decimals, rounding half up", () => {
    expect(formatPrice(748.5, "JPY", "ja")).toBe("￥749");
    expect(formatPrice(748.4, "JPY", "en")).toBe("¥748");
  });

  it("refuses malformed codes and non-finite amounts", () => {
    expect(() => formatPrice(1, "usd", "en")).toThrow(RangeError);
    expect(() => formatPrice(1, "DOLLAR", "en")).toThrow(RangeError);
    expect(() => formatPrice(Number.NaN, "USD", "en")).toThrow(RangeError);
  });

  it("converts and formats a catalogue price in one step", () => {
    expect(displayPrice(5, { type: "HKD", rate: 7.8 }, "zh-Hans")).toBe("HK$39.00");
    expect(displayPrice(5, { type: "JPY", rate: 150.37 }, "ja")).toBe("￥752");
  });
});
