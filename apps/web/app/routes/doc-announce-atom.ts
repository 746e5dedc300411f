// /doc/announce.atom (and /zh, /ja): the newest announcements of a language as an Atom 1.0 feed,
// beside the list page it follows. Without the provider's answer it is a 503, never an empty feed.
import { announcementPath } from "@hostfront/ui";
import { languageContext } from "~/context";
import { cachedCall } from "~/lib/cache/upstream.server";
import { atomFeed, FEED_ENTRIES, MACHINE_DOCS_CACHE } from "~/lib/docs/machine-docs.server";
import { orNull } from "~/lib/ops/log.server";
import { FEED_PATH } from "~/lib/page/seo";
import { publicUrl } from "~/lib/page/seo.server";
import { translatorOf } from "~/lib/texts/translator.server";
import type { Route } from "./+types/doc-announce-atom";

export async function loader({ context }: Route.LoaderArgs) {
  const language = context.get(languageContext);
  const t = translatorOf(context);
  const list = await orNull(
    cachedCall(context, "announcements", { language, page: 1, row: FEED_ENTRIES }),
    context,
    "announcements feed",
  );
  if (list === null)
    return new Response("The announcements are not available; try again shortly.\n", {
      status: 503,
      headers: {
        "content-type": "text/plain; charset=utf-8",
        "cache-control": "no-store",
        "retry-after": "60",
      },
    });
  const feed = atomFeed({
    title: `${t("pages.doc-announce.title")} · ${t("site.name")}`,
    subtitle: t("pages.doc-announce.description"),
    language,
    self: publicUrl(FEED_PATH, language),
    alternate: publicUrl("/doc/announce", language),
    author: t("site.name"),
    now: new Date(),
    entries: list.map((item) => ({
      title: item.title,
      summary: item.summary,
      url: publicUrl(announcementPath(item.id), language),
      published: item.createTime,
      category: item.category,
    })),
  });
  return new Response(feed, {
    headers: {
      "content-type": "application/atom+xml; charset=utf-8",
      "cache-control": MACHINE_DOCS_CACHE,
    },
  });
}
