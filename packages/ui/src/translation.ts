// `useTranslation` for pages whose language never changes after load (a language switch is a
// new document): the `t` of the i18n instance in context (i18next's on the server, the
// browser's own from browser-i18n.ts, which has no i18next), made once per instance. React
// i18next's own hook copies the whole instance for every component on the server, a cost
// paid on every render of every page; this one reads the instance and nothing else.
//
// A plain lookup (a key, no options) gives the same text for every request of a language, yet
// i18next parses the key, walks its fallbacks and runs interpolation each time: profiled, that
// was a third of the bytes a page render allocated. Such texts are kept per dictionary and
// language, shared by every instance on the same resources (the site's remix-i18next makes
// one per language, tests and error pages their own). Only texts that were found are kept: a page's texts added later
// (a client navigation) are found when they arrive, and nothing in a dictionary changes.
//
// A text not kept yet is read from the dictionary itself when its key is a plain path
// (`ns:a.b.c` or `a.b.c`) and the text it names is a string with nothing for i18next to do
// (no `{{` interpolation, no `$t(` nesting): what i18next would answer, without its key
// parsing, fallback walk and interpolation pass. In the browser every text of a page is such
// a first lookup, and i18next's general path for them was the largest app-code item of a
// page's hydration in the profiles (ADR 0017). Anything else (a miss, an object, a text with work in it) goes to the instance.
//
// A lookup with options made of plain values (`{ count: 3 }`, `{ returnObjects: true }`) gives
// the same answer for the same values, so it is kept too, keyed by its values; the values
// vary (counts, names), so at most LOOKUPS_KEPT of those are kept per dictionary, and the
// cache starts again when full (on the server they were a visible share of a render's CPU in
// the profiles: ADR 0017). Its first answer is the dictionary's text with the values put in its
// `{{placeholders}}` when that is all i18next would do (a count's plural text picked by the
// language's plural rules as i18next picks it; no context, ordinal or format; values
// unescaped); else the instance's. The browser now has no i18next at all (browser-i18n.ts).
import type { i18n as I18n, TFunction } from "i18next";
import { useContext } from "react";
import { getI18n, I18nContext } from "react-i18next";

const bound = new WeakMap<I18n, TFunction>();
/** Found texts of plain lookups: per resources object, then `language + NUL + key`. */
const plain = new WeakMap<object, Map<string, string>>();
/** Lookups with options kept per dictionary, at most. */
export const LOOKUPS_KEPT = 5_000;
/** Found answers of lookups with plain options: per resources object, then language, key, options. */
const withOptions = new WeakMap<object, Map<string, unknown>>();

/** A key that is only a path: an optional namespace, then names separated by dots. */
const PLAIN_PATH = /^(?:[\w-]+:)?[\w-]+(?:\.[\w-]+)*$/;

/**
 * What `key` names in `language`'s dictionary, as i18next's own lookup walks it: a text, an
 * object, or undefined when nothing is there; null when i18next must answer (a key that is not
 * a plain path, other separators or nesting mark, no default namespace).
 */
export function dictionaryNode(i18n: I18n, language: string, key: string): unknown {
  const options = i18n.options ?? {};
  if (!PLAIN_PATH.test(key) || (options.nsSeparator ?? ":") !== ":") return null;
  if ((options.keySeparator ?? ".") !== ".") return null;
  if ((options.interpolation?.nestingPrefix ?? "$t(") !== "$t(") return null;
  const colon = key.indexOf(":");
  const defaultNamespace = options.defaultNS;
  const namespace =
    colon > 0
      ? key.slice(0, colon)
      : typeof defaultNamespace === "string"
        ? defaultNamespace
        : null;
  if (namespace === null) return null;
  let node: unknown = i18n.store?.data?.[language]?.[namespace];
  for (const name of key.slice(colon + 1).split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[name];
  }
  return node;
}

/**
 * What `key` names in `language`'s dictionary, as i18next's own lookup would find it: the
 * string as written (with its `{{placeholders}}`); undefined when nothing is there (i18next
 * would go on to its next candidate key); null when i18next must answer (a key that is not a
 * plain path, other separators or nesting mark, nesting (`$t(`) in the text, an object, an
 * empty text that would not count).
 */
export function storedString(i18n: I18n, language: string, key: string): string | null | undefined {
  const node = dictionaryNode(i18n, language, key);
  if (node === undefined || node === null) return node;
  if (typeof node !== "string" || node.includes("$t(")) return null;
  return node === "" && i18n.options?.returnEmptyString === false ? null : node;
}

/**
 * The string `key` names in `language`'s dictionary when i18next would return it unchanged
 * (the default separators `:` and `.`, no interpolation or nesting in it); else undefined.
 */
export function storedText(i18n: I18n, language: string, key: string): string | undefined {
  const text = storedString(i18n, language, key);
  return typeof text !== "string" || text.includes("{{") ? undefined : text;
}

/** Each language's plural rules (cardinal), made once: what i18next picks a count's text by. */
const pluralRules = new Map<string, Intl.PluralRules | null>();

function pluralCategory(language: string, count: number): string | null {
  let rules = pluralRules.get(language);
  if (rules === undefined) {
    try {
      rules = new Intl.PluralRules(language, { type: "cardinal" });
    } catch {
      rules = null; // a code Intl does not know: i18next has its own ways
    }
    pluralRules.set(language, rules);
  }
  return rules ? rules.select(count) : null;
}

/**
 * The text i18next would pick for `key` with these values: with a numeric `count`, the
 * `_zero` text for 0, then the count's plural category's (`_one`, `_other`...), then the key's
 * own; else the key's own. Null when i18next must answer.
 */
export function chosenString(
  i18n: I18n,
  language: string,
  key: string,
  count: unknown,
): string | null | undefined {
  if (count === undefined) return storedString(i18n, language, key);
  if (typeof count !== "number" || (i18n.options.pluralSeparator ?? "_") !== "_") return null;
  const category = pluralCategory(language, count);
  if (category === null) return null;
  const candidates = count === 0 ? [`${key}_zero`] : [];
  candidates.push(`${key}_${category}`, key);
  for (const candidate of candidates) {
    const text = storedString(i18n, language, candidate);
    if (text !== undefined) return text;
  }
  return undefined;
}

/** A placeholder as i18next finds it by default (its own pattern): `{{name}}`. */
export const PLACEHOLDER = /\{\{(.+?)\}\}/g;
/** A placeholder's name that is a value's name alone (no format, no `-` unescaped mark, no path). */
export const VALUE_NAME = /^\s*(\w+)\s*$/;
/** Option names that change which text i18next picks in ways not followed here. */
const CHOOSING = new Set(["context", "ordinal"]);
/** Option names that are not values: the text when the key has none (never used here). */
const NOT_VALUES = new Set(["defaultValue"]);

/**
 * The text `key` names in `language`'s dictionary with its placeholders filled from `values`,
 * when that is all i18next would do to it: values unescaped (`escapeValue: false`) and
 * unformatted, the default `{{` `}}` marks, no default variables or handlers; each placeholder
 * a plain name given a value, each value a placeholder's, a numeric `count` (which picks the
 * plural's text as i18next does) or a `defaultValue` (unused: the text is there); no
 * `context` or ordinal (i18next's `skipOnVariables`, on by default, leaves marks inside a
 * value as they are: `{{` and `$t(` in a visitor's query are text). Else undefined, and
 * i18next answers.
 */
export function interpolatedText(
  i18n: I18n,
  language: string,
  key: string,
  values: Readonly<Record<string, string | number | boolean>>,
): string | undefined {
  const interpolation = i18n.options?.interpolation;
  if (interpolation?.escapeValue !== false || interpolation.alwaysFormat) return undefined;
  if (interpolation.defaultVariables || i18n.options.missingInterpolationHandler) return undefined;
  if ((interpolation.prefix ?? "{{") !== "{{" || (interpolation.suffix ?? "}}") !== "}}")
    return undefined;
  if (i18n.options.postProcess || interpolation.skipOnVariables === false) return undefined;
  const text = chosenString(i18n, language, key, values.count);
  return typeof text === "string" ? filledText(text, values) : undefined;
}

/**
 * `text` with its placeholders filled from `values` as i18next fills them under the settings
 * interpolatedText requires; undefined when it would do more (see there).
 */
export function filledText(
  text: string,
  values: Readonly<Record<string, string | number | boolean>>,
): string | undefined {
  const names = new Set<string>();
  for (const [, inside] of text.matchAll(PLACEHOLDER)) {
    const name = VALUE_NAME.exec(inside ?? "")?.[1];
    if (name === undefined || !Object.hasOwn(values, name)) return undefined;
    names.add(name);
  }
  for (const name of Object.keys(values)) {
    if (CHOOSING.has(name)) return undefined;
    if (!names.has(name) && !NOT_VALUES.has(name) && name !== "count") return undefined;
  }
  return text.replace(PLACEHOLDER, (_, inside: string) =>
    String(values[VALUE_NAME.exec(inside)?.[1] as string]),
  );
}

/** The options as a key when each value is a string, number or boolean; else null. */
function optionsKey(options: unknown): string | null {
  if (typeof options !== "object" || options === null || Array.isArray(options)) return null;
  let key = "";
  for (const [name, value] of Object.entries(options)) {
    const kind = typeof value;
    if (kind !== "string" && kind !== "number" && kind !== "boolean") return null;
    key += `\u0000${name}\u0001${kind[0]}${String(value)}`;
  }
  return key;
}

/** The map `caches` holds for the instance's resources (one per dictionary), made once. */
function perDictionary<V>(caches: WeakMap<object, Map<string, V>>, i18n: I18n) {
  const resources: unknown = i18n.store?.data;
  if (typeof resources !== "object" || resources === null) return null;
  let texts = caches.get(resources);
  if (!texts) {
    texts = new Map();
    caches.set(resources, texts);
  }
  return texts;
}

/** The instance's `t` in its own language, made once per instance. */
function translator(i18n: I18n): TFunction {
  let t = bound.get(i18n);
  if (t) return t;
  const fixed = i18n.getFixedT(null, null);
  const texts = perDictionary(plain, i18n);
  const optioned = perDictionary(withOptions, i18n);
  const language = i18n.language;
  const call = fixed as unknown as (...args: unknown[]) => unknown;
  /** A lookup with options: kept when its options are plain values and it found something. */
  const withValues = (key: string, options: unknown): unknown => {
    const values = optioned ? optionsKey(options) : null;
    if (values === null || !optioned) return call(key, options);
    const id = `${language}\u0000${key}${values}`;
    if (optioned.has(id)) return optioned.get(id);
    const found =
      interpolatedText(
        i18n,
        language,
        key,
        options as Readonly<Record<string, string | number | boolean>>,
      ) ?? call(key, options);
    if (found === key || found === undefined || found === null) return found;
    // An object (`returnObjects`) can grow in the browser when a page's texts arrive; on the
    // server the dictionary is complete.
    if (typeof found !== "string" && typeof document !== "undefined") return found;
    if (optioned.size >= LOOKUPS_KEPT) optioned.clear();
    optioned.set(id, found);
    return found;
  };
  t = texts
    ? (((key: unknown, ...rest: unknown[]) => {
        // `t(key, undefined)` (a helper passing on options it was not given) is a plain lookup.
        if (rest.length === 1 && rest[0] === undefined) rest.length = 0;
        if (typeof key === "string" && rest.length === 1) return withValues(key, rest[0]);
        if (rest.length > 0 || typeof key !== "string") return call(key, ...rest);
        const id = `${language}\u0000${key}`;
        let text = texts.get(id);
        if (text === undefined) {
          const found = storedText(i18n, language, key) ?? call(key);
          if (typeof found !== "string" || found === key) return found;
          text = found;
          texts.set(id, text);
        }
        return text;
      }) as unknown as TFunction)
    : fixed;
  bound.set(i18n, t);
  return t;
}

/** `{ t, i18n }` of the i18next instance the page was rendered with. */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  return { t: translator(i18n), i18n };
}
