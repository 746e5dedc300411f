// /llms.txt, /zh/llms.txt, /ja/llms.txt (https://llmstxt.org): the language's articles by
// category, each a link to its Markdown with its description, and the announcements feed.
import { languageContext } from "~/context";
import { articleMarkdownUrl, categoriesOf } from "~/lib/docs/docs.server";
import { llmsTxt, MACHINE_DOCS_CACHE } from "~/lib/docs/machine-docs.server";
import { FEED_PATH } from "~/lib/page/seo";
import { publicUrl } from "~/lib/page/seo.server";
import { translatorOf } from "~/lib/texts/translator.server";
import type { Route } from "./+types/llms-txt";

export function loader({ context }: Route.LoaderArgs) {
  const language = context.get(languageContext);
  const t = translatorOf(context);
  const body = llmsTxt({
    name: `${t("site.name")} · ${t("pages.doc.title")}`,
    summary: t("pages.doc.description"),
    sections: [
      ...categoriesOf(language).map(({ category, articles }) => ({
        name: t(`docs.categories.${category}.name`),
        links: articles.map((article) => ({
          title: article.title,
          url: articleMarkdownUrl(article.slug, language),
          description: article.description,
        })),
      })),
      // "Optional" in llmstxt.org's sense: what a reader short of room may skip.
      {
        name: "Optional",
        links: [
          {
            title: t("pages.doc-announce.title"),
            url: publicUrl(FEED_PATH, language),
            description: t("pages.doc-announce.description"),
          },
        ],
      },
    ],
  });
  return new Response(body, {
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": MACHINE_DOCS_CACHE,
    },
  });
}
