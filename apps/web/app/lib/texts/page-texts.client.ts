// Before a client navigation renders the next page, its texts (its row of pages.ts) are
// added to the visitor's dictionary: a small content-hashed chunk per page and language,
// fetched once, found in the language's table of them (fetched at the first client
// navigation). The page the visitor landed on has its texts embedded already.

import { tables } from "virtual:page-texts";
import { loaders as partLoaders } from "virtual:part-texts";
import { languageFromPath, stripLanguagePrefix } from "@hostfront/i18n";
import type { ShellPart } from "@hostfront/ui";
import type { i18n as I18n } from "i18next";
import { matchRoutes } from "react-router";
import type { ConditionalTexts } from "~/pages";
import { pagePathname } from "../http/page-path";

const loaded = new Set<string>();

/** Marks a page's texts as present (the page the document was rendered for). */
export function pageTextsPresent(language: string, name: string): void {
  loaded.add(`${language}/${name}`);
}

/** Marks the texts of a condition as present (the document showed it). */
export function conditionalTextsPresent(language: string, condition: string): void {
  loaded.add(`${language}/if:${condition}`);
}

/**
 * The page a path shows, by the pages.ts table (its names and paths), with the loader of its
 * texts in the path's language.
 */
export async function pageAt(pathname: string): Promise<
  | {
      name: string;
      path: string;
      load: (() => Promise<{ default: Record<string, unknown> }>) | undefined;
    }
  | undefined
> {
  const table = await tables[languageFromPath(pathname)]?.();
  if (!table) return undefined;
  const path = stripLanguagePrefix(pagePathname(pathname)) || "/";
  const found = pageOfPath(table.paths, path);
  return found && { name: found[0], path: found[1], load: table.loaders[found[0]] };
}

/**
 * The row of `paths` ([name, pattern]) React Router matches `path` to: ranked as the router
 * ranks routes (a static segment before a parameter), not the first row that fits.
 */
export function pageOfPath<Row extends readonly [string, string]>(
  paths: readonly Row[],
  path: string,
): Row | undefined {
  const match = matchRoutes(
    paths.map(([name, pattern]) => ({ id: name, path: pattern })),
    path,
  )?.[0];
  return match && paths.find(([name]) => name === match.route.id);
}

/** Adds the texts `load` gives to `i18n` in `language` under `key`, once. */
async function addTexts(
  i18n: I18n,
  language: string,
  key: string,
  load: (() => Promise<{ default: Record<string, unknown> }>) | undefined,
): Promise<void> {
  if (loaded.has(key) || !load) return;
  const { default: texts } = await load();
  // Deep, and without overwriting: the shell's texts stay as they are.
  i18n.addResourceBundle(language, "common", texts, true, false);
  loaded.add(key);
}

/** Adds the texts of the page at `pathname` to `i18n`, once. */
export async function loadPageTexts(i18n: I18n, pathname: string): Promise<void> {
  const page = await pageAt(pathname);
  if (!page) return;
  const language = languageFromPath(pathname);
  await addTexts(i18n, language, `${language}/${page.name}`, page.load);
}

/**
 * Adds the texts of a shell part fetched when reached for (@hostfront/ui's `ShellPart`: the
 * menus, the chat window, the promo) to `i18n`, once: the part shows when they are here.
 */
export async function loadPartTexts(i18n: I18n, part: ShellPart): Promise<void> {
  const language = i18n.language;
  await addTexts(i18n, language, `${language}/part:${part}`, partLoaders[language]?.[part]);
}

/**
 * Adds the texts of a condition (CONDITIONAL_TEXTS of pages.ts: the error page) to
 * `i18n`, once; a document that showed it has them already.
 */
export async function loadConditionalTexts(i18n: I18n, condition: ConditionalTexts): Promise<void> {
  const language = i18n.language;
  await addTexts(i18n, language, `${language}/if:${condition}`, partLoaders[language]?.[condition]);
}
