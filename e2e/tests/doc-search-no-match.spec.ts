// Documentation search with no good match (issue 41): the page says so in the visitor's
// language and offers the assistant with the query and a ticket about it. Words that say
// nothing on their own (how, 的, の) are no match; with JavaScript "Ask the assistant" opens the
// chat with the question in its box; without it, both offers are links to the ticket page.
import { expect, test } from "@playwright/test";
import { hydrated, LANGUAGES, texts } from "../support/site.ts";

/** A query made only of function words, per language: no article may match it. */
const STOPWORDS_ONLY = { en: "how do I", zh: "的", ja: "の" } as const;
/** A query no article answers well, per language. */
const UNANSWERED = {
  en: "refund zebra quokka narwhal",
  zh: "退款 斑马 袋鼠 独角鲸",
  ja: "返金 シマウマ カンガルー イッカク",
} as const;

const ticketHref = (prefix: string, query: string) =>
  new RegExp(
    `${prefix}/workServer/submitWork\\?subject=${encodeURIComponent(query).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`,
  );

for (const { code, prefix } of LANGUAGES) {
  test(`stop words alone find nothing, and the page offers a ticket about the query (${code})`, async ({
    page,
  }) => {
    const t = texts(code).docs.search;
    const query = STOPWORDS_ONLY[code];
    await page.goto(`${prefix}/doc/search/${encodeURIComponent(query)}`);
    await expect(page.getByTestId("search-results")).toHaveCount(0);
    const empty = page.getByTestId("search-empty");
    await expect(empty).toContainText(t.none.replace("{{query}}", query));
    const offer = empty.getByTestId("search-no-match");
    await expect(offer).toContainText(t.noGoodMatchHint);
    await expect(offer.getByRole("link", { name: t.openTicket })).toHaveAttribute(
      "href",
      ticketHref(prefix, query),
    );
  });

  test(`no good match: Ask the assistant opens the chat with the query (${code})`, async ({
    page,
  }) => {
    const all = texts(code);
    const t = all.docs.search;
    const query = UNANSWERED[code];
    await page.goto(`${prefix}/doc/search/${encodeURIComponent(query)}`);
    await hydrated(page);
    const offer = page.getByTestId("search-no-match");
    await expect(offer).toBeVisible();
    const ask = offer.getByRole("link", { name: t.askAssistant });
    await ask.click();
    const chat = page.getByRole("dialog", { name: all.askAI.title });
    await expect(chat.getByRole("textbox", { name: all.askAI.inputLabel })).toHaveValue(query);
    await expect(page).toHaveURL(new RegExp(`${prefix}/doc/search/`));
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { code, prefix } of LANGUAGES)
    test(`no good match leads to the ticket page with the query as its subject (${code})`, async ({
      page,
    }) => {
      const t = texts(code).docs.search;
      const query = UNANSWERED[code];
      await page.goto(`${prefix}/doc/search/${encodeURIComponent(query)}`);
      const offer = page.getByTestId("search-no-match");
      await expect(offer).toContainText(t.noGoodMatch.replace("{{query}}", query));
      const ask = offer.getByRole("link", { name: t.askAssistant });
      await expect(ask).toHaveAttribute("href", ticketHref(prefix, query));
      await expect(offer.getByRole("link", { name: t.openTicket })).toHaveAttribute(
        "href",
        ticketHref(prefix, query),
      );
      // The ticket page (behind the login) answers, with the query as its subject.
      const response = await page.goto(String(await ask.getAttribute("href")));
      expect(response?.status()).toBeLessThan(400);
    });
});
