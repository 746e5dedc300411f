// The sandbox's API reference renders in Chromium from its OpenAPI document: every call is on
// the page, the page runs no script and breaks no Content-Security-Policy rule. The document
// and the page are in English, as the contract's texts are.
import { expect, test } from "@playwright/test";
import { SANDBOX } from "../support/env.ts";

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

  const problems: string[] = [];
  page.on("console", (message) => {
    // The browser's own favicon request is no part of the page (the sandbox has none).
    if (message.type() === "error" && !message.location().url.endsWith("/favicon.ico"))
      problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));

  await page.goto(`${SANDBOX}/reference`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("hostfront provider API");
  // The style sheet applied (a CSP refusing it would leave the default white background).
  await expect(page.locator("body")).toHaveCSS("background-color", "rgb(244, 246, 251)");
  for (const id of operationIds) await expect(page.locator(`section#${id}`)).toHaveCount(1);

  await page.getByRole("link", { name: "couponReceive" }).click();
  await expect(page).toHaveURL(/#couponReceive$/);
  const section = page.locator("section#couponReceive");
  await expect(section.getByText("/api/ac/coupon/receive")).toBeVisible();
  await expect(section.getByRole("cell", { name: "422", exact: true })).toBeVisible();
  expect(problems).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("reference.png") });
});
