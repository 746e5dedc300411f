// The provider's start-up flags: a site in front of a sandbox of this file's own that is in
// maintenance (SANDBOX_MAINTENANCE_MESSAGE), has the assistant off (SANDBOX_CHAT_ENABLED=0) and
// registration closed (switched at /sandbox/flags before the site starts) shows the banner in
// each language, disables the assistant with the reason, and refuses sign-ups. The suite's own
// site, whose sandbox has every flag open, shows none of it. Everything runs on 127.0.0.1.
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { freePort, healthy } from "../support/ports.ts";
import { spawnSandbox, spawnWeb, stopAll } from "../support/servers.ts";
import { acceptCookies, hydrated, LANGUAGES, skipPromo, texts } from "../support/site.ts";

const MESSAGE = "Database upgrade until 04:00 UTC.";

test.describe.configure({ mode: "serial", timeout: 120_000 });

let sandbox: ChildProcess | undefined;
let web: ChildProcess | undefined;
let dataDir = "";
let site = "";

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "hostfront-flags-"));
  const [sandboxPort, webPort] = [await freePort(), await freePort()];
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  site = `http://127.0.0.1:${webPort}`;
  sandbox = spawnSandbox({
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_DATA_DIR: dataDir,
    SITE_URL: site,
    SANDBOX_MAINTENANCE_MESSAGE: MESSAGE,
    SANDBOX_CHAT_ENABLED: "0",
  });
  await expect.poll(() => healthy(`${sandboxUrl}/healthz`), { timeout: 60_000 }).toBe(true);
  // The console's switch: registration closed while the sandbox runs.
  const switched = await fetch(`${sandboxUrl}/sandbox/flags`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ registrationOpen: false }),
  });
  expect(await switched.json()).toEqual({
    maintenanceMessage: MESSAGE,
    chatEnabled: false,
    registrationOpen: false,
  });
  web = spawnWeb({
    PORT: String(webPort),
    PROVIDER_API_URL: sandboxUrl,
    SITE_URL: site,
    MAIN_SITE_URL: sandboxUrl,
    PAGE_CACHE_SECONDS: "0",
  });
  await expect.poll(() => healthy(`${site}/healthz`), { timeout: 60_000 }).toBe(true);
});

test.afterAll(async () => {
  await stopAll([web, sandbox]);
  rmSync(dataDir, { recursive: true, force: true });
});

/** The chat launcher: the assistant's button outside the search widget. */
const launcher = (page: Page, name: string) =>
  page.getByRole("button", { name }).and(page.locator(":not(details *)"));

for (const { code, prefix } of LANGUAGES) {
  test(`maintenance banner, assistant off and registration closed (${code})`, async ({ page }) => {
    const t = texts(code);
    await acceptCookies(page);
    await skipPromo(page);
    await page.goto(`${site}${prefix}/`);
    await hydrated(page);

    const banner = page.getByRole("region", { name: t.maintenance.title });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(t.maintenance.body);
    await expect(banner).toContainText(t.maintenance.message.replace("{{message}}", MESSAGE));

    const chat = launcher(page, t.askAI.open);
    await expect(chat).toBeDisabled();
    await expect(chat).toHaveAccessibleDescription(t.askAI.off);
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page.goto(`${site}${prefix}/signUp`);
    await expect(page.getByTestId("registration-closed")).toContainText(t.pages.signUp.closed);
    await expect(page.getByRole("button", { name: t.pages.signUp.submit })).toHaveCount(0);

    // A form posted anyway (an old tab, a script) is refused with the same words.
    const refused = await page.request.post(`${site}${prefix}/signUp`, {
      form: {
        formKey: "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
        account: `closed-${code}@example.com`,
        username: "Closed",
        password: "abc12345",
        passwordConfirm: "abc12345",
        terms: "accept",
      },
      headers: { origin: site },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toContain(t.pages.signUp.closed);
  });
}

test("with every flag open, no banner, the assistant opens, and the sign-up form is there", async ({
  page,
}) => {
  const t = texts("zh");
  await acceptCookies(page);
  await skipPromo(page);
  await page.goto("/zh/signUp");
  await hydrated(page);
  await expect(page.getByTestId("maintenance-banner")).toHaveCount(0);
  await expect(page.getByRole("button", { name: t.pages.signUp.submit })).toBeVisible();
  await launcher(page, t.askAI.open).click();
  await expect(page.getByRole("dialog", { name: t.askAI.title })).toBeVisible();
});
