// The AI chat panel against the sandbox's assistant, in every language.
import { expect, test } from "@playwright/test";
import { acceptCookies, hydrated, LANGUAGES, SITE, skipPromo, texts } from "../support/site.ts";

const QUESTIONS = {
  en: { question: "How do I get a refund?", source: "/doc/article/refund" },
  zh: { question: "怎么申请退款？", source: "/zh/doc/article/refund" },
  ja: { question: "返金はできますか？", source: "/ja/doc/article/refund" },
} as const;

for (const { code, prefix } of LANGUAGES) {
  test(`asks, waits, answers with a source, survives a reload, restarts and ends (${code})`, async ({
    page,
  }) => {
    await acceptCookies(page);
    const t = texts(code).askAI;
    await page.goto(`${prefix}/doc`);
    await hydrated(page);
    await page.getByRole("button", { name: t.open }).click();
    const panel = page.getByRole("dialog", { name: t.title });
    await expect(panel).toBeVisible();
    const input = panel.getByRole("textbox", { name: t.inputLabel });
    await expect(input).toBeFocused();

    // Blank text is not sent.
    await input.fill("   ");
    await expect(panel.getByRole("button", { name: t.send })).toBeDisabled();

    // Slow the answer down to see the loading state.
    await page.route("**/api/chat", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await input.fill(QUESTIONS[code].question);
    await input.press("Enter");
    await expect(panel.getByText(t.thinking)).toBeVisible();
    await expect(panel.locator('li[data-user="1"]')).toContainText(QUESTIONS[code].question);
    const answer = panel.locator('li[data-user="2"]').last();
    // The answer links its parts to their sections (other links may come first, inside a part).
    const source = answer.locator(`a[href^="${QUESTIONS[code].source}"]`);
    await expect(source.first()).toHaveAttribute(
      "href",
      new RegExp(`^${QUESTIONS[code].source}(#|$)`),
    );
    await expect(panel.getByText(t.thinking)).toBeHidden();

    const uuid = await page.evaluate(() => sessionStorage.getItem("chatUUID"));
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    const history = JSON.parse(
      (await page.evaluate(() => sessionStorage.getItem("chatData"))) ?? "[]",
    ) as { user: string }[];
    expect(history.map((m) => m.user)).toEqual(["1", "2"]);

    await page.reload();
    await hydrated(page);
    await page.getByRole("button", { name: t.open }).click();
    await expect(
      page.getByRole("dialog", { name: t.title }).locator('li[data-user="1"]'),
    ).toHaveCount(1);

    // Restart: a new uuid and no history.
    await page
      .getByRole("dialog", { name: t.title })
      .getByRole("button", { name: t.restart })
      .click();
    await expect(page.getByRole("dialog", { name: t.title }).locator("li[data-user]")).toHaveCount(
      0,
    );
    expect(await page.evaluate(() => sessionStorage.getItem("chatUUID"))).not.toBe(uuid);

    // Ending asks first; cancelling keeps the chat open.
    await page.getByRole("dialog", { name: t.title }).getByRole("button", { name: t.end }).click();
    const confirm = page.getByRole("alertdialog", { name: t.endConfirmTitle });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: texts(code).actions.cancel }).click();
    await expect(page.getByRole("dialog", { name: t.title })).toBeVisible();
    await page.getByRole("dialog", { name: t.title }).getByRole("button", { name: t.end }).click();
    await page
      .getByRole("alertdialog", { name: t.endConfirmTitle })
      .getByRole("button", { name: t.end })
      .click();
    await expect(page.getByRole("dialog", { name: t.title })).toBeHidden();
    await expect(page.getByRole("button", { name: t.open })).toBeVisible();
  });

  test(`on failure shows the fallback and puts the question back (${code})`, async ({ page }) => {
    await acceptCookies(page);
    const t = texts(code).askAI;
    await page.route("**/api/chat", (route) => route.abort("failed"));
    await page.goto(`${prefix}/`);
    await hydrated(page);
    await page.getByRole("button", { name: t.open }).click();
    const panel = page.getByRole("dialog", { name: t.title });
    await panel.getByRole("textbox", { name: t.inputLabel }).fill(QUESTIONS[code].question);
    await panel.getByRole("button", { name: t.send }).click();
    await expect(panel.locator('li[data-user="2"]').last()).toContainText(t.autoBack);
    await expect(panel.getByRole("textbox", { name: t.inputLabel })).toHaveValue(
      QUESTIONS[code].question,
    );
  });
}

test("the browser never sees the chat key", async ({ page }) => {
  await acceptCookies(page);
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/chat")) sent.push(request.postData() ?? "");
  });
  await page.goto("/");
  await hydrated(page);
  const html = await page.content();
  expect(html).not.toContain("hostfront-sandbox-chat-key");
  await page.getByRole("button", { name: texts("en").askAI.open }).click();
  const panel = page.getByRole("dialog", { name: texts("en").askAI.title });
  await panel.getByRole("textbox").fill("What payment methods do you accept?");
  await panel.getByRole("button", { name: texts("en").askAI.send }).click();
  await expect(panel.locator('li[data-user="2"]').last()).not.toContainText(
    texts("en").askAI.thinking,
  );
  expect(sent.join("")).not.toContain("api_key");
});

for (const { code, prefix } of LANGUAGES) {
  test(`prices a configuration as the configurator does (${code})`, async ({ page }) => {
    // The same Cloud S4 in Tokyo with 50 Mbps and a 200 GB SSD disk, paid yearly, configured
    // and then asked about: the assistant's sum is the configurator's (quoteServer, in USD).
    await acceptCookies(page);
    await skipPromo(page);
    // Prices in US dollars, as the documentation and the assistant write them.
    await page.context().addCookies([{ name: "currency", value: "USD", url: SITE }]);
    await page.goto(
      `${prefix}/product/vps-buy?type=cvm&region=tyo&image=ubuntu-2404&plan=cvm-s4&bandwidth=tyo-bw-50&period=year&disk=disk-ssd:200`,
    );
    await hydrated(page);
    // The page writes dollars as its language does (US$1,004.70 in Chinese); the documentation
    // and the assistant write $1,004.70 in every language.
    const shown = (await page.getByTestId("price-total").textContent()) ?? "";
    const amount = /[\d,]+\.\d\d/.exec(shown)?.[0];
    expect(amount, shown).toBeDefined();
    const configured = `$${amount}`;

    const question = {
      en: "cloud s4 in tokyo, bandwidth 50 mbps, plus a 200gb ssd disk, paid yearly: what's the total?",
      zh: "东京的云服务器 S4，带宽 50M，再加一块 200G 的 SSD 数据盘，按年付一共多少钱？",
      ja: "東京のクラウドサーバーS4を帯域50Mbps、SSDのデータディスク200GB付きで年払いにすると合計いくら？",
    }[code];
    const t = texts(code).askAI;
    await page.getByRole("button", { name: t.open }).click();
    const panel = page.getByRole("dialog", { name: t.title });
    await panel.getByRole("textbox", { name: t.inputLabel }).fill(question);
    await panel.getByRole("button", { name: t.send }).click();
    const answer = panel.locator('li[data-user="2"]').last();
    // The quote comes first: a table whose total row holds the configurator's total (a worked
    // example of the documentation may follow with its own).
    const total = answer.getByRole("row", { name: /^(Total|合计|合計)(\s|$)/ }).first();
    await expect(total).toContainText(configured);
    await expect(
      answer.locator(`a[href^="${prefix}/doc/article/vps-pricing"]`).first(),
    ).toBeVisible();
  });
}
