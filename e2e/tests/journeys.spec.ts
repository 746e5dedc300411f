// Whole visitor journeys, as a new visitor walks them, in every language on a desktop (1366 px)
// and a phone (390 px): claiming a coupon and ordering a configured server both start logged
// out, go through the console's sign-up, the activation link and the login, and must land back
// on the coupon (one visible click from claiming it) or on the configuration as it was chosen.
import { texts as consoleTexts } from "@hostfront/provider-sandbox/console";
import { expect, type Page, test } from "@playwright/test";
import {
  acceptCookies,
  CURRENCY,
  hydrated,
  LANGUAGES,
  price,
  SANDBOX,
  SITE,
  skipPromo,
  texts,
} from "../support/site.ts";
import { seriousViolations } from "./serious-violations.ts";

const VIEWPORTS = [
  { name: "desktop", width: 1366, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;
const PASSWORD = "abc12345";

let counter = 0;
const newAddress = (tag: string) =>
  `journey-${tag}-${process.pid}-${Date.now()}-${++counter}@example.com`;

/**
 * From the console's login page (where "log in to ..." led): creates an account, opens the
 * activation link on the site, activates, logs in from there, and ends where the site sent the
 * visitor to log in.
 */
async function signUpThroughConsole(page: Page, language: keyof typeof consoleTexts, tag: string) {
  const c = consoleTexts[language];
  const site = texts(language).pages.activate;
  await expect(page).toHaveURL(new RegExp(`^${SANDBOX}/\\?ope=login`));
  await page.getByRole("link", { name: c.toRegister }).click();
  const account = newAddress(tag);
  await page.getByLabel(c.account).fill(account);
  await page.getByLabel(c.username).fill("Journey");
  await page.getByLabel(c.password).fill(PASSWORD);
  await page.getByRole("button", { name: c.submitRegister }).click();
  await expect(page.locator("h1")).toHaveText(c.registered);

  // The sandbox shows the link it "sent"; a visitor opens it from their mail.
  const link = page.locator("code");
  const href = (await link.textContent()) ?? "";
  expect(href.startsWith(SITE)).toBe(true);
  await page.goto(href);
  await hydrated(page);
  const main = page.locator("main");
  await main.getByRole("button", { name: site.confirm }).click();
  await expect(main.locator("[data-state]")).toHaveAttribute("data-state", "activated");
  await main.getByRole("link", { name: site.login, exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`^${SANDBOX}/\\?ope=login`));
  await page.getByLabel(c.account).fill(account);
  await page.getByLabel(c.password).fill(PASSWORD);
  await page.getByRole("button", { name: c.submitLogin }).click();
}

/**
 * An amount in another currency than the page's (USD in English, HKD in Chinese, JPY in
 * Japanese: SPEC.md section 4): dollars without "HK" on a Chinese or Japanese page, yen or Hong
 * Kong dollars on an English one.
 */
const FOREIGN_AMOUNT = {
  en: /HK\$\s?\d|[¥￥]\s?\d/,
  zh: /(?<!HK)\$\s?\d|[¥￥]\s?\d/,
  ja: /\$\s?\d/,
} as const;

test.describe("one currency per page", () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
    await skipPromo(page);
  });
  for (const { code, prefix } of LANGUAGES) {
    test(`every amount of the offer pages is in the page's currency (${code})`, async ({
      page,
    }) => {
      for (const path of [
        "/",
        "/ac/coupon",
        "/activity/vps",
        "/activity/promotion",
        "/activity/pintuan/vps",
        "/product/vps",
        "/product/vps-buy",
        "/doc/announce",
      ]) {
        await page.goto(`${prefix}${path === "/" && prefix ? "" : path}`);
        // What a visitor reads (innerText: rendered text only, not the sr-only or hidden parts).
        // biome-ignore lint/performance/useDomNodeTextContent: Playwright's Locator.innerText, on purpose
        const text = await page.locator("main").innerText();
        expect(text, `${prefix}${path}`).not.toMatch(FOREIGN_AMOUNT[code]);
      }
    });
  }
});

test.describe("the colour themes", () => {
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
    await skipPromo(page);
  });
  for (const [scheme, viewport] of [
    ["light", VIEWPORTS[0]],
    ["dark", VIEWPORTS[0]],
    ["light", VIEWPORTS[1]],
    ["dark", VIEWPORTS[1]],
  ] as const) {
    test(`the journeys' pages are axe clean in the ${scheme} theme of the system (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.emulateMedia({ colorScheme: scheme });
      for (const path of [
        "/",
        "/ac/coupon",
        "/product/vps-buy",
        "/doc/article/refund",
        "/ja/doc/search/%E8%BF%94%E9%87%91",
        "/zh/signUp",
      ]) {
        await page.goto(path);
        await hydrated(page);
        // The page is drawn in the system's theme: its surface dark or light.
        const surface = await page.evaluate(
          () => getComputedStyle(document.documentElement).backgroundColor,
        );
        expect(surface, path).toBe(scheme === "dark" ? "rgb(15, 22, 35)" : "rgb(255, 255, 255)");
        expect(await seriousViolations(page, { wholePage: true }), path).toEqual([]);
      }
    });
  }

  test("the switch chooses light, dark and the system's again, kept from page to page", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/doc/article/refund");
    await hydrated(page);
    const surface = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    const toggle = page.getByTestId("theme-switch");
    await toggle.click();
    await expect(toggle).toHaveAttribute("data-theme-choice", "light");
    await toggle.click();
    await expect(toggle).toHaveAttribute("data-theme-choice", "dark");
    expect(await surface()).toBe("rgb(15, 22, 35)");
    // The next page is drawn dark by the server: no flash of the light theme.
    const response = await page.goto("/ac/coupon");
    expect(await response?.text()).toContain('data-theme="dark"');
    expect(await surface()).toBe("rgb(15, 22, 35)");
    await hydrated(page);
    await page.getByTestId("theme-switch").click();
    await expect(page.getByTestId("theme-switch")).toHaveAttribute("data-theme-choice", "system");
    expect(await surface()).toBe("rgb(255, 255, 255)");
    expect((await page.context().cookies()).some((c) => c.name === "theme")).toBe(false);
  });
});

/**
 * The refund question as a visitor words it, for the search and for the assistant, and the
 * rule the refund article states (content/<language>/refund.md: the first order, 7 days).
 */
const REFUND = {
  en: { search: "refund", ask: "How do I get a refund?", rule: "7 days" },
  zh: { search: "退款", ask: "怎么申请退款？", rule: "7 天" },
  ja: { search: "返金", ask: "返金はできますか？", rule: "7日以内" },
} as const;

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    test.beforeEach(async ({ page }) => {
      await acceptCookies(page);
      await skipPromo(page);
    });

    for (const { code, prefix, tag } of LANGUAGES) {
      test(`claims a coupon through sign-up, activation and login (${code})`, async ({ page }) => {
        const c = texts(code).pages["ac-coupon"];
        await page.goto(`${prefix}/ac/coupon`);
        await hydrated(page);
        const card = page.locator('[data-testid="coupon"][data-code="YEAR10"]');
        await card.getByRole("button", { name: `${c.loginToClaim} YEAR10` }).click();

        await signUpThroughConsole(page, code, `coupon-${viewport.name}-${code}`);

        // Back on the coupon, logged in: the claim is the focused button.
        await expect(page).toHaveURL(
          new RegExp(`^${SITE}${prefix}/ac/coupon\\?CouponsCode=YEAR10$`),
        );
        await hydrated(page);
        const claim = page
          .locator('[data-testid="coupon"][data-code="YEAR10"]')
          .getByRole("button", { name: `${c.claim} YEAR10` });
        await expect(claim).toBeFocused();
        await expect(claim).toBeInViewport();
        await claim.click();
        await expect(page.getByTestId("coupon-received")).toContainText("YEAR10");
      });

      test(`orders a configured server through sign-up, activation and login (${code})`, async ({
        page,
      }) => {
        const p = texts(code).pages["product-vps-buy"];
        await page.goto(`${prefix}/product/vps-buy`);
        await hydrated(page);
        await page.getByTestId("choice-region-tyo").click();
        await page.getByTestId("choice-plan-vps-2c4g").click();
        await page.getByTestId("choice-period-year").click();
        await expect(page).toHaveURL(/[?&]period=year(&|$)/);
        // VPS Standard, a year (FACTS.md: $204), once the region's catalogue has answered.
        const total = await price(204, CURRENCY[code], tag);
        await expect(page.getByTestId("price-total")).toHaveText(total);
        await page.getByRole("button", { name: p.order.login }).click();

        await signUpThroughConsole(page, code, `order-${viewport.name}-${code}`);

        // Back on the configuration as it was chosen, logged in: the order form is there.
        await expect(page).toHaveURL(new RegExp(`^${SITE}${prefix}/product/vps-buy\\?`));
        const query = new URL(page.url()).searchParams;
        expect(query.get("region")).toBe("tyo");
        expect(query.get("plan")).toBe("vps-2c4g");
        expect(query.get("period")).toBe("year");
        await hydrated(page);
        await expect(page.getByTestId("price-total")).toHaveText(total);
        await expect(page.getByRole("button", { name: p.order.submit })).toBeVisible();
      });

      test(`finds how to get a refund by search and by the assistant (${code})`, async ({
        page,
      }) => {
        const t = texts(code);
        const refund = REFUND[code];
        const article = new RegExp(`^${SITE}${prefix}/doc/article/refund(#.*)?$`);
        await page.goto(`${prefix}/`);
        await hydrated(page);

        // The keyboard: Ctrl K opens the search with the box focused; Escape closes it and
        // nothing is left over the page; Ctrl K again, the words, Enter.
        await page.keyboard.press("Control+k");
        const box = page.getByRole("combobox", { name: t.docSearch.label });
        await expect(box).toBeFocused();
        await page.keyboard.press("Escape");
        await expect(box).toBeHidden();
        await page.keyboard.press("Control+k");
        await expect(box).toBeFocused();
        await page.keyboard.type(refund.search);
        await page.keyboard.press("Enter");
        await expect(page).toHaveURL(
          new RegExp(`${prefix}/doc/search/${encodeURIComponent(refund.search)}$`),
        );
        // The first result is the refund policy, and it states the rule.
        const first = page
          .getByTestId("search-results")
          .getByRole("listitem")
          .first()
          .getByRole("link")
          .first();
        await expect(first).toHaveAttribute("href", article);
        await first.click();
        await expect(page).toHaveURL(article);
        await expect(page.getByRole("main")).toContainText(refund.rule);

        // The assistant answers the same question with the article as its source.
        await page.goto(`${prefix}/`);
        await hydrated(page);
        await page.getByRole("button", { name: t.askAI.open }).last().click();
        const panel = page.getByRole("dialog", { name: t.askAI.title });
        const input = panel.getByRole("textbox", { name: t.askAI.inputLabel });
        await expect(input).toBeFocused();
        await input.fill(refund.ask);
        await input.press("Enter");
        // The answer links each part to its section; the refund policy is among them.
        const source = panel
          .locator('li[data-user="2"]')
          .last()
          .locator(`a[href*="${prefix}/doc/article/refund"]`)
          .first();
        await expect(source).toHaveAttribute(
          "href",
          new RegExp(`^(${SITE})?${prefix}/doc/article/refund(#|$)`),
        );
        await source.click();
        await expect(page).toHaveURL(article);
        await expect(page.getByRole("main")).toContainText(refund.rule);
      });
    }
  });
}
