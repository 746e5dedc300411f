// app/routes.ts registers every page of pages.ts three times (SPEC.md section 2): `name___en`
// without a prefix, `name___zh` under /zh and `name___ja` under /ja.
import { languages } from "@hostfront/i18n";
import { createStaticHandler, matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { pageFiles, pages } from "./pages";
import routes from "./routes";

const byId = new Map(routes.map((route) => [route.id, route]));

describe("routes", () => {
  it.each(pages.map((page) => [page.name, page] as const))(
    "registers %s in every language",
    (name, page) => {
      for (const language of languages) {
        const route = byId.get(`${name}___${language}`);
        expect(route, `${name}___${language}`).toBeDefined();
        expect(route?.file).toBe(pageFiles(page.name).route);
        const prefix = language === "en" ? "" : `/${language}`;
        const expected = page.path === "/" ? prefix || undefined : `${prefix}${page.path}`;
        if (language === "en" && page.path === "/") expect(route?.index).toBe(true);
        else expect(`/${(route?.path ?? "").replace(/^\//, "")}`).toBe(expected);
      }
    },
  );

  it("has nothing else but the resource routes and the 404 splat, which comes last", () => {
    const localized = routes.filter((route) => route.id?.includes("___"));
    expect(localized).toHaveLength(pages.length * languages.length);
    expect(routes.filter((route) => !route.id?.includes("___")).map((route) => route.id)).toEqual([
      "doc-search-api",
      "bff",
      "sitemap",
      "robots",
      ...["llms-txt", "doc-article-markdown", "doc-announce-atom"].flatMap((name) =>
        languages.map((language) => `${name}-${language}`),
      ),
      "version",
      "healthz",
      "readyz",
      "not-found",
    ]);
    expect(routes.at(-1)?.path).toBe("*");
  });

  it("uses unique ids", () => {
    expect(byId.size).toBe(routes.length);
  });
});

// React Router's matcher keeps the branch a pathname matched (patches/react-router, ADR 0015):
// a second look at a pathname must find what matching every branch finds.
describe("route matching", () => {
  const tree = [
    {
      id: "root",
      path: "",
      children: routes.map((route) => ({ id: route.id, path: route.path, index: route.index })),
    },
  ] as RouteObject[];
  const handler = createStaticHandler(tree);
  const paths = [
    ...routes.flatMap((route) => {
      const path = `/${(route.path ?? "").replace(/^\//, "")}`;
      const filled = path.replace(/:\w+/g, "x-1").replace("*", "a/b");
      return [filled, `${filled}/`, filled.toUpperCase(), `${filled}?q=1#top`];
    }),
    "/",
    "/nope",
    "/zh/nope/deeper",
    "/doc/article",
    "/doc/article/%E6%97%A5%E6%9C%AC",
    "/doc/search/a%2Fb",
    `/${"a".repeat(600)}`,
  ];
  const summary = (matches: ReturnType<typeof matchRoutes>) =>
    matches?.map((match) => [match.route.id, match.pathname, match.pathnameBase, match.params]) ??
    null;

  it("finds, on every look at a pathname, what matching every branch finds", () => {
    for (const look of [1, 2, 3])
      for (const path of paths)
        expect(summary(handler.match(path)), `${path} (look ${look})`).toEqual(
          summary(matchRoutes(tree, path)),
        );
  });
});
