import { type Language, resources } from "@hostfront/i18n";
import { describe, expect, it } from "vitest";
import { mockProviderApi } from "~/test/provider";
import { pageArgs, unwrap } from "~/test/request";
import { loader as docHome } from "./doc";

const _upstream = mockProviderApi();
const prefix = (language: Language) => (language === "en" ? "" : `/${language}`);
const LANGUAGES: Language[] = ["en", "zh", "ja"];

describe("doc home", () => {
  it.each(LANGUAGES)("lists every category with its articles in %s", async (language) => {
    const { data } = unwrap(docHome(await pageArgs(`${prefix(language)}/doc`)));
    expect(data.categories.map((c) => c.category)).toEqual([
      "getting-started",
      "products",
      "guides",
      "network",
      "pricing",
      "billing",
      "policies",
      "developers",
    ]);
    const slugs = data.categories.flatMap((c) => c.articles.map((a) => a.slug));
    expect(slugs.length).toBeGreaterThanOrEqual(25);
    expect(slugs).toContain("refund");
    expect(data.seo.title).toContain(resources[language].common.pages.doc.title);
  });
});
