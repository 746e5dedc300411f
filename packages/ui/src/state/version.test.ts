import { describe, expect, it, vi } from "vitest";
import { cookieNames, setCookie } from "../test-utils.tsx";
import { applyVersion, applyVersionInBrowser, type VersionCheckEnvironment } from "./version.ts";

/** An environment over in-memory storages, recording what happens. */
function fakeEnvironment(storedVersion: string | null) {
  const local = new Map<string, string>();
  const session = new Map<string, string>([["token", "t"]]);
  if (storedVersion !== null) local.set("version", storedVersion);
  local.set("currency", '{"type":"JPY","rate":150}');
  const env: VersionCheckEnvironment = {
    local: {
      getItem: (key) => local.get(key) ?? null,
      setItem: (key, value) => void local.set(key, value),
      clear: vi.fn(() => local.clear()),
    },
    session: { clear: vi.fn(() => session.clear()) },
    clearAllCookies: vi.fn(),
  };
  return { env, local, session };
}

describe("applyVersion", () => {
  it("on a first visit only saves the version", () => {
    const { env, local, session } = fakeEnvironment(null);
    expect(applyVersion("2.0.0", env)).toBe(false);
    expect(local.get("version")).toBe("2.0.0");
    expect(local.get("currency")).toBeDefined();
    expect(session.get("token")).toBe("t");
    expect(env.local.clear).not.toHaveBeenCalled();
    expect(env.session.clear).not.toHaveBeenCalled();
    expect(env.clearAllCookies).not.toHaveBeenCalled();
  });

  it("does nothing when the stored version is the same", () => {
    const { env, local, session } = fakeEnvironment("2.0.0");
    expect(applyVersion("2.0.0", env)).toBe(false);
    expect(local.get("currency")).toBeDefined();
    expect(session.size).toBe(1);
    expect(env.local.clear).not.toHaveBeenCalled();
    expect(env.session.clear).not.toHaveBeenCalled();
    expect(env.clearAllCookies).not.toHaveBeenCalled();
  });

  it("with a different stored version clears both storages and all cookies, then saves", () => {
    const { env, local, session } = fakeEnvironment("1.0.0");
    expect(applyVersion("2.0.0", env)).toBe(true);
    expect(env.session.clear).toHaveBeenCalledTimes(1);
    expect(env.local.clear).toHaveBeenCalledTimes(1);
    expect(env.clearAllCookies).toHaveBeenCalledTimes(1);
    expect(session.size).toBe(0);
    expect([...local.entries()]).toEqual([["version", "2.0.0"]]);
  });
});

describe("applyVersionInBrowser", () => {
  it("wipes the real storages and cookies, has the server clear its cookies, then reloads", async () => {
    localStorage.setItem("version", "old");
    localStorage.setItem("cookieConfirm", "1");
    sessionStorage.setItem("token", "t");
    setCookie("referrer", "abc");
    setCookie("languages", "zh");
    let cleared = () => {};
    const clearServerCookies = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          cleared = resolve;
        }),
    );
    const reload = vi.fn();
    expect(applyVersionInBrowser("new", clearServerCookies, reload)).toBe(true);
    expect(clearServerCookies).toHaveBeenCalledTimes(1);
    // The page is loaded again once the server has cleared the HttpOnly cookies, not before.
    expect(reload).not.toHaveBeenCalled();
    cleared();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem("version")).toBe("new");
    expect(localStorage.getItem("cookieConfirm")).toBeNull();
    expect(sessionStorage.getItem("token")).toBeNull();
    expect(cookieNames()).toEqual([]);
  });

  it("keeps everything on a first visit", () => {
    localStorage.setItem("cookieConfirm", "1");
    setCookie("referrer", "abc");
    const clearServerCookies = vi.fn(async () => undefined);
    const reload = vi.fn();
    expect(applyVersionInBrowser("new", clearServerCookies, reload)).toBe(false);
    expect(clearServerCookies).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem("version")).toBe("new");
    expect(localStorage.getItem("cookieConfirm")).toBe("1");
    expect(cookieNames()).toEqual(["referrer"]);
  });
});
