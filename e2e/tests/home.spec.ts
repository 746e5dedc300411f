// The home page in Chromium: every product line with a "from" price in the language's currency
// taken from the sandbox's catalogue, the regions, the current offers, the review summary as
// stars with valid schema.org AggregateRating JSON-LD, and links that lead to the products.
import { expect, test } from "@playwright/test";
import { acceptCookies, LANGUAGES, provider, texts } from "../support/site.ts";
import { seriousViolations } from "./serious-violations.ts";

const DEFAULT_CURRENCY = { en: "USD", zh: "HKD", ja: "JPY" } as const;
const LINES = [
  "vps",
  "dedicated",
  "cvm",
  "disks",
  "snapshots",
  "iso",
  "databases",
  "domains",
  "php",
] as const;

/** A USD price as the site shows it: converted at the provider's rate, formatted for the page. */
async function priceFor(usd: number, currency: string, tag: string): Promise<string> {
  const rate = (await provider.currencies()).find((c) => c.type === currency)?.rate ?? Number.NaN;
  const amount = Math.round(usd * rate * 1e6) / 1e6;
  return new Intl.NumberFormat(tag, { style: "currency", currency }).format(amount);
}

for (const { code, prefix, tag } of LANGUAGES) {
  test(`shows every product line with its price in ${DEFAULT_CURRENCY[code]} (${code})`, async ({
    page,
  }) => {
    const t = texts(code).pages.index;
    await acceptCookies(page);
    await page.goto(prefix || "/");
    await expect(page.locator("main h1")).toHaveText(t.heading);

    const currency = DEFAULT_CURRENCY[code];
    const plans = await provider.plans({ language: code });
    const cheapestVps = Math.min(
      ...plans.filter((p) => p.type === "vps" && p.stock > 0).map((p) => p.prices.month),
    );
    const hosting = await provider.hostingPlans({ kind: "php" });
    const suffix = (await provider.domainSuffixes({})).find((s) => s.suffix === ".com");
    const expected: Record<(typeof LINES)[number], string> = {
      vps: t.from.month.replace("{{price}}", await priceFor(cheapestVps, currency, tag)),
      dedicated: t.from.month.replace(
        "{{price}}",
        await priceFor(
          Math.min(...plans.filter((p) => p.type === "dedicated").map((p) => p.prices.month)),
          currency,
          tag,
        ),
      ),
      cvm: t.from.month.replace(
        "{{price}}",
        await priceFor(
          Math.min(...plans.filter((p) => p.type === "cvm").map((p) => p.prices.month)),
          currency,
          tag,
        ),
      ),
      disks: t.from.gbMonth.replace("{{price}}", await priceFor(0.03, currency, tag)),
      snapshots: t.from.gbMonth.replace("{{price}}", await priceFor(0.05, currency, tag)),
      iso: t.from.free,
      databases: t.from.month.replace("{{price}}", await priceFor(15, currency, tag)),
      domains: t.from.firstYear
        .replace("{{suffix}}", ".com")
        .replace(
          "{{price}}",
          await priceFor(suffix?.promoRegisterUsd ?? Number.NaN, currency, tag),
        ),
      php: t.from.month.replace(
        "{{price}}",
        await priceFor(hosting[0]?.prices.month ?? Number.NaN, currency, tag),
      ),
    };
    const lines = page.getByTestId("product-lines").locator("[data-line]");
    await expect(lines).toHaveCount(LINES.length);
    for (const key of LINES) {
      const line = page.locator(`[data-line="${key}"]`);
      await expect(line.getByRole("heading")).toHaveText(t.products[key].name);
      await expect(line.getByTestId("from-price")).toHaveText(expected[key]);
    }
    await expect(page.getByTestId("hero-price")).toContainText(
      await priceFor(cheapestVps, currency, tag),
    );

    // Regions: city and country in the page's language; the one not open says so.
    const regions = await provider.areaSearch({ language: code });
    await expect(page.getByTestId("regions").locator("[data-region]")).toHaveCount(regions.length);
    const closed = regions.find((region) => !region.available);
    if (!closed) throw new Error("the catalogue has no region coming");
    await expect(page.locator(`[data-region="${closed.id}"]`)).toContainText(t.comingSoon);
    await expect(page.locator('[data-region="tyo"]')).toContainText(
      regions.find((r) => r.id === "tyo")?.city ?? "?",
    );

    // The offers running now, with their sale prices.
    const offers = page.getByTestId("offers");
    await expect(offers).toContainText(await priceFor(139, currency, tag));
    await expect(offers).toContainText(await priceFor(79, currency, tag));

    expect(await seriousViolations(page)).toEqual([]);

    // A line leads to the article that covers it.
    await page
      .locator('[data-line="php"]')
      .getByRole("link", { name: t.products.php.name })
      .click();
    await expect(page).toHaveURL(`${prefix}/doc/article/php-hosting`);
  });

  test(`gives the review summary as stars and valid AggregateRating JSON-LD (${code})`, async ({
    page,
  }) => {
    const response = await page.goto(prefix || "/");
    // Prices follow the visitor's currency cookie: a shared cache must keep one copy per cookie.
    expect(response?.headers().vary).toMatch(/\bCookie\b/i);
    const scripts = page.locator('script[type="application/ld+json"]');
    await expect(scripts).toHaveCount(1);
    const raw = (await scripts.textContent()) ?? "";
    expect(raw).not.toContain("<");
    const ld = JSON.parse(raw) as {
      "@context": string;
      "@type": string;
      name: string;
      url: string;
      aggregateRating: Record<string, unknown>;
    };
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Hostfront",
      aggregateRating: { "@type": "AggregateRating", bestRating: 5, worstRating: 1 },
    });
    expect(new URL(ld.url).pathname).toBe(prefix || "/");
    const { ratingValue, reviewCount } = ld.aggregateRating as {
      ratingValue: number;
      reviewCount: number;
    };
    expect(ratingValue).toBeGreaterThanOrEqual(1);
    expect(ratingValue).toBeLessThanOrEqual(5);
    expect(reviewCount).toBeGreaterThan(0);
    // The stars show the same rating, rounded in half steps (SPEC.md section 9).
    const stars = page.getByTestId("review-summary").locator("[data-stars]");
    const steps = [4.5, 4, 3.5, 3, 2.5, 2, 1.5, 1];
    const rounded = (steps.find((above) => ratingValue > above) ?? 0.5) + 0.5;
    await expect(stars).toHaveAttribute("data-stars", String(rounded));
    await expect(page.getByTestId("review-summary")).toContainText(String(reviewCount));
  });
}
