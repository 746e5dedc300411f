import { describe, expect, it, vi } from "vitest";
import { cookieNames, setCookie } from "../test-utils.tsx";
import {
  clearCookies,
  consentCookieValue,
  cookiesToClear,
  LOGIN_COOKIES,
  presentCookies,
  readConsent,
  removeCookies,
  safeStorage,
} from "./storage.ts";

describe("cookiesToClear", () => {
  const everything = [
    "username",
    "token",
    "lastloginname",
    "email",
    "isRedic",
    "languages",
    "currency",
    "referrer",
    "referrerUrl",
    "_ga",
    "some-unknown-cookie",
  ];

  it("mode 1 (logout) removes exactly the login cookies, keeping isRedic and languages", () => {
    expect(cookiesToClear(1, everything).sort()).toEqual(
      ["email", "lastloginname", "token", "username"].sort(),
    );
  });

  it("mode 1 removes nothing that is not present", () => {
    expect(cookiesToClear(1, ["token", "referrer"])).toEqual(["token"]);
    expect(cookiesToClear(1, [])).toEqual([]);
  });

  it("mode 1 keeps isRedic and languages", () => {
    expect(cookiesToClear(1, ["isRedic", "languages"])).toEqual([]);
  });

  it("mode 2 (optional cookies refused) removes every non-login, non-preference cookie", () => {
    const removed = cookiesToClear(2, everything);
    expect(removed.sort()).toEqual(["_ga", "referrer", "referrerUrl", "some-unknown-cookie"]);
  });

  it("mode 2 keeps the login cookies and the languages and currency preferences", () => {
    const kept = ["username", "token", "lastloginname", "email", "languages", "currency"];
    expect(cookiesToClear(2, kept)).toEqual([]);
    for (const name of ["username", "token", "lastloginname", "email"])
      expect(LOGIN_COOKIES).toContain(name);
  });

  it("mode 2 keeps the consent cookie that records the refusal", () => {
    expect(cookiesToClear(2, ["cookieSelect", "referrer"])).toEqual(["referrer"]);
  });

  it("mode 3 removes nothing", () => {
    expect(cookiesToClear(3, everything)).toEqual([]);
  });
});

describe("cookies on the document", () => {
  it("presentCookies lists the names scripts can see", () => {
    expect(cookieNames()).toEqual([]);
    setCookie("referrer", "partner-1");
    setCookie("languages", "zh");
    expect(presentCookies().sort()).toEqual(["languages", "referrer"]);
  });

  it("removeCookies removes the named cookies only", () => {
    setCookie("referrer");
    setCookie("currency", "JPY");
    removeCookies(["referrer"]);
    expect(cookieNames()).toEqual(["currency"]);
  });

  it("clearCookies(1) removes the login cookies from the document and answers them", () => {
    for (const name of ["username", "token", "lastloginname", "email", "isRedic", "languages"])
      setCookie(name);
    const removed = clearCookies(1);
    expect(removed.sort()).toEqual(["email", "lastloginname", "token", "username"]);
    expect(cookieNames()).toEqual(["isRedic", "languages"]);
  });

  it("clearCookies(2) removes the referral cookies and keeps languages, currency and login", () => {
    setCookie("referrer", "abc");
    setCookie("referrerUrl", "https%3A%2F%2Fpartner.test");
    setCookie("languages", "ja");
    setCookie("currency", "JPY");
    setCookie("token", "t");
    setCookie("tracking-id", "42");
    expect(clearCookies(2).sort()).toEqual(["referrer", "referrerUrl", "tracking-id"]);
    expect(cookieNames()).toEqual(["currency", "languages", "token"]);
    expect(document.cookie).toContain("languages=ja");
  });

  it("clearCookies(3) leaves every cookie", () => {
    setCookie("referrer");
    setCookie("token");
    expect(clearCookies(3)).toEqual([]);
    expect(cookieNames()).toEqual(["referrer", "token"]);
  });
});

describe("safeStorage", () => {
  it("reads and writes the real storage of its kind", () => {
    const local = safeStorage("local");
    const session = safeStorage("session");
    local.setItem("k", "local value");
    session.setItem("k", "session value");
    expect(localStorage.getItem("k")).toBe("local value");
    expect(sessionStorage.getItem("k")).toBe("session value");
    expect(local.getItem("k")).toBe("local value");
    expect(session.getItem("missing")).toBeNull();
    local.removeItem("k");
    expect(localStorage.getItem("k")).toBeNull();
    expect(sessionStorage.getItem("k")).toBe("session value");
    session.clear();
    expect(sessionStorage.length).toBe(0);
  });

  // The setup file clears the real storage after each test: restore it before the test ends.
  /** Both storages answer every call without throwing, and remember nothing. */
  const expectSilentStorages = () => {
    for (const kind of ["local", "session"] as const) {
      const storage = safeStorage(kind);
      expect(() => storage.setItem("a", "1")).not.toThrow();
      expect(storage.getItem("a")).toBeNull();
      expect(() => storage.removeItem("a")).not.toThrow();
      expect(() => storage.clear()).not.toThrow();
    }
  };

  it("never throws when every storage method throws (quota, disabled storage)", () => {
    const boom = () => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    };
    const broken = { getItem: boom, setItem: boom, removeItem: boom, clear: boom };
    const reads = vi.spyOn(window, "localStorage", "get").mockReturnValue(broken as never);
    vi.spyOn(window, "sessionStorage", "get").mockReturnValue(broken as never);
    try {
      expectSilentStorages();
      expect(reads).toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
    }
  });

  it("never throws when the storage itself cannot be reached (private mode)", () => {
    const denied = (): Storage => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    vi.spyOn(window, "localStorage", "get").mockImplementation(denied);
    vi.spyOn(window, "sessionStorage", "get").mockImplementation(denied);
    try {
      expectSilentStorages();
    } finally {
      vi.restoreAllMocks();
    }
  });
});

describe("the consent cookie", () => {
  it("mirrors the categories as digits, required first", () => {
    expect(consentCookieValue({ analytics: true, marketing: true })).toBe("111");
    expect(consentCookieValue({ analytics: true, marketing: false })).toBe("110");
    expect(consentCookieValue({ analytics: false, marketing: true })).toBe("101");
    expect(consentCookieValue({ analytics: false, marketing: false })).toBe("100");
  });

  it("reads back a choice, and nothing from an absent or foreign value", () => {
    for (const consent of [
      { analytics: true, marketing: false },
      { analytics: false, marketing: true },
    ])
      expect(readConsent(consentCookieValue(consent))).toEqual(consent);
    for (const value of [null, undefined, "", "011", "1", "1101", "abc"])
      expect(readConsent(value)).toBeNull();
  });
});
