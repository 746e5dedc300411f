import type { Language } from "@hostfront/i18n";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { cookieDecided, saveCookieChoice, storedChoice } from "../state/consent.ts";
import { cookieNames, renderInContext, setCookie, setupUser, texts } from "../test-utils.tsx";
import { CookiePanel } from "./cookie-panel.tsx";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const checkbox = (language: Language, key: "required" | "analytics" | "marketing") =>
  screen.getByRole("checkbox", {
    name: new RegExp(`^${escapeRegExp(texts(language).cookie.categories[key].title)}`),
  });

function setCookies() {
  setCookie("referrer", "partner-7");
  setCookie("referrerUrl", "https%3A%2F%2Fpartner.test");
  setCookie("languages", "zh");
  setCookie("currency", "HKD");
  setCookie("token", "t");
}

const choiceInStorage = () =>
  ["cookieConfirm", "cookieSelect1", "cookieSelect2", "cookieSelect3"].map((key) =>
    localStorage.getItem(key),
  );

function renderPanel(language: Language = "en") {
  const onClose = vi.fn();
  const result = renderInContext(
    <CookiePanel open onClose={onClose} stored={storedChoice} save={saveCookieChoice} />,
    { language },
  );
  return { ...result, onClose, t: texts(language).cookie };
}

describe("cookieDecided and saveCookieChoice", () => {
  it("a visitor has not decided until cookieConfirm is '1'", () => {
    expect(cookieDecided()).toBe(false);
    localStorage.setItem("cookieConfirm", "0");
    expect(cookieDecided()).toBe(false);
    localStorage.setItem("cookieConfirm", "1");
    expect(cookieDecided()).toBe(true);
  });

  it("accepting marketing is clearing mode 3 and keeps the referral cookies", () => {
    setCookies();
    expect(saveCookieChoice({ analytics: true, marketing: true })).toBe(3);
    expect(choiceInStorage()).toEqual(["1", "1", "1", "1"]);
    expect(cookieNames()).toContain("referrer");
    expect(document.cookie).toContain("cookieSelect=111");
  });

  it("refusing marketing is clearing mode 2 and removes the referral cookies", () => {
    setCookies();
    expect(saveCookieChoice({ analytics: true, marketing: false })).toBe(2);
    expect(choiceInStorage()).toEqual(["1", "1", "1", "0"]);
    // The consent cookie stays: it tells the server not to set the referral cookies again.
    expect(cookieNames()).toEqual(["cookieSelect", "currency", "languages", "token"]);
    expect(document.cookie).toContain("cookieSelect=110");
  });
});

describe("CookiePanel", () => {
  it("renders nothing while closed", () => {
    const { container } = renderInContext(
      <CookiePanel open={false} onClose={vi.fn()} stored={storedChoice} save={saveCookieChoice} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("is a dialog named by its title, with the three choices (en)", () => {
    const { t } = renderPanel();
    const dialog = screen.getByRole("dialog", { name: t.title });
    expect(dialog).toHaveTextContent(t.body);
    // What is stored only with consent is a paragraph of its own (each a smaller block of text).
    expect(within(dialog).getByText(t.bodyConsent).tagName).toBe("P");
    expect(within(dialog).getByText(t.body)).not.toBe(within(dialog).getByText(t.bodyConsent));
    expect(within(dialog).getByRole("button", { name: t.acceptAll })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: t.necessaryOnly })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: t.customize })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    expect(within(dialog).queryByRole("checkbox")).not.toBeInTheDocument();
  });

  it("after customize, category 1 is checked and disabled; 2 and 3 are toggles", async () => {
    const user = setupUser();
    const { t } = renderPanel();
    await user.click(screen.getByRole("button", { name: t.customize }));
    // The categories are fetched when asked for.
    expect(await screen.findAllByRole("checkbox")).toHaveLength(3);
    const required = checkbox("en", "required");
    expect(required).toBeChecked();
    expect(required).toBeDisabled();
    expect(required).toHaveAccessibleName(expect.stringContaining(t.alwaysOn));
    await user.click(required);
    expect(required).toBeChecked();

    const analytics = checkbox("en", "analytics");
    const marketing = checkbox("en", "marketing");
    for (const box of [analytics, marketing]) {
      expect(box).toBeEnabled();
      expect(box).not.toBeChecked();
      await user.click(box);
      expect(box).toBeChecked();
      await user.click(box);
      expect(box).not.toBeChecked();
    }
    expect(screen.getByRole("button", { name: t.save })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: t.customize })).not.toBeInTheDocument();
  });

  it("starts the toggles from the stored choice", async () => {
    localStorage.setItem("cookieSelect2", "1");
    localStorage.setItem("cookieSelect3", "0");
    const user = setupUser();
    const { t } = renderPanel();
    await user.click(screen.getByRole("button", { name: t.customize }));
    await screen.findAllByRole("checkbox");
    expect(checkbox("en", "analytics")).toBeChecked();
    expect(checkbox("en", "marketing")).not.toBeChecked();
  });

  it("accept all stores cookieConfirm=1 and cookieSelect1..3=1, and closes", async () => {
    setCookies();
    const user = setupUser();
    const { t, onClose } = renderPanel();
    await user.click(screen.getByRole("button", { name: t.acceptAll }));
    expect(choiceInStorage()).toEqual(["1", "1", "1", "1"]);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(cookieNames()).toEqual([
      "cookieSelect",
      "currency",
      "languages",
      "referrer",
      "referrerUrl",
      "token",
    ]);
  });

  it("necessary only stores 2 and 3 as 0, removes referrer but keeps languages", async () => {
    setCookies();
    const user = setupUser();
    const { t, onClose } = renderPanel();
    await user.click(screen.getByRole("button", { name: t.necessaryOnly }));
    expect(choiceInStorage()).toEqual(["1", "1", "0", "0"]);
    expect(onClose).toHaveBeenCalledTimes(1);
    const left = cookieNames();
    expect(left).not.toContain("referrer");
    expect(left).not.toContain("referrerUrl");
    expect(left).toEqual(["cookieSelect", "currency", "languages", "token"]);
    expect(document.cookie).toContain("languages=zh");
    expect(document.cookie).toContain("cookieSelect=100");
  });

  it.each([
    // Analytics only: mode 2, the referral cookies go.
    {
      language: "zh",
      toggle: "analytics",
      stored: ["1", "1", "1", "0"],
      cookieSelect: "110",
      referral: false,
    },
    // Marketing: the referral cookies stay.
    {
      language: "ja",
      toggle: "marketing",
      stored: ["1", "1", "0", "1"],
      cookieSelect: "101",
      referral: true,
    },
  ] as const)(
    "save with $toggle on stores the choice and applies it ($language)",
    async ({ language, toggle, stored, cookieSelect, referral }) => {
      setCookies();
      const user = setupUser();
      const { t, onClose } = renderPanel(language);
      await user.click(screen.getByRole("button", { name: t.customize }));
      await screen.findAllByRole("checkbox");
      await user.click(checkbox(language, toggle));
      await user.click(screen.getByRole("button", { name: t.save }));
      expect(choiceInStorage()).toEqual(stored);
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(document.cookie).toContain(`cookieSelect=${cookieSelect}`);
      expect(cookieNames()).toContain("languages");
      expect(cookieNames().includes("referrer")).toBe(referral);
      expect(cookieNames().includes("referrerUrl")).toBe(referral);
    },
  );

  it.each(["zh", "ja"] as const)("shows the %s texts", async (language) => {
    const user = setupUser();
    const { t } = renderPanel(language);
    expect(screen.getByRole("dialog", { name: t.title })).toHaveTextContent(t.body);
    await user.click(screen.getByRole("button", { name: t.customize }));
    await screen.findAllByRole("checkbox");
    for (const key of ["required", "analytics", "marketing"] as const)
      expect(checkbox(language, key)).toHaveAccessibleName(
        expect.stringContaining(t.categories[key].description),
      );
  });
});
