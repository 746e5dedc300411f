// The documentation in Chromium: the home, an article (contents, anchors, the section being
// read, copy button, previous/next, other languages), search (results page, instant results, no results, blank
// text), the looking-glass test, and announcements, in every language.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { acceptCookies, hydrated, LANGUAGES, SANDBOX, skipPromo, texts } from "../support/site.ts";
import { seriousViolations } from "./serious-violations.ts";

/** A query per language that finds the refund policy, and its article's title. */
const REFUND = {
  en: { query: "refund", title: "Refund policy" },
  zh: { query: "退款", title: "退款政策" },
  ja: { query: "返金", title: "返金ポリシー" },
} as const;

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await skipPromo(page);
});

/** An article with sections and subsections, long enough to read one after another. */
const LONG_ARTICLE = "/doc/article/connect-with-ssh";

/** The heading id a contents link points to. */
async function targetOf(link: Locator): Promise<string> {
  return decodeURIComponent(((await link.getAttribute("href")) ?? "").slice(1));
}

/** The URL of the page once it is at the anchor `#id`. */
const atAnchor = (id: string) =>
  new RegExp(`${encodeURI(`#${id}`).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

/** Until the browser has drawn twice: what it had to tell the page (observers) is told. */
const twoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );

for (const { code, prefix } of LANGUAGES) {
  test(`the documentation home lists every category and opens an article (${code})`, async ({
    page,
  }) => {
    const t = texts(code);
    await page.goto(`${prefix}/doc`);
    await expect(page.locator("main h1")).toHaveText(t.pages.doc.heading);
    for (const category of Object.values(t.docs.categories))
      await expect(
        page.locator("main").getByRole("heading", { level: 2, name: category.name }),
      ).toBeVisible();
    await page.getByRole("link", { name: REFUND[code].title, exact: true }).first().click();
    await expect(page).toHaveURL(`${prefix}/doc/article/refund`);
    await expect(page.locator("main h1")).toHaveText(REFUND[code].title);
  });

  test(`an article has contents, anchors, dates, neighbours and other languages (${code})`, async ({
    page,
    context,
  }) => {
    const t = texts(code);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(`${prefix}/doc/article/connect-with-ssh`);
    await hydrated(page);
    const main = page.locator("main");
    await expect(main.getByRole("navigation", { name: t.a11y.breadcrumbs })).toContainText(
      t.docs.categories["getting-started"].name,
    );
    await expect(
      main.getByText(t.docs.updated.replace(" {{date}}", "").replace("{{date}}", "")),
    ).toBeVisible();

    // The table of contents links to the headings' anchors.
    const toc = main.getByRole("navigation", { name: t.docs.toc });
    const firstEntry = toc.getByRole("link").first();
    const anchor = (await firstEntry.getAttribute("href")) ?? "";
    expect(anchor).toMatch(/^#.+/);
    await firstEntry.click();
    await expect(page).toHaveURL(
      new RegExp(`${encodeURI(anchor).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
    );
    await expect(main.locator(`[id="${decodeURIComponent(anchor.slice(1))}"]`)).toBeInViewport();

    // Code blocks are highlighted and copied with their button.
    const block = main.locator(".code-block").first();
    await expect(block.locator("code.hljs")).toBeVisible();
    const code_ = (await block.locator("pre").textContent()) ?? "";
    await block.getByRole("button", { name: t.docs.copyCode }).click();
    await expect(block.getByRole("button", { name: t.docs.copied })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code_);

    // Previous / next, and the same article in the other languages (hreflang).
    const more = main.getByRole("navigation", { name: t.docs.moreArticles });
    await expect(more.locator('a[rel="next"], a[rel="prev"]').first()).toBeVisible();
    for (const other of LANGUAGES.filter((l) => l.code !== code)) {
      await expect(
        page.locator(`head link[rel="alternate"][hreflang="${other.code}"]`),
      ).toHaveAttribute("href", new RegExp(`${other.prefix}/doc/article/connect-with-ssh$`));
      await expect(main.locator(`a[hreflang="${other.code}"]`)).toHaveAttribute(
        "href",
        new RegExp(`${other.prefix}/doc/article/connect-with-ssh$`),
      );
    }

    // The neighbours are the server's HTML (a page island), yet reading on is a client
    // navigation: no new document, the next article's title and URL.
    await hydrated(page);
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    const neighbour = more.locator('a[rel="next"], a[rel="prev"]').first();
    const target = (await neighbour.getAttribute("href")) ?? "";
    const title = (await neighbour.locator("span").last().textContent()) ?? "";
    await neighbour.click();
    await expect(page).toHaveURL(target);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(title);
    expect(documents).toEqual([]);
  });

  test(`the contents mark the section being read, and the mark moves nothing (${code})`, async ({
    page,
  }) => {
    const t = texts(code);
    await page.goto(`${prefix}${LONG_ARTICLE}`);
    await hydrated(page);
    const toc = page.locator("main").getByRole("navigation", { name: t.docs.toc });
    const links = toc.getByRole("link");
    const marked = toc.locator('a[aria-current="location"]');
    /** The contents' size and each link's box within them: what a mark must not change. */
    const boxes = () =>
      toc.evaluate((nav) => {
        const frame = nav.getBoundingClientRect();
        return [
          [frame.width, frame.height],
          ...[...nav.querySelectorAll("a")].map((link) => {
            const box = link.getBoundingClientRect();
            return [box.x - frame.x, box.y - frame.y, box.width, box.height];
          }),
        ];
      });
    const before = await boxes();
    expect(before.length).toBeGreaterThan(8);
    await expect(marked).toHaveCount(0);

    // Reading a later section: its heading has passed a line near the top of the window.
    const later = links.nth(5);
    await page.evaluate(
      (id) => {
        const heading = document.getElementById(id);
        if (heading) window.scrollBy(0, heading.getBoundingClientRect().top - 100);
      },
      await targetOf(later),
    );
    await expect(later).toHaveAttribute("aria-current", "location");
    await expect(marked).toHaveCount(1);
    expect(await boxes()).toEqual(before);
    // The contents above the article (below 960 px) mark the same section.
    await expect(page.locator("[data-toc] a[aria-current]")).toHaveCount(2);
    for (const link of await page.locator("[data-toc] a[aria-current]").all())
      expect(await targetOf(link)).toBe(await targetOf(later));

    // The mark reads well in both themes.
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await seriousViolations(page), colorScheme).toEqual([]);
    }

    // The keyboard: tabbing through the contents moves nothing, Enter follows a link and marks
    // its section.
    await links.first().focus();
    const scrolled = await page.evaluate(() => window.scrollY);
    for (let step = 0; step < 3; step++) await page.keyboard.press("Tab");
    const third = links.nth(3);
    await expect(third).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await boxes()).toEqual(before);
    await expect(later).toHaveAttribute("aria-current", "location");
    await page.keyboard.press("Enter");
    const thirdId = await targetOf(third);
    await expect(page).toHaveURL(atAnchor(thirdId));
    await expect(page.locator(`[id="${thirdId}"]`)).toBeInViewport();
    await expect(third).toHaveAttribute("aria-current", "location");
    await expect(marked).toHaveCount(1);

    // At the end of the page, the last section is the one being read.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(links.last()).toHaveAttribute("aria-current", "location");
    await expect(marked).toHaveCount(1);

    // A click on a section near the end marks it, even where its heading cannot reach the line,
    // and the mark stays once the page has settled.
    const nearEnd = links.nth((await links.count()) - 2);
    await nearEnd.click();
    await expect(page).toHaveURL(atAnchor(await targetOf(nearEnd)));
    await expect(nearEnd).toHaveAttribute("aria-current", "location");
    await twoFrames(page);
    await expect(nearEnd).toHaveAttribute("aria-current", "location");
    await expect(marked).toHaveCount(1);
    // And back at the top, before the first section, none is.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(marked).toHaveCount(0);
    expect(await boxes()).toEqual(before);
  });

  test(`a product line's article says whom to ask and leads there (${code})`, async ({ page }) => {
    await page.goto(`${prefix}/doc/article/managed-databases`);
    const t = texts(code);
    const ask = page.getByRole("main").getByRole("link", { name: t.nav.productActions.ask });
    await expect(ask).toHaveAttribute("href", new RegExp(`${prefix}/contact\\?topic=sales$`));
    await ask.click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/contact\\?topic=sales$`));
    // An article that is no product line's has no such link.
    await page.goto(`${prefix}/doc/article/refund`);
    await expect(page.getByTestId("product-action")).toHaveCount(0);
  });

  test(`an unknown article is the 404 page (${code})`, async ({ page }) => {
    const response = await page.goto(`${prefix}/doc/article/no-such-article`);
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId("error-page")).toContainText(
      `${prefix}/doc/article/no-such-article`,
    );
  });

  test(`search finds a word inside sentences and marks it (${code})`, async ({ page }) => {
    const t = texts(code);
    const { query, title } = REFUND[code];
    await page.goto(`${prefix}/doc/search/${encodeURIComponent(query)}`);
    const results = page.getByTestId("search-results");
    await expect(results.getByRole("link", { name: title })).toBeVisible();
    const firstThree = await results
      .locator("h2 a")
      .evaluateAll((links) => links.slice(0, 3).map((a) => a.textContent));
    expect(firstThree).toContain(title);
    await expect(results.locator("mark").first()).toContainText(query);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("status").first()).toContainText(
      t.docs.search.count_other.replace("{{count}}", "").trim().slice(0, 2),
    );
  });

  test(`instant results appear while typing and open with the keyboard (${code})`, async ({
    page,
  }) => {
    const t = texts(code);
    await page.goto(`${prefix}/about`);
    await hydrated(page);
    await page.keyboard.press("Control+k");
    const box = page.getByRole("combobox", { name: t.docSearch.label });
    await expect(box).toBeFocused();
    await box.pressSequentially(REFUND[code].query, { delay: 30 });
    const listbox = page.getByRole("listbox", { name: t.docs.search.instantLabel });
    await expect(listbox.getByRole("option").first()).toBeVisible();
    await expect(listbox).toContainText(REFUND[code].title);
    await box.press("ArrowDown");
    await box.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${prefix}/doc/article/`));
  });
}

test("a typo still finds the article; nothing found offers a correction and popular articles", async ({
  page,
}) => {
  const t = texts("en").docs.search;
  await page.goto("/doc/search/refnud");
  await expect(
    page.getByTestId("search-results").getByRole("link", { name: "Refund policy" }),
  ).toBeVisible();

  await page.goto("/doc/search/snpashott");
  const empty = page.getByTestId("search-empty");
  await expect(empty).toContainText(t.none.replace("{{query}}", "snpashott"));
  await expect(empty.getByRole("link", { name: "snapshot" })).toHaveAttribute(
    "href",
    /\/doc\/search\/snapshot$/,
  );
  await expect(empty.getByRole("heading", { name: t.tryInstead })).toBeVisible();
  await expect(empty.getByRole("listitem").first().getByRole("link")).toBeVisible();
});

test("blank text does not search; markup in a query stays text", async ({ page }) => {
  await page.goto("/doc");
  await hydrated(page);
  const box = page.locator("main").getByRole("combobox", { name: texts("en").docSearch.label });
  await box.fill("   ");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/doc$/);

  let dialogs = 0;
  page.on("dialog", (dialog) => {
    dialogs++;
    void dialog.dismiss();
  });
  const hostile = '<img src=x onerror="alert(1)">';
  await page.goto(`/doc/search/${encodeURIComponent(hostile)}`);
  await expect(page.locator("main h1")).toContainText(hostile);
  expect(await page.locator("main img").count()).toBe(0);
  expect(dialogs).toBe(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { code, prefix } of LANGUAGES) {
    test(`search works from the form (${code})`, async ({ page }) => {
      const t = texts(code);
      await page.goto(`${prefix}/doc`);
      const box = page.locator("main").getByRole("searchbox", { name: t.docSearch.label });
      await box.fill(REFUND[code].query);
      await box.press("Enter");
      await expect(page).toHaveURL(
        `${prefix}/doc/search/${encodeURIComponent(REFUND[code].query)}`,
      );
      await expect(
        page.getByTestId("search-results").getByRole("link", { name: REFUND[code].title }),
      ).toBeVisible();
    });
  }

  for (const { code, prefix } of LANGUAGES)
    test(`the contents are links that lead to their sections (${code})`, async ({ page }) => {
      await page.goto(`${prefix}${LONG_ARTICLE}`);
      const toc = page.locator("main").getByRole("navigation", { name: texts(code).docs.toc });
      const later = toc.getByRole("link").nth(5);
      const id = await targetOf(later);
      await later.click();
      await expect(page).toHaveURL(atAnchor(id));
      await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
      await expect(page.locator("[data-toc] a[aria-current]")).toHaveCount(0);
    });

  test("an article reads in full", async ({ page }) => {
    await page.goto("/ja/doc/article/refund");
    await expect(page.locator("main h1")).toHaveText(REFUND.ja.title);
    await expect(page.locator("main .doc-prose h2").first()).toBeVisible();
    await expect(page.locator("main .doc-prose table").first()).toBeVisible();
  });
});

for (const { code, prefix } of LANGUAGES) {
  test(`the looking glass times every open region and offers test files (${code})`, async ({
    page,
    request,
  }) => {
    const t = texts(code).docs.lookingGlass;
    await page.goto(`${prefix}/doc/article/looking-glass-test-latency-network-speed`);
    await hydrated(page);
    const widget = page.locator('[data-widget="looking-glass"]');
    const rows = widget.locator("tbody tr");
    await expect(rows).toHaveCount(7);
    await widget.getByRole("button", { name: t.run }).click();
    await expect(widget.locator("[data-latency]")).toHaveCount(7, { timeout: 30_000 });
    for (const value of await widget
      .locator("[data-latency]")
      .evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-latency")))))
      expect(value).toBeGreaterThan(0);
    await expect(widget.getByRole("status")).toContainText(t.fastest.split("{{")[0] ?? "");

    const file = widget.locator('tr[data-region="hkg"] a[download]').first();
    const href = (await file.getAttribute("href")) ?? "";
    expect(href).toBe(`${SANDBOX}/lg/hkg/files/10MB.test`);
    const head = await request.head(href);
    expect(head.status()).toBe(200);
    expect(head.headers()["content-length"]).toBe(String(10 * 1024 * 1024));
  });
}

test("announcements: a paged list, their details, and 404 for an unknown one", async ({ page }) => {
  await page.goto("/zh/doc/announce");
  const first = page.locator("main article, main li").getByRole("link").first();
  const title = (await first.textContent()) ?? "";
  await first.click();
  await expect(page).toHaveURL(/\/zh\/doc\/announce\/detail\//);
  await expect(page.locator("main h1")).toHaveText(title.trim());
  const response = await page.goto("/zh/doc/announce/detail/no-such-id");
  expect(response?.status()).toBe(404);
});
