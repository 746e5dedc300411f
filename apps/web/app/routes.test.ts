// app/routes.ts registers every page of pages.ts three times (SPEC.md section 2): `name___en`
// without a prefix, `name___zh` under /zh and `name___ja` under /ja.
import { languages } from "@hostfront/i18n";
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
      "version",
      "healthz",
      "bench-floor",
      "not-found",
    ]);
    expect(routes.at(-1)?.path).toBe("*");
  });

  it("uses unique ids", () => {
    expect(byId.size).toBe(routes.length);
  });
});
