// robots.txt: everything but the member pages, the BFF and search results; where the sitemap is.
import { languages } from "@hostfront/i18n";
import { config } from "~/env.server";

const PRIVATE = ["/api/", "/userCenter", "/myProduct/", "/workServer/", "/doc/search/"];

export function loader() {
  const prefixes = languages.map((language) => (language === "en" ? "" : `/${language}`));
  const disallow = prefixes.flatMap((prefix) =>
    PRIVATE.filter((path) => prefix === "" || !path.startsWith("/api/")).map(
      (path) => `Disallow: ${prefix}${path}`,
    ),
  );
  const body = [
    "User-agent: *",
    "Allow: /",
    ...disallow,
    "",
    `Sitemap: ${config.siteUrls.en}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "public, max-age=3600",
    },
  });
}
