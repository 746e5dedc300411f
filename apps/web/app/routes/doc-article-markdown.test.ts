// An article as Markdown (/doc/article/{slug}.md): its title as `# `, its source, links absolute;
// an unknown slug a plain-text 404.
import { type Language, localizePath } from "@hostfront/i18n";
import { describe, expect, it } from "vitest";
import { articleSlugs, findArticle } from "~/lib/docs/docs.server";
import { MACHINE_DOCS_CACHE } from "~/lib/docs/machine-docs.server";
import { pageArgs, publishedAt } from "~/test/request";
import { loader } from "./doc-article-markdown";

const load = async (language: Language, slug: string) =>
  loader(await pageArgs(localizePath(`/doc/article/${slug}.md`, language), { params: { slug } }));

describe("doc-article-markdown loader", () => {
  it.each(["en", "zh", "ja"] as const)("answers every %s article as Markdown", async (language) => {
    for (const slug of articleSlugs) {
      const response = await load(language, slug);
      const text = await response.text();
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe(MACHINE_DOCS_CACHE);
      expect(text.split("\n")[0]).toBe(`# ${findArticle(language, slug)?.title}`);
      expect(text).not.toMatch(/^title: /m);
      // Every link to the site is absolute, to the site URL of the article's language.
      expect(text).not.toMatch(/\]\((\/|#)/);
    }
  });

  it("makes the refund article's links absolute in its language", async () => {
    const text = await (await load("ja", "refund")).text();
    expect(text).toContain(`](${publishedAt("/doc/article/legal-and-terms", "ja")})`);
  });

  it.each(["nope", "..%2Fpackage", "REFUND"])(
    "answers an unknown slug (%s) 404 in plain text",
    async (slug) => {
      const response = await load("en", slug);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(await response.text()).toMatch(/^Page not found: /);
    },
  );
});
