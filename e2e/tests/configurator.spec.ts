// The server configurator against the sandbox, in every language: configure a server and see
// the price change live (the same as the server renders), log in through the console and come
// back to the configuration, order (a double click makes one order), see the order; and the
// same without JavaScript, where the same form posted twice still makes one order.
import { expect, type Page, test } from "@playwright/test";
import {
  acceptCookies,
  CURRENCY,
  hydrated,
  LANGUAGES,
  newAccount,
  price,
  provider,
  SANDBOX,
  SITE,
  skipPromo,
  texts,
  topOf,
  useSession,
} from "../support/site.ts";
import { axe } from "./serious-violations.ts";

/** Chooses a radio card (its label, as a visitor clicks it). */
const choose = (page: Page, name: string, value: string) =>
  page.getByTestId(`choice-${name}-${value}`).click();

/** The servers of the account behind the browser's session. */
async function servers(page: Page) {
  const token = (await page.context().cookies()).find((c) => c.name === "token")?.value;
  if (!token) throw new Error("not logged in");
  return (await provider.userProducts({ type: "server" }, { token })).list;
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await skipPromo(page);
});

for (const { code, prefix, tag } of LANGUAGES) {
  test(`configures a server, logs in at the console and orders it (${code})`, async ({ page }) => {
    const t = texts(code);
    const p = t.pages["product-vps-buy"];
    const user = await newAccount(`cfg${code}`);
    await page.goto(`${prefix}/product/vps-buy`);
    await hydrated(page);
    await expect(page.locator("main h1")).toHaveText(p.heading);
    // Every change applies at once: the no-script Update buttons (the form's and the
    // summary's) are in the page, hidden once it is hydrated.
    const updates = page.getByRole("button", { name: p.update, includeHidden: true });
    await expect(updates).toHaveCount(2);
    for (const update of await updates.all()) await expect(update).toBeHidden();
    await expect(page.getByText(p.updateHint)).toBeHidden();
    const total = page.getByTestId("price-total");
    // The defaults: VPS Starter, a month.
    await expect(total).toHaveText(await price(5, CURRENCY[code], tag));
    // Windows needs a 40 GB system disk, which VPS Starter does not have: choosing it would
    // move the plan up, and its card says so.
    const windows = page.getByTestId("choice-image-windows-2022");
    await expect(windows.locator("input")).toBeEnabled();
    await expect(windows).toContainText("40 GB");
    // A sold-out plan is shown, and cannot be chosen.
    const soldOut = page.getByTestId("choice-plan-vps-16c32g");
    await expect(soldOut.locator("input")).toBeDisabled();
    await expect(soldOut).toContainText(p.plan.soldOut);
    // An unopened region too.
    await expect(page.getByTestId("choice-region-syd").locator("input")).toBeDisabled();

    await choose(page, "region", "tyo");
    await expect(page).toHaveURL(/region=tyo/);
    const regionName =
      (await page
        .getByTestId("choice-region-tyo")
        .locator("span.font-semibold")
        .first()
        .textContent()) ?? "";
    await choose(page, "image", "debian-13");
    await choose(page, "plan", "vps-2c4g");
    await expect(total).toHaveText(await price(20, CURRENCY[code], tag));
    await expect(windows.locator("input")).toBeEnabled();
    await page.getByRole("button", { name: p.disks.add }).click();
    const size = page.locator("#disk-1-size");
    await size.fill("100");
    await size.press("Tab");
    await expect(page).toHaveURL(/[?&]disk=disk-nvme%3A100(&|$)/);

    // The browser prices a change at once (the same quoteServer, the page's currency), before
    // the server has answered: VPS Standard $57.00 a quarter, the disk $34.20 a quarter.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/product\/vps-buy\.data/, async (route) => {
      await held;
      await route.continue();
    });
    await choose(page, "period", "quarter");
    await expect(total).toHaveText(await price(91.2, CURRENCY[code], tag));
    release();
    await page.unrouteAll({ behavior: "wait" });

    await choose(page, "period", "year");
    // FACTS.md: VPS Standard $204.00 a year, a 100 GB NVMe disk $122.40 a year.
    const expected = await price(326.4, CURRENCY[code], tag);
    await expect(total).toHaveText(expected);
    await expect(page.getByTestId("price-lines").locator("tr")).toHaveCount(2);
    await expect(page).toHaveURL(/[?&]disk=disk-nvme%3A100(&|$)/);
    await expect(page).toHaveURL(/[?&]period=year(&|$)/);
    const configured = page.url();

    // The server renders the same price for the shared URL.
    await page.reload();
    await hydrated(page);
    await expect(total).toHaveText(expected);
    await expect(page.getByTestId("choice-plan-vps-2c4g").locator("input")).toBeChecked();
    expect(await axe(page).include("main").analyze()).toMatchObject({
      violations: [],
    });

    // A visitor orders by logging in at the console, and comes back to this configuration.
    await page.getByRole("button", { name: p.order.login }).click();
    await expect(page).toHaveURL(new RegExp(`^${SANDBOX}/\\?ope=login`));
    await page
      .getByLabel(/E-mail address or mobile number|邮箱或手机号|メールアドレス/)
      .fill(user.account);
    await page.getByLabel(/^Password$|^密码$|^パスワード$/).fill(user.password);
    await page.getByRole("button", { name: /^(Log in|登录|ログイン)$/ }).click();
    await expect(page).toHaveURL(new RegExp(`^${SITE}${prefix}/product/vps-buy\\?`));
    expect(new URL(page.url()).searchParams.getAll("disk")).toEqual(["disk-nvme:100"]);
    expect(new URL(page.url()).searchParams.get("plan")).toBe(
      new URL(configured).searchParams.get("plan"),
    );
    await hydrated(page);
    await expect(total).toHaveText(expected);

    // A password that breaks the rule is stopped in the browser.
    await page.getByLabel(p.order.hostname).fill(`web-${code}`);
    const password = page.getByLabel(p.order.password, { exact: true });
    await password.fill("root-password1");
    await page.getByRole("button", { name: p.order.submit }).click();
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#field-password-error")).toHaveText(t.validation.vpsSystemPass);
    expect(await servers(page)).toHaveLength(0);

    // A double click orders once.
    await password.fill("Harbour-Lights42");
    await page.getByRole("button", { name: p.order.submit }).dblclick();
    await expect(page).toHaveURL(/[?&]order=ord-/);
    await expect(page.locator("main h1")).toHaveText(p.receipt.heading);
    await expect(page.getByTestId("order-status")).toHaveText(p.receipt.statuses.unpaid);
    await expect(page.getByTestId("order-total")).toHaveText(expected);
    // What the priced lines do not say: where it runs and its system.
    await expect(page.getByTestId("order-region")).toHaveText(regionName);
    await expect(page.getByTestId("order-image")).toHaveText(/Debian/);
    const orderNo = (await page.getByTestId("order-number").textContent()) ?? "";
    expect(orderNo).toMatch(/^HF\d+/);
    await expect(page.getByTestId("payment-methods")).toContainText("USD");
    await expect(page.getByTestId("payment-methods")).toContainText(p.receipt.methods.paypal);
    expect(await page.getByTestId("pay-link").getAttribute("href")).toMatch(
      new RegExp(`^${SANDBOX}/\\?lang=${code}$`),
    );
    const made = await servers(page);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ name: `web-${code}`, areaId: "tyo", planId: "vps-2c4g" });

    // A reload shows the order again; it does not order again.
    await page.reload();
    await expect(page.getByTestId("order-number")).toHaveText(orderNo);
    expect(await servers(page)).toHaveLength(1);
  });
}

for (const { code, prefix } of LANGUAGES) {
  test(`choosing Windows moves the plan and the firewall with it, and says so there (${code})`, async ({
    page,
  }) => {
    const p = texts(code).pages["product-vps-buy"];
    await page.goto(`${prefix}/product/vps-buy`);
    await hydrated(page);
    await expect(page.getByTestId("choice-plan-vps-1c1g").locator("input")).toBeChecked();
    await expect(page.getByTestId("choice-securityGroup-sg-web").locator("input")).toBeChecked();
    await choose(page, "image", "windows-2022");
    await expect(page).toHaveURL(/[?&]image=windows-2022(&|$)/);
    // The plan holds Windows' 40 GB; the firewall lets Remote Desktop in; the web server
    // firewall (no 3389) cannot be chosen and says why.
    await expect(page.getByTestId("choice-plan-vps-1c2g").locator("input")).toBeChecked();
    await expect(page.getByTestId("choice-plan-vps-1c1g").locator("input")).toBeDisabled();
    await expect(
      page.getByTestId("choice-securityGroup-sg-windows").locator("input"),
    ).toBeChecked();
    const web = page.getByTestId("choice-securityGroup-sg-web");
    await expect(web.locator("input")).toBeDisabled();
    await expect(web).toContainText("3389");
    // Where the visitor is: the system's section says how it is reached and what lets it in.
    await expect(page.locator("#field-image-hint")).toContainText(p.access.rdp);
    await expect(page.locator("#field-image-hint")).toContainText("3389");
    // Back to Linux: SSH, the web server firewall is offered again.
    await choose(page, "image", "debian-13");
    await expect(page.locator("#field-image-hint")).toContainText("22");
    await expect(web.locator("input")).toBeEnabled();
  });
}

test("the phone's price bar is opaque, and steps aside once the summary is in view", async ({
  page,
}) => {
  const p = texts("en").pages["product-vps-buy"];
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/product/vps-buy");
  await hydrated(page);
  const bar = page.getByTestId("mobile-bar");
  await expect(bar).toBeVisible();
  // Nothing of the choices shows through it.
  expect(await bar.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
    "rgb(255, 255, 255)",
  );
  await bar.getByRole("link", { name: p.summary.heading }).click();
  await expect(page.getByRole("heading", { name: p.summary.heading })).toBeInViewport();
  // Not left at the top of the screen where the form's column ends.
  await expect(bar).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toBeVisible();
});

test("fits a phone's screen, with the total at hand", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const p = texts("zh").pages["product-vps-buy"];
  await page.goto("/zh/product/vps-buy?type=cvm&region=sin");
  await hydrated(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await choose(page, "plan", "cvm-m8");
  // Cloud M8 $45.00 a month in HKD: the bar at the bottom of the choices follows.
  const bar = page.getByRole("link", { name: p.summary.heading });
  await expect(bar).toBeVisible();
  await expect(page.getByTestId("mobile-total")).toHaveText(await price(45, "HKD", "zh-Hans"));
  await expect(page.getByTestId("mobile-total")).toBeInViewport();
  await bar.click();
  await expect(page.getByRole("heading", { name: p.summary.heading })).toBeInViewport();
  // At its scroll margin (96 px): the choices it passes (rendered when near, with estimates of
  // their heights until then) are laid out before the jump.
  await expect.poll(() => topOf(page, "order-summary")).toBe(96);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { code, prefix, tag } of LANGUAGES) {
    test(`configures, updates the price and orders once (${code})`, async ({ page, context }) => {
      const p = texts(code).pages["product-vps-buy"];
      await useSession(context, await newAccount(`cfgnojs${code}`));
      await page.goto(`${prefix}/product/vps-buy`);
      // Without JavaScript both Update buttons are there to press.
      await expect(page.getByRole("button", { name: p.update })).toHaveCount(2);
      await expect(page.getByText(p.updateHint)).toBeVisible();
      const update = page.getByRole("button", { name: p.update }).first();
      await expect(update).toBeVisible();

      await choose(page, "type", "cvm");
      await update.click();
      await expect(page).toHaveURL(/[?&]type=cvm(&|$)/);
      await choose(page, "region", "fra");
      await choose(page, "plan", "cvm-m8");
      await update.click();
      await expect(page).toHaveURL(/[?&]region=fra(&|$)/);
      await choose(page, "bandwidth", "fra-bw-50");
      await page.locator("#disk-1-product").selectOption("disk-hdd");
      await page.locator("#disk-1-size").fill("500");
      await choose(page, "period", "quarter");
      await update.click();
      await expect(page).toHaveURL(/[?&]period=quarter(&|$)/);

      // Cloud M8 $128.25 a quarter, 50 Mbps in Frankfurt $55 a month, 500 GB HDD $15 a month.
      const expected = await price(327.75, CURRENCY[code], tag);
      await expect(page.getByTestId("price-total")).toHaveText(expected);
      await expect(page.getByTestId("price-lines").locator("tr")).toHaveCount(3);
      // The disk stays, and another row offers one more.
      await expect(page.locator("#disk-1-product")).toHaveValue("disk-hdd");
      await expect(page.locator("#disk-2-product")).toHaveValue("");

      const form = page.getByTestId("order-form");
      await form.getByLabel(p.order.hostname).fill(`db-${code}`);
      await form.getByLabel(p.order.password, { exact: true }).fill("Cloud-Key-2026");
      const fields: Record<string, string> = {};
      for (const input of await form.locator("input[type=hidden]").all()) {
        fields[(await input.getAttribute("name")) ?? ""] =
          (await input.getAttribute("value")) ?? "";
      }
      const action = (await form.getAttribute("action")) ?? "";
      // The summary stays in view beside the configuration, and so fits the window: sticky and
      // taller than it, its order button was out of reach (and out of Playwright's) until the
      // end of the page.
      const aside = await page.locator("aside", { has: form }).boundingBox();
      expect(aside?.height).toBeLessThanOrEqual(page.viewportSize()?.height ?? 0);
      await form.getByRole("button", { name: p.order.submit }).click();

      await expect(page).toHaveURL(/[?&]order=ord-/);
      await expect(page.locator("main h1")).toHaveText(p.receipt.heading);
      await expect(page.getByTestId("order-total")).toHaveText(expected);
      const receipt = new URL(page.url());

      // The same form posted again (a resubmission) answers the same order.
      const again = await page.request.post(new URL(action, SITE).href, {
        form: { ...fields, hostname: `db-${code}`, password: "Cloud-Key-2026" },
        headers: { origin: SITE },
        maxRedirects: 0,
      });
      expect(again.status()).toBe(303);
      expect(again.headers().location).toBe(`${receipt.pathname}${receipt.search}`);
      const made = await servers(page);
      expect(made).toHaveLength(1);
      expect(made[0]).toMatchObject({ name: `db-${code}`, areaId: "fra", planId: "cvm-m8" });
    });
  }

  for (const { code, prefix } of LANGUAGES) {
    test(`the phone bar's link reaches the order summary (${code})`, async ({ page }) => {
      const p = texts(code).pages["product-vps-buy"];
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(`${prefix}/product/vps-buy?type=cvm&region=sin`);
      await page.getByRole("link", { name: p.summary.heading }).click();
      // The choices below the first screens hold estimates of their heights until the jump
      // brings them near: the summary lands in view, if not exactly at its scroll margin.
      await expect(page.getByRole("heading", { name: p.summary.heading })).toBeInViewport();
      expect(await topOf(page, "order-summary")).toBeGreaterThanOrEqual(0);
    });
  }

  test("shows the provider's problems next to the form, keeping the configuration", async ({
    page,
    context,
  }) => {
    const p = texts("ja").pages["product-vps-buy"];
    await useSession(context, await newAccount("cfgerr"));
    await page.goto("/ja/product/vps-buy?type=vps&region=lax&plan=vps-1c2g&disk=disk-hdd:100");
    const form = page.getByTestId("order-form");
    await form.getByLabel(p.order.hostname).fill("bad host!");
    await form.getByLabel(p.order.password, { exact: true }).fill("Harbour-Lights42");
    await form.getByRole("button", { name: p.order.submit }).click();
    await expect(page.getByTestId("form-errors")).toContainText(p.errors.hostname);
    await expect(page).toHaveURL(/[?&]region=lax(&|$)/);
    await expect(page.getByTestId("choice-plan-vps-1c2g").locator("input")).toBeChecked();
    await expect(form.getByLabel(p.order.hostname)).toHaveValue("bad host!");
    expect(await servers(page)).toHaveLength(0);
  });
});
