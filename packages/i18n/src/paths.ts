// Language prefixes in URL paths: `/zh/...` and `/ja/...`; English has none.
import { defaultLanguage, isLanguage, type Language } from "./languages.ts";

/** React Router asks for loader data at `<path>.data` (`/ja.data`, `/ja/doc.data`). */
const DATA_SUFFIX = ".data";

function firstSegment(pathname: string): string {
  const path = pathname.endsWith(DATA_SUFFIX) ? pathname.slice(0, -DATA_SUFFIX.length) : pathname;
  const end = path.indexOf("/", 1);
  return end === -1 ? path.slice(1) : path.slice(1, end);
}

/**
 * The language a pathname is in: its first segment when that is `zh` or `ja`, otherwise
 * English. Understands data requests: `/ja.data` and `/ja/doc.data` are Japanese.
 */
export function languageFromPath(pathname: string): Language {
  const segment = firstSegment(pathname);
  return segment !== defaultLanguage && isLanguage(segment) ? segment : defaultLanguage;
}

/** Splits a path into its pathname and its `?query#hash` tail. */
function splitPath(path: string): [pathname: string, tail: string] {
  const index = path.search(/[?#]/);
  return index === -1 ? [path, ""] : [path.slice(0, index), path.slice(index)];
}

/**
 * The pathname without a language prefix (`/zh/doc` -> `/doc`, `/ja` -> `/`). An `/en`
 * prefix is removed too: English URLs are unprefixed, and `/en/...` redirects there.
 */
export function stripLanguagePrefix(pathname: string): string {
  const segment = firstSegment(pathname);
  if (!isLanguage(segment)) return pathname || "/";
  const rest = pathname.slice(segment.length + 1);
  return rest === "" ? "/" : rest;
}

/**
 * `path` in `language`: the language prefix replaced (`/zh/doc`, `ja` -> `/ja/doc`;
 * `/ja/doc?q=1`, `en` -> `/doc?q=1`). Query and hash are kept. Only site-relative paths
 * (starting with one `/`) are localized; anything else is returned unchanged.
 */
export function localizePath(path: string, language: Language): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const [pathname, tail] = splitPath(path);
  const bare = stripLanguagePrefix(pathname);
  if (language === defaultLanguage) return bare + tail;
  return (bare === "/" ? `/${language}` : `/${language}${bare}`) + tail;
}
