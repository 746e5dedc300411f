// /llms.txt per language (llmstxt.org): the site's name, a summary, then the articles by category,
// one line each, linking their Markdown.
import { type Language, localizePath } from "@hostfront/i18n";
import { describe, expect, it } from "vitest";
import { articleSlugs, categoriesOf } from "~/lib/docs/docs.server";
import { MACHINE_DOCS_CACHE } from "~/lib/docs/machine-docs.server";
import { texts } from "~/test/language";
import { pageArgs, publishedAt } from "~/test/request";
import { loader } from "./llms-txt";

const load = async (language: Language) =>
  loader(await pageArgs(localizePath("/llms.txt", language)));

describe("llms-txt loader", () => {
  it.each(["en", "zh", "ja"] as const)(
    "lists every %s article once, by category",
    async (language) => {
      const response = await load(language);
      const text = await response.text();
      expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe(MACHINE_DOCS_CACHE);
      const lines = text.split("\n");
      expect(lines[0]).toBe(`# ${texts(language).site.name} · ${texts(language).pages.doc.title}`);
      expect(lines[2]).toBe(`> ${texts(language).pages.doc.description}`);
      const headings = lines.filter((line) => line.startsWith("## ")).map((line) => line.slice(3));
      expect(headings).toEqual([
        ...categoriesOf(language).map(
          ({ category }) => texts(language).docs.categories[category].name,
        ),
        "Optional",
      ]);
      const links = lines.filter((line) => line.startsWith("- "));
      const articles = links.filter((line) => line.includes(".md)"));
      expect(articles).toHaveLength(articleSlugs.length);
      for (const { articles: list } of categoriesOf(language))
        for (const article of list)
          expect(articles).toContain(
            `- [${article.title}](${publishedAt(`/doc/article/${article.slug}`, language)}.md): ${article.description}`,
          );
      expect(text).toContain(`(${publishedAt("/doc/announce.atom", language)})`);
    },
  );
});
