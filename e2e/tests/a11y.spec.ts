// Accessibility: axe-core (WCAG 2.x A and AA rules) on every route in every language — no
// serious or critical violation — and a keyboard-only walk through the header menu, the
// search, the chat and the cookie panel.
import { expect, type Page, test } from "@playwright/test";
import { inGroups, MEMBER_PATHS, PUBLIC_PATHS } from "../support/routes.ts";
import {
  acceptCookies,
  hydrated,
  LANGUAGES,
  newAccount,
  skipPromo,
  texts,
  useSession,
} from "../support/site.ts";
import { seriousViolations } from "./serious-violations.ts";

/** Every public page, with the states a visitor meets: a domain checked, a code refused, none found, a 404. */
const PATHS = [
  ...PUBLIC_PATHS,
  "/product/domain?name=hostfront-example",
  "/activate?code=not-a-real-code-123",
  "/doc/search/zzzznothing",
  "/no-such-page",
];
const ROUTES_PER_TEST = 4;

async function expectNoSeriousViolations(page: Page, theme = "", rules?: readonly string[]) {
  expect(
    await seriousViolations(page, { wholePage: true, rules }),
    `${page.url()} ${theme}`,
  ).toEqual([]);
}

/**
 * axe's rules that read colours. The dark theme changes the page's colours only (other values
 * of the theme's custom properties): checked on every page by its accessibility tree, the same
 * in both themes, so the dark scan runs these rules alone (a fifth less time per route).
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"] as const;

/** Scanned in the light theme, then its colours again once the system turns dark on the open page. */
async function expectNoSeriousViolationsInBothThemes(page: Page) {
  await page.emulateMedia({ colorScheme: "light" });
  await expectNoSeriousViolations(page, "light");
  const light = await page.locator("body").ariaSnapshot();
  await page.emulateMedia({ colorScheme: "dark" });
  expect(await page.locator("body").ariaSnapshot(), "the dark theme changes colours only").toBe(
    light,
  );
  await expectNoSeriousViolations(page, "dark", COLOUR_RULES);
}

test.describe.configure({ timeout: 120_000 });
// axe measures one instant: while the announcement ticker scrolls, a link passing under its
// clipping edge is momentarily smaller than 24 px. The scans run as for a visitor who asks
// for reduced motion, whom the ticker shows standing still (shell.spec.ts checks that).
test.use({ reducedMotion: "reduce" });

for (const { code, prefix } of LANGUAGES) {
  // A few routes per test: each test has its own time, and the workers share the routes.
  for (const paths of inGroups(PATHS, ROUTES_PER_TEST)) {
    test(`public routes pass axe in both themes (${code}): ${paths.join(" ")}`, async ({
      page,
    }) => {
      await acceptCookies(page);
      await skipPromo(page);
      for (const path of paths) {
        await page.goto(`${prefix}${path}`);
        await hydrated(page);
        await expectNoSeriousViolationsInBothThemes(page);
      }
    });
  }

  test(`the member pages pass axe in both themes (${code})`, async ({ page, context }) => {
    await acceptCookies(page);
    await skipPromo(page);
    await useSession(context, await newAccount(`a11y${code}`));
    for (const path of MEMBER_PATHS) {
      await page.goto(`${prefix}${path}`);
      await hydrated(page);
      await expectNoSeriousViolationsInBothThemes(page);
    }
  });
}

test("the shell's open panels pass axe: cookie panel, chat, menus", async ({ page }) => {
  await skipPromo(page);
  await page.goto("/ja/doc");
  await hydrated(page);
  // The cookie panel is open on a first visit.
  await expect(page.getByRole("dialog", { name: texts("ja").cookie.title })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: texts("ja").cookie.acceptAll }).click();
  await page.getByRole("button", { name: texts("ja").askAI.open }).click();
  await expect(page.getByRole("dialog", { name: texts("ja").askAI.title })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("keyboard only: the cookie panel takes the focus and is decided without a mouse", async ({
  page,
}) => {
  const t = texts("zh");
  await skipPromo(page);
  await page.goto("/zh/about");
  await hydrated(page);
  const panel = page.getByRole("dialog", { name: t.cookie.title });
  await expect(panel).toBeVisible();
  // The focus is inside the panel; Tab moves through its buttons to "necessary only".
  const necessary = panel.getByRole("button", { name: t.cookie.necessaryOnly });
  for (let i = 0; i < 10; i++) {
    if (await necessary.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press("Tab");
  }
  await expect(necessary).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(panel).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("cookieConfirm"))).not.toBeNull();
});

test("keyboard only: skip link, header menu, search and chat", async ({ page }) => {
  const t = texts("en");
  await acceptCookies(page);
  await skipPromo(page);
  await page.goto("/about");
  await hydrated(page);

  // The first Tab reaches the skip link, which moves the focus to the main content.
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: t.a11y.skipToContent });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);

  // The product menu opens from the keyboard; Escape closes it and gives the focus back.
  const products = page.getByRole("button", { name: t.nav.groups.products, exact: true });
  await products.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("link", { name: t.nav.links.vps.title }).first()).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(products).toBeFocused();

  // Ctrl+K opens the search; typing and Enter search.
  await page.keyboard.press("Control+k");
  const box = page.getByRole("combobox", { name: t.docSearch.label });
  await expect(box).toBeFocused();
  await page.keyboard.type("refund");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/doc\/search\/refund$/);
  await hydrated(page);

  // The chat opens from the keyboard, takes the focus, and Escape closes it.
  // The floating button (the support widget has a button of the same name).
  const chatButton = page.getByRole("button", { name: t.askAI.open }).last();
  await chatButton.focus();
  await page.keyboard.press("Enter");
  const chat = page.getByRole("dialog", { name: t.askAI.title });
  await expect(chat.getByRole("textbox", { name: t.askAI.inputLabel })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(chat).toBeHidden();
  await expect(chatButton).toBeFocused();
});
