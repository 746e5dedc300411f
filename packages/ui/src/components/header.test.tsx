import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { headerGroups } from "../menu-links.ts";
import { ServiceError } from "../services.ts";
import {
  fakeServices,
  fill,
  HEADER_PATHS,
  LANGUAGES,
  LOGGED_IN,
  MAIN_SITE_URL,
  renderInContext,
  SITE_URLS,
  setupUser,
  texts,
} from "../test-utils.tsx";
import { consoleUrl, Header } from "./header.tsx";
import { Toaster } from "./toaster.tsx";

const hrefOf = (element: HTMLElement) => element.getAttribute("href") ?? "";

function HeaderWithToasts() {
  return (
    <>
      <Header />
      <Toaster />
    </>
  );
}

describe("consoleUrl", () => {
  it("puts ope, lang and redirect on the console URL", () => {
    const url = new URL(consoleUrl(MAIN_SITE_URL, "reg", "ja", "https://site.test/ja/doc?x=1"));
    expect(url.origin).toBe(MAIN_SITE_URL);
    expect(url.pathname).toBe("/");
    expect(url.searchParams.get("ope")).toBe("reg");
    expect(url.searchParams.get("lang")).toBe("ja");
    expect(url.searchParams.get("redirect")).toBe("https://site.test/ja/doc?x=1");
  });
});

describe("Header for a visitor", () => {
  it.each(LANGUAGES)("links login and register to the console in %s", (language) => {
    const t = texts(language).account;
    renderInContext(<Header />, { language });
    const login = new URL(hrefOf(screen.getByRole("link", { name: t.login })));
    const register = new URL(hrefOf(screen.getByRole("link", { name: t.register })));
    expect(login.origin).toBe(MAIN_SITE_URL);
    expect(register.origin).toBe(MAIN_SITE_URL);
    expect(login.searchParams.get("ope")).toBe("login");
    expect(register.searchParams.get("ope")).toBe("reg");
    expect(login.searchParams.get("lang")).toBe(language);
    expect(register.searchParams.get("lang")).toBe(language);
    expect(document.querySelector("[data-profile-image]")).toBeNull();
    expect(screen.queryByTestId("masked-account")).not.toBeInTheDocument();
  });

  it("sends the visitor back to the page they were on, in their language", () => {
    const t = texts("zh").account;
    renderInContext(<Header />, {
      language: "zh",
      pathname: "/zh/doc/announce",
      search: "?page=2",
    });
    const login = new URL(hrefOf(screen.getByRole("link", { name: t.login })));
    const register = new URL(hrefOf(screen.getByRole("link", { name: t.register })));
    expect(login.searchParams.get("redirect")).toBe("https://site.test/zh/doc/announce?page=2");
    expect(register.searchParams.get("redirect")).toBe("https://site.test/zh/doc/announce?page=2");
  });

  it("sends an English visitor back to the unprefixed page", () => {
    renderInContext(<Header />, { language: "en", pathname: "/product/vps", search: "" });
    const login = new URL(hrefOf(screen.getByRole("link", { name: texts("en").account.login })));
    expect(login.searchParams.get("redirect")).toBe("https://site.test/product/vps");
  });

  it("links the logo to the home page of the language", () => {
    renderInContext(<Header />, { language: "ja" });
    expect(
      screen.getByRole("link", { name: `${texts("ja").site.name} – ${texts("ja").nav.home}` }),
    ).toHaveAttribute("href", "https://site.test/ja/");
  });
});

describe("Header navigation", () => {
  it("the mobile Menu button opens a dialog with every header link (en)", async () => {
    const user = setupUser();
    const t = texts("en").nav;
    renderInContext(<Header />);
    await user.click(screen.getByRole("button", { name: t.menu }));
    const dialog = await screen.findByRole("dialog", { name: t.menu });
    const links = within(dialog).getAllByRole("link");
    expect(links.map(hrefOf).sort()).toEqual(
      headerGroups.flatMap((group) => group.links.map((l) => SITE_URLS.en + l.path)).sort(),
    );
    for (const path of HEADER_PATHS) expect(links.map(hrefOf)).toContain(SITE_URLS.en + path);
    expect(within(dialog).getByRole("link", { name: t.links.lookingGlass.title })).toHaveAttribute(
      "href",
      `${SITE_URLS.en}/doc/article/looking-glass-test-latency-network-speed`,
    );
    for (const group of Object.values(t.groups))
      expect(within(dialog).getByRole("heading", { name: group })).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: t.closeMenu }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("every mobile menu link is under the zh site URL", async () => {
    const user = setupUser();
    const t = texts("zh").nav;
    renderInContext(<Header />, { language: "zh" });
    await user.click(screen.getByRole("button", { name: t.menu }));
    const dialog = await screen.findByRole("dialog", { name: t.menu });
    const hrefs = within(dialog).getAllByRole("link").map(hrefOf);
    expect(hrefs.sort()).toEqual(
      headerGroups
        .flatMap((group) => group.links.map((l) => `https://site.test/zh${l.path}`))
        .sort(),
    );
    expect(within(dialog).getByRole("link", { name: t.links.dedicated.title })).toHaveAttribute(
      "href",
      "https://site.test/zh/product/vps#dedicated",
    );
  });

  // Hovering a trigger while another group is open opens it at once (Radix), so a pointer
  // click would toggle it shut again: open each group from the keyboard, as a keyboard user.
  it("the mega-menu groups open from the keyboard and hold every header link under the zh URL", async () => {
    const user = setupUser();
    const t = texts("zh").nav;
    renderInContext(<Header />, { language: "zh" });
    const hrefs: string[] = [];
    for (const group of headerGroups) {
      // Until reached for, the triggers are plain buttons; the menu that takes their place
      // (fetched then) has its own, so the trigger is looked up again.
      const trigger = () =>
        screen.getByRole("button", { name: t.groups[group.key as keyof typeof t.groups] });
      trigger().focus();
      await user.keyboard("{Enter}");
      await waitFor(() => expect(trigger()).toHaveAttribute("aria-expanded", "true"));
      expect(trigger()).toHaveFocus();
      for (const link of group.links) {
        const text = t.links[link.key as keyof typeof t.links];
        const anchor = await screen.findByRole("link", {
          name: `${text.title} ${text.description}`,
        });
        hrefs.push(hrefOf(anchor));
      }
    }
    expect(hrefs.sort()).toEqual(
      headerGroups
        .flatMap((group) => group.links.map((l) => `https://site.test/zh${l.path}`))
        .sort(),
    );
  });
});

describe("Header for a session the provider could not check", () => {
  it.each(LANGUAGES)("still names the account menu in %s", (language) => {
    const t = texts(language).account;
    renderInContext(<Header />, {
      language,
      user: { userAccount: "", username: "", token: "unknown", profileImage: 0 },
    });
    const button = screen.getByRole("button", {
      name: fill(t.menuLabel, { account: t.userCenter }),
    });
    expect(button).toHaveTextContent(t.userCenter);
    expect(screen.queryByRole("link", { name: t.login })).not.toBeInTheDocument();
  });
});

describe("Header for a logged-in user", () => {
  const menuButton = (language: "en" | "zh" | "ja" = "en") =>
    screen.getByRole("button", {
      name: fill(texts(language).account.menuLabel, { account: LOGGED_IN.userAccount }),
    });

  it.each(LANGUAGES)("shows the account menu with the masked account in %s", async (language) => {
    const user = setupUser();
    const t = texts(language).account;
    renderInContext(<Header />, { language, user: LOGGED_IN });
    expect(screen.queryByRole("link", { name: t.login })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: t.register })).not.toBeInTheDocument();
    const button = menuButton(language);
    expect(button).toHaveTextContent(LOGGED_IN.userAccount);
    expect(button.querySelector("[data-profile-image]")).toHaveAttribute(
      "data-profile-image",
      String(LOGGED_IN.profileImage),
    );

    await user.click(button);
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: t.console })).toHaveAttribute(
      "href",
      MAIN_SITE_URL,
    );
    expect(within(menu).getByRole("menuitem", { name: t.userCenter })).toHaveAttribute(
      "href",
      `${SITE_URLS[language]}/userCenter`,
    );
    expect(within(menu).getByRole("menuitem", { name: t.logout })).toBeInTheDocument();
  });

  it("logout calls the service, resets the store, shows a toast and goes home", async () => {
    const user = setupUser();
    const t = texts("en").account;
    const { services, store } = renderInContext(<HeaderWithToasts />, { user: LOGGED_IN });
    await user.click(menuButton());
    await user.click(await screen.findByRole("menuitem", { name: t.logout }));

    await waitFor(() => expect(services.navigate).toHaveBeenCalledWith("https://site.test/"));
    expect(services.logout).toHaveBeenCalledTimes(1);
    expect(services.navigate).toHaveBeenCalledTimes(1);
    const state = store.getState();
    expect([state.userAccount, state.username, state.token]).toEqual([null, null, null]);
    expect(sessionStorage.getItem("token")).toBeNull();
    expect(sessionStorage.getItem("userAccount")).toBeNull();
    expect(sessionStorage.getItem("username")).toBeNull();
    expect(await screen.findByRole("status")).toHaveTextContent(t.loggedOut);
    expect(screen.getByRole("link", { name: t.login })).toBeInTheDocument();
    expect(
      screen.queryByRole("button", {
        name: fill(t.menuLabel, { account: LOGGED_IN.userAccount }),
      }),
    ).not.toBeInTheDocument();
  });

  it("logout in ja navigates to the Japanese home page with the Japanese toast", async () => {
    const user = setupUser();
    const t = texts("ja").account;
    const { services } = renderInContext(<HeaderWithToasts />, {
      language: "ja",
      user: LOGGED_IN,
    });
    await user.click(menuButton("ja"));
    await user.click(await screen.findByRole("menuitem", { name: t.logout }));
    await waitFor(() => expect(services.navigate).toHaveBeenCalledWith("https://site.test/ja/"));
    expect(await screen.findByRole("status")).toHaveTextContent(t.loggedOut);
  });

  it("a failing logout shows an error toast and keeps the user logged in", async () => {
    const user = setupUser();
    const services = fakeServices({
      logout: async () => {
        throw new ServiceError("envelope", "Session service unavailable");
      },
    });
    const { store } = renderInContext(<HeaderWithToasts />, { user: LOGGED_IN, services });
    await user.click(menuButton());
    await user.click(await screen.findByRole("menuitem", { name: texts("en").account.logout }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Session service unavailable");
    expect(services.logout).toHaveBeenCalledTimes(1);
    expect(services.navigate).not.toHaveBeenCalled();
    expect(store.getState().token).toBe(LOGGED_IN.token);
    expect(sessionStorage.getItem("token")).toBe(LOGGED_IN.token);
    expect(menuButton()).toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("a failing logout without a message shows the generic text (zh)", async () => {
    const user = setupUser();
    const services = fakeServices({
      logout: async () => {
        throw new ServiceError("envelope", null);
      },
    });
    renderInContext(<HeaderWithToasts />, { language: "zh", user: LOGGED_IN, services });
    await user.click(menuButton("zh"));
    await user.click(await screen.findByRole("menuitem", { name: texts("zh").account.logout }));
    expect(await screen.findByRole("alert")).toHaveTextContent(texts("zh").toast.requestFailed);
    expect(menuButton("zh")).toBeInTheDocument();
  });
});
