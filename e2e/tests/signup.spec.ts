// Sign-up, activation and the first login, in every language: the referral of the first page
// goes with the new account, the password leaves the browser encrypted (or is encrypted by
// the server without JavaScript), the activation link from the sandbox's outbox activates only
// when its button is pressed, and expired, invalid and missing codes say what to do.

import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { isApiError } from "@hostfront/api-client";
import { expect, type Page, test } from "@playwright/test";
import { SANDBOX_PORT } from "../support/env.ts";
import {
  acceptCookies,
  encrypt,
  hydrated,
  LANGUAGES,
  logIn,
  provider,
  SANDBOX,
  SITE,
  skipPromo,
  texts,
} from "../support/site.ts";
import { axe } from "./serious-violations.ts";

const PASSWORD = "abc12345";

/** The sandbox's database (playwright.config.ts puts it there), for what its API does not show. */
const SANDBOX_DB = join(tmpdir(), `hostfront-e2e-${SANDBOX_PORT}`, "sandbox.sqlite");

function sandboxDb(): DatabaseSync {
  const db = new DatabaseSync(SANDBOX_DB);
  db.exec("PRAGMA busy_timeout = 5000");
  return db;
}

/** The referral code the provider keeps with an account. */
function refererOf(account: string): unknown {
  const db = sandboxDb();
  try {
    return (
      db.prepare("SELECT referer FROM users WHERE account = ?").get(account) as
        | { referer: unknown }
        | undefined
    )?.referer;
  } finally {
    db.close();
  }
}

/** Makes an account's activation link older than its 24 hours. */
function expireActivation(account: string): void {
  const db = sandboxDb();
  try {
    db.prepare(
      "UPDATE activation_codes SET expires_at = ? WHERE user_id = (SELECT id FROM users WHERE account = ?)",
    ).run("2000-01-01T00:00:00.000Z", account);
  } finally {
    db.close();
  }
}

let counter = 0;
const newAddress = (tag: string) =>
  `signup-${tag}-${process.pid}-${Date.now()}-${++counter}@example.com`;
const masked = (account: string) => `${account.slice(0, 4)}****@example.com`;
/** The hex form the site sends tgcode and affid in (DESIGN.md). */
const hex = (code: string) => `h${Buffer.from(code, "utf8").toString("hex")}`;

/** The activation link the sandbox "sent" to an account. */
async function activationLink(account: string): Promise<string> {
  const mails = (await fetch(`${SANDBOX}/sandbox/outbox?to=${encodeURIComponent(account)}`).then(
    (response) => response.json(),
  )) as { link: string }[];
  const link = mails[0]?.link;
  if (!link) throw new Error(`no activation mail to ${account}`);
  return link;
}

/** Whether the provider lets the account log in (it refuses until it is activated). */
async function canLogIn(account: string): Promise<boolean | number> {
  try {
    await provider.login({ account, password: await encrypt(PASSWORD) });
    return true;
  } catch (error) {
    return isApiError(error) ? error.code : false;
  }
}

async function fillSignUp(
  page: Page,
  language: (typeof LANGUAGES)[number]["code"],
  fields: { account: string; username: string; confirm?: string },
) {
  const t = texts(language).pages.signUp;
  await page.getByLabel(t.account, { exact: true }).fill(fields.account);
  await page.getByLabel(t.username, { exact: true }).fill(fields.username);
  await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(t.passwordConfirm, { exact: true }).fill(fields.confirm ?? PASSWORD);
  await page.locator("#field-terms").check();
}

for (const { code, prefix } of LANGUAGES) {
  const t = texts(code).pages;

  test(`signs up with a referral, activates from the link and logs in (${code})`, async ({
    page,
  }) => {
    await acceptCookies(page);
    await skipPromo(page);
    const account = newAddress(code);
    const referral = `partner-${code}-${counter}`;

    // The referral comes with the first page opened; the sign-up page reads it from the cookie.
    await page.goto(`${prefix}/about?affid=${referral}`);
    await page.goto(`${prefix}/signUp`);
    await expect(page.locator("main h1")).toHaveText(t.signUp.heading);
    await expect(page.getByTestId("referral")).toContainText(
      t.signUp.referral.replace("{{code}}", referral),
    );
    await hydrated(page);
    expect(await axe(page).include("main").analyze()).toMatchObject({
      violations: [],
    });
    // The terms sentence, the words it marks (`<terms>…</terms>`) the link to the terms.
    const [before = "", words = "", after = ""] = t.signUp.terms.split(/<\/?terms>/);
    const terms = page.locator('label[for="field-terms"]');
    await expect(terms).toContainText(before.trim());
    await expect(terms).toContainText(after.trim());
    await expect(terms).not.toContainText("<terms>");
    await expect(terms.getByRole("link")).toContainText(words);
    await expect(terms.getByRole("link")).toHaveAttribute(
      "href",
      /\/doc\/article\/legal-and-terms$/,
    );

    const posted: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname.includes("/signUp"))
        posted.push(request.postData() ?? "");
    });
    // The browser checks the form before it goes: the confirmation, in the page's language.
    await fillSignUp(page, code, { account, username: `Tester${counter}`, confirm: "abc12399" });
    await expect(page.getByTestId("account-kind")).toHaveText(t.signUp.accountKinds.email);
    await page.getByRole("button", { name: t.signUp.submit }).click();
    await expect(page.getByTestId("form-errors")).toContainText(t.signUp.passwordMismatch);
    expect(posted).toEqual([]);

    await page.getByLabel(t.signUp.passwordConfirm, { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: t.signUp.submit }).click();
    await expect(page).toHaveURL(
      `${prefix}/welcome-signup?account=${encodeURIComponent(masked(account))}`,
    );
    await expect(page.getByTestId("sent-to")).toHaveText(
      t["welcome-signup"].sentEmail.replace("{{account}}", masked(account)),
    );
    // The password left the browser encrypted, and the confirmation not at all.
    expect(posted).toHaveLength(1);
    expect(posted[0]).toContain("passwordEncrypted");
    expect(posted[0]).not.toContain(PASSWORD);
    expect(posted[0]).not.toContain("passwordConfirm");
    expect(refererOf(account)).toBe(hex(referral));

    // Opening the link changes nothing until its button is pressed (mail scanners open links).
    const link = await activationLink(account);
    expect(link.startsWith(`${SITE}${prefix}/activate?code=`)).toBe(true);
    await page.goto(link);
    await expect(page.getByTestId("activation-state")).toHaveText(t.activate.heading);
    expect(await canLogIn(account)).toBe(4303);
    await page.getByRole("button", { name: t.activate.confirm }).click();
    await expect(page.getByTestId("activation-state")).toHaveText(t.activate.activated.heading);
    await expect(page.locator("main")).toContainText(
      t.activate.activated.body.replace("{{account}}", masked(account)),
    );
    const login = new URL(
      (await page
        .locator("main")
        .getByRole("link", { name: t.activate.login, exact: true })
        .getAttribute("href")) ?? "",
    );
    expect(`${login.origin}/`).toBe(`${SANDBOX}/`);
    expect(login.searchParams.get("ope")).toBe("login");

    // Opening the link again: nothing more to do.
    await page.goto(link);
    await page.getByRole("button", { name: t.activate.confirm }).click();
    await expect(page.getByTestId("activation-state")).toHaveText(t.activate.already.heading);

    await logIn(page, { account, password: PASSWORD }, `${prefix}/`);
    await expect(page.getByTestId("masked-account")).toHaveText(masked(account));
  });

  test(`says what to do with an invalid, expired or missing code (${code})`, async ({ page }) => {
    await acceptCookies(page);
    await skipPromo(page);

    await page.goto(`${prefix}/activate?code=not-a-code-we-sent-${counter}`);
    await page.getByRole("button", { name: t.activate.confirm }).click();
    await expect(page.getByTestId("activation-state")).toHaveText(t.activate.invalid.heading);
    await expect(page).toHaveURL(`${prefix}/activate?status=invalid`);

    const account = newAddress(`expired-${code}`);
    await provider.register({
      account,
      password: await encrypt(PASSWORD),
      username: "Expired",
      language: code,
    });
    const link = await activationLink(account);
    expireActivation(account);
    await page.goto(link);
    await page.getByRole("button", { name: t.activate.confirm }).click();
    await expect(page.getByTestId("activation-state")).toHaveText(t.activate.expired.heading);
    await expect(page.locator("main")).toContainText(t.activate.expired.body);
    expect(await canLogIn(account)).toBe(4303);

    // Without a code the page asks for the link; a pasted link brings the button.
    await page.goto(`${prefix}/activate`);
    await expect(page.getByTestId("activation-state")).toHaveText(t.activate.missing.heading);
    await page.getByLabel(t.activate.codeLabel).fill(link);
    await page.getByRole("button", { name: t.activate.codeSubmit }).click();
    await expect(page.getByTestId("activation-state")).toHaveText(t.activate.heading);
    await expect(page.getByRole("button", { name: t.activate.confirm })).toBeVisible();
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { code, prefix } of LANGUAGES) {
    const t = texts(code).pages;

    test(`signs up and activates with plain form posts; the server encrypts (${code})`, async ({
      page,
    }) => {
      const account = newAddress(`nojs-${code}`);
      const referral = `NOJS${code}${counter}`;
      await page.goto(`${prefix}/signUp?userCode=${referral}`);
      await expect(page.getByTestId("referral")).toContainText(
        t.signUp.referral.replace("{{code}}", referral),
      );

      // The server compares the two passwords, answers in the page's language, keeps the
      // account typed and never sends a password back.
      await fillSignUp(page, code, { account, username: "NoScript", confirm: "abc12399" });
      await page.getByRole("button", { name: t.signUp.submit }).click();
      await expect(page.getByTestId("form-errors")).toContainText(t.signUp.passwordMismatch);
      await expect(page.getByLabel(t.signUp.account, { exact: true })).toHaveValue(account);
      await expect(page.getByLabel(t.signUp.password, { exact: true })).toHaveValue("");
      expect(await page.content()).not.toContain("abc12399");

      await fillSignUp(page, code, { account, username: "NoScript" });
      await page.getByRole("button", { name: t.signUp.submit }).click();
      await expect(page).toHaveURL(
        `${prefix}/welcome-signup?account=${encodeURIComponent(masked(account))}`,
      );
      expect(refererOf(account)).toBe(referral);

      await page.goto(await activationLink(account));
      await page.getByRole("button", { name: t.activate.confirm }).click();
      await expect(page.getByTestId("activation-state")).toHaveText(t.activate.activated.heading);
      // The server encrypted the password with the provider's key: it opens the account.
      expect(await canLogIn(account)).toBe(true);

      // The same address again: the provider's ACCOUNT_EXISTS, translated, on the field.
      await page.goto(`${prefix}/signUp`);
      await fillSignUp(page, code, { account, username: "NoScript" });
      await page.getByRole("button", { name: t.signUp.submit }).click();
      await expect(page.getByTestId("form-errors")).toContainText(texts(code).apiErrors["4301"]);
    });
  }
});
