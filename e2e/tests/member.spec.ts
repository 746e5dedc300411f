// The member centre in every language: a new customer's disks (ordered through the provider's
// API, as the console would) with their usage chart, the user centre with the referral link, a
// ticket submitted and its number shown; the ticket form posted without JavaScript; a visitor
// sent to the console's login and brought back.
import { expect, type Page, test } from "@playwright/test";
import {
  acceptCookies,
  encrypt,
  fill,
  LANGUAGES,
  newAccount,
  provider,
  SANDBOX,
  SITE,
  skipPromo,
  texts,
  useSession,
} from "../support/site.ts";

const DISK_GB = 40;

/** A new customer with a server and one data disk, ordered through the provider's API. */
async function customerWithDisk(prefix: string, hostname: string) {
  const user = await newAccount(prefix);
  const { token } = await provider.login({
    account: user.account,
    password: await encrypt(user.password),
  });
  const order = await provider.orderCreate(
    {
      planId: "vps-1c1g",
      areaId: "hkg",
      imageId: "ubuntu-2404",
      disks: [{ diskProductId: "disk-ssd", sizeGb: DISK_GB }],
      period: "month",
      hostname,
      password: await encrypt("Harbour#2026"),
    },
    { token },
  );
  const disks = await provider.userProducts({ page: 1, row: 10, type: "disk" }, { token });
  const disk = disks.list[0];
  if (!disk) throw new Error(`the order ${order.orderNo} made no disk`);
  const me = await provider.userBrowse({}, { token });
  return { user, disk, userCode: me.userCode };
}

async function memberNav(page: Page, code: (typeof LANGUAGES)[number]["code"]) {
  const m = texts(code).pages.userCenter.member;
  return page.getByRole("navigation", { name: m.navLabel });
}

for (const { code, prefix } of LANGUAGES) {
  const t = texts(code);
  const disksText = t.pages["myProduct-cvm-disk"];
  const centre = t.pages.userCenter;
  const ticket = t.pages["workServer-submitWork"];

  test(`member centre: disks, user centre and a ticket (${code})`, async ({ page, context }) => {
    await acceptCookies(page);
    await skipPromo(page);
    const hostname = `member-${code}-${Date.now().toString(36)}`;
    const { user, disk, userCode } = await customerWithDisk(`member${code}`, hostname);
    await useSession(context, user);

    // Disks: the one ordered, with its server, size, type, state and a usage chart.
    await page.goto(`${prefix}/myProduct/cvm/disk`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(disksText.heading);
    const nav = await memberNav(page, code);
    await expect(nav.getByRole("link", { name: centre.member.disks })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const card = page.getByTestId("disk");
    await expect(card).toHaveCount(1);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(disk.name);
    await expect(card).toContainText(hostname);
    await expect(card).toContainText(fill(disksText.sizeGb, { size: DISK_GB }));
    await expect(card).toContainText(disksText.types.ssd);
    await expect(card).toContainText(t.labels.productStatus[disk.status]);
    const chart = card.getByRole("img", { name: new RegExp(disk.name) });
    await expect(chart).toBeVisible();
    await expect(chart.locator("g[data-date]")).toHaveCount(30);
    await expect(card.getByTestId("total-read")).toHaveText(/GB$/);
    // The daily figures as a table, for anyone who cannot see the chart.
    await card.getByText(disksText.tableSummary).click();
    await expect(card.getByRole("table").locator("tbody tr")).toHaveCount(30);
    // Another period reloads the usage.
    await page
      .getByRole("navigation", { name: disksText.periodLabel })
      .getByRole("link", { name: fill(disksText.days, { count: 7 }) })
      .click();
    await expect(page).toHaveURL(/[?&]days=7$/);
    await expect(page.getByTestId("disk").locator("g[data-date]")).toHaveCount(7);

    // User centre: the name, the partly hidden account, the referral link.
    await nav.getByRole("link", { name: centre.member.userCenter }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/userCenter$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(centre.heading);
    await expect(page.getByTestId("profile-username")).toHaveText(user.username);
    await expect(page.getByTestId("profile-account")).toHaveText(
      `${user.account.slice(0, 4)}****@example.com`,
    );
    await expect(page.getByTestId("profile-activation")).toContainText(centre.activated);
    const link = `${SITE}${prefix}/?userCode=${userCode}`;
    await expect(page.getByLabel(centre.referralLink)).toHaveValue(link);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: SITE });
    await page.getByRole("button", { name: centre.copyLink }).click();
    await expect(page.getByText(centre.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    const security = page.getByRole("link", { name: new RegExp(`^${centre.changePassword}`) });
    expect(new URL((await security.getAttribute("href")) ?? "").origin).toBe(SANDBOX);

    // A ticket about the disk, opened from the disk's "report a problem" link.
    await page.goto(`${prefix}/myProduct/cvm/disk`);
    await page.getByRole("link", { name: new RegExp(`^${disksText.reportProblem}`) }).click();
    await expect(page).toHaveURL(/\/workServer\/submitWork\?category=technical&product=/);
    await expect(page.getByLabel(ticket.product)).toHaveValue(disk.id);
    await page.getByLabel(ticket.category).selectOption("billing");
    await expect(page.getByTestId("category-response")).toContainText(ticket.response.billing);
    await page.getByLabel(ticket.subject).fill(`Invoice for ${disk.name}`);
    const description = "Please send the invoice for this disk with our company name on it.";
    await page.getByRole("textbox", { name: ticket.body, exact: true }).fill(description);
    await expect(page.getByTestId("description-count")).toHaveText(
      fill(t.forms.characters, { count: description.length, max: 5000 }),
    );
    await page.getByRole("button", { name: ticket.submit }).click();
    const result = page.getByTestId("ticket-result");
    await expect(result.getByRole("heading", { level: 2 })).toContainText(ticket.result.heading);
    await expect(page.getByTestId("ticket-number")).toHaveText(/^T\d{14}$/);
    await expect(page.getByTestId("ticket-status")).toHaveText(ticket.result.open);
    await expect(page.getByTestId("ticket-response")).toHaveText(
      fill(ticket.result.expected, { time: ticket.response.billing }),
    );
    // Reloading the result page does not post again.
    const number = await page.getByTestId("ticket-number").textContent();
    await page.reload();
    await expect(page.getByTestId("ticket-number")).toHaveText(number ?? "");
  });

  test.describe(`without JavaScript (${code})`, () => {
    test.use({ javaScriptEnabled: false });

    test(`the ticket form posts, refuses bad fields and opens a ticket (${code})`, async ({
      page,
      context,
    }) => {
      const user = await newAccount(`ticketnojs${code}`);
      await useSession(context, user);
      await page.goto(`${prefix}/workServer/submitWork?category=abuse`);
      await expect(page.getByLabel(ticket.category)).toHaveValue("abuse");
      // An empty product list is not an error: a new account has nothing to choose.
      await expect(page.getByLabel(ticket.product)).toHaveValue("");
      // Long enough for the browser's own check, too short once the server trims the spaces.
      const subject = "   no   ";
      await page.getByLabel(ticket.subject).fill(subject);
      await page.getByRole("textbox", { name: ticket.body, exact: true }).fill("   short      ");
      await page.getByRole("button", { name: ticket.submit }).click();
      const errors = page.getByTestId("form-errors");
      await expect(errors).toContainText(ticket.errors.subjectLength);
      await expect(errors).toContainText(ticket.errors.descriptionLength);
      await expect(page.getByLabel(ticket.subject)).toHaveValue(subject);
      await expect(page.getByLabel(ticket.category)).toHaveValue("abuse");

      await page.getByLabel(ticket.subject).fill("Spam from 198.51.100.77");
      await page
        .getByRole("textbox", { name: ticket.body, exact: true })
        .fill("We received phishing mail from this address at 09:12 UTC today; headers attached.");
      await page.getByRole("button", { name: ticket.submit }).click();
      await expect(page).toHaveURL(/\?ticket=T\d+&category=abuse/);
      await expect(page.getByTestId("ticket-number")).toHaveText(/^T\d{14}$/);
      await expect(page.getByTestId("ticket-response")).toHaveText(
        fill(ticket.result.expected, { time: ticket.response.abuse }),
      );
    });
  });

  test(`a visitor is sent to the console's login and back (${code})`, async ({ page }) => {
    await acceptCookies(page);
    await skipPromo(page);
    const user = await newAccount(`membervisit${code}`);
    await page.goto(`${prefix}/myProduct/cvm/disk?days=7`);
    await expect(page).toHaveURL(new RegExp(`^${SANDBOX}/\\?ope=login`));
    const redirect = new URL(page.url()).searchParams.get("redirect");
    expect(redirect).toBe(`${SITE}${prefix}/myProduct/cvm/disk?days=7`);
    await page
      .getByLabel(/E-mail address or mobile number|邮箱或手机号|メールアドレス/)
      .fill(user.account);
    await page.getByLabel(/^Password$|^密码$|^パスワード$/).fill(user.password);
    await page.getByRole("button", { name: /^(Log in|登录|ログイン)$/ }).click();
    await expect(page).toHaveURL(`${SITE}${prefix}/myProduct/cvm/disk?days=7`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(disksText.heading);
    // A new account has no disks: the way to add one.
    await expect(page.getByRole("heading", { name: disksText.empty })).toBeVisible();
    const add = page.getByRole("main").getByRole("link", { name: disksText.addDisk }).last();
    expect(new URL((await add.getAttribute("href")) ?? "").pathname).toBe(
      `${prefix}/product/vps-buy`,
    );
  });
}
