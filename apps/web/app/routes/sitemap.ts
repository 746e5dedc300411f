// sitemap.xml: every indexable page in every language, each with its hreflang alternates;
// articles, announcements and group-buy offers included.
import { type Language, languages } from "@hostfront/i18n";
import { announcementPath } from "@hostfront/ui";
import { cachedCall } from "~/lib/cache/upstream.server";
import { articleSlugs } from "~/lib/docs/docs.server";
import { orNull } from "~/lib/ops/log.server";
import { publicUrl } from "~/lib/page/seo.server";
import { pages } from "~/pages";
import type { Route } from "./+types/sitemap";

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c,
  );

function entry(path: string): string {
  const alternates = [
    ...languages.map((language: Language) => ({
      hreflang: language,
      href: publicUrl(path, language),
    })),
    { hreflang: "x-default", href: publicUrl(path, "en") },
  ];
  return languages
    .map(
      (language) =>
        `<url><loc>${escapeXml(publicUrl(path, language))}</loc>${alternates
          .map(
            (a) =>
              `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`,
          )
          .join("")}</url>`,
    )
    .join("\n");
}

export async function loader({ context }: Route.LoaderArgs) {
  const [announcements, pintuans] = await Promise.all([
    orNull(
      cachedCall(context, "announcements", { page: 1, row: 100 }),
      context,
      "sitemap announcements",
    ),
    orNull(cachedCall(context, "pintuans", {}), context, "sitemap group-buy offers"),
  ]);
  const paths = [
    ...pages.filter((page) => page.sitemap && !page.path.includes(":")).map((page) => page.path),
    ...articleSlugs.map((slug) => `/doc/article/${slug}`),
    ...(announcements ?? []).map((a) => announcementPath(a.id)),
    ...(pintuans ?? []).map((p) => `/activity/pintuan/part-vps/${encodeURIComponent(p.id)}`),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${paths.map(entry).join("\n")}
</urlset>
`;
  return new Response(xml, {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": "public, max-age=0, s-maxage=3600",
    },
  });
}
