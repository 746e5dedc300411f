// Routes: every page of ./pages.ts in three languages, then the resource routes.

import { languages } from "@hostfront/i18n";
import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { pageFiles, pages, routeId } from "./pages.ts";

const localized = languages.flatMap((language) =>
  pages.map((page) => {
    const id = routeId(page.name, language);
    const file = pageFiles(page.name).route;
    if (language === "en")
      return page.path === "/" ? index(file, { id }) : route(page.path, file, { id });
    return route(page.path === "/" ? `/${language}` : `/${language}${page.path}`, file, {
      id,
    });
  }),
);

/** A resource route in every language, `/zh` and `/ja` prefixed: ids `name-en`, `name-zh`, `name-ja`. */
const inEveryLanguage = (path: string, file: string, name: string) =>
  languages.map((language) =>
    route(language === "en" ? path : `${language}/${path}`, file, { id: `${name}-${language}` }),
  );

export default [
  ...localized,
  route("api/doc-search", "routes/api-doc-search.ts", { id: "doc-search-api" }),
  route("api/*", "routes/api.ts", { id: "bff" }),
  route("sitemap.xml", "routes/sitemap.ts", { id: "sitemap" }),
  route("robots.txt", "routes/robots.ts", { id: "robots" }),
  // For machines (llmstxt.org); `:slug.md` outranks the article page's `:slug` (a static part).
  ...inEveryLanguage("llms.txt", "routes/llms-txt.ts", "llms-txt"),
  ...inEveryLanguage(
    "doc/article/:slug.md",
    "routes/doc-article-markdown.ts",
    "doc-article-markdown",
  ),
  ...inEveryLanguage("doc/announce.atom", "routes/doc-announce-atom.ts", "doc-announce-atom"),
  route("version.json", "routes/version.ts", { id: "version" }),
  route("healthz", "routes/healthz.ts", { id: "healthz" }),
  route("readyz", "routes/readyz.ts", { id: "readyz" }),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
