// Public API of @hostfront/i18n.

export { en } from "./dictionaries/en.ts";
export type { CommonDictionary, TranslationKey } from "./dictionary.ts";
export {
  defaultLanguage,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  type Language,
  LOCALE_COOKIE_MAX_AGE_DAYS,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  LOCALE_COOKIE_NAME,
  languages,
  languageTags,
} from "./languages.ts";
export { languageFromPath, localizePath, stripLanguagePrefix } from "./paths.ts";
export {
  defaultNamespace,
  type Namespace,
  namespaces,
  type Resources,
  resources,
} from "./resources.ts";
export type { Shape } from "./shape.ts";
