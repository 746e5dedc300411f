// Below 960 px: the mobile layout, with a "Menu" button that opens the navigation.
import { expect, test } from "@playwright/test";
import { acceptCookies, hydrated, LANGUAGES, texts } from "../support/site.ts";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

for (const { code, prefix } of LANGUAGES) {
  test(`the Menu button opens every header link (${code})`, async ({ page }) => {
    await acceptCookies(page);
    await page.goto(`${prefix}/`);
    await hydrated(page);
    const t = texts(code);
    // The desktop mega-menu is not shown.
    await expect(
      page.getByRole("button", { name: t.nav.groups.products, exact: true }),
    ).toBeHidden();
    await page.getByRole("button", { name: t.nav.menu, exact: true }).click();
    const menu = page.getByRole("dialog", { name: t.nav.menu });
    await expect(menu).toBeVisible();
    // One link per text of nav.links: SPEC.md's 16, every product line, the price pages.
    await expect(menu.getByRole("link")).toHaveCount(Object.keys(t.nav.links).length);
    await expect(
      menu.getByRole("link", { name: t.nav.links.domains.title, exact: true }),
    ).toHaveAttribute("href", new RegExp(`${prefix}/product/domain$`));
    await expect(
      menu.getByRole("link", { name: t.nav.links.databases.title, exact: true }),
    ).toHaveAttribute("href", new RegExp(`${prefix}/doc/article/managed-databases$`));
    await menu.getByRole("button", { name: t.nav.closeMenu }).click();
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => window.innerWidth)).toBeLessThan(960);
  });
}

test("the desktop header shows the mega-menu from 960 px", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 960, height: 800 } });
  const page = await context.newPage();
  await acceptCookies(page);
  await page.goto("/");
  await hydrated(page);
  await expect(page.getByRole("button", { name: texts("en").nav.menu, exact: true })).toBeHidden();
  const products = page.getByRole("button", { name: texts("en").nav.groups.products, exact: true });
  await products.hover();
  await expect(
    page.getByRole("link", { name: new RegExp(texts("en").nav.links.vps.title) }),
  ).toBeVisible();
  await context.close();
});
