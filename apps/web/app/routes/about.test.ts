// About: the provider's history as a timeline (year and month in the page's language) and its
// regions by continent, an outage shown as unavailable, and the Organization JSON-LD.
import { type Language, languageTags, resources } from "@hostfront/i18n";
import { beforeEach, describe, expect, it } from "vitest";
import { callKey } from "~/lib/cache/cache.server";
import { api, cache } from "~/lib/cache/upstream.server";
import { mockProviderApi } from "~/test/provider";
import { pageArgs, publishedAt, unwrap } from "~/test/request";
import { loader } from "./about";

const upstream = mockProviderApi();
const LANGUAGES = ["en", "zh", "ja"] as const;

beforeEach(async () => {
  for (const language of LANGUAGES) {
    await cache.invalidate(callKey("aboutHistory", { language }));
    await cache.invalidate(callKey("areaSearch", { language }));
  }
});

const path = (language: Language) => (language === "en" ? "/about" : `/${language}/about`);

describe("about loader", () => {
  it.each(LANGUAGES)("tells the history oldest first in %s", async (language) => {
    const { data, status } = unwrap(await loader(await pageArgs(path(language))));
    const expected = await api.aboutHistory({ language });
    expect(status).toBe(200);
    expect(expected.length).toBeGreaterThan(0);
    const month = new Intl.DateTimeFormat(languageTags[language], {
      year: "numeric",
      month: "long",
      timeZone: "UTC",
    });
    expect(data.history).toEqual(
      expected.map((entry) => ({
        title: entry.title,
        description: entry.description,
        when: month.format(Date.UTC(entry.year, entry.month - 1, 1)),
        dateTime: `${entry.year}-${String(entry.month).padStart(2, "0")}`,
      })),
    );
    expect(data.history?.[0]?.dateTime).toBe("2016-03");
    expect(upstream.to("/api/seniorManage/about/history/search")[0]?.body).toEqual({ language });
    expect(data.seo.title).toContain(resources[language].common.pages.about.title);
    expect(data.homeUrl).toBe(publishedAt("/", language));
  });

  it("groups the provider's regions by continent, with their names in the page's language", async () => {
    const { data } = unwrap(await loader(await pageArgs("/ja/about")));
    const regions = await api.areaSearch({ language: "ja" });
    const listed = data.continents?.flatMap((group) => group.regions.map((region) => region.id));
    expect(listed?.sort()).toEqual(regions.map((region) => region.id).sort());
    const asia = data.continents?.find((group) => group.continent === "asia");
    const tokyo = asia?.regions.find((region) => region.id === "tyo");
    expect(tokyo).toMatchObject({ name: "東京", country: "日本", available: true, ddos: true });
    expect(tokyo?.products).toEqual(["vps", "cvm", "dedicated"]);
    // Sydney is announced, not open (FACTS.md).
    const sydney = data.continents
      ?.find((group) => group.continent === "oceania")
      ?.regions.find((region) => region.id === "syd");
    expect(sydney).toMatchObject({ available: false, name: "シドニー" });
  });

  it("answers 200 with the provider's parts unavailable when it is down", async () => {
    upstream.down();
    const { data, status } = unwrap(await loader(await pageArgs("/zh/about")));
    expect(status).toBe(200);
    expect(data.history).toBeNull();
    expect(data.continents).toBeNull();
  });

  it("has the company's facts in every language", () => {
    for (const language of LANGUAGES) {
      const about = resources[language].common.pages.about;
      expect(about.who.length).toBeGreaterThan(0);
      expect(about.facts.foundedValue).toMatch(/2016/);
      expect(about.facts.regionsValue).toMatch(/7/);
    }
  });
});
