// /product/vps in Chromium: the plan tables priced in the language's currency, filters that
// apply as they change (and keep the URL shareable), the same filters as a plain GET form
// without JavaScript, and "Configure" links that carry the plan and the region.
import { expect, type Page, test } from "@playwright/test";
import { acceptCookies, hydrated, LANGUAGES, provider, texts, topOf } from "../support/site.ts";
import { seriousViolations } from "./serious-violations.ts";

const DEFAULT_CURRENCY = { en: "USD", zh: "HKD", ja: "JPY" } as const;

/** The page shows VPS, then cloud servers, then dedicated servers. */
const SECTION_ORDER = ["vps", "cvm", "dedicated"];
const inPageOrder = <T extends { type: string }>(plans: T[]) =>
  [...plans].sort((a, b) => SECTION_ORDER.indexOf(a.type) - SECTION_ORDER.indexOf(b.type));

const rows = (page: Page) => page.locator("main tr[data-plan]");
const planIds = (page: Page) =>
  rows(page).evaluateAll((list) => list.map((row) => row.getAttribute("data-plan")));

async function priceFor(usd: number, currency: string, tag: string): Promise<string> {
  const rate = (await provider.currencies()).find((c) => c.type === currency)?.rate ?? Number.NaN;
  return new Intl.NumberFormat(tag, { style: "currency", currency }).format(
    Math.round(usd * rate * 1e6) / 1e6,
  );
}

for (const { code, prefix, tag } of LANGUAGES) {
  test(`filters the plans as they change and links the configurator (${code})`, async ({
    page,
  }) => {
    const p = texts(code).pages["product-vps"];
    const plans = await provider.plans({ language: code });
    const regions = await provider.areaSearch({ language: code });
    const frankfurt = regions.find((region) => region.id === "fra")?.name ?? "?";
    await acceptCookies(page);
    await page.goto(`${prefix}/product/vps`);
    await hydrated(page);
    await expect(page.locator("main h1")).toHaveText(p.heading);
    await expect(rows(page)).toHaveCount(plans.length);
    await expect(page.locator("#dedicated")).toContainText(p.dedicatedHeading);

    // Prices in the language's currency: month, quarter and year.
    const standard = plans.find((plan) => plan.id === "vps-2c4g");
    if (!standard) throw new Error("no VPS Standard");
    const row = page.locator('tr[data-plan="vps-2c4g"]');
    for (const usd of [standard.prices.month, standard.prices.quarter, standard.prices.year])
      await expect(row).toContainText(await priceFor(usd, DEFAULT_CURRENCY[code], tag));
    await expect(page.locator('tr[data-plan="vps-16c32g"]')).toContainText(
      texts(code).plans.soldOut,
    );
    await expect(page.locator('tr[data-plan="vps-16c32g"]').getByRole("link")).toHaveCount(0);

    // Filters apply at once, and the URL follows: the no-script Apply button is still in the
    // page but hidden once the page is hydrated.
    const apply = page.getByRole("button", { name: p.filters.apply, includeHidden: true });
    await expect(apply).toHaveCount(1);
    await expect(apply).toBeHidden();
    await page.getByLabel(p.filters.region, { exact: true }).selectOption({ label: frankfurt });
    await page.getByLabel(p.filters.cpu, { exact: true }).selectOption("8");
    const expected = inPageOrder(
      plans.filter((plan) => plan.regions.includes("fra") && plan.cpu >= 8),
    ).map((plan) => plan.id);
    await expect.poll(() => planIds(page)).toEqual(expected);
    await expect(page).toHaveURL(`${prefix}/product/vps?region=fra&cpu=8`);
    await expect(page.getByTestId("plan-count")).toContainText(String(expected.length));

    const configure = page.locator('tr[data-plan="cvm-l16"]').getByRole("link", {
      name: `${p.configurePlan} ${plans.find((plan) => plan.id === "cvm-l16")?.name ?? "?"}`,
    });
    await expect(configure).toHaveAttribute(
      "href",
      new RegExp(`${prefix}/product/vps-buy\\?type=cvm&plan=cvm-l16&region=fra$`),
    );

    // Memory too large for any VPS: the section says so.
    await page.getByLabel(p.filters.memory, { exact: true }).selectOption("64");
    await expect(page.locator("#plans-vps")).toContainText(p.noMatch);
    await expect(page.locator("#dedicated tr[data-plan]")).toHaveCount(3);
    expect(await seriousViolations(page)).toEqual([]);

    // Cleared, everything is back.
    await page.getByRole("link", { name: p.filters.reset }).click();
    await expect(rows(page)).toHaveCount(plans.length);
    await expect(page).toHaveURL(`${prefix}/product/vps`);

    // A shared URL renders filtered on the server.
    await page.goto(`${prefix}/product/vps?region=fra&cpu=8`);
    await expect.poll(() => planIds(page)).toEqual(expected);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { code, prefix } of LANGUAGES) {
    test(`the filters are a plain GET form (${code})`, async ({ page }) => {
      const p = texts(code).pages["product-vps"];
      const plans = await provider.plans({ language: code });
      await page.goto(`${prefix}/product/vps`);
      const newYork =
        (await provider.areaSearch({ language: code })).find((r) => r.id === "nyc")?.name ?? "?";
      await page.getByLabel(p.filters.region, { exact: true }).selectOption({ label: newYork });
      await page.getByLabel(p.filters.memory, { exact: true }).selectOption("4");
      const apply = page.getByRole("button", { name: p.filters.apply });
      await expect(apply).toBeVisible();
      await apply.click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/product/vps\\?region=nyc&cpu=&memory=4$`));
      expect(await planIds(page)).toEqual(
        inPageOrder(plans.filter((plan) => plan.regions.includes("nyc") && plan.memoryGb >= 4)).map(
          (plan) => plan.id,
        ),
      );
      // Dedicated servers are not sold in New York.
      await expect(page.locator("#dedicated")).toContainText(p.noMatch);
      await expect(page.getByLabel(p.filters.region, { exact: true })).toHaveValue("nyc");
      await expect(
        page.locator('tr[data-plan="vps-2c4g"]').getByRole("link", { name: /VPS/ }),
      ).toHaveAttribute("href", /\/product\/vps-buy\?type=vps&plan=vps-2c4g&region=nyc$/);
    });
  }
});

// The tables after the first are laid out only once the visitor nears them (render-near:
// content-visibility), in their estimated place until then: a link to one still lands at its
// heading, below the sticky header's margin (scroll-mt-24: 6 rem), on a phone as on a desktop.
test.describe("links to a later table", () => {
  for (const viewport of [
    { width: 412, height: 823 },
    { width: 1280, height: 900 },
  ]) {
    test(`land at the table's heading (${viewport.width}px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const { prefix } of LANGUAGES) {
        for (const anchor of ["plans-cvm", "dedicated"]) {
          await page.goto(`${prefix}/product/vps#${anchor}`);
          await hydrated(page);
          await expect.poll(() => topOf(page, anchor)).toBe(96);
          expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
        }
      }
      // A client navigation from the home page's product line, as React Router scrolls to it.
      await acceptCookies(page);
      await page.goto("/");
      await hydrated(page);
      await page.locator('main a[href$="/product/vps#dedicated"]').first().click();
      await expect(page).toHaveURL(/\/product\/vps#dedicated$/);
      await expect.poll(() => topOf(page, "dedicated")).toBe(96);
    });
  }
});
