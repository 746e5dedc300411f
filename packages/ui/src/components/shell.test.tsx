// The shell around every page: its parts in each language, the account menu, the cookie panel,
// the currency chosen on this device against the one the server rendered, and the provider's
// start-up flags. What a new version or build does: shell-version.test.tsx.
import { act, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { useShell } from "../shell-context.tsx";
import {
  decided,
  fill,
  LOGGED_IN,
  renderShell,
  SITE_URLS,
  setupUser,
  texts,
} from "../test-utils.tsx";

const SHELL_USER = {
  maskedAccount: LOGGED_IN.userAccount,
  username: LOGGED_IN.username,
  profileImage: 5,
  session: "fingerprint-1",
};

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
  it("opens when cookieConfirm is not set", async () => {
    renderShell();
    expect(
      await screen.findByRole("dialog", { name: texts("en").cookie.title }),
    ).toBeInTheDocument();
  });

  it("does not open when cookieConfirm is set", async () => {
    decided();
    renderShell();
    // The panel comes with its code: had it been asked for, it would be here by now.
    await act(async () => void (await import("./cookie-panel.tsx")));
    expect(screen.queryByRole("dialog", { name: texts("en").cookie.title })).toBeNull();
  });

  it("closes after a choice and reopens from the footer's cookie settings (zh)", async () => {
    const user = setupUser();
    renderShell({ language: "zh" });
    const t = texts("zh");
    await user.click(await screen.findByRole("button", { name: t.cookie.acceptAll }));
    expect(screen.queryByRole("dialog", { name: t.cookie.title })).toBeNull();
    expect(localStorage.getItem("cookieConfirm")).toBe("1");
    await user.click(screen.getByRole("button", { name: t.footer.cookieSettings }));
    expect(screen.getByRole("dialog", { name: t.cookie.title })).toBeInTheDocument();
  });
});

/** A page's own link to the cookie settings, through the shell's context. */
function CookieSettingsLink() {
  const { openCookiePanel } = useShell();
  return (
    <button type="button" onClick={openCookiePanel}>
      Page cookie settings
    </button>
  );
}

describe("Shell cookie panel, opened from elsewhere", () => {
  it("the context's openCookiePanel opens it again after a decision (ja)", async () => {
    const user = setupUser();
    renderShell({ language: "ja", children: <CookieSettingsLink /> });
    const t = texts("ja").cookie;
    await user.click(screen.getByRole("button", { name: t.necessaryOnly }));
    expect(screen.queryByRole("dialog", { name: t.title })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Page cookie settings" }));
    expect(screen.getByRole("dialog", { name: t.title })).toBeInTheDocument();
    // Deciding again closes it again.
    await user.click(screen.getByRole("button", { name: t.acceptAll }));
    expect(screen.queryByRole("dialog", { name: t.title })).toBeNull();
    expect(localStorage.getItem("cookieSelect3")).toBe("1");
  });

  it("the footer's cookie settings open it for a visitor who decided on an earlier visit", async () => {
    decided();
    const user = setupUser();
    renderShell();
    const t = texts("en");
    expect(screen.queryByRole("dialog", { name: t.cookie.title })).toBeNull();
    const settings = screen.getByRole("button", { name: t.footer.cookieSettings });
    expect(settings).toHaveAttribute("data-action", "cookie-settings");
    await user.click(settings);
    expect(screen.getByRole("dialog", { name: t.cookie.title })).toBeInTheDocument();
  });

  it("stays closed when the shell renders again (a navigation)", async () => {
    const user = setupUser();
    const shell = renderShell();
    const t = texts("en").cookie;
    await user.click(screen.getByRole("button", { name: t.acceptAll }));
    shell.update({ pathname: "/doc", children: <p>Another page</p> });
    expect(screen.getByText("Another page")).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: t.title })).toBeNull();
  });

  it("an undecided visitor still sees it after the shell renders again", () => {
    const shell = renderShell();
    shell.update({ pathname: "/doc", children: <p>Another page</p> });
    expect(screen.getByRole("dialog", { name: texts("en").cookie.title })).toBeInTheDocument();
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
