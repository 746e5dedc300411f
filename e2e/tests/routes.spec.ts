// Every route of SPEC.md section 2 answers 200 inside the shell, in every language; unknown
// paths answer the 404 page; member pages send visitors to the console's login.
import { expect, test } from "@playwright/test";
import { MEMBER_PATHS, PUBLIC_PATHS } from "../support/routes.ts";
import { LANGUAGES, newAccount, SANDBOX, texts, useSession } from "../support/site.ts";

for (const { code, prefix, tag } of LANGUAGES) {
  test.describe(`${code}`, () => {
    for (const path of PUBLIC_PATHS) {
      test(`${prefix}${path} answers 200 inside the shell`, async ({ page }) => {
        const response = await page.goto(`${prefix}${path}`);
        expect(response?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", tag);
        await expect(page.getByRole("banner")).toBeVisible();
        await expect(page.getByRole("contentinfo")).toBeVisible();
        await expect(page.getByRole("main")).toBeVisible();
        await expect(page.locator("main h1")).toHaveCount(1);
        await expect(
          page
            .getByRole("banner")
            .getByRole("link", { name: texts(code).account.login, exact: true }),
        ).toBeVisible();
        await expect(page).toHaveTitle(/Hostfront/);
        // hreflang alternates for every language and x-default
        await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(4);
      });
    }

    test("an unknown path answers the 404 page, not indexed", async ({ page }) => {
      const response = await page.goto(`${prefix}/no/such/page`);
      expect(response?.status()).toBe(404);
      const message = texts(code).errors.notFound.replace("{{path}}", `${prefix}/no/such/page`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(message);
      await expect(
        page.getByText(texts(code).errors.title.replace("{{status}}", "404")),
      ).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expect(page.getByRole("banner")).toBeVisible();
    });

    test("member pages send a visitor to the console's login and back", async ({ page }) => {
      for (const path of MEMBER_PATHS) {
        await page.goto(`${prefix}${path}`);
        await expect(page).toHaveURL(new RegExp(`^${SANDBOX}/\\?ope=login&lang=${code}&redirect=`));
      }
    });
  });
}

test("member pages answer 200 inside the shell once logged in", async ({ page, context }) => {
  await useSession(context, await newAccount("routes"));
  for (const { prefix } of LANGUAGES) {
    for (const path of MEMBER_PATHS) {
      const response = await page.goto(`${prefix}${path}`);
      expect(response?.status(), `${prefix}${path}`).toBe(200);
      await expect(page.locator("main h1")).toHaveCount(1);
    }
  }
});
