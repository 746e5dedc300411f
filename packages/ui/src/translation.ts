// `useTranslation` for pages whose language never changes after load (a language switch is a
// new document): the `t` of the i18next instance in context, made once per instance. React
// i18next's own hook copies the whole instance for every component on the server, a cost
// paid on every render of every page; this one reads the instance and nothing else.
import type { i18n as I18n, TFunction } from "i18next";
import { useContext } from "react";
import { getI18n, I18nContext } from "react-i18next";

const bound = new WeakMap<I18n, TFunction>();

/** The instance's `t` in its own language, made once per instance. */
function translator(i18n: I18n): TFunction {
  let t = bound.get(i18n);
  if (!t) {
    t = i18n.getFixedT(null, null);
    bound.set(i18n, t);
  }
  return t;
}

/** `{ t, i18n }` of the i18next instance the page was rendered with. */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  return { t: translator(i18n), i18n };
}
