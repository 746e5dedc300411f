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

export default [
  ...localized,
  route("api/doc-search", "routes/api-doc-search.ts", { id: "doc-search-api" }),
  route("api/*", "routes/api.ts", { id: "bff" }),
  route("sitemap.xml", "routes/sitemap.ts", { id: "sitemap" }),
  route("robots.txt", "routes/robots.ts", { id: "robots" }),
  route("version.json", "routes/version.ts", { id: "version" }),
  route("healthz", "routes/healthz.ts", { id: "healthz" }),
  route("readyz", "routes/readyz.ts", { id: "readyz" }),
  route("_bench/floor", "routes/bench-floor.tsx", { id: "bench-floor" }),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
