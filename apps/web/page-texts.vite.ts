// Each page's texts per language as a chunk of its own (`virtual:page-texts/<language>/<page>`),
// content-hashed by the build, and a table of loaders for them (`virtual:page-texts`): what a
// client navigation fetches to show the next page in the visitor's language.
import { languages, resources } from "@hostfront/i18n";
import type { Plugin } from "vite";
import { pageTextPaths, pick } from "./app/lib/dictionary.ts";
import { pages } from "./app/pages.ts";

const TABLE = "virtual:page-texts";
const PREFIX = `${TABLE}/`;
const RESOLVED = `\0${TABLE}`;

export function pageTexts(): Plugin {
  return {
    name: "hostfront-page-texts",
    resolveId(id) {
      if (id === TABLE || id.startsWith(PREFIX)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === RESOLVED) {
        const table = languages.map((language) => {
          const entries = pages.map(
            (page) =>
              `${JSON.stringify(page.name)}: () => import(${JSON.stringify(`${PREFIX}${language}/${page.name}`)})`,
          );
          return `${JSON.stringify(language)}: {${entries.join(",")}}`;
        });
        return `export const loaders = {${table.join(",")}};`;
      }
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [language, name] = id.slice(PREFIX.length + 1).split("/");
      const page = pages.find((candidate) => candidate.name === name);
      const dictionary = resources[language as keyof typeof resources]?.common;
      if (!page || !dictionary) throw new Error(`no page texts for ${id.slice(1)}`);
      // JSON.parse of a string literal is faster to load than the same object literal.
      const json = JSON.stringify(pick(dictionary, pageTextPaths(page)));
      return `export default JSON.parse(${JSON.stringify(json)});`;
    },
  };
}
