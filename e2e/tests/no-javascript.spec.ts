// Without JavaScript: pages render, links work, the search form works, the language switch works.
import { expect, test } from "@playwright/test";
import { LANGUAGES, texts } from "../support/site.ts";

test.use({ javaScriptEnabled: false });

for (const { code, prefix, tag } of LANGUAGES) {
  test(`renders, searches and switches language without JavaScript (${code})`, async ({ page }) => {
    const t = texts(code);
    await page.goto(`${prefix}/doc`);
    await expect(page.locator("main h1")).toHaveText(t.pages.doc.heading);

    // Search from the page's form: the server redirects to /doc/search/{query}.
    const search = page.locator("main").getByRole("searchbox", { name: t.docSearch.label });
    await search.fill("refund policy");
    await search.press("Enter");
    await expect(page).toHaveURL(`${prefix}/doc/search/refund%20policy`);
    await expect(page.locator("main h1")).toContainText("refund policy");

    // Links are plain links.
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: t.footer.fixedLinks.about })
      .click();
    await expect(page).toHaveURL(`${prefix}/about`);
    await expect(page.locator("main h1")).toHaveText(t.pages.about.heading);

    // The language switch keeps the page.
    const other = LANGUAGES.find((l) => l.code !== code);
    if (!other) throw new Error("no other language");
    await page.getByRole("link", { name: t.languageNames[other.code], exact: true }).click();
    await expect(page).toHaveURL(`${other.prefix}/about`);
    await expect(page.locator("html")).not.toHaveAttribute("lang", tag);
  });
}

test("the currency form works without JavaScript", async ({ page, context }) => {
  await page.goto("/zh/product/vps");
  await page.getByRole("combobox", { name: texts("zh").langBar.currency }).selectOption("JPY");
  await page.getByRole("button", { name: texts("zh").actions.save }).click();
  await expect(page).toHaveURL("/zh/product/vps");
  expect((await context.cookies()).find((c) => c.name === "currency")?.value).toBe("JPY");
  await expect(page.getByRole("table").first()).toContainText("JP¥");
});

test("blank searches are refused by the browser", async ({ page }) => {
  await page.goto("/doc");
  const search = page.locator("main").getByRole("searchbox");
  await search.fill("   ");
  await search.press("Enter");
  await expect(page).toHaveURL("/doc");
});
