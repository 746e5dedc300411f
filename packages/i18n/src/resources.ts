// The dictionaries in the shape i18next takes them.

import { en } from "./dictionaries/en.ts";
import { ja } from "./dictionaries/ja.ts";
import { zh } from "./dictionaries/zh.ts";
import type { CommonDictionary } from "./dictionary.ts";
import type { Language } from "./languages.ts";

/** Namespaces of the dictionaries; `common` holds the shell, errors and validation texts. */
export const namespaces = ["common"] as const;
/** A namespace name. */
export type Namespace = (typeof namespaces)[number];
/** The namespace `t()` reads when none is named. */
export const defaultNamespace: Namespace = "common";

/** English resources with their literal texts, for i18next's `CustomTypeOptions`. */
export interface Resources {
  common: typeof en;
}

/** Every language's dictionaries: `{ en: { common }, zh: { common }, ja: { common } }`. */
export const resources: {
  readonly [L in Language]: { readonly [N in Namespace]: CommonDictionary };
} = {
  en: { common: en },
  zh: { common: zh },
  ja: { common: ja },
};
