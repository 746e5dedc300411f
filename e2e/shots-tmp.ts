// One-off: before/after screenshots of issue 39 items 1-8 (not part of the suites).
import { chromium, type Page } from "@playwright/test";
const [, , which, site, consoleUrl] = process.argv;
const out = (name: string) => `/tmp/hf/shots/${name}-${which}.png`;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const log: string[] = [];
async function ctx(width: number, height: number, mobile = false) {
  const context = await browser.newContext({ viewport: { width, height }, isMobile: mobile, hasTouch: mobile, reducedMotion: "reduce" });
  // As the suites' acceptCookies and skipPromo (support/site.ts).
  await context.addInitScript(() => {
    for (const key of ["cookieConfirm", "cookieSelect1", "cookieSelect2", "cookieSelect3"]) localStorage.setItem(key, "1");
    localStorage.setItem("activeImg", String(Date.now()));
  });
  return context;
}
async function shot(name: string, run: () => Promise<void>) {
  if (process.env.ONLY && !process.env.ONLY.split(",").includes(name)) return;
  try { await run(); } catch (e) { log.push(`${name}: FAILED ${(e as Error).message.split("\n")[0]}`); }
}
const settle = (page: Page) => page.waitForLoadState("networkidle").then(() => page.waitForTimeout(600));

// 1 + 6: log in to order from a configuration, sign up, activate, log in: where does it land? Then claim a coupon and configure.
await shot("01", async () => {
  const context = await ctx(1366, 900);
  const page = await context.newPage();
  await page.goto(`${site}/product/vps-buy`);
  await settle(page);
  await page.locator('[data-testid="choice-image-windows-2022"]').click().catch(() => undefined);
  await page.waitForTimeout(800);
  const configured = page.url();
  await page.getByText("Log in to order").first().click();
  await page.getByRole("link", { name: "No account yet? Create one" }).click();
  const account = `shots-${which}-${Date.now()}@example.com`;
  await page.getByLabel("E-mail address or mobile number").fill(account);
  await page.getByLabel("Name").fill("Shots");
  await page.getByLabel("Password").fill("abc12345");
  await page.getByRole("button", { name: "Create account" }).click();
  const href = (await page.locator("code").textContent()) ?? "";
  await page.goto(href);
  await settle(page);
  await page.getByRole("button", { name: "Activate my account" }).click();
  await page.waitForTimeout(1000);
  await page.screenshot({ path: out("01a-activated") });
  const login = page.locator("main a", { hasText: /^Log in$/ }).first();
  log.push(`01 configured at ${configured}; activation page's Log in -> ${await login.getAttribute("href")}`);
  await login.click();
  await page.getByLabel("E-mail address or mobile number").fill(account);
  await page.getByLabel("Password").fill("abc12345");
  await page.getByRole("button", { name: "Log in" }).click();
  await settle(page);
  log.push(`01 landed on ${page.url()}`);
  await page.screenshot({ path: out("01b-landed") });
  // 6: claim the first coupon, then configure.
  await page.goto(`${site}/ac/coupon`);
  await settle(page);
  await page.getByRole("button", { name: "Claim coupon" }).first().click();
  await settle(page);
  await page.goto(`${site}/product/vps-buy`);
  await settle(page);
  const coupons = page.locator('[data-testid^="choice-coupon-"]').first().locator("xpath=ancestor::fieldset[1]");
  await coupons.scrollIntoViewIfNeeded();
  await page.waitForTimeout(600);
  await coupons.screenshot({ path: out("06-claimed-coupon-in-configurator") });
  await context.close();
});

// 2: one currency per page (ja coupons, zh home offers).
await shot("02", async () => {
  const context = await ctx(1366, 900);
  const page = await context.newPage();
  await page.goto(`${site}/ja/ac/coupon`);
  await settle(page);
  await page.locator('[data-testid="coupon"]').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: out("02a-ja-coupons") });
  await page.goto(`${site}/zh/`);
  await settle(page);
  const offers = page.locator("section", { hasText: "当前优惠" }).last();
  await offers.scrollIntoViewIfNeeded();
  await page.waitForTimeout(800);
  await page.screenshot({ path: out("02b-zh-home-offers") });
  await context.close();
});

// 3: Windows with the web firewall.
await shot("03", async () => {
  const context = await ctx(1366, 900);
  const page = await context.newPage();
  await page.goto(`${site}/product/vps-buy`);
  await settle(page);
  const windows = page.locator('[data-testid="choice-image-windows-2022"]');
  await windows.scrollIntoViewIfNeeded();
  await windows.click().catch(() => undefined);
  await page.waitForTimeout(800);
  await page.screenshot({ path: out("03a-windows-chosen") });
  const firewall = page.locator('[data-testid^="choice-securityGroup-"]').first();
  await firewall.scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  await page.screenshot({ path: out("03b-firewall-after-windows") });
  await context.close();
});

// 4: phone price bar.
await shot("04", async () => {
  const context = await ctx(390, 844, true);
  const page = await context.newPage();
  await page.goto(`${site}/product/vps-buy`);
  await settle(page);
  await page.mouse.wheel(0, 700);
  await page.waitForTimeout(800);
  await page.screenshot({ path: out("04a-phone-bar-over-regions") });
  await page.locator('[data-testid="price-total"]').first().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 400);
  await page.waitForTimeout(800);
  await page.screenshot({ path: out("04b-phone-bar-after-summary") });
  await context.close();
});

// 5: keyboard: Escape on the search panel, the announcement's focus ring.
await shot("05", async () => {
  const context = await ctx(1366, 900);
  const page = await context.newPage();
  await page.goto(`${site}/doc`);
  await settle(page);
  await page.keyboard.press("Control+k");
  await page.waitForTimeout(800);
  await page.keyboard.press("Escape");
  await page.waitForTimeout(600);
  await page.screenshot({ path: out("05a-search-panel-after-escape") });
  await page.goto(`${site}/`);
  await settle(page);
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    const inTicker = await page.evaluate(() => !!document.activeElement?.closest("[data-testid=announcement-ticker], .ticker, [aria-roledescription]") && document.activeElement?.tagName === "A");
    if (inTicker) break;
  }
  await page.screenshot({ path: out("05b-announcement-focus"), clip: { x: 0, y: 90, width: 1366, height: 90 } });
  await context.close();
});

// 7: desktop edges, chat panel beside the side tabs.
await shot("07", async () => {
  const context = await ctx(1366, 900);
  const page = await context.newPage();
  await page.goto(`${site}/`);
  await settle(page);
  await page.screenshot({ path: out("07a-home-hero") });
  await page.getByRole("button", { name: "Ask the AI assistant" }).first().click();
  await page.waitForTimeout(1200);
  await page.screenshot({ path: out("07b-chat-panel") });
  await context.close();
});

// 8: Japanese on a phone; the plans table of an article.
await shot("08", async () => {
  const context = await ctx(390, 844, true);
  const page = await context.newPage();
  await page.goto(`${site}/ja/`);
  await settle(page);
  await page.screenshot({ path: out("08a-ja-phone-home") });
  await page.goto(`${site}/ja/doc/article/vps-pricing`);
  await settle(page);
  await page.locator("table").first().scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  await page.screenshot({ path: out("08b-ja-phone-plans-table") });
  await context.close();
});
await browser.close();
console.log(log.join("\n"));
