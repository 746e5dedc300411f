// The shell's rules in the browser: language switch, display currency, version change,
// referral codes and the cookie panel, in every language.
import { expect, test } from "@playwright/test";
import {
  acceptCookies,
  hydrated,
  LANGUAGES,
  languageMenu,
  newAccount,
  SANDBOX,
  SITE,
  switchLanguage,
  texts,
  useSession,
} from "../support/site.ts";

const DEFAULT_CURRENCY = { en: "USD", zh: "HKD", ja: "JPY" } as const;

for (const { code, prefix } of LANGUAGES) {
  test.describe(code, () => {
    test.beforeEach(async ({ page }) => acceptCookies(page));

    test("the language switch keeps the page and remembers the choice", async ({
      page,
      context,
    }) => {
      await page.goto(`${prefix}/doc/announce?page=1`);
      await hydrated(page);
      const target = LANGUAGES.find((l) => l.code !== code) ?? LANGUAGES[0];
      if (!target) throw new Error("no other language");
      await switchLanguage(page, code, target.code);
      await expect(page).toHaveURL(`${target.prefix}/doc/announce?page=1`);
      await expect(page.locator("html")).toHaveAttribute("lang", target.tag);
      await hydrated(page);
      const cookie = (await context.cookies()).find((c) => c.name === "languages");
      expect(cookie?.value).toBe(target.code);
      // 365 days, give or take the test's own duration
      expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
      expect(await page.evaluate(() => localStorage.getItem("language"))).toBe(target.code);
    });

    test("the language menu shows the page's language and opens on every language", async ({
      page,
    }) => {
      const t = texts(code);
      await page.goto(`${prefix}/doc`);
      await hydrated(page);
      const summary = languageMenu(page, code);
      await expect(summary).toBeVisible();
      await expect(summary).toHaveText(t.languageNames[code]);
      // Closed: no other language's name is on the page.
      const list = page.getByRole("list", { name: t.langBar.language });
      await expect(list).toBeHidden();
      await summary.click();
      await expect(list).toBeVisible();
      const links = list.getByRole("link");
      await expect(links).toHaveCount(LANGUAGES.length);
      for (const other of LANGUAGES) {
        const link = list.getByRole("link", { name: t.languageNames[other.code], exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute("lang", other.tag);
        await expect(link).toHaveAttribute("hreflang", other.tag);
        await expect(link).toHaveAttribute("href", `${SITE}${other.prefix}/doc`);
        if (other.code === code) await expect(link).toHaveAttribute("aria-current", "true");
        else await expect(link).not.toHaveAttribute("aria-current");
      }
      // The open list lies over the page, inside the window.
      const box = await list.boundingBox();
      const viewport = page.viewportSize();
      expect(box && viewport && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
    });

    test("the currency is the language's default on a first visit", async ({ page }) => {
      await page.goto(`${prefix}/product/vps`);
      await hydrated(page);
      const select = page.getByRole("combobox", { name: texts(code).langBar.currency });
      await expect(select).toHaveValue(DEFAULT_CURRENCY[code]);
      await expect(page.getByRole("table").first()).toContainText(
        DEFAULT_CURRENCY[code] === "USD" ? "$" : DEFAULT_CURRENCY[code] === "HKD" ? "HK$" : "￥",
      );
    });

    test("a chosen currency overrides the default, on the server too", async ({
      page,
      context,
    }) => {
      await page.goto(`${prefix}/product/vps`);
      await hydrated(page);
      await page.getByRole("combobox", { name: texts(code).langBar.currency }).selectOption("EUR");
      await expect(page.getByRole("table").first()).toContainText("€");
      expect(await page.evaluate(() => localStorage.getItem("isSetCurrency"))).toBe("1");
      expect(
        JSON.parse((await page.evaluate(() => localStorage.getItem("currency"))) ?? "{}"),
      ).toMatchObject({ type: "EUR" });
      expect((await context.cookies()).find((c) => c.name === "currency")?.value).toBe("EUR");
      // A new document is rendered in the chosen currency from the start.
      const html = await (await page.request.get(`${prefix}/product/vps`)).text();
      expect(html).toContain("€");
    });
  });
}

test.describe("language menu with JavaScript", () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test("Escape closes it and gives the focus back to its summary", async ({ page }) => {
    const t = texts("zh");
    await page.goto("/zh/doc");
    await hydrated(page);
    const summary = languageMenu(page, "zh");
    const list = page.getByRole("list", { name: t.langBar.language });
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(list).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(list.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(summary).toBeFocused();
    // And it opens again after that.
    await page.keyboard.press("Enter");
    await expect(list).toBeVisible();
  });

  test("a click elsewhere closes it; a click on its summary toggles it", async ({ page }) => {
    const t = texts("ja");
    await page.goto("/ja/doc");
    await hydrated(page);
    const summary = languageMenu(page, "ja");
    const list = page.getByRole("list", { name: t.langBar.language });
    await summary.click();
    await expect(list).toBeVisible();
    await page.locator("main h1").click();
    await expect(list).toBeHidden();
    await summary.click();
    await expect(list).toBeVisible();
    await summary.click();
    await expect(list).toBeHidden();
  });
});

test.describe("client state", () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test("keeps the currency list with its time", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("openDate"))).not.toBeNull();
    const list = JSON.parse(
      (await page.evaluate(() => sessionStorage.getItem("currencyData"))) ?? "[]",
    ) as { type: string }[];
    expect(list.map((c) => c.type)).toEqual(
      expect.arrayContaining(["USD", "HKD", "JPY", "CNY", "EUR"]),
    );
    expect(await page.evaluate(() => localStorage.getItem("currencyData"))).not.toBeNull();
  });

  // The page comes with the list and the time the provider gave it: a visitor with no list (or
  // one over a day old) takes it, and the browser asks for none (the picker's unit tests hold
  // the browser's own asking, and an answer other than 2000 leaving the list as it was).
  test("takes the page's own currency list without asking for it again", async ({ page }) => {
    let asked = 0;
    await page.route("**/api/finance/currency/search", (route) => {
      asked++;
      return route.continue();
    });
    await page.goto("/ja/");
    await hydrated(page);
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem("currencyData")))
      .not.toBeNull();
    const openDate = Number(await page.evaluate(() => sessionStorage.getItem("openDate")));
    expect(openDate).toBeGreaterThan(Date.now() - 24 * 60 * 60_000);
    expect(openDate).toBeLessThanOrEqual(Date.now());
    await page.waitForLoadState("networkidle");
    expect(asked).toBe(0);
    await expect(page.getByRole("combobox", { name: texts("ja").langBar.currency })).toHaveValue(
      "JPY",
    );
  });

  // One referral parameter per language: tgcode and affid are hex-encoded, userCode is kept.
  const REFERRALS = {
    en: { param: "tgcode", encode: (code: string) => `h${Buffer.from(code).toString("hex")}` },
    zh: { param: "affid", encode: (code: string) => `h${Buffer.from(code).toString("hex")}` },
    ja: { param: "userCode", encode: (code: string) => code },
  } as const;

  for (const { code: language, prefix } of LANGUAGES) {
    test(`a stored version that differs wipes storage and cookies, then saves the new one (${language})`, async ({
      page,
      context,
    }) => {
      await page.goto(`${prefix}/`);
      await hydrated(page);
      const current = await page.evaluate(() => localStorage.getItem("version"));
      expect(current).toMatch(/^.+$/);
      await page.evaluate(() => {
        localStorage.setItem("version", "an-old-build");
        localStorage.setItem("activeImg", "123");
        localStorage.setItem("isSetCurrency", "1");
        sessionStorage.setItem("openDate", "1");
        sessionStorage.setItem("chatData", '[{"content":"old","user":"1","loading":false}]');
      });
      const { hostname } = new URL(page.url());
      await context.addCookies([
        { name: "lastloginname", value: "someone", domain: hostname, path: "/" },
      ]);
      await page.reload();
      await hydrated(page);
      // The wipe reloads the page once more (after the server cleared its cookies): read the
      // storage whenever the page is there, until it shows the wiped state.
      const storage = () =>
        page
          .evaluate(() => ({
            version: localStorage.getItem("version"),
            activeImg: localStorage.getItem("activeImg"),
            isSetCurrency: localStorage.getItem("isSetCurrency"),
            oldChat: (sessionStorage.getItem("chatData") ?? "[]").includes("old"),
            // The list is taken again after the wipe (the page's own), so openDate is its time.
            oldOpenDate: sessionStorage.getItem("openDate") === "1",
          }))
          .catch(() => null);
      await expect.poll(storage).toEqual({
        version: current,
        activeImg: null,
        isSetCurrency: null,
        oldChat: false,
        oldOpenDate: false,
      });
      expect((await context.cookies()).some((c) => c.name === "lastloginname")).toBe(false);
    });

    test(`a version change logs out and forgets the chosen currency, server cookies too (${language})`, async ({
      page,
      context,
    }) => {
      const t = texts(language);
      const user = await newAccount(`wipe${language}`);
      await useSession(context, user);
      const { hostname } = new URL(`http://127.0.0.1${prefix}`);
      await context.addCookies([{ name: "currency", value: "EUR", domain: hostname, path: "/" }]);
      await page.goto(`${prefix}/doc`);
      await hydrated(page);
      await expect(page.getByTestId("masked-account")).toBeVisible();
      await expect(page.getByRole("combobox", { name: t.langBar.currency })).toHaveValue("EUR");

      await page.evaluate(() => localStorage.setItem("version", "an-old-build"));
      await page.reload();
      // The wipe clears what script can, the server clears the HttpOnly token, and the page is
      // loaded again: a visitor with the language's default currency.
      await expect(page.getByRole("link", { name: t.account.login }).first()).toBeVisible();
      await expect(page.getByTestId("masked-account")).toHaveCount(0);
      await expect(page.getByRole("combobox", { name: t.langBar.currency })).toHaveValue(
        { en: "USD", zh: "HKD", ja: "JPY" }[language],
      );
      const names = (await context.cookies()).map((c) => c.name);
      expect(names).not.toContain("token");
      expect(names).not.toContain("currency");
    });

    test(`reads a referral code on any page, keeps it 30 days and tells the provider once (${language})`, async ({
      page,
      context,
    }) => {
      const { param, encode } = REFERRALS[language];
      const code = `ref${language}${Date.now()}`;
      const referer = encode(code);
      await page.goto(`${prefix}/doc?${param}=${code}`);
      await hydrated(page);
      const cookie = (await context.cookies()).find((c) => c.name === "referrer");
      expect(cookie?.value).toBe(referer);
      expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(29 * 24 * 3600);
      expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeLessThanOrEqual(30 * 24 * 3600);
      await page.goto(`${prefix}/about?${param}=${code}`);
      await hydrated(page);
      await expect
        .poll(async () => {
          const events = (await fetch(`${SANDBOX}/sandbox/events?kind=referral`).then((r) =>
            r.json(),
          )) as { data: { referer: string } }[];
          return events.filter((e) => e.data.referer === referer).length;
        })
        .toBe(1);
    });
  }
});

test.describe("cookie panel", () => {
  for (const { code, prefix } of LANGUAGES) {
    test(`shows until the visitor decides, then stays away (${code})`, async ({
      page,
      context,
    }) => {
      const t = texts(code).cookie;
      await context.addCookies([{ name: "referrer", value: "h616263", url: "http://127.0.0.1" }]);
      await page.goto(`${prefix}/`);
      await hydrated(page);
      const panel = page.getByRole("dialog", { name: t.title });
      await expect(panel).toBeVisible();
      await panel.getByRole("button", { name: t.customize }).click();
      const required = panel.getByRole("checkbox", {
        name: new RegExp(t.categories.required.title),
      });
      await expect(required).toBeChecked();
      await expect(required).toBeDisabled();
      await expect(
        panel.getByRole("checkbox", { name: new RegExp(t.categories.analytics.title) }),
      ).not.toBeChecked();
      await panel.getByRole("checkbox", { name: new RegExp(t.categories.analytics.title) }).check();
      await panel.getByRole("button", { name: t.save }).click();
      await expect(panel).toBeHidden();
      expect(
        await page.evaluate(() =>
          ["cookieConfirm", "cookieSelect1", "cookieSelect2", "cookieSelect3"].map((k) =>
            localStorage.getItem(k),
          ),
        ),
      ).toEqual(["1", "1", "1", "0"]);
      // Marketing refused: the referral cookie goes (clearing mode 2); the language stays.
      const names = (await context.cookies()).map((c) => c.name);
      expect(names).not.toContain("referrer");
      expect(names).toContain("languages");
      await page.reload();
      await hydrated(page);
      await expect(page.getByRole("dialog", { name: t.title })).toBeHidden();
      await page.getByRole("button", { name: texts(code).footer.cookieSettings }).click();
      await expect(page.getByRole("dialog", { name: t.title })).toBeVisible();
    });

    test(`a visitor who refused marketing cookies gets no referral cookie and no referral call (${code})`, async ({
      page,
      context,
    }) => {
      const t = texts(code).cookie;
      await page.goto(`${prefix}/`);
      await hydrated(page);
      const panel = page.getByRole("dialog", { name: t.title });
      await panel.getByRole("button", { name: t.necessaryOnly }).click();
      await expect(panel).toBeHidden();
      // The refusal is visible to the server.
      const consent = (await context.cookies()).find((c) => c.name === "cookieSelect");
      expect(consent?.value).toBe("100");

      const referral = `refused${code}${Date.now()}`;
      const referer = `h${Buffer.from(referral).toString("hex")}`;
      await page.goto(`${prefix}/doc?tgcode=${referral}`, {
        referer: "https://partner.example/post",
      });
      await hydrated(page);
      const names = (await context.cookies()).map((c) => c.name);
      expect(names).not.toContain("referrer");
      expect(names).not.toContain("referrerUrl");
      // Another page with a code the provider does hear about (another browser, no choice
      // yet), so "no call" is not just "not yet".
      const witness = `witness${code}${Date.now()}`;
      const other = await page.context().browser()?.newContext();
      const otherPage = await other?.newPage();
      await otherPage?.goto(`${SITE}${prefix}/doc?tgcode=${witness}`);
      const referrals = async () =>
        (
          (await fetch(`${SANDBOX}/sandbox/events?kind=referral`).then((r) => r.json())) as {
            data: { referer: string };
          }[]
        ).map((e) => e.data.referer);
      await expect.poll(referrals).toContain(`h${Buffer.from(witness).toString("hex")}`);
      expect(await referrals()).not.toContain(referer);
      await other?.close();
    });
  }
});

test("the announcement banner scrolls, but not for visitors who ask for reduced motion", async ({
  page,
}) => {
  await acceptCookies(page);
  await page.goto("/zh/doc");
  await hydrated(page);
  const list = page.locator(".ticker").first();
  const shown = () => list.evaluate((element) => getComputedStyle(element).transform);
  const standing = await shown();
  // The next announcement scrolls in after TICKER_STEP_MS (5 s).
  await expect.poll(shown, { timeout: 8_000 }).not.toBe(standing);
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await shown()).toBe("none");
  // Every announcement is there to read, as links to its page.
  const links = page.locator(".ticker li:not(.ticker-copy) a[href*='/zh/doc/announce/detail/']");
  for (const link of await links.all()) await expect(link).toBeVisible();
});
