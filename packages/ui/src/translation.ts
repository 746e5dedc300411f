// `useTranslation` for pages whose language never changes after load (a language switch is a
// new document): the `t` of the i18next instance in context, made once per instance. React
// i18next's own hook copies the whole instance for every component on the server, a cost
// paid on every render of every page; this one reads the instance and nothing else.
//
// A plain lookup (a key, no options) gives the same text for every request of a language, yet
// i18next parses the key, walks its fallbacks and runs interpolation each time: profiled, that
// was a third of the bytes a page render allocated. Such texts are kept per dictionary and
// language, shared by every request's instance (remix-i18next makes one per request, all on
// the same resources). Only texts that were found are kept: a page's texts added later
// (a client navigation) are found when they arrive, and nothing in a dictionary changes.
import type { i18n as I18n, TFunction } from "i18next";
import { useContext } from "react";
import { getI18n, I18nContext } from "react-i18next";

const bound = new WeakMap<I18n, TFunction>();
/** Found texts of plain lookups: per resources object, then `language + NUL + key`. */
const plain = new WeakMap<object, Map<string, string>>();

function plainTexts(i18n: I18n): Map<string, string> | null {
  const resources: unknown = i18n.store?.data;
  if (typeof resources !== "object" || resources === null) return null;
  let texts = plain.get(resources);
  if (!texts) {
    texts = new Map();
    plain.set(resources, texts);
  }
  return texts;
}

/** The instance's `t` in its own language, made once per instance. */
function translator(i18n: I18n): TFunction {
  let t = bound.get(i18n);
  if (t) return t;
  const fixed = i18n.getFixedT(null, null);
  const texts = plainTexts(i18n);
  const language = i18n.language;
  const call = fixed as unknown as (...args: unknown[]) => unknown;
  t = texts
    ? (((key: unknown, ...rest: unknown[]) => {
        if (rest.length > 0 || typeof key !== "string") return call(key, ...rest);
        const id = `${language}\u0000${key}`;
        let text = texts.get(id);
        if (text === undefined) {
          const found = call(key);
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
