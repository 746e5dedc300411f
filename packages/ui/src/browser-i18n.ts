// The browser's i18n instance: the page's dictionary and the lookups the site makes of it,
// without i18next. The server renders with i18next; every lookup of that render goes first
// through `useTranslation`'s own reading of the dictionary (translation.ts: plain texts,
// placeholders, plurals), which answers every text of the site's dictionaries as i18next does
// (translation.test.tsx compares them text by text in every language). What is left to an
// instance's `t` is what this one answers too: objects (`returnObjects`), keys with no text
// (the key, or the `defaultValue`), and the same lookups made outside the hook. So the
// browser hydrates and navigates with this instance and never loads i18next, which was a
// large share of every page's JavaScript before interaction (ADR 0017).
//
// A lookup outside those (a format, a context, an ordinal, nesting, another language or
// namespace) is a mistake in the site's code: it is reported (`reportError`, an uncaught
// error to the page's listeners and the end-to-end suite) and answered with the key, as
// i18next answers a text it cannot find.
import type { i18n as I18n, TFunction } from "i18next";
import {
  chosenString,
  dictionaryNode,
  filledText,
  PLACEHOLDER,
  VALUE_NAME,
} from "./translation.ts";

/** A page's texts: names to texts or to more names. */
export interface Texts {
  [name: string]: string | Texts | readonly string[];
}

/** What the browser's instance is made with: the page's language, namespace and texts. */
export interface BrowserI18nOptions {
  language: string;
  namespace: string;
  texts: Texts;
}

/** Values of placeholders i18next writes as they are (`String(value)`). */
type Values = Record<string, string | number | boolean>;

/** Options that change what i18next answers in ways this instance does not follow. */
const NOT_FOLLOWED = new Set([
  "context",
  "ordinal",
  "lng",
  "lngs",
  "ns",
  "keyPrefix",
  "postProcess",
  "interpolation",
  "replace",
  "joinArrays",
  "fallbackLng",
  "skipInterpolation",
  "nsSeparator",
  "keySeparator",
]);

/**
 * The values `text`'s placeholders name, with the count, as i18next writes them: one given as
 * undefined or null as nothing, one not given at all as the placeholder itself (its
 * `skipOnVariables`, on by default); null when a placeholder is more than a name (a format,
 * `-`) or its value is not a string, number or boolean.
 */
function valuesFor(text: string, options: Record<string, unknown>): Values | null {
  const used: Values = {};
  for (const [placeholder, inside] of text.matchAll(PLACEHOLDER)) {
    const name = VALUE_NAME.exec(inside ?? "")?.[1];
    if (name === undefined) return null;
    const value = Object.hasOwn(options, name) ? (options[name] ?? "") : placeholder;
    if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean")
      return null;
    used[name] = value;
  }
  const { count } = options;
  if (typeof count === "number" || typeof count === "string" || typeof count === "boolean")
    used.count = count;
  return used;
}

/** Merges `source` into `target` as i18next's `addResourceBundle(…, deep)` does. */
function deepMerge(target: Record<string, unknown>, source: object, overwrite: boolean): void {
  for (const [name, value] of Object.entries(source)) {
    if (name === "__proto__" || name === "constructor") continue;
    const present = target[name];
    if (!Object.hasOwn(target, name)) target[name] = value;
    else if (typeof present === "string" || typeof value === "string") {
      if (overwrite) target[name] = value;
    } else if (typeof present === "object" && present !== null && typeof value === "object")
      deepMerge(present as Record<string, unknown>, value as object, overwrite);
  }
}

/**
 * An i18n instance for the browser with the texts embedded in the page (`texts`, in
 * `language`, under `namespace`): what `useTranslation`, react-i18next's provider and the
 * site's text loaders use of i18next's (`language`, `options`, `store.data`,
 * `addResourceBundle`, `t`, `getFixedT`).
 */
export function createBrowserI18n({ language, namespace, texts }: BrowserI18nOptions): I18n {
  const data: Record<string, Record<string, Texts>> = { [language]: { [namespace]: texts } };
  const options = {
    lng: language,
    fallbackLng: false as const,
    defaultNS: namespace,
    ns: [namespace],
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  };

  /** Reports a lookup this instance cannot answer as i18next would, and answers the key. */
  const unanswered = (key: unknown, why: string): string => {
    const error = new Error(`i18n: ${why} (${JSON.stringify(key)}); the browser has no i18next`);
    (globalThis.reportError ?? ((e: unknown) => console.error(e)))(error);
    return String(key);
  };

  const lookup = (key: unknown, given?: unknown): unknown => {
    if (typeof key !== "string") return unanswered(key, "a key that is not a string");
    if (given !== undefined && (typeof given !== "object" || given === null))
      return unanswered(key, "options that are not an object");
    const options = (given ?? {}) as Record<string, unknown>;
    for (const name of Object.keys(options))
      if (NOT_FOLLOWED.has(name)) return unanswered(key, `the option ${name}`);
    const node = dictionaryNode(instance, language, key);
    if (typeof node === "object" && node !== null) {
      if (options.returnObjects !== true) return unanswered(key, "an object asked for as a text");
      // i18next gives a copy with each text looked up with the same options.
      const copy: Record<string, unknown> | unknown[] = Array.isArray(node) ? [] : {};
      for (const name of Object.keys(node))
        (copy as Record<string, unknown>)[name] = lookup(`${key}.${name}`, options);
      return copy;
    }
    // i18next picks a plural's text by a count that is not a string (a boolean as a number).
    const { count } = options;
    const counted =
      typeof count === "number" || typeof count === "boolean" ? Number(count) : undefined;
    if (count !== undefined && counted === undefined && typeof count !== "string")
      return unanswered(key, "a count that is not a number");
    const text = chosenString(instance, language, key, counted);
    if (text === null) return unanswered(key, "a key or a text only i18next reads (nesting)");
    // No text: the default when one is given (filled like a text), else the key.
    const { defaultValue } = options;
    if (text === undefined && defaultValue === undefined) return key.slice(key.indexOf(":") + 1);
    const written = text ?? String(defaultValue);
    const values = valuesFor(written, options);
    return (
      (values && filledText(written, values)) ?? unanswered(key, "placeholders it cannot fill")
    );
  };

  const t = lookup as unknown as TFunction;
  // What the site and react-i18next use of an i18next instance; the rest is not there.
  const instance = {
    language,
    languages: [language],
    resolvedLanguage: language,
    isInitialized: true,
    initializedStoreOnce: true,
    options,
    store: { data },
    t,
    getFixedT: () => t,
    addResourceBundle(
      lng: string,
      ns: string,
      bundle: object,
      deep?: boolean,
      overwrite?: boolean,
    ) {
      data[lng] ??= {};
      const present = data[lng][ns] ?? {};
      const copy = JSON.parse(JSON.stringify(bundle)) as Texts;
      if (deep) deepMerge(present, copy, overwrite === true);
      data[lng][ns] = deep ? present : { ...present, ...copy };
      return instance;
    },
    hasResourceBundle: (lng: string, ns: string) => data[lng]?.[ns] !== undefined,
    hasLoadedNamespace: () => true,
    loadNamespaces: async () => {},
    on() {},
    off() {},
    emit() {},
  } as unknown as I18n;
  return instance;
}
