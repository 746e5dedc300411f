// The domain page: the suffix catalogue in the visitor's currency, one name checked across
// suffixes (taken and available, with prices and the console link), with and without JavaScript.
import { expect, type Page, test } from "@playwright/test";
import { acceptCookies, hydrated, LANGUAGES, SANDBOX, skipPromo, texts } from "../support/site.ts";
import { seriousViolations } from "./serious-violations.ts";

/** How each language's default currency (SPEC.md section 9) is written on the page. */
const CURRENCY = { en: /\$\d/, zh: /HK\$/, ja: /[￥¥]/ } as const;

/** A name nobody has registered in the sandbox. */
const freshName = (tag: string) => `hf-${tag}-${Date.now().toString(36)}`;

async function search(page: Page, label: string, button: string, name: string) {
  await page.getByLabel(label, { exact: true }).fill(name);
  await page.getByRole("button", { name: button, exact: true }).click();
}

for (const { code, prefix } of LANGUAGES) {
  test(`checks a name: taken and available, priced in the visitor's currency (${code})`, async ({
    page,
  }) => {
    const d = texts(code).pages["product-domain"];
    await acceptCookies(page);
    await skipPromo(page);
    await page.goto(`${prefix}/product/domain`);
    await hydrated(page);
    await expect(page.locator("main h1")).toHaveText(d.heading);

    // The catalogue, grouped, featured first, in the language's currency.
    const generic = page.getByTestId("suffixes-generic");
    await expect(generic.locator("tbody tr").first()).toContainText(".com");
    await expect(generic).toContainText(CURRENCY[code]);
    await expect(page.getByTestId("suffixes-country")).toContainText(".cn");
    await expect(page.getByRole("heading", { name: d.catalogue.categories.new })).toBeVisible();

    // The form is enhanced: the check does not reload the document.
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await search(page, d.search.label, d.search.submit, "google");
    await expect(page).toHaveURL(/[?&]name=google/);
    const results = page.getByTestId("domain-result");
    await expect(results.first()).toHaveAttribute("data-status", "registered");
    await expect(results.first()).toContainText("google.com");
    await expect(results.first()).toContainText(d.results.registered);
    const checked = await results.count();
    expect(checked).toBeGreaterThan(1);
    await expect(page.getByTestId("domain-summary")).toHaveText(
      d.results.summary_other.replace("{{count}}", "0").replace("{{total}}", String(checked)),
    );
    await expect(
      page.getByRole("heading", { name: d.results.heading.replace("{{name}}", "google") }),
    ).toBeFocused();

    // A free name with its suffix typed: that suffix first, available, priced, linked to the console.
    const name = freshName(code);
    await search(page, d.search.label, d.search.submit, `${name}.io`);
    await expect(page).toHaveURL(new RegExp(`name=${name}\\.io`));
    const first = results.first();
    await expect(first).toHaveAttribute("data-status", "available");
    await expect(first).toContainText(`${name}.io`);
    await expect(first).toContainText(d.results.available);
    await expect(first).toContainText(CURRENCY[code]);
    const register = first.getByRole("link", { name: `${d.results.register} ${name}.io` });
    const href = new URL((await register.getAttribute("href")) ?? "");
    expect(href.origin).toBe(SANDBOX);
    expect(href.searchParams.get("domain")).toBe(`${name}.io`);
    expect(href.searchParams.get("lang")).toBe(code);
    await expect(page.getByText(d.results.consoleNote)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    expect(await seriousViolations(page)).toEqual([]);

    // A name a registry refuses: said next to the field, the provider not asked.
    await search(page, d.search.label, d.search.submit, "-bad-");
    await expect(page.getByTestId("domain-problem")).toHaveText(d.problems.hyphens);
    await expect(page.getByLabel(d.search.label, { exact: true })).toBeFocused();
    await expect(results).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the check is a plain GET form: every suffix, taken and available", async ({ page }) => {
    const d = texts("zh").pages["product-domain"];
    await page.goto("/zh/product/domain");
    const name = freshName("nojs");
    await page.getByLabel(d.search.label, { exact: true }).fill(name);
    const all = page.getByRole("button", { name: /^查询全部 \d+ 个后缀$/ });
    await all.click();
    await expect(page).toHaveURL(new RegExp(`/zh/product/domain\\?name=${name}.*scope=all`));
    const results = page.getByTestId("domain-result");
    const sold = await page.locator('[data-testid^="suffixes-"] tbody tr').count();
    expect(sold).toBeGreaterThan(20);
    await expect(results).toHaveCount(sold);
    await expect(results.first()).toHaveAttribute("data-status", "available");
    await expect(results.first()).toContainText(CURRENCY.zh);

    // A reserved name is said to be reserved, not available.
    await page.getByLabel(d.search.label, { exact: true }).fill("example.com");
    await page.getByRole("button", { name: d.search.submit, exact: true }).click();
    await expect(results.first()).toHaveAttribute("data-status", "reserved");
    await expect(results.first()).toContainText(d.results.reserved);
    await expect(results.first().getByRole("link")).toHaveCount(0);
  });
});
