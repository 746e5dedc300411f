// Helpers of the suites: the languages and their texts, accounts made through the sandbox's
// real API (passwords encrypted with its public key), and logging in through its console.
import { constants, publicEncrypt } from "node:crypto";
import { createApiClient } from "@hostfront/api-client";
import { type Language, resources } from "@hostfront/i18n";
import { type BrowserContext, expect, type Page } from "@playwright/test";
import { SANDBOX, SITE } from "./env.ts";

export { SANDBOX, SITE };

export const LANGUAGES: readonly {
  readonly code: Language;
  readonly prefix: string;
  readonly tag: string;
}[] = [
  { code: "en", prefix: "", tag: "en" },
  { code: "zh", prefix: "/zh", tag: "zh-Hans" },
  { code: "ja", prefix: "/ja", tag: "ja" },
];

/** The texts of a language (what the pages must show). */
export const texts = (language: Language) => resources[language].common;

/**
 * A text with its `{{name}}` placeholders filled, as the pages show it. A placeholder without a
 * value throws: a test expecting "undefined" or "" in a page's text would be testing nothing.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {{${name}}} in "${template}"`);
    return String(value);
  });
}

export const provider = createApiClient({ baseUrl: SANDBOX });

/** The display currency of each language (SPEC.md section 9). */
export const CURRENCY = { en: "USD", zh: "HKD", ja: "JPY" } as const;

/** A US dollar amount as the site shows it: converted at the sandbox's rate, formatted by Intl. */
export async function price(usd: number, currency: string, tag: string): Promise<string> {
  const rate = (await provider.currencies()).find((c) => c.type === currency)?.rate;
  if (rate === undefined) throw new Error(`no rate for ${currency}`);
  const converted = Math.round(usd * rate * 1e6) / 1e6;
  return new Intl.NumberFormat(tag, { style: "currency", currency }).format(converted);
}

let counter = 0;

/**
 * A password as the browser sends it: RSA-OAEP (SHA-256) with the public key of the provider
 * (the suite's sandbox unless another client is given).
 */
export async function encrypt(text: string, client = provider): Promise<string> {
  const { publicKey } = await client.publicKey();
  return publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
    Buffer.from(text),
  ).toString("base64");
}

/**
 * A new, activated account (at the suite's sandbox unless another is given); answers its
 * credentials.
 */
export async function newAccount(
  prefix = "e2e",
  {
    sandbox = SANDBOX,
    username = `Tester${counter + 1}`,
  }: { sandbox?: string; username?: string } = {},
): Promise<{ account: string; password: string; username: string }> {
  const client = sandbox === SANDBOX ? provider : createApiClient({ baseUrl: sandbox });
  const account = `${prefix}-${process.pid}-${Date.now()}-${++counter}@example.com`;
  const password = "abc12345";
  await client.register({ account, password: await encrypt(password, client), username });
  const mails = (await fetch(`${sandbox}/sandbox/outbox?to=${encodeURIComponent(account)}`).then(
    (r) => r.json(),
  )) as { link: string }[];
  const code = new URL(mails[0]?.link ?? "http://x/").searchParams.get("code") ?? "";
  await client.activate({ code });
  return { account, password, username };
}

/** Logs in through the provider's API and gives the browser the token cookie the console would. */
export async function useSession(
  context: BrowserContext,
  credentials: { account: string; password: string },
): Promise<string> {
  const { token } = await provider.login({
    account: credentials.account,
    password: await encrypt(credentials.password),
  });
  await context.addCookies([
    { name: "token", value: token, url: "http://127.0.0.1", httpOnly: true, sameSite: "Lax" },
  ]);
  return token;
}

/** Logs in through the header's link and the sandbox console; ends back on `from`. */
export async function logIn(
  page: Page,
  credentials: { account: string; password: string },
  from = "/",
): Promise<void> {
  await page.goto(from);
  const login = page.getByRole("link", { name: /^(Log in|登录|ログイン)$/ });
  await login.first().click();
  await expect(page).toHaveURL(new RegExp(`^${SANDBOX}/\\?ope=login`));
  await page
    .getByLabel(/E-mail address or mobile number|邮箱或手机号|メールアドレス/)
    .fill(credentials.account);
  await page.getByLabel(/^Password$|^密码$|^パスワード$/).fill(credentials.password);
  await page.getByRole("button", { name: /^(Log in|登录|ログイン)$/ }).click();
  await expect(page).toHaveURL(new RegExp(`^${SITE}`));
}

/** Answers every cookie-panel decision in advance, so the panel stays out of the way. */
export async function acceptCookies(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem("cookieConfirm", "1");
    localStorage.setItem("cookieSelect1", "1");
    localStorage.setItem("cookieSelect2", "1");
    localStorage.setItem("cookieSelect3", "1");
  });
}

/**
 * Holds every script the page asks for until the returned function is called: the page is
 * its server-rendered HTML until then, as on a slow link, for a visitor who acts before it runs.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Waits until the page is hydrated: its timers and handlers are in place. */
export async function hydrated(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Where the element with `id` starts in the window, in CSS pixels (NaN: there is none). */
export function topOf(page: Page, id: string): Promise<number> {
  return page.evaluate(
    (target) => Math.round(document.getElementById(target)?.getBoundingClientRect().top ?? NaN),
    id,
  );
}

/**
 * The language menu's summary (a native <details>), named after the page's language
 * ("Language: English"). Clicking it opens the list of languages.
 */
export function languageMenu(page: Page, language: Language) {
  const t = texts(language);
  return page.getByLabel(fill(t.langBar.languageMenu, { language: t.languageNames[language] }), {
    exact: true,
  });
}

/** Opens the language menu and follows the link to this page in `target`. */
export async function switchLanguage(page: Page, from: Language, target: Language): Promise<void> {
  await languageMenu(page, from).click();
  await page
    .getByRole("list", { name: texts(from).langBar.language })
    .getByRole("link", { name: texts(from).languageNames[target], exact: true })
    .click();
}

/**
 * `hydrated` under a paused fake clock (`page.clock.pauseAt`). The page's scripts start after its
 * first frame and yield a turn between modules, on timers the clock holds: time moves a frame at
 * a time until the page is hydrated (a few hundred fake milliseconds at most, before anything of
 * the page's own timing starts).
 */
export async function hydratedOnPausedClock(page: Page): Promise<void> {
  const marker = page.locator("html[data-hydrated]");
  await expect
    .poll(
      async () => {
        if ((await marker.count()) > 0) return true;
        await page.clock.runFor(16);
        return false;
      },
      { timeout: 30_000, intervals: [20] },
    )
    .toBe(true);
}

/** Marks the promo dialog as just seen, so a test that lets minutes pass is not interrupted. */
export async function skipPromo(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem("activeImg", String(Date.now())));
}
