// Hostile markup everywhere a visitor's text or an upstream text is shown: the search query,
// the assistant's question and answer, a referral code and form fields sent back with their
// errors. Each is shown as text; nothing runs, no element is made from it, and the enforced
// CSP allows no inline script.
import { expect, type Page, test } from "@playwright/test";
import { acceptCookies, hydrated, skipPromo, texts } from "../support/site.ts";

/** Would run on any page that turned it into markup (the CSP would also refuse the handler). */
const PAYLOAD = "<img src=x id=pwned onerror=alert(1)>";

/** Fails the test on any dialog, and checks no element was made from the payload. */
function guard(page: Page): () => Promise<void> {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return async () => {
    await expect(page.locator("#pwned")).toHaveCount(0);
    expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0);
    expect(dialogs).toEqual([]);
  };
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await skipPromo(page);
});

test("every document enforces a CSP without inline scripts", async ({ page }) => {
  for (const path of ["/", "/zh/doc", "/ja/product/vps", "/signUp", "/contact"]) {
    const response = await page.goto(path);
    const policy = response?.headers()["content-security-policy"] ?? "";
    const scripts = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1] ?? "";
    expect(scripts, path).toMatch(/'nonce-[A-Za-z0-9+/=_-]+'/);
    expect(scripts, path).not.toContain("'unsafe-inline'");
    expect(scripts, path).not.toContain("'unsafe-eval'");
  }
});

test("a search query is shown as text, on the page and in the header box", async ({ page }) => {
  const check = guard(page);
  await page.goto(`/doc/search/${encodeURIComponent(PAYLOAD)}`);
  await hydrated(page);
  await expect(page.locator("main h1")).toContainText(PAYLOAD);
  await check();
});

test("the assistant's question and answer are shown as text, links only to http(s)", async ({
  page,
}) => {
  const check = guard(page);
  const t = texts("en").askAI;
  // The assistant (a language model behind the provider) answers with markup and a script link.
  await page.route("**/api/chat", async (route) => {
    const response = await route.fetch();
    // The BFF's envelope: { code, message } with the provider's answer as the message.
    const body = (await response.json()) as { message?: { answer?: string } };
    if (body.message && typeof body.message === "object")
      body.message.answer = `${PAYLOAD} <script>alert(2)</script> [click](javascript:alert(3)) [docs](/doc)`;
    await route.fulfill({ response, json: body });
  });
  await page.goto("/doc");
  await hydrated(page);
  await page.getByRole("button", { name: t.open }).click();
  const panel = page.getByRole("dialog", { name: t.title });
  await panel.getByRole("textbox", { name: t.inputLabel }).fill(PAYLOAD);
  await panel.getByRole("textbox", { name: t.inputLabel }).press("Enter");
  await expect(panel.locator('li[data-user="1"]')).toContainText(PAYLOAD);
  const answer = panel.locator('li[data-user="2"]').last();
  await expect(answer).toContainText("<img src=x");
  await expect(answer).toContainText("<script>alert(2)</script>");
  expect(await answer.locator("script, img").count()).toBe(0);
  await check();
});

test("a referral code with markup is kept out of the page", async ({ page }) => {
  const check = guard(page);
  await page.goto(`/signUp?userCode=${encodeURIComponent(PAYLOAD)}`);
  await hydrated(page);
  await expect(page.locator("main h1")).toHaveText(texts("en").pages.signUp.heading);
  await check();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("form fields come back with their errors as values, not markup", async ({ page }) => {
    const check = guard(page);
    await page.goto("/contact");
    await page.locator("#field-name").fill(PAYLOAD);
    await page.locator("#field-email").fill("li.wei@example.com");
    // A phone number the server refuses (the browser has no rule for it): the form comes back.
    await page.locator("#field-phone").fill("12345");
    await page.locator("#field-message").fill(`${PAYLOAD} ${PAYLOAD}`);
    await page.locator("#contact-form").getByRole("button").click();
    await expect(page.getByTestId("form-errors")).toBeVisible();
    await expect(page.locator("#field-name")).toHaveValue(PAYLOAD);
    await expect(page.locator("#field-message")).toHaveValue(`${PAYLOAD} ${PAYLOAD}`);
    await check();
  });
});
