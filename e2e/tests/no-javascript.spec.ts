// Without JavaScript: pages render, links work, the search form works, the language switch works.
import { expect, test } from "@playwright/test";
import { LANGUAGES, languageMenu, switchLanguage, texts } from "../support/site.ts";

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

    // The language switch keeps the page: the menu is a native disclosure, it opens without
    // JavaScript.
    const other = LANGUAGES.find((l) => l.code !== code);
    if (!other) throw new Error("no other language");
    await switchLanguage(page, code, other.code);
    await expect(page).toHaveURL(`${other.prefix}/about`);
    await expect(page.locator("html")).not.toHaveAttribute("lang", tag);
    await expect(page.locator("html")).toHaveAttribute("lang", other.tag);
  });

  test(`the language menu opens and switches without JavaScript (${code})`, async ({
    page,
    context,
  }) => {
    const t = texts(code);
    await page.goto(`${prefix}/doc/announce?page=1`);
    const summary = languageMenu(page, code);
    await expect(summary).toHaveText(t.languageNames[code]);
    const list = page.getByRole("list", { name: t.langBar.language });
    await expect(list).toBeHidden();
    await summary.click();
    await expect(list).toBeVisible();
    await expect(
      list.getByRole("link", { name: t.languageNames[code], exact: true }),
    ).toHaveAttribute("aria-current", "true");
    // The summary closes it again (no script needed for that either).
    await summary.click();
    await expect(list).toBeHidden();
    for (const target of LANGUAGES.filter((l) => l.code !== code)) {
      await page.goto(`${prefix}/doc/announce?page=1`);
      await switchLanguage(page, code, target.code);
      await expect(page).toHaveURL(`${target.prefix}/doc/announce?page=1`);
      await expect(page.locator("html")).toHaveAttribute("lang", target.tag);
      await expect(languageMenu(page, target.code)).toHaveText(
        texts(target.code).languageNames[target.code],
      );
      // The server keeps the choice in the `languages` cookie.
      expect((await context.cookies()).find((c) => c.name === "languages")?.value).toBe(
        target.code,
      );
    }
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
