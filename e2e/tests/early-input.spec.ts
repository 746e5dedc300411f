// What a visitor does before the page's scripts run (the pages are server-rendered and work
// without them, so a slow link shows a usable page first) is what the page shows once they
// run: a choice made or a text typed early is neither lost nor shown as something else.
// CI once caught the ticket form describing the category it was rendered with; the
// documentation's search box emptied itself, and a currency chosen early was put back.
import { expect, type Page, test } from "@playwright/test";
import {
  acceptCookies,
  holdScripts,
  hydrated,
  newAccount,
  provider,
  skipPromo,
  texts,
  useSession,
} from "../support/site.ts";

const t = texts("en");

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await skipPromo(page);
});

test("a ticket category chosen early is the one described", async ({ page, context }) => {
  const ticket = t.pages["workServer-submitWork"];
  await useSession(context, await newAccount("ticketearly"));
  const release = await holdScripts(page);
  await page.goto("/workServer/submitWork?category=technical", { waitUntil: "commit" });
  await page.getByLabel(ticket.category).selectOption("billing");
  await expect(page.getByTestId("category-response")).toContainText(ticket.response.technical);
  release();
  await hydrated(page);
  await expect(page.getByTestId("category-response")).toContainText(ticket.response.billing);
  await expect(page.getByLabel(ticket.category)).toHaveValue("billing");
});

test("plan filters chosen early are applied, to the list and the URL", async ({ page }) => {
  const p = t.pages["product-vps"];
  const plans = await provider.plans({ language: "en" });
  const release = await holdScripts(page);
  await page.goto("/product/vps", { waitUntil: "commit" });
  await page.getByLabel(p.filters.cpu, { exact: true }).selectOption("8");
  release();
  await hydrated(page);
  await expect(page).toHaveURL(/\/product\/vps\?cpu=8$/);
  await expect(page.getByLabel(p.filters.cpu, { exact: true })).toHaveValue("8");
  await expect(page.locator("main tr[data-plan]")).toHaveCount(
    plans.filter((plan) => plan.cpu >= 8).length,
  );
});

test("an account typed early is described", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/signUp", { waitUntil: "commit" });
  await page.getByLabel(t.pages.signUp.account, { exact: true }).fill("early@example.com");
  release();
  await hydrated(page);
  await expect(page.getByTestId("account-kind")).toHaveText(t.pages.signUp.accountKinds.email);
  await expect(page.getByLabel(t.pages.signUp.account, { exact: true })).toHaveValue(
    "early@example.com",
  );
});

test("configurator choices made early are applied; a load without any makes no request", async ({
  page,
}) => {
  const data: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".data")) data.push(request.url());
  });
  // A plain load: the form is what the page was rendered with, nothing to apply.
  await page.goto("/product/vps-buy");
  await hydrated(page);
  await expect(page.getByTestId("choice-plan-vps-2c4g").locator("input")).not.toBeChecked();
  expect(data).toEqual([]);
  expect(new URL(page.url()).search).toBe("");

  const release = await holdScripts(page);
  await page.goto("/product/vps-buy", { waitUntil: "commit" });
  await page.getByTestId("choice-plan-vps-2c4g").click();
  await page.getByTestId("choice-period-year").click();
  release();
  await hydrated(page);
  await expect(page).toHaveURL(/[?&]plan=vps-2c4g(&|$)/);
  await expect(page).toHaveURL(/[?&]period=year(&|$)/);
  await expect(page.getByTestId("choice-plan-vps-2c4g").locator("input")).toBeChecked();
  await expect(page.getByTestId("choice-period-year").locator("input")).toBeChecked();
});

test("a documentation search typed early stays in the box and searches", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/doc", { waitUntil: "commit" });
  const box = page.locator("main").getByLabel(t.docSearch.label, { exact: true });
  await box.fill("refund");
  release();
  await hydrated(page);
  // Once scripted the box is a combobox, which renders again: the text must survive that.
  await expect(box).toHaveAttribute("role", "combobox");
  await expect(box).toHaveValue("refund");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/doc\/search\/refund$/);
});

/**
 * Chooses euros in the currency picker of /product/vps while the scripts are held, lets them
 * run, and checks that euros are chosen: on the page, and on the server (the next document).
 */
async function chooseEurosEarly(page: Page) {
  const release = await holdScripts(page);
  await page.goto("/product/vps", { waitUntil: "commit" });
  const select = page.locator('select[name="currency"]');
  const current = page.getByTestId("current-currency");
  const inEuros = t.langBar.currentCurrency.replace("{{currency}}", "EUR");
  await expect(select).toHaveValue("USD");
  await select.selectOption("EUR");
  const posted: unknown[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/currency" && request.method() === "POST")
      posted.push(JSON.parse(request.postData() ?? "{}").currency);
  });
  const told = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === "/api/currency" &&
      response.request().method() === "POST",
  );
  release();
  await hydrated(page);
  await expect(current).toHaveText(inEuros);
  await expect(select).toHaveValue("EUR");
  expect(JSON.parse((await told).request().postData() ?? "{}")).toMatchObject({ currency: "EUR" });
  await page.unrouteAll();
  await page.reload();
  await expect(select).toHaveValue("EUR");
  await expect(current).toHaveText(inEuros);
  // Told once, of euros only (not of a currency stored on the device as well).
  expect(posted).toEqual(["EUR"]);
}

test("a currency chosen early is chosen, on the server too", async ({ page }) => {
  await chooseEurosEarly(page);
});

test("a currency chosen early wins over one chosen on an earlier visit", async ({
  page,
  context,
}) => {
  await page.goto("/product/vps");
  await hydrated(page);
  // An earlier visit chose yen on this device; the server has forgotten it (no cookie).
  await page.evaluate(() => {
    localStorage.setItem("isSetCurrency", "1");
    localStorage.setItem("currency", JSON.stringify({ type: "JPY", rate: 151.2 }));
  });
  await context.clearCookies({ name: "currency" });
  await chooseEurosEarly(page);
});
