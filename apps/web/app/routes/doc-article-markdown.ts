// An article as Markdown at its URL plus `.md` (/doc/article/refund.md, /ja/doc/article/refund.md):
// `# Title`, then its source, links absolute. An unknown slug is a plain-text 404.
import { languageContext } from "~/context";
import { articleMarkdown } from "~/lib/docs/docs.server";
import { MACHINE_DOCS_CACHE } from "~/lib/docs/machine-docs.server";
import type { Route } from "./+types/doc-article-markdown";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const markdown = await articleMarkdown(context.get(languageContext), params.slug);
  if (markdown === undefined)
    return new Response(`Page not found: ${new URL(request.url).pathname}\n`, {
      status: 404,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
    });
  return new Response(markdown, {
    headers: {
      "content-type": "text/markdown; charset=utf-8",
      "cache-control": MACHINE_DOCS_CACHE,
    },
  });
}
