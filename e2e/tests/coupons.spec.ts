// Coupons: claimed once per account (a second attempt is refused with the translated message),
// a visitor logs in at the console and comes back to the coupon of a CouponsCode link, and a
// claim works as a plain form post without JavaScript.
import { expect, type Page, test } from "@playwright/test";
import {
  acceptCookies,
  hydrated,
  LANGUAGES,
  newAccount,
  provider,
  SANDBOX,
  texts,
  useSession,
} from "../support/site.ts";
import { seriousViolations } from "./serious-violations.ts";

const card = (page: Page, code: string) =>
  page.locator(`[data-testid="coupon"][data-code="${code}"]`);

for (const { code, prefix } of LANGUAGES) {
  test(`claims a coupon once; a second attempt is refused (${code})`, async ({ page, context }) => {
    // Two tabs and an accessibility scan: more than the default minute on a busy machine.
    test.setTimeout(120_000);
    const t = texts(code);
    const c = t.pages["ac-coupon"];
    const user = await newAccount(`coupon${code}`);
    const token = await useSession(context, user);
    await acceptCookies(page);
    await page.goto(`${prefix}/ac/coupon`);
    await hydrated(page);
    await expect(page.locator("main h1")).toHaveText(c.heading);

    // States are written out, not only coloured.
    await expect(card(page, "FLASH50").getByTestId("coupon-state")).toContainText(c.states.soldOut);
    await expect(card(page, "WINTER20").getByTestId("coupon-state")).toContainText(
      c.states.upcoming,
    );
    await expect(card(page, "FLASH50").getByRole("button")).toHaveCount(0);

    // A second tab still shows the coupon as open: it makes the second attempt.
    const stale = await context.newPage();
    await acceptCookies(stale);
    await stale.goto(`${prefix}/ac/coupon`);
    await hydrated(stale);

    const new5 = card(page, "NEW5");
    await expect(new5.getByTestId("coupon-state")).toContainText(c.states.open);
    await new5.getByRole("button", { name: `${c.claim} NEW5` }).click();
    await expect(page).toHaveURL(/[?&]received=cp-new5/);
    await expect(page.getByTestId("coupon-received")).toContainText("NEW5");
    await expect(page.getByTestId("coupon-received")).toBeFocused();
    await expect(new5.getByTestId("coupon-state")).toContainText(c.states.received);
    await expect(new5.getByRole("button")).toHaveCount(0);
    await expect(new5).toContainText(c.receivedNote);

    const again = card(stale, "NEW5");
    await again.getByRole("button", { name: `${c.claim} NEW5` }).click();
    await expect(again.getByTestId("coupon-error")).toHaveText(t.apiErrors["4101"]);
    await expect(again.getByTestId("coupon-error")).toBeFocused();
    // Not about a field: the toast of SPEC.md section 8 is raised too (ADR 0011).
    await expect(stale.locator('[data-toast-type="error"]')).toContainText(t.apiErrors["4101"]);
    expect(await seriousViolations(stale)).toEqual([]);
    await stale.close();

    // The provider holds one coupon for the account.
    const held = (await provider.couponSearch({ language: code }, { token })).filter(
      (coupon) => coupon.received,
    );
    expect(held.map((coupon) => coupon.code)).toEqual(["NEW5"]);
  });
}

test("a visitor logs in at the console and comes back to the coupon of the link", async ({
  page,
}) => {
  const c = texts("ja").pages["ac-coupon"];
  const user = await newAccount("couponlogin");
  await acceptCookies(page);
  await page.goto("/ja/ac/coupon?CouponsCode=YEAR10");
  await hydrated(page);
  const year10 = card(page, "YEAR10");
  await expect(year10).toContainText(c.selected);
  const button = year10.getByRole("button", {
    name: `${c.loginToClaim} YEAR10`,
  });
  await expect(button).toBeFocused();
  await button.click();

  await expect(page).toHaveURL(new RegExp(`^${SANDBOX}/\\?ope=login`));
  await page.getByLabel(/メールアドレス/).fill(user.account);
  await page.getByLabel(/^パスワード$/).fill(user.password);
  await page.getByRole("button", { name: /^ログイン$/ }).click();

  await expect(page).toHaveURL(/\/ja\/ac\/coupon\?CouponsCode=YEAR10$/);
  await hydrated(page);
  const claim = card(page, "YEAR10").getByRole("button", {
    name: `${c.claim} YEAR10`,
  });
  await expect(claim).toBeFocused();
  await claim.click();
  await expect(page.getByTestId("coupon-received")).toContainText("YEAR10");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a claim is a plain form post, and the second one is refused", async ({ context }) => {
    const t = texts("zh");
    const c = t.pages["ac-coupon"];
    const user = await newAccount("couponnojs");
    await useSession(context, user);
    const page = await context.newPage();
    const stale = await context.newPage();
    await page.goto("/zh/ac/coupon");
    await stale.goto("/zh/ac/coupon");

    await card(page, "DEDI20")
      .getByRole("button", { name: `${c.claim} DEDI20` })
      .click();
    await expect(page).toHaveURL(/\/zh\/ac\/coupon\?received=cp-dedi20/);
    await expect(page.getByTestId("coupon-received")).toContainText("DEDI20");
    await expect(card(page, "DEDI20").getByTestId("coupon-state")).toContainText(c.states.received);

    await card(stale, "DEDI20")
      .getByRole("button", { name: `${c.claim} DEDI20` })
      .click();
    await expect(card(stale, "DEDI20").getByTestId("coupon-error")).toHaveText(t.apiErrors["4101"]);
  });
});
