// Activity offers: ordering one (region and system for its plan) shows the order after the
// redirect, the per-account limit refuses a second order with the translated message, a
// visitor logs in and comes back to the offer, and an order works without JavaScript.
import { expect, type Page, test } from "@playwright/test";
import {
  acceptCookies,
  hydrated,
  LANGUAGES,
  newAccount,
  SANDBOX,
  texts,
  useSession,
} from "../support/site.ts";
import { seriousViolations } from "./serious-violations.ts";

/** How each language's default currency (SPEC.md section 9) is written on the page. */
const CURRENCY = { en: /\$\d/, zh: /HK\$/, ja: /[￥¥]/ } as const;

const offer = (page: Page, id: string) => page.locator(`[data-testid="offer"][data-offer="${id}"]`);

for (const { code, prefix } of LANGUAGES) {
  test(`orders a sale offer; the per-account limit refuses a second one (${code})`, async ({
    page,
    context,
  }) => {
    const t = texts(code);
    const o = t.pages["activity-vps"].offers;
    await useSession(context, await newAccount(`offer${code}`));
    await acceptCookies(page);
    await page.goto(`${prefix}/activity/vps`);
    await hydrated(page);
    await expect(page.locator("main h1")).toHaveText(t.pages["activity-vps"].heading);
    await expect(page.getByTestId("activity-time").first()).toBeVisible();

    // The sold-out offer says so and cannot be ordered.
    const pro = offer(page, "off-autumn-4c8g");
    await expect(pro).toContainText(o.states.soldOut);
    await expect(pro.getByRole("button")).toHaveCount(0);

    const basic = offer(page, "off-autumn-1c2g");
    await expect(basic.getByTestId("offer-price")).toHaveText(CURRENCY[code]);
    await expect(basic.getByTestId("offer-stock")).toContainText(
      o.limit_one.replace("{{count}}", "1"),
    );
    await basic.getByLabel(o.region).selectOption("fra");
    await basic.getByLabel(o.image).selectOption("debian-13");
    await basic.getByRole("button").click();

    await expect(page).toHaveURL(new RegExp(`${prefix}/activity/vps\\?ordered=`));
    const result = page.getByTestId("order-result");
    await expect(result).toBeFocused();
    await expect(result.getByRole("heading")).toContainText(o.result.heading);
    await expect(result.getByTestId("order-number")).not.toBeEmpty();
    await expect(result.getByTestId("order-total")).toHaveText(CURRENCY[code]);
    await expect(result.getByTestId("order-status")).toHaveText(o.result.statuses.unpaid);
    const pay = result.getByRole("link", { name: o.result.pay });
    expect(new URL((await pay.getAttribute("href")) ?? "").origin).toBe(SANDBOX);

    // One per account: the second order is refused, in the page's language.
    await offer(page, "off-autumn-1c2g").getByRole("button").click();
    const problem = offer(page, "off-autumn-1c2g").getByTestId("offer-error");
    await expect(problem).toHaveText(t.apiErrors["4406"]);
    await expect(problem).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("a visitor logs in at the console and comes back to the offer and its choices", async ({
  page,
}) => {
  const o = texts("zh").pages["activity-promotion"].offers;
  const user = await newAccount("offerlogin");
  await acceptCookies(page);
  await page.goto("/zh/activity/promotion");
  await hydrated(page);
  const cloud = offer(page, "off-first-cvm-s2");
  await cloud.getByLabel(o.region).selectOption("sin");
  await cloud.getByRole("button").click();

  await expect(page).toHaveURL(new RegExp(`^${SANDBOX}/\\?ope=login`));
  await page.getByLabel(/邮箱或手机号/).fill(user.account);
  await page.getByLabel(/^密码$/).fill(user.password);
  await page.getByRole("button", { name: /^登录$/ }).click();

  await expect(page).toHaveURL(/\/zh\/activity\/promotion\?offer=off-first-cvm-s2&region=sin/);
  await hydrated(page);
  const back = offer(page, "off-first-cvm-s2");
  await expect(back).toContainText(o.picked);
  await expect(back.getByLabel(o.region)).toHaveValue("sin");
  await expect(back.getByRole("button")).toBeFocused();
  await back.getByRole("button").click();
  await expect(page.getByTestId("order-result")).toContainText(o.result.statuses.unpaid);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an order is a plain form post and shows its result", async ({ context }) => {
    const o = texts("ja").pages["activity-promotion"].offers;
    await useSession(context, await newAccount("offernojs"));
    const page = await context.newPage();
    await page.goto("/ja/activity/promotion");
    const starter = offer(page, "off-first-1c1g");
    // The system list holds only what fits the plan (no Windows on 25 GB).
    await expect(starter.getByLabel(o.image).locator("option[value^='windows']")).toHaveCount(0);
    await starter.getByLabel(o.region).selectOption("tyo");
    await starter.getByRole("button").click();
    await expect(page).toHaveURL(/\/ja\/activity\/promotion\?ordered=/);
    await expect(page.getByTestId("order-status")).toHaveText(o.result.statuses.unpaid);
    await expect(page.getByTestId("order-total")).toHaveText(CURRENCY.ja);
  });
});
