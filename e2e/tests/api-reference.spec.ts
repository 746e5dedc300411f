// The sandbox's API reference renders in Chromium from its OpenAPI document: every call is on
// the page, which breaks no Content-Security-Policy rule and has no serious axe violation, and
// its "Try it" forms, driven from the keyboard, send calls to the sandbox and show the answers.
// The document and the page are in English, as the contract's texts are.
import { expect, type Page, test } from "@playwright/test";
import { SANDBOX } from "../support/env.ts";
import { seriousViolations } from "./serious-violations.ts";

/**
 * Console errors and page errors, but the browser's own favicon request (the sandbox has none)
 * and the error answers of calls a test makes on purpose (Chromium logs each one).
 */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    const url = message.location().url;
    if (message.type() === "error" && !url.endsWith("/favicon.ico") && !url.includes("/api/"))
      problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

/** Opens a call's "Try it" with the keyboard (its summary focused, Enter), answers its form. */
async function openTry(page: Page, operationId: string) {
  const section = page.locator(`section#${operationId}`);
  const summary = section.locator("summary", { hasText: "Try it" });
  await summary.focus();
  await page.keyboard.press("Enter");
  const form = section.getByRole("form", { name: `Try ${operationId}` });
  await expect(form).toBeVisible();
  return form;
}

test("the API reference page renders every call of /openapi.json", async ({ page, request }) => {
  const document = (await (await request.get(`${SANDBOX}/openapi.json`)).json()) as {
    openapi: string;
    paths: Record<string, Record<string, { operationId: string }>>;
  };
  expect(document.openapi).toBe("3.1.0");
  const operationIds = Object.values(document.paths).flatMap((methods) =>
    Object.values(methods).map((op) => op.operationId),
  );
  expect(operationIds.length).toBeGreaterThan(40);

  const problems = problemsOf(page);

  await page.goto(`${SANDBOX}/reference`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("hostfront provider API");
  // The style sheet applied (a CSP refusing it would leave the default white background).
  await expect(page.locator("body")).toHaveCSS("background-color", "rgb(244, 246, 251)");
  for (const id of operationIds) await expect(page.locator(`section#${id}`)).toHaveCount(1);

  const calls = page.getByRole("navigation", { name: "Calls" });
  await calls.getByRole("link", { name: "couponReceive", exact: true }).click();
  await expect(page).toHaveURL(/#couponReceive$/);
  const section = page.locator("section#couponReceive");
  await expect(section.getByText("/api/ac/coupon/receive")).toBeVisible();
  await expect(section.getByRole("cell", { name: "COUPON_SOLD_OUT" })).toBeVisible();
  // The body's type links to its schema, whose fields are listed there.
  await section.getByRole("link", { name: "CouponReceiveRequest" }).click();
  await expect(page).toHaveURL(/#schema-CouponReceiveRequest$/);
  await expect(
    page.locator("section#schema-CouponReceiveRequest").getByRole("cell", { name: "couponId" }),
  ).toBeVisible();
  expect(problems).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("reference.png") });
});

test("Try it sends calls from the keyboard and shows status, headers and JSON", async ({
  page,
}) => {
  const problems = problemsOf(page);
  await page.goto(`${SANDBOX}/reference#areaSearch`);
  expect(await seriousViolations(page)).toEqual([]);

  // A public read: its query parameter chosen, sent with Enter on the focused button.
  const regions = await openTry(page, "areaSearch");
  await regions.getByLabel("language").selectOption("ja");
  await regions.getByRole("button", { name: "Send" }).focus();
  await page.keyboard.press("Enter");
  const answer = regions.getByRole("status");
  await expect(answer).toContainText("Status 200");
  await expect(answer).toContainText("GET /api/cvm/area/search?language=ja");
  await expect(answer).toContainText("content-type: application/json");
  await expect(answer).toContainText('"code": 2000');
  await expect(answer).toContainText('"id": "hkg"');

  // A public POST: its example body as it stands.
  const domains = await openTry(page, "domainCheck");
  await domains.getByRole("button", { name: "Send" }).click();
  await expect(domains.getByRole("status")).toContainText("Status 200");
  await expect(domains.getByRole("status")).toContainText('"suffix": ".com"');

  // A user's call without a token: the contract's error, shown as it came.
  const profile = await openTry(page, "userBrowse");
  await expect(profile.getByLabel(/Bearer token/)).toBeVisible();
  await profile.getByRole("button", { name: "Send" }).click();
  await expect(profile.getByRole("status")).toContainText("Status 401");
  await expect(profile.getByRole("status")).toContainText('"code": 4010');

  // A body that is no JSON never leaves the page.
  const contact = await openTry(page, "contactMessage");
  await contact.getByLabel("Request body (JSON)").fill("{ not json");
  await contact.getByRole("button", { name: "Send" }).click();
  await expect(contact.getByRole("status")).toContainText("The request body is not JSON");
  await expect(contact.getByLabel("Request body (JSON)")).toBeFocused();
  expect(problems).toEqual([]);
});
