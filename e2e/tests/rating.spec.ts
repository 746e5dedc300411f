// Rating the site from the home page: stars and a comment, with JavaScript (a success toast,
// the summary recomputed) and without (a plain post and the thanks on the page), once per
// visitor per day, the problems of a form as a toast and beside the fields.
import { expect, type Page, test } from "@playwright/test";
import {
  acceptCookies,
  fill,
  hydrated,
  LANGUAGES,
  newAccount,
  provider,
  skipPromo,
  texts,
  useSession,
} from "../support/site.ts";

/** The number of reviews the home page shows. */
async function shownCount(page: Page): Promise<number> {
  const text = (await page.getByTestId("review-summary").textContent()) ?? "";
  const numbers = [...text.matchAll(/\d[\d,]*/g)].map((m) => Number(m[0].replaceAll(",", "")));
  return Math.max(...numbers);
}

for (const { code, prefix } of LANGUAGES) {
  test(`a logged-in visitor rates once a day, with toasts and the summary updated (${code})`, async ({
    page,
    context,
  }) => {
    const t = texts(code).pages.index.rate;
    await acceptCookies(page);
    await skipPromo(page);
    // Each test is its own visitor: logged in, counted by its session, not the shared address.
    await useSession(context, await newAccount(`rate-${code}`));
    await page.goto(`${prefix}/`);
    await hydrated(page);

    // Nothing chosen: the problem is said beside the stars and as a toast, and nothing is sent.
    await page.getByRole("button", { name: t.submit }).click();
    // The browser's own check stops an empty required radio; with it passed, the server answers.
    const form = page.locator("form", { has: page.getByRole("button", { name: t.submit }) });
    await form.evaluate((element) => element.setAttribute("novalidate", ""));
    await page.getByRole("button", { name: t.submit }).click();
    await expect(page.getByRole("alert").filter({ hasText: t.required }).first()).toBeVisible();

    const before = (await provider.reviewSummary()).reviewCount;
    await page.getByRole("radio", { name: fill(t.star_other, { count: 5 }) }).check();
    await page.getByLabel(t.comment).fill("Set up in two minutes.");
    await page.getByRole("button", { name: t.submit }).click();
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: fill(t.thanks, { stars: 5 }) })
        .first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\?rated=5#rate$/);
    // The provider has the rating, and the page shows the recomputed summary.
    expect((await provider.reviewSummary()).reviewCount).toBeGreaterThan(before);
    expect(await shownCount(page)).toBeGreaterThan(before);

    // A second rating the same day is refused, with the reason, as a toast too.
    await page.getByRole("radio", { name: fill(t.star_one, { count: 1 }) }).check();
    await page.getByRole("button", { name: t.submit }).click();
    await expect(page.getByRole("alert").filter({ hasText: t.already }).first()).toBeVisible();
    await expect(page.getByLabel(t.comment)).toHaveValue("Set up in two minutes.");
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor rates with a plain form post and sees the thanks (ja)", async ({ page }) => {
    const t = texts("ja").pages.index.rate;
    await page.goto("/ja/");
    await page.getByRole("radio", { name: fill(t.star_other, { count: 4 }) }).check();
    await page.getByLabel(t.comment).fill("ドキュメントが分かりやすい");
    await page.getByRole("button", { name: t.submit }).click();
    await expect(page).toHaveURL(/\/ja\/?\?rated=4#rate$/);
    await expect(page.getByTestId("rating-thanks")).toHaveText(fill(t.thanks, { stars: 4 }));
  });
});
