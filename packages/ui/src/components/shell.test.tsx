import { PROMO_DELAY_MS } from "@hostfront/commerce";
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  cookieNames,
  fakeServices,
  fill,
  LOGGED_IN,
  renderShell,
  SITE_URLS,
  setCookie,
  setupUser,
  texts,
} from "../test-utils.tsx";
import { VERSION_POLL_MS } from "./shell.tsx";

const SHELL_USER = {
  maskedAccount: LOGGED_IN.userAccount,
  username: LOGGED_IN.username,
  profileImage: 5,
  session: "fingerprint-1",
};

const decided = () => localStorage.setItem("cookieConfirm", "1");

/** The search and support widget (a <details>), found by its summary. */
function searchWidget(language: "en" | "zh" | "ja") {
  const details = screen.getByText(texts(language).docSearch.open).closest("details");
  if (!details) throw new Error("no search widget");
  return details;
}

/** The chat launcher: askAI.open outside the search widget (which has a same-named button). */
const chatLauncher = (language: "en" | "zh" | "ja") =>
  screen
    .getAllByRole("button", { name: texts(language).askAI.open })
    .filter((button) => !button.closest("details"));

/** Lets a query's answer reach the page (TanStack Query notifies on a timeout). */
const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });

describe("Shell layout", () => {
  beforeEach(() => {
    delete document.documentElement.dataset.hydrated;
  });

  it("renders the skip link, header, footer and main with the page", () => {
    decided();
    renderShell({ children: <h1>Cloud servers</h1> });
    const t = texts("en");
    expect(screen.getByRole("link", { name: t.a11y.skipToContent })).toHaveAttribute(
      "href",
      "#main",
    );
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
    const main = screen.getByRole("main");
    expect(main).toHaveAttribute("id", "main");
    expect(within(main).getByRole("heading", { name: "Cloud servers" })).toBeInTheDocument();
    expect(within(main).queryByRole("banner")).toBeNull();
  });

  it("renders the shell's parts in zh", () => {
    decided();
    renderShell({
      language: "zh",
      announcements: [{ id: "7", title: "东京维护" }],
      footLinks: [{ name: "友情链接", link: "https://friend.test/" }],
    });
    const t = texts("zh");
    expect(screen.getByRole("link", { name: t.a11y.skipToContent })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: t.langBar.label })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "东京维护" })).toHaveAttribute(
      "href",
      `${SITE_URLS.zh}/doc/announce/detail/7`,
    );
    expect(screen.getByRole("link", { name: "友情链接" })).toHaveAttribute(
      "href",
      "https://friend.test/",
    );
    expect(screen.getByRole("link", { name: t.account.login })).toBeInTheDocument();
    expect(chatLauncher("zh")).toHaveLength(1);
    expect(document.querySelector("a.coupon-banner")).toHaveAttribute(
      "href",
      `${SITE_URLS.zh}/ac/coupon`,
    );
    expect(screen.getByRole("region", { name: t.toast.region })).toBeInTheDocument();
  });

  it("sets data-hydrated on <html> after mount", () => {
    expect(document.documentElement.dataset.hydrated).toBeUndefined();
    renderShell();
    expect(document.documentElement).toHaveAttribute("data-hydrated", "true");
  });

  it("shows the logged-in user's account menu (ja)", () => {
    decided();
    renderShell({ language: "ja", user: SHELL_USER });
    const t = texts("ja").account;
    expect(
      screen.getByRole("button", {
        name: fill(t.menuLabel, { account: SHELL_USER.maskedAccount }),
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: t.login })).toBeNull();
    expect(sessionStorage.getItem("token")).toBe(SHELL_USER.session);
  });

  it("follows a logout from the server: a new render without user shows the login link", () => {
    decided();
    const { update } = renderShell({ user: SHELL_USER });
    update({ user: null });
    expect(screen.getByRole("link", { name: texts("en").account.login })).toBeInTheDocument();
    expect(sessionStorage.getItem("token")).toBeNull();
  });

  it("the search widget's chat button opens the chat panel", async () => {
    decided();
    const user = setupUser();
    renderShell({ language: "ja" });
    const t = texts("ja");
    expect(screen.queryByRole("dialog", { name: t.askAI.title })).toBeNull();
    await user.click(within(searchWidget("ja")).getByRole("button", { name: t.docSearch.chat }));
    expect(await screen.findByRole("dialog", { name: t.askAI.title })).toBeInTheDocument();
    expect(chatLauncher("ja")).toHaveLength(0);
  });
});

describe("Shell cookie panel", () => {
  it("opens when cookieConfirm is not set", () => {
    renderShell();
    expect(screen.getByRole("dialog", { name: texts("en").cookie.title })).toBeInTheDocument();
  });

  it("does not open when cookieConfirm is set", () => {
    decided();
    renderShell();
    expect(screen.queryByRole("dialog", { name: texts("en").cookie.title })).toBeNull();
  });

  it("closes after a choice and reopens from the footer's cookie settings (zh)", async () => {
    const user = setupUser();
    renderShell({ language: "zh" });
    const t = texts("zh");
    await user.click(screen.getByRole("button", { name: t.cookie.acceptAll }));
    expect(screen.queryByRole("dialog", { name: t.cookie.title })).toBeNull();
    expect(localStorage.getItem("cookieConfirm")).toBe("1");
    await user.click(screen.getByRole("button", { name: t.footer.cookieSettings }));
    expect(screen.getByRole("dialog", { name: t.cookie.title })).toBeInTheDocument();
  });
});

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

  it("keeps everything when the stored version is the same", () => {
    localStorage.setItem("version", "build-7");
    decided();
    sessionStorage.setItem("something", "kept");
    const { services } = renderShell({ version: "build-7" });
    expect(sessionStorage.getItem("something")).toBe("kept");
    expect(screen.queryByRole("dialog", { name: texts("en").cookie.title })).toBeNull();
    expect(services.clearServerCookies).not.toHaveBeenCalled();
  });

  it("with a different stored version wipes storage and calls clearServerCookies", () => {
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
    expect(screen.getByRole("dialog", { name: texts("en").cookie.title })).toBeInTheDocument();
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
  it("offers a reload when latestVersion answers a different version", async () => {
    decided();
    const services = fakeServices({ latestVersion: async () => "build-8" });
    renderShell({ version: "build-7", services });
    const t = texts("en").toast;
    const toast = await screen.findByRole("status");
    expect(toast).toHaveTextContent(t.newVersion);
    expect(toast).toHaveAttribute("data-toast-type", "info");
    expect(within(toast).getByRole("button", { name: t.reload })).toBeInTheDocument();
    expect(services.latestVersion).toHaveBeenCalledTimes(1);
  });

  it("the reload action reloads the page and closes the toast", async () => {
    decided();
    const reload = vi.spyOn(window.location, "reload").mockImplementation(() => undefined);
    const user = setupUser();
    const services = fakeServices({ latestVersion: async () => "build-8" });
    renderShell({ version: "build-7", services });
    const toast = await screen.findByRole("status");
    await user.click(within(toast).getByRole("button", { name: texts("en").toast.reload }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("offers the reload in ja", async () => {
    decided();
    const services = fakeServices({ latestVersion: async () => "build-8" });
    renderShell({ language: "ja", version: "build-7", services });
    const t = texts("ja").toast;
    const toast = await screen.findByRole("status");
    expect(toast).toHaveTextContent(t.newVersion);
    expect(within(toast).getByRole("button", { name: t.reload })).toBeInTheDocument();
  });

  it("offers nothing for the same version or no answer", async () => {
    decided();
    const same = fakeServices({ latestVersion: async () => "build-7" });
    const first = renderShell({ version: "build-7", services: same });
    await waitFor(() => expect(same.latestVersion).toHaveBeenCalled());
    await settle();
    expect(screen.queryByRole("status")).toBeNull();
    first.unmount();

    const none = fakeServices({ latestVersion: async () => null });
    renderShell({ version: "build-7", services: none });
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

    it("asks again every 5 minutes and offers the reload once", async () => {
      decided();
      const answers = ["build-7", "build-8", "build-9"];
      const services = fakeServices({ latestVersion: async () => answers.shift() ?? null });
      // Suppress the promo: its modal dialog (after 30 s) would hide the toasts from the tree.
      renderShell({ version: "build-7", services, promoSuppressed: true });
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

describe("a currency chosen on this device", () => {
  it("overrides what the server rendered: the server is told and the page re-rendered", async () => {
    localStorage.setItem("version", "build-1");
    localStorage.setItem("isSetCurrency", "1");
    localStorage.setItem("currency", JSON.stringify({ type: "EUR", rate: 0.93 }));
    const { services } = renderShell({ language: "ja", currency: { type: "JPY", rate: 151.2 } });
    await waitFor(() => expect(services.chooseCurrency).toHaveBeenCalledWith("EUR"));
  });

  it("is not asked for again when the server already shows it, or when none was chosen", async () => {
    localStorage.setItem("version", "build-1");
    localStorage.setItem("isSetCurrency", "1");
    localStorage.setItem("currency", JSON.stringify({ type: "EUR", rate: 0.93 }));
    const first = renderShell({ currency: { type: "EUR", rate: 0.93 } });
    first.unmount();
    localStorage.removeItem("isSetCurrency");
    localStorage.setItem("currency", JSON.stringify({ type: "GBP", rate: 0.79 }));
    const second = renderShell({ currency: { type: "USD", rate: 1 } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(first.services.chooseCurrency).not.toHaveBeenCalled();
    expect(second.services.chooseCurrency).not.toHaveBeenCalled();
  });
});

describe("a currency the server rendered", () => {
  it("is shown but never becomes the visitor's choice (a USD fallback must not stick on /ja)", async () => {
    localStorage.setItem("version", "build-1");
    // The provider was down: /ja fell back to USD; the next page has the rate again.
    const fallback = renderShell({ language: "ja", currency: { type: "USD", rate: 1 } });
    fallback.update({ currency: { type: "JPY", rate: 151.2 } });
    await act(async () => undefined);
    fallback.update({ currency: { type: "USD", rate: 1 } });
    await act(async () => undefined);
    expect(localStorage.getItem("isSetCurrency")).toBeNull();
    fallback.unmount();

    // Next visit to /ja: nothing was chosen, so the server's JPY stands.
    const next = renderShell({ language: "ja", currency: { type: "JPY", rate: 151.2 } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(next.services.chooseCurrency).not.toHaveBeenCalled();
    expect(fallback.services.chooseCurrency).not.toHaveBeenCalled();
  });
});

describe("Shell and the provider's start-up flags", () => {
  beforeEach(decided);

  it.each(["en", "zh", "ja"] as const)(
    "shows a maintenance banner in %s, with the provider's message",
    (language) => {
      const t = texts(language);
      renderShell({ language, maintenance: { message: "Database upgrade until 04:00 UTC." } });
      const banner = screen.getByRole("region", { name: t.maintenance.title });
      expect(banner).toHaveTextContent(t.maintenance.body);
      expect(banner).toHaveTextContent(
        fill(t.maintenance.message, { message: "Database upgrade until 04:00 UTC." }),
      );
    },
  );

  it("shows no banner without maintenance, and no message line when the provider gave none", () => {
    const { unmount } = renderShell({ maintenance: null });
    expect(screen.queryByTestId("maintenance-banner")).toBeNull();
    unmount();
    renderShell({ maintenance: { message: null } });
    expect(screen.getByTestId("maintenance-banner")).toBeInTheDocument();
    expect(screen.queryByTestId("maintenance-message")).toBeNull();
  });

  it.each(["en", "zh", "ja"] as const)(
    "disables the assistant in %s with the reason when the provider has it off",
    async (language) => {
      const t = texts(language);
      const user = setupUser();
      renderShell({ language, chatEnabled: false });
      const [launcher] = chatLauncher(language);
      expect(launcher).toBeDisabled();
      expect(launcher).toHaveAccessibleDescription(t.askAI.off);
      // The search widget's support list says so too, instead of a button that opens nothing.
      const widget = searchWidget(language);
      expect(within(widget).queryByRole("button", { name: t.docSearch.chat })).toBeNull();
      expect(widget).toHaveTextContent(t.askAI.off);
      await user.keyboard("{Escape}");
      expect(screen.queryByRole("dialog")).toBeNull();
    },
  );

  it("keeps the assistant on by default", () => {
    renderShell();
    expect(chatLauncher("en")[0]).toBeEnabled();
    expect(screen.queryByTestId("chat-off")).toBeNull();
  });
});
