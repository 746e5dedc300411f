// The shell across versions: the version saved on first visit, storage wiped once when it
// changes (cookies included, through the server), and the reload offered when a newer build is
// deployed while the page is open.
import { PROMO_DELAY_MS } from "@hostfront/commerce";
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  cookieNames,
  decided,
  fakeServices,
  renderShell,
  setCookie,
  settle,
  setupUser,
  texts,
} from "../test-utils.tsx";
import { VERSION_POLL_MS } from "./shell.tsx";

describe("Shell version", () => {
  it("saves the version on first mount and clears nothing", () => {
    decided();
    localStorage.setItem("activeImg", "123");
    sessionStorage.setItem("something", "kept");
    setCookie("referrer", "partner");
    const { services } = renderShell({ version: "build-7" });
    expect(localStorage.getItem("version")).toBe("build-7");
    expect(localStorage.getItem("activeImg")).toBe("123");
    expect(sessionStorage.getItem("something")).toBe("kept");
    expect(cookieNames()).toContain("referrer");
    expect(services.clearServerCookies).not.toHaveBeenCalled();
  });

  it("keeps everything when the stored version is the same", async () => {
    localStorage.setItem("version", "build-7");
    decided();
    sessionStorage.setItem("something", "kept");
    const { services } = renderShell({ version: "build-7" });
    expect(sessionStorage.getItem("something")).toBe("kept");
    // The panel comes with its code: had it been asked for, it would be here by now.
    await act(async () => void (await import("./cookie-panel.tsx")));
    expect(screen.queryByRole("dialog", { name: texts("en").cookie.title })).toBeNull();
    expect(services.clearServerCookies).not.toHaveBeenCalled();
  });

  it("with a different stored version wipes storage and calls clearServerCookies", async () => {
    localStorage.setItem("version", "build-6");
    decided();
    localStorage.setItem("activeImg", "123");
    sessionStorage.setItem("something", "stale");
    setCookie("referrer", "partner");
    setCookie("lastloginname", "bob");
    const { services } = renderShell({ version: "build-7" });
    expect(services.clearServerCookies).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem("version")).toBe("build-7");
    expect(localStorage.getItem("activeImg")).toBeNull();
    expect(sessionStorage.getItem("something")).toBeNull();
    expect(cookieNames()).toEqual([]);
    // The cookie choice was wiped too, so the panel asks again.
    expect(localStorage.getItem("cookieConfirm")).toBeNull();
    expect(
      await screen.findByRole("dialog", { name: texts("en").cookie.title }),
    ).toBeInTheDocument();
  });

  it("nothing the previous version stored survives a version change", async () => {
    localStorage.setItem("version", "build-6");
    localStorage.setItem("isSetCurrency", "1");
    sessionStorage.setItem(
      "currencyData",
      JSON.stringify([
        { type: "USD", rate: 1 },
        { type: "EUR", rate: 0.9 },
      ]),
    );
    sessionStorage.setItem("openDate", String(Date.now()));
    sessionStorage.setItem("chatUUID", "3f2b8c1e-4d5a-4b6c-9e7f-0a1b2c3d4e5f");
    sessionStorage.setItem(
      "chatData",
      JSON.stringify([{ content: "Question from the old build", user: "1", loading: false }]),
    );
    renderShell({ version: "build-7" });
    await act(async () => undefined);
    expect(localStorage.getItem("version")).toBe("build-7");
    expect({
      isSetCurrency: localStorage.getItem("isSetCurrency"),
      currencyData: sessionStorage.getItem("currencyData"),
      openDate: sessionStorage.getItem("openDate"),
      chatUUID: sessionStorage.getItem("chatUUID"),
      chatData: sessionStorage.getItem("chatData"),
    }).toEqual({
      isSetCurrency: null,
      currencyData: null,
      openDate: null,
      chatUUID: null,
      chatData: null,
    });
  });
});

describe("Shell new build", () => {
  // The first question is one poll interval after the page came: the clock is faked (and
  // still runs) so that a test can skip to it.
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  // The promo is suppressed: its modal dialog (30 s after load) would hide the toasts.
  const pollDue = () =>
    act(async () => {
      await vi.advanceTimersByTimeAsync(VERSION_POLL_MS);
    });

  it("offers a reload when latestVersion answers a different version", async () => {
    decided();
    const services = fakeServices({ latestVersion: async () => "build-8" });
    renderShell({ version: "build-7", services, promoSuppressed: true });
    await pollDue();
    const t = texts("en").toast;
    const toast = await screen.findByRole("status");
    expect(toast).toHaveTextContent(t.newVersion);
    expect(toast).toHaveAttribute("data-toast-type", "info");
    expect(within(toast).getByRole("button", { name: t.reload })).toBeInTheDocument();
    expect(services.latestVersion).toHaveBeenCalledTimes(1);
  });

  it("asks for the latest version only once the browser is idle, twice", async () => {
    decided();
    // The idle callbacks asked for, run when the test says the browser is idle.
    let waiting: IdleRequestCallback[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => {
      waiting.push(callback);
      return waiting.length;
    });
    vi.stubGlobal("cancelIdleCallback", () => undefined);
    const idle = async () => {
      const now = waiting;
      waiting = [];
      act(() => {
        for (const callback of now) callback({ didTimeout: false, timeRemaining: () => 50 });
      });
      await settle();
    };
    const services = fakeServices({ latestVersion: async () => "build-8" });
    renderShell({ version: "build-7", services, promoSuppressed: true });
    await settle();
    // Idle moments before the first interval is over bring nothing.
    await idle();
    expect(services.latestVersion).not.toHaveBeenCalled();
    await pollDue();
    // The first idle moment after it brings the part; its question waits for the next one.
    await idle();
    await act(async () => void (await import("./idle-queries.tsx")));
    await settle();
    expect(services.latestVersion).not.toHaveBeenCalled();
    expect(screen.queryByRole("status")).toBeNull();
    await idle();
    expect(await screen.findByRole("status")).toHaveTextContent(texts("en").toast.newVersion);
    expect(services.latestVersion).toHaveBeenCalledTimes(1);
  });

  it("the reload action reloads the page and closes the toast", async () => {
    decided();
    const reload = vi.spyOn(window.location, "reload").mockImplementation(() => undefined);
    const user = setupUser();
    const services = fakeServices({ latestVersion: async () => "build-8" });
    renderShell({ version: "build-7", services, promoSuppressed: true });
    await pollDue();
    const toast = await screen.findByRole("status");
    await user.click(within(toast).getByRole("button", { name: texts("en").toast.reload }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("offers the reload in ja", async () => {
    decided();
    const services = fakeServices({ latestVersion: async () => "build-8" });
    renderShell({ language: "ja", version: "build-7", services, promoSuppressed: true });
    await pollDue();
    const t = texts("ja").toast;
    const toast = await screen.findByRole("status");
    expect(toast).toHaveTextContent(t.newVersion);
    expect(within(toast).getByRole("button", { name: t.reload })).toBeInTheDocument();
  });

  it("offers nothing for the same version or no answer", async () => {
    decided();
    const same = fakeServices({ latestVersion: async () => "build-7" });
    const first = renderShell({ version: "build-7", services: same, promoSuppressed: true });
    await pollDue();
    await waitFor(() => expect(same.latestVersion).toHaveBeenCalled());
    await settle();
    expect(screen.queryByRole("status")).toBeNull();
    first.unmount();

    const none = fakeServices({ latestVersion: async () => null });
    renderShell({ version: "build-7", services: none, promoSuppressed: true });
    await pollDue();
    await waitFor(() => expect(none.latestVersion).toHaveBeenCalled());
    await settle();
    expect(screen.queryByRole("status")).toBeNull();
  });

  describe("with fake timers", () => {
    const advance = (ms: number) =>
      act(async () => {
        await vi.advanceTimersByTimeAsync(ms);
        await vi.advanceTimersByTimeAsync(50);
      });
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it("asks first 5 minutes after the page came, then every 5 minutes, and offers the reload once", async () => {
      decided();
      const answers = ["build-7", "build-8", "build-9"];
      const services = fakeServices({ latestVersion: async () => answers.shift() ?? null });
      // Suppress the promo: its modal dialog (after 30 s) would hide the toasts from the tree.
      renderShell({ version: "build-7", services, promoSuppressed: true });
      // The page is of the build it names: nothing is asked (nor fetched) for one interval.
      await advance(100);
      await advance(VERSION_POLL_MS - 1_000);
      expect(services.latestVersion).not.toHaveBeenCalled();
      // Then the part comes at the next idle moment, its first question at the one after.
      await advance(1_000);
      await act(async () => {
        await vi.dynamicImportSettled();
      });
      await advance(100);
      await advance(100);
      expect(services.latestVersion).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole("status")).toBeNull();

      await advance(VERSION_POLL_MS);
      expect(services.latestVersion).toHaveBeenCalledTimes(2);
      expect(screen.getAllByRole("status")).toHaveLength(1);
      expect(screen.getByRole("status")).toHaveTextContent(texts("en").toast.newVersion);

      await advance(VERSION_POLL_MS);
      expect(services.latestVersion).toHaveBeenCalledTimes(3);
      expect(screen.getAllByRole("status")).toHaveLength(1);
    });

    it("shows the promo after 30 s unless the page suppresses it", async () => {
      decided();
      const shown = renderShell();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(PROMO_DELAY_MS);
        // The dialog's code was fetched ahead of its moment; let it arrive.
        await vi.dynamicImportSettled();
      });
      expect(screen.getByRole("dialog", { name: texts("en").promo.title })).toBeInTheDocument();
      shown.unmount();
      localStorage.removeItem("activeImg");

      renderShell({ promoSuppressed: true });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(2 * PROMO_DELAY_MS);
      });
      expect(screen.queryByRole("dialog", { name: texts("en").promo.title })).toBeNull();
    });
  });
});
