// Texts that travel apart from the page, per language, each as a chunk of its own,
// content-hashed by the build: each page's (`virtual:page-texts/<language>/<page>`, what a
// client navigation fetches to show the next page) and each shell part's that is fetched when
// reached for (`virtual:part-texts/<language>/<part>`, loaded with the part's code), and each
// condition's (the error page's, loaded before a client navigation renders). The
// table `virtual:part-texts` holds the parts' loaders. The pages' loaders, with each page's
// name and path (pages.ts's rows carry much more the browser has no use for), are a chunk per
// language (`virtual:page-texts/<language>`), fetched at the first client navigation:
// `virtual:page-texts` only says where each language's is. A page document needs none of
// them, and a table of every page's chunks in three languages would weigh on every shell.
import { isLanguage, languages, resources } from "@hostfront/i18n";
import type { Plugin } from "vite";
import { pageTextPaths, pick, SHELL_PART_TEXTS } from "./app/lib/texts/dictionary.ts";
import { CONDITIONAL_TEXTS, type Page, pages } from "./app/pages.ts";

/** A table of chunks: the names it has and the text paths of each. */
interface Table {
  readonly names: readonly string[];
  readonly paths: (name: string) => readonly string[] | undefined;
  /**
   * When each language's loaders are a chunk of their own (`<table>/<language>`, fetched when
   * first needed; the table then only says where each language's is): what else that chunk
   * exports. Without it, the table holds every language's loaders.
   */
  readonly languageChunks?: { readonly exports: string };
}

const tables: Record<string, Table> = {
  "virtual:page-texts": {
    names: pages.map((page) => page.name),
    paths: (name) => {
      const page: Page | undefined = pages.find((candidate) => candidate.name === name);
      // Everything the page may show: its islands' texts and its conditions' too.
      return (
        page && [
          ...pageTextPaths(page),
          ...(page.conditions ?? []).flatMap((condition) => CONDITIONAL_TEXTS[condition]),
        ]
      );
    },
    // With each page's name and path, for finding the page of a path.
    languageChunks: {
      exports: `export const paths = ${JSON.stringify(pages.map((page) => [page.name, page.path]))};`,
    },
  },
  // The shell parts' texts and the conditions' (CONDITIONAL_TEXTS: the error page's).
  "virtual:part-texts": {
    names: [...Object.keys(SHELL_PART_TEXTS), ...Object.keys(CONDITIONAL_TEXTS)],
    paths: (name) =>
      SHELL_PART_TEXTS[name as keyof typeof SHELL_PART_TEXTS] ??
      CONDITIONAL_TEXTS[name as keyof typeof CONDITIONAL_TEXTS],
  },
};

/** An object literal of loaders: each name's texts chunk in `language` (`<table>/<language>/<name>`). */
const loaderTable = (table: string, language: string, names: readonly string[]): string =>
  `{${names
    .map(
      (entry) =>
        `${JSON.stringify(entry)}: () => import(${JSON.stringify(`${table}/${language}/${entry}`)})`,
    )
    .join(",")}}`;

export function pageTexts(): Plugin {
  return {
    name: "hostfront-page-texts",
    resolveId(id) {
      for (const table of Object.keys(tables))
        if (id === table || id.startsWith(`${table}/`)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (!id.startsWith("\0")) return undefined;
      const wanted = id.slice(1);
      for (const [name, table] of Object.entries(tables)) {
        if (wanted === name) {
          const rows = languages.map(
            (language) =>
              `${JSON.stringify(language)}: ${
                table.languageChunks
                  ? `() => import(${JSON.stringify(`${name}/${language}`)})`
                  : loaderTable(name, language, table.names)
              }`,
          );
          return `export const ${table.languageChunks ? "tables" : "loaders"} = {${rows.join(",")}};`;
        }
        if (!wanted.startsWith(`${name}/`)) continue;
        const [language, entry] = wanted.slice(name.length + 1).split("/");
        if (entry === undefined && table.languageChunks && isLanguage(language))
          return `export const loaders = ${loaderTable(name, language, table.names)};${table.languageChunks.exports}`;
        const paths = table.paths(entry ?? "");
        const dictionary = resources[language as keyof typeof resources]?.common;
        if (!paths || !dictionary) throw new Error(`no texts for ${wanted}`);
        // JSON.parse of a string literal is faster to load than the same object literal.
        const json = JSON.stringify(pick(dictionary, paths));
        return `export default JSON.parse(${JSON.stringify(json)});`;
      }
      return undefined;
    },
  };
}
