// The company pages in every language: the provider's open positions with their JobPosting
// JSON-LD and the way to apply, and the about page's facts, regions and history timeline with
// its Organization JSON-LD.
import { expect, type Page, test } from "@playwright/test";
import { acceptCookies, LANGUAGES, provider, skipPromo, texts } from "../support/site.ts";
import { axe } from "./serious-violations.ts";

/** The page's JSON-LD blocks, parsed (a block that does not parse fails the test). */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Headings of `main` never skip a level (h1, then h2, then h3...). */
async function headingLevels(page: Page): Promise<number[]> {
  return page
    .locator("main")
    .locator("h1, h2, h3, h4")
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
}

function expectNoSkippedLevels(levels: number[]) {
  expect(levels[0]).toBe(1);
  for (const [index, level] of levels.entries()) {
    if (index > 0) expect(level - (levels[index - 1] ?? 1)).toBeLessThanOrEqual(1);
  }
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
  await skipPromo(page);
});

for (const { code, prefix, tag } of LANGUAGES) {
  const t = texts(code).pages;

  test(`jobs lists the open positions with their JobPosting data (${code})`, async ({ page }) => {
    const jobs = await provider.jobs({ language: code });
    expect(jobs.length).toBeGreaterThan(0);
    await page.goto(`${prefix}/jobs`);
    await expect(page.locator("main h1")).toHaveText(t.jobs.heading);

    const articles = page.getByTestId("job");
    await expect(articles).toHaveCount(jobs.length);
    const date = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeZone: "UTC" });
    for (const [index, job] of jobs.entries()) {
      const article = articles.nth(index);
      await expect(article.getByRole("heading", { level: 2 })).toHaveText(job.title);
      await expect(article).toContainText(job.summary);
      await expect(article).toContainText(job.department);
      await expect(article).toContainText(t.jobs.employmentTypes[job.employment]);
      await expect(article.locator("time")).toHaveText(
        date.format(new Date(`${job.postedAt}T00:00:00Z`)),
      );
      for (const item of [...job.responsibilities, ...job.requirements])
        await expect(article).toContainText(item);
    }

    const postings = (await jsonLd(page)).filter((block) => block["@type"] === "JobPosting");
    expect(postings.map((posting) => posting.title)).toEqual(jobs.map((job) => job.title));
    for (const posting of postings) {
      expect(posting["@context"]).toBe("https://schema.org");
      expect(posting.hiringOrganization).toMatchObject({ name: "Hostfront Limited" });
      expect(String(posting.datePosted)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }

    expectNoSkippedLevels(await headingLevels(page));
    expect(await axe(page).include("main").analyze()).toMatchObject({
      violations: [],
    });

    // Applying goes through the contact page's form; each link names its position.
    const apply = articles.first().getByRole("link", { name: t.jobs.apply });
    await expect(apply).toHaveAccessibleName(new RegExp(escapeRegExp(jobs[0]?.title ?? "")));
    await apply.click();
    await expect(page).toHaveURL(`${prefix}/contact#contact-form`);
    await expect(page.locator("main h1")).toHaveText(t.contact.heading);
  });

  test(`about tells who the company is, where and since when (${code})`, async ({ page }) => {
    const [history, regions] = await Promise.all([
      provider.aboutHistory({ language: code }),
      provider.areaSearch({ language: code }),
    ]);
    await page.goto(`${prefix}/about`);
    await expect(page.locator("main h1")).toHaveText(t.about.heading);
    await expect(page.locator("main")).toContainText(t.about.who[0] ?? "");
    await expect(page.locator("main")).toContainText(t.about.facts.foundedValue);

    const entries = page.getByTestId("timeline").locator("li");
    await expect(entries).toHaveCount(history.length);
    for (const [index, entry] of history.entries()) {
      const item = entries.nth(index);
      await expect(item.getByRole("heading", { level: 3 })).toHaveText(entry.title);
      await expect(item).toContainText(entry.description);
      await expect(item.locator("time")).toHaveAttribute(
        "datetime",
        `${entry.year}-${String(entry.month).padStart(2, "0")}`,
      );
    }
    for (const region of regions)
      await expect(page.locator("main")).toContainText(
        region.available ? region.name : region.city,
      );

    const [organization] = (await jsonLd(page)).filter(
      (block) => block["@type"] === "Organization",
    );
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      legalName: "Hostfront Limited",
      foundingDate: "2016-03",
    });

    expectNoSkippedLevels(await headingLevels(page));
    expect(await axe(page).include("main").analyze()).toMatchObject({
      violations: [],
    });
  });
}
