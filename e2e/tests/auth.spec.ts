// The login loop through the sandbox's console, the logged-in header, and logout.
import { expect, test } from "@playwright/test";
import {
  acceptCookies,
  hydrated,
  LANGUAGES,
  logIn,
  newAccount,
  SANDBOX,
  texts,
} from "../support/site.ts";

for (const { code, prefix } of LANGUAGES) {
  test(`logs in at the console, shows the masked account, logs out (${code})`, async ({
    page,
    context,
  }) => {
    await acceptCookies(page);
    const user = await newAccount(`auth${code}`);
    const t = texts(code);
    await page.goto(`${prefix}/doc`);
    await hydrated(page);

    // The login link goes to the console with ope=login and a way back.
    const login = page.getByRole("link", { name: t.account.login, exact: true });
    const href = new URL((await login.getAttribute("href")) ?? "");
    expect(href.origin).toBe(SANDBOX);
    expect(href.searchParams.get("ope")).toBe("login");
    const register = page.getByRole("link", { name: t.account.register, exact: true });
    expect(new URL((await register.getAttribute("href")) ?? "").searchParams.get("ope")).toBe(
      "reg",
    );

    await login.click();
    await page
      .getByLabel(/E-mail address or mobile number|邮箱或手机号|メールアドレス/)
      .fill(user.account);
    await page.getByLabel(/^Password$|^密码$|^パスワード$/).fill(user.password);
    await page.getByRole("button", { name: /^(Log in|登录|ログイン)$/ }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/doc$`));
    await hydrated(page);

    const token = (await context.cookies()).find((c) => c.name === "token");
    expect(token?.httpOnly).toBe(true);
    // The page never has the credential; the store keeps a fingerprint of the session.
    expect(await page.evaluate(() => document.cookie)).not.toContain("token=");
    expect(await page.evaluate(() => sessionStorage.getItem("token"))).not.toBe(token?.value);
    expect(await page.evaluate(() => sessionStorage.getItem("userAccount"))).toBe(
      `${user.account.slice(0, 4)}****@example.com`,
    );

    const menu = page.getByRole("button", {
      name: t.account.menuLabel.replace(
        "{{account}}",
        `${user.account.slice(0, 4)}****@example.com`,
      ),
    });
    await expect(menu).toBeVisible();
    await expect(page.getByTestId("masked-account")).toHaveText(
      `${user.account.slice(0, 4)}****@example.com`,
    );
    await expect(page.getByRole("link", { name: t.account.login, exact: true })).toHaveCount(0);
    await menu.click();
    await expect(page.getByRole("menuitem", { name: t.account.console })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: t.account.userCenter })).toBeVisible();
    await page.getByRole("menuitem", { name: t.account.logout }).click();

    await expect(page).toHaveURL(new RegExp(`${prefix === "" ? "" : prefix}/?$`));
    await expect(page.getByRole("link", { name: t.account.login, exact: true })).toBeVisible();
    expect((await context.cookies()).some((c) => c.name === "token")).toBe(false);
    expect(await page.evaluate(() => sessionStorage.getItem("userAccount"))).toBeNull();
    // The provider revoked the token: using it again is refused.
    const response = await fetch(`${SANDBOX}/api/user-server/user/browse`, {
      headers: { authorization: `Bearer ${token?.value}` },
    });
    expect(response.status).toBe(401);
  });
}

test("the member centre shows the account once logged in", async ({ page }) => {
  await acceptCookies(page);
  const user = await newAccount("member");
  // A visitor is sent to the console's login (a page of the provider, not of this site).
  await page.goto("/userCenter");
  await expect(page).toHaveURL(/\?ope=login/);
  await page.getByLabel(/E-mail address or mobile number/).fill(user.account);
  await page.getByLabel(/^Password$/).fill(user.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/userCenter$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    texts("en").pages.userCenter.heading,
  );
  await expect(page.getByText(user.username)).toBeVisible();
});

test("logIn helper works from any page", async ({ page }) => {
  await acceptCookies(page);
  const user = await newAccount("helper");
  await logIn(page, user, "/ja/jobs");
  await expect(page.getByTestId("masked-account")).toBeVisible();
});
